import { Anchor, Checkbox, Group } from '@mantine/core';
import type { User } from '@oportuna/domain/users';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../../components/list-page/list-column.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * The columns of spec 3 'User list': selection, name, e-mail, the customer (superadmin only),
 * and the EDITAR and LOGS links.
 */
export function useUserColumns({
  showCustomer,
  selected,
  onToggle,
}: {
  showCustomer: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}): ListColumn<User>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: ListColumn<User>[] = [
      {
        key: 'select',
        label: t('users.columns.select'),
        hideable: false,
        render: (user) => (
          <Checkbox
            aria-label={t('users.selectUser', { name: user.name })}
            checked={selected.has(user.id)}
            onChange={() => onToggle(user.id)}
          />
        ),
      },
      { key: 'name', label: t('users.columns.name'), hideable: false, render: (u) => u.name },
      { key: 'email', label: t('users.columns.email'), render: (u) => u.email },
    ];
    if (showCustomer) {
      columns.push({
        key: 'customer',
        label: t('users.columns.customer'),
        render: (u) => u.customer?.name ?? '',
      });
    }
    columns.push({
      key: 'actions',
      label: t('users.columns.actions'),
      hideable: false,
      render: (user) => (
        <Group gap="md" wrap="nowrap">
          <Anchor
            component={Link}
            to={paths.users.edit.getHref(user.id)}
            size="sm"
            fw={600}
            aria-label={t('users.editUser', { name: user.name })}
          >
            {t('users.edit')}
          </Anchor>
          <Anchor
            component={Link}
            to={paths.users.logs.getHref(user.id)}
            size="sm"
            fw={600}
            aria-label={t('users.logsOf', { name: user.name })}
          >
            {t('users.logs')}
          </Anchor>
        </Group>
      ),
    });
    return columns;
  }, [t, showCustomer, selected, onToggle]);
}
