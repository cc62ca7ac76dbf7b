import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { appSettings, dataSources } from '../db/schema/index.ts';

export const DEMO_SETTING_KEY = 'demo_data';

/** The demo data set records itself here when loaded; the web app then shows its badge. */
export async function isDemoDataPresent(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, DEMO_SETTING_KEY))
    .limit(1);
  return Boolean(row);
}

/** Whether any Receita release, real or the demo's, has been loaded. */
export async function isReceitaLoaded(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ source: dataSources.source })
    .from(dataSources)
    .where(eq(dataSources.source, 'receita'))
    .limit(1);
  return Boolean(row);
}
