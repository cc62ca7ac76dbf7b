import { Badge, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { CityListItem } from '@oportuna/domain/cities';
import type { PlaceRanking } from '@oportuna/domain/territory';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../../components/locality/fact.tsx';
import { overallRankPosition } from '../../../../components/locality/rank-position.ts';
import { formatNumber } from '../../../../lib/format-number.ts';

/** Code, name and state of the city, and its position in the attractiveness ranking. */
export function CityHeader({
  city,
  ranking,
  rankingLoading,
}: {
  city: CityListItem;
  ranking: PlaceRanking | undefined;
  rankingLoading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" align="center" gap="md">
        {/* At least 18rem wide: on a phone the badge goes below the facts, not over them. */}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" style={{ flex: '1 1 18rem' }}>
          <Fact label={t('cities.detail.code')}>{city.code}</Fact>
          <Fact label={t('cities.columns.name')}>{city.name}</Fact>
          <Fact label={t('states.columns.name')}>{`${city.state.name} (${city.state.uf})`}</Fact>
          <Fact label={t('cities.detail.activeOpportunities')}>
            {rankingLoading ? (
              <Skeleton height={16} width={40} />
            ) : (
              formatNumber(ranking?.proposals.total.open ?? 0)
            )}
          </Fact>
        </SimpleGrid>
        {rankingLoading ? (
          <Skeleton height={36} width={200} />
        ) : ranking ? (
          <Badge
            size="xl"
            radius="md"
            variant="light"
            color="yellow"
            leftSection={<IconTrophy size={18} />}
            tt="none"
            aria-label={t('cities.detail.ranking')}
          >
            <Text span fw={700}>
              {overallRankPosition(t, ranking, 'cities')}
            </Text>
          </Badge>
        ) : null}
      </Group>
    </Paper>
  );
}
