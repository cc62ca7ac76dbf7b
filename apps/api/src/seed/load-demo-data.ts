import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { appSettings } from '../db/schema/index.ts';
import { DEMO_SETTING_KEY, isDemoDataPresent } from '../lib/demo-marker.ts';
import { bulkInsert, type ColumnTypes, insertWithIds } from './demo-bulk-insert.ts';
import { CNAE_ACTIVITIES } from './demo-cnae.ts';
import { loadDemoContext } from './demo-context.ts';
import {
  PROPOSAL_BENEFIT_COLUMNS,
  PROPOSAL_COLUMNS,
  PROPOSAL_CONTACT_COLUMNS,
  proposalChildRows,
} from './demo-proposal-rows.ts';
import { createRandom } from './demo-random.ts';
import { DEMO_GENERATED_FOR, DEMO_SEED } from './demo-settings.ts';
import { fillDemoIndicators } from './fill-demo-indicators.ts';
import { generateCompanies } from './generate-companies.ts';
import { CUSTOMER_COLUMNS, generateCustomers } from './generate-customers.ts';
import {
  generateLocations,
  LOCATION_BENEFIT_COLUMNS,
  LOCATION_COLUMNS,
  LOCATION_CONTACT_COLUMNS,
  LOCATION_VOCATION_COLUMNS,
  locationChildRows,
} from './generate-locations.ts';
import { generatePoliticians, POLITICIAN_COLUMNS } from './generate-politicians.ts';
import { generateProposals } from './generate-proposals.ts';
import { generateUsers, USER_COLUMNS } from './generate-users.ts';

export { removeDemoData } from './remove-demo-data.ts';

export type DemoLoadResult = { loaded: boolean; ms: number; counts: Record<string, number> };

const ACTIVITY_COLUMNS: ColumnTypes<{ code: string; text: string }> = {
  code: 'text',
  text: 'text',
};

/**
 * Generates the demo data set in one transaction, unless it is already there. Everything is
 * drawn from a seeded generator over fixed dates, so every fresh database gets identical rows.
 */
export async function loadDemoData(db: Db): Promise<DemoLoadResult> {
  if (await isDemoDataPresent(db)) return { loaded: false, ms: 0, counts: {} };
  const started = performance.now();
  const counts = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Claiming the marker first makes a second process that starts at the same time wait,
    // then find the marker and leave.
    const claimed = await tx
      .insert(appSettings)
      .values({ key: DEMO_SETTING_KEY, value: {} })
      .onConflictDoNothing({ target: appSettings.key })
      .returning({ key: appSettings.key });
    if (claimed.length === 0) return null;
    const counts = await generateAll(tx);
    const marker = { seed: DEMO_SEED, generated_for: DEMO_GENERATED_FOR, counts };
    await tx.execute(sql`update app_settings set value = ${JSON.stringify(marker)}::jsonb, updated_at = now()
                         where key = ${DEMO_SETTING_KEY}`);
    return counts;
  });
  if (!counts) return { loaded: false, ms: 0, counts: {} };
  return { loaded: true, ms: Math.round(performance.now() - started), counts };
}

async function generateAll(tx: Db): Promise<Record<string, number>> {
  const random = createRandom(DEMO_SEED);
  const context = await loadDemoContext(tx);
  const counts: Record<string, number> = {};

  counts.activities = await bulkInsert(
    tx,
    'activities',
    ACTIVITY_COLUMNS,
    CNAE_ACTIVITIES.map(({ code, text }) => ({ code, text })),
    {
      onConflict: 'on conflict (code) do nothing',
    },
  );
  // Companies and partners are written as a Receita release and loaded by its importer once
  // this transaction commits (loadDemoReceitaRelease); here they only anchor the opportunities.
  const companySet = generateCompanies(random.fork('companies'), context);

  const customers = generateCustomers(context, companySet.customerCompany);
  counts.customers = await insertWithIds(tx, 'customers', CUSTOMER_COLUMNS, [
    customers.city,
    customers.state,
    customers.company,
  ]);
  const users = await generateUsers(random.fork('users'), customers);
  counts.users = await insertWithIds(
    tx,
    'users',
    USER_COLUMNS,
    users.map((u) => u.row),
  );

  const proposals = generateProposals(
    random.fork('proposals'),
    context,
    customers,
    users,
    companySet,
  );
  counts.proposals = await insertWithIds(
    tx,
    'proposals',
    PROPOSAL_COLUMNS,
    proposals.map((p) => p.row),
  );
  const proposalChildren = proposalChildRows(proposals);
  counts.proposal_benefits = await insertWithIds(
    tx,
    'proposal_benefits',
    PROPOSAL_BENEFIT_COLUMNS,
    proposalChildren.benefits,
  );
  counts.proposal_contacts = await insertWithIds(
    tx,
    'proposal_contacts',
    PROPOSAL_CONTACT_COLUMNS,
    proposalChildren.contacts,
  );

  counts.politicians = await insertWithIds(
    tx,
    'politicians',
    POLITICIAN_COLUMNS,
    generatePoliticians(random.fork('politicians'), context),
  );

  const locations = generateLocations(random.fork('locations'), context, customers, users);
  counts.locations = await insertWithIds(
    tx,
    'locations',
    LOCATION_COLUMNS,
    locations.map((l) => l.row),
  );
  const locationChildren = locationChildRows(context, locations);
  counts.location_benefits = await insertWithIds(
    tx,
    'location_benefits',
    LOCATION_BENEFIT_COLUMNS,
    locationChildren.benefits,
  );
  counts.location_contacts = await insertWithIds(
    tx,
    'location_contacts',
    LOCATION_CONTACT_COLUMNS,
    locationChildren.contacts,
  );
  counts.location_vocations = await bulkInsert(
    tx,
    'location_vocations',
    LOCATION_VOCATION_COLUMNS,
    locationChildren.vocations,
  );

  Object.assign(counts, await fillDemoIndicators(tx, context));
  return counts;
}
