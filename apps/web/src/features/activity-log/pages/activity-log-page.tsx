import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ACTIVITY_LOG_MESSAGES, type AuditEntry } from '@oportuna/domain/activity-log';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { DataTable } from '../../../components/list-page/data-table.tsx';
import { pageCountOf } from '../../../components/list-page/list-state.ts';
import { Pager } from '../../../components/list-page/pager.tsx';
import { useFailureNotice } from '../../../components/list-page/use-failure-notice.ts';
import { useListState } from '../../../components/list-page/use-list-state.ts';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCurrentUser } from '../../../lib/session/use-session.ts';
import { useExportActivityLog } from '../api/export-activity-log.ts';
import { useActivityLog } from '../api/get-activity-log.ts';
import { PeriodFilter } from '../components/period-filter.tsx';
import { useActivityLogColumns } from '../components/use-activity-log-columns.tsx';
import { ACTIVITY_LOG_DEFAULTS, type ActivityPeriod } from '../lib/activity-log-filters.ts';

const entryKey = (entry: AuditEntry) => entry.id;
const NO_SORT: readonly string[] = [];
const ignoreSort = () => undefined;

/**
 * A user's activity log: /manage-users/logs/:userId (an admin reading a user's) and
 * /user-profile/logs (the signed-in user's own, 'Minhas atividades').
 */
export function ActivityLogPage() {
  const { t } = useTranslation();
  const { userId: routeUserId } = useParams();
  const me = useCurrentUser();
  const ownLog = routeUserId === undefined;
  const userId = ownLog ? me.id : Number(routeUserId);

  const list = useListState<ActivityPeriod>('activity-log', ACTIVITY_LOG_DEFAULTS);
  const { state, fitPageCount } = list;
  const query = useActivityLog(userId, state);
  const exportPdf = useExportActivityLog(userId, state.filters);
  const columns = useActivityLogColumns();
  useFailureNotice(query.errorUpdatedAt, query.isError, ACTIVITY_LOG_MESSAGES.loadFailed);

  // A failed request empties the list (spec 3 §8).
  const data = query.isError ? null : query.data;
  const loading = !query.isError && (query.isPending || query.isPlaceholderData);
  const total = data?.total ?? 0;
  useEffect(() => {
    if (data && !loading) fitPageCount(pageCountOf(data.total, state.limit));
  }, [data, loading, state.limit, fitPageCount]);

  const owner = data?.user ?? (ownLog ? me : null);
  const title = ownLog
    ? t('activityLog.ownTitle')
    : owner
      ? t('activityLog.userTitle', { name: owner.name })
      : t('activityLog.title');

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        actions={
          <Group gap="sm">
            <Button
              leftSection={<IconFileTypePdf size={18} />}
              loading={exportPdf.isPending}
              onClick={() => exportPdf.mutate()}
            >
              {t('activityLog.export')}
            </Button>
            <BackButton to={ownLog ? paths.profile.root.getHref() : paths.users.list.getHref()} />
          </Group>
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="md">
            <Stack gap={2}>
              {owner ? (
                <Text fw={500} data-testid="activity-log-owner">
                  {t('activityLog.owner', { name: owner.name, email: owner.email })}
                </Text>
              ) : null}
              <Text size="sm" c="dimmed" aria-live="polite">
                {data ? t('activityLog.total', { count: total }) : ''}
              </Text>
            </Stack>
            <PeriodFilter value={state.filters} onApply={list.applyFilters} />
          </Group>
          <DataTable
            columns={columns}
            items={data?.data ?? []}
            getKey={entryKey}
            loading={loading}
            emptyText={t('activityLog.empty')}
            sort={null}
            sortableKeys={NO_SORT}
            onSort={ignoreSort}
          />
        </Stack>
        <Pager
          page={state.page}
          limit={state.limit}
          total={total}
          pageSizeOptions={ACTIVITY_LOG_DEFAULTS.pageSizeOptions}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          pageSizeLabel={t('list.pager.itemsPerPage')}
        />
      </Paper>
    </>
  );
}
