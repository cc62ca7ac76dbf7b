import type { Random } from './demo-random.ts';

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

function mod11(digits: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += Number(digits[index]) * weight;
  });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The 14-digit CNPJ of an establishment: 8-digit root, 4-digit order (0001 head office), check digits. */
export function buildCnpj(root: string, order: number): string {
  const base = `${root}${String(order).padStart(4, '0')}`;
  const first = mod11(base, FIRST_WEIGHTS);
  const second = mod11(`${base}${first}`, SECOND_WEIGHTS);
  return `${base}${first}${second}`;
}

/** Distinct 8-digit CNPJ roots, never a single repeated digit. */
export function uniqueCnpjRoots(random: Random, count: number): string[] {
  const roots = new Set<string>();
  while (roots.size < count) {
    const root = String(random.int(1_000_000, 99_999_999)).padStart(8, '0');
    if (!/^(\d)\1+$/.test(root)) roots.add(root);
  }
  return [...roots];
}

/** Receita Federal publishes partners' CPFs with the first three and last two digits hidden. */
export const maskedCpf = (random: Random) => `***${random.digits(6)}**`;

/** A landline: area code, then 8 digits starting with 2 to 5. */
export const landline = (random: Random, areaCode: string) =>
  `${areaCode}${random.int(2, 5)}${random.digits(7)}`;

/** A mobile number: area code, then 9 and 8 digits. */
export const mobile = (random: Random, areaCode: string) =>
  `${areaCode}9${random.int(6, 9)}${random.digits(7)}`;
