import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListStateControls } from '../../../components/list-page/use-list-state.ts';
import { MapPanel } from '../../../components/map/map-panel.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCompaniesMap } from '../api/get-companies-map.ts';
import type { CompanyFilters } from '../lib/company-filters.ts';
import { companyMapLayers } from '../lib/company-map.ts';

/**
 * The companies of the current filters: counts per municipality while there are too many to
 * draw, the companies themselves (clustered) once few enough; a click on one opens it. A
 * drawn polygon narrows list and map. A failed load leaves the map empty.
 */
export function CompaniesMap({ list }: { list: ListStateControls<CompanyFilters> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useCompaniesMap(list.state);
  const answer = query.isError ? undefined : query.data;
  const layers = useMemo(
    () =>
      companyMapLayers(
        answer,
        (count, estimated) =>
          t(estimated ? 'companies.map.estimatedCount' : 'companies.map.count', { count }),
        t('shell.menu.companies'),
      ),
    [answer, t],
  );
  return (
    <Stack gap={4}>
      <MapPanel
        points={layers.points}
        bubbles={layers.bubbles}
        clusterPoints
        // A few companies are shown where they are; counts per municipality keep the country.
        fitToPoints={answer?.mode === 'points'}
        onPointClick={(point) => {
          if (point.type === 'company' && point.code !== null) {
            navigate(paths.companies.detail.getHref(String(point.code)));
          }
        }}
        onPolygonChange={list.setPolygon}
        onlyFavorites={list.state.onlyFavorites}
        onOnlyFavoritesChange={list.setOnlyFavorites}
      />
      {answer ? (
        <Text size="xs" c="dimmed" data-testid="companies-map-mode">
          {answer.mode === 'points'
            ? t('companies.map.pointsMode', { count: answer.total })
            : t(
                answer.total_is_estimate
                  ? 'companies.map.citiesEstimateMode'
                  : 'companies.map.citiesMode',
              )}
        </Text>
      ) : null}
    </Stack>
  );
}
