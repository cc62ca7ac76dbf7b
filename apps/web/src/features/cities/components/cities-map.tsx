import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListStateControls } from '../../../components/list-page/use-list-state.ts';
import { localityMapPoint } from '../../../components/locality/locality-map-point.ts';
import { MapPanel } from '../../../components/map/map-panel.tsx';
import type { MapPoint } from '../../../components/map/map-types.ts';
import { paths } from '../../../lib/paths.ts';
import { useCitiesMap } from '../api/get-cities-map.ts';
import type { CityFilters } from '../lib/city-filters.ts';

/** The cities of the current filters on the map; a drawn polygon narrows the list below. */
export function CitiesMap({ list }: { list: ListStateControls<CityFilters> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useCitiesMap(list.state);
  const points = useMemo<MapPoint[]>(
    () =>
      (query.data?.data ?? []).map((city) =>
        localityMapPoint('city', city, t, `${city.name} - ${city.uf}`),
      ),
    [query.data, t],
  );
  return (
    <MapPanel
      points={points}
      fitToPoints
      onPointClick={(point) => navigate(paths.cities.detail.getHref(point.id))}
      onPlaceClick={(place) => navigate(paths.cities.detail.getHref(place.id))}
      onPolygonChange={list.setPolygon}
      onlyFavorites={list.state.onlyFavorites}
      onOnlyFavoritesChange={list.setOnlyFavorites}
    />
  );
}
