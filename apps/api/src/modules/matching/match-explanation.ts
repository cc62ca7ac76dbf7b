import { CNAE_DIVISIONS } from './cnae-divisions.ts';
import type { ExplainedCriterion } from './place-criteria.ts';

/** A score's criteria as the contract carries them. */
export const criteriaOf = (criteria: ExplainedCriterion[]) =>
  criteria.map((c) => ({
    criterion: c.criterion,
    weight: c.weight,
    value: c.value,
    normalized: c.normalized,
    missing: c.normalized === null,
    contribution: c.contribution,
    items: c.items,
  }));

/** A CNAE division as the contract names it. */
export const divisionRef = (division: number | null) =>
  division === null ? null : { code: division, name: CNAE_DIVISIONS[division]?.name ?? '' };
