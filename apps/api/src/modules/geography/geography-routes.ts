import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GeoDocument, GeographyService } from './geography-service.ts';

const tags = ['Mapas'];

export const geographyRoutes: FastifyPluginAsyncZod<{ geography: GeographyService }> = async (
  app,
  { geography },
) => {
  const send = (
    document: GeoDocument,
    request: { headers: Record<string, string | string[] | undefined> },
    reply: import('fastify').FastifyReply,
  ) => {
    reply
      .header('etag', document.etag)
      .header('cache-control', 'public, max-age=3600')
      .type('application/geo+json; charset=utf-8');
    if (request.headers['if-none-match'] === document.etag) return reply.status(304).send();
    return reply.send(document.body);
  };

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
        summary: 'Municípios de um estado: limites quando importados, senão as sedes como pontos',
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
};
