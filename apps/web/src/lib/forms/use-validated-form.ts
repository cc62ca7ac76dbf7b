import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { FieldErrors, ValidationResult } from './validate-with-schema.ts';

type TextValues = Record<string, string>;

export interface ValidatedForm<Values extends TextValues, Output> {
  values: Values;
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
  /** Back to the initial values, without errors (e.g. a password form after its save). */
  reset: () => void;
  getInputProps: (field: keyof Values & string) => {
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    error: string | undefined;
  };
  onSubmit: (
    handler: (data: Output, values: Values) => void,
  ) => (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Controlled text fields validated on submit by a function built on the domain schemas
 * (validate-with-schema.ts). A field's error clears once it is edited, so a message never
 * outlives the value it described.
 */
export function useValidatedForm<Values extends TextValues, Output>(
  initialValues: Values,
  validate: (values: Values) => ValidationResult<Output>,
): ValidatedForm<Values, Output> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  return {
    values,
    errors,
    setErrors,
    reset: () => {
      setValues(initialValues);
      setErrors({});
    },
    getInputProps: (field) => ({
      value: values[field] ?? '',
      onChange: (event) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [field]: value }));
        setErrors(({ [field]: _cleared, ...rest }) => rest);
      },
      error: errors[field],
    }),
    onSubmit: (handler) => (event) => {
      event.preventDefault();
      const result = validate(values);
      if (!result.success) {
        setErrors(result.errors);
        return;
      }
      setErrors({});
      handler(result.data, values);
    },
  };
}
