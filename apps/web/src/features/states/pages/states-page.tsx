import { MESSAGES } from '@oportuna/domain/messages';
import type { StateItem } from '@oportuna/domain/states';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useListState } from '../../../components/list-page/use-list-state.ts';
import { EnableLocalityLink } from '../../../components/locality/enable-locality-link.tsx';
import { LocalityListPage } from '../../../components/locality/locality-list-page.tsx';
import { useStates } from '../api/get-states.ts';
import { useStateColumns } from '../components/use-state-columns.tsx';
import { STATE_LIST_DEFAULTS, type StateFilters } from '../lib/state-filters.ts';

// All load on first use: the list opens as a table, without its map or filter panel.
const StateCard = lazy(async () => ({
  default: (await import('../components/state-card.tsx')).StateCard,
}));
const StatesMap = lazy(async () => ({
  default: (await import('../components/states-map.tsx')).StatesMap,
}));
const StatesFilterForm = lazy(async () => ({
  default: (await import('../components/states-filter-form.tsx')).StatesFilterForm,
}));

const stateKey = (state: StateItem) => state.id;
const renderCard = (state: StateItem) => <StateCard state={state} />;
const renderMap = (states: readonly StateItem[]) => <StatesMap states={states} />;

/** /states: the states as a table or cards, with an optional map. */
export function StatesPage() {
  const { t } = useTranslation();
  const list = useListState<StateFilters>('states', STATE_LIST_DEFAULTS);
  const query = useStates(list.state);
  const columns = useStateColumns();

  return (
    <LocalityListPage
      territory="states"
      title={t('states.title')}
      list={list}
      query={query}
      headingTexts={{
        active: (total) => t('states.headingActive', { total }),
        filtered: (filtered, total) => t('states.headingFiltered', { filtered, total }),
      }}
      failedMessage={MESSAGES.states.listFailed}
      emptyText={MESSAGES.states.empty}
      columns={columns}
      getKey={stateKey}
      renderCard={renderCard}
      renderMap={renderMap}
      FilterForm={StatesFilterForm}
      actions={<EnableLocalityLink kind="state" />}
    />
  );
}
