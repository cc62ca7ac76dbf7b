import type { StateItem } from '@oportuna/domain';
import type { ExportColumn } from '../../lib/tabular-export.ts';

export const STATE_EXPORT_COLUMNS: ExportColumn<StateItem>[] = [
  { header: 'Código IBGE', value: (s) => s.code },
  { header: 'Estado', value: (s) => s.name },
  { header: 'UF', value: (s) => s.uf },
  { header: 'Região', value: (s) => s.region },
  { header: 'População', value: (s) => s.population },
  { header: 'Governador', value: (s) => s.governor?.name ?? null },
  { header: 'Partido', value: (s) => s.governor?.political_party?.abbreviation ?? null },
  { header: 'Oportunidades públicas ativas', value: (s) => s.proposals.public },
  { header: 'Oportunidades privadas ativas', value: (s) => s.proposals.private },
  { header: 'Empresas ativas', value: (s) => s.companies.total },
  { header: 'Vocação Regional', value: (s) => s.vocations.join(', ') || null },
  { header: 'Benefícios', value: (s) => s.benefits.join(', ') || null },
];
