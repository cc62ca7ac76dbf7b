import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { createBackgroundTasks } from './lib/background-tasks.ts';

/**
 * The app's database, opened from the configuration unless one is given (tests), and its
 * background tasks: the tasks finish before the database it opened closes, when the app does.
 */
export async function openAppDatabase(
  app: FastifyInstance,
  config: AppConfig,
  options: { database?: Database },
) {
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgresql', url: config.databaseUrl, poolSize: config.databasePoolSize }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  const tasks = createBackgroundTasks(app.log);
  app.addHook('onClose', async () => {
    await tasks.drain();
    if (!options.database) await database.close();
  });
  await prepareDatabase(database, { demoData: config.demoData, log: app.log });
  return { database, tasks };
}
