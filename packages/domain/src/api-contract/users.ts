import { z } from 'zod';
import { customerTypeSchema, roleSchema } from '../enums/enum-schemas.ts';
import { ROLES } from '../enums/role.ts';
import { MESSAGES } from '../messages/messages.ts';
import { isValidEmail } from '../validators/email.ts';
import { isValidLandlinePhone, isValidMobilePhone } from '../validators/phone.ts';
import { onlyDigits } from '../validators/sanitize.ts';
import { userPropertySchema } from './current-user.ts';
import { idParam, idSchema } from './id-schemas.ts';
import { listQuerySchema } from './list-query.ts';

const { validation } = MESSAGES;

export const USER_NAME_MAX = 200;
export const USER_EMAIL_MAX = 254;
export const USER_PASSWORD_MAX = 128;
export const USER_LINK_MAX = 300;
/** At most one page of the list (its largest size) is inactivated at once. */
export const USERS_INACTIVATE_MAX = 100;

export const USER_SORT_KEYS = ['name', 'email'] as [string, ...string[]];

const tooLong = (max: number) => ({ error: `Deve ter no máximo ${max} caracteres` });

/**
 * GET users: `name` matches the name or the e-mail, ignoring case and accents; `customer_id`
 * narrows the superadmin's list to one customer.
 */
export const usersQuerySchema = listQuerySchema(
  {
    name: z.string().trim().max(USER_NAME_MAX, tooLong(USER_NAME_MAX)).optional(),
    customer_id: idParam.optional(),
  },
  { sortKeys: USER_SORT_KEYS, defaultLimit: 25, maxLimit: 100 },
);
export type UsersQuery = z.output<typeof usersQuerySchema>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Blank text reads as absent (null). */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (isBlank(value) ? null : value),
    z.string({ error: validation.invalidValue }).trim().max(max, tooLong(max)).nullable(),
  );

/** A phone typed with its mask: only the digits are kept, and they must form a valid number. */
const phoneField = (isValid: (digits: string) => boolean, message: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? null : typeof value === 'string' ? onlyDigits(value) : value),
    z.string({ error: message }).refine(isValid, { error: message }).nullable(),
  );

const userPropertyInputSchema = z
  .object({
    phone: phoneField(isValidLandlinePhone, validation.invalidPhone).optional(),
    mobile_phone: phoneField(isValidMobilePhone, validation.invalidMobilePhone).optional(),
    linkedin: optionalText(USER_LINK_MAX).optional(),
    facebook: optionalText(USER_LINK_MAX).optional(),
  })
  .nullish()
  .transform((property) => ({
    phone: property?.phone ?? null,
    mobile_phone: property?.mobile_phone ?? null,
    linkedin: property?.linkedin ?? null,
    facebook: property?.facebook ?? null,
  }));

/**
 * POST users, POST users/email and the form variant of PUT users/{id}. A blank password is
 * absent: on creation the user then gets a link to choose one, on edition it stays. Whether
 * the password is strong enough is the server's rule, checked there.
 */
export const userInputSchema = z
  .object({
    name: z
      .string({ error: (i) => (i.input == null ? validation.userNameRequired : undefined) })
      .trim()
      .min(1, { error: validation.userNameRequired })
      .max(USER_NAME_MAX, tooLong(USER_NAME_MAX)),
    email: z
      .string({ error: (i) => (i.input == null ? validation.emailRequired : undefined) })
      .trim()
      .min(1, { error: validation.emailRequired })
      .max(USER_EMAIL_MAX, tooLong(USER_EMAIL_MAX))
      .refine(isValidEmail, { error: validation.invalidEmail }),
    password: z.preprocess(
      (value) => (value === '' ? null : value),
      z
        .string({ error: validation.invalidValue })
        .max(USER_PASSWORD_MAX, tooLong(USER_PASSWORD_MAX))
        .nullish(),
    ),
    property: userPropertyInputSchema,
    roles: z
      .array(z.enum(ROLES, { error: (i) => `Perfil desconhecido: ${String(i.input)}` }), {
        error: validation.userRolesRequired,
      })
      .min(1, { error: validation.userRolesRequired })
      .max(ROLES.length, { error: validation.invalidValue })
      .transform((roles) => [...new Set(roles)]),
    customer_id: z.preprocess((value) => (isBlank(value) ? null : value), idSchema.nullable()),
  })
  .superRefine(
    (input, ctx) => {
      const roles = (input.roles ?? []) as string[];
      if (input.customer_id == null && !roles.includes('ROLE_SUPERADMIN')) {
        ctx.addIssue({
          code: 'custom',
          path: ['customer_id'],
          message: validation.userCustomerRequired,
        });
      }
    },
    // Without `when`, zod skips refinements while any field is invalid.
    { when: () => true } as never,
  )
  .transform((input) => ({
    name: input.name,
    email: input.email,
    password: input.password ?? null,
    property: input.property,
    roles: input.roles,
    customerId: input.customer_id,
  }));
export type UserInput = z.output<typeof userInputSchema>;

/** PUT users/{id} with only the active flag. */
export const userStatusSchema = z.strictObject({
  is_active: z.boolean({ error: 'Informe true ou false' }),
});

export type UserUpdate = { kind: 'form'; input: UserInput } | { kind: 'status'; isActive: boolean };

/**
 * PUT users/{id}: the form's payload or {is_active}, told apart by their keys. Throws the
 * ZodError of the payload it recognised, so the answer names that payload's fields.
 */
export function parseUserUpdate(body: unknown): UserUpdate {
  const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  if (keys.includes('is_active')) {
    return { kind: 'status', isActive: userStatusSchema.parse(body).is_active };
  }
  return { kind: 'form', input: userInputSchema.parse(body ?? {}) };
}

/** The body of PUT users/{id} as documented; parseUserUpdate checks it. */
export const userUpdateBodySchema = z.looseObject({}).meta({
  description:
    'Um de: {name, email, password, property: {phone, mobile_phone, linkedin, facebook}, roles, ' +
    'customer_id} (senha em branco mantém a atual); ou {is_active}.',
});

/** POST users/inactivateMany. */
export const inactivateUsersSchema = z.object({
  ids: z
    .array(idSchema, { error: validation.usersSelectionRequired })
    .min(1, { error: validation.usersSelectionRequired })
    .max(USERS_INACTIVATE_MAX, { error: `Selecione no máximo ${USERS_INACTIVATE_MAX} usuários` })
    .transform((ids) => [...new Set(ids)]),
});
export type InactivateUsers = z.output<typeof inactivateUsersSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  is_active: z.boolean(),
  roles: z.array(roleSchema),
  property: userPropertySchema,
  customer: z
    .object({
      id: z.number().int(),
      name: z.string(),
      type: customerTypeSchema,
      is_active: z.boolean(),
    })
    .nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const usersListSchema = z.object({
  data: z.array(userSchema),
  total: z.number().int().nonnegative(),
});
export type UsersList = z.infer<typeof usersListSchema>;

/** A customer the user form may link a user to. */
export const userCustomerOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: customerTypeSchema,
});
export type UserCustomerOption = z.infer<typeof userCustomerOptionSchema>;

export const userCustomerOptionsSchema = z.object({ data: z.array(userCustomerOptionSchema) });
