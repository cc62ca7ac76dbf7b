import { auditListResponseSchema, paginationQuerySchema } from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/authentication.ts';
import type { AuditService } from './audit-service.ts';

const userIdParams = z.object({
  id: z.coerce
    .number({ error: 'Identificador inválido' })
    .int()
    .positive({ error: 'Identificador inválido' }),
});

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
        params: userIdParams,
        querystring: paginationQuerySchema(),
        response: { 200: auditListResponseSchema },
      },
    },
    (request) =>
      audit.list(actorOf(request), request.params.id, request.query.page, request.query.limit),
  );
};
