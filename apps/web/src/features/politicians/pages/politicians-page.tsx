import { Alert, Stack } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import type { PoliticianItem } from '@oportuna/domain/politicians';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { useFailureNotice } from '../../../components/list-page/use-failure-notice.ts';
import { useListState } from '../../../components/list-page/use-list-state.ts';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { usePoliticians } from '../api/get-politicians.ts';
import { PoliticiansSearchForm } from '../components/politicians-search-form.tsx';
import { usePoliticianColumns } from '../components/use-politician-columns.tsx';
import { POLITICIAN_LIST_DEFAULTS, type PoliticianFilters } from '../lib/politician-filters.ts';

const politicianKey = (politician: PoliticianItem) => politician.id;

/** /politicians: the public managers search. */
export function PoliticiansPage() {
  const { t } = useTranslation();
  const list = useListState<PoliticianFilters>('politicians', POLITICIAN_LIST_DEFAULTS);
  const query = usePoliticians(list.state);
  const columns = usePoliticianColumns();
  useFailureNotice(query.errorUpdatedAt, query.isError, MESSAGES.politicians.listFailed);

  const data = query.isError ? null : query.data;
  const loading = !query.isError && (query.isPending || query.isPlaceholderData);

  return (
    <>
      <title>{`${t('politicians.title')} | ${t('shell.productName')}`}</title>
      <SubHeader title={t('politicians.title')} />
      <Stack gap="md">
        <PoliticiansSearchForm
          applied={list.state.filters}
          onSearch={list.applyFilters}
          onClear={list.clearFilters}
        />
        <ListPage
          list={list}
          heading={data ? t('politicians.total', { count: data.total }) : ''}
          items={data?.data ?? []}
          total={data?.total ?? null}
          loading={loading}
          columns={columns}
          sortableKeys={data?.available_ordering ?? []}
          getKey={politicianKey}
          emptyText={
            <Alert color="yellow" icon={<IconAlertTriangle size={18} />} role="alert">
              {MESSAGES.politicians.empty}
            </Alert>
          }
        />
      </Stack>
    </>
  );
}
