import { MESSAGES } from '@oportuna/domain/messages';
import type { Proposal } from '@oportuna/domain/proposals';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftFilterPanel } from '../../../components/list-page/draft-filter-panel.tsx';
import { listHeading } from '../../../components/list-page/list-heading.ts';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { useFailureNotice } from '../../../components/list-page/use-failure-notice.ts';
import { useListState } from '../../../components/list-page/use-list-state.ts';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { useProposals } from '../api/get-proposals.ts';
import { ProposalCardSkeletons } from '../components/proposal-card-skeletons.tsx';
import { ProposalsActions } from '../components/proposals-actions.tsx';
import { useProposalColumns } from '../components/use-proposal-columns.tsx';
import { useHashFilters } from '../hooks/use-hash-filters.ts';
import { useMapView } from '../hooks/use-map-view.ts';
import { useProposalFilterDraft } from '../hooks/use-proposal-filter-draft.ts';
import { PROPOSAL_LIST_DEFAULTS, type ProposalFilters } from '../lib/proposal-filters.ts';

// Both load on first use: the list opens as a table, without its map.
const ProposalCard = lazy(async () => ({
  default: (await import('../components/proposal-card.tsx')).ProposalCard,
}));
// The form (selectors, ranges, dates) loads when the panel first opens.
const ProposalsFilterForm = lazy(async () => ({
  default: (await import('../components/proposals-filter-form.tsx')).ProposalsFilterForm,
}));
const ProposalsMap = lazy(async () => ({
  default: (await import('../components/proposals-map.tsx')).ProposalsMap,
}));

const proposalKey = (proposal: Proposal) => proposal.id;
const renderCard = (proposal: Proposal) => <ProposalCard proposal={proposal} />;

/** /proposals: the opportunities as a table or cards, with map, filters and favourites. */
export function ProposalsPage() {
  const { t } = useTranslation();
  const list = useListState<ProposalFilters>('proposals', PROPOSAL_LIST_DEFAULTS);
  const hashApplied = useHashFilters(list);
  const mapView = useMapView();
  const draft = useProposalFilterDraft(list, mapView.reset);
  const query = useProposals(list.state, hashApplied);
  const columns = useProposalColumns();
  useFailureNotice(query.errorUpdatedAt, query.isError, MESSAGES.proposals.listFailed);

  // A failed request empties the list (spec 1 §8).
  const data = query.isError ? null : query.data;
  const heading = data
    ? listHeading(
        { total: data.total, totalWithoutFilter: data.total_without_filter },
        list.isFiltered,
        {
          active: (total) => t('proposals.headingActive', { total }),
          filtered: (filtered, total) => t('proposals.headingFiltered', { filtered, total }),
        },
      )
    : '';
  const loading = !hashApplied || (!query.isError && (query.isPending || query.isPlaceholderData));
  // The card grid draws 9 placeholders; the proposals' card view waits on 10 of its own.
  const cardsLoading = loading && list.state.viewMode === 'card';

  return (
    <>
      <title>{`${t('proposals.title')} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={t('proposals.title')}
        actions={<ProposalsActions list={list} onOpenFilters={draft.open} />}
      />
      <ListPage
        list={list}
        heading={heading}
        items={cardsLoading ? [] : (data?.data ?? [])}
        total={query.isError ? 0 : (data?.total ?? null)}
        loading={loading && !cardsLoading}
        columns={columns}
        sortableKeys={data?.available_ordering ?? []}
        getKey={proposalKey}
        renderCard={renderCard}
        emptyText={cardsLoading ? <ProposalCardSkeletons /> : MESSAGES.proposals.empty}
        map={
          <ProposalsMap
            key={mapView.key}
            list={list}
            view={mapView.view}
            onViewChange={mapView.setView}
          />
        }
      />
      <DraftFilterPanel
        draft={draft}
        Form={ProposalsFilterForm}
        formProps={{
          onlyFavorites: draft.onlyFavorites,
          onOnlyFavoritesChange: draft.setOnlyFavorites,
        }}
      />
    </>
  );
}
