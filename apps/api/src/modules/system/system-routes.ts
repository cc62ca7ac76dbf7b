import { clientConfigResponseSchema, healthResponseSchema } from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SystemService } from './system-service.ts';

export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (
  app,
  { system },
) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Sistema'],
        summary: 'Estado do serviço e do banco de dados',
        response: { 200: healthResponseSchema },
      },
    },
    () => system.health(),
  );

  app.get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Sistema'],
        summary: 'Configuração pública usada pelo aplicativo web',
        response: { 200: clientConfigResponseSchema },
      },
    },
    () => system.clientConfig(),
  );
};
