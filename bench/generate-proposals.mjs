// Adds synthetic opportunities (marked as demo) spread over real municipalities, for the
// list and map benchmarks. Usage: DATABASE_URL=postgres://... node bench/generate-proposals.mjs 100000
import pg from 'pg';

/**
 * `database` is a PostgreSQL URL, or an open client with `query(sql, params)`: a PGlite on
 * DATA_DIR/pgdata while the API is stopped (the running API holds the embedded files alone).
 */
export async function generateProposals(database, count) {
  if (typeof database !== 'string') return insertProposals(database, count);
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    return await insertProposals(client, count);
  } finally {
    await client.end();
  }
}

async function insertProposals(client, count) {
  const started = Date.now();
  await client.query(
    `insert into proposals (type, status, name, description, customer_id, city_id, location,
       project_category, project_total, project_required_investment, created_at, updated_at,
       completed_at, lost_at, is_demo)
     select
       case when g % 2 = 0 then 'city'::proposal_type else 'company'::proposal_type end,
       (array['open','open','open','pending','completed','lost'])[1 + g % 6]::proposal_status,
       'Oportunidade sintética ' || g,
       'Gerada para medir listas e mapas.',
       (select id from customers order by id limit 1),
       c.id,
       point(c.longitude + ((g % 97) - 48) * 0.0005, c.latitude + ((g % 89) - 44) * 0.0005),
       case when g % 2 = 1 then 'expansion' end,
       case when g % 2 = 1 then 100000 + (g % 5000) * 10000 end,
       case when g % 2 = 1 then 50000 + (g % 5000) * 5000 end,
       timestamptz '2024-01-01' + (g % 700) * interval '1 day',
       timestamptz '2024-01-01' + (g % 700) * interval '1 day',
       case when g % 6 = 4 then timestamptz '2026-01-01' end,
       case when g % 6 = 5 then timestamptz '2026-02-01' end,
       true
     from generate_series(1, $1::int) g
     join lateral (select id, longitude, latitude from cities where id = 1 + (g * 7919) % 5571) c on true`,
    [count],
  );
  // What autovacuum does shortly after a bulk load: statistics for the planner, and the
  // visibility map that lets the lists' index-only scans skip the table.
  await client.query('vacuum analyze proposals');
  return Date.now() - started;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.argv[2] ?? 100_000);
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Defina DATABASE_URL (PostgreSQL) para gerar oportunidades.');
    process.exit(1);
  }
  const ms = await generateProposals(url, count);
  console.log(`${count} oportunidades geradas em ${(ms / 1000).toFixed(1)} s`);
}
