export const locationKeys = {
  all: ['locations'] as const,
  /** By IBGE code: 7 digits for a city, 2 for a state. */
  detail: (code: number) => ['locations', code] as const,
};
