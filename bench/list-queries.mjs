/**
 * List requests as users send them: every one different (page, ranges, states, statuses,
 * types, sort key and direction, user), from a seeded generator so that runs compare.
 */

/** A small seeded generator (mulberry32): the same seed gives the same queries. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, items) => items[Math.floor(random() * items.length)];
const subset = (random, items, max) => {
  const chosen = items.filter(() => random() < max / items.length);
  return chosen.length > 0 ? chosen : [pick(random, items)];
};

const PROPOSAL_SORTS = ['created_at', 'id', 'name', 'type', 'status', 'investment', 'city', 'uf'];
const STATUSES = ['open', 'pending', 'completed', 'lost'];
const TYPES = ['city', 'company'];
const CITY_SORTS = ['name', 'code', 'uf', 'populacao_estimada', 'idhm', 'pib_per_capta'];

/** `/api/proposals?...` never asked before: random page 1–200 and random filters. */
export function proposalQuery(random, stateIds) {
  const params = new URLSearchParams({
    limit: '25',
    page: String(1 + Math.floor(random() * 200)),
  });
  if (random() < 0.6) params.set('status', subset(random, STATUSES, 2).join(','));
  if (random() < 0.5) params.set('type', subset(random, TYPES, 1).join(','));
  if (random() < 0.5) params.set('ufs', subset(random, stateIds, 3).join(','));
  if (random() < 0.4) {
    const start = Math.round(random() * 20) * 100_000;
    params.set('investimentRange', `${start},${start + Math.round(1 + random() * 30) * 500_000}`);
  }
  if (random() < 0.2)
    params.set('start_date', `2024-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-01`);
  params.set(`sort[${pick(random, PROPOSAL_SORTS)}]`, random() < 0.5 ? 'asc' : 'desc');
  // The first pages of a narrow filter may be empty: keep the page within reach mostly.
  if (params.size > 4 && random() < 0.7) params.set('page', String(1 + Math.floor(random() * 20)));
  return `/api/proposals?${params}`;
}

/** `/api/cities?...` never asked before: random indicator ranges, states, sort and page. */
export function cityQuery(random, stateIds) {
  const params = new URLSearchParams({ limit: '25' });
  const population = Math.round(random() * 50) * 1000;
  params.set('populacao_estimada', `${population},`);
  if (random() < 0.7) params.set('idhm', `${(0.5 + random() * 0.2).toFixed(3)},`);
  if (random() < 0.7) params.set('pib_per_capta', `${Math.round(5000 + random() * 30000)},`);
  if (random() < 0.4) params.set('ufs', subset(random, stateIds, 4).join(','));
  params.set(`sort[${pick(random, CITY_SORTS)}]`, random() < 0.5 ? 'asc' : 'desc');
  params.set('page', String(1 + Math.floor(random() * 20)));
  return `/api/cities?${params}`;
}

const COMPANY_SORTS = ['capital_social', 'razao_social', 'nome_fantasia', 'municipio', 'fundacao'];
const COMPANY_WORDS = ['metal', 'brasil', 'agro', 'logistica', 'alimentos', 'servicos', 'nova'];
const COMPANY_STATUSES = ['ATIVA', 'BAIXADA', 'INAPTA', 'SUSPENSA'];
const COMPANY_SIZES = ['ME', 'EPP', 'DEMAIS', 'NAO_INFORMADO'];
const COMPANY_ACTIVITIES = ['4711302', '6204000', '4930202', '5611201', '4120400', '1091102'];

/** The filters of a company list or map, never the same twice. */
function companyFilters(random, stateIds) {
  const params = new URLSearchParams();
  if (random() < 0.3) params.set('name', pick(random, COMPANY_WORDS));
  if (random() < 0.5) params.set('ufs', subset(random, stateIds, 3).join(','));
  if (random() < 0.5) params.set('status', subset(random, COMPANY_STATUSES, 2).join(','));
  if (random() < 0.3) params.set('size', subset(random, COMPANY_SIZES, 2).join(','));
  if (random() < 0.3) params.set('activities', subset(random, COMPANY_ACTIVITIES, 2).join(','));
  if (random() < 0.3) {
    const start = Math.round(10 ** (3 + random() * 5));
    params.set('capital_social', `${start},${start * Math.round(2 + random() * 50)}`);
  }
  if (random() < 0.2) {
    const year = 1975 + Math.floor(random() * 45);
    params.set('foundation_start', `${year}-01-01`);
    params.set('foundation_end', `${year + 1 + Math.floor(random() * 10)}-12-31`);
  }
  if (random() < 0.1) params.set(random() < 0.5 ? 'simples' : 'mei', '1');
  return params;
}

/** `/api/companies?...` never asked before: random filters, sort key, direction and page. */
export function companyQuery(random, stateIds) {
  const params = companyFilters(random, stateIds);
  params.set('limit', '25');
  params.set('page', String(1 + Math.floor(random() * 20)));
  params.set(`sort[${pick(random, COMPANY_SORTS)}]`, random() < 0.5 ? 'asc' : 'desc');
  return `/api/companies?${params}`;
}

/** `/api/companies/map?...` with filters never asked before. */
export function companyMapQuery(random, stateIds) {
  return `/api/companies/map?${companyFilters(random, stateIds)}`;
}
