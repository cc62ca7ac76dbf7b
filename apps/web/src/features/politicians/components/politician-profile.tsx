import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { POLITICIAN_SITUATION_LABELS, type PoliticianDetail } from '@oportuna/domain/politicians';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LetterAvatar } from '../../../components/letter-avatar.tsx';
import { Fact } from '../../../components/locality/fact.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notInformed } from '../../../lib/format-number.ts';
import { paths } from '../../../lib/paths.ts';

/** The politician's card: photo, party, office, place and the facts TSE publishes. */
export function PoliticianProfile({ politician }: { politician: PoliticianDetail }) {
  const { t } = useTranslation();
  const { party, city, state, meta } = politician;
  const or = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? notInformed() : value;

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="lg"
      aria-label={t('politicians.detail.profile')}
    >
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <LetterAvatar name={politician.name} src={meta.photo} size={96} />
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Text fz="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
            {politician.name}
          </Text>
          <Group gap="xs">
            <Badge variant="light">{politician.political_office.description}</Badge>
            {party ? (
              <Badge variant="outline" color="gray">
                {party.abbreviation}
              </Badge>
            ) : null}
            <Badge variant="light" color={politician.is_elected ? 'green' : 'gray'}>
              {politician.is_elected
                ? t('politicians.detail.elected')
                : t('politicians.detail.notElected')}
            </Badge>
          </Group>
          {party ? (
            <Text size="sm" c="dimmed">
              {[party.number, party.abbreviation, party.description]
                .filter((part) => part !== null)
                .join(' · ')}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} mt="lg" spacing="md" verticalSpacing="md">
        <Fact label={t('politicians.detail.city')}>
          {city ? (
            <Anchor component={Link} to={paths.cities.detail.getHref(city.id)} size="sm" fw={600}>
              {city.name}
            </Anchor>
          ) : (
            notInformed()
          )}
        </Fact>
        <Fact label={t('politicians.detail.state')}>
          {state ? (
            <Anchor component={Link} to={paths.states.detail.getHref(state.id)} size="sm" fw={600}>
              {`${state.name} (${state.uf})`}
            </Anchor>
          ) : (
            notInformed()
          )}
        </Fact>
        <Fact label={t('politicians.detail.electionYear')}>{or(meta.electionYear)}</Fact>
        <Fact label={t('politicians.detail.situation')}>
          <Text span inherit c={situationColor(politician.situation_label)}>
            {politician.situation_label}
          </Text>
        </Fact>
        <Fact label={t('politicians.detail.ballotName')}>{or(politician.ballot_name)}</Fact>
        <Fact label={t('politicians.detail.birthDate')}>{formatDate(politician.birth_date)}</Fact>
        <Fact label={t('politicians.detail.bornIn')}>{or(politician.born_in?.state.uf)}</Fact>
        <Fact label={t('politicians.detail.scholarity')}>{or(politician.scholarity)}</Fact>
        <Fact label={t('politicians.detail.occupation')}>{or(meta.occupation)}</Fact>
        <Fact label={t('politicians.detail.association')}>{or(meta.association)}</Fact>
        <Fact label={t('politicians.detail.gender')}>{or(meta.gender)}</Fact>
        <Fact label={t('politicians.detail.email')}>
          {politician.email ? (
            <Anchor
              href={`mailto:${politician.email}`}
              size="sm"
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {politician.email}
            </Anchor>
          ) : (
            notInformed()
          )}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}

export const situationColor = (label: string) =>
  label === POLITICIAN_SITUATION_LABELS.eligible ? 'green' : 'red';
