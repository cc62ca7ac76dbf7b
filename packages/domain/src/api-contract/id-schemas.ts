import { z } from 'zod';
import { MESSAGES } from '../messages/messages.ts';

/** Ids are PostgreSQL `integer` columns: anything larger cannot name a record. */
export const MAX_ID = 2_147_483_647;

const invalid = { error: MESSAGES.validation.invalidId };

/** An id in a JSON body; a missing one reads as a required field. */
export const idSchema = z
  .number({
    error: (issue) =>
      issue.input == null ? MESSAGES.validation.required : MESSAGES.validation.invalidId,
  })
  .int(invalid)
  .positive(invalid)
  .max(MAX_ID, invalid);

/** An id in a path or query string, where it arrives as text. */
export const idParam = z.coerce.number(invalid).int(invalid).positive(invalid).max(MAX_ID, invalid);

/** Path parameters of a route addressing one record (`/api/proposals/:id`). */
export const idParams = z.object({ id: idParam });
