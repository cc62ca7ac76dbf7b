import { CUSTOMER_TYPE_LABELS } from '@oportuna/domain';
import type { ExportColumn } from '../../lib/tabular-export.ts';
import type { CustomerRow } from './customers-admin-queries.ts';

/** The columns of the customer list's table (spec 3, 'Customers'), and where each stands. */
export const CUSTOMER_EXPORT_COLUMNS: ExportColumn<CustomerRow>[] = [
  { header: 'ID', width: 10, value: (c) => c.id },
  { header: 'Nome', width: 40, value: (c) => c.name },
  { header: 'Tipo', width: 12, value: (c) => CUSTOMER_TYPE_LABELS[c.type] },
  { header: 'Ativo', width: 8, value: (c) => (c.isActive ? 'Sim' : 'Não') },
  { header: 'UF', width: 6, value: (c) => c.stateAcronym },
  { header: 'Cidade', width: 28, value: (c) => c.cityName },
  { header: 'CNPJ', width: 18, value: (c) => c.companyFederalTaxId },
];
