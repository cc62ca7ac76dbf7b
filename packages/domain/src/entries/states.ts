/** GET states and a state's own answers. */
export type { StateItem, StatesQuery } from '../api-contract/states.ts';
export { STATE_SORT_KEYS, stateItemSchema, statesQuerySchema } from '../api-contract/states.ts';
export type { Uf } from '../enums/brazil-states.ts';
export { BRAZIL_STATES, BRAZIL_UFS, isUf } from '../enums/brazil-states.ts';
export { ufSchema } from '../enums/enum-schemas.ts';
