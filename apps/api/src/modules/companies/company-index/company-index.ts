import type { Db } from '../../../db/database.ts';
import { buildRegistryIndex } from './build-index.ts';
import { answerPage, type IndexedPage } from './index-page.ts';
import { registryVersion } from './index-queries.ts';
import { cnpjAt, DEFAULT_LIMITS, type IndexLimits, type RegistryIndex } from './registry-index.ts';

type Logger = { info: (msg: string) => void; warn: (msg: string) => void };

/** After a failed build, how long lists answer from SQL before the next try. */
const RETRY_AFTER_MS = 30_000;

export type IndexedAnswer = {
  cnpjs: string[];
  total: number;
  totalIsEstimate: boolean;
  totalWithoutFilter: number;
};

/**
 * The company list's index (decision 0025), kept current with the registry: derived state,
 * like a cache. It answers only when it was read at the registry's present version (which
 * each list request reads with its filter); otherwise the list answers from SQL, and a build
 * of the registry as it is now starts in the background, one at a time. A stale index is
 * dropped at once, so that two never take memory together for long.
 */
export function createCompanyIndex(deps: {
  db: Db;
  log: Logger;
  limits?: IndexLimits;
  build?: typeof buildRegistryIndex;
}) {
  const { db, log } = deps;
  const limits = deps.limits ?? DEFAULT_LIMITS;
  const build = deps.build ?? buildRegistryIndex;
  const stop = new AbortController();
  let current: RegistryIndex | null = null;
  let building: Promise<void> | null = null;
  let retryAt = 0;
  let answered = 0;

  async function rebuild(): Promise<void> {
    const started = performance.now();
    try {
      const built = await build(db, stop.signal, limits.chunk);
      if (!built || stop.signal.aborted) return;
      current = built;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      log.info(
        `Índice da lista de empresas pronto: ${built.size} estabelecimentos em ${seconds} s`,
      );
    } catch (error) {
      retryAt = Date.now() + RETRY_AFTER_MS;
      if (!stop.signal.aborted) {
        log.warn(`Índice da lista de empresas não montado: ${(error as Error).message}`);
      }
    } finally {
      building = null;
    }
  }

  function startBuild(): Promise<void> {
    if (!building && !stop.signal.aborted) building = rebuild();
    return building ?? Promise.resolve();
  }

  return {
    /**
     * The page's CNPJs and the filter's totals, when the index holds the registry at
     * `version`; otherwise null (the caller answers from SQL).
     */
    answer(version: number, page: IndexedPage): IndexedAnswer | null {
      if (current?.version !== version) {
        if (current && current.version < version) current = null;
        if (Date.now() >= retryAt) void startBuild();
        return null;
      }
      const found = answerPage(current, page, limits);
      answered++;
      const index = current;
      return {
        cnpjs: found.rows.map((row) => cnpjAt(index, row)),
        total: found.total,
        totalIsEstimate: found.estimate,
        totalWithoutFilter: index.size,
      };
    },

    /** Builds the index until it holds the registry as it is now; a failed build throws. */
    async refresh(): Promise<void> {
      for (;;) {
        const version = await registryVersion(db);
        if (current?.version === version) return;
        retryAt = 0;
        await startBuild();
        if (retryAt > 0) throw new Error('o índice da lista de empresas não pôde ser montado');
      }
    },

    /** Whether the index holds the registry as it is now, is being built, or is stale. */
    async state(): Promise<'current' | 'building' | 'stale'> {
      if (building) return 'building';
      return current?.version === (await registryVersion(db)) ? 'current' : 'stale';
    },

    /** How many pages the index has answered (tests tell its answers from SQL's by it). */
    get answered() {
      return answered;
    },

    /** Stops a build under way (its connection is closed) and waits for it to end. */
    async close(): Promise<void> {
      stop.abort();
      await building;
      current = null;
    },
  };
}

export type CompanyIndex = ReturnType<typeof createCompanyIndex>;
