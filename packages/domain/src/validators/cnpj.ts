import { FIELD_LIMITS } from '../limits/field-limits.ts';
import { isRepeatedDigit, mod11CheckDigit } from './check-digit.ts';
import { onlyDigits } from './sanitize.ts';

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== FIELD_LIMITS.cnpjDigits || isRepeatedDigit(digits)) return false;
  const first = mod11CheckDigit(digits, FIRST_WEIGHTS);
  const second = mod11CheckDigit(digits, SECOND_WEIGHTS);
  return digits.endsWith(`${first}${second}`);
}

/** Formats as 99.999.999/9999-99; a value without exactly 14 digits is returned untouched. */
export function formatCnpj(value: string): string {
  const digits = onlyDigits(value);
  if (digits.length !== FIELD_LIMITS.cnpjDigits) return value;
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}
