import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Outcomes } from '@oportuna/domain/outcomes';
import { useTranslation } from 'react-i18next';
import { formatBRL, formatNumber } from '../../../lib/format.ts';

/** Seconds as hours up to two days, then as days. */
function useDuration() {
  const { t } = useTranslation();
  return (seconds: number | null) => {
    if (seconds === null) return t('outcomes.summary.noAnswer');
    const hours = seconds / 3600;
    return hours < 48
      ? t('outcomes.hours', { value: Math.round(hours * 10) / 10 })
      : t('outcomes.days', { value: Math.round((hours / 24) * 10) / 10 });
  };
}

/** The period's headline figures, as a list of terms and values. */
export function OutcomesSummary({ outcomes }: { outcomes: Outcomes }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const sum = (key: 'received' | 'sent') =>
    outcomes.months.reduce((total, month) => total + month[key], 0);
  const { first_response: response, wins } = outcomes;
  const items = [
    { term: t('outcomes.summary.received'), value: formatNumber(sum('received'), 0) },
    { term: t('outcomes.summary.sent'), value: formatNumber(sum('sent'), 0) },
    {
      term: t('outcomes.summary.median'),
      value: duration(response.median_seconds),
      note: t('outcomes.summary.answered', {
        answered: response.answered,
        unanswered: response.unanswered,
      }),
    },
    { term: t('outcomes.summary.wins'), value: formatNumber(wins.count, 0) },
    { term: t('outcomes.summary.investment'), value: formatBRL(wins.amount) },
    { term: t('outcomes.summary.jobs'), value: formatNumber(wins.jobs, 0) },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" m={0}>
      {items.map((item) => (
        <Paper key={item.term} withBorder radius="md" p="md">
          <Text component="dt" size="sm" c="dimmed">
            {item.term}
          </Text>
          <Text component="dd" fw={700} fz="xl" m={0}>
            {item.value}
          </Text>
          {item.note ? (
            <Text component="dd" size="xs" c="dimmed" m={0}>
              {item.note}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
