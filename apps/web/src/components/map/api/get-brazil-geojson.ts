import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureCollection, Geometry } from 'geojson';
import { apiClient } from '../../../lib/api-client.ts';
import { geoJsonKeys } from './geojson-keys.ts';

export interface StateShapeProperties {
  id: number;
  code: number;
  uf: string;
  name: string;
  type: 'state';
}

export type BrazilGeoJson = FeatureCollection<Geometry, StateShapeProperties>;

/** GET br.geojson (public): the 27 state boundaries. */
export function getBrazilGeoJson(signal?: AbortSignal): Promise<BrazilGeoJson> {
  return apiClient.get<BrazilGeoJson>('br.geojson', { signal });
}

export function brazilGeoJsonQueryOptions() {
  return queryOptions({
    queryKey: geoJsonKeys.brazil(),
    queryFn: ({ signal }) => getBrazilGeoJson(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBrazilGeoJson() {
  return useQuery(brazilGeoJsonQueryOptions());
}
