import {
  auditListResponseSchema,
  auditPeriodQuerySchema,
  auditsQuerySchema,
  idParams,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import type { AuditService } from './audit-service.ts';

const tags = ['Atividades'];

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (
  app,
  { audit },
) => {
  app.get(
    '/api/users/:id/audits',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Registro de atividades de um usuário (paginado, mais recentes primeiro)',
        params: idParams,
        querystring: auditsQuerySchema,
        response: { 200: auditListResponseSchema },
      },
    },
    (request) => audit.list(actorOf(request), request.params.id, request.query),
  );

  app.get(
    '/api/users/:id/audits-pdf',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Registro de atividades de um usuário em PDF (from/to: dias em horário de Brasília)',
        params: idParams,
        querystring: auditPeriodQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await audit.pdf(
        actorOf(request),
        request.params.id,
        request.query,
      );
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      reply.type('application/pdf');
      return reply.send(stream);
    },
  );
};
