import { trigramAt } from './index-rows.ts';
import type { RegistryIndex } from './registry-index.ts';
import type { ReadonlyRoaringBitmap32 } from './roaring.ts';
import type { ScratchBitmaps } from './scratch-bitmaps.ts';

/**
 * The rows among `kept` whose keys hold every three-byte sequence of the term: a superset of
 * those that contain it, each to be checked with `holdsName`.
 */
export function nameCandidates(
  index: RegistryIndex,
  term: Buffer,
  kept: ReadonlyRoaringBitmap32,
  scratch: ScratchBitmaps,
): ReadonlyRoaringBitmap32 {
  const bitmaps: ReadonlyRoaringBitmap32[] = [];
  const seen = new Set<number>();
  for (let at = 0; at + 3 <= term.length; at++) {
    const trigram = trigramAt(term, at);
    if (seen.has(trigram)) continue;
    seen.add(trigram);
    const rows = index.names.trigrams.get(trigram);
    if (!rows) return scratch.of();
    bitmaps.push(rows);
  }
  bitmaps.sort((a, b) => a.size - b.size);
  const candidates = scratch.and(kept, bitmaps[0] ?? kept);
  for (const rows of bitmaps.slice(1)) {
    if (candidates.isEmpty) break;
    candidates.andInPlace(rows);
  }
  return candidates;
}

/** The row's name or trade name contains the term (both as search keys, UTF-8). */
export function holdsName(index: RegistryIndex, row: number, term: Buffer): boolean {
  const { keys, starts } = index.names;
  // Compared byte by byte here: a view of the row's keys for Buffer#indexOf would be an
  // allocation per candidate, and keys are a few dozen bytes.
  const end = (starts[row + 1] as number) - term.length;
  const first = term[0];
  next: for (let at = starts[row] as number; at <= end; at++) {
    if (keys[at] !== first) continue;
    for (let k = 1; k < term.length; k++) if (keys[at + k] !== term[k]) continue next;
    return true;
  }
  return false;
}
