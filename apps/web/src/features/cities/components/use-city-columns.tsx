import { Anchor, Text } from '@mantine/core';
import type { CityListItem } from '@oportuna/domain/cities';
import { indicatorDisplayValue } from '@oportuna/domain/territory';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import { ItemActionsMenu } from '../../../components/item-actions-menu.tsx';
import type { ListColumn } from '../../../components/list-page/list-column.ts';
import { TagList } from '../../../components/locality/tag-list.tsx';
import { cityKeys } from '../../../lib/api/cities/city-keys.ts';
import {
  formatBRL,
  formatCompactBRL,
  formatNumber,
  formatPercent,
  notInformed,
} from '../../../lib/format-number.ts';
import { paths } from '../../../lib/paths.ts';

const compactThousands = (key: 'total_receitas' | 'total_despesas', value: number | null) =>
  value === null ? notInformed() : formatCompactBRL(indicatorDisplayValue(key, value));

/** The table columns of spec 2 'City list'; sort keys are the API's. */
export function useCityColumns(): ListColumn<CityListItem>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'id', label: t('cities.columns.id'), sortKey: 'id', render: (city) => city.id },
      {
        key: 'name',
        label: t('cities.columns.name'),
        sortKey: 'name',
        hideable: false,
        render: (city) => (
          <Anchor component={Link} to={paths.cities.detail.getHref(city.id)} fw={600} size="sm">
            {city.name}
          </Anchor>
        ),
      },
      {
        key: 'uf',
        label: t('cities.columns.uf'),
        sortKey: 'uf',
        render: (city) => (
          <Anchor component={Link} to={paths.states.detail.getHref(city.state.id)} size="sm">
            {city.state.uf}
          </Anchor>
        ),
      },
      {
        key: 'population',
        label: t('cities.columns.population'),
        sortKey: 'populacao_estimada',
        align: 'right',
        render: (city) => formatNumber(city.population),
      },
      {
        key: 'ideb',
        label: t('cities.columns.ideb'),
        sortKey: 'taxa_escolarizacao',
        align: 'right',
        render: (city) => (city.ideb === null ? notInformed() : formatPercent(city.ideb / 100, 1)),
      },
      {
        key: 'idhm',
        label: t('cities.columns.idhm'),
        sortKey: 'idhm',
        align: 'right',
        render: (city) => formatNumber(city.idhm, 3),
      },
      {
        key: 'revenues',
        label: t('cities.columns.revenues'),
        sortKey: 'total_receitas',
        align: 'right',
        render: (city) => compactThousands('total_receitas', city.revenues),
      },
      {
        key: 'expenses',
        label: t('cities.columns.expenses'),
        sortKey: 'total_despesas',
        align: 'right',
        render: (city) => compactThousands('total_despesas', city.expenses),
      },
      {
        key: 'pibPerCapita',
        label: t('cities.columns.pibPerCapita'),
        sortKey: 'pib_per_capta',
        align: 'right',
        render: (city) => formatBRL(city.pib_per_capita),
      },
      {
        key: 'vocations',
        label: t('cities.columns.vocations'),
        render: (city) =>
          city.vocations.length > 0 ? (
            <TagList tags={city.vocations} max={1} color="teal" />
          ) : (
            <Text size="sm">{notInformed()}</Text>
          ),
      },
      {
        key: 'benefits',
        label: t('cities.columns.benefits'),
        render: (city) =>
          city.benefits.length > 0 ? (
            <TagList tags={city.benefits} max={3} uppercase />
          ) : (
            <Text size="sm">{notInformed()}</Text>
          ),
      },
      {
        key: 'actions',
        label: t('cities.columns.actions'),
        hideable: false,
        render: (city) => (
          <ItemActionsMenu
            name={city.name}
            detailHref={paths.cities.detail.getHref(city.id)}
            favorite={{
              entity: 'city',
              entityId: city.id,
              isFavorite: city.is_favorite,
              invalidateKey: cityKeys.all,
            }}
            editHref={city.has_permission_to_edit ? paths.cities.edit.getHref(city.id) : null}
          />
        ),
      },
      {
        key: 'favorite',
        label: t('list.favoriteColumn'),
        hideable: false,
        render: (city) => (
          <FavoriteToggle
            entity="city"
            entityId={city.id}
            isFavorite={city.is_favorite}
            invalidateKey={cityKeys.all}
            size="sm"
          />
        ),
      },
    ],
    [t],
  );
}
