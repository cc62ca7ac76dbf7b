import {
  Anchor,
  Badge,
  Button,
  Group,
  Progress,
  Select,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import {
  BRAZIL_REGIONS,
  COMPARE_MAX_PLACES,
  type PlaceMatch,
  type PlaceMatchesResponse,
} from '@oportuna/domain/matching';
import { PROJECT_CATEGORY_LABELS } from '@oportuna/domain/proposals';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type PlaceMatchesParams,
  usePlaceMatches,
} from '../../lib/api/matching/get-place-matches.ts';
import { formatDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { Pager } from '../list-page/pager.tsx';
import {
  type ListSelection,
  SelectionCheckbox,
  useListSelection,
} from '../list-page/use-list-selection.tsx';
import { SectionCard } from '../locality/section-card.tsx';
import { stateCatalogueQueryOptions, stateOptions } from '../selectors/api/get-state-options.ts';
import { CompareButton } from './compare-button.tsx';
import { formatPoints } from './criterion-text.ts';
import { MatchExplanation } from './match-explanation.tsx';
import { MatchListBody } from './match-list-body.tsx';
import { OpenOpportunityLinks } from './open-opportunity-links.tsx';
import { WeightsEditor } from './weights-editor.tsx';

const PAGE_SIZES = [20, 50, 100] as const;

function Summary({ answer }: { answer: PlaceMatchesResponse }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const category = answer.project.category;
  const { indicators_year: year, registry_release: release } = answer.sources;
  return (
    <Stack gap={2}>
      <Text size="sm">{t('matching.intro')}</Text>
      <Text size="sm">
        {answer.project.division
          ? t('matching.sector', answer.project.division)
          : t('matching.noSector')}
      </Text>
      <Group gap="sm">
        <Text size="sm">
          {t(
            answer.weights.source === 'user' ? 'matching.weightsUsedOwn' : 'matching.weightsUsed',
            {
              category: PROJECT_CATEGORY_LABELS[category],
            },
          )}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)}>
          {t('matching.adjustWeights')}
        </Button>
      </Group>
      {editing ? (
        <WeightsEditor
          category={category}
          weights={answer.weights.values}
          onClose={() => setEditing(false)}
        />
      ) : null}
      <Text size="xs">
        {release
          ? t('matching.sources', { year: year ?? '', release: formatDate(release) })
          : t('matching.sourcesNoRegistry', { year: year ?? '' })}
      </Text>
    </Stack>
  );
}

function PlaceRow({
  place,
  division,
  open,
  onToggle,
  selection,
}: {
  selection: ListSelection;
  place: PlaceMatch;
  division: PlaceMatchesResponse['project']['division'];
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const name = `${place.city.name} - ${place.city.state.uf}`;
  const explanationId = `match-explanation-${place.city.id}`;
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>
          <SelectionCheckbox
            selection={selection}
            item={{ key: place.city.id, label: name }}
            ariaLabel={t('compare.select', { place: name })}
          />
        </Table.Td>
        <Table.Td>{place.rank ?? <Badge color="red.9">{t('matching.excluded')}</Badge>}</Table.Td>
        <Table.Td>
          <Anchor component={Link} to={paths.cities.detail.getHref(place.city.id)} fw={600}>
            {name}
          </Anchor>
          {place.has_profile ? null : (
            <Text size="xs" fs="italic">
              {t('matching.noProfile')}
            </Text>
          )}
        </Table.Td>
        <Table.Td miw={140}>
          <Text size="sm" fw={600}>
            {t('matching.scoreValue', { score: formatPoints(place.score) })}
          </Text>
          <Progress value={place.score} size="sm" aria-hidden />
        </Table.Td>
        <Table.Td>
          <OpenOpportunityLinks opportunities={place.open_opportunities} />
        </Table.Td>
        <Table.Td>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={explanationId}
          >
            {open ? t('matching.hideExplanation') : t('matching.explain')}
          </Button>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr id={explanationId}>
          <Table.Td colSpan={6}>
            <MatchExplanation match={place} division={division} name={name} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}

/**
 * "Localidades compatíveis" of a private opportunity: the ranking of the places that fit it,
 * filtered by state or region, each score explained on demand (docs/matching.md).
 */
export function PlaceMatches({ proposalId }: { proposalId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useState<PlaceMatchesParams>({
    page: 1,
    limit: PAGE_SIZES[0],
    ufs: [],
    region: null,
    include_excluded: false,
  });
  const [opened, setOpened] = useState<number | null>(null);
  const selection = useListSelection(COMPARE_MAX_PLACES);
  const query = usePlaceMatches(proposalId, params);
  const states = useQuery(stateCatalogueQueryOptions());
  const change = (next: Partial<PlaceMatchesParams>) =>
    setParams((current) => ({ ...current, page: 1, ...next }));
  const answer = query.data;
  const total = answer ? answer.total + (params.include_excluded ? answer.excluded : 0) : 0;

  return (
    <SectionCard title={t('matching.placesTitle')}>
      <Stack gap="md">
        {answer ? <Summary answer={answer} /> : null}
        <Group align="flex-end" gap="md">
          <Select
            label={t('matching.state')}
            placeholder={t('matching.allStates')}
            data={stateOptions(states.data ?? [])}
            value={params.ufs[0] ? String(params.ufs[0]) : null}
            onChange={(value) => change({ ufs: value ? [Number(value)] : [] })}
            clearable
            searchable
            w={220}
          />
          <Select
            label={t('matching.region')}
            placeholder={t('matching.allRegions')}
            data={[...BRAZIL_REGIONS]}
            value={params.region}
            onChange={(value) => change({ region: value })}
            clearable
            w={200}
          />
          <Switch
            label={t('matching.showExcluded')}
            checked={params.include_excluded}
            onChange={(event) => change({ include_excluded: event.currentTarget.checked })}
            mb={6}
          />
        </Group>
        {answer ? (
          <Group gap="xs">
            <CompareButton selection={selection} projectId={proposalId} />
          </Group>
        ) : null}
        {answer ? (
          <Text size="sm" aria-live="polite">
            {t('matching.rankedCount', { count: answer.total })}
            {answer.excluded > 0
              ? ` · ${t('matching.excludedCount', { count: answer.excluded })}`
              : ''}
          </Text>
        ) : null}
        <MatchListBody
          query={query}
          empty={answer?.data.length === 0}
          emptyText={t('matching.empty')}
          skeletonLines={5}
        >
          {answer ? (
            <>
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="xs" aria-label={t('matching.placesTitle')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('compare.selectColumn')}</Table.Th>
                      <Table.Th>{t('matching.columns.rank')}</Table.Th>
                      <Table.Th>{t('matching.columns.place')}</Table.Th>
                      <Table.Th>{t('matching.columns.score')}</Table.Th>
                      <Table.Th>{t('matching.columns.opportunities')}</Table.Th>
                      <Table.Th>{t('matching.columns.details')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {answer.data.map((place) => (
                      <PlaceRow
                        key={place.city.id}
                        place={place}
                        selection={selection}
                        division={answer.project.division}
                        open={opened === place.city.id}
                        onToggle={() =>
                          setOpened((current) => (current === place.city.id ? null : place.city.id))
                        }
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager
                page={params.page}
                limit={params.limit}
                total={total}
                pageSizeOptions={PAGE_SIZES}
                onPageChange={(page) => setParams((current) => ({ ...current, page }))}
                onLimitChange={(limit) => change({ limit })}
              />
            </>
          ) : null}
        </MatchListBody>
      </Stack>
    </SectionCard>
  );
}
