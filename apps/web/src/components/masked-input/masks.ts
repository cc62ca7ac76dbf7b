import type { ReactMaskOpts } from 'react-imask';

export type MaskName =
  | 'cnpj'
  | 'cep'
  | 'cepDotted'
  | 'phone'
  | 'landline'
  | 'mobile'
  | 'landlineDashed'
  | 'mobileDashed';

/** An area code never starts with 0. */
const AREA_CODE_FIRST = /[1-9]/;
const DIGIT = /\d/;

/**
 * Drops a key the mask refuses before imask handles it: imask would still show the separator
 * in front of the refused key, e.g. "(" for a letter typed into an empty phone.
 */
const digitKey = (key: string) => (DIGIT.test(key) ? key : '');
/** CNPJs may hold letters (from July 2026), always shown in upper case. */
const cnpjKey = (key: string) => (/^[0-9a-z]$/i.test(key) ? key.toUpperCase() : '');
const phoneKey = (key: string, masked: { unmaskedValue: string }) =>
  masked.unmaskedValue === '' && !AREA_CODE_FIRST.test(key) ? '' : digitKey(key);

// 'N' takes the first digit of an area code, '0' any digit, 'X' a CNPJ's digit or letter.
const definitions = { N: AREA_CODE_FIRST };

/** The imask options of each mask; constants, so a re-render doesn't rebuild the mask. */
export const MASKS = {
  cnpj: {
    mask: 'XX.XXX.XXX/XXXX-00',
    definitions: { X: /[0-9A-Z]/ },
    prepareChar: cnpjKey,
  },
  cep: { mask: '00000-000', prepareChar: digitKey },
  // The edit screens show the postal code as 99.999-999 (spec 1 §5).
  cepDotted: { mask: '00.000-000', prepareChar: digitKey },
  // A landline has 10 digits, a mobile 11: imask switches to the longer mask on the 11th digit.
  phone: {
    mask: [
      { mask: '(N0) 0000-0000', definitions },
      { mask: '(N0) 00000-0000', definitions },
    ],
    prepareChar: phoneKey,
  },
  // The company contact keeps the two apart (spec 3 §5): (99) 9999 9999 and (99) 99999 9999.
  landline: { mask: '(N0) 0000 0000', definitions, prepareChar: phoneKey },
  mobile: { mask: '(N0) 00000 0000', definitions, prepareChar: phoneKey },
  // The user form's (spec 3 §5): (DD) NNNN-NNNN, and (DD) 9NNNN-NNNN ('M' takes only the 9).
  landlineDashed: { mask: '(N0) 0000-0000', definitions, prepareChar: phoneKey },
  mobileDashed: {
    mask: '(N0) M0000-0000',
    definitions: { ...definitions, M: /9/ },
    prepareChar: phoneKey,
  },
} satisfies Record<MaskName, ReactMaskOpts>;
