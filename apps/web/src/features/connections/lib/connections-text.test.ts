import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { cutNotice, formatPartnerDocument } from './connections-text.ts';

describe('cutNotice', () => {
  it('says how many of how many partners or companies a layer shows', () => {
    expect(
      cutNotice(
        { depth: 2, reason: 'layer_limit', of: 'partners', shown: 1_000, total: 12_345 },
        i18n.t,
      ),
    ).toBe('Mostrando 1.000 de 12.345 sócios na camada 2');
    expect(
      cutNotice(
        { depth: 1, reason: 'layer_limit', of: 'companies', shown: 1_000, total: 30_000 },
        i18n.t,
      ),
    ).toBe('Mostrando 1.000 de 30.000 empresas na camada 1');
  });

  it('says where the time limit stopped the graph', () => {
    expect(
      cutNotice({ depth: 3, reason: 'time_limit', of: 'companies', shown: 0, total: 0 }, i18n.t),
    ).toBe('Tempo limite atingido: o grafo para antes da camada 3');
  });
});

describe('formatPartnerDocument', () => {
  it('masks a whole CNPJ and leaves a masked CPF or a root as it came', () => {
    expect(formatPartnerDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatPartnerDocument('***123456**')).toBe('***123456**');
    expect(formatPartnerDocument('11222333')).toBe('11222333');
    expect(formatPartnerDocument(null)).toBe('');
  });
});
