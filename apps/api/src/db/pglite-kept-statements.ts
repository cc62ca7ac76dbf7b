import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { parse, protocol } from '@electric-sql/pglite';
import type { Db } from './database.ts';

type KeptStatement = { name: string; parameterTypes: number[] };

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  return message;
}

/**
 * On PostgreSQL a statement the product prepares (`.prepare(name)`, the cards) is parsed once
 * per connection and its plan kept by the server (custom plans first, then the generic one).
 * PGlite's `query` parses and plans every statement anew as an unnamed one, so the twelve joins
 * of a card were planned on every page. Here such statements get a name in the embedded
 * database too: parsed once, then only bound and executed, in one call.
 *
 * Only the texts registered with `keep` take this way, and only reads: nothing they do has to
 * be written back to the data directory or announced. Everything else goes to PGlite as is.
 */
export class PgliteKeptStatements {
  readonly #client: PGlite;
  readonly #texts = new Set<string>();
  readonly #kept = new Map<string, KeptStatement>();

  constructor(client: PGlite) {
    this.#client = client;
  }

  keep(text: string): void {
    if (/^\s*select\b/i.test(text)) this.#texts.add(text);
  }

  query = <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    if (!this.#texts.has(text) || options?.blob)
      return this.#client.query<T>(text, params, options);
    // As PGlite's own `query`: after any transaction in progress, and alone.
    return this.#client._runExclusiveTransaction(() =>
      this.#client._runExclusiveQuery(() => this.#execute<T>(text, params, options)),
    );
  };

  transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    this.#client.transaction(callback);

  async #execute<T>(text: string, params: unknown[], options?: QueryOptions) {
    const statement = this.#kept.get(text) ?? (await this.#parse(text));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? this.#client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await this.#client.execProtocol(
      joined([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, this.#client.parsers, options)[0] as Results<T>;
  }

  async #parse(text: string): Promise<KeptStatement> {
    const name = `kept_${this.#kept.size + 1}`;
    const { messages } = await this.#client.execProtocol(
      joined([
        serialize.parse({ name, text, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    this.#kept.set(text, statement);
    return statement;
  }
}

const keptByDatabase = new WeakMap<Db, PgliteKeptStatements>();

export function rememberKeptStatements(db: Db, kept: PgliteKeptStatements): void {
  keptByDatabase.set(db, kept);
}

/** Marks a prepared statement's text to be kept by the embedded database; PostgreSQL keeps it already. */
export function keepPrepared(db: Db, statement: unknown): void {
  const kept = keptByDatabase.get(db);
  const query = (statement as { getQuery?: () => { sql: string } }).getQuery?.();
  if (kept && query) kept.keep(query.sql);
}
