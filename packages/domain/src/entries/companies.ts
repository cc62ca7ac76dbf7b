/** Companies from the Receita Federal registry. */
export type {
  CompaniesQuery,
  CompanyDetail,
  CompanyListItem,
} from '../api-contract/companies.ts';
export {
  activityRefSchema,
  COMPANY_SORT_KEYS,
  companiesQuerySchema,
  companyDetailSchema,
  companyListItemSchema,
} from '../api-contract/companies.ts';
