export const MAP_DEFAULTS = {
  zoom: 3,
  center: { longitude: -49.4, latitude: -22.0 },
  fitBoundsPadding: 20,
  maxZoom: 10,
  moveDebounceMs: 1000,
  /** Largest random shift, in degrees, applied to points sharing the same coordinates. */
  duplicatePointJitter: 0.0001,
  proposalDetailZoom: 16,
  cityZoom: 13,
  industrialAreaZoom: 13,
  companyZoom: 13,
  backgroundColor: '#FFFFFF',
} as const;
