import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureCollection, Geometry } from 'geojson';
import { apiClient } from '../../../lib/api-client.ts';
import { geoJsonKeys } from './geojson-keys.ts';

export interface MunicipalityShapeProperties {
  id: number;
  code: number;
  name: string;
  type: 'city';
}

export type StateGeoJson = FeatureCollection<Geometry, MunicipalityShapeProperties>;

/** GET states/{code}.geojson (public): the state's municipalities, as shapes or as points. */
export function getStateGeoJson(code: number, signal?: AbortSignal): Promise<StateGeoJson> {
  return apiClient.get<StateGeoJson>(`states/${code}.geojson`, { signal });
}

export function stateGeoJsonQueryOptions(code: number) {
  return queryOptions({
    queryKey: geoJsonKeys.state(code),
    queryFn: ({ signal }) => getStateGeoJson(code, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useStateGeoJson(code: number | null) {
  return useQuery({ ...stateGeoJsonQueryOptions(code ?? 0), enabled: code !== null });
}
