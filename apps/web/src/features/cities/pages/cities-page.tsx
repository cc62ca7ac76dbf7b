import type { CityListItem } from '@oportuna/domain/cities';
import { COMPARE_MAX_PLACES } from '@oportuna/domain/matching';
import { MESSAGES } from '@oportuna/domain/messages';
import { lazy, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type SelectedItem,
  SelectionCheckbox,
  selectionColumn,
  useListSelection,
} from '../../../components/list-page/use-list-selection.tsx';
import { useListState } from '../../../components/list-page/use-list-state.ts';
import { LocalityListPage } from '../../../components/locality/locality-list-page.tsx';
import { CompareButton } from '../../../components/matching/compare-button.tsx';
import { useCities } from '../api/get-cities.ts';
import { CitiesActions } from '../components/cities-actions.tsx';
import { useCityColumns } from '../components/use-city-columns.tsx';
import { CITY_LIST_DEFAULTS, type CityFilters } from '../lib/city-filters.ts';

// All load on first use: the list opens as a table, without its map or filter panel.
const CityCard = lazy(async () => ({
  default: (await import('../components/city-card.tsx')).CityCard,
}));
const CitiesMap = lazy(async () => ({
  default: (await import('../components/cities-map.tsx')).CitiesMap,
}));
// Selectors, sliders, every indicator.
const CitiesFilterForm = lazy(async () => ({
  default: (await import('../components/cities-filter-form.tsx')).CitiesFilterForm,
}));

const cityKey = (city: CityListItem) => city.id;
const compareItem = (city: CityListItem) => ({
  key: city.id,
  label: `${city.name} - ${city.state.uf}`,
});

/** /cities: the city list as a table or cards, with map, filters, favourites and export. */
export function CitiesPage() {
  const { t } = useTranslation();
  const list = useListState<CityFilters>('cities', CITY_LIST_DEFAULTS);
  const query = useCities(list.state);
  const cityColumns = useCityColumns();
  // Up to four cities picked in the table or the cards to compare side by side.
  const selection = useListSelection(COMPARE_MAX_PLACES);
  const compareLabel = useCallback(
    (item: SelectedItem) => t('compare.select', { place: item.label }),
    [t],
  );
  const columns = useMemo(
    () => [
      selectionColumn<CityListItem>(selection, {
        label: t('compare.selectColumn'),
        itemOf: compareItem,
        ariaLabel: compareLabel,
      }),
      ...cityColumns,
    ],
    [selection, cityColumns, t, compareLabel],
  );
  const renderCard = useCallback(
    (city: CityListItem) => {
      const item = compareItem(city);
      return (
        <CityCard
          city={city}
          select={
            <SelectionCheckbox selection={selection} item={item} ariaLabel={compareLabel(item)} />
          }
        />
      );
    },
    [selection, compareLabel],
  );

  return (
    <LocalityListPage
      territory="cities"
      title={t('cities.title')}
      list={list}
      query={query}
      headingTexts={{
        active: (total) => t('cities.headingActive', { total }),
        filtered: (filtered, total) => t('cities.headingFiltered', { filtered, total }),
      }}
      failedMessage={MESSAGES.cities.listFailed}
      emptyText={MESSAGES.cities.empty}
      columns={columns}
      getKey={cityKey}
      renderCard={renderCard}
      renderMap={() => <CitiesMap list={list} />}
      FilterForm={CitiesFilterForm}
      actions={
        <>
          <CitiesActions list={list} />
          <CompareButton selection={selection} />
        </>
      }
    />
  );
}
