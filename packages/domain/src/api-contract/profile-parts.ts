import { z } from 'zod';
import { fileKindSchema } from '../enums/enum-schemas.ts';

/** An incentive as read: offered by a public opportunity or by a locality's profile. */
export const benefitSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  type_description: z.string(),
  description: z.string(),
  identification: z.string().nullable(),
  area: z.number().nullable(),
  estimated_value: z.number().nullable(),
  restrictions: z.string().nullable(),
  url_map: z.string().nullable(),
});

/** A contact of a locality's or a company's profile, as read (a company's adds its site). */
export const profileContactSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  responsibility: z.string().nullable(),
  phone: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  mobile_phone_2: z.string().nullable(),
  email: z.string().nullable(),
  linkedin: z.string().nullable(),
});

/** A file attached to a locality's or a company's profile: its kind, name and stored path. */
export const profileFileSchema = z.object({
  id: z.number().int(),
  type: fileKindSchema,
  name: z.string().nullable(),
  path: z.string(),
});

/** A company's address, as its detail answers it and as a private opportunity names it. */
export const companyAddressShape = {
  zip: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  city_id: z.number().int().nullable(),
  state: z.string().nullable(),
};
