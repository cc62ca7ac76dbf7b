import { Stack, Text } from '@mantine/core';
import type { CompanyDetail } from '@oportuna/domain/companies';
import { MAP_DEFAULTS } from '@oportuna/domain/limits';
import { MESSAGES } from '@oportuna/domain/messages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../../components/locality/empty-text.tsx';
import { MapPanel } from '../../../../components/map/map-panel.tsx';
import type { MapPoint } from '../../../../components/map/map-types.ts';
import { displayName } from '../../lib/company-text.ts';

const MAP_HEIGHT = 320;

/**
 * The company at zoom 13 on its head-office municipality. The Receita publishes no
 * coordinates, so the point is the municipality's seat, and the map says so.
 */
export function CompanyLocationMap({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const { latitude, longitude } = company;
  const points = useMemo<MapPoint[]>(
    () =>
      latitude !== null && longitude !== null
        ? [
            {
              type: 'company',
              status: 'default',
              statusDesc: company.city ? `${company.city.name} - ${company.state ?? ''}` : '',
              id: 0,
              name: displayName(company),
              code: company.cnpj,
              isFavorite: company.is_favorite,
              longitude,
              latitude,
            },
          ]
        : [],
    [company, latitude, longitude],
  );
  if (latitude === null || longitude === null) {
    return <EmptyText>{t('common.notInformed')}</EmptyText>;
  }
  return (
    <Stack gap={4}>
      <MapPanel
        points={points}
        height={MAP_HEIGHT}
        drillDown={false}
        outlineCityId={company.city?.id ?? null}
        initialView={{ longitude, latitude, zoom: MAP_DEFAULTS.companyZoom }}
      />
      <Text size="xs" c="dimmed">
        {MESSAGES.companies.approximateLocation}
      </Text>
    </Stack>
  );
}
