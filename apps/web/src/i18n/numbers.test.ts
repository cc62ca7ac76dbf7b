import { describe, expect, it } from 'vitest';
import { i18n } from './index.ts';
import ptBR from './pt-BR.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

/**
 * The placeholders that carry quantities: i18next writes them through Intl pt-BR ('1.234'),
 * so a caller passes the number itself. Identifiers and years ({{id}}, {{year}}) are not
 * quantities and keep their digits as they are.
 */
const QUANTITIES = [
  'count',
  'total',
  'filtered',
  'shown',
  'position',
  'depth',
  'max',
  'value',
  'area',
  'page',
  'pageCount',
  'number',
];

describe('numbers in the pt-BR resource', () => {
  it('writes every quantity the Brazilian way', () => {
    const unformatted = entries(ptBR as Tree).flatMap(([key, text]) =>
      [...text.matchAll(/\{\{\s*(\w+)\s*(,[^}]*)?\}\}/g)]
        .filter(
          ([, name, format]) =>
            QUANTITIES.includes(name as string) && !/^,\s*number/.test(format ?? ''),
        )
        .map(([placeholder]) => `${key}: ${placeholder}`),
    );
    expect(unformatted).toEqual([]);
  });

  it.each([
    ['users.heading', { total: 1234 }, 'Total de usuários: 1.234'],
    [
      'cities.headingFiltered',
      { filtered: 1234, total: 5571 },
      'Total de cidades filtradas na base: 1.234 / 5.571',
    ],
    ['activityLog.total', { count: 1234 }, '1.234 atividades no período'],
    ['list.pager.page', { page: 1, pageCount: 2345 }, 'Página 1 de 2.345'],
    ['proposals.detail.land.areaValue', { area: 185000 }, '185.000 m²'],
    ['localityEdit.area.hectares', { value: 1234.567 }, 'Área industrial: 1.234,57 hectares'],
    ['proposalForm.fields.characterCount', { count: 12, max: 5000 }, '12/5.000 caracteres'],
  ] as const)('%s', (key, values, expected) => {
    expect(i18n.t(key, values)).toBe(expected);
  });
});
