/** Matching: which places fit a private opportunity, scored on criteria and explained. */

export type {
  ComparedPlace,
  CompareIndicator,
  CompareQuery,
  CompareResponse,
} from '../api-contract/compare.ts';
export {
  COMPARE_INDICATORS,
  COMPARE_MAX_PLACES,
  COMPARE_MIN_PLACES,
  COMPARE_PLACES_MESSAGE,
  COMPARE_REPEATED_MESSAGE,
  COMPARE_UNKNOWN_CITY_MESSAGE,
  comparedPlaceSchema,
  compareQuerySchema,
  compareResponseSchema,
} from '../api-contract/compare.ts';
export type {
  MatchWeightsInput,
  PlaceMatch,
  PlaceMatchesQuery,
  PlaceMatchesResponse,
  ProjectMatch,
  ProjectMatchesQuery,
  ProjectMatchesResponse,
  StateProjectMatch,
  StateProjectMatchesResponse,
  UserMatchWeights,
} from '../api-contract/matching.ts';
export {
  BRAZIL_REGIONS,
  matchCategoryParams,
  matchCriterionSchema,
  matchWeightsInputSchema,
  placeMatchesQuerySchema,
  placeMatchesResponseSchema,
  placeMatchSchema,
  projectMatchesQuerySchema,
  projectMatchesResponseSchema,
  projectMatchSchema,
  stateProjectMatchesResponseSchema,
  stateProjectMatchSchema,
  userMatchWeightsSchema,
} from '../api-contract/matching.ts';
export type { MatchCriterion, MatchCriterionGroup, MatchWeights } from '../enums/match-criteria.ts';
export {
  DEFAULT_MATCH_CATEGORY,
  DEFAULT_MATCH_WEIGHTS,
  MATCH_CRITERIA,
  MATCH_CRITERION_GROUP_LABELS,
  MATCH_CRITERION_GROUPS,
  MATCH_CRITERION_LABELS,
  MATCH_WEIGHT_MAX,
} from '../enums/match-criteria.ts';
