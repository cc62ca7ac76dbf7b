import { z } from 'zod';
import { projectCategorySchema } from '../enums/enum-schemas.ts';
import { UPLOAD_MAX_BYTES } from '../limits/upload-limits.ts';
import { MESSAGES } from '../messages/messages.ts';
import { moneySchema } from '../money/money-schema.ts';
import { normalizeOrigin } from '../validators/origin.ts';
import { onlyDigits } from '../validators/sanitize.ts';
import { cnpjSchema, emailSchema, phoneSchema } from '../validators/schemas.ts';

const M = MESSAGES.showcase;

/** Limits of the public submission form (docs/showcase.md). */
export const SHOWCASE_LIMITS = {
  companyName: 200,
  contactName: 120,
  email: 254,
  phone: 20,
  document: 20,
  money: 30,
  description: 4000,
  honeypot: 200,
  cityId: 12,
  files: 5,
  fileBytes: UPLOAD_MAX_BYTES.default,
  allowedOrigins: 20,
} as const;

const capped = (max: number) => z.string().max(max, { error: M.tooLong(max), abort: true });

/** The link a generated showcase lives at, and when it was last generated. */
export const showcaseStatusSchema = z.object({
  url: z.string().nullable(),
  published_at: z.string().nullable(),
  /** The sites the customer allows to embed it (from /customer). */
  allowed_origins: z.array(z.string()),
});
export type ShowcaseStatus = z.infer<typeof showcaseStatusSchema>;

/**
 * An opportunity an outside company sends through a showcase. Every field is text (it comes as
 * multipart form fields) with a size cap; `website` is the honeypot people never see.
 */
export const showcaseSubmissionSchema = z.object({
  company_document: capped(SHOWCASE_LIMITS.document).pipe(cnpjSchema),
  company_name: capped(SHOWCASE_LIMITS.companyName).pipe(
    z.string().trim().min(1, { error: MESSAGES.validation.required }),
  ),
  contact_name: capped(SHOWCASE_LIMITS.contactName).pipe(
    z.string().trim().min(1, { error: MESSAGES.validation.required }),
  ),
  contact_email: capped(SHOWCASE_LIMITS.email).pipe(emailSchema),
  contact_phone: capped(SHOWCASE_LIMITS.phone)
    .optional()
    .transform((value) => (value && onlyDigits(value) !== '' ? value : null))
    .pipe(phoneSchema.nullable()),
  project_category: projectCategorySchema,
  total_investment: capped(SHOWCASE_LIMITS.money).transform((value, context) => {
    const parsed = moneySchema.safeParse(value);
    if (parsed.success) return parsed.data;
    const message = parsed.error.issues[0]?.message ?? MESSAGES.validation.invalidMoney;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  }),
  description: capped(SHOWCASE_LIMITS.description).pipe(
    z.string().trim().min(1, { error: MESSAGES.validation.required }),
  ),
  /** The municipality of the project: asked on a state's showcase only (its own cities). */
  city_id: capped(SHOWCASE_LIMITS.cityId)
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      if (!/^\d{1,9}$/.test(value)) {
        context.addIssue({ code: 'custom', message: M.cityOutsideState });
        return z.NEVER;
      }
      return Number(value);
    }),
  website: capped(SHOWCASE_LIMITS.honeypot).optional(),
});
export type ShowcaseSubmission = z.output<typeof showcaseSubmissionSchema>;

/** What 'Buscar Dados' fills: only the public registration data the form asks for. */
export const showcaseCompanySchema = z.object({
  federal_tax_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type ShowcaseCompany = z.infer<typeof showcaseCompanySchema>;

/** The sites allowed to embed a customer's showcases, normalised to their origins. */
export const showcaseAllowedOriginsSchema = z
  .array(z.string({ error: M.invalidOrigin }), { error: M.invalidOrigin })
  .max(SHOWCASE_LIMITS.allowedOrigins, { error: M.tooManyOrigins(SHOWCASE_LIMITS.allowedOrigins) })
  .transform((values, context) => {
    const seen = new Set<string>();
    values.forEach((value, index) => {
      const origin = normalizeOrigin(value);
      if (origin === null) {
        context.addIssue({ code: 'custom', message: M.invalidOrigin, path: [index] });
      } else if (seen.has(origin)) {
        context.addIssue({ code: 'custom', message: M.duplicateOrigin, path: [index] });
      } else seen.add(origin);
    });
    return [...seen];
  });
