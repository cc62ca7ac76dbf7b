import { MAP_DEFAULTS } from '@oportuna/domain/limits';
import type { Proposal } from '@oportuna/domain/proposals';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  localityMapPoint,
  type MappablePlace,
} from '../../../../components/locality/locality-map-point.ts';
import { MapPanel } from '../../../../components/map/map-panel.tsx';
import type { MapPoint } from '../../../../components/map/map-types.ts';
import { proposalMapPoint } from '../../../../components/map/proposal-map-point.ts';
import { paths } from '../../../../lib/paths.ts';

/**
 * The city's outline, its point and its opportunities' points: zoom 13 on the city, or as
 * close as shows the whole municipality.
 */
export function CityLocationMap({
  city,
  proposals,
}: {
  city: MappablePlace;
  proposals: readonly Proposal[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const points = useMemo<MapPoint[]>(
    () => [
      localityMapPoint('city', city, t),
      ...proposals.flatMap((proposal) =>
        proposal.coordinates ? [proposalMapPoint(proposal, proposal.coordinates)] : [],
      ),
    ],
    [city, proposals, t],
  );
  return (
    <MapPanel
      points={points}
      height={380}
      initialView={{
        longitude: city.longitude,
        latitude: city.latitude,
        zoom: MAP_DEFAULTS.cityZoom,
      }}
      drillDown={false}
      outlineCityId={city.id}
      fitToOutline
      onPointClick={(point) => {
        if (point.type === 'proposal') navigate(paths.proposals.detail.getHref(point.id));
      }}
    />
  );
}
