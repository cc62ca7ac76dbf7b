import { FIELD_LIMITS } from '../limits/field-limits.ts';
import { isRepeatedDigit } from './check-digit.ts';
import { onlyDigits } from './sanitize.ts';

function cpfCheckDigit(digits: string, length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index += 1) {
    sum += Number(digits[index]) * (length + 1 - index);
  }
  return ((sum * 10) % 11) % 10;
}

export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== FIELD_LIMITS.cpfDigits || isRepeatedDigit(digits)) return false;
  return digits.endsWith(`${cpfCheckDigit(digits, 9)}${cpfCheckDigit(digits, 10)}`);
}

/** Receita Federal publishes partners' CPFs with the first three and last two digits hidden. */
export function isMaskedCpf(value: string): boolean {
  return /^\*{3}\.?\d{3}\.?\d{3}-?\*{2}$/.test(value.trim());
}

export function formatCpf(value: string): string {
  const digits = onlyDigits(value);
  if (digits.length !== FIELD_LIMITS.cpfDigits) return value;
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}
