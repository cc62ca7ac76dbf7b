import { Anchor, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PoliticianItem } from '@oportuna/domain/politicians';
import type { OfficeCount, PartyCount } from '@oportuna/domain/territory';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format-number.ts';
import { paths } from '../../lib/paths.ts';
import { BlockSkeleton } from './block-skeleton.tsx';
import { EmptyText } from './empty-text.tsx';
import { Fact } from './fact.tsx';
import { TagList } from './tag-list.tsx';

export interface ElectedPoliticiansProps {
  offices: readonly OfficeCount[] | undefined;
  parties: readonly PartyCount[] | undefined;
  politicians: readonly PoliticianItem[] | undefined;
  loading: boolean;
  emptyText: string;
}

/** Office counts, active parties, party tags and the main names (each opens its page). */
export function ElectedPoliticians({
  offices,
  parties,
  politicians,
  loading,
  emptyText,
}: ElectedPoliticiansProps) {
  const { t } = useTranslation();
  if (loading) return <BlockSkeleton lines={6} />;
  if (!offices?.length && !politicians?.length) return <EmptyText>{emptyText}</EmptyText>;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {(offices ?? []).map((office) => (
          <Fact key={office.id} label={office.description}>
            {formatNumber(office.total)}
          </Fact>
        ))}
        <Fact label={t('locality.activeParties')}>{formatNumber(parties?.length ?? 0)}</Fact>
      </SimpleGrid>
      {parties?.length ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('locality.parties')}
          </Text>
          <TagList tags={parties.map((party) => party.abbreviation)} color="gray" />
        </Stack>
      ) : null}
      {politicians?.length ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('locality.mainNames')}
          </Text>
          <List size="sm" spacing={2}>
            {politicians.map((politician) => (
              <List.Item key={politician.id}>
                <Group gap={6} style={{ rowGap: 0 }}>
                  <Anchor
                    component={Link}
                    to={paths.politicians.detail.getHref(politician.id)}
                    size="sm"
                    fw={500}
                  >
                    {politician.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {[politician.political_office.description, politician.party?.abbreviation]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
