import { Button, Group, Loader, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FIELD_LIMITS } from '@oportuna/domain/limits';
import { MESSAGES } from '@oportuna/domain/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../../components/masked-input/masked-input.tsx';
import { MoneyInput } from '../../../../components/masked-input/money-input.tsx';
import { useFetchPostalCode } from '../../../../lib/api/postal-codes/get-postal-code.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import type { FieldErrors } from '../../../../lib/forms/validate-with-schema.ts';
import { notify } from '../../../../lib/notify.ts';
import { isRegistrationComplete, type RegistrationValues } from '../../lib/registration-form.ts';
import { ActivitySelect } from './activity-select.tsx';

type FieldLabel =
  | 'name'
  | 'businessName'
  | 'activity'
  | 'capital'
  | 'openAt'
  | 'zip'
  | 'street'
  | 'number'
  | 'complement'
  | 'district'
  | 'city'
  | 'email'
  | 'phone';

/**
 * The company's registry data typed by hand: names, main CNAE, capital, opening date and the
 * address, filled from the postal code (the city only ever comes from the lookup).
 */
export function RegistrationForm({
  values,
  errors,
  onChange,
  onSubmit,
  submitting,
}: {
  values: RegistrationValues;
  errors: FieldErrors;
  onChange: (patch: Partial<RegistrationValues>) => void;
  onSubmit: () => void;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  const fetchPostalCode = useFetchPostalCode();
  const [lookingUp, setLookingUp] = useState(false);
  const label = (field: FieldLabel): string => t(`companies.new.fields.${field}`);

  const lookup = (cep: string) => {
    setLookingUp(true);
    fetchPostalCode(cep)
      .then((answer) =>
        onChange({
          street_name: answer.street ?? '',
          district: answer.district ?? '',
          city: answer.city
            ? { id: answer.city.id, label: `${answer.city.name} - ${answer.city.state.uf}` }
            : null,
        }),
      )
      .catch((error: unknown) => {
        const notFound = isApiError(error) && error.status === 404;
        notify.warning(notFound ? MESSAGES.address.cepNotFound : MESSAGES.address.lookupFailed);
        onChange({ city: null });
      })
      .finally(() => setLookingUp(false));
  };

  const text = (
    field:
      | 'name'
      | 'business_name'
      | 'street_name'
      | 'street_number'
      | 'subunit'
      | 'district'
      | 'email',
    name: string,
  ) => ({
    label: name,
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ [field]: event.currentTarget.value }),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isRegistrationComplete(values)) onSubmit();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...text('name', label('name'))} withAsterisk />
          <TextInput {...text('business_name', label('businessName'))} />
          <ActivitySelect
            label={label('activity')}
            value={values.activity}
            onChange={(activity) => onChange({ activity })}
            error={errors.activity}
          />
          <MoneyInput
            label={label('capital')}
            value={values.share_capital}
            onChange={(value) => onChange({ share_capital: moneyValue(value) })}
            error={errors.share_capital}
          />
          <TextInput
            type="date"
            label={label('openAt')}
            value={values.open_at}
            onChange={(event) => onChange({ open_at: event.currentTarget.value })}
            error={errors.open_at}
          />
          <MaskedInput
            mask="cepDotted"
            label={label('zip')}
            value={values.postal_code}
            onChange={(postal_code) => {
              onChange({ postal_code });
              if (postal_code.length === FIELD_LIMITS.cepDigits) lookup(postal_code);
            }}
            error={errors.postal_code}
            withAsterisk
            rightSection={
              lookingUp ? <Loader size="xs" aria-label={t('companies.new.searchingCep')} /> : null
            }
          />
          <TextInput {...text('street_name', label('street'))} withAsterisk />
          <TextInput {...text('street_number', label('number'))} />
          <TextInput {...text('subunit', label('complement'))} />
          <TextInput {...text('district', label('district'))} />
          <TextInput
            label={label('city')}
            value={values.city?.label ?? ''}
            error={errors.city}
            readOnly
            variant="filled"
            withAsterisk
          />
          <TextInput {...text('email', label('email'))} type="email" />
          <MaskedInput
            mask="phone"
            label={label('phone')}
            value={values.phone}
            onChange={(phone) => onChange({ phone })}
            error={errors.phone}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={!isRegistrationComplete(values)} loading={submitting}>
            {t('companies.new.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** NumberInput reports a number, or its text while a number cannot hold it (trailing zeros). */
function moneyValue(value: number | string): number | '' {
  if (typeof value === 'number') return value;
  const amount = Number(value);
  return value.trim() === '' || !Number.isFinite(amount) ? '' : amount;
}
