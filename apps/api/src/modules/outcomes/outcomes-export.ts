import {
  CNAE_SECTION_LABELS,
  type CnaeSection,
  INTEREST_LOST_REASON_LABELS,
  INTEREST_STAGE_LABELS,
  type Outcomes,
  PROJECT_CATEGORY_LABELS,
  type ProjectCategory,
} from '@oportuna/domain';
import type { ExportColumn } from '../../lib/tabular-export.ts';

/** One line of the spreadsheet: a figure, what it is of, and its values. */
export type OutcomeLine = {
  figure: string;
  item: string;
  count: number | null;
  won?: number | null;
  amount?: number | null;
  jobs?: number | null;
};

export const outcomeColumns: ExportColumn<OutcomeLine>[] = [
  { header: 'Indicador', width: 36, value: (line) => line.figure },
  { header: 'Item', width: 44, value: (line) => line.item },
  { header: 'Quantidade', width: 14, value: (line) => line.count },
  { header: 'Ganhos', width: 12, value: (line) => line.won ?? null },
  { header: 'Investimento (R$)', width: 20, value: (line) => line.amount ?? null },
  { header: 'Empregos', width: 12, value: (line) => line.jobs ?? null },
];

const monthText = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const dayText = (date: string) => date.split('-').reverse().join('/');

export const sectionName = (section: string | null) =>
  section ? `${section} — ${CNAE_SECTION_LABELS[section as CnaeSection]}` : 'Não informado';

export const categoryName = (category: string | null) =>
  category ? (PROJECT_CATEGORY_LABELS[category as ProjectCategory] ?? category) : 'Sem categoria';

/** The figures of an outcomes page as lines, in the order the page shows them. */
export function outcomeLines(name: string, outcomes: Outcomes): OutcomeLine[] {
  const side = outcomes.side === 'received' ? 'recebidos' : 'enviados';
  const { funnel } = outcomes;
  const hours = outcomes.first_response.median_seconds;
  return [
    { figure: 'Resultados de', item: name, count: null },
    {
      figure: 'Período',
      item: `${dayText(outcomes.period.from)} a ${dayText(outcomes.period.to)}`,
      count: null,
    },
    { figure: 'Etapas, ganhos, perdas e setores de', item: `Interesses ${side}`, count: null },
    ...outcomes.months.flatMap((m) => [
      { figure: 'Interesses recebidos', item: monthText(m.month), count: m.received },
      { figure: 'Interesses enviados', item: monthText(m.month), count: m.sent },
    ]),
    {
      figure: 'Tempo mediano até a primeira resposta (horas)',
      item: '',
      count: hours === null ? null : Math.round((hours / 3600) * 10) / 10,
    },
    { figure: 'Respondidos', item: '', count: outcomes.first_response.answered },
    { figure: 'Sem resposta', item: '', count: outcomes.first_response.unanswered },
    ...funnel.map((f) => ({
      figure: 'Chegaram à etapa',
      item: INTEREST_STAGE_LABELS[f.stage],
      count: f.reached,
    })),
    ...funnel.slice(1).map((f, k) => {
      const before = funnel[k]?.reached ?? 0;
      return {
        figure: 'Conversão para a etapa seguinte (%)',
        item: `${INTEREST_STAGE_LABELS[funnel[k]?.stage ?? 'new']} → ${INTEREST_STAGE_LABELS[f.stage]}`,
        count: before === 0 ? null : Math.round((f.reached / before) * 1000) / 10,
      };
    }),
    {
      figure: 'Ganhos',
      item: '',
      count: outcomes.wins.count,
      amount: outcomes.wins.amount,
      jobs: outcomes.wins.jobs,
    },
    ...outcomes.losses.map((l) => ({
      figure: 'Perdidos por motivo',
      item: INTEREST_LOST_REASON_LABELS[l.reason],
      count: l.count,
    })),
    ...outcomes.sectors.map((s) => ({
      figure: 'Por setor (seção CNAE)',
      item: sectionName(s.section),
      count: s.count,
      won: s.won,
      amount: s.amount,
    })),
    ...outcomes.categories.map((c) => ({
      figure: 'Por categoria do projeto',
      item: categoryName(c.category),
      count: c.count,
      won: c.won,
      amount: c.amount,
    })),
  ];
}
