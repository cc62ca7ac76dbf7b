import { FIELD_LIMITS } from '../limits/field-limits.ts';
import { onlyDigits } from './sanitize.ts';

export function isValidCep(value: string): boolean {
  return onlyDigits(value).length === FIELD_LIMITS.cepDigits;
}

/** Formats as 99999-999; a value without exactly 8 digits is returned untouched. */
export function formatCep(value: string): string {
  const digits = onlyDigits(value);
  if (digits.length !== FIELD_LIMITS.cepDigits) return value;
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}
