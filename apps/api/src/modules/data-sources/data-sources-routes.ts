import { dataSourcesSchema } from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DataSourcesService } from './data-sources-service.ts';

export const dataSourcesRoutes: FastifyPluginAsyncZod<{ dataSources: DataSourcesService }> = async (
  app,
  { dataSources },
) => {
  app.get(
    '/api/data-sources',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Catálogos'],
        summary: 'Fontes de dados públicos, com a data da publicação e da carga',
        security: [{ bearerAuth: [] }],
        response: { 200: dataSourcesSchema },
      },
    },
    () => dataSources.list(),
  );
};
