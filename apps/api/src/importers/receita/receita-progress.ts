import type { ReceitaProgress } from './load-receita.ts';
import type { ReceitaReport } from './receita-report.ts';

const MB = 1024 * 1024;
const number = new Intl.NumberFormat('pt-BR');

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const s = Math.round(seconds);
  return s >= 3600
    ? `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`
    : `${Math.floor(s / 60)}min${String(s % 60).padStart(2, '0')}s`;
}

/**
 * On a terminal one line per file, rewritten in place (file, rows, MB/s, ETA); elsewhere
 * (a log, CI) plain lines, one per file and step.
 */
export function progressPrinter(stream: NodeJS.WriteStream = process.stderr) {
  const live = stream.isTTY === true;
  let started = 0;
  return (event: ReceitaProgress) => {
    if (event.type === 'file') {
      started = performance.now();
      if (!live) {
        stream.write(
          `[${event.index + 1}/${event.count}] ${event.name} (${(event.bytes / MB).toFixed(1)} MB)\n`,
        );
      }
    } else if (event.type === 'bytes' && live) {
      const seconds = (performance.now() - started) / 1000;
      const rate = event.done / MB / Math.max(seconds, 0.001);
      const left = (event.bytes - event.done) / MB / rate;
      stream.write(
        `\r${event.name}: ~${number.format(event.lines)} linhas, ${rate.toFixed(1)} MB/s, faltam ${duration(left)}   `,
      );
    } else if (event.type === 'file-done') {
      stream.write(
        `${live ? '\r' : ''}${event.name}: ${number.format(event.rows)} linhas${
          event.resumed ? ' (já carregado)' : ` em ${duration(event.ms / 1000)}`
        }${live ? '          ' : ''}\n`,
      );
    } else if (event.type === 'step') {
      stream.write(
        `${event.step}: ${event.resumed ? 'já feito' : `pronto em ${duration(event.ms / 1000)}`}\n`,
      );
    }
  };
}

export function formatReport(report: ReceitaReport): string {
  const lines = [`Carga da Receita Federal de ${report.release.slice(0, 7)} concluída.`, 'Linhas:'];
  for (const [table, { rows }] of Object.entries(report.tables)) {
    lines.push(`  ${table}: ${number.format(rows)}`);
  }
  lines.push('Ignorados ou sem valor:');
  for (const [reason, count] of Object.entries(report.skipped)) {
    if (count > 0) lines.push(`  ${reason}: ${number.format(count)}`);
  }
  const m = report.municipalities;
  lines.push(
    `Municípios mapeados para o IBGE: ${percentBelow(m.share)}% (${number.format(m.unmapped)} sem código${
      m.unmappedCodes.length ? `: ${m.unmappedCodes.join(', ')}` : ''
    })`,
  );
  return lines.join('\n');
}

/** A share as a percentage with two decimals, rounded down: 99.895% must not read as 99.90%. */
function percentBelow(share: number): string {
  return (Math.floor(share * 10_000) / 100).toFixed(2);
}
