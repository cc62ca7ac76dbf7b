import { Divider, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProposalForm } from '../hooks/use-proposal-form.ts';
import { checkOnBlur } from '../lib/blur-check.ts';
import type { AddressValues } from '../lib/form-values.ts';
import { CepField } from './cep-field.tsx';
import { CityField } from './city-field.tsx';
import { FieldRow } from './field-row.tsx';
import { IncentiveChoices } from './incentive-choices.tsx';

export interface CityLocationSectionProps {
  form: ProposalForm;
  cepMask?: 'cep' | 'cepDotted';
  /** Fields shown first (the editor's type and status). */
  header?: ReactNode;
  onIncentiveToggle?: () => void;
}

/** Localização e Incentivos of a public opportunity: name, city, address and incentives. */
export function CityLocationSection({
  form,
  cepMask = 'cep',
  header,
  onIncentiveToggle,
}: CityLocationSectionProps) {
  const { t } = useTranslation();
  const { values, errors } = form;
  const setAddress = (patch: Partial<AddressValues>, field: keyof AddressValues) =>
    form.change({ address: { ...values.address, ...patch } }, `address.${field}`);

  return (
    <Stack gap="md">
      {header}
      <TextInput
        label={t('proposalForm.fields.name')}
        value={values.name}
        onChange={(event) => form.change({ name: event.currentTarget.value })}
        error={errors.name}
        withAsterisk
      />
      <CityField
        value={values.city}
        onChange={(city) => form.change({ city })}
        error={errors.city}
        required
      />
      <Divider label={t('proposalForm.sections.address')} labelPosition="left" />
      <FieldRow>
        <CepField
          value={values.address.zip}
          mask={cepMask}
          onChange={(zip) => setAddress({ zip }, 'zip')}
          onBlur={() =>
            checkOnBlur(form, 'cityLocation', { key: 'address.zip', value: values.address.zip })
          }
          onFound={(found) =>
            form.changeLater(
              (current) => ({
                address: {
                  ...current.address,
                  street: found.street ?? current.address.street,
                  neighborhood: found.district ?? current.address.neighborhood,
                },
                ...(found.city ? { city: found.city } : {}),
              }),
              'address.street',
              'address.neighborhood',
              ...(found.city ? ['city'] : []),
            )
          }
          error={errors['address.zip']}
        />
        <TextInput
          label={t('proposalForm.fields.neighborhood')}
          value={values.address.neighborhood}
          onChange={(event) =>
            setAddress({ neighborhood: event.currentTarget.value }, 'neighborhood')
          }
          error={errors['address.neighborhood']}
          withAsterisk
        />
      </FieldRow>
      <FieldRow>
        <TextInput
          label={t('proposalForm.fields.street')}
          value={values.address.street}
          onChange={(event) => setAddress({ street: event.currentTarget.value }, 'street')}
          error={errors['address.street']}
          withAsterisk
        />
        <TextInput
          label={t('proposalForm.fields.number')}
          value={values.address.number}
          onChange={(event) => setAddress({ number: event.currentTarget.value }, 'number')}
          error={errors['address.number']}
          withAsterisk
        />
      </FieldRow>
      <Divider />
      <IncentiveChoices
        form={form}
        {...(onIncentiveToggle ? { onToggle: onIncentiveToggle } : {})}
      />
    </Stack>
  );
}
