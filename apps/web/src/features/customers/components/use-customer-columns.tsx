import { ActionIcon } from '@mantine/core';
import { CUSTOMER_TYPE_LABELS } from '@oportuna/domain/auth';
import type { Customer } from '@oportuna/domain/customers';
import { IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../../components/list-page/list-column.ts';
import { paths } from '../../../lib/paths.ts';
import { CustomerActiveToggle } from './customer-active-toggle.tsx';

/** The table columns of spec 3 'Customers': id, name, type, is_active, and the edit button. */
export function useCustomerColumns(): ListColumn<Customer>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'id', label: t('customers.columns.id'), sortKey: 'id', render: (c) => c.id },
      {
        key: 'name',
        label: t('customers.columns.name'),
        sortKey: 'name',
        hideable: false,
        render: (c) => c.name,
      },
      {
        key: 'type',
        label: t('customers.columns.type'),
        sortKey: 'type',
        render: (c) => CUSTOMER_TYPE_LABELS[c.type],
      },
      {
        key: 'isActive',
        label: t('customers.columns.isActive'),
        sortKey: 'is_active',
        render: (c) => <CustomerActiveToggle customer={c} />,
      },
      {
        key: 'actions',
        label: t('customers.columns.actions'),
        hideable: false,
        align: 'center',
        render: (c) => (
          <ActionIcon
            component={Link}
            to={paths.customers.edit.getHref(c.id)}
            variant="subtle"
            aria-label={t('customers.edit', { name: c.name })}
            title={t('customers.edit', { name: c.name })}
          >
            <IconPencil size={18} />
          </ActionIcon>
        ),
      },
    ],
    [t],
  );
}
