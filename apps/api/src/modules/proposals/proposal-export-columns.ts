import { PROPOSAL_STATUS_LABELS, PROPOSAL_TYPE_LABELS } from '@oportuna/domain';
import { calendarDay } from '../../lib/calendar-day.ts';
import type { ExportColumn } from '../../lib/tabular-export.ts';
import type { ProposalExportRow } from './proposals-queries.ts';

/** The columns of the opportunity list's table (spec 1, 'Opportunities area'). */
export const PROPOSAL_EXPORT_COLUMNS: ExportColumn<ProposalExportRow>[] = [
  { header: 'ID', width: 10, value: (p) => p.id },
  {
    header: 'Projeto',
    width: 40,
    // As the table names it: a private opportunity by its company.
    value: (p) => (p.type === 'company' ? (p.company_name ?? p.name) : p.name),
  },
  { header: 'Tipo', width: 10, value: (p) => PROPOSAL_TYPE_LABELS[p.type] },
  { header: 'Investimento total (R$)', value: (p) => p.project_total },
  { header: 'Investimento necessário (R$)', value: (p) => p.project_required_investment },
  { header: 'Cidade', width: 28, value: (p) => p.city_name },
  { header: 'UF', width: 6, value: (p) => p.uf },
  { header: 'Cadastrada em', width: 14, value: (p) => calendarDay(p.created_at) },
  { header: 'Status', width: 30, value: (p) => PROPOSAL_STATUS_LABELS[p.status] },
  { header: 'Cadastrada por', width: 32, value: (p) => p.customer_name },
];
