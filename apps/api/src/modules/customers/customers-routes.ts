import { idParam } from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/authentication.ts';
import type { CustomersService } from './customers-service.ts';

const customerParams = z.object({ customer: idParam });

export const customersRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (
  app,
  { customers },
) => {
  app.put(
    '/api/customers/:customer/accept-contract',
    {
      config: { access: 'authenticated', beforeContract: true },
      schema: {
        tags: ['Clientes'],
        summary: 'Registra o aceite dos termos de uso pelo cliente do usuário',
        security: [{ bearerAuth: [] }],
        params: customerParams,
      },
    },
    async (request, reply) => {
      await customers.accept(actorOf(request), request.params.customer);
      return reply.status(204).send();
    },
  );
};
