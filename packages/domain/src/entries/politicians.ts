/** Politicians, their candidacies and the catalogues that filter them. */
export type {
  PoliticianDetail,
  PoliticianElection,
  PoliticianItem,
  PoliticiansQuery,
} from '../api-contract/politicians.ts';
export {
  catalogueQuerySchema,
  POLITICIAN_SORT_KEYS,
  politicianDetailSchema,
  politicianElectionSchema,
  politicianItemSchema,
  politiciansQuerySchema,
} from '../api-contract/politicians.ts';
export {
  POLITICIAN_SITUATION_LABELS,
  politicianSituationLabel,
} from '../enums/politician-situation.ts';
