import type { ProjectCategory } from './project-category.ts';

/**
 * What a place is scored on for a project (docs/matching.md): each criterion is one value of
 * the place, read from data the product holds, normalised to 0–1 against fixed bounds.
 */
export const MATCH_CRITERIA = [
  'vocation',
  'location_quotient',
  'incentives',
  'land',
  'population',
  'employed_share',
  'salary',
  'schooling',
  'ideb',
  'idhm',
  'revenue_per_capita',
  'expense_per_capita',
  'distance',
] as const;

export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

export const MATCH_CRITERION_GROUPS = {
  sector: ['vocation', 'location_quotient'],
  incentives: ['incentives', 'land'],
  market: ['population', 'employed_share', 'salary', 'schooling', 'ideb', 'idhm'],
  finances: ['revenue_per_capita', 'expense_per_capita'],
  distance: ['distance'],
} as const satisfies Record<string, readonly MatchCriterion[]>;

export type MatchCriterionGroup = keyof typeof MATCH_CRITERION_GROUPS;

export const MATCH_CRITERION_GROUP_LABELS: Record<MatchCriterionGroup, string> = {
  sector: 'Afinidade setorial',
  incentives: 'Incentivos e terrenos',
  market: 'Mercado e pessoas',
  finances: 'Finanças públicas',
  distance: 'Distância',
};

export const MATCH_CRITERION_LABELS: Record<MatchCriterion, string> = {
  vocation: 'Vocação regional',
  location_quotient: 'Quociente locacional',
  incentives: 'Incentivos oferecidos',
  land: 'Área ofertada',
  population: 'População',
  employed_share: 'População ocupada',
  salary: 'Salário médio',
  schooling: 'Taxa de escolarização',
  ideb: 'IDEB (anos iniciais)',
  idhm: 'IDHM',
  revenue_per_capita: 'Receitas por habitante',
  expense_per_capita: 'Despesas por habitante',
  distance: 'Distância dos estabelecimentos da empresa',
};

/** Weights as whole percentages; each category's add up to 100. */
export type MatchWeights = Record<MatchCriterion, number>;

const weights = (w: Omit<MatchWeights, 'distance'> & { distance?: number }): MatchWeights => ({
  ...w,
  distance: w.distance ?? 0,
});

/**
 * Default weights per project category (docs/matching.md explains each choice). Distance
 * counts only where the company grows from where it already is: expansion and
 * diversification.
 */
export const DEFAULT_MATCH_WEIGHTS: Record<ProjectCategory, MatchWeights> = {
  implantation: weights({
    vocation: 15,
    location_quotient: 15,
    incentives: 15,
    land: 15,
    population: 8,
    employed_share: 5,
    salary: 5,
    schooling: 5,
    ideb: 4,
    idhm: 5,
    revenue_per_capita: 4,
    expense_per_capita: 4,
  }),
  expansion: weights({
    vocation: 12,
    location_quotient: 15,
    incentives: 12,
    land: 12,
    population: 8,
    employed_share: 5,
    salary: 4,
    schooling: 4,
    ideb: 3,
    idhm: 4,
    revenue_per_capita: 3,
    expense_per_capita: 3,
    distance: 15,
  }),
  reactivation: weights({
    vocation: 15,
    location_quotient: 20,
    incentives: 20,
    land: 5,
    population: 8,
    employed_share: 6,
    salary: 5,
    schooling: 5,
    ideb: 3,
    idhm: 5,
    revenue_per_capita: 4,
    expense_per_capita: 4,
  }),
  diversification: weights({
    vocation: 20,
    location_quotient: 10,
    incentives: 12,
    land: 10,
    population: 8,
    employed_share: 5,
    salary: 4,
    schooling: 5,
    ideb: 4,
    idhm: 5,
    revenue_per_capita: 3,
    expense_per_capita: 4,
    distance: 10,
  }),
  search_partner_investor: weights({
    vocation: 15,
    location_quotient: 25,
    incentives: 10,
    land: 0,
    population: 15,
    employed_share: 5,
    salary: 8,
    schooling: 5,
    ideb: 2,
    idhm: 5,
    revenue_per_capita: 5,
    expense_per_capita: 5,
  }),
};

/** A project without a category is scored as a new plant, the most common case. */
export const DEFAULT_MATCH_CATEGORY: ProjectCategory = 'implantation';

export const MATCH_WEIGHT_MAX = 100;
