import { describe, expect, it } from 'vitest';
import { formatIndicator } from './indicator-format.ts';

const NBSP = '\u00a0';

describe('formatIndicator', () => {
  it.each<[string, number | string | null, string]>([
    ['populacao_estimada', 392947, '392.947'],
    ['idhm', 0.801, '0,801'],
    ['taxa_escolarizacao', 97.6, '97,6%'],
    ['total_receitas', 1807245.55, `R$${NBSP}1,8${NBSP}bi`],
    ['total_despesas', 1913247.8, `R$${NBSP}1,9${NBSP}bi`],
    ['pib_per_capta', 54477.06, `R$${NBSP}54.477,06`],
    ['liberdade_economica', '2021-06-29', '29/06/2021'],
    ['bioma', 'Cerrado', 'Cerrado'],
    ['idhm', null, 'Não Informado'],
    ['bioma', '', 'Não Informado'],
    ['unknown_indicator', 12.5, '12,5'],
  ])('%s %j → %j', (indicator, value, expected) => {
    expect(formatIndicator(indicator, value)).toBe(expected);
  });
});
