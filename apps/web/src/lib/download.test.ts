import { describe, expect, it } from 'vitest';
import { exportFileName, fileNameFromContentDisposition } from './download.ts';

describe('fileNameFromContentDisposition', () => {
  it.each([
    [
      'attachment; filename="export-cities-20261121091501.xlsx"',
      'export-cities-20261121091501.xlsx',
    ],
    ['attachment; filename=export-cities-20261121091501.csv', 'export-cities-20261121091501.csv'],
    ["attachment; filename*=UTF-8''relat%C3%B3rio.csv", 'relatório.csv'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'preferido.csv', 'preferido.csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', null],
    ['attachment; filename=""', null],
    [null, null],
  ])('%j → %j', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });
});

describe('exportFileName', () => {
  it('names an export with the prefix and a local timestamp to the second', () => {
    const at = new Date(2026, 10, 21, 9, 5, 7);
    expect(exportFileName('export-cities', 'xlsx', at)).toBe('export-cities-20261121090507.xlsx');
    expect(exportFileName('export-cities', 'csv', at)).toBe('export-cities-20261121090507.csv');
  });

  it('matches the pattern the server uses', () => {
    expect(exportFileName('export-cities', 'xlsx')).toMatch(/^export-cities-\d{14}\.xlsx$/);
  });
});
