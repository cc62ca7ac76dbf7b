/** Sign-in, two-factor, password reset, the signed-in user and the roles and tenants behind it. */
export type { LoginResponse, MessageResponse } from '../api-contract/auth.ts';
export {
  loginResponseSchema,
  messageResponseSchema,
  twoFactorResponseSchema,
} from '../api-contract/auth.ts';
export type { CurrentUser } from '../api-contract/current-user.ts';
export {
  currentUserSchema,
  userCustomerSchema,
  userPropertySchema,
} from '../api-contract/current-user.ts';
export type { CustomerType } from '../enums/customer-type.ts';
export { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES } from '../enums/customer-type.ts';
export { customerTypeSchema, roleSchema } from '../enums/enum-schemas.ts';
export type { Role } from '../enums/role.ts';
export { ASSIGNABLE_ROLES, isAdmin, isSuperAdmin, ROLE_LABELS, ROLES } from '../enums/role.ts';
export {
  changePasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  twoFactorCodeSchema,
  twoFactorRequestSchema,
} from '../validators/auth-schemas.ts';
