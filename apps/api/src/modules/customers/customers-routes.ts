import {
  customerInputSchema,
  customerSchema,
  customersQuerySchema,
  customerUpdateBodySchema,
  idParam,
  idParams,
  listResponse,
  parseCustomerUpdate,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { listOrExport } from '../../lib/export-reply.ts';
import { actorOf } from '../../plugins/authentication.ts';
import { CUSTOMER_EXPORT_COLUMNS } from './customer-export-columns.ts';
import type { CustomersAdminService } from './customers-admin-service.ts';
import type { CustomersService } from './customers-service.ts';

const customerParams = z.object({ customer: idParam });
const tags = ['Clientes'];
const security = [{ bearerAuth: [] }];

export const customersRoutes: FastifyPluginAsyncZod<{
  customers: CustomersService;
  admin: CustomersAdminService;
  clock: Clock;
}> = async (app, { customers, admin, clock }) => {
  app.put(
    '/api/customers/:customer/accept-contract',
    {
      config: { access: 'authenticated', beforeContract: true },
      schema: {
        tags,
        summary: 'Registra o aceite dos termos de uso pelo cliente do usuário',
        security,
        params: customerParams,
      },
    },
    async (request, reply) => {
      await customers.accept(actorOf(request), request.params.customer);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/customers',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary:
          'Clientes (prefeituras, governos e empresas); format=csv|xlsx exporta todos os filtrados',
        security,
        querystring: customersQuerySchema,
        response: { 200: listResponse(customerSchema) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const query = request.query;
      return listOrExport(reply, query.format, {
        prefix: 'export-customers',
        sheetName: 'Clientes',
        columns: CUSTOMER_EXPORT_COLUMNS,
        rows: () => admin.exportRows(actor, query),
        clock,
        list: () => admin.list(actor, query),
      });
    },
  );

  app.get(
    '/api/customers/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Um cliente: o superadministrador qualquer um, um administrador o seu',
        security,
        params: idParams,
        response: { 200: customerSchema },
      },
    },
    (request) => admin.get(actorOf(request), request.params.id),
  );

  app.post(
    '/api/customers',
    {
      config: { access: 'superadmin' },
      schema: {
        tags,
        summary:
          'Cadastra um cliente: cidade (estado e cidade), governo (estado) ou empresa (CNPJ)',
        security,
        body: customerInputSchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await admin.create(actorOf(request), request.body)),
  );

  app.put(
    '/api/customers/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Atualiza um cliente (superadministrador), ou a identidade visual do próprio cliente (administrador)',
        security,
        params: idParams,
        body: customerUpdateBodySchema,
      },
    },
    async (request, reply) => {
      await admin.update(actorOf(request), request.params.id, parseCustomerUpdate(request.body));
      return reply.status(204).send();
    },
  );
};
