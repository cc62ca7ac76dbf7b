import { describe, expect, it } from 'vitest';
import { isValidUrl } from './url.ts';

describe('isValidUrl', () => {
  it.each([
    ['https://www.empresa.com.br', true],
    ['http://empresa.com/contato?x=1', true],
    ['empresa.com.br', true],
    ['www.linkedin.com/company/empresa', true],
    ['https://empresa.com:8080/', true],
    ['ftp://empresa.com', false],
    ['empresa', false],
    ['https://', false],
    ['https://empresa .com', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isValidUrl(value)).toBe(expected);
  });
});
