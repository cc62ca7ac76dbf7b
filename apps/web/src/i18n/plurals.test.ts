import { describe, expect, it } from 'vitest';
import { i18n } from './index.ts';
import ptBR from './pt-BR.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

/** Every key of the resource, dotted, with its text. */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

const all = entries(ptBR as Tree);
const keys = new Set(all.map(([key]) => key));
const pluralBases = [
  ...new Set(
    all.filter(([key]) => /_(zero|one|other)$/.test(key)).map(([key]) => key.replace(/_\w+$/, '')),
  ),
];

describe('pt-BR counts', () => {
  it('has plural keys for the counts it shows', () => {
    expect(pluralBases).toContain('politicians.total');
  });

  // pt-BR's plural rules file 0 under "one" ('0 político encontrado'); people write
  // '0 políticos encontrados', so every count says its zero form out loud.
  it.each(pluralBases)('%s has the zero, one and other forms and no bare key', (base) => {
    for (const form of ['zero', 'one', 'other']) expect(keys).toContain(`${base}_${form}`);
    expect(keys).not.toContain(base);
  });

  it('never puts a count in a text without plural forms', () => {
    const unpluralised = all.filter(
      ([key, text]) => text.includes('{{count') && !/_(zero|one|other)$/.test(key),
    );
    // '+3' has no noun to agree with; '12/500 caracteres' agrees with the maximum.
    expect(unpluralised.map(([key]) => key)).toEqual([
      'proposalForm.fields.characterCount',
      'locality.moreItems',
    ]);
  });

  it('agrees in number and writes numbers the Brazilian way', () => {
    const count = (n: number) => i18n.t('politicians.total', { count: n });
    expect(count(0)).toBe('0 políticos encontrados');
    expect(count(1)).toBe('1 político encontrado');
    expect(count(2)).toBe('2 políticos encontrados');
    expect(count(1234)).toBe('1.234 políticos encontrados');
  });
});
