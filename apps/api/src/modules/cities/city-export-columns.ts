import type { CityListItem } from '@oportuna/domain';
import type { ExportColumn } from '../../lib/tabular-export.ts';

// Revenues and expenses are kept in R$ thousand; spreadsheets get reais.
const thousands = (value: number | null) => (value === null ? null : Math.round(value * 1000));

export const CITY_EXPORT_COLUMNS: ExportColumn<CityListItem>[] = [
  { header: 'Código IBGE', width: 12, value: (c) => c.code },
  { header: 'Município', width: 32, value: (c) => c.name },
  { header: 'UF', width: 6, value: (c) => c.state.uf },
  { header: 'População', value: (c) => c.population },
  { header: 'IDEB', value: (c) => c.ideb },
  { header: 'IDHM', value: (c) => c.idhm },
  { header: 'Receitas (R$)', value: (c) => thousands(c.revenues) },
  { header: 'Despesas (R$)', value: (c) => thousands(c.expenses) },
  { header: 'PIB per capita (R$)', value: (c) => c.pib_per_capita },
  { header: 'Prefeito', width: 28, value: (c) => c.mayor?.name ?? null },
  { header: 'Partido', width: 10, value: (c) => c.mayor?.political_party?.abbreviation ?? null },
  { header: 'Vocação Regional', width: 32, value: (c) => c.vocations.join(', ') || null },
  { header: 'Benefícios', width: 24, value: (c) => c.benefits.join(', ') || null },
  { header: 'Oportunidades públicas ativas', value: (c) => c.counters.proposals.public },
  { header: 'Oportunidades privadas ativas', value: (c) => c.counters.proposals.private },
  { header: 'Latitude', value: (c) => c.latitude },
  { header: 'Longitude', value: (c) => c.longitude },
];
