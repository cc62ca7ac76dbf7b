import type { MatchWeights } from '@oportuna/domain';
import type { KeptPlace, MatchingSnapshot } from './matching-facts.ts';
import type { Bounds, ProjectFacts } from './place-criteria.ts';
import { type PlaceRanking, rankPlaces } from './place-ranking.ts';

/** The national bounds a project's places are normalised against: its division's quotient's. */
export function boundsOf(snapshot: MatchingSnapshot, division: number | null): Bounds {
  const quotientBound = division === null ? undefined : snapshot.quotientBounds.get(division);
  return quotientBound
    ? { ...snapshot.indicatorBounds, location_quotient: quotientBound }
    : snapshot.indicatorBounds;
}

/**
 * The kept places (those `inScope` keeps, all by default) scored for one project, scores only:
 * what "Localidades compatíveis" explains a page of, and what match alerts keep the best of.
 */
export function rankSnapshotPlaces(
  snapshot: MatchingSnapshot,
  project: ProjectFacts,
  weights: MatchWeights,
  quotientByCity: Map<number, number>,
  inScope?: (place: KeptPlace) => boolean,
): PlaceRanking {
  const kept = inScope ? snapshot.places.filter(inScope) : snapshot.places;
  return rankPlaces(
    kept.map((place) => place.facts),
    project,
    boundsOf(snapshot, project.division),
    weights,
    {
      placeOnly: (i) => kept[i]?.placeOnly,
      // Where the registry has establishments, a division absent there is a quotient of 0.
      quotientOf: (i) => {
        const place = kept[i];
        return place?.covered ? (quotientByCity.get(place.row.cityId) ?? 0) : null;
      },
    },
  );
}
