import type { CompanyListItem } from '@oportuna/domain';
import type { ExportColumn } from '../../lib/tabular-export.ts';

/** A yyyy-mm-dd day as the calendar day a spreadsheet shows. */
const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/** The columns of the company list's table (spec 3, 'Companies'). */
export const COMPANY_EXPORT_COLUMNS: ExportColumn<CompanyListItem>[] = [
  { header: 'CNPJ', width: 16, value: (c) => c.cnpj },
  { header: 'Razão social', width: 40, value: (c) => c.name },
  { header: 'Nome fantasia', width: 30, value: (c) => c.business_name },
  {
    header: 'CNAE primário',
    width: 40,
    value: (c) => (c.main_activity ? `${c.main_activity.code} ${c.main_activity.text}` : null),
  },
  { header: 'Fundação', width: 12, value: (c) => day(c.open_at) },
  { header: 'Capital social (R$)', width: 18, value: (c) => c.share_capital },
  { header: 'Município', width: 28, value: (c) => c.city?.name ?? null },
  { header: 'UF', width: 6, value: (c) => c.state },
  { header: 'Situação', width: 12, value: (c) => c.status_reason },
  { header: 'Matriz/Filial', width: 14, value: (c) => (c.type === 'FILIAL' ? 'Filial' : 'Matriz') },
];
