import { Switch } from '@mantine/core';
import type { Customer } from '@oportuna/domain/customers';
import { useTranslation } from 'react-i18next';
import { useSetCustomerActive } from '../api/set-customer-active.ts';

/** The list's is_active switch, applied at once and put back when the save fails. */
export function CustomerActiveToggle({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const setActive = useSetCustomerActive();
  return (
    <Switch
      checked={customer.is_active}
      aria-label={t('customers.activeToggle', { name: customer.name })}
      onChange={(event) => setActive.mutate({ customer, isActive: event.currentTarget.checked })}
    />
  );
}
