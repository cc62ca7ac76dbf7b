import { z } from 'zod';

/** POST login_check: the token serves only 2fa-check, user and logout until the code is checked. */
export const loginResponseSchema = z.object({
  token: z.string(),
  contract_accepted: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST 2fa-check */
export const twoFactorResponseSchema = z.object({ '2fa': z.literal(true) });

/** An answer that only tells people what happened. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
