/** Matching: which places fit a private opportunity, scored on criteria and explained. */
export type {
  PlaceMatch,
  PlaceMatchesQuery,
  PlaceMatchesResponse,
} from '../api-contract/matching.ts';
export {
  BRAZIL_REGIONS,
  matchCriterionSchema,
  placeMatchesQuerySchema,
  placeMatchesResponseSchema,
  placeMatchSchema,
} from '../api-contract/matching.ts';
export type { MatchCriterion, MatchCriterionGroup, MatchWeights } from '../enums/match-criteria.ts';
export {
  DEFAULT_MATCH_CATEGORY,
  DEFAULT_MATCH_WEIGHTS,
  DISTANCE_CATEGORIES,
  MATCH_CRITERIA,
  MATCH_CRITERION_GROUP_LABELS,
  MATCH_CRITERION_GROUPS,
  MATCH_CRITERION_LABELS,
  MATCH_WEIGHT_MAX,
} from '../enums/match-criteria.ts';
