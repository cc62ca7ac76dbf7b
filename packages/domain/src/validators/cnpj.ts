import { FIELD_LIMITS } from '../limits/field-limits.ts';

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

/**
 * From July 2026 the Receita Federal issues alphanumeric CNPJs: 12 characters among 0–9 and
 * A–Z, then 2 check digits. Numeric CNPJs stay valid; both are written the same way.
 */
const CNPJ_SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

/** A CNPJ as stored: its 14 characters, letters in upper case, without punctuation. */
export function normalizeCnpj(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** Each character counts as its code minus 48: digits as themselves, A as 17, Z as 42. */
function checkDigit(characters: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index += 1) {
    sum += ((characters.charCodeAt(index) || 48) - 48) * (weights[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The two check digits of the CNPJ whose first 12 characters (upper case) are `base`. */
export function cnpjCheckDigits(base: string): string {
  const first = checkDigit(base, FIRST_WEIGHTS);
  const second = checkDigit(`${base}${first}`, SECOND_WEIGHTS);
  return `${first}${second}`;
}

/** A numeric or alphanumeric CNPJ, bare or punctuated, with both check digits right. */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (cnpj.length !== FIELD_LIMITS.cnpjDigits || !CNPJ_SHAPE.test(cnpj)) return false;
  if (/^(.)\1*$/.test(cnpj)) return false;
  return cnpj.endsWith(cnpjCheckDigits(cnpj.slice(0, 12)));
}

/** Formats as 99.999.999/9999-99 (or 12.ABC.345/01DE-35); anything else is returned untouched. */
export function formatCnpj(value: string): string {
  const cnpj = normalizeCnpj(value);
  if (!CNPJ_SHAPE.test(cnpj)) return value;
  return cnpj.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
}
