import type { PlaceRanking } from '@oportuna/domain/territory';

type Counts = { total: number; open: number; completed: number };

/** A ranking answer for tests: counts per kind and positions (null: no position). */
export function placeRanking(
  counts: { public: Counts; private: Counts },
  positions: {
    public: [state: number | null, national: number | null];
    private: [state: number | null, national: number | null];
    overall: number | null;
    of: number;
  },
): PlaceRanking {
  const level = (kind: 'public' | 'private') => ({
    ...counts[kind],
    ranking: { state: positions[kind][0], national: positions[kind][1] },
  });
  return {
    proposals: { total: { open: counts.public.open + counts.private.open } },
    public: level('public'),
    private: level('private'),
    ranking: { position: positions.overall, total_of_cities: positions.of },
  };
}
