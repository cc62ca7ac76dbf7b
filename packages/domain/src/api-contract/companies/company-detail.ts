import { z } from 'zod';
import { companyAddressShape, profileContactSchema, profileFileSchema } from '../profile-parts.ts';
import { activityRefSchema, companyListItemSchema } from './companies-list.ts';

const contactSchema = profileContactSchema.extend({ site: z.string().nullable() });

export const companyMediaSchema = profileFileSchema.extend({
  /** The file's signed address, to show or download it (docs/access-rules.md). */
  url: z.string().optional(),
});

/** GET companies/{document}: every field of spec 3 §3 Company. */
export const companyDetailSchema = companyListItemSchema.extend({
  other_activities: z.array(activityRefSchema),
  city_code: z.number().int().nullable(),
  street_type: z.string().nullable(),
  street_name: z.string().nullable(),
  street_number: z.string().nullable(),
  subunit: z.string().nullable(),
  district: z.string().nullable(),
  postal_code: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.array(z.object({ ddd: z.string(), phone: z.string() })),
  status_at: z.string().nullable(),
  situacao_descricao: z.string().nullable(),
  legal_nature: z.object({ code: z.string(), text: z.string().nullable() }).nullable(),
  socios: z.array(
    z.object({
      id: z.number().int(),
      nome_socio: z.string(),
      documento_socio: z.string().nullable(),
      codigo_qualificacao: z.string().nullable(),
    }),
  ),
  partners: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      document: z.string().nullable(),
      kind: z.enum(['company', 'person', 'foreign']),
      qualification: z.string().nullable(),
      entry_date: z.string().nullable(),
      /**
       * A company partner's establishment in the registry (its head office first), to link
       * to; null for people and for companies the registry lacks.
       */
      company_cnpj: z.string().nullable().optional(),
    }),
  ),
  info: z.object({
    logo: z.string().nullable(),
    description: z.string().nullable(),
    contacts: z.array(contactSchema),
    multimedia: z.array(companyMediaSchema),
  }),
  url: z.string().nullable(),
  address: z.object(companyAddressShape),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** The document route parameter: a CNPJ, masked or not. */
export const companyDocumentParamsSchema = z.object({
  document: z.string().max(20, { error: 'CNPJ inválido' }),
});
