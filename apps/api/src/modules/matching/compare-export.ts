import type { Readable } from 'node:stream';
import {
  BENEFIT_TYPE_LABELS,
  type BenefitType,
  type CompareIndicator,
  type CompareResponse,
  MATCH_CRITERION_LABELS,
  PROJECT_CATEGORY_LABELS,
} from '@oportuna/domain';
import PDFDocument from 'pdfkit';
import type { ExportCell, ExportColumn } from '../../lib/tabular-export.ts';

/** One line of the comparison as exported: a label, one cell per place, the median. */
export interface CompareLine {
  label: string;
  /** Section titles span the table. */
  section?: boolean;
  cells: ExportCell[];
  median?: ExportCell;
  /** How a number of this line reads in pt-BR (the PDF); the spreadsheet keeps the number. */
  format?: (value: number) => string;
}

const number = (digits: number) => {
  const format = new Intl.NumberFormat('pt-BR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return (value: number) => format.format(value);
};
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const money = (value: number) => brl.format(value);
const percent = (value: number) => `${number(1)(value)}%`;

const INDICATOR_FORMATS: Record<CompareIndicator, (value: number) => string> = {
  population: number(0),
  employed_share: percent,
  salary: (value) => `${number(1)(value)} salários mínimos`,
  schooling: percent,
  ideb: number(1),
  idhm: number(3),
  revenue_per_capita: money,
  expense_per_capita: money,
};

/** The incentive kinds in the order the product names them. */
const INCENTIVE_ORDER: BenefitType[] = ['iptu', 'iss', 'itbi', 'terreno', 'outros'];

const yearText = (year: number | null) => (year === null ? '' : ` (${year})`);

export const placeName = (place: CompareResponse['places'][number]) =>
  `${place.city.name} - ${place.city.state.uf}`;

/** The comparison as lines: indicators with medians, incentives, land, opportunities, score. */
export function compareLines(answer: CompareResponse): CompareLine[] {
  const { places } = answer;
  const lines: CompareLine[] = [
    { label: 'Indicadores', section: true, cells: [] },
    {
      label: 'Perfil da localidade',
      cells: places.map((p) => (p.has_profile ? 'Cadastrado' : 'Perfil não cadastrado')),
      median: null,
    },
  ];
  answer.medians.forEach((median, i) => {
    const years = places.map((p) => p.indicators[i]?.year ?? null);
    lines.push({
      label: `${MATCH_CRITERION_LABELS[median.indicator]}${yearText(
        median.year ?? years.find((y) => y !== null) ?? null,
      )}`,
      cells: places.map((p) => p.indicators[i]?.value ?? null),
      median: median.value,
      format: INDICATOR_FORMATS[median.indicator],
    });
  });
  lines.push({ label: 'Incentivos do perfil', section: true, cells: [] });
  for (const type of INCENTIVE_ORDER) {
    lines.push({
      label: BENEFIT_TYPE_LABELS[type],
      cells: places.map((p) => {
        const found = p.incentives.filter((i) => i.type === type);
        return found.length > 0 ? found.map((i) => i.description ?? '✓').join('; ') : null;
      }),
    });
  }
  lines.push({
    label: 'Área industrial (m²)',
    cells: places.map((p) => p.industrial_area_m2),
    format: number(0),
  });
  lines.push({
    label: 'Oportunidades públicas abertas',
    cells: places.map((p) =>
      p.open_opportunities.length > 0
        ? p.open_opportunities.map((o) => `#${o.id} ${o.name}`).join('; ')
        : null,
    ),
  });
  if (answer.project) {
    lines.push({
      label: `Pontuação para #${answer.project.id} ${answer.project.name}`,
      section: true,
      cells: [],
    });
    lines.push({
      label: 'Pontuação (0 a 100)',
      cells: places.map((p) => (p.match ? round(p.match.score) : null)),
      format: number(1),
    });
    const criteria = places[0]?.match?.criteria ?? [];
    criteria.forEach((criterion, i) => {
      lines.push({
        label: `${MATCH_CRITERION_LABELS[criterion.criterion]} (pontos)`,
        cells: places.map((p) => {
          const c = p.match?.criteria[i];
          return !c || c.missing ? 'sem dado' : round(c.contribution);
        }),
        format: number(1),
      });
    });
    lines.push({
      label: 'Excluída por condição obrigatória',
      cells: places.map((p) =>
        p.match && p.match.excluded_by.length > 0
          ? p.match.excluded_by
              .map((e) =>
                e.condition === 'preferred_states'
                  ? `Fora dos estados de interesse (${e.ufs.join(', ')})`
                  : `Área menor que a necessária (${number(0)(e.largest_m2)} de ${number(0)(e.required_m2)} m²)`,
              )
              .join('; ')
          : 'Não',
      ),
    });
  }
  return lines;
}

const round = (value: number) => Math.round(value * 10) / 10;

const projectLine = (answer: CompareResponse) =>
  answer.project
    ? `Projeto: #${answer.project.id} ${answer.project.name} (${
        PROJECT_CATEGORY_LABELS[answer.project.category]
      }${answer.project.weights.source === 'user' ? ', pesos do usuário' : ''})`
    : null;

/** The comparison as spreadsheet columns and rows (lib/tabular-export's xlsxStream writes it). */
export function compareSheet(answer: CompareResponse): {
  columns: ExportColumn<CompareLine>[];
  rows: CompareLine[];
} {
  const columns: ExportColumn<CompareLine>[] = [
    { header: 'Indicador', width: 42, value: (line) => line.label },
    ...answer.places.map((place, i) => ({
      header: placeName(place),
      width: 28,
      value: (line: CompareLine) => line.cells[i] ?? null,
    })),
    { header: 'Mediana nacional', width: 20, value: (line) => line.median ?? null },
  ];
  return { columns, rows: compareLines(answer) };
}

const MARGIN = 36;
const A4_LANDSCAPE = { width: 841.89, height: 595.28 };
const TABLE_WIDTH = A4_LANDSCAPE.width - 2 * MARGIN;
const PADDING = 4;
const FONT_SIZE = 8;

const cellText = (value: ExportCell | undefined, format?: (value: number) => string) => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number') return format ? format(value) : String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value;
};

