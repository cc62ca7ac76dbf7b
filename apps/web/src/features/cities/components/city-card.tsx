import { Badge, Divider, Group, SimpleGrid, Text } from '@mantine/core';
import type { CityListItem } from '@oportuna/domain/cities';
import { indicatorDisplayValue } from '@oportuna/domain/territory';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FavoriteToggle } from '../../../components/favorite-toggle.tsx';
import { ItemActionsMenu } from '../../../components/item-actions-menu.tsx';
import { Fact } from '../../../components/locality/fact.tsx';
import { LocalityCard } from '../../../components/locality/locality-card.tsx';
import { TagSection } from '../../../components/locality/tag-section.tsx';
import { cityKeys } from '../../../lib/api/cities/city-keys.ts';
import {
  formatBRL,
  formatCompactBRL,
  formatNumber,
  formatPercent,
} from '../../../lib/format-number.ts';
import { leaderLabel } from '../../../lib/leader-label.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * A city in the card view (spec 2 'City list', card mode); `select` is its checkbox to pick it
 * for the comparison, as in the table.
 */
export function CityCard({ city, select }: { city: CityListItem; select?: ReactNode }) {
  const { t } = useTranslation();
  const notInformed = t('common.notInformed');
  const detailHref = paths.cities.detail.getHref(city.id);
  return (
    <LocalityCard
      name={city.name}
      imageSrc={city.featured_image}
      subtitle={
        <Group gap={6}>
          <Badge variant="light" radius="sm">
            {city.state.uf}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('cities.card.mayor')}: {leaderLabel(city.mayor) ?? notInformed}
          </Text>
        </Group>
      }
      actions={
        <>
          {select}
          <FavoriteToggle
            entity="city"
            entityId={city.id}
            isFavorite={city.is_favorite}
            invalidateKey={cityKeys.all}
            size="md"
          />
          <ItemActionsMenu
            name={city.name}
            detailHref={detailHref}
            favorite={{
              entity: 'city',
              entityId: city.id,
              isFavorite: city.is_favorite,
              invalidateKey: cityKeys.all,
            }}
            editHref={city.has_permission_to_edit ? paths.cities.edit.getHref(city.id) : null}
          />
        </>
      }
      description={city.summary || city.wiki_description || notInformed}
      descriptionLines={3}
      proposals={city.counters.proposals}
      detailHref={detailHref}
    >
      <TagSection
        label={t('cities.card.incentives')}
        tags={city.benefits}
        uppercase
        empty={<Text size="sm">{t('cities.card.noIncentives')}</Text>}
        mt="sm"
      />
      <Divider my="sm" />
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <Fact label={t('cities.card.population')}>{formatNumber(city.population)}</Fact>
        <Fact label={t('cities.card.ideb')}>
          {city.ideb === null ? notInformed : formatPercent(city.ideb / 100, 1)}
        </Fact>
        <Fact label={t('cities.card.idhm')}>{formatNumber(city.idhm, 3)}</Fact>
        <Fact label={t('cities.card.pibPerCapita')}>{formatBRL(city.pib_per_capita)}</Fact>
        <Fact label={t('cities.card.expenses')}>
          {city.expenses === null
            ? notInformed
            : formatCompactBRL(indicatorDisplayValue('total_despesas', city.expenses))}
        </Fact>
        <Fact label={t('cities.card.revenues')}>
          {city.revenues === null
            ? notInformed
            : formatCompactBRL(indicatorDisplayValue('total_receitas', city.revenues))}
        </Fact>
      </SimpleGrid>
      <TagSection
        label={t('cities.card.vocation')}
        tags={city.vocations}
        max={2}
        color="teal"
        empty={<Text size="sm">{notInformed}</Text>}
        mt="sm"
        style={{ flex: 1 }}
      />
    </LocalityCard>
  );
}
