import { z } from 'zod';
import { FIELD_LIMITS } from '../limits/field-limits.ts';
import { MESSAGES } from '../messages/messages.ts';
import { isValidEmail } from './email.ts';
import { requiredString } from './required-string.ts';

const { validation, auth } = MESSAGES;

export const twoFactorCodeSchema = requiredString(validation.twoFactorRequired)
  .regex(/^\d+$/, { error: validation.onlyDigits })
  .min(FIELD_LIMITS.twoFactorCodeDigits, { error: validation.twoFactorMin })
  .max(FIELD_LIMITS.twoFactorCodeDigits, { error: validation.twoFactorMax });

const loginEmailSchema = requiredString().refine(isValidEmail, {
  error: validation.loginInvalidEmail,
});

const lengthMessages = (min: number, max: number) => ({
  min: { error: `Deve ter no mínimo ${min} caracteres` },
  max: { error: `Deve ter no máximo ${max} caracteres` },
});

const passwordMessages = lengthMessages(FIELD_LIMITS.passwordMin, FIELD_LIMITS.passwordMax);

// Passwords are compared byte for byte, so unlike other text they are never trimmed.
const requiredPassword = () =>
  z
    .string({
      error: (issue) => (issue.input == null ? validation.required : validation.invalidValue),
    })
    .min(1, { error: validation.required, abort: true });

const boundedPassword = requiredPassword()
  .min(FIELD_LIMITS.passwordMin, passwordMessages.min)
  .max(FIELD_LIMITS.passwordMax, passwordMessages.max);

/** POST login_check: the e-mail travels as username. */
export const loginRequestSchema = z.object({
  username: loginEmailSchema,
  password: requiredPassword(),
});

/** POST 2fa-check */
export const twoFactorRequestSchema = z.object({
  code: twoFactorCodeSchema,
});

/** The forgot-password form keeps the spec's own (English) texts, verbatim. */
export const resetPasswordRequestSchema = z.object({
  email: requiredString()
    .min(FIELD_LIMITS.resetEmailMin, { error: auth.resetMinimum })
    .max(FIELD_LIMITS.resetEmailMax, { error: auth.resetMaximum })
    .refine(isValidEmail, { error: auth.resetWrongEmailFormat }),
});

/** POST change-password; the token comes from the reset link and is absent for a signed-in user. */
export const changePasswordRequestSchema = z
  .object({
    token: requiredString().optional(),
    password: boundedPassword,
    confirm_password: boundedPassword,
  })
  .refine((value) => value.password === value.confirm_password, {
    error: auth.passwordsMustMatch,
    path: ['confirm_password'],
  });
