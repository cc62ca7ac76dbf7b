import { MAP_DEFAULTS, PROPOSAL_STATUS_LABELS } from '@oportuna/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MapPanel } from '../../../../components/map/map-panel.tsx';
import type { MapPoint } from '../../../../components/map/map-types.ts';
import { paths } from '../../../../lib/paths.ts';
import type { CityProposal } from '../../api/get-city-proposals.ts';

/** The city's point and its opportunities' points, zoom 13 on the city. */
export function CityLocationMap({
  city,
  proposals,
}: {
  city: {
    id: number;
    name: string;
    code: number;
    latitude: number;
    longitude: number;
    is_favorite: boolean;
  };
  proposals: readonly CityProposal[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const points = useMemo<MapPoint[]>(
    () => [
      {
        type: 'city',
        status: city.is_favorite ? 'favorite' : 'default',
        statusDesc: city.is_favorite ? t('map.kinds.favoriteCity') : t('map.kinds.city'),
        id: city.id,
        name: city.name,
        code: city.code,
        isFavorite: city.is_favorite,
        longitude: city.longitude,
        latitude: city.latitude,
      },
      ...proposals.flatMap((proposal): MapPoint[] =>
        proposal.coordinates
          ? [
              {
                type: 'proposal',
                status: proposal.status,
                statusDesc: PROPOSAL_STATUS_LABELS[proposal.status],
                id: proposal.id,
                name: proposal.name,
                code: null,
                isFavorite: proposal.is_favorite,
                longitude: proposal.coordinates[0],
                latitude: proposal.coordinates[1],
              },
            ]
          : [],
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
      onPointClick={(point) => {
        if (point.type === 'proposal') navigate(paths.proposals.detail.getHref(point.id));
      }}
    />
  );
}
