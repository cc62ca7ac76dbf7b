import { z } from 'zod';
import { favoriteEntitySchema } from '../enums/enum-schemas.ts';
import { idSchema } from './id-schemas.ts';

/** POST and DELETE favorites. Companies are identified by CNPJ, the rest by numeric id. */
export const favoriteRequestSchema = z.object({
  entity: favoriteEntitySchema,
  entity_id: z.union(
    [
      idSchema,
      z
        .string()
        .trim()
        .regex(/^[0-9A-Za-z./-]{1,20}$/),
    ],
    {
      error: 'Identificador inválido',
    },
  ),
});
export type FavoriteRequest = z.infer<typeof favoriteRequestSchema>;

export const favoriteResponseSchema = z.object({
  entity: favoriteEntitySchema,
  entity_id: z.string(),
  is_favorite: z.boolean(),
});
