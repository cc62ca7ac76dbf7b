import { MESSAGES, type StateItem } from '@oportuna/domain';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterButton } from '../../../components/list-page/filter-button.tsx';
import { listHeading } from '../../../components/list-page/list-heading.ts';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { MapToggleButton } from '../../../components/list-page/map-toggle-button.tsx';
import { useFailureNotice } from '../../../components/list-page/use-failure-notice.ts';
import { useFilterDraft } from '../../../components/list-page/use-filter-draft.ts';
import { useListState } from '../../../components/list-page/use-list-state.ts';
import { ViewModeToggle } from '../../../components/list-page/view-mode-toggle.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { TerritorySwitchMenu } from '../../../components/territory-switch-menu.tsx';
import { useStates } from '../api/get-states.ts';
import { StatesFilterPanel } from '../components/states-filter-panel.tsx';
import { useStateColumns } from '../components/use-state-columns.tsx';
import { STATE_LIST_DEFAULTS, type StateFilters } from '../lib/state-filters.ts';

const StateCard = lazy(async () => ({
  default: (await import('../components/state-card.tsx')).StateCard,
}));
const StatesMap = lazy(async () => ({
  default: (await import('../components/states-map.tsx')).StatesMap,
}));

const NO_STATES: StateItem[] = [];
const stateKey = (state: StateItem) => state.id;
const renderCard = (state: StateItem) => <StateCard state={state} />;

/** /states: the states as a table or cards, with an optional map. */
export function StatesPage() {
  const { t } = useTranslation();
  const list = useListState<StateFilters>('states', STATE_LIST_DEFAULTS);
  const query = useStates(list.state);
  const draft = useFilterDraft(list);
  const columns = useStateColumns();
  useFailureNotice(query.errorUpdatedAt, query.isError, MESSAGES.states.listFailed);

  const data = query.isError ? null : query.data;
  const heading = data
    ? listHeading(
        { total: data.total, totalWithoutFilter: data.total_without_filter },
        list.isFiltered,
        {
          active: (total) => t('states.headingActive', { total }),
          filtered: (filtered, total) => t('states.headingFiltered', { filtered, total }),
        },
      )
    : '';

  return (
    <>
      <title>{`${t('states.title')} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={t('states.title')}
        actions={
          <>
            <TerritorySwitchMenu current="states" />
            <MapToggleButton value={list.state.showMap} onChange={list.setShowMap} />
            <FilterButton applied={list.hasFilters} onClick={draft.open} />
            <ViewModeToggle value={list.state.viewMode} onChange={list.setViewMode} />
          </>
        }
      />
      <ListPage
        list={list}
        heading={heading}
        items={data?.data ?? []}
        total={data?.total ?? null}
        loading={!query.isError && (query.isPending || query.isPlaceholderData)}
        columns={columns}
        sortableKeys={data?.available_ordering ?? []}
        getKey={stateKey}
        renderCard={renderCard}
        emptyText={MESSAGES.states.empty}
        map={<StatesMap states={data?.data ?? NO_STATES} />}
      />
      <StatesFilterPanel draft={draft} />
    </>
  );
}
