import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import {
  type OutcomesFilters,
  type OutcomesScope,
  useExportOutcomes,
  useOutcomes,
} from '../api/get-outcomes.ts';
import { OutcomesCharts } from '../components/outcomes-charts.tsx';
import { OutcomesFiltersBar } from '../components/outcomes-filters.tsx';
import { OutcomesSummary } from '../components/outcomes-summary.tsx';

/** The outcomes of a city's, a state's or a customer's interests, with the way back. */
export function OutcomesPage({ scope, backHref }: { scope: OutcomesScope; backHref: string }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<OutcomesFilters>({ from: '', to: '', side: 'received' });
  const outcomes = useOutcomes(scope, filters);
  const download = useExportOutcomes(scope, filters, t('outcomes.exportFailed'));
  const data = outcomes.data;
  const title = data ? t('outcomes.titleOf', { name: data.name }) : t('outcomes.title');
  const error = outcomes.error;
  const fields = isApiError(error) ? (error.fields ?? {}) : {};

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={18} />}
              loading={download.isPending}
              disabled={!data}
              onClick={() => download.mutate()}
            >
              {t('outcomes.export')}
            </Button>
            <BackButton to={backHref} />
          </>
        }
      />
      <Stack gap="lg">
        <OutcomesFiltersBar filters={filters} onChange={setFilters} errors={fields} />
        {error && Object.keys(fields).length === 0 ? (
          <Alert color="red" role="alert">
            {isApiError(error) ? error.message : t('outcomes.loadFailed')}
          </Alert>
        ) : null}
        {data ? (
          <>
            <Text size="sm" c="dimmed">
              {`${formatDate(data.period.from)} – ${formatDate(data.period.to)}`}
            </Text>
            {data.customer === null ? <Alert color="gray">{t('outcomes.noCustomer')}</Alert> : null}
            <OutcomesSummary outcomes={data} />
            <OutcomesCharts outcomes={data} />
          </>
        ) : outcomes.isPending ? (
          <Skeleton h={320} radius="md" />
        ) : null}
      </Stack>
    </>
  );
}

/** /cities/{id}/outcomes */
export function CityOutcomesPage() {
  const id = Number(useParams().cityId);
  return <OutcomesPage scope={{ kind: 'city', id }} backHref={paths.cities.detail.getHref(id)} />;
}

/** /states/{id}/outcomes */
export function StateOutcomesPage() {
  const id = Number(useParams().stateId);
  return <OutcomesPage scope={{ kind: 'state', id }} backHref={paths.states.detail.getHref(id)} />;
}

/** /customer-outcomes/{id}: a customer's dashboard. */
export function CustomerOutcomesPage() {
  const id = Number(useParams().customerId);
  return <OutcomesPage scope={{ kind: 'customer', id }} backHref={paths.home.getHref()} />;
}
