import type { InterestSide } from '@oportuna/domain/interests';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadMenu } from '../../../components/list-page/download-menu.tsx';
import { DraftFilterPanel } from '../../../components/list-page/draft-filter-panel.tsx';
import { FavoritesOnlyToggle } from '../../../components/list-page/favorites-only-toggle.tsx';
import { FilterButton } from '../../../components/list-page/filter-button.tsx';
import { listHeading } from '../../../components/list-page/list-heading.ts';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { useFailureNotice } from '../../../components/list-page/use-failure-notice.ts';
import { useFilterDraft } from '../../../components/list-page/use-filter-draft.ts';
import { useListState } from '../../../components/list-page/use-list-state.ts';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { useExportInterests } from '../api/export-interests.ts';
import { useInterests } from '../api/get-interests.ts';
import { INTEREST_SORTABLE_KEYS, useInterestColumns } from '../components/use-interest-columns.tsx';
import {
  INTEREST_LIST_DEFAULTS,
  INTEREST_LIST_ENTITY,
  type InterestFilters,
} from '../lib/interest-filters.ts';

const InterestsFilterForm = lazy(async () => ({
  default: (await import('../components/interests-filter-form.tsx')).InterestsFilterForm,
}));

const interestKey = (interest: { id: number }) => interest.id;

/** /interests/received and /interests/sent: the customer's interests, one side each. */
export function InterestsPage({ side }: { side: InterestSide }) {
  const { t } = useTranslation();
  const list = useListState<InterestFilters>(INTEREST_LIST_ENTITY[side], INTEREST_LIST_DEFAULTS);
  const query = useInterests(side, list.state);
  const download = useExportInterests(side, list.state);
  const draft = useFilterDraft(list);
  const columns = useInterestColumns(side);
  useFailureNotice(query.errorUpdatedAt, query.isError, t('interests.list.loadFailed'));
  const title = t(`interests.list.title_${side}`);
  const data = query.isError ? null : query.data;

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        breadcrumbs={[
          { label: t('shell.menu.interests'), href: paths.interests.received.getHref() },
          { label: title },
        ]}
        actions={
          <>
            <FilterButton applied={list.hasFilters} onClick={draft.open} />
            <FavoritesOnlyToggle
              value={list.state.onlyFavorites}
              onChange={list.setOnlyFavorites}
            />
            <DownloadMenu download={download} />
          </>
        }
      />
      <ListPage
        list={list}
        heading={
          data
            ? listHeading(
                { total: data.total, totalWithoutFilter: data.total_without_filter },
                list.isFiltered,
                {
                  active: (total) => t(`interests.list.heading_${side}`, { total }),
                  filtered: (filtered, total) =>
                    t(`interests.list.headingFiltered_${side}`, { filtered, total }),
                },
              )
            : ''
        }
        items={data?.data ?? []}
        total={query.isError ? 0 : (data?.total ?? null)}
        loading={!query.isError && (query.isPending || query.isPlaceholderData)}
        columns={columns}
        sortableKeys={data?.available_ordering ?? INTEREST_SORTABLE_KEYS}
        getKey={interestKey}
        emptyText={t(`interests.list.empty_${side}`)}
      />
      <DraftFilterPanel draft={draft} Form={InterestsFilterForm} />
    </>
  );
}

export function ReceivedInterestsPage() {
  return <InterestsPage side="received" />;
}

export function SentInterestsPage() {
  return <InterestsPage side="sent" />;
}
