import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';

/** Tile servers the configured map styles load from, allowed by the content security policy. */
function tileOrigins(config: AppConfig): string[] {
  return [config.map.routeTilesUrl, config.map.satelliteTilesUrl]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url.replace(/[{}]/g, '')).origin);
}

export const securityPlugin = fp(async (app: FastifyInstance, options: { config: AppConfig }) => {
  const tiles = tileOrigins(options.config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and MapLibre set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
        connectSrc: ["'self'", ...tiles],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Answers are made per request: the fastest level costs a third of the default's CPU for
  // about 15% more bytes (a page of "Localidades compatíveis": 0.3 ms against 1 ms), the
  // trade web servers make for dynamic answers (nginx's gzip_comp_level defaults to 1).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['gzip', 'deflate'],
    zlibOptions: { level: 1 },
  });
});
