import { describe, expect, it } from 'vitest';
import {
  clean,
  cpfMiddleDigits,
  isElectedResult,
  tseDate,
  tseFileName,
  ufOrNull,
} from './tse-layout.ts';

describe('TSE layout', () => {
  it('names the kind, year and unit of each candidate file', () => {
    expect(tseFileName('consulta_cand_2024_SP.csv')).toEqual({
      kind: 'candidatos',
      year: 2024,
      unit: 'SP',
    });
    expect(
      tseFileName('consulta_cand_2024.zip/consulta_cand_complementar_2024_BRASIL.csv'),
    ).toEqual({ kind: 'complementar', year: 2024, unit: 'BRASIL' });
    expect(tseFileName('consulta_cand_2022_BR.csv')).toEqual({
      kind: 'candidatos',
      year: 2022,
      unit: 'BR',
    });
    expect(tseFileName('leiame.pdf')).toBeNull();
    expect(tseFileName('bem_candidato_2024_SP.csv')).toBeNull();
  });

  it('reads every sentinel and blank as no value', () => {
    expect(['#NULO', '#NULO#', '#NE', '#NE#', '-1', '-3', '', '  ', '#nulo#'].map(clean)).toEqual(
      Array(9).fill(null),
    );
    expect(clean(' DEFERIDO ')).toBe('DEFERIDO');
    expect(clean('0')).toBe('0');
  });

  it('reads dd/mm/aaaa dates, real days only', () => {
    expect(tseDate('07/04/1980')).toBe('1980-04-07');
    expect(tseDate('29/02/2024')).toBe('2024-02-29');
    expect(tseDate('31/02/1975')).toBeNull();
    expect(tseDate('1980-04-07')).toBeNull();
    expect(tseDate(null)).toBeNull();
  });

  it('keeps the six CPF digits Receita shows, never the whole CPF', () => {
    expect(cpfMiddleDigits('12345678901')).toBe('456789');
    expect(cpfMiddleDigits('123.456.789-01')).toBe('456789');
    expect(cpfMiddleDigits('-4')).toBeNull();
    expect(cpfMiddleDigits('00000000000')).toBeNull();
    expect(cpfMiddleDigits(null)).toBeNull();
  });

  it('reads a birth UF as two letters, anything else as no value', () => {
    expect(['SP', 'mg', 'ZZ', 'SPX', 'S', null].map(ufOrNull)).toEqual([
      'SP',
      'MG',
      'ZZ',
      null,
      null,
      null,
    ]);
  });

  it('counts as elected ELEITO, ELEITO POR QP and ELEITO POR MÉDIA only', () => {
    expect(
      [
        'ELEITO',
        'ELEITO POR QP',
        'ELEITO POR MÉDIA',
        'SUPLENTE',
        'NÃO ELEITO',
        '2º TURNO',
        null,
      ].map(isElectedResult),
    ).toEqual([true, true, true, false, false, false, false]);
  });
});
