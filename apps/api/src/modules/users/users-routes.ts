import {
  idParams,
  inactivateUsersSchema,
  parseUserUpdate,
  userCustomerOptionsSchema,
  userInputSchema,
  userSchema,
  usersListSchema,
  usersQuerySchema,
  userUpdateBodySchema,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/authentication.ts';
import type { UsersService } from './users-service.ts';

const tags = ['Usuários'];
const security = [{ bearerAuth: [] }];
const created = z.object({ id: z.number().int() });

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Usuários ativos: o superadministrador todos (customer_id filtra), um administrador os do seu cliente',
        security,
        querystring: usersQuerySchema,
        response: { 200: usersListSchema },
      },
    },
    (request) => users.list(actorOf(request), request.query),
  );

  app.get(
    '/api/users/customer-options',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Clientes ativos que o formulário de usuário oferece',
        security,
        response: { 200: userCustomerOptionsSchema },
      },
    },
    (request) => users.customerOptions(actorOf(request)),
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Um usuário que o chamador pode ver (404 caso contrário)',
        security,
        params: idParams,
        response: { 200: userSchema },
      },
    },
    (request) => users.get(actorOf(request), request.params.id),
  );

  app.post(
    '/api/users/email',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Primeira tentativa de cadastro: 403 se um usuário ativo tem o e-mail, 204 se um inativo o tem, senão cadastra (201)',
        security,
        body: userInputSchema,
        response: { 201: created, 204: z.void().describe('Um usuário inativo tem o e-mail') },
      },
    },
    async (request, reply) => {
      const result = await users.checkEmailThenCreate(actorOf(request), request.body);
      if (result.outcome === 'inactive_exists') return reply.status(204).send();
      return reply.status(201).send({ id: result.id });
    },
  );

  app.post(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Cadastra um usuário, ou reativa e atualiza o usuário inativo com o e-mail; sem senha, envia um link para criá-la',
        security,
        body: userInputSchema,
        response: { 201: created },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await users.create(actorOf(request), request.body)),
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Atualiza um usuário (senha em branco mantém a atual), ou o ativa/inativa',
        security,
        params: idParams,
        body: userUpdateBodySchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await users.update(actor, request.params.id, parseUserUpdate(request.body));
      return users.get(actor, request.params.id);
    },
  );

  app.post(
    '/api/users/inactivateMany',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Inativa os usuários (todos ou nenhum) e encerra as sessões deles',
        security,
        body: inactivateUsersSchema,
      },
    },
    async (request, reply) => {
      await users.inactivateMany(actorOf(request), request.body.ids);
      return reply.status(204).send();
    },
  );
};
