import { Checkbox, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import { useTranslation } from 'react-i18next';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';
import { checkOnBlur } from '../lib/blur-check.ts';
import { companyHasNoAddress } from '../lib/form-values.ts';
import { CepField } from './cep-field.tsx';
import { CityField } from './city-field.tsx';
import { FieldRow } from './field-row.tsx';

/** Localização of a private opportunity: the company's address, unless it has none. */
export function CompanyAddressSection({
  form,
  cepMask = 'cep',
}: {
  form: ProposalForm;
  cepMask?: 'cep' | 'cepDotted';
}) {
  const { t } = useTranslation();
  const { values, errors, change } = form;
  const withoutAddress = companyHasNoAddress(values);

  return (
    <Stack gap="md">
      {/* The no-address box appears only once a company is loaded (spec 1 §5). */}
      {values.company_loaded ? (
        <Checkbox
          label={t('proposalForm.fields.noAddress')}
          checked={values.no_address}
          onChange={(event) =>
            change(
              { no_address: event.currentTarget.checked },
              'postal_code',
              'street',
              'district',
              'address_city',
            )
          }
        />
      ) : null}
      <FieldRow>
        <CepField
          value={values.postal_code}
          mask={cepMask}
          onChange={(postal_code) => change({ postal_code })}
          onBlur={() =>
            checkOnBlur(form, 'companyAddress', { key: 'postal_code', value: values.postal_code })
          }
          onFound={(found) =>
            form.changeLater(
              (current) => ({
                street: found.street ?? current.street,
                district: found.district ?? current.district,
                ...(found.city ? { address_city: found.city } : {}),
              }),
              'street',
              'district',
              ...(found.city ? ['address_city'] : []),
            )
          }
          notFoundMessage={MESSAGES.address.cepNotFoundInStep}
          error={errors.postal_code}
          disabled={withoutAddress}
        />
        <TextInput
          label={t('proposalForm.fields.neighborhood')}
          value={values.district}
          onChange={(event) => change({ district: event.currentTarget.value })}
          error={errors.district}
          withAsterisk={!withoutAddress}
          disabled={withoutAddress}
        />
      </FieldRow>
      <FieldRow>
        <TextInput
          label={t('proposalForm.fields.street')}
          value={values.street}
          onChange={(event) => change({ street: event.currentTarget.value })}
          error={errors.street}
          withAsterisk={!withoutAddress}
          disabled={withoutAddress}
        />
        <TextInput
          label={t('proposalForm.fields.number')}
          value={values.number}
          onChange={(event) => change({ number: event.currentTarget.value })}
          error={errors.number}
          disabled={withoutAddress}
        />
      </FieldRow>
      <CityField
        value={values.address_city}
        onChange={(address_city) => change({ address_city })}
        error={errors.address_city}
        required={!withoutAddress}
        disabled={withoutAddress}
      />
    </Stack>
  );
}
