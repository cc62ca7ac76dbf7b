import { z } from 'zod';
import { BYTES_PER_MEGABYTE } from '../limits/upload-limits.ts';
import { MESSAGES } from '../messages/messages.ts';

type Issue = z.core.$ZodRawIssue;
type SizeIssue = Extract<Issue, { code: 'too_small' | 'too_big' }>;

const { required, invalidValue, invalidEmail, invalidUrl } = MESSAGES.validation;

const EXPECTED_TYPE_MESSAGES: Readonly<Record<string, string>> = {
  string: 'Deve ser um texto',
  number: 'Deve ser um número',
  int: 'Deve ser um número inteiro',
  bigint: 'Deve ser um número inteiro',
  boolean: 'Deve ser verdadeiro ou falso',
  date: 'Data inválida',
  array: 'Deve ser uma lista',
  object: 'Deve ser um objeto',
};

const FORMAT_MESSAGES: Readonly<Record<string, string>> = {
  email: invalidEmail,
  url: invalidUrl,
  uuid: 'Identificador inválido',
  datetime: 'Data e hora inválidas',
  date: 'Data inválida',
  time: 'Hora inválida',
};

const UNITS: Readonly<Record<string, [singular: string, plural: string]>> = {
  string: ['caractere', 'caracteres'],
  array: ['item', 'itens'],
  set: ['item', 'itens'],
};

function plural(count: number | bigint, [singular, many]: [string, string]): string {
  return `${count} ${Number(count) === 1 ? singular : many}`;
}

function formatDateLimit(limit: number | bigint): string {
  const [year, month, day] = new Date(Number(limit)).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

function sizeMessage(issue: SizeIssue): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const unit = UNITS[issue.origin];
  if (unit) {
    // An empty required text is the common case, and "at least 1 character" reads poorly there.
    if (small && issue.origin === 'string' && Number(limit) === 1) return required;
    if (issue.exact) return `Deve ter exatamente ${plural(limit, unit)}`;
    return `Deve ter no ${small ? 'mínimo' : 'máximo'} ${plural(limit, unit)}`;
  }
  if (issue.origin === 'file') {
    const megabytes = Number(limit) / BYTES_PER_MEGABYTE;
    return small
      ? `O arquivo deve ter no mínimo ${megabytes} MB.`
      : `O tamanho de cada arquivo é limitado a ${megabytes} MB.`;
  }
  if (issue.origin === 'date') {
    const date = formatDateLimit(limit);
    return small ? `Deve ser a partir de ${date}` : `Deve ser até ${date}`;
  }
  const relation = small ? 'maior' : 'menor';
  return issue.inclusive
    ? `Deve ser ${relation} ou igual a ${limit}`
    : `Deve ser ${relation} que ${limit}`;
}

function unrecognizedKeysMessage(keys: readonly string[]): string {
  return keys.length === 1
    ? `Campo não permitido: ${keys[0]}`
    : `Campos não permitidos: ${keys.join(', ')}`;
}

/** Error map for zod's built-in checks; messages given on a schema still take precedence. */
export const ptBrErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input == null) return required;
      return EXPECTED_TYPE_MESSAGES[issue.expected] ?? invalidValue;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'Formato inválido';
    case 'not_multiple_of':
      return `Deve ser múltiplo de ${issue.divisor}`;
    case 'unrecognized_keys':
      return unrecognizedKeysMessage(issue.keys);
    default:
      return invalidValue;
  }
};

/** Installs the pt-BR map globally; call it once at start-up on both the API and the web app. */
export function setZodPtBrErrorMap(): void {
  z.config({ customError: ptBrErrorMap });
}
