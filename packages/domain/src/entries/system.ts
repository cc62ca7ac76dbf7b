/** The service itself: health, client configuration and the error shape. */
export type { ApiError } from '../api-contract/api-error.ts';
export { apiErrorSchema } from '../api-contract/api-error.ts';
export type { ClientConfigResponse } from '../api-contract/client-config.ts';
export { CONTRACT_VERSION, clientConfigResponseSchema } from '../api-contract/client-config.ts';
export type {
  CompanyListIndexState,
  DatabaseEngine,
  HealthResponse,
} from '../api-contract/health.ts';
export {
  COMPANY_LIST_INDEX_STATES,
  DATABASE_ENGINES,
  healthResponseSchema,
} from '../api-contract/health.ts';
