import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError } from './db/database.ts';
import { ForeignDatabaseError } from './db/migrate.ts';
import { DataDirError } from './lib/data-dir.ts';

const EXPECTED = [ConfigError, DataDirError, DatabaseUnavailableError, ForeignDatabaseError];
/** Requests in flight get this long to finish when the server is told to stop. */
const SHUTDOWN_DEADLINE_MS = 15_000;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.warm();
  await app.listen({ port: config.port, host: config.host });
  if (config.demoData) {
    const { printDemoAccounts } = await import('./seed/demo-accounts.ts');
    printDemoAccounts(config.publicUrl);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => {
        app.log.error('requests still open after the shutdown deadline; exiting');
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  if (EXPECTED.some((kind) => error instanceof kind)) {
    console.error((error as Error).message);
  } else if ((error as { code?: string }).code === 'EADDRINUSE') {
    console.error(`A porta já está em uso: ${(error as Error).message}. Defina outra com PORT.`);
  } else {
    console.error('Falha ao iniciar o Oportuna:', error);
  }
  process.exit(1);
});
