import { Anchor, Badge, Button, Group, Progress, Stack, Switch, Table, Text } from '@mantine/core';
import type { ProjectMatch, StateProjectMatch } from '@oportuna/domain/matching';
import { PROJECT_CATEGORY_LABELS } from '@oportuna/domain/proposals';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type ProjectMatchesOf,
  type ProjectMatchesParams,
  useProjectMatches,
} from '../../lib/api/matching/get-project-matches.ts';
import { paths } from '../../lib/paths.ts';
import { Pager } from '../list-page/pager.tsx';
import { SectionCard } from '../locality/section-card.tsx';
import { formatPoints } from './criterion-text.ts';
import { MatchExplanation } from './match-explanation.tsx';
import { MatchListBody } from './match-list-body.tsx';

const PAGE_SIZES = [20, 50, 100] as const;

function ProjectRow({
  match,
  open,
  onToggle,
}: {
  match: ProjectMatch | StateProjectMatch;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const { proposal } = match;
  const name = `#${proposal.id} ${proposal.name}`;
  const explanationId = `project-explanation-${proposal.id}`;
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>{match.rank ?? <Badge color="red.9">{t('matching.excluded')}</Badge>}</Table.Td>
        <Table.Td>
          <Anchor component={Link} to={paths.proposals.detail.getHref(proposal.id)} fw={600}>
            {name}
          </Anchor>
          {proposal.company_name ? <Text size="xs">{proposal.company_name}</Text> : null}
        </Table.Td>
        {'place' in match ? (
          <Table.Td>
            <Anchor component={Link} to={paths.cities.detail.getHref(match.place.id)}>
              {`${match.place.name} (${match.place.uf})`}
            </Anchor>
            {match.place.has_profile ? null : (
              <Text size="xs" fs="italic">
                {t('matching.noProfile')}
              </Text>
            )}
          </Table.Td>
        ) : null}
        <Table.Td>
          <Text size="sm">{PROJECT_CATEGORY_LABELS[proposal.category]}</Text>
          {match.weights_source === 'user' ? (
            <Text size="xs" fs="italic">
              {t('matching.ownWeights')}
            </Text>
          ) : null}
        </Table.Td>
        <Table.Td miw={140}>
          <Text size="sm" fw={600}>
            {t('matching.scoreValue', { score: formatPoints(match.score) })}
          </Text>
          <Progress value={match.score} size="sm" aria-hidden />
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
          <Table.Td colSpan={'place' in match ? 6 : 5}>
            <MatchExplanation match={match} division={proposal.division} name={name} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}

/**
 * "Projetos compatíveis" of a municipality, of a public opportunity or of a state: the open
 * private opportunities the user may read, ranked by the municipality's score for each (a
 * state's by the score of its municipality that fits each best, named in its own column).
 */
export function ProjectMatches({ of }: { of: ProjectMatchesOf }) {
  const { t } = useTranslation();
  const [params, setParams] = useState<ProjectMatchesParams>({
    page: 1,
    limit: PAGE_SIZES[0],
    include_excluded: false,
  });
  const [opened, setOpened] = useState<number | null>(null);
  const query = useProjectMatches(of, params);
  const answer = query.data;
  const total = answer ? answer.total + (params.include_excluded ? answer.excluded : 0) : 0;
  const ofState = 'state' in of;

  return (
    <SectionCard title={t('matching.projectsTitle')}>
      <Stack gap="md">
        <Text size="sm">
          {ofState ? t('matching.stateProjectsIntro') : t('matching.projectsIntro')}
        </Text>
        <Group justify="space-between" gap="md">
          {answer ? (
            <Text size="sm" aria-live="polite">
              {t('matching.projectsRanked', { count: answer.total })}
              {answer.excluded > 0
                ? ` · ${t(ofState ? 'matching.stateProjectsExcluded' : 'matching.projectsExcluded', { count: answer.excluded })}`
                : ''}
            </Text>
          ) : (
            <span />
          )}
          <Switch
            label={
              ofState ? t('matching.showExcludedStateProjects') : t('matching.showExcludedProjects')
            }
            checked={params.include_excluded}
            onChange={(event) => {
              const include_excluded = event.currentTarget.checked;
              setParams((current) => ({ ...current, page: 1, include_excluded }));
            }}
          />
        </Group>
        <MatchListBody
          query={query}
          empty={answer?.data.length === 0}
          emptyText={ofState ? t('matching.stateProjectsEmpty') : t('matching.projectsEmpty')}
          skeletonLines={4}
        >
          {answer ? (
            <>
              <Table.ScrollContainer minWidth={640}>
                <Table verticalSpacing="xs" aria-label={t('matching.projectsTitle')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('matching.projectColumns.rank')}</Table.Th>
                      <Table.Th>{t('matching.projectColumns.project')}</Table.Th>
                      {ofState ? (
                        <Table.Th>{t('matching.projectColumns.bestPlace')}</Table.Th>
                      ) : null}
                      <Table.Th>{t('matching.projectColumns.category')}</Table.Th>
                      <Table.Th>{t('matching.projectColumns.score')}</Table.Th>
                      <Table.Th>{t('matching.projectColumns.details')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {answer.data.map((match) => (
                      <ProjectRow
                        key={match.proposal.id}
                        match={match}
                        open={opened === match.proposal.id}
                        onToggle={() =>
                          setOpened((current) =>
                            current === match.proposal.id ? null : match.proposal.id,
                          )
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
                onLimitChange={(limit) => setParams((current) => ({ ...current, page: 1, limit }))}
              />
            </>
          ) : null}
        </MatchListBody>
      </Stack>
    </SectionCard>
  );
}
