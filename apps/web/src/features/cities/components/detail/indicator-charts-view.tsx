import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { IndicatorComparison } from '@oportuna/domain/cities';
import { useTranslation } from 'react-i18next';
import { formatIndicatorValue } from '../../../../lib/indicator-format.ts';

const SERIES = [
  { key: 'city', color: 'brand.6' },
  { key: 'state', color: 'teal.6' },
  { key: 'brazil', color: 'gray.5' },
] as const;

/** One small bar chart per indicator: each has its own unit and scale. */
export function IndicatorChartsView({
  comparison,
}: {
  comparison: readonly IndicatorComparison[];
}) {
  const { t } = useTranslation();
  const series = SERIES.map(({ key, color }) => ({
    name: key,
    label: t(`cities.detail.series.${key}`),
    color,
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {comparison.map((item) => (
        <Paper key={item.indicator} withBorder radius="md" p="sm">
          <Text size="sm" fw={600} mb="xs" lineClamp={2} mih={40}>
            {item.label}
          </Text>
          <BarChart
            h={160}
            data={[
              {
                label: item.label,
                city: item.city,
                state: item.state_median,
                brazil: item.brazil_median,
              },
            ]}
            dataKey="label"
            series={series}
            withXAxis={false}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            valueFormatter={(value) => formatIndicatorValue(item.unit, value)}
            yAxisProps={{ width: 70 }}
            tickLine="y"
          />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
