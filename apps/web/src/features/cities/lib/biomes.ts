/** IBGE's six biomes, as the bioma indicator stores them (they are sent as they are). */
export const BIOMES = [
  'Amazônia',
  'Caatinga',
  'Cerrado',
  'Mata Atlântica',
  'Pampa',
  'Pantanal',
] as const;
