import type { CityListItem, CityMapItem } from '@oportuna/domain/cities';
import type { ListResponse } from '@oportuna/domain/lists';
import { apiClient } from '../../api-client.ts';
import type { QueryParams } from '../../query-string.ts';

type CityMapField = keyof CityMapItem;

/** An item of the light form: only the fields asked for, each of them present. */
export type CityFieldsItem<Field extends CityMapField> = Required<Pick<CityMapItem, Field>>;

/**
 * GET cities: one page of the list with filters, polygon and ordering; with `fields`, the
 * light form (map points, selector options) that carries only those fields.
 */
export function getCities<Field extends CityMapField>(
  params: QueryParams & { fields: readonly Field[] },
  signal?: AbortSignal,
): Promise<ListResponse<CityFieldsItem<Field>>>;
export function getCities(
  params: QueryParams,
  signal?: AbortSignal,
): Promise<ListResponse<CityListItem>>;
export function getCities(params: QueryParams, signal?: AbortSignal) {
  return apiClient.get<ListResponse<unknown>>('cities', { query: params, signal });
}
