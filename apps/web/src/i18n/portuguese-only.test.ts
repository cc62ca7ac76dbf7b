import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { englishWordsIn } from '../testing/english-words.ts';
import ptBR from './pt-BR.json' with { type: 'json' };

/** Every text of a tree of texts, by its dotted path; a message built by a function is called. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function')
    return texts((value as (argument: number) => unknown)(1), `${path}()`);
  if (Array.isArray(value)) return value.flatMap((item, at) => texts(item, `${path}[${at}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => texts(item, `${path}.${key}`));
  }
  return [];
}

const domainPackage = JSON.parse(
  readFileSync(new URL('../../../../packages/domain/package.json', import.meta.url), 'utf8'),
) as { exports: Record<string, string> };

/** The domain's texts: messages, labels and tooltips of every area it offers the web. */
async function domainTexts(): Promise<[string, string][]> {
  const found: [string, string][] = [];
  for (const [subpath, file] of Object.entries(domainPackage.exports)) {
    if (subpath === '.') continue;
    const url = new URL(`../../../../packages/domain/${file}`, import.meta.url).href;
    const area = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(area)) {
      if (/(LABELS?|MESSAGES?|TEXTS|TOOLTIPS)$/.test(name)) found.push(...texts(value, name));
      if (name === 'DEMOGRAPHIC_INDICATORS') {
        for (const [key, indicator] of Object.entries(value as Record<string, { label: string }>))
          found.push([`${name}.${key}.label`, indicator.label]);
      }
    }
  }
  return found;
}

const withEnglish = (list: [string, string][]) =>
  list
    .map(([path, text]) => ({ path, text, english: englishWordsIn(text) }))
    .filter(({ english }) => english.length > 0);

describe('Portuguese only (spec 1 §1)', () => {
  it('finds English words, and leaves Portuguese and the allowed terms alone', () => {
    expect(englishWordsIn('View city')).toEqual(['view', 'city']);
    expect(englishWordsIn('User edited')).toEqual(['user', 'edited']);
    expect(englishWordsIn('Username is required')).toEqual(['username', 'is', 'required']);
    expect(englishWordsIn('Total de cidades na base: {{total}}, a data e o logo')).toEqual([]);
    expect(englishWordsIn('Faça login para continuar. LOGS de {{name}}')).toEqual([]);
    expect(englishWordsIn('Envie apenas o arquivo, no campo "file".')).toEqual([]);
    expect(englishWordsIn('Envie o file.')).toEqual(['file']);
    expect(englishWordsIn('Bauru - SP, Palmas - TO, 0026_company_registry_version')).toEqual([]);
    expect(englishWordsIn('Go to page')).toEqual(['go', 'to', 'page']);
  });

  it('the web resource (src/i18n/pt-BR.json) has no English', () => {
    expect(withEnglish(texts(ptBR, 'pt-BR'))).toEqual([]);
  });

  it("the domain's messages and labels have no English", async () => {
    const all = await domainTexts();
    expect(all.map(([path]) => path)).toContain('MESSAGES.profile.usernameRequired');
    expect(withEnglish(all)).toEqual([]);
  });
});
