import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { logSerializers, REDACTED_LOG_PATHS } from './lib/log-redaction.ts';
import { answerClientError, answerFrameworkError } from './plugins/client-errors.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';

/** Trusts X-Forwarded-For as set by the nearest `hops` proxies in front of the server. */
const trustNearestHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * The Fastify instance the app is built on: its logging, request ids, proxies and limits, and
 * how it validates requests and serializes answers.
 */
export function createFastifyInstance(
  config: AppConfig,
  options: { logger?: boolean; logStream?: NodeJS.WritableStream },
) {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: logSerializers,
            redact: REDACTED_LOG_PATHS,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy:
      typeof config.trustProxy === 'number'
        ? trustNearestHops(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1_000_000,
    // Closing drops idle keep-alive connections and lets requests in flight finish; open event
    // streams are ended by their module (preClose), so they do not keep the server waiting.
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  return app;
}
