/** Limits and defaults the spec fixes for screens and queries. */
export { EDIT_CONTINUE_CAPS, WIZARD_STEP_COUNTS } from '../limits/edit-limits.ts';
export { FIELD_LIMITS } from '../limits/field-limits.ts';
export { FILTER_DEFAULTS, FILTER_SLIDER_RANGES } from '../limits/filter-defaults.ts';
export { LAYOUT } from '../limits/layout.ts';
export { MAP_DEFAULTS } from '../limits/map-defaults.ts';
export { PAGINATION, SKELETON_COUNTS } from '../limits/pagination.ts';
export { QUERY_LIMITS } from '../limits/query-limits.ts';
export { SORT_DEFAULTS } from '../limits/sort-defaults.ts';
export { TIMING } from '../limits/timing.ts';
