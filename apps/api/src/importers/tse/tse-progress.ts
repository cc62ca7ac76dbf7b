import type { TseProgress } from './load-tse.ts';
import type { TseMunicipality, TseReport } from './tse-report.ts';

const MB = 1024 * 1024;
const number = new Intl.NumberFormat('pt-BR');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** On a terminal one line per file, rewritten in place; elsewhere plain lines, one per file. */
export function progressPrinter(stream: NodeJS.WriteStream = process.stderr) {
  const live = stream.isTTY === true;
  return (event: TseProgress) => {
    if (event.type === 'file' && !live) {
      stream.write(
        `[${event.index + 1}/${event.count}] ${event.name} (${(event.bytes / MB).toFixed(1)} MB)\n`,
      );
    } else if (event.type === 'rows' && live) {
      const share = event.bytes > 0 ? Math.min(100, (event.done / event.bytes) * 100) : 0;
      stream.write(
        `\r${event.name}: ${number.format(event.rows)} linhas (${share.toFixed(0)}%)   `,
      );
    } else if (event.type === 'file-done') {
      stream.write(
        `${live ? '\r' : ''}${event.name}: ${number.format(event.rows)} linhas, ${number.format(
          event.skipped,
        )} ignoradas ou sem valor, em ${seconds(event.ms)}${live ? '          ' : ''}\n`,
      );
    } else if (event.type === 'step') {
      stream.write(`${event.step}: pronto em ${seconds(event.ms)}\n`);
    }
  };
}

const place = (m: TseMunicipality) => `${m.code} ${m.name}/${m.uf}${m.city ? ` → ${m.city}` : ''}`;

export function formatReport(report: TseReport): string {
  const lines = [`Carga do TSE (candidaturas de ${report.years.join(', ')}) concluída.`];
  if (report.generatedAt) lines.push(`Arquivos gerados pelo TSE em ${report.generatedAt}.`);
  lines.push('Linhas por arquivo:');
  for (const file of report.files) {
    lines.push(`  ${file.name}: ${number.format(file.rows)}`);
  }
  for (const name of report.repeatedFiles) {
    lines.push(`  ${name}: não lido (repete os arquivos por UF)`);
  }
  lines.push('Candidaturas por ano:');
  for (const [year, rows] of Object.entries(report.candidacies)) {
    lines.push(`  ${year}: ${number.format(rows)}`);
  }
  const skipped = Object.entries(report.skipped).filter(([, count]) => count > 0);
  lines.push(`Ignorados ou sem valor:${skipped.length === 0 ? ' nenhum' : ''}`);
  for (const [reason, count] of skipped) lines.push(`  ${reason}: ${number.format(count)}`);
  const m = report.municipalities;
  lines.push(
    `Municípios do TSE mapeados para o IBGE: ${number.format(m.byCode)} pelo código, ${number.format(
      m.byName,
    )} pelo nome, ${number.format(m.byCodeOnly.length)} só pelo código, ${number.format(
      m.unmapped.length,
    )} sem correspondência.`,
  );
  if (m.byCodeOnly.length > 0) {
    lines.push('Mapeados só pelo código (o nome difere; confira):');
    for (const city of m.byCodeOnly) lines.push(`  ${place(city)}`);
  }
  if (m.unmapped.length > 0) {
    lines.push('Sem correspondência no IBGE:');
    for (const city of m.unmapped) lines.push(`  ${place(city)}`);
  }
  const p = report.politicians;
  lines.push(
    `Políticos publicados: ${number.format(p.published)}; removidos (candidatura fora dos arquivos): ${number.format(
      p.removed,
    )}; substituídos (dados de referência do mesmo cargo, local e ano): ${number.format(p.replaced)}.`,
  );
  if (p.newParties.length > 0) lines.push(`Partidos novos: ${p.newParties.join(', ')}.`);
  for (const [code, count] of Object.entries(p.unknownOffices)) {
    lines.push(
      `  CD_CARGO ${code} sem cargo correspondente: ${number.format(count)} não publicados`,
    );
  }
  return lines.join('\n');
}
