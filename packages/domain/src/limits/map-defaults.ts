export const MAP_DEFAULTS = {
  zoom: 3,
  /**
   * South-west and north-east corners around the whole country (Acre's west to the islands of
   * the Atlantic, Rio Grande do Sul's south to Roraima's north): a map of Brazil opens framed
   * on them, whatever its size.
   */
  brazilBounds: [
    [-74.0, -33.8],
    [-28.8, 5.3],
  ],
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
