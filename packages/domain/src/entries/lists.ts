/** What every list shares: its query parameters, its answer and its ordering. */
export { idParam, idParams, idSchema, MAX_ID } from '../api-contract/id-schemas.ts';
export type { ListQueryOptions } from '../api-contract/list-query.ts';
export { listQuerySchema } from '../api-contract/list-query.ts';
export type { ListResponse } from '../api-contract/list-response.ts';
export { listResponse } from '../api-contract/list-response.ts';
export type { PaginationQuery } from '../api-contract/pagination-query.ts';
export {
  limitErrorMessage,
  PAGE_ERROR_MESSAGE,
  paginationQuerySchema,
} from '../api-contract/pagination-query.ts';
export type { Range } from '../api-contract/query-params.ts';
export {
  commaListParam,
  flagParam,
  idListParam,
  moneyRangeParam,
  polygonParam,
  rangeParam,
} from '../api-contract/query-params.ts';
export { sortOrderSchema } from '../enums/enum-schemas.ts';
export type { SortOrder } from '../enums/sort-order.ts';
export { nextSortOrder, SORT_ORDERS } from '../enums/sort-order.ts';
