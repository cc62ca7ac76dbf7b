const compactLong = new Intl.NumberFormat('pt-BR', {
  notation: 'compact',
  compactDisplay: 'long',
  maximumFractionDigits: 1,
});

/**
 * An estimated count rounded to two significant digits: 1.234.567 → 1.200.000. The server
 * estimates from a sample, so the count may lie either side of it.
 */
export function estimateRounded(total: number): number {
  if (total < 100) return Math.max(0, Math.round(total));
  const magnitude = 10 ** (Math.floor(Math.log10(total)) - 1);
  return Math.round(total / magnitude) * magnitude;
}

/** 'cerca de 1,2 milhão', 'cerca de 46 mil': an estimate in words, never a fake exact number. */
export function formatEstimate(total: number): string {
  return `cerca de ${compactLong.format(estimateRounded(total))}`;
}
