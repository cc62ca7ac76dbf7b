import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { DEMO_SETTING_KEY } from '../lib/demo-marker.ts';

/** Rows created inside a demo tenant after the load belong to the demo set as well. */
const DEMO_CUSTOMERS = sql.raw('select id from customers where is_demo');
const DEMO_USERS = sql.raw(
  'select id from users where is_demo or customer_id in (select id from customers where is_demo)',
);
const DEMO_PROPOSALS = sql.raw(
  'select id from proposals where is_demo or customer_id in (select id from customers where is_demo)',
);

const DEMO_RELEASE_LOADED = sql.raw(
  `exists (select 1 from data_sources where source = 'receita' and (details->>'demo')::boolean)`,
);

/**
 * Deletes the demo data set, children before parents, and its marker. Reference data
 * (territory, real indicators and mayors, catalogues, CNAE and Receita code tables) stays;
 * rows outside the demo set that point at a demo user or customer lose that pointer only.
 */
export async function removeDemoData(db: Db): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const statements = [
      sql`delete from favorites where
            (entity = 'proposal' and entity_id in (select id::text from (${DEMO_PROPOSALS}) p))
         or (entity = 'company' and ${DEMO_RELEASE_LOADED}
             and entity_id not in (select cnpj from manual_companies))
         or (entity = 'politician' and entity_id in (select id::text from politicians where is_demo))
         or (entity = 'customer' and entity_id in (select id::text from customers where is_demo))`,
      sql`delete from notifications where user_id in (${DEMO_USERS})
            or created_by_user_id in (${DEMO_USERS}) or customer_id in (${DEMO_CUSTOMERS})`,
      sql`delete from activity_logs where user_id in (${DEMO_USERS}) or customer_id in (${DEMO_CUSTOMERS})`,
      sql`update files set customer_id = null where customer_id in (${DEMO_CUSTOMERS})`,
      sql`update files set uploaded_by_user_id = null where uploaded_by_user_id in (${DEMO_USERS})`,
      sql`update company_infos set updated_by = null where updated_by in (${DEMO_USERS})`,
      sql`delete from proposals where id in (${DEMO_PROPOSALS})`,
      sql`update proposals set responsible_user_id = null where responsible_user_id in (${DEMO_USERS})`,
      sql`update proposals set created_by_user_id = null where created_by_user_id in (${DEMO_USERS})`,
      sql`update proposals set approved_by_user_id = null where approved_by_user_id in (${DEMO_USERS})`,
      sql`delete from locations where is_demo`,
      sql`update locations set customer_id = null where customer_id in (${DEMO_CUSTOMERS})`,
      sql`update locations set responsible_user_id = null where responsible_user_id in (${DEMO_USERS})`,
      sql`delete from users where id in (${DEMO_USERS})`,
      sql`delete from customers where is_demo`,
      // The demo's Receita release goes with it; a real release loaded since stays.
      sql`delete from receita.partners where ${DEMO_RELEASE_LOADED}`,
      sql`delete from receita.companies where source = 'receita' and ${DEMO_RELEASE_LOADED}`,
      sql`delete from data_sources where source = 'receita' and ${DEMO_RELEASE_LOADED}`,
      sql`delete from politicians where is_demo`,
      sql`delete from city_indicators where is_demo`,
      sql`delete from state_indicators where is_demo`,
      sql`delete from app_settings where key = ${DEMO_SETTING_KEY}`,
    ];
    for (const statement of statements) await tx.execute(statement);
  });
}
