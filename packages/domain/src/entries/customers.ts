/** Customers (tenants): the superadmin's list and form, and each customer's whitelabel look. */
export type {
  Customer,
  CustomerBranding,
  CustomerInput,
  CustomersQuery,
  CustomerUpdate,
} from '../api-contract/customers.ts';
export {
  CUSTOMER_NAME_MAX,
  CUSTOMER_SORT_KEYS,
  customerBrandingSchema,
  customerInputSchema,
  customerSchema,
  customerShowcaseOriginsSchema,
  customerStatusSchema,
  customersQuerySchema,
  customerUpdateBodySchema,
  MAP_COLOR_PATTERN,
  parseCustomerUpdate,
} from '../api-contract/customers.ts';
