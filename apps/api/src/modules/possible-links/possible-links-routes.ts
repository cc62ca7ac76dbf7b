import {
  companyDocumentParamsSchema,
  idParams,
  possibleLinkParamsSchema,
  possibleLinksSchema,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/authentication.ts';
import type { PossibleLinksService } from './possible-links-service.ts';

const tags = ['Possíveis vínculos'];
const security = [{ bearerAuth: [] }];

export const possibleLinksRoutes: FastifyPluginAsyncZod<{
  possibleLinks: PossibleLinksService;
}> = async (app, { possibleLinks }) => {
  app.get(
    '/api/politicians/:id/possible-links',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Empresas com um sócio de mesmo nome do político no mesmo estado (e os mesmos dígitos do CPF, quando o TSE os publica); até 100',
        security,
        params: idParams,
        response: { 200: possibleLinksSchema },
      },
    },
    (request) => possibleLinks.ofPolitician(actorOf(request), request.params.id),
  );

  app.get(
    '/api/companies/:document/possible-links',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Políticos de mesmo nome de um sócio da empresa, num estado onde ela tem estabelecimento; até 100',
        security,
        params: companyDocumentParamsSchema,
        response: { 200: possibleLinksSchema },
      },
    },
    (request) => possibleLinks.ofCompany(actorOf(request), request.params.document),
  );

  app.post(
    '/api/politicians/:id/possible-links/:document/dismiss',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Marca como incorreto o possível vínculo do político com a empresa: deixa de ser mostrado aos usuários do cliente do administrador, ou a todos quando é o superadministrador (idempotente)',
        security,
        params: possibleLinkParamsSchema,
      },
    },
    async (request, reply) => {
      await possibleLinks.dismiss(
        actorOf(request),
        request.params.id,
        request.params.document,
        request,
      );
      return reply.status(204).send();
    },
  );
};
