import type { Exclusion, PlaceFacts, ProjectFacts } from './place-criteria.ts';

/** The largest of some values; null for none. */
export function largestOf(values: number[]): number | null {
  let found: number | null = null;
  for (const value of values) if (found === null || value > found) found = value;
  return found;
}

/** Whether the project's state restriction leaves out a place of this state. */
export function outOfStates(uf: string, project: ProjectFacts): boolean {
  return project.preferredUfs.length > 0 && !project.preferredUfs.includes(uf);
}

const NONE: readonly Exclusion[] = Object.freeze([]);

/** The hard conditions a place fails for a project; empty when it can be matched. */
export function exclusionsOf(place: PlaceFacts, project: ProjectFacts): readonly Exclusion[] {
  const outOfState = outOfStates(place.uf, project);
  // A place that declares no land at all is not excluded: its offer is unknown, not too small.
  const largest = project.requiredAreaM2 === null ? null : largestOf(place.landOffersM2);
  const tooSmall = largest !== null && largest < (project.requiredAreaM2 ?? 0);
  // Most places meet both: nothing is allocated for them.
  if (!outOfState && !tooSmall) return NONE;
  const exclusions: Exclusion[] = [];
  if (outOfState)
    exclusions.push({ condition: 'preferred_states', ufs: [...project.preferredUfs] });
  if (tooSmall && largest !== null)
    exclusions.push({
      condition: 'required_area',
      required_m2: project.requiredAreaM2 ?? 0,
      largest_m2: largest,
    });
  return exclusions;
}
