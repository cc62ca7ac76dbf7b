import {
  PROPOSAL_STATUSES,
  PROPOSAL_TYPES,
  type ProposalStatus,
  type ProposalType,
} from '@oportuna/domain/proposals';
import type { SelectOption } from '../../../components/selectors/options.ts';
import { EMPTY_PROPOSAL_FILTERS, type ProposalFilters } from './proposal-filters.ts';

/**
 * What a link may preset on /proposals through the hash (spec 1 §2), e.g. `#type:company`,
 * `#ufs:25`, `#city:123`, `#customer:7` ('Minhas oportunidades'), joined with `&`
 * (`#type:city&ufs:25,26`). Ids are kept as the strings the selectors use.
 */
export interface ProposalHashFilter {
  types: ProposalType[];
  statuses: ProposalStatus[];
  stateIds: string[];
  cityIds: string[];
  customer: string | null;
}

const POSITIVE_ID = /^[1-9]\d{0,9}$/;

const isType = (value: string): value is ProposalType =>
  (PROPOSAL_TYPES as readonly string[]).includes(value);
const isStatus = (value: string): value is ProposalStatus =>
  (PROPOSAL_STATUSES as readonly string[]).includes(value);

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

const addUnique = <Value>(list: Value[], values: readonly Value[]) => {
  for (const value of values) if (!list.includes(value)) list.push(value);
};

/** Reads the hash; null when it holds no filter this list knows (unknown keys are ignored). */
export function parseProposalsHash(hash: string): ProposalHashFilter | null {
  const filter: ProposalHashFilter = {
    types: [],
    statuses: [],
    stateIds: [],
    cityIds: [],
    customer: null,
  };
  let found = false;
  for (const entry of decode(hash.replace(/^#/, '')).split(/[&;]/)) {
    const separator = entry.indexOf(':');
    if (separator <= 0) continue;
    const key = entry.slice(0, separator).trim().toLowerCase();
    const values = entry
      .slice(separator + 1)
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    const ids = values.filter((value) => POSITIVE_ID.test(value));
    const before = JSON.stringify(filter);
    if (key === 'type') addUnique(filter.types, values.filter(isType));
    else if (key === 'status') addUnique(filter.statuses, values.filter(isStatus));
    else if (key === 'ufs' || key === 'uf') addUnique(filter.stateIds, ids);
    else if (key === 'city' || key === 'cities') addUnique(filter.cityIds, ids);
    else if (key === 'customer' && ids[0]) filter.customer = ids[0];
    found ||= JSON.stringify(filter) !== before;
  }
  return found ? filter : null;
}

/** Labels known for the ids of a hash filter; an id without one shows as itself. */
export interface HashFilterLabels {
  states: ReadonlyMap<string, string>;
  cities: ReadonlyMap<string, string>;
}

const NO_LABELS: HashFilterLabels = { states: new Map(), cities: new Map() };

const toOptions = (values: readonly string[], labels: ReadonlyMap<string, string>) =>
  values.map((value): SelectOption => ({ value, label: labels.get(value) ?? value }));

/** The panel filters a hash sets: everything else starts empty, as a fresh search. */
export function filtersFromHash(
  filter: ProposalHashFilter,
  labels: HashFilterLabels = NO_LABELS,
): ProposalFilters {
  return {
    ...EMPTY_PROPOSAL_FILTERS,
    types: filter.types,
    statuses: filter.statuses,
    states: toOptions(filter.stateIds, labels.states),
    cities: toOptions(filter.cityIds, labels.cities),
    customer: filter.customer,
  };
}
