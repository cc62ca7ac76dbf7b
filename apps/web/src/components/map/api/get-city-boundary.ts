import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { apiClient } from '../../../lib/api-client.ts';
import { geoJsonKeys } from './geojson-keys.ts';
import type { MunicipalityShapeProperties } from './get-state-geojson.ts';

/** One feature, or none for a municipality the boundary meshes lack. */
export type CityBoundary = FeatureCollection<Polygon | MultiPolygon, MunicipalityShapeProperties>;

/** GET cities/{id}/boundary.geojson (public): the municipality's outline. */
export function getCityBoundary(id: number, signal?: AbortSignal): Promise<CityBoundary> {
  return apiClient.get<CityBoundary>(`cities/${id}/boundary.geojson`, { signal });
}

export function cityBoundaryQueryOptions(id: number) {
  return queryOptions({
    queryKey: geoJsonKeys.city(id),
    queryFn: ({ signal }) => getCityBoundary(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCityBoundary(id: number | null) {
  return useQuery({ ...cityBoundaryQueryOptions(id ?? 0), enabled: id !== null });
}
