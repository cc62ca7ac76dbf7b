import type { FastifyBaseLogger } from 'fastify';
import { loadMunicipalBoundaryExtract } from '../importers/reference-data/load-municipal-boundary-extract.ts';
import { loadReferenceData } from '../importers/reference-data/load-reference-data.ts';
import { isDemoDataPresent, isReceitaLoaded } from '../lib/demo-marker.ts';
import { analyzeOwnTables } from './analyze-own-tables.ts';
import type { Database } from './database.ts';
import { migrateDatabase } from './migrate.ts';
import { refreshCityFacts } from './refresh-city-facts.ts';

/** Migrations, then reference data and municipal boundaries, then (unless disabled) the demo data set; all idempotent. */
export async function prepareDatabase(
  database: Database,
  options: { demoData: boolean; log: Pick<FastifyBaseLogger, 'info'> },
): Promise<void> {
  await migrateDatabase(database);
  const reference = await loadReferenceData(database.db);
  if (reference.loaded) {
    options.log.info(
      { states: reference.states, cities: reference.cities, ms: reference.ms },
      'reference data loaded',
    );
  }
  const boundaries = await loadMunicipalBoundaryExtract(database.db);
  if (boundaries.loaded) {
    options.log.info(
      { boundaries: boundaries.boundaries, ms: boundaries.ms },
      'municipal boundaries loaded',
    );
  }
  let indicatorsChanged = reference.loaded;
  let loaded = reference.loaded || boundaries.loaded;
  // Imported only when the set is about to load, so other starts never load the seed.
  if (options.demoData && !(await isDemoDataPresent(database.db))) {
    const { loadDemoData } = await import('../seed/load-demo-data.ts');
    const demo = await loadDemoData(database.db);
    if (demo.loaded) options.log.info({ ms: demo.ms, counts: demo.counts }, 'demo data loaded');
    indicatorsChanged ||= demo.loaded;
    loaded ||= demo.loaded;
  }
  // The demo companies go through the Receita importer, after the rest of the set commits: a
  // start that stopped in between loads them now, and so does a database from before.
  if (options.demoData && !(await isReceitaLoaded(database.db))) {
    const { loadDemoReceitaRelease } = await import('../seed/demo-receita-release.ts');
    const started = performance.now();
    const report = await loadDemoReceitaRelease(database);
    options.log.info(
      { ms: Math.round(performance.now() - started), companies: report.tables.companies?.rows },
      'demo Receita release loaded',
    );
  }
  if (loaded) await analyzeOwnTables(database.db);
  if (indicatorsChanged) await refreshCityFacts(database.db);
}
