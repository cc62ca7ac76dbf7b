import { type CityListItem, MESSAGES } from '@oportuna/domain';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { listHeading } from '../../../components/list-page/list-heading.ts';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { useFailureNotice } from '../../../components/list-page/use-failure-notice.ts';
import { useFilterDraft } from '../../../components/list-page/use-filter-draft.ts';
import { useListState } from '../../../components/list-page/use-list-state.ts';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { useCities } from '../api/get-cities.ts';
import { CitiesActions } from '../components/cities-actions.tsx';
import { CitiesFilterPanel } from '../components/cities-filter-panel.tsx';
import { useCityColumns } from '../components/use-city-columns.tsx';
import { CITY_LIST_DEFAULTS, type CityFilters } from '../lib/city-filters.ts';

// Both load on first use: the list opens as a table, without its map.
const CityCard = lazy(async () => ({
  default: (await import('../components/city-card.tsx')).CityCard,
}));
const CitiesMap = lazy(async () => ({
  default: (await import('../components/cities-map.tsx')).CitiesMap,
}));

const cityKey = (city: CityListItem) => city.id;
const renderCard = (city: CityListItem) => <CityCard city={city} />;

/** /cities: the city list as a table or cards, with map, filters, favourites and export. */
export function CitiesPage() {
  const { t } = useTranslation();
  const list = useListState<CityFilters>('cities', CITY_LIST_DEFAULTS);
  const query = useCities(list.state);
  const draft = useFilterDraft(list);
  const columns = useCityColumns();
  useFailureNotice(query.errorUpdatedAt, query.isError, MESSAGES.cities.listFailed);

  // A failed request empties the list (spec 2 §8).
  const data = query.isError ? null : query.data;
  const heading = data
    ? listHeading(
        { total: data.total, totalWithoutFilter: data.total_without_filter },
        list.isFiltered,
        {
          active: (total) => t('cities.headingActive', { total }),
          filtered: (filtered, total) => t('cities.headingFiltered', { filtered, total }),
        },
      )
    : '';

  return (
    <>
      <title>{`${t('cities.title')} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={t('cities.title')}
        actions={<CitiesActions list={list} onOpenFilters={draft.open} />}
      />
      <ListPage
        list={list}
        heading={heading}
        items={data?.data ?? []}
        total={data?.total ?? null}
        loading={!query.isError && (query.isPending || query.isPlaceholderData)}
        columns={columns}
        sortableKeys={data?.available_ordering ?? []}
        getKey={cityKey}
        renderCard={renderCard}
        emptyText={MESSAGES.cities.empty}
        map={<CitiesMap list={list} />}
      />
      <CitiesFilterPanel draft={draft} />
    </>
  );
}
