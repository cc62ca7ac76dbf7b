import { Select, Stack, TextInput } from '@mantine/core';
import { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES, type CustomerType } from '@oportuna/domain/auth';
import { useTranslation } from 'react-i18next';
import type { CustomerFilters } from '../lib/customer-filters.ts';

/** The customer filters: a part of the name and the type. */
export function CustomersFilterForm({
  value,
  onChange,
}: {
  value: CustomerFilters;
  onChange: (update: (filters: CustomerFilters) => CustomerFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <TextInput
        label={t('customers.filters.name')}
        value={value.name}
        onChange={(event) => {
          const name = event.currentTarget.value;
          onChange((filters) => ({ ...filters, name }));
        }}
      />
      <Select
        label={t('customers.filters.type')}
        placeholder={t('customers.filters.anyType')}
        data={CUSTOMER_TYPES.map((type) => ({ value: type, label: CUSTOMER_TYPE_LABELS[type] }))}
        value={value.type}
        clearable
        onChange={(type) =>
          onChange((filters) => ({ ...filters, type: type as CustomerType | null }))
        }
      />
    </Stack>
  );
}
