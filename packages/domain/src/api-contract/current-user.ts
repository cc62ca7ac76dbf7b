import { z } from 'zod';
import {
  customerTypeSchema,
  notificationCategorySchema,
  roleSchema,
} from '../enums/enum-schemas.ts';

export const userPropertySchema = z.object({
  phone: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  linkedin: z.string().nullable(),
  facebook: z.string().nullable(),
});

export const userCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: customerTypeSchema,
  /** The city hall's city or the state government's state; null for the others. */
  city_id: z.number().int().nullable(),
  state_id: z.number().int().nullable(),
  is_active: z.boolean(),
  logo: z.string().nullable(),
  background_banner: z.string().nullable(),
  map_color: z.string().nullable(),
});

/** GET user: the signed-in user as the shell uses it. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  is_active: z.boolean(),
  photo: z.string().nullable(),
  occupation: z.string().nullable(),
  roles: z.array(roleSchema),
  customer_name: z.string().nullable(),
  customer: userCustomerSchema.nullable(),
  property: userPropertySchema,
  notification_types: z.array(notificationCategorySchema),
  notification_customers: z.array(z.number().int()),
  two_factor_verified: z.boolean(),
  contract_accepted: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
