// What matching keeps in memory (decision 0030): reads the facts of a database prepared by
// bench/matching.mjs (BENCH_DATABASE) the way a server does at start, several times, and
// prints how long a reading takes and the heap it holds (measured between full collections).
//
// Usage: BENCH_DATABASE=<name> DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//          node --expose-gc --import tsx bench/matching-memory.mjs
import { openDatabase } from '../apps/api/src/db/open-database.ts';
import { createChangeFeed } from '../apps/api/src/lib/change-feed.ts';
import { createMatchingFacts } from '../apps/api/src/modules/matching/matching-facts.ts';
import { createProposalsService } from '../apps/api/src/modules/proposals/proposals-service.ts';
import { withDatabase } from './list-bench.mjs';

const serverUrl = process.env.DATABASE_URL;
const name = process.env.BENCH_DATABASE;
if (!serverUrl || !name || typeof globalThis.gc !== 'function') {
  console.error(
    'Defina DATABASE_URL e BENCH_DATABASE (preparado por bench/matching.mjs) e rode com --expose-gc.',
  );
  process.exit(1);
}

const database = await openDatabase({ kind: 'postgresql', url: withDatabase(serverUrl, name) });
const changes = await createChangeFeed(database, { warn: () => {}, info: () => {} });
// Reading the facts needs only the opportunities' queries.
const proposals = createProposalsService({
  db: database.db,
  clock: { now: () => new Date() },
  audit: null,
  notifications: null,
  fileUrl: () => '',
});
const heapMb = () => {
  globalThis.gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const kept = [];
const before = heapMb();
const times = [];
for (let i = 0; i < 3; i += 1) {
  const facts = createMatchingFacts({ db: database.db, proposals, changes });
  const started = performance.now();
  kept.push(await facts.current());
  times.push(performance.now() - started);
}
const held = (heapMb() - before) / kept.length;
const [snapshot] = kept;
console.log(
  `${snapshot.places.length} municipalities, ${snapshot.projects.length} open private opportunities`,
);
console.log(`reading: ${times.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
console.log(
  `heap held by one reading: ${held.toFixed(1)} MB ` +
    `(${((held * 2 ** 20) / snapshot.projects.length).toFixed(0)} bytes per opportunity, ` +
    'municipalities included)',
);
await changes.close();
await database.close();
