/** The signed-in user's own profile: personal and account data, password, notifications, e-mails. */
export type {
  AccountInformation,
  EmailSettings,
  FollowableCustomer,
  NotificationPreferences,
  PersonalInformation,
  Profile,
  ProfilePassword,
} from '../api-contract/profile.ts';
export {
  accountInformationSchema,
  EMAIL_SETTING_KEYS,
  emailSettingsSchema,
  followableCustomerSchema,
  notificationPreferencesSchema,
  PROFILE_EMAIL_MAX,
  PROFILE_NAME_MAX,
  PROFILE_USERNAME_MAX,
  personalInformationSchema,
  profilePasswordSchema,
  profileSchema,
} from '../api-contract/profile.ts';
