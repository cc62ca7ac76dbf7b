/** GET states and a state's own answers. */
export type { StateItem, StatesQuery } from '../api-contract/states.ts';
export { STATE_SORT_KEYS, stateItemSchema, statesQuerySchema } from '../api-contract/states.ts';
