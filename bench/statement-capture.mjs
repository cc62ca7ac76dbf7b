// What SQL one API request sends, read from PostgreSQL's own log: the bench database logs every
// statement with its parameters while a sample of requests is replayed one at a time, each
// between two marker statements. pgbench then replays exactly those statements.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import pg from 'pg';

export const POSTGRES_LOG =
  process.env.POSTGRES_LOG ?? '/var/log/postgresql/postgresql-15-main.log';

/** Turns statement logging on (or off) for one database; new connections pick it up. */
export async function setStatementLogging(adminUrl, database, on) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      on
        ? `alter database ${pg.escapeIdentifier(database)} set log_min_duration_statement = 0`
        : `alter database ${pg.escapeIdentifier(database)} reset log_min_duration_statement`,
    );
  } finally {
    await admin.end();
  }
}

export const logSize = () => statSync(POSTGRES_LOG).size;

function readFrom(offset) {
  const size = logSize() - offset;
  const buffer = Buffer.alloc(Math.max(size, 0));
  const fd = openSync(POSTGRES_LOG, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

const ENTRY_START = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d+ \S+ \[\d+\] /;

/** Log entries of `database` since `offset`: each the text after its prefix, continuation lines joined. */
function entries(offset, database) {
  const out = [];
  let current = null;
  for (const line of readFrom(offset).split('\n')) {
    if (ENTRY_START.test(line)) {
      if (current) out.push(current);
      const ours = line.includes(`@${database} `);
      current = ours ? { text: line.replace(ENTRY_START, '').replace(/^\S*@\S+ /, '') } : null;
    } else if (current) {
      current.text += `\n${line.replace(/^\t/, '')}`;
    }
  }
  if (current) out.push(current);
  return out;
}

/** `$1`, `$2`... replaced by the logged literal values (the log quotes them as SQL literals). */
function withParameters(sql, detail) {
  const values = new Map();
  for (const match of detail.matchAll(/\$(\d+) = ('(?:[^']|'')*'|NULL)/g)) {
    values.set(Number(match[1]), match[2]);
  }
  return sql.replace(/\$(\d+)\b/g, (whole, n) => values.get(Number(n)) ?? whole);
}

/**
 * The statements logged since `offset`, grouped by the markers `select 'bench-marker <n>'`:
 * group n holds what ran between marker n and marker n + 1.
 */
export function statementsByMarker(offset, database) {
  const groups = new Map();
  let group = null;
  let pending = null;
  const flush = () => {
    if (pending && group !== null) groups.get(group).push(pending.sql);
    pending = null;
  };
  for (const entry of entries(offset, database)) {
    const statement =
      /^LOG: {2}duration: [\d.]+ ms {2}(?:execute [^:]*|statement): ([\s\S]*)$/.exec(entry.text);
    const detail = /^DETAIL: {2}parameters: ([\s\S]*)$/.exec(entry.text);
    if (statement) {
      flush();
      const sql = statement[1].trim();
      const marker = /^select 'bench-marker (\d+)'/.exec(sql);
      if (marker) {
        group = Number(marker[1]);
        groups.set(group, []);
      } else {
        pending = { sql };
      }
    } else if (detail && pending) {
      pending.sql = withParameters(pending.sql, detail[1]);
    }
  }
  flush();
  return groups;
}
