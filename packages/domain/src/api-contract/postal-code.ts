import { z } from 'zod';

/** GET cep/{cep}: a postal code resolved to its address and municipality. */
export const postalCodeResponseSchema = z.object({
  cep: z.string(),
  street: z.string().nullable(),
  complement: z.string().nullable(),
  district: z.string().nullable(),
  ibge: z.number().int().nullable(),
  city: z
    .object({
      id: z.number().int(),
      name: z.string(),
      code: z.number().int(),
      state: z.object({ id: z.number().int(), uf: z.string() }),
    })
    .nullable(),
});
export type PostalCodeResponse = z.infer<typeof postalCodeResponseSchema>;
