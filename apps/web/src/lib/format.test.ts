import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatBRL,
  formatCompactBRL,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
} from './format.ts';

const NBSP = '\u00a0';
const NOT_INFORMED = 'Não Informado';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('formatBRL', () => {
  it.each<[number | null | undefined, string]>([
    [1234.5, `R$${NBSP}1.234,50`],
    [0, `R$${NBSP}0,00`],
    [0.1, `R$${NBSP}0,10`],
    [1000000, `R$${NBSP}1.000.000,00`],
    [-1234.5, `-R$${NBSP}1.234,50`],
    [1234.567, `R$${NBSP}1.234,57`],
    [null, NOT_INFORMED],
    [undefined, NOT_INFORMED],
    [Number.NaN, NOT_INFORMED],
    [Number.POSITIVE_INFINITY, NOT_INFORMED],
  ])('%s → %j', (value, expected) => {
    expect(formatBRL(value)).toBe(expected);
  });

  it('separates R$ from the amount with a non-breaking space', () => {
    expect(formatBRL(1234.5).replace(NBSP, ' ')).toBe('R$ 1.234,50');
  });
});

describe('formatCompactBRL', () => {
  it.each<[number | null | undefined, string]>([
    [999, `R$${NBSP}999`],
    [1500, `R$${NBSP}1,5${NBSP}mil`],
    [15000, `R$${NBSP}15${NBSP}mil`],
    [1500000, `R$${NBSP}1,5${NBSP}mi`],
    [2300000000, `R$${NBSP}2,3${NBSP}bi`],
    [-1500000, `-R$${NBSP}1,5${NBSP}mi`],
    [null, NOT_INFORMED],
    [Number.NaN, NOT_INFORMED],
  ])('%s → %j', (value, expected) => {
    expect(formatCompactBRL(value)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each<[number | null | undefined, number | undefined, string]>([
    [5570, undefined, '5.570'],
    [1234567.891, undefined, '1.234.567,89'],
    [0.5, undefined, '0,5'],
    [-42, undefined, '-42'],
    [1234.5678, 0, '1.235'],
    [1234.5678, 3, '1.234,568'],
    [null, undefined, NOT_INFORMED],
    [undefined, undefined, NOT_INFORMED],
    [Number.NaN, undefined, NOT_INFORMED],
  ])('%s (max %s decimals) → %j', (value, digits, expected) => {
    expect(formatNumber(value, digits)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each<[number | null | undefined, number | undefined, string]>([
    [0.1256, undefined, '12,56%'],
    [1, undefined, '100%'],
    [0, undefined, '0%'],
    [-0.5, undefined, '-50%'],
    [0.12345, 1, '12,3%'],
    [12.5, undefined, '1.250%'],
    [null, undefined, NOT_INFORMED],
    [Number.NaN, undefined, NOT_INFORMED],
  ])('%s (max %s decimals) → %j', (value, digits, expected) => {
    expect(formatPercent(value, digits)).toBe(expected);
  });
});

describe('formatDate and formatDateTime', () => {
  const zones = ['America/Sao_Paulo', 'UTC', 'Asia/Tokyo', 'America/Rio_Branco'];

  it.each(zones)('keeps a date-only string on its own day in %s', (zone) => {
    vi.stubEnv('TZ', zone);
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
    expect(formatDate('2023-12-31')).toBe('31/12/2023');
  });

  it.each<[string | Date | null | undefined, string, string]>([
    ['2024-03-05T14:30:00-03:00', '05/03/2024', '05/03/2024 14:30'],
    ['2024-03-05T02:00:00Z', '04/03/2024', '04/03/2024 23:00'],
    ['2024-03-05T02:00:00.123Z', '04/03/2024', '04/03/2024 23:00'],
    ['2024-03-05T09:05:00', '05/03/2024', '05/03/2024 09:05'],
    [new Date('2024-12-31T23:59:00-03:00'), '31/12/2024', '31/12/2024 23:59'],
    ['2024-02-29', '29/02/2024', '29/02/2024 00:00'],
    ['2024-02-30', NOT_INFORMED, NOT_INFORMED],
    ['2023-13-01', NOT_INFORMED, NOT_INFORMED],
    ['not a date', NOT_INFORMED, NOT_INFORMED],
    ['', NOT_INFORMED, NOT_INFORMED],
    [new Date(Number.NaN), NOT_INFORMED, NOT_INFORMED],
    [null, NOT_INFORMED, NOT_INFORMED],
    [undefined, NOT_INFORMED, NOT_INFORMED],
  ])('%j in São Paulo → %j and %j', (value, date, dateTime) => {
    vi.stubEnv('TZ', 'America/Sao_Paulo');
    expect(formatDate(value)).toBe(date);
    expect(formatDateTime(value)).toBe(dateTime);
  });
});
