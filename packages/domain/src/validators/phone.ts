import { onlyDigits } from './sanitize.ts';

const LANDLINE = /^([1-9]\d)(\d{4})(\d{4})$/;
const MOBILE = /^([1-9]\d)(9\d{4})(\d{4})$/;

/** 10 digits: a two-digit area code that does not start with 0, then 8 digits. */
export function isValidLandlinePhone(value: string): boolean {
  return LANDLINE.test(onlyDigits(value));
}

/** 11 digits: a two-digit area code that does not start with 0, then 9 and 8 digits. */
export function isValidMobilePhone(value: string): boolean {
  return MOBILE.test(onlyDigits(value));
}

export function isValidPhone(value: string): boolean {
  return isValidLandlinePhone(value) || isValidMobilePhone(value);
}

/** Formats as (DD) NNNN-NNNN or (DD) 9NNNN-NNNN by length; anything else is returned untouched. */
export function formatPhone(value: string): string {
  const digits = onlyDigits(value);
  const match = MOBILE.exec(digits) ?? LANDLINE.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : value;
}
