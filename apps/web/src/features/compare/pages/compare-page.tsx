import {
  Alert,
  Anchor,
  Button,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { COMPARE_MAX_PLACES, COMPARE_MIN_PLACES } from '@oportuna/domain/matching';
import { PROJECT_CATEGORY_LABELS } from '@oportuna/domain/proposals';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { BlockSkeleton } from '../../../components/locality/block-skeleton.tsx';
import { SectionCard } from '../../../components/locality/section-card.tsx';
import { MatchExplanation } from '../../../components/matching/match-explanation.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import {
  type ComparisonParams,
  useComparison,
  useComparisonExport,
  useProjectOptions,
} from '../api/get-comparison.ts';
import { CompareTable, placeName } from '../components/compare-table.tsx';

const positiveId = (text: string | null) => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : null;
};

/** The comparison's state, all of it in the address: ?cidades=1,2,3&projeto=4. */
function useComparisonAddress() {
  const [search, setSearch] = useSearchParams();
  const cidades = search.get('cidades') ?? '';
  const projeto = search.get('projeto');
  const params = useMemo<ComparisonParams>(
    () => ({
      cityIds: cidades
        .split(',')
        .map((part) => positiveId(part.trim()))
        .filter((id): id is number => id !== null),
      projectId: positiveId(projeto),
    }),
    [cidades, projeto],
  );
  const setProject = (projectId: number | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (projectId === null) next.delete('projeto');
      else next.set('projeto', String(projectId));
      return next;
    });
  return { params, setProject };
}

/** /compare: two to four places side by side, scored for a project if one is chosen. */
export function ComparePage() {
  const { t } = useTranslation();
  const { params, setProject } = useComparisonAddress();
  const countOk =
    params.cityIds.length >= COMPARE_MIN_PLACES && params.cityIds.length <= COMPARE_MAX_PLACES;
  const query = useComparison(params, countOk);
  const projects = useProjectOptions();
  const download = useComparisonExport(params);
  const answer = query.data;

  const projectOptions = useMemo(() => {
    const options = (projects.data?.data ?? []).map((p) => ({
      value: String(p.id),
      label: `#${p.id} ${p.name ?? ''}`.trim(),
    }));
    const chosen = answer?.project;
    if (chosen && !options.some((o) => o.value === String(chosen.id)))
      options.unshift({ value: String(chosen.id), label: `#${chosen.id} ${chosen.name}` });
    return options;
  }, [projects.data, answer?.project]);

  const backHref =
    params.projectId === null
      ? paths.cities.list.getHref()
      : paths.proposals.detail.getHref(params.projectId);
  const error = query.error;
  const errorText = isApiError(error)
    ? (Object.values(error.fields ?? {})[0] ?? error.message)
    : t('compare.failed');

  return (
    <>
      <title>{`${t('compare.title')} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={t('compare.title')}
        breadcrumbs={[
          { label: t('shell.breadcrumbs.cities'), href: paths.cities.list.getHref() },
          { label: t('compare.title') },
        ]}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={18} />}
              disabled={!answer || query.isError}
              loading={download.isPending && download.variables === 'pdf'}
              onClick={() => download.mutate('pdf')}
            >
              {t('compare.exportPdf')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={18} />}
              disabled={!answer || query.isError}
              loading={download.isPending && download.variables === 'xlsx'}
              onClick={() => download.mutate('xlsx')}
            >
              {t('compare.exportXlsx')}
            </Button>
            <BackButton to={backHref} />
          </>
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="xs">
            <Text size="sm">{t('compare.intro')}</Text>
            <Select
              label={t('compare.project')}
              placeholder={t('compare.noProject')}
              data={projectOptions}
              value={params.projectId === null ? null : String(params.projectId)}
              onChange={(value) => setProject(positiveId(value))}
              clearable
              searchable
              nothingFoundMessage={t('compare.noProjectFound')}
              maw={520}
            />
            {answer?.project ? (
              <Text size="sm">
                {t(
                  answer.project.weights.source === 'user'
                    ? 'matching.weightsUsedOwn'
                    : 'matching.weightsUsed',
                  { category: PROJECT_CATEGORY_LABELS[answer.project.category] },
                )}
              </Text>
            ) : null}
          </Stack>
        </Paper>
        {!countOk ? (
          <Alert color="yellow" title={t('compare.pickTitle')}>
            <Text size="sm">
              {t('compare.pick')}{' '}
              <Anchor component={Link} to={paths.cities.list.getHref()}>
                {t('compare.pickLink')}
              </Anchor>
            </Text>
          </Alert>
        ) : query.isError ? (
          <Alert color="red" title={t('compare.failedTitle')} role="alert">
            {errorText}
          </Alert>
        ) : !answer ? (
          <BlockSkeleton lines={12} />
        ) : (
          <>
            <Paper withBorder radius="md" p="lg" aria-busy={query.isFetching}>
              <CompareTable answer={answer} />
              <Text size="xs" mt="sm">
                {t('compare.medianNote')}
              </Text>
            </Paper>
            {answer.project ? (
              <SectionCard title={t('compare.breakdownTitle')}>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                  {answer.places.map((place) =>
                    place.match ? (
                      <Stack key={place.city.id} gap="xs">
                        <Title order={3} fz="h5">
                          {t('compare.breakdownOf', {
                            place: placeName(place),
                            value: place.match.score,
                          })}
                        </Title>
                        <MatchExplanation
                          match={place.match}
                          division={answer.project?.division ?? null}
                          name={placeName(place)}
                        />
                      </Stack>
                    ) : null,
                  )}
                </SimpleGrid>
              </SectionCard>
            ) : null}
          </>
        )}
      </Stack>
    </>
  );
}
