import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import {
  type CompareResponse,
  MATCH_CRITERION_LABELS,
  type PlaceMatch,
} from '@oportuna/domain/matching';
import { BENEFIT_TYPE_LABELS, type BenefitType } from '@oportuna/domain/proposals';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  criterionLines,
  exclusionLines,
  formatPoints,
} from '../../../components/matching/criterion-text.ts';
import { OpenOpportunityLinks } from '../../../components/matching/open-opportunity-links.tsx';
import { paths } from '../../../lib/paths.ts';

type Place = CompareResponse['places'][number];
type Indicator = CompareResponse['medians'][number];

/** The incentive kinds in the order the product names them. */
const INCENTIVES: BenefitType[] = ['iptu', 'iss', 'itbi', 'terreno', 'outros'];

export const placeName = (place: Place) => `${place.city.name} - ${place.city.state.uf}`;

/** An indicator's value as the match explanation writes it ('162.133 habitantes'). */
function indicatorText(entry: Pick<Indicator, 'indicator' | 'value'>): string {
  const criterion: PlaceMatch['criteria'][number] = {
    criterion: entry.indicator,
    value: entry.value,
    normalized: null,
    missing: entry.value === null,
    weight: 0,
    contribution: 0,
    items: [],
  };
  return criterionLines(criterion, null)[0] ?? '';
}

function Section({ title, span }: { title: string; span: number }) {
  return (
    <Table.Tr bg="var(--mantine-color-gray-1)">
      <Table.Th colSpan={span} scope="colgroup">
        {title}
      </Table.Th>
    </Table.Tr>
  );
}

function Row({
  label,
  places,
  cell,
  median,
}: {
  label: ReactNode;
  places: readonly Place[];
  cell: (place: Place) => ReactNode;
  median?: ReactNode;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      {places.map((place) => (
        <Table.Td key={place.city.id}>{cell(place)}</Table.Td>
      ))}
      <Table.Td>{median ?? ''}</Table.Td>
    </Table.Tr>
  );
}

/** Places as columns, indicators as rows with the national median, then incentives and score. */
export function CompareTable({ answer }: { answer: CompareResponse }) {
  const { t } = useTranslation();
  const { places } = answer;
  const span = places.length + 2;
  const dash = '—';
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withTableBorder withColumnBorders verticalSpacing="xs" aria-label={t('compare.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('compare.indicator')}</Table.Th>
            {places.map((place) => (
              <Table.Th key={place.city.id} scope="col">
                <Anchor component={Link} to={paths.cities.detail.getHref(place.city.id)} fw={600}>
                  {placeName(place)}
                </Anchor>
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('compare.median')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Section title={t('compare.sections.indicators')} span={span} />
          <Row
            label={t('compare.profile')}
            places={places}
            cell={(place) =>
              place.has_profile ? (
                t('compare.profileRegistered')
              ) : (
                <Text size="sm" fs="italic">
                  {t('matching.noProfile')}
                </Text>
              )
            }
          />
          {answer.medians.map((median, i) => (
            <Row
              key={median.indicator}
              label={
                median.year === null
                  ? MATCH_CRITERION_LABELS[median.indicator]
                  : t('compare.indicatorYear', {
                      indicator: MATCH_CRITERION_LABELS[median.indicator],
                      year: median.year,
                    })
              }
              places={places}
              cell={(place) => {
                const entry = place.indicators[i];
                return entry ? indicatorText(entry) : dash;
              }}
              median={indicatorText(median)}
            />
          ))}
          <Section title={t('compare.sections.incentives')} span={span} />
          {INCENTIVES.map((type) => (
            <Row
              key={type}
              label={BENEFIT_TYPE_LABELS[type]}
              places={places}
              cell={(place) => {
                const found = place.incentives.filter((i) => i.type === type);
                return found.length > 0 ? found.map((i) => i.description ?? '✓').join('; ') : dash;
              }}
            />
          ))}
          <Section title={t('compare.sections.land')} span={span} />
          <Row
            label={t('compare.industrialArea')}
            places={places}
            cell={(place) =>
              place.industrial_area_m2 === null
                ? t('compare.noIndustrialArea')
                : t('matching.values.area', { value: place.industrial_area_m2 })
            }
          />
          <Row
            label={t('compare.openOpportunities')}
            places={places}
            cell={(place) => (
              <OpenOpportunityLinks
                opportunities={place.open_opportunities}
                empty={t('compare.noOpportunities')}
              />
            )}
          />
          {answer.project ? (
            <>
              <Section
                title={t('compare.sections.score', {
                  project: `#${answer.project.id} ${answer.project.name}`,
                })}
                span={span}
              />
              <Row
                label={t('matching.columns.score')}
                places={places}
                cell={(place) =>
                  place.match ? (
                    <Stack gap={2}>
                      <Text size="sm" fw={700}>
                        {t('compare.score', { value: place.match.score })}
                      </Text>
                      {place.match.excluded_by.length > 0 ? (
                        <Badge color="red.9">{t('matching.excluded')}</Badge>
                      ) : null}
                      {exclusionLines(place.match).map((line) => (
                        <Text key={line} size="xs" c="red.9">
                          {line}
                        </Text>
                      ))}
                    </Stack>
                  ) : (
                    dash
                  )
                }
              />
              {(places[0]?.match?.criteria ?? []).map((criterion, index) => (
                <Fragment key={criterion.criterion}>
                  <Row
                    label={MATCH_CRITERION_LABELS[criterion.criterion]}
                    places={places}
                    cell={(place) => {
                      const own = place.match?.criteria[index];
                      if (!own) return dash;
                      return own.missing ? (
                        <Text size="sm" fs="italic">
                          {t('matching.missing')}
                        </Text>
                      ) : (
                        formatPoints(own.contribution)
                      );
                    }}
                  />
                </Fragment>
              ))}
            </>
          ) : null}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
