/** TSE's office codes (CD_CARGO) and the political_offices slug each is published as. */
export const TSE_OFFICE_SLUGS: Record<number, string> = {
  1: 'presidente',
  2: 'vice-presidente',
  3: 'governador',
  4: 'vice-governador',
  5: 'senador',
  6: 'deputado-federal',
  7: 'deputado-estadual',
  8: 'deputado-distrital',
  9: 'primeiro-suplente-senador',
  10: 'segundo-suplente-senador',
  11: 'prefeito',
  12: 'vice-prefeito',
  13: 'vereador',
};
