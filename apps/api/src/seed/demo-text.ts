export const upper = (value: string) => value.toLocaleUpperCase('pt-BR');

/** Lower-case ASCII words joined by a separator, for e-mail addresses, domains and slugs. */
export function slugify(value: string, separator = '.'): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' e ')
    .replace(/[^a-z0-9]+/g, separator)
    .split(separator)
    .filter(Boolean)
    .join(separator);
}

/** 'TRANSPORTES SÃO JORGE' → 'Transportes São Jorge', keeping short connectives lower-case. */
export function titleCase(value: string): string {
  const lower = new Set(['de', 'da', 'do', 'das', 'dos', 'e']);
  return value
    .toLocaleLowerCase('pt-BR')
    .split(' ')
    .map((word, index) =>
      index > 0 && lower.has(word)
        ? word
        : word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1),
    )
    .join(' ');
}

/** Cuts at a word boundary so the text fits, ending the sentence with a full stop. */
export function fitText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const sentences = text.split(/(?<=\.)\s+/);
  let result = '';
  for (const sentence of sentences) {
    const candidate = result ? `${result} ${sentence}` : sentence;
    if (candidate.length > maxLength) break;
    result = candidate;
  }
  if (result) return result;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}.`;
}

export const formatThousands = (value: number) =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** R$ amounts as people write them in a description: 'R$ 12,5 milhões', 'R$ 850 mil'. */
export function describeMoney(value: number): string {
  const format = (amount: number) => (Math.round(amount * 10) / 10).toString().replace('.', ',');
  if (value >= 1e9) return `R$ ${format(value / 1e9)} ${value >= 2e9 ? 'bilhões' : 'bilhão'}`;
  if (value >= 1e6) return `R$ ${format(value / 1e6)} ${value >= 2e6 ? 'milhões' : 'milhão'}`;
  return `R$ ${formatThousands(value / 1e3)} mil`;
}

type SlotValue = string | number;

/**
 * Fills a data file's `{slot}` placeholders left to right, so slots drawn at random keep the
 * order of their draws.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, SlotValue>> | ((slot: string) => SlotValue),
): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const value = typeof values === 'function' ? values(slot) : values[slot];
    if (value === undefined) throw new Error(`Modelo sem valor para {${slot}}: ${template}`);
    return String(value);
  });
}
