/**
 * English words an interface in Portuguese only (spec 1 §1) must not show: common words of
 * buttons, titles, messages and form labels. Words Portuguese writes the same way ('a', 'no',
 * 'total', 'data', 'legal', 'logo', 'item', 'e-mail', 'link', 'site') are not listed. The
 * resource's test (src/i18n/portuguese-only.test.ts) and the browser test of the rendered
 * pages (e2e/tests/portuguese-only.spec.ts) read the same list.
 */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  `
  about accept account actions active add address all and any apply approve approved are
  ascending at back background be by can cancel card cards carousel cities city clear click
  close closed code color companies company completed confirm contact continue copy create
  created dashboard date delete deleted descending detail details disabled done download edit
  edited enabled english error errors export failed failure favorite favorites file files
  filter filters finish for format found from go graph group has have help here hide home
  image images import inactive invalid is language left levels list loading login logout logs
  lost map maximum may minimum mobile month more must my name new next node nodes not
  notification notifications number of on only open opportunities opportunity or other page
  partner partners password pending phone photo please portuguese previous privacy private
  profile proposal proposals public read refresh reject remove required reset retry right save
  saved scroll search select send sent settings should show sign size slide slides sort state
  states step steps street submit success symbols table terms that the this time to today
  toggle unknown unread update updated upload uploading user username users view visibility
  week welcome will with without wrong year yes your
  `
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Proper names and technical terms that stay as they are, each with its reason. A term is
 * matched whole, ignoring case.
 */
export const ALLOWED_TERMS: Readonly<Record<string, string>> = {
  login:
    "Brazilian usage for signing in, in the spec's own pt-BR messages ('Sessão expirada, por favor realize o login novamente').",
  logs: "The spec's pt-BR labels and messages ('LOGS', 'Ocorreu um erro ao buscar logs!').",
  '"file"': 'The name of the multipart field the upload endpoints expect, quoted as such.',
};

const allowed = Object.keys(ALLOWED_TERMS).map(
  (term) =>
    new RegExp(
      `(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
      'giu',
    ),
);

/** An acronym (a UF such as 'GO' or 'TO') or an identifier ('0026_company_registry_version'). */
const notAWord = (token: string) =>
  /[\d_]/.test(token) || (token.length === 2 && token === token.toUpperCase());

/** The listed English words in a text (placeholders such as {{name}} left out), in lower case. */
export function englishWordsIn(text: string): string[] {
  let rest = text.replace(/\{\{[^}]*\}\}/g, ' ');
  for (const term of allowed) rest = rest.replace(term, ' ');
  const tokens = rest.match(/[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*/gu) ?? [];
  return tokens
    .filter((token) => !notAWord(token))
    .map((token) => token.toLowerCase())
    .filter((word) => ENGLISH_WORDS.has(word));
}
