// The load's units of work, a file copied or a step run, each committed with its marker.
import { CleanReceitaBytes } from './clean-receita-bytes.ts';
import type { ImportSession } from './import-session.ts';
import type { ReceitaSource } from './receita-files.ts';
import { quote } from './receita-load-schema.ts';
import { copyStatement, LIVE, LOAD } from './receita-sql.ts';

export type ReceitaProgress =
  | { type: 'file'; name: string; index: number; count: number; bytes: number }
  | { type: 'bytes'; name: string; done: number; bytes: number; lines: number }
  | { type: 'file-done'; name: string; rows: number; ms: number; resumed: boolean }
  | { type: 'step'; step: string; ms: number; resumed: boolean };

export async function copyFile(
  session: ImportSession,
  source: ReceitaSource,
  emit: (event: ReceitaProgress) => void,
): Promise<{ rows: number; nulBytes: number; blankLines: number }> {
  let done = 0;
  let bytesPerLine = 0;
  let lastReport = 0;
  const strip = new CleanReceitaBytes((batch) => {
    // Lines are counted in the first batch only; the rest is estimated from its size.
    if (bytesPerLine === 0) {
      let lines = 0;
      for (let at = batch.indexOf(10); at !== -1; at = batch.indexOf(10, at + 1)) lines += 1;
      bytesPerLine = batch.length / Math.max(lines, 1);
    }
    done += batch.length;
    const now = performance.now();
    if (now - lastReport > 250) {
      lastReport = now;
      const lines = Math.round(done / bytesPerLine);
      emit({ type: 'bytes', name: source.name, done, bytes: source.bytes, lines });
    }
  });
  await session.query('begin');
  try {
    const input = await source.open();
    const stripped = input.pipe(strip);
    input.on('error', (error) => stripped.destroy(error));
    const rows = await session.copy(copyStatement(source.kind), stripped);
    await session.query(
      `insert into ${LOAD}._files values (${quote(source.name)}, '${source.kind}', ${rows}, ${strip.nulBytes}, ${strip.blankLines})`,
    );
    await session.query('commit');
    return { rows, nulBytes: strip.nulBytes, blankLines: strip.blankLines };
  } catch (error) {
    await session.query('rollback').catch(() => {});
    throw new Error(`Falha ao carregar ${source.name}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

export async function runStep(
  session: ImportSession,
  step: string,
  statement: string,
  emit: (event: ReceitaProgress) => void,
  transactional = true,
) {
  const [done] = await session.query(`select 1 from ${LOAD}._steps where step = ${quote(step)}`);
  if (done) {
    emit({ type: 'step', step, ms: 0, resumed: true });
    return;
  }
  const started = performance.now();
  if (!transactional) {
    // Each statement commits on its own; running them again after a stop does no harm.
    for (const part of statement.split(';\n')) await session.query(part);
  }
  await session.query('begin');
  try {
    if (transactional) await session.query(statement);
    const ms = Math.round(performance.now() - started);
    await session.query(`insert into ${LOAD}._steps values (${quote(step)}, ${ms})`);
    await session.query('commit');
    emit({ type: 'step', step, ms, resumed: false });
  } catch (error) {
    await session.query('rollback').catch(() => {});
    throw new Error(`Falha na etapa ${step}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * The live tables' keys and indexes, rebuilt on the loaded ones: building them once the rows
 * are in is several times faster than keeping them up to date row by row.
 */
export async function indexSteps(session: ImportSession): Promise<[string, () => string][]> {
  const constraints = await session.query<{ table: string; name: string; definition: string }>(
    `select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
     from pg_constraint k join pg_class c on c.oid = k.conrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = '${LIVE}' and k.contype in ('p', 'u') order by 1, 2`,
  );
  const indexes = await session.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = '${LIVE}' and not exists (
       select 1 from pg_constraint k where k.conname = i.indexname
         and k.connamespace = '${LIVE}'::regnamespace)
     order by 1`,
  );
  return [
    ...constraints.map((c): [string, () => string] => [
      `chave ${c.name}`,
      () => `alter table ${LOAD}.${c.table} add constraint ${c.name} ${c.definition}`,
    ]),
    ...indexes.map((i): [string, () => string] => [
      `índice ${i.name}`,
      () => i.definition.replace(` ON ${LIVE}.`, ` ON ${LOAD}.`),
    ]),
  ];
}
