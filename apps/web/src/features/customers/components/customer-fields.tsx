import { Select, Stack, TextInput } from '@mantine/core';
import { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES, type CustomerType } from '@oportuna/domain/auth';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../components/masked-input/masked-input.tsx';
import { useStateOptions } from '../../../components/selectors/api/get-state-options.ts';
import { CatalogueSelect } from '../../../components/selectors/catalogue-select.tsx';
import { CitySelect } from '../../../components/selectors/city-select.tsx';
import type { FieldErrors } from '../../../lib/forms/validate-with-schema.ts';
import { type CustomerFormValues, visibleFields } from '../lib/customer-form.ts';

/**
 * The fields of the customer form, shown by type: a state government its state, a city hall
 * its state and then its city (loaded for that state), a company its CNPJ.
 */
export function CustomerFields({
  values,
  errors,
  onChange,
}: {
  values: CustomerFormValues;
  errors: FieldErrors;
  onChange: (update: Partial<CustomerFormValues>) => void;
}) {
  const { t } = useTranslation();
  const states = useStateOptions();
  const shown = visibleFields(values.type);
  return (
    <Stack gap="md">
      <TextInput
        label={t('customers.form.name')}
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
      <Select
        label={t('customers.form.type')}
        required
        data={CUSTOMER_TYPES.map((type) => ({ value: type, label: CUSTOMER_TYPE_LABELS[type] }))}
        value={values.type}
        error={errors.type}
        onChange={(type) => onChange({ type: type as CustomerType | null })}
      />
      {shown.state ? (
        <CatalogueSelect
          label={t('customers.form.state')}
          required
          error={errors.state}
          value={values.state}
          options={states.data ?? []}
          loading={states.isPending}
          // The city belongs to the state: a new state asks for its city again.
          onChange={(state) => onChange({ state, city: null })}
        />
      ) : null}
      {shown.city && values.state ? (
        <CitySelect
          key={values.state.value}
          label={t('customers.form.city')}
          required
          error={errors.city}
          stateIds={[values.state.value]}
          value={values.city}
          onChange={(city) => onChange({ city })}
        />
      ) : null}
      {shown.cnpj ? (
        <MaskedInput
          mask="cnpj"
          label={t('customers.form.cnpj')}
          required
          value={values.cnpj}
          error={errors.cnpj}
          onChange={(cnpj) => onChange({ cnpj })}
        />
      ) : null}
    </Stack>
  );
}
