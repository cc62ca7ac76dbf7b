import { z } from 'zod';
import { idParam } from './id-schemas.ts';

/**
 * Possible links between politicians and companies: a partner (sócio) of the company has the
 * politician's name, normalised as Receita's partner key is, and the company has an
 * establishment in the politician's state; where TSE published CPF digits, the partner's masked
 * CPF shows the same six. A clue drawn from public data, never a fact.
 */

/** The most links one answer lists, strongest first. */
export const POSSIBLE_LINKS_LIMIT = 100;

/** 'alta': the CPF digits matched too; 'média': name and state only (no digits to compare). */
export const POSSIBLE_LINK_CONFIDENCES = ['alta', 'média'] as const;
export type PossibleLinkConfidence = (typeof POSSIBLE_LINK_CONFIDENCES)[number];

export const POSSIBLE_LINK_MESSAGES = {
  notFound: 'Possível vínculo não encontrado.',
  invalidCnpj: 'CNPJ inválido',
} as const;

export const possibleLinkEvidenceSchema = z.object({
  /** The name as both sources compare it: upper case, without accents, spaces collapsed. */
  name: z.string(),
  uf: z.string(),
  /** Digits 4 to 9 of the CPF, when TSE published them and the partner's matched. */
  cpf_digits: z.string().nullable(),
});
export type PossibleLinkEvidence = z.infer<typeof possibleLinkEvidenceSchema>;

export const possibleLinkSchema = z.object({
  politician: z.object({
    id: z.number().int(),
    name: z.string(),
    office: z.string(),
    party: z.string().nullable(),
    year: z.number().int().nullable(),
  }),
  company: z.object({
    /** The head office's CNPJ, or the first establishment's. */
    cnpj: z.string(),
    name: z.string(),
    uf: z.string().nullable(),
  }),
  evidence: possibleLinkEvidenceSchema,
  confidence: z.enum(POSSIBLE_LINK_CONFIDENCES),
  /** The partner as the connections screen takes it (name and masked CPF). */
  partner: z.object({ name: z.string(), document: z.string().nullable() }),
});
export type PossibleLink = z.infer<typeof possibleLinkSchema>;

export const possibleLinksSchema = z.object({
  data: z.array(possibleLinkSchema),
  /** More links exist than the POSSIBLE_LINKS_LIMIT strongest listed. */
  has_more: z.boolean(),
});
export type PossibleLinks = z.infer<typeof possibleLinksSchema>;

/** `/api/politicians/:id/possible-links/:document/dismiss`: the politician and the company. */
export const possibleLinkParamsSchema = z.object({
  id: idParam,
  document: z.string().max(20, { error: POSSIBLE_LINK_MESSAGES.invalidCnpj }),
});
