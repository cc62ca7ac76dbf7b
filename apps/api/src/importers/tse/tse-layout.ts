/** What TSE's candidate files look like: their names, sentinels, dates and results. */

export type TseKind = 'candidatos' | 'complementar';

export type TseFileName = { kind: TseKind; year: number; unit: string };

/**
 * `consulta_cand_2024_SP.csv` (one per state, `_BR` for the president, `_BRASIL` for all of
 * them together) and `consulta_cand_complementar_2024_SP.csv`, alone or in their yearly zips.
 */
const CSV_NAME = /^consulta_cand_(complementar_)?(\d{4})_([A-Z]{2}|BRASIL)\.csv$/i;
const ZIP_NAME = /^consulta_cand_(complementar_)?(\d{4})\.zip$/i;

export function tseFileName(fileName: string): TseFileName | null {
  const match = CSV_NAME.exec(fileName.split('/').at(-1) ?? '');
  if (!match) return null;
  return {
    kind: match[1] ? 'complementar' : 'candidatos',
    year: Number(match[2]),
    unit: (match[3] ?? '').toUpperCase(),
  };
}

export const isTseZip = (fileName: string) => ZIP_NAME.test(fileName);

/** TSE's ways of saying "no value": not applicable, not filled, not disclosed. */
const SENTINELS = new Set(['#NULO', '#NULO#', '#NE', '#NE#', '-1', '-3']);

export function clean(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || SENTINELS.has(trimmed.toUpperCase()) ? null : trimmed;
}

/** dd/mm/aaaa to aaaa-mm-dd; null when blank or not a real day. */
export function tseDate(value: string | null): string | null {
  const match = value ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}

/** ELEITO, ELEITO POR QP and ELEITO POR MÉDIA; not SUPLENTE, NÃO ELEITO, 2º TURNO. */
export const isElectedResult = (result: string | null) =>
  result !== null && /^ELEITO\b/i.test(result);

/**
 * The six digits Receita shows of a partner's CPF (`***123456**`), so that the same person can
 * be matched across both sources; the rest of the CPF is not kept.
 */
export function cpfMiddleDigits(value: string | null): string | null {
  const digits = value?.replace(/\D/g, '') ?? '';
  return digits.length === 11 && !/^0+$/.test(digits) ? digits.slice(3, 9) : null;
}

/** Two letters, as a UF column holds them; anything else is no value. */
export const ufOrNull = (value: string | null) =>
  value !== null && /^[A-Z]{2}$/i.test(value) ? value.toUpperCase() : null;

export const integerOrNull = (value: string | null) =>
  value !== null && /^-?\d+$/.test(value) ? Number(value) : null;
