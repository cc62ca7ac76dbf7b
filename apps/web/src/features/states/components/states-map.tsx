import type { StateItem } from '@oportuna/domain/states';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localityMapPoint } from '../../../components/locality/locality-map-point.ts';
import { MapPanel } from '../../../components/map/map-panel.tsx';
import type { MapPoint } from '../../../components/map/map-types.ts';
import { paths } from '../../../lib/paths.ts';

/** The listed states on the map; a click on a state's shape shows its municipalities. */
export function StatesMap({ states }: { states: readonly StateItem[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const points = useMemo<MapPoint[]>(
    () => states.map((state) => localityMapPoint('state', state, t)),
    [states, t],
  );
  return (
    <MapPanel
      points={points}
      fitToPoints
      onPointClick={(point) => navigate(paths.states.detail.getHref(point.id))}
      onPlaceClick={(place) => navigate(paths.cities.detail.getHref(place.id))}
    />
  );
}
