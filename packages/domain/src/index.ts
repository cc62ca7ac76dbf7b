export type { ApiError } from './api-contract/api-error.ts';
export { apiErrorSchema } from './api-contract/api-error.ts';
export type { AuditEntry } from './api-contract/audits.ts';
export { auditEntrySchema, auditListResponseSchema } from './api-contract/audits.ts';
export type { LoginResponse, MessageResponse } from './api-contract/auth.ts';
export {
  loginResponseSchema,
  messageResponseSchema,
  twoFactorResponseSchema,
} from './api-contract/auth.ts';
export type { CitiesQuery, CityListItem } from './api-contract/cities.ts';
export {
  CITY_MAP_FIELDS,
  CITY_RANGE_INDICATORS,
  CITY_SORT_KEYS,
  citiesQuerySchema,
  cityListItemSchema,
  cityMapItemSchema,
} from './api-contract/cities.ts';
export type { ClientConfigResponse } from './api-contract/client-config.ts';
export { CONTRACT_VERSION, clientConfigResponseSchema } from './api-contract/client-config.ts';
export type { CompaniesQuery, CompanyDetail, CompanyListItem } from './api-contract/companies.ts';
export {
  activityRefSchema,
  COMPANY_SORT_KEYS,
  companiesQuerySchema,
  companyDetailSchema,
  companyListItemSchema,
} from './api-contract/companies.ts';
export type { CurrentUser } from './api-contract/current-user.ts';
export {
  currentUserSchema,
  userCustomerSchema,
  userPropertySchema,
} from './api-contract/current-user.ts';
export type { FavoriteRequest } from './api-contract/favorites.ts';
export { favoriteRequestSchema, favoriteResponseSchema } from './api-contract/favorites.ts';
export type { DatabaseEngine, HealthResponse } from './api-contract/health.ts';
export { DATABASE_ENGINES, healthResponseSchema } from './api-contract/health.ts';
export { idParam, idParams, idSchema, MAX_ID } from './api-contract/id-schemas.ts';
export type { ListQueryOptions } from './api-contract/list-query.ts';
export { listQuerySchema } from './api-contract/list-query.ts';
export type { ListResponse } from './api-contract/list-response.ts';
export { listResponse } from './api-contract/list-response.ts';
export type { Notification, NotificationListResponse } from './api-contract/notifications.ts';
export {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSchema,
  notificationTotalsSchema,
} from './api-contract/notifications.ts';
export type { PaginationQuery } from './api-contract/pagination-query.ts';
export {
  limitErrorMessage,
  PAGE_ERROR_MESSAGE,
  paginationQuerySchema,
} from './api-contract/pagination-query.ts';
export type {
  PoliticianDetail,
  PoliticianElection,
  PoliticianItem,
  PoliticiansQuery,
} from './api-contract/politicians.ts';
export {
  catalogueQuerySchema,
  POLITICIAN_SORT_KEYS,
  politicianDetailSchema,
  politicianElectionSchema,
  politicianItemSchema,
  politiciansQuerySchema,
} from './api-contract/politicians.ts';
export type { PostalCodeResponse } from './api-contract/postal-code.ts';
export { postalCodeResponseSchema } from './api-contract/postal-code.ts';
export type {
  Proposal,
  ProposalInput,
  ProposalMapItem,
  ProposalsQuery,
  ProposalUpdate,
} from './api-contract/proposals.ts';
export {
  cityProposalInputSchema,
  companyProposalInputSchema,
  PROPOSAL_MAP_FIELDS,
  PROPOSAL_SORT_KEYS,
  projectInvestmentSchema,
  proposalCompanyContactSchema,
  proposalInputSchema,
  proposalMapItemSchema,
  proposalSchema,
  proposalsQuerySchema,
  proposalUpdateSchema,
} from './api-contract/proposals.ts';
export type { Range } from './api-contract/query-params.ts';
export {
  commaListParam,
  flagParam,
  idListParam,
  moneyRangeParam,
  polygonParam,
  rangeParam,
} from './api-contract/query-params.ts';
export type { PlaceRanking, StateItem, StatesQuery } from './api-contract/states.ts';
export {
  officeCountSchema,
  partyCountSchema,
  placeRankingSchema,
  STATE_SORT_KEYS,
  stateItemSchema,
  statesQuerySchema,
} from './api-contract/states.ts';
export {
  coordinatesSchema,
  indicatorValueSchema,
  leaderSchema,
  proposalCountersSchema,
  stateRefSchema,
} from './api-contract/territory-items.ts';
export type { BenefitType, LandBenefitDetails } from './enums/benefit-type.ts';
export {
  BENEFIT_TYPE_LABELS,
  BENEFIT_TYPES,
  benefitTypeSchema,
  landEstimatedTotal,
  TAX_BENEFIT_TYPES,
} from './enums/benefit-type.ts';
export type { CustomerType } from './enums/customer-type.ts';
export { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES, customerTypeSchema } from './enums/customer-type.ts';
export type {
  DemographicIndicatorDefinition,
  DemographicIndicatorKey,
  DemographicIndicatorUnit,
} from './enums/demographic-indicator.ts';
export {
  DEMOGRAPHIC_INDICATOR_KEYS,
  DEMOGRAPHIC_INDICATOR_UNITS,
  DEMOGRAPHIC_INDICATORS,
  demographicIndicatorKeySchema,
  indicatorDisplayValue,
  isDemographicIndicatorKey,
  isNumericIndicatorUnit,
} from './enums/demographic-indicator.ts';
export type { FavoriteEntity } from './enums/favorite-entity.ts';
export {
  FAVORITE_ENTITIES,
  FAVORITE_ENTITY_LABELS,
  favoriteEntitySchema,
} from './enums/favorite-entity.ts';
export {
  favoriteAddedMessage,
  favoriteAddFailedMessage,
  favoriteRemovedMessage,
  favoriteRemoveFailedMessage,
} from './enums/favorite-messages.ts';
export type { FileKind } from './enums/file-kind.ts';
export {
  detectFileKind,
  FILE_KIND_BY_EXTENSION,
  FILE_KIND_BY_MIME_TYPE,
  FILE_KIND_LABELS,
  FILE_KINDS,
  fileKindSchema,
} from './enums/file-kind.ts';
export type { MultimediaType } from './enums/multimedia-type.ts';
export {
  MULTIMEDIA_GROUP_LABELS,
  MULTIMEDIA_TYPES,
  multimediaTypeSchema,
} from './enums/multimedia-type.ts';
export type { NotificationCategory } from './enums/notification-category.ts';
export {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_TOTAL_KEYS,
  notificationCategorySchema,
} from './enums/notification-category.ts';
export {
  POLITICIAN_SITUATION_LABELS,
  politicianSituationLabel,
} from './enums/politician-situation.ts';
export type { ProjectCategory } from './enums/project-category.ts';
export {
  PROJECT_CATEGORIES,
  PROJECT_CATEGORY_LABELS,
  projectCategorySchema,
} from './enums/project-category.ts';
export type { ProposalAction } from './enums/proposal-action.ts';
export {
  canApplyProposalAction,
  PROPOSAL_ACTION_RULES,
  PROPOSAL_ACTIONS,
} from './enums/proposal-action.ts';
export type { ProposalStatus } from './enums/proposal-status.ts';
export {
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_STATUSES,
  proposalStatusSchema,
} from './enums/proposal-status.ts';
export type { ProposalStatusDates } from './enums/proposal-status-tooltip.ts';
export {
  PROPOSAL_STATUS_TOOLTIPS,
  proposalStatusTooltip,
} from './enums/proposal-status-tooltip.ts';
export type { ProposalType } from './enums/proposal-type.ts';
export { PROPOSAL_TYPE_LABELS, PROPOSAL_TYPES, proposalTypeSchema } from './enums/proposal-type.ts';
export type { Role } from './enums/role.ts';
export {
  ASSIGNABLE_ROLES,
  isAdmin,
  isSuperAdmin,
  ROLE_LABELS,
  ROLES,
  roleSchema,
} from './enums/role.ts';
export type { SortOrder } from './enums/sort-order.ts';
export { nextSortOrder, SORT_ORDERS, sortOrderSchema } from './enums/sort-order.ts';
export { EDIT_CONTINUE_CAPS, WIZARD_STEP_COUNTS } from './limits/edit-limits.ts';
export { FIELD_LIMITS } from './limits/field-limits.ts';
export { FILTER_DEFAULTS, FILTER_SLIDER_RANGES } from './limits/filter-defaults.ts';
export { LAYOUT } from './limits/layout.ts';
export { MAP_DEFAULTS } from './limits/map-defaults.ts';
export { PAGINATION, SKELETON_COUNTS } from './limits/pagination.ts';
export { PROPOSAL_DEFAULTS } from './limits/proposal-defaults.ts';
export { QUERY_LIMITS } from './limits/query-limits.ts';
export { SORT_DEFAULTS } from './limits/sort-defaults.ts';
export { TIMING } from './limits/timing.ts';
export {
  BYTES_PER_MEGABYTE,
  bytesToMegabytes,
  UPLOAD_ACCEPTED_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_IMAGE_PIXELS,
} from './limits/upload-limits.ts';
export type { ApiErrorCode } from './messages/api-errors.ts';
export { API_ERROR_CODES, API_ERROR_MESSAGES, API_ERROR_STATUS } from './messages/api-errors.ts';
export { MESSAGES } from './messages/messages.ts';
export { MAX_MONEY, moneySchema } from './money/money-schema.ts';
export { parseMoney } from './money/parse-money.ts';
export { roundMoney } from './money/round-money.ts';
export {
  changePasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  twoFactorCodeSchema,
  twoFactorRequestSchema,
} from './validators/auth-schemas.ts';
export { ISO_DATE_PATTERN, isCalendarDate } from './validators/calendar-date.ts';
export { formatCep, isValidCep } from './validators/cep.ts';
export { formatCnpj, isValidCnpj } from './validators/cnpj.ts';
export { formatCpf, isMaskedCpf, isValidCpf } from './validators/cpf.ts';
export { EMAIL_PATTERN, isValidEmail } from './validators/email.ts';
export {
  formatPhone,
  isValidLandlinePhone,
  isValidMobilePhone,
  isValidPhone,
} from './validators/phone.ts';
export { requiredString } from './validators/required-string.ts';
export { onlyAlphanumerics, onlyDigits } from './validators/sanitize.ts';
export {
  calendarDateSchema,
  cepSchema,
  cnpjSchema,
  cpfSchema,
  emailSchema,
  mobilePhoneSchema,
  phoneSchema,
  urlSchema,
} from './validators/schemas.ts';
export { isValidUrl, URL_PATTERN } from './validators/url.ts';
export { formatZodIssues, ROOT_ISSUE_KEY } from './zod/format-zod-issues.ts';
export { ptBrErrorMap, setZodPtBrErrorMap } from './zod/pt-br-error-map.ts';
