import { z } from 'zod';
import { customerTypeSchema, notificationCategorySchema } from '../enums/enum-schemas.ts';
import { FIELD_LIMITS } from '../limits/field-limits.ts';
import { MESSAGES } from '../messages/messages.ts';
import { isValidEmail } from '../validators/email.ts';
import { isValidMobilePhone, isValidPhone } from '../validators/phone.ts';
import { requiredString } from '../validators/required-string.ts';
import { onlyDigits } from '../validators/sanitize.ts';
import { idSchema } from './id-schemas.ts';

const { validation, profile } = MESSAGES;

export const PROFILE_NAME_MAX = 200;
export const PROFILE_EMAIL_MAX = 254;
export const PROFILE_USERNAME_MAX = 100;

const maxLength = (max: number) => ({ error: `Deve ter no máximo ${max} caracteres` });
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** E-mail settings of spec 3 (User.emailSettings); what each governs: decision 0014. */
export const emailSettingsSchema = z.object({
  emailNotification: z.boolean({ error: 'Informe true ou false' }),
  sendCopyToPersonalEmail: z.boolean({ error: 'Informe true ou false' }),
  activityRelatesEmail: z.boolean({ error: 'Informe true ou false' }),
  updates: z.boolean({ error: 'Informe true ou false' }),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;
export const EMAIL_SETTING_KEYS = Object.keys(emailSettingsSchema.shape) as (keyof EmailSettings)[];

/** GET profile: the signed-in user's own data, as the profile forms edit it. */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  /** A signed address to show the photo; `photo_path` is what a save sends back. */
  photo: z.string().nullable(),
  photo_path: z.string().nullable(),
  occupation: z.string().nullable(),
  property: z.object({ phone: z.string().nullable(), mobile_phone: z.string().nullable() }),
  customer: z
    .object({ id: z.number().int(), name: z.string(), type: customerTypeSchema })
    .nullable(),
  notification_types: z.array(notificationCategorySchema),
  notification_customers: z.array(z.number().int()),
  email_settings: emailSettingsSchema,
});
export type Profile = z.infer<typeof profileSchema>;

const optionalPhone = z.preprocess(
  (value) => (isBlank(value) ? null : value),
  z
    .string({ error: validation.invalidPhone })
    .refine(isValidPhone, { error: validation.invalidPhone })
    .transform(onlyDigits)
    .nullable(),
);

/** PUT profile/personal-information (spec 3 §5 'Personal information'). */
export const personalInformationSchema = z.object({
  name: requiredString(validation.fullNameRequired).max(
    PROFILE_NAME_MAX,
    maxLength(PROFILE_NAME_MAX),
  ),
  email: requiredString(validation.emailRequired)
    .max(PROFILE_EMAIL_MAX, maxLength(PROFILE_EMAIL_MAX))
    .refine(isValidEmail, { error: validation.profileInvalidEmail }),
  /** A path answered by POST files?purpose=photo, or null to remove the photo. */
  photo: z
    .string({ error: profile.photoUnavailable })
    .trim()
    .min(1, { error: profile.photoUnavailable })
    .max(300, { error: profile.photoUnavailable })
    .nullable()
    .default(null),
  property: z.object(
    {
      phone: optionalPhone.optional().transform((value) => value ?? null),
      mobile_phone: requiredString(validation.mobilePhoneRequired)
        .refine(isValidMobilePhone, { error: validation.invalidMobilePhone })
        .transform(onlyDigits),
    },
    { error: validation.mobilePhoneRequired },
  ),
});
export type PersonalInformation = z.output<typeof personalInformationSchema>;

/** PUT profile/account-information: the username (e-mail and customer are shown, not edited). */
export const accountInformationSchema = z.object({
  username: requiredString(profile.usernameRequired).max(
    PROFILE_USERNAME_MAX,
    maxLength(PROFILE_USERNAME_MAX),
  ),
});
export type AccountInformation = z.output<typeof accountInformationSchema>;

// Passwords are compared byte for byte, so they are never trimmed.
const password = (required: string) =>
  z
    .string({ error: (i) => (i.input == null ? required : validation.invalidValue) })
    .min(1, { error: required, abort: true })
    .max(FIELD_LIMITS.passwordMax, maxLength(FIELD_LIMITS.passwordMax));

/** PUT profile/password: the current password first, then the new one twice. */
export const profilePasswordSchema = z
  .object({
    current_password: password(profile.currentPasswordRequired),
    password: password(validation.newPasswordRequired),
    confirm_password: password(validation.passwordConfirmationRequired),
  })
  .refine((value) => value.password === value.confirm_password, {
    error: validation.passwordsDoNotMatch,
    path: ['confirm_password'],
    when: (payload) =>
      typeof (payload.value as { password?: unknown }).password === 'string' &&
      typeof (payload.value as { confirm_password?: unknown }).confirm_password === 'string',
  });
export type ProfilePassword = z.output<typeof profilePasswordSchema>;

/** PUT profile/notifications: the kinds followed and the customers followed. */
export const notificationPreferencesSchema = z.object({
  notification_types: z
    .array(notificationCategorySchema, { error: 'Informe uma lista de tipos' })
    .max(3)
    .transform((types) => [...new Set(types)]),
  notification_customers: z
    .array(idSchema, { error: 'Informe uma lista de clientes' })
    .max(1000)
    .transform((ids) => [...new Set(ids)]),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** GET profile/notification-customers: the active customers one may follow. */
export const followableCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: customerTypeSchema,
});
export type FollowableCustomer = z.infer<typeof followableCustomerSchema>;
