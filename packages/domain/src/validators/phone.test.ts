import { describe, expect, it } from 'vitest';
import { formatPhone, isValidLandlinePhone, isValidMobilePhone, isValidPhone } from './phone.ts';

describe('phone validators', () => {
  it.each([
    // value, landline, mobile
    ['1133334444', true, false],
    ['(11) 3333-4444', true, false],
    ['(11) 3333 4444', true, false],
    ['0133334444', false, false],
    ['113333444', false, false],
    ['11912345678', false, true],
    ['(11) 91234-5678', false, true],
    ['(21) 99999 8888', false, true],
    ['11812345678', false, false],
    ['01912345678', false, false],
    ['119123456789', false, false],
    ['', false, false],
  ])('%s → landline %s, mobile %s', (value, landline, mobile) => {
    expect(isValidLandlinePhone(value)).toBe(landline);
    expect(isValidMobilePhone(value)).toBe(mobile);
    expect(isValidPhone(value)).toBe(landline || mobile);
  });
});

describe('formatPhone', () => {
  it.each([
    ['1133334444', '(11) 3333-4444'],
    ['11912345678', '(11) 91234-5678'],
    ['(11) 91234 5678', '(11) 91234-5678'],
    ['11812345678', '11812345678'],
    ['123', '123'],
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});
