import { useState } from 'react';
import type { FieldErrors } from '../../../lib/forms/validate-with-schema.ts';
import { EMPTY_USER_FORM, type UserFormValues } from './user-form.ts';

/** The form's values and field errors; changing a field clears its error. */
export function useUserForm() {
  const [values, setValues] = useState<UserFormValues>(EMPTY_USER_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (update: Partial<UserFormValues>) => {
    setValues((current) => ({ ...current, ...update }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !(key in update))),
    );
  };
  return { values, setValues, errors, setErrors, change };
}
