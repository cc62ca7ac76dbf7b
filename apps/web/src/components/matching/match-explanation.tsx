import { List, Stack, Table, Text } from '@mantine/core';
import {
  MATCH_CRITERION_LABELS,
  type PlaceMatch,
  type PlaceMatchesResponse,
} from '@oportuna/domain/matching';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format-number.ts';
import { criterionLines, exclusionLines, formatPoints } from './criterion-text.ts';

/**
 * Each criterion of a score: the values behind it, its weight and its points, and the hard
 * conditions that leave the match out. `name` says whose score it is (a place, a project).
 */
export function MatchExplanation({
  match,
  division,
  name,
}: {
  match: Pick<PlaceMatch, 'criteria' | 'excluded_by'>;
  division: PlaceMatchesResponse['project']['division'];
  name: string;
}) {
  const { t } = useTranslation();
  const exclusions = exclusionLines(match);
  return (
    <Stack gap="xs">
      {exclusions.length > 0 ? (
        <List size="sm" c="red.9">
          {exclusions.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      ) : null}
      <Table
        striped
        withTableBorder
        fz="sm"
        aria-label={t('matching.explanationOf', { place: name })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('matching.criterionColumns.criterion')}</Table.Th>
            <Table.Th>{t('matching.criterionColumns.value')}</Table.Th>
            <Table.Th ta="right">{t('matching.criterionColumns.weight')}</Table.Th>
            <Table.Th ta="right">{t('matching.criterionColumns.contribution')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {match.criteria.map((criterion) => {
            const [first, ...rest] = criterionLines(criterion, division);
            return (
              <Table.Tr key={criterion.criterion}>
                <Table.Td>{MATCH_CRITERION_LABELS[criterion.criterion]}</Table.Td>
                <Table.Td>
                  <Text size="sm" fs={criterion.missing ? 'italic' : undefined}>
                    {first}
                  </Text>
                  {rest.map((line) => (
                    <Text key={line} size="xs">
                      {line}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td ta="right">{`${formatNumber(criterion.weight, 1)}%`}</Table.Td>
                <Table.Td ta="right">{formatPoints(criterion.contribution)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Text size="xs">{t('matching.missingNote')}</Text>
    </Stack>
  );
}
