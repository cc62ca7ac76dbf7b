import { LAYOUT } from '@oportuna/domain/limits';

/** The first `limit` words of a text (70 on detail pages), and whether anything was cut. */
export function truncateWords(
  text: string,
  limit: number = LAYOUT.descriptionTruncationWords,
): { text: string; truncated: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return { text: text.trim(), truncated: false };
  return { text: `${words.slice(0, limit).join(' ')}…`, truncated: true };
}
