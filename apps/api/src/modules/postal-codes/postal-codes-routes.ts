import { onlyDigits, postalCodeResponseSchema } from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PostalCodesService } from './postal-codes-service.ts';

export const postalCodesRoutes: FastifyPluginAsyncZod<{ postalCodes: PostalCodesService }> = async (
  app,
  { postalCodes },
) => {
  app.get(
    '/api/cep/:cep',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Endereços'],
        summary: 'Endereço e município de um CEP (8 dígitos; máscara aceita)',
        security: [{ bearerAuth: [] }],
        params: z.object({
          cep: z
            .string()
            .transform(onlyDigits)
            .refine((digits) => digits.length === 8, { error: 'O CEP deve ter 8 dígitos' }),
        }),
        response: { 200: postalCodeResponseSchema },
      },
    },
    (request) => postalCodes.lookup(request.params.cep),
  );
};
