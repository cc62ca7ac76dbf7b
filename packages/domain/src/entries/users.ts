/** Users as admins manage them: list, form, reactivation and inactivation. */
export type {
  InactivateUsers,
  User,
  UserCustomerOption,
  UserInput,
  UsersList,
  UsersQuery,
  UserUpdate,
} from '../api-contract/users.ts';
export {
  inactivateUsersSchema,
  parseUserUpdate,
  USER_EMAIL_MAX,
  USER_LINK_MAX,
  USER_NAME_MAX,
  USER_PASSWORD_MAX,
  USER_SORT_KEYS,
  USERS_INACTIVATE_MAX,
  userCustomerOptionSchema,
  userCustomerOptionsSchema,
  userInputSchema,
  userSchema,
  userStatusSchema,
  usersListSchema,
  usersQuerySchema,
  userUpdateBodySchema,
} from '../api-contract/users.ts';
