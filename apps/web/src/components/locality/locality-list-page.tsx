import type { ListResponse } from '@oportuna/domain/lists';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftFilterPanel, type FilterFormProps } from '../list-page/draft-filter-panel.tsx';
import { FilterButton } from '../list-page/filter-button.tsx';
import type { ListColumn } from '../list-page/list-column.ts';
import { type ListHeadingTexts, listHeading } from '../list-page/list-heading.ts';
import { ListPage } from '../list-page/list-page.tsx';
import { MapToggleButton } from '../list-page/map-toggle-button.tsx';
import { useFailureNotice } from '../list-page/use-failure-notice.ts';
import { useFilterDraft } from '../list-page/use-filter-draft.ts';
import type { ListStateControls } from '../list-page/use-list-state.ts';
import { ViewModeToggle } from '../list-page/view-mode-toggle.tsx';
import { SubHeader } from '../sub-header/sub-header.tsx';
import { TerritorySwitchMenu } from '../territory-switch-menu.tsx';

export interface LocalityListPageProps<Item, Filters> {
  territory: 'cities' | 'states';
  title: string;
  list: ListStateControls<Filters>;
  query: UseQueryResult<ListResponse<Item>>;
  headingTexts: ListHeadingTexts;
  /** The notice of a failed request ('Ocorreu um erro ao consultar as cidades'). */
  failedMessage: string;
  emptyText: string;
  columns: readonly ListColumn<Item>[];
  getKey: (item: Item) => string | number;
  renderCard: (item: Item) => ReactNode;
  /** The map above the list, given the listed items; usually lazy. */
  renderMap: (items: readonly Item[]) => ReactNode;
  /** The filter panel's form; usually lazy, so it loads when the panel first opens. */
  FilterForm: ComponentType<FilterFormProps<Filters>>;
  /** Buttons after the switch, map, filter and view ones. */
  actions?: ReactNode;
}

const NO_ITEMS: never[] = [];

/**
 * The city and state list screens: sub-header with the territory switch, map, filter and view
 * buttons, the list (table or cards, map above it) and the filter panel. The feature brings
 * its query, columns, card, map, filter form and texts.
 */
export function LocalityListPage<Item, Filters>({
  territory,
  title,
  list,
  query,
  headingTexts,
  failedMessage,
  emptyText,
  columns,
  getKey,
  renderCard,
  renderMap,
  FilterForm,
  actions,
}: LocalityListPageProps<Item, Filters>) {
  const { t } = useTranslation();
  const draft = useFilterDraft(list);
  useFailureNotice(query.errorUpdatedAt, query.isError, failedMessage);

  // A failed request empties the list (spec 2 §8).
  const data = query.isError ? null : query.data;
  const items: readonly Item[] = data?.data ?? NO_ITEMS;
  const heading = data
    ? listHeading(
        { total: data.total, totalWithoutFilter: data.total_without_filter },
        list.isFiltered,
        headingTexts,
      )
    : '';

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        actions={
          <>
            <TerritorySwitchMenu current={territory} />
            <MapToggleButton value={list.state.showMap} onChange={list.setShowMap} />
            <FilterButton applied={list.hasFilters} onClick={draft.open} />
            <ViewModeToggle value={list.state.viewMode} onChange={list.setViewMode} />
            {actions}
          </>
        }
      />
      <ListPage
        list={list}
        heading={heading}
        items={items}
        total={data?.total ?? null}
        loading={!query.isError && (query.isPending || query.isPlaceholderData)}
        columns={columns}
        sortableKeys={data?.available_ordering ?? []}
        getKey={getKey}
        renderCard={renderCard}
        emptyText={emptyText}
        map={renderMap(items)}
      />
      <DraftFilterPanel draft={draft} Form={FilterForm} />
    </>
  );
}
