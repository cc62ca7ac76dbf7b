import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@oportuna/domain/messages';
import type { StateItem } from '@oportuna/domain/states';
import type { LocalityProfile, PlaceRanking } from '@oportuna/domain/territory';
import { useTranslation } from 'react-i18next';
import { LetterAvatar } from '../../../../components/letter-avatar.tsx';
import { EmptyText } from '../../../../components/locality/empty-text.tsx';
import { Fact } from '../../../../components/locality/fact.tsx';
import {
  LocalityIntro,
  profileImageUrls,
} from '../../../../components/locality/locality-intro.tsx';
import { overallRankPosition } from '../../../../components/locality/rank-position.ts';
import { TagSection } from '../../../../components/locality/tag-section.tsx';
import { formatNumber } from '../../../../lib/format-number.ts';

/** The state's summary card: photos, description, governor, incentives, counts, vocations. */
export function StateSummary({
  state,
  profile,
  ranking,
}: {
  state: StateItem;
  profile: LocalityProfile | undefined;
  ranking: PlaceRanking | undefined;
}) {
  const { t } = useTranslation();
  const notInformed = t('common.notInformed');
  const images = [
    ...profileImageUrls(profile),
    ...[state.featured_image, state.wiki_image].filter((image): image is string => Boolean(image)),
  ];
  const description = profile?.description || state.description || state.wiki_description;
  const governor = state.governor;
  return (
    <Stack gap="md">
      <LocalityIntro
        name={state.name}
        images={[...new Set(images)]}
        description={description}
        emptyText={MESSAGES.common.notFilledByState}
      />
      <Group gap="sm" wrap="nowrap">
        <LetterAvatar name={governor?.name ?? '?'} src={governor?.meta.photo} size={48} />
        <SimpleGrid cols={2} spacing="lg">
          <Fact label={t('states.detail.governor')}>
            {governor
              ? `${governor.name}${governor.political_party ? ` - ${governor.political_party.abbreviation}` : ''}`
              : notInformed}
          </Fact>
          <Fact label={t('states.detail.electionYear')}>
            {governor?.meta.electionYear ?? notInformed}
          </Fact>
        </SimpleGrid>
      </Group>
      <TagSection
        label={t('states.detail.incentives')}
        tags={state.benefits}
        uppercase
        empty={<Text size="sm">{MESSAGES.states.noBenefits}</Text>}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Fact label={t('states.detail.activeOpportunities')}>
          {formatNumber(state.ranking.proposals.total.open)}
        </Fact>
        <Fact label={t('states.detail.activeCompanies')}>
          {formatNumber(state.companies.total)}
        </Fact>
        <Fact label={t('states.detail.activePoliticians')}>
          {formatNumber(state.ranking.politicians.total)}
        </Fact>
        <Fact label={t('states.detail.population')}>{formatNumber(state.population)}</Fact>
      </SimpleGrid>
      <TagSection
        label={t('states.detail.vocations')}
        tags={state.vocations}
        color="teal"
        empty={<EmptyText>{MESSAGES.common.notFilledByState}</EmptyText>}
      />
      {ranking ? (
        <Fact label={t('states.detail.ranking')}>{overallRankPosition(t, ranking, 'states')}</Fact>
      ) : null}
    </Stack>
  );
}
