import {
  idParam,
  localityCodeParam,
  localityEditorSchema,
  localityProfileInputSchema,
  localityProfileSchema,
  stateCodeParam,
  stateLocalityCreateSchema,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/authentication.ts';
import type { LocalitiesService } from './localities-service.ts';

const tags = ['Localidades'];
const security = [{ bearerAuth: [] }];
const codeParams = z.object({ code: localityCodeParam });
const CODE_NOTE = 'code: código IBGE do município (7 dígitos) ou do estado (2 dígitos).';

export const localitiesRoutes: FastifyPluginAsyncZod<{ localities: LocalitiesService }> = async (
  app,
  { localities },
) => {
  app.get(
    '/api/locations/:code',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Perfil da localidade (município pelo código IBGE de 7 dígitos, estado pelo de 2)',
        description:
          'Responde null enquanto um administrador não habilitou a localidade; 404 quando o código não é de nenhum município ou estado.',
        security,
        params: codeParams,
        response: { 200: localityProfileSchema.nullable() },
      },
    },
    (request) => localities.byCode(actorOf(request), request.params.code),
  );

  const enableSchema = {
    tags,
    summary: 'Habilita a localidade para edição (cria o seu perfil); idempotente',
    description: `${CODE_NOTE} Superadministrador ou administrador do cliente da localidade. 201 ao criar, 200 se já estava habilitada.`,
    security,
    params: codeParams,
    response: { 200: localityProfileSchema, 201: localityProfileSchema },
  };
  for (const method of ['post', 'put'] as const) {
    app[method](
      '/api/locations/:code/enable',
      { config: { access: 'authenticated' }, schema: enableSchema },
      async (request, reply) => {
        const { created, profile } = await localities.enable(actorOf(request), request.params.code);
        return reply.status(created && method === 'post' ? 201 : 200).send(profile);
      },
    );
  }

  app.put(
    '/api/locations/:code',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Salva o perfil de uma localidade habilitada (spec 2 §4)',
        description: `${CODE_NOTE} Incentivos, contatos e vocações substituem os anteriores; images e multimedia acrescentam os envios pendentes; logo, responsible_id e industrial_area ausentes ficam como estão, null os remove.`,
        security,
        params: codeParams,
        body: localityProfileInputSchema,
        response: { 200: localityProfileSchema },
      },
    },
    (request) => localities.update(actorOf(request), request.params.code, request.body),
  );

  app.post(
    '/api/locations',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Cria o perfil de um estado com o conteúdo salvo (habilita-o); se já existir, salva',
        security,
        body: stateLocalityCreateSchema,
        response: { 200: localityProfileSchema, 201: localityProfileSchema },
      },
    },
    async (request, reply) => {
      const { created, profile } = await localities.createForState(actorOf(request), request.body);
      return reply.status(created ? 201 : 200).send(profile);
    },
  );

  const deleteConfig = { access: 'authenticated' as const };
  app.delete(
    '/api/locations/:code/gallery-image/:imageId',
    {
      config: deleteConfig,
      schema: {
        tags,
        summary: 'Exclui uma imagem da galeria da localidade',
        security,
        params: z.object({ code: localityCodeParam, imageId: idParam }),
      },
    },
    async (request, reply) => {
      const { code, imageId } = request.params;
      await localities.deleteMedia(actorOf(request), code, imageId, true);
      return reply.status(204).send();
    },
  );
  app.delete(
    '/api/locations/:code/attachment/:attachmentId',
    {
      config: deleteConfig,
      schema: {
        tags,
        summary: 'Exclui um anexo da localidade',
        security,
        params: z.object({ code: localityCodeParam, attachmentId: idParam }),
      },
    },
    async (request, reply) => {
      const { code, attachmentId } = request.params;
      await localities.deleteMedia(actorOf(request), code, attachmentId, false);
      return reply.status(204).send();
    },
  );
  app.delete(
    '/api/locations/:code/image/:imageId',
    {
      config: deleteConfig,
      schema: {
        tags,
        summary: 'Exclui uma imagem de um estado (code: código IBGE de 2 dígitos)',
        security,
        params: z.object({ code: stateCodeParam, imageId: idParam }),
      },
    },
    async (request, reply) => {
      const { code, imageId } = request.params;
      await localities.deleteMedia(actorOf(request), code, imageId, true);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/locations/:code/responsible-users',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Usuários que podem ser responsáveis pela edição: os ativos do cliente da localidade',
        security,
        params: codeParams,
        response: { 200: z.object({ data: z.array(localityEditorSchema) }) },
      },
    },
    (request) => localities.editors(actorOf(request), request.params.code),
  );
};
