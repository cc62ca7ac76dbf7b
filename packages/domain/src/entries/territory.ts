/** What city and state pages share: indicators, rankings, political counts, locality profiles. */

export type {
  LocalityContact,
  LocalityFile,
  LocalityProfile,
} from '../api-contract/localities.ts';
export {
  localityContactSchema,
  localityFileSchema,
  localityProfileSchema,
} from '../api-contract/localities.ts';
export type {
  OfficeCount,
  PartyCount,
  PlaceRanking,
} from '../api-contract/territory-items.ts';
export {
  coordinatesSchema,
  indicatorValueSchema,
  leaderSchema,
  officeCountSchema,
  partyCountSchema,
  placeRankingSchema,
  proposalCountersSchema,
  stateRefSchema,
} from '../api-contract/territory-items.ts';
export type {
  DemographicIndicatorDefinition,
  DemographicIndicatorKey,
  DemographicIndicatorUnit,
} from '../enums/demographic-indicator.ts';
export {
  DEMOGRAPHIC_INDICATOR_KEYS,
  DEMOGRAPHIC_INDICATOR_UNITS,
  DEMOGRAPHIC_INDICATORS,
  indicatorDisplayValue,
  isDemographicIndicatorKey,
  isNumericIndicatorUnit,
} from '../enums/demographic-indicator.ts';
export { demographicIndicatorKeySchema } from '../enums/enum-schemas.ts';
