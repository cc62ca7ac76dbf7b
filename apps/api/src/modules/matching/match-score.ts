import { MATCH_CRITERIA } from '@oportuna/domain';
import { PROJECT_CRITERIA } from './place-criteria.ts';

/**
 * The R-TOPSIS score of r-topsis.ts, computed from two sums so that a place's own part is
 * summed once and each project adds its few criteria. With every share taken as weight over
 * the total of the counted weights, the total scales both distances alike and drops out:
 * score = 100 × √F / (√T + √F), T = Σ (w·(1−v))², F = Σ (w·v)² over the counted criteria.
 * The place's criteria are always summed first, then the project's, so the cached and the
 * uncached ways give the same number to the last bit.
 */
export interface ScoreSums {
  towards: number;
  from: number;
}

const PROJECT_INDEXES = PROJECT_CRITERIA.map((criterion) => MATCH_CRITERIA.indexOf(criterion));
const PLACE_INDEXES = MATCH_CRITERIA.map((_, i) => i).filter((i) => !PROJECT_INDEXES.includes(i));

/** Adds one criterion to the sums: nothing when it is missing (NaN) or weighs nothing. */
function add(sums: ScoreSums, value: number, weight: number) {
  if (Number.isNaN(value) || !(weight > 0)) return;
  const v = value < 0 ? 0 : value > 1 ? 1 : value;
  sums.towards += (weight * (1 - v)) ** 2;
  sums.from += (weight * v) ** 2;
}

/** The sums over the criteria no project changes. */
export function placeSums(values: ArrayLike<number>, weights: ArrayLike<number>): ScoreSums {
  const sums = { towards: 0, from: 0 };
  for (const i of PLACE_INDEXES) add(sums, values[i] as number, weights[i] as number);
  return sums;
}

/** The score of a place's sums with the project's criteria read from `values`. */
export function scoreWith(
  place: ScoreSums,
  values: ArrayLike<number>,
  weights: ArrayLike<number>,
): number {
  return scoreOfSums(place.towards, place.from, values, weights);
}

/** scoreWith for sums kept apart (in arrays): the same arithmetic, nothing allocated. */
export function scoreOfSums(
  towards: number,
  from: number,
  values: ArrayLike<number>,
  weights: ArrayLike<number>,
): number {
  for (const i of PROJECT_INDEXES) {
    const value = values[i] as number;
    const weight = weights[i] as number;
    if (Number.isNaN(value) || !(weight > 0)) continue;
    const v = value < 0 ? 0 : value > 1 ? 1 : value;
    towards += (weight * (1 - v)) ** 2;
    from += (weight * v) ** 2;
  }
  if (from === 0) return 0;
  const root = Math.sqrt(from);
  return (100 * root) / (Math.sqrt(towards) + root);
}

/** The score of one place for one project, every criterion in `values`. */
export function matchScore(values: ArrayLike<number>, weights: ArrayLike<number>): number {
  return scoreWith(placeSums(values, weights), values, weights);
}
