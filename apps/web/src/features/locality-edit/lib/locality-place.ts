import type { LocalityKind } from './locality-form.ts';

interface Leader {
  name: string;
  political_party: { abbreviation: string } | null;
  meta: { electionYear: number | null };
}

/** The city or state being edited, as its detail answer gives it. */
export interface LocalityPlace {
  kind: LocalityKind;
  id: number;
  /** IBGE code: 7 digits a city, 2 a state. */
  code: number;
  name: string;
  uf: string;
  leader: Leader | null;
  longitude: number;
  latitude: number;
}
