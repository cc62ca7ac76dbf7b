import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setZodPtBrErrorMap } from '@oportuna/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { repositoryRoot } from './lib/paths.ts';
import { systemRoutes } from './modules/system/system-routes.ts';
import { createSystemService } from './modules/system/system-service.ts';
import { accessRulesPlugin } from './plugins/access.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export const APP_VERSION: string = JSON.parse(
  readFileSync(join(repositoryRoot, 'package.json'), 'utf8'),
).version;

export type BuildOptions = {
  /** An already open database (tests); otherwise one is opened from the configuration. */
  database?: Database;
  logger?: boolean;
};

/** Builds the whole product: plugins, then modules. The server entry and every test use it. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  setZodPtBrErrorMap();
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy: true,
    bodyLimit: 1_000_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgresql', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  if (!options.database) app.addHook('onClose', () => database.close());
  await prepareDatabase(database, { demoData: config.demoData, log: app.log });

  await app.register(accessRulesPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(openApiPlugin, { version: APP_VERSION });

  const system = createSystemService({ database, config, version: APP_VERSION });
  await app.register(systemRoutes, { system });

  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
}