/** The comparison as a PDF (pdfkit, as the activity log's): one table, places as columns. */
export function comparePdf(answer: CompareResponse, generatedAt: Date): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: 'Comparação de localidades', Author: 'Oportuna' },
  });
  const names = answer.places.map(placeName);
  const labelWidth = 190;
  const medianWidth = 100;
  const placeWidth = (TABLE_WIDTH - labelWidth - medianWidth) / Math.max(1, names.length);
  const widths = [labelWidth, ...names.map(() => placeWidth), medianWidth];
  const bottom = A4_LANDSCAPE.height - MARGIN;
  let y = MARGIN;

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1f3a5f').text('Oportuna', MARGIN, y);
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#000000').text('Comparação de localidades');
  doc.font('Helvetica').fontSize(9);
  doc.text(names.join(' · '));
  const project = projectLine(answer);
  if (project) doc.text(project);
  doc.text(
    `Gerado em: ${new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    }).format(generatedAt)}`,
  );
  y = doc.y + 10;

  const drawRow = (cells: string[], options: { header?: boolean; section?: boolean }) => {
    doc
      .font(options.header || options.section ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(FONT_SIZE);
    const texts = options.section ? [cells[0] ?? ''] : cells;
    const textWidths = options.section ? [TABLE_WIDTH] : widths;
    const height =
      Math.max(
        ...texts.map((text, i) =>
          doc.heightOfString(text, { width: (textWidths[i] ?? 0) - 2 * PADDING }),
        ),
      ) +
      2 * PADDING;
    if (y + height > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    if (options.header) doc.rect(MARGIN, y, TABLE_WIDTH, height).fill('#1f3a5f');
    else if (options.section) doc.rect(MARGIN, y, TABLE_WIDTH, height).fill('#e8eef5');
    doc.fillColor(options.header ? '#ffffff' : '#000000');
    let x = MARGIN;
    texts.forEach((text, i) => {
      doc.text(text, x + PADDING, y + PADDING, { width: (textWidths[i] ?? 0) - 2 * PADDING });
      x += textWidths[i] ?? 0;
    });
    y += height;
    if (!options.header && !options.section)
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + TABLE_WIDTH, y)
        .lineWidth(0.5)
        .strokeColor('#cccccc')
        .stroke();
  };

  drawRow(['Indicador', ...names, 'Mediana nacional'], { header: true });
  for (const line of compareLines(answer)) {
    if (line.section) drawRow([line.label], { section: true });
    else
      drawRow(
        [
          line.label,
          ...answer.places.map((_, i) => cellText(line.cells[i], line.format)),
          line.median === undefined ? '' : cellText(line.median, line.format),
        ],
        {},
      );
  }
  doc.end();
  return doc;
}
