import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { INTEREST_LOST_REASON_LABELS, INTEREST_STAGE_LABELS } from '@oportuna/domain/interests';
import { CNAE_SECTION_LABELS, type CnaeSection, type Outcomes } from '@oportuna/domain/outcomes';
import { PROJECT_CATEGORY_LABELS, type ProjectCategory } from '@oportuna/domain/proposals';
import { useTranslation } from 'react-i18next';
import { formatBRL, formatNumber, formatPercent } from '../../../lib/format.ts';
import { ChartWithTable } from './chart-with-table.tsx';

const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const count = (value: number) => formatNumber(value, 0);
/** The table beside each chart carries its numbers: the drawing takes no keyboard focus. */
const NOT_FOCUSABLE = { accessibilityLayer: false };

/** Months, conversion, losses, sectors and categories: each a chart with its table. */
export function OutcomesCharts({ outcomes }: { outcomes: Outcomes }) {
  const { t } = useTranslation();
  const months = outcomes.months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const funnel = outcomes.funnel.map((f, k) => {
    const before = k === 0 ? null : (outcomes.funnel[k - 1]?.reached ?? 0);
    return {
      ...f,
      label: INTEREST_STAGE_LABELS[f.stage],
      conversion: before ? f.reached / before : null,
    };
  });
  const losses = outcomes.losses.map((l) => ({
    ...l,
    label: INTEREST_LOST_REASON_LABELS[l.reason],
  }));
  const sectors = outcomes.sectors.map((s) => ({
    ...s,
    label: s.section ?? t('outcomes.sectors.unknown'),
    name: s.section
      ? `${s.section} — ${CNAE_SECTION_LABELS[s.section as CnaeSection]}`
      : t('outcomes.sectors.unknown'),
  }));
  const categories = outcomes.categories.map((c) => ({
    ...c,
    label: c.category
      ? (PROJECT_CATEGORY_LABELS[c.category as ProjectCategory] ?? c.category)
      : t('outcomes.categories.none'),
  }));
  const breakdownColumns = [
    {
      header: t('outcomes.breakdown.count'),
      cell: (r: { count: number }) => count(r.count),
      numeric: true,
    },
    {
      header: t('outcomes.breakdown.won'),
      cell: (r: { won: number }) => count(r.won),
      numeric: true,
    },
    {
      header: t('outcomes.breakdown.amount'),
      cell: (r: { amount: number }) => formatBRL(r.amount),
      numeric: true,
    },
  ];
  const bars = (data: object[], name: string, label: string, color = 'brand.6') => (
    <BarChart
      h={220}
      data={data as Record<string, unknown>[]}
      dataKey="label"
      series={[{ name, label, color }]}
      valueFormatter={count}
      tickLine="y"
      barChartProps={NOT_FOCUSABLE}
    />
  );

  return (
    <Stack gap="lg">
      <ChartWithTable
        title={t('outcomes.months.title')}
        rows={months}
        rowKey={(m) => m.month}
        chart={
          <BarChart
            h={220}
            data={months}
            dataKey="label"
            series={[
              { name: 'received', label: t('outcomes.months.received'), color: 'brand.6' },
              { name: 'sent', label: t('outcomes.months.sent'), color: 'teal.6' },
            ]}
            withLegend
            valueFormatter={count}
            tickLine="y"
            barChartProps={NOT_FOCUSABLE}
          />
        }
        columns={[
          { header: t('outcomes.months.month'), cell: (m) => m.label },
          { header: t('outcomes.months.received'), cell: (m) => count(m.received), numeric: true },
          { header: t('outcomes.months.sent'), cell: (m) => count(m.sent), numeric: true },
        ]}
      />
      <ChartWithTable
        title={t('outcomes.funnel.title')}
        rows={funnel}
        rowKey={(f) => f.stage}
        chart={bars(funnel, 'reached', t('outcomes.funnel.reached'))}
        columns={[
          { header: t('outcomes.funnel.stage'), cell: (f) => f.label },
          { header: t('outcomes.funnel.reached'), cell: (f) => count(f.reached), numeric: true },
          {
            header: t('outcomes.funnel.conversion'),
            cell: (f) => (f.conversion === null ? '—' : formatPercent(f.conversion, 1)),
            numeric: true,
          },
        ]}
      />
      <ChartWithTable
        title={t('outcomes.losses.title')}
        rows={losses}
        rowKey={(l) => l.reason}
        chart={bars(losses, 'count', t('outcomes.losses.count'), 'red.6')}
        columns={[
          { header: t('outcomes.losses.reason'), cell: (l) => l.label },
          { header: t('outcomes.losses.count'), cell: (l) => count(l.count), numeric: true },
        ]}
      />
      <ChartWithTable
        title={t('outcomes.sectors.title')}
        rows={sectors}
        rowKey={(s) => s.section ?? '-'}
        chart={bars(sectors, 'count', t('outcomes.breakdown.count'))}
        columns={[
          { header: t('outcomes.sectors.section'), cell: (s) => s.name },
          ...breakdownColumns,
        ]}
      />
      <ChartWithTable
        title={t('outcomes.categories.title')}
        rows={categories}
        rowKey={(c) => c.category ?? '-'}
        chart={bars(categories, 'count', t('outcomes.breakdown.count'))}
        columns={[
          { header: t('outcomes.categories.category'), cell: (c) => c.label },
          ...breakdownColumns,
        ]}
      />
    </Stack>
  );
}
