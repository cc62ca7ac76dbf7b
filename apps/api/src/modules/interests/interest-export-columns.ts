import {
  INTEREST_LOST_REASON_LABELS,
  INTEREST_STAGE_LABELS,
  type Interest,
  type InterestSide,
} from '@oportuna/domain';
import { calendarDay } from '../../lib/calendar-day.ts';
import type { ExportColumn } from '../../lib/tabular-export.ts';

const TARGET_KINDS = { proposal: 'Oportunidade', city: 'Cidade', state: 'Estado' } as const;

/**
 * The columns of 'Interesses recebidos' and 'Interesses enviados'. No message text leaves the
 * thread in an export; names go through the export's formula guard like every cell.
 */
export function interestExportColumns(side: InterestSide): ExportColumn<Interest>[] {
  return [
    { header: 'ID', width: 10, value: (row) => row.id },
    { header: 'Tipo', width: 14, value: (row) => TARGET_KINDS[row.target.kind] },
    { header: 'Interesse em', width: 40, value: (row) => row.target.name },
    side === 'received'
      ? {
          header: 'Cliente interessado',
          width: 32,
          value: (row) => row.interested_customer?.name ?? null,
        }
      : { header: 'Cliente responsável', width: 32, value: (row) => row.owner_customer.name },
    { header: 'Acompanhado por', width: 28, value: (row) => row.follower_user?.name ?? null },
    { header: 'Etapa', width: 16, value: (row) => INTEREST_STAGE_LABELS[row.stage] },
    { header: 'Investimento confirmado (R$)', value: (row) => row.won_amount },
    { header: 'Empregos anunciados', value: (row) => row.won_jobs },
    {
      header: 'Motivo da perda',
      width: 24,
      value: (row) => (row.lost_reason ? INTEREST_LOST_REASON_LABELS[row.lost_reason] : null),
    },
    { header: 'Criado em', width: 14, value: (row) => calendarDay(row.created_at) },
    {
      header: 'Última mensagem',
      width: 14,
      value: (row) => (row.last_message_at ? calendarDay(row.last_message_at) : null),
    },
  ];
}
