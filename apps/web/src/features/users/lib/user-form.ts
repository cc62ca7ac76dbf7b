import { type User, userInputSchema } from '@oportuna/domain/users';
import {
  type FieldErrors,
  type ValidationResult,
  validateWithSchema,
} from '../../../lib/forms/validate-with-schema.ts';

/** What the user form holds; phones as their digits, the customer as its id. */
export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  phone: string;
  mobilePhone: string;
  linkedin: string;
  facebook: string;
  roles: string[];
  customerId: string | null;
}

/** POST users and PUT users/{id}, as spec 3 §7 writes them. */
export interface UserPayload {
  name: string;
  email: string;
  password: string;
  property: { phone: string; mobile_phone: string; linkedin: string; facebook: string };
  roles: string[];
  customer_id: number | null;
}

export const EMPTY_USER_FORM: UserFormValues = {
  name: '',
  email: '',
  password: '',
  phone: '',
  mobilePhone: '',
  linkedin: '',
  facebook: '',
  roles: [],
  customerId: null,
};

/** The submit button waits for a name (spec 3 §5). */
export const hasName = (values: UserFormValues) => values.name.trim() !== '';

export function userPayload(values: UserFormValues): UserPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    property: {
      phone: values.phone,
      mobile_phone: values.mobilePhone,
      linkedin: values.linkedin.trim(),
      facebook: values.facebook.trim(),
    },
    roles: values.roles,
    customer_id: values.customerId === null ? null : Number(values.customerId),
  };
}

const FIELD_OF: Record<string, keyof UserFormValues> = {
  'property.phone': 'phone',
  'property.mobile_phone': 'mobilePhone',
  'property.linkedin': 'linkedin',
  'property.facebook': 'facebook',
  customer_id: 'customerId',
};

/** The API's field names (property.phone, customer_id, roles.0) as the form's. */
export function formErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [
      FIELD_OF[key] ?? (key.startsWith('roles') ? 'roles' : key),
      message,
    ]),
  );
}

/** Checks the form with the API's own schema and messages (the password rule stays the server's). */
export function validateUserForm(values: UserFormValues): ValidationResult<UserPayload> {
  const payload = userPayload(values);
  const result = validateWithSchema(userInputSchema, payload);
  return result.success
    ? { success: true, data: payload }
    : { success: false, errors: formErrors(result.errors) };
}

/** The form filled from a loaded user (editing); the password stays blank. */
export function userFormValues(user: User): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    password: '',
    phone: user.property.phone ?? '',
    mobilePhone: user.property.mobile_phone ?? '',
    linkedin: user.property.linkedin ?? '',
    facebook: user.property.facebook ?? '',
    roles: [...user.roles],
    customerId: user.customer ? String(user.customer.id) : null,
  };
}
