import { isSuperAdmin } from '@oportuna/domain/auth';
import { MESSAGES } from '@oportuna/domain/messages';
import type { User } from '@oportuna/domain/users';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { useFailureNotice } from '../../../components/list-page/use-failure-notice.ts';
import { useListState } from '../../../components/list-page/use-list-state.ts';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session/use-session.ts';
import { useUsers } from '../api/get-users.ts';
import { useInactivateUsers } from '../api/inactivate-users.ts';
import { ConfirmModal } from '../components/confirm-modal.tsx';
import { useUserColumns } from '../components/use-user-columns.tsx';
import { UsersActions } from '../components/users-actions.tsx';
import { USER_LIST_DEFAULTS, type UserFilters } from '../lib/user-filters.ts';

const userKey = (user: User) => user.id;

/** /manage-users: the users an admin manages; deleting the selected ones inactivates them. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const list = useListState<UserFilters>('users', USER_LIST_DEFAULTS);
  const query = useUsers(list.state);
  const inactivate = useInactivateUsers();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  useFailureNotice(query.errorUpdatedAt, query.isError, MESSAGES.users.loadFailed);

  const toggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const columns = useUserColumns({
    showCustomer: isSuperAdmin(me.roles),
    selected,
    onToggle: toggle,
  });

  const confirmDeletion = () => {
    inactivate.mutate([...selected], {
      onSuccess: () => {
        notify.success(MESSAGES.users.removedMany);
        setSelected(new Set());
        setConfirming(false);
      },
      onError: () => {
        notify.error(MESSAGES.users.removeManyFailed);
        setConfirming(false);
      },
    });
  };

  const data = query.isError ? null : query.data;
  return (
    <>
      <title>{`${t('users.title')} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={t('users.title')}
        actions={
          <UsersActions
            search={list.state.filters.name}
            onSearch={(name) => list.applyFilters({ name })}
            selectedCount={selected.size}
            onDelete={() => setConfirming(true)}
          />
        }
      />
      <ListPage
        list={list}
        heading={data ? t('users.heading', { total: data.total }) : ''}
        items={data?.data ?? []}
        total={query.isError ? 0 : (data?.total ?? null)}
        loading={!query.isError && (query.isPending || query.isPlaceholderData)}
        columns={columns}
        sortableKeys={[]}
        getKey={userKey}
        emptyText={t('users.empty')}
        pageSizeLabel={t('list.pager.itemsPerPage')}
      />
      <ConfirmModal
        opened={confirming}
        question={MESSAGES.users.deleteSelectedConfirmation}
        confirmLabel={t('users.confirmDelete')}
        danger
        loading={inactivate.isPending}
        onConfirm={confirmDeletion}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
