export const geoJsonKeys = {
  all: ['geojson'] as const,
  brazil: () => ['geojson', 'brazil'] as const,
  state: (code: number) => ['geojson', 'state', code] as const,
  city: (id: number) => ['geojson', 'city', id] as const,
};
