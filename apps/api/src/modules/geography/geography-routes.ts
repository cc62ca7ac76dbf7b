import { idParams } from '@oportuna/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GeoDocument, GeographyService } from './geography-service.ts';

const tags = ['Mapas'];

function send(document: GeoDocument, request: FastifyRequest, reply: FastifyReply) {
  reply
    .header('etag', document.etag)
    .header('cache-control', 'public, max-age=3600')
    .header('vary', 'accept-encoding')
    .type('application/geo+json; charset=utf-8');
  if (request.headers['if-none-match'] === document.etag) return reply.status(304).send();
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('content-encoding', 'gzip').send(document.gzip);
  }
  return reply.send(document.body);
}

export const geographyRoutes: FastifyPluginAsyncZod<{ geography: GeographyService }> = async (
  app,
  { geography },
) => {
  app.get(
    '/api/br.geojson',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Limites dos 27 estados (GeoJSON FeatureCollection)' },
    },
    async (request, reply) => send(await geography.brazil(), request, reply),
  );

  app.get(
    '/api/states/:code.geojson',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Municípios de um estado: seus limites (a sede como ponto quando não há limite)',
        params: z.object({
          code: z.coerce
            .number({ error: 'Código IBGE do estado inválido' })
            .int({ error: 'Código IBGE do estado inválido' })
            .min(11, { error: 'Código IBGE do estado inválido' })
            .max(53, { error: 'Código IBGE do estado inválido' }),
        }),
      },
    },
    async (request, reply) => send(await geography.state(request.params.code), request, reply),
  );

  app.get(
    '/api/cities/:id/boundary.geojson',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Contorno de um município (FeatureCollection com um limite, ou vazia sem limite)',
        params: idParams,
      },
    },
    async (request, reply) => send(await geography.cityOutline(request.params.id), request, reply),
  );
};
