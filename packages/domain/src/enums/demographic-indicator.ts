export const DEMOGRAPHIC_INDICATOR_KEYS = [
  'populacao_estimada',
  'liberdade_economica',
  'taxa_escolarizacao',
  'idhm',
  'salario_medio_mensal',
  'percentual_rendimento_nominal',
  'total_despesas',
  'total_receitas',
  'percentual_receita_externa',
  'pib_per_capta',
  'pessoal_ocupado',
  'populacao_ocupada',
  'arborizacao',
  'urbanizacao',
  'densidade_demografica',
  'anos_iniciais_ensino_fundamental',
  'matriculas_ensino_fundamental',
  'matriculas_ensinoMedio',
  'docentes_ensino_fundamental',
  'docentes_ensino_medio',
  'escolas_ensino_fundamental',
  'escolas_ensino_medio',
  'mortalidade_infantil',
  'internacao_diarreia',
  'estabelecimentos_sus',
  'unidade_territorial',
  'esgotamento_sanitario',
  'bioma',
] as const;

export type DemographicIndicatorKey = (typeof DEMOGRAPHIC_INDICATOR_KEYS)[number];

/** currency_thousands values are stored in thousands of reais, as IBGE publishes them. */
export const DEMOGRAPHIC_INDICATOR_UNITS = [
  'number',
  'percent',
  'currency',
  'currency_thousands',
  'text',
  'date',
] as const;

export type DemographicIndicatorUnit = (typeof DEMOGRAPHIC_INDICATOR_UNITS)[number];

export interface DemographicIndicatorDefinition {
  label: string;
  unit: DemographicIndicatorUnit;
  /** Whether the city filter offers a numeric range for it. */
  rangeFilterable: boolean;
}

const numeric = (label: string, unit: DemographicIndicatorUnit = 'number') => ({
  label,
  unit,
  rangeFilterable: true,
});

export const DEMOGRAPHIC_INDICATORS: Record<
  DemographicIndicatorKey,
  DemographicIndicatorDefinition
> = {
  populacao_estimada: numeric('População estimada'),
  // The economic-freedom law is filtered as a yes/no flag, not as a range of dates.
  liberdade_economica: {
    label: 'Lei de Liberdade Econômica',
    unit: 'date',
    rangeFilterable: false,
  },
  taxa_escolarizacao: numeric('Taxa de escolarização', 'percent'),
  idhm: numeric('IDHM'),
  salario_medio_mensal: numeric('Salário médio mensal (salários mínimos)'),
  percentual_rendimento_nominal: numeric(
    'População com rendimento nominal mensal per capita de até 1/2 salário mínimo',
    'percent',
  ),
  total_despesas: numeric('Total de despesas', 'currency_thousands'),
  total_receitas: numeric('Total de receitas', 'currency_thousands'),
  percentual_receita_externa: numeric('Receitas oriundas de fontes externas', 'percent'),
  pib_per_capta: numeric('PIB per capita', 'currency'),
  pessoal_ocupado: numeric('Pessoal ocupado'),
  populacao_ocupada: numeric('População ocupada', 'percent'),
  arborizacao: numeric('Arborização de vias públicas', 'percent'),
  urbanizacao: numeric('Urbanização de vias públicas', 'percent'),
  densidade_demografica: numeric('Densidade demográfica (hab/km²)'),
  anos_iniciais_ensino_fundamental: numeric('IDEB – Anos iniciais do ensino fundamental'),
  matriculas_ensino_fundamental: numeric('Matrículas no ensino fundamental'),
  matriculas_ensinoMedio: numeric('Matrículas no ensino médio'),
  docentes_ensino_fundamental: numeric('Docentes no ensino fundamental'),
  docentes_ensino_medio: numeric('Docentes no ensino médio'),
  escolas_ensino_fundamental: numeric('Estabelecimentos de ensino fundamental'),
  escolas_ensino_medio: numeric('Estabelecimentos de ensino médio'),
  mortalidade_infantil: numeric('Mortalidade infantil (óbitos por mil nascidos vivos)'),
  internacao_diarreia: numeric('Internações por diarreia (por mil habitantes)'),
  estabelecimentos_sus: numeric('Estabelecimentos de saúde SUS'),
  unidade_territorial: numeric('Área da unidade territorial (km²)'),
  esgotamento_sanitario: numeric('Esgotamento sanitário adequado', 'percent'),
  bioma: { label: 'Bioma', unit: 'text', rangeFilterable: false },
};

export function isNumericIndicatorUnit(unit: DemographicIndicatorUnit): boolean {
  return unit !== 'text' && unit !== 'date';
}

export function isDemographicIndicatorKey(value: string): value is DemographicIndicatorKey {
  return Object.hasOwn(DEMOGRAPHIC_INDICATORS, value);
}

/** Brings a stored value to the amount people read (thousands of reais become reais). */
export function indicatorDisplayValue(key: DemographicIndicatorKey, value: number): number {
  return DEMOGRAPHIC_INDICATORS[key].unit === 'currency_thousands' ? value * 1000 : value;
}
