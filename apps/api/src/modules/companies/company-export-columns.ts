import type { CompanyListItem } from '@oportuna/domain';
import type { ExportColumn } from '../../lib/tabular-export.ts';

export const COMPANY_EXPORT_COLUMNS: ExportColumn<CompanyListItem>[] = [
  { header: 'CNPJ', value: (c) => c.cnpj },
  { header: 'Razão social', value: (c) => c.name },
  { header: 'Nome fantasia', value: (c) => c.business_name },
  {
    header: 'CNAE primário',
    value: (c) => (c.main_activity ? `${c.main_activity.code} ${c.main_activity.text}` : null),
  },
  { header: 'Fundação', value: (c) => c.open_at },
  { header: 'Capital social (R$)', value: (c) => c.share_capital },
  { header: 'Município', value: (c) => c.city?.name ?? null },
  { header: 'UF', value: (c) => c.state },
  { header: 'Situação', value: (c) => c.status_reason },
];
