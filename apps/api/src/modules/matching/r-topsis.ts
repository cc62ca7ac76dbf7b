/**
 * R-TOPSIS (Aires and Ferreira, 2018) over values already normalised to 0–1 against fixed
 * bounds: the ideal is 1 and the anti-ideal 0 on every criterion, so a place's score depends
 * on its own values, the bounds and the weights only. Adding or changing another place can
 * never move it, and no two places can swap because of a third.
 *
 * A missing value (NaN) is neutral: the criterion is left out of this place's distances and
 * the other weights are scaled up to the same total, so it neither helps nor hurts.
 *
 * The score is 100 × d⁻ / (d⁺ + d⁻). Its contributions split it by each criterion's share of
 * d⁻² (the squared weighted distance from the anti-ideal): they are never negative, a
 * criterion at the anti-ideal contributes nothing, and they add up to the score exactly.
 */
export interface RTopsisResult {
  score: number;
  /** Each criterion's weight after the missing ones were left out, as shares adding up to 1. */
  effectiveWeights: number[];
  contributions: number[];
}

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);
const counts = (value: number, weight: number) => !Number.isNaN(value) && weight > 0;

/** The score alone, without allocating: what ranking thousands of places needs. */
export function rTopsisScore(values: ArrayLike<number>, weights: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    const weight = weights[i] as number;
    if (counts(values[i] as number, weight)) total += weight;
  }
  if (total === 0) return 0;
  let towardsIdeal = 0;
  let fromAntiIdeal = 0;
  for (let i = 0; i < values.length; i++) {
    const weight = weights[i] as number;
    const value = values[i] as number;
    if (!counts(value, weight)) continue;
    const share = weight / total;
    const v = clamp01(value);
    towardsIdeal += (share * (1 - v)) ** 2;
    fromAntiIdeal += (share * v) ** 2;
  }
  const dMinus = Math.sqrt(fromAntiIdeal);
  return dMinus === 0 ? 0 : (100 * dMinus) / (Math.sqrt(towardsIdeal) + dMinus);
}

/** The score with each criterion's effective weight and contribution. */
export function rTopsis(values: ArrayLike<number>, weights: ArrayLike<number>): RTopsisResult {
  const score = rTopsisScore(values, weights);
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    const weight = weights[i] as number;
    if (counts(values[i] as number, weight)) total += weight;
  }
  const effectiveWeights: number[] = [];
  const squares: number[] = [];
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    const weight = weights[i] as number;
    const value = values[i] as number;
    const share = counts(value, weight) && total > 0 ? weight / total : 0;
    effectiveWeights.push(share);
    const square = share === 0 ? 0 : (share * clamp01(value)) ** 2;
    squares.push(square);
    sum += square;
  }
  return {
    score,
    effectiveWeights,
    contributions: squares.map((square) => (sum === 0 ? 0 : (score * square) / sum)),
  };
}
