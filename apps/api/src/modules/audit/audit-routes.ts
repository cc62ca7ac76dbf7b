import { auditListResponseSchema, idParams, paginationQuerySchema } from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import type { AuditService } from './audit-service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  { audit },
) => {
  app.get(
    '/api/users/:id/audits',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Atividades'],
        summary: 'Registro de atividades de um usuário (paginado)',
        params: idParams,
        querystring: paginationQuerySchema(),
        response: { 200: auditListResponseSchema },
      },
    },
    (request) =>
      audit.list(actorOf(request), request.params.id, request.query.page, request.query.limit),
  );
};
