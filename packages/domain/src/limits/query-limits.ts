/** Page sizes the screens ask for beyond the ordinary list pages. */
export const QUERY_LIMITS = {
  proposalsPerCity: 500,
  citiesMap: 6000,
  proposalsMap: 10000,
  selector: 30,
  citySelectorWithStates: 800,
  citySelectorFull: 1000,
  vocations: 50,
  incentives: 50,
  activities: 1500,
} as const;
