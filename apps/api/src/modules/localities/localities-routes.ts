import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LocalitiesService } from './localities-service.ts';

export const localitiesRoutes: FastifyPluginAsyncZod<{ localities: LocalitiesService }> = async (
  app,
  { localities },
) => {
  app.get(
    '/api/locations/:code',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Localidades'],
        summary: 'Perfil da localidade (município pelo código IBGE de 7 dígitos, estado pelo de 2)',
        description:
          'Responde null enquanto um administrador não habilitou a localidade; 404 quando o código não é de nenhum município ou estado.',
        security: [{ bearerAuth: [] }],
        params: z.object({
          code: z.coerce
            .number({ error: 'Código IBGE inválido' })
            .int({ error: 'Código IBGE inválido' })
            .refine(
              (code) => (code >= 11 && code <= 53) || (code >= 1_000_000 && code <= 9_999_999),
              {
                error: 'Código IBGE inválido',
              },
            ),
        }),
      },
    },
    (request) => localities.byCode(request.params.code),
  );
};
