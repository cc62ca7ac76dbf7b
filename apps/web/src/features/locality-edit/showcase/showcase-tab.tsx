export interface ShowcaseTabProps {
  kind: 'city' | 'state';
  /** The city's or state's id (GET /api/cities/:id/showcase, /api/states/:id/showcase). */
  id: number;
  /** The IBGE code (7 digits a city, 2 a state). */
  code: string;
}

/** The 'Vitrine Econômica' tab of the locality editor. */
export function ShowcaseTab(_props: ShowcaseTabProps) {
  return null;
}
