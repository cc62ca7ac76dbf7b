import {
  changePasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  twoFactorRequestSchema,
} from '@oportuna/domain/auth';
import { validateFields, validateWithSchema } from '../../../lib/forms/validate-with-schema.ts';

export interface LoginValues extends Record<string, string> {
  username: string;
  password: string;
}

export interface TwoFactorValues extends Record<string, string> {
  code: string;
}

export interface EmailValues extends Record<string, string> {
  email: string;
}

export interface NewPasswordValues extends Record<string, string> {
  password: string;
  confirm_password: string;
}

export const validateLogin = (values: LoginValues) =>
  validateWithSchema(loginRequestSchema, values);

export const validateTwoFactor = (values: TwoFactorValues) =>
  validateWithSchema(twoFactorRequestSchema, values);

export const validateForgotPassword = (values: EmailValues) =>
  validateWithSchema(resetPasswordRequestSchema, values);

/** The reset link's form: both fields 3–50 characters and equal. */
export const validateResetPassword = (token: string) => (values: NewPasswordValues) =>
  validateWithSchema(changePasswordRequestSchema, { ...values, token });

/** The change-password screen requires the password only (spec 1 §5). */
export const validateChangePassword = (values: NewPasswordValues) =>
  validateFields<NewPasswordValues>(
    { password: changePasswordRequestSchema.shape.password },
    values,
  );
