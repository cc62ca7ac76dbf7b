import { DATA_SOURCE_KEYS, type DataSource, type DataSourceKey } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { listLoadedSources } from './data-sources-queries.ts';

const NAMES: Record<DataSourceKey, string> = {
  receita: 'Receita Federal — Cadastro Nacional da Pessoa Jurídica',
  ibge: 'IBGE — Malha municipal',
  tse: 'TSE — Candidaturas e eleições',
  reference: 'Dados de referência — estados, municípios, indicadores e prefeitos',
};

/** Which public source a recorded load belongs to. */
function keyOf(source: string): DataSourceKey | null {
  if (source === 'receita') return 'receita';
  if (source === 'reference-territory') return 'reference';
  if (source === 'reference-municipal-boundaries') return 'ibge';
  if (source.startsWith('tse')) return 'tse';
  return null;
}

/** The public data the product is built on, each with its release and when it was loaded. */
export function createDataSourcesService({ db }: { db: Db }) {
  return {
    async list(): Promise<{ data: DataSource[] }> {
      type Load = { releaseDate: string | null; loadedAt: string; rows: number };
      const latest = new Map<DataSourceKey, Load>();
      // The full-detail boundaries are imported a file (a state) at a time: when there are any,
      // together they are the IBGE load shown, in place of the simplified extract.
      const fullBoundaries: Load[] = [];
      // Newest load first.
      for (const row of await listLoadedSources(db)) {
        if (row.source.startsWith('municipal-boundaries:')) fullBoundaries.push(row);
        else {
          const key = keyOf(row.source);
          if (key && !latest.has(key)) latest.set(key, row);
        }
      }
      const [newest] = fullBoundaries;
      if (newest) {
        const rows = fullBoundaries.reduce((sum, file) => sum + file.rows, 0);
        latest.set('ibge', { ...newest, rows });
      }
      return {
        data: DATA_SOURCE_KEYS.map((key) => {
          const row = latest.get(key);
          return {
            key,
            name: NAMES[key],
            release_date: row?.releaseDate ?? null,
            loaded_at: row ? new Date(row.loadedAt).toISOString() : null,
            rows: row?.rows ?? null,
          };
        }),
      };
    },
  };
}

export type DataSourcesService = ReturnType<typeof createDataSourcesService>;
