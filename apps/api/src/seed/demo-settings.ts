/** Fixed inputs of the demo data set: change the seed and every generated row changes with it. */
export const DEMO_SEED = 20_261_121;

/** The day the data set describes; every date it holds lies on or before it. */
export const DEMO_GENERATED_FOR = '2026-11-21';

/** Opportunities are registered within this period. */
export const DEMO_ACTIVITY_PERIOD = { from: '2024-01-01', to: '2026-11-15' } as const;

/** When the demo tenants were onboarded; customers and users are created from this day on. */
export const DEMO_ONBOARDING_AT = '2024-01-08T12:00:00.000Z';

/** When the company and politician records were imported into the platform. */
export const DEMO_IMPORTED_AT = '2024-01-02T09:00:00.000Z';

export const DEMO_SOURCE = 'Dados de demonstração';

export const DEMO_COUNTS = {
  companies: 2000,
  branches: 240,
  bauruCompanies: 80,
  persons: 1500,
  proposals: 300,
  cityProposalShare: 0.55,
} as const;

export const BAURU_IBGE_CODE = 3506003;
export const SAO_PAULO_STATE_CODE = 35;
export const SAO_PAULO_CITY_IBGE_CODE = 3550308;
