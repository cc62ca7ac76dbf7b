import { z } from 'zod';
import {
  fileKindSchema,
  proposalStatusSchema,
  proposalTypeSchema,
} from '../../enums/enum-schemas.ts';
import { benefitSchema, companyAddressShape } from '../profile-parts.ts';

const proposalContactSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  cell_phone: z.string().nullable(),
  responsibility: z.string().nullable(),
  linkedin: z.string().nullable(),
  site: z.string().nullable(),
});

const proposalMultimediaSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  path: z.string(),
  original_path: z.string().nullable(),
  original_name: z.string().nullable(),
  type: fileKindSchema,
  url: z.string(),
});

/**
 * A private opportunity's main contact in the shape its payload sends it (role for the
 * responsibility): the first of `contacts`, where it is stored (docs/proposals.md).
 */
export const proposalCompanyContactSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  cell_phone: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string().nullable(),
  site: z.string().nullable(),
});

/** A proposal as read (spec 1 §3). */
export const proposalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  status: proposalStatusSchema,
  type: proposalTypeSchema,
  visibility: z.enum(['restrict', 'public']),
  source: z.enum(['app', 'showcase']),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  lost_at: z.string().nullable(),
  is_favorite: z.boolean(),
  has_permission_to_edit: z.boolean(),
  project_company_name: z.string().nullable(),
  logoUrl: z.string().nullable(),
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  city: z
    .object({
      id: z.number().int(),
      name: z.string(),
      state: z.object({ id: z.number().int(), uf: z.string() }),
    })
    .nullable(),
  coordinates: z.tuple([z.number(), z.number()]).nullable(),
  address: z
    .object({
      zip: z.string().nullable(),
      street: z.string().nullable(),
      number: z.string().nullable(),
      neighborhood: z.string().nullable(),
      city_id: z.number().int().nullable(),
      city_name: z.string().nullable(),
      uf: z.string().nullable(),
    })
    .nullable(),
  benefits: z.array(benefitSchema),
  project: z
    .object({
      category: z.string().nullable(),
      category_description: z.string().nullable(),
      total: z.number().nullable(),
      required_investment: z.number().nullable(),
      description: z.string().nullable(),
      /** Land the project needs, in m²; null when not informed. */
      required_area_m2: z.number().nullable(),
      /** States the project would go to; [] means all of Brazil. */
      preferred_ufs: z.array(z.string()),
      company: z
        .object({
          name: z.string().nullable(),
          share_capital: z.number().nullable(),
          federal_tax_id: z.string().nullable(),
          main_activity: z.string().nullable(),
          main_activity_description: z.string().nullable(),
          contact: proposalCompanyContactSchema.nullable(),
          ...companyAddressShape,
        })
        .nullable(),
    })
    .nullable(),
  contacts: z.array(proposalContactSchema),
  multimedia: z.array(proposalMultimediaSchema),
  responsible: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;
