const compactLong = new Intl.NumberFormat('pt-BR', {
  notation: 'compact',
  compactDisplay: 'long',
  maximumFractionDigits: 1,
});

/**
 * An estimated count rounded down to two significant digits: 1.234.567 → 1.200.000. Saying
 * "more than" the rounded value never claims more than the estimate does.
 */
export function estimateFloor(total: number): number {
  if (total < 100) return Math.max(0, Math.floor(total));
  const magnitude = 10 ** (Math.floor(Math.log10(total)) - 1);
  return Math.floor(total / magnitude) * magnitude;
}

/** 'mais de 1,2 milhão', 'mais de 45 mil': an estimate in words, never a fake exact number. */
export function formatEstimate(total: number): string {
  return `mais de ${compactLong.format(estimateFloor(total))}`;
}
