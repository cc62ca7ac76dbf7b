import type { ProposalForm } from '../hooks/use-proposal-form.ts';
import { SECTION_VALIDATORS, type SectionKey } from './form-steps.ts';
import type { ProposalFormValues } from './form-values.ts';

/** A field's key in the errors and its value, as the section's validator names it. */
export interface BlurField {
  key: string;
  value: unknown;
}

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;

/**
 * The errors leaving the given fields shows: each filled field gets the message 'Próximo'
 * would give it (an invalid CNPJ, CEP, phone or amount), or loses the one it had. An empty
 * field is left as it is: asking for it is the step's job.
 */
export function blurErrors(
  section: SectionKey,
  values: ProposalFormValues,
  fields: readonly BlurField[],
): Record<string, string | undefined> {
  const errors = SECTION_VALIDATORS[section](values);
  return Object.fromEntries(
    fields.filter((field) => !isEmpty(field.value)).map((field) => [field.key, errors[field.key]]),
  );
}

/** Shows the errors of `blurErrors` on the form. */
export function checkOnBlur(
  form: ProposalForm,
  section: SectionKey,
  ...fields: readonly BlurField[]
): void {
  for (const [key, message] of Object.entries(blurErrors(section, form.values, fields))) {
    form.setError(key, message);
  }
}
