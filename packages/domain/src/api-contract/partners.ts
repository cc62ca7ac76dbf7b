import { z } from 'zod';
import { flagParam } from './query-params.ts';

/**
 * Corporate connections (spec 3 'Corporate connections', §7 partners calls): who is a partner
 * (sócio) of which company, from the Receita registry. A person is known by the six CPF digits
 * Receita shows (`***123456**`) plus the normalised name; a company by its CNPJ root.
 */

/** The most suggestions one answer lists. */
export const PARTNER_SUGGESTIONS_LIMIT = 20;
/** The most nodes one layer of a graph holds; past it the answer says what was cut. */
export const CONNECTIONS_LAYER_LIMIT = 1_000;
/** How long the server spends on a graph before it answers what it has, said to be cut. */
export const CONNECTIONS_TIME_LIMIT_MS = 2_000;

export const PARTNER_TYPES = ['person', 'company', 'foreign'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** A partner's document as the calls take it: the masked CPF of a person, a CNPJ or its root. */
const partnerDocument = z
  .string()
  .trim()
  .max(20, { error: 'Documento inválido' })
  .transform((value) => value.toUpperCase())
  .refine(
    (value) => value === '' || /^\*{3}\d{6}\*{2}$/.test(value) || /^[\dA-Z./-]{8,18}$/.test(value),
    {
      error: 'Documento inválido: informe o CPF mascarado (***123456**) ou o CNPJ',
    },
  );

export const partnerSuggestionsQuerySchema = z.strictObject({
  q: z
    .string({ error: 'Digite um nome' })
    .trim()
    .min(2, { error: 'Digite ao menos 2 letras' })
    .max(120, { error: 'Nome muito longo' }),
});
export type PartnerSuggestionsQuery = z.output<typeof partnerSuggestionsQuerySchema>;

export const partnerSuggestionSchema = z.object({
  name: z.string(),
  /** The masked CPF of a person, the CNPJ of a company; null for a foreign partner. */
  document: z.string().nullable(),
  type: z.enum(PARTNER_TYPES),
  /** In how many companies of the registry this partner is a partner. */
  companies: z.number().int(),
});
export type PartnerSuggestion = z.infer<typeof partnerSuggestionSchema>;

/** The reply is a list (spec 3 §7), best matches first. */
export const partnerSuggestionsSchema = z.array(partnerSuggestionSchema);

/** A partner as the connections and information calls take it. */
const partnerIdentity = {
  name: z.string({ error: 'Informe o nome' }).trim().min(1, { error: 'Informe o nome' }).max(200),
  document: partnerDocument.optional(),
};

export const connectionsQuerySchema = z.strictObject({
  ...partnerIdentity,
  /** 1: the companies are nodes too, between their partners. */
  with_companies: flagParam.optional().default(false),
  /** How many steps from partner to partner through a shared company (default 2). */
  depth: z.coerce
    .number({ error: 'Profundidade inválida' })
    .int()
    .min(1, { error: 'Profundidade entre 1 e 3' })
    .max(3, { error: 'Profundidade entre 1 e 3' })
    .default(2),
});
export type ConnectionsQuery = z.output<typeof connectionsQuerySchema>;

/**
 * What a node is to the search (spec 3: searched partner green, indirect partner cyan,
 * partner dark blue, others grey).
 */
export const CONNECTION_ROLES = ['searched', 'partner', 'indirect', 'other'] as const;
export type ConnectionRole = (typeof CONNECTION_ROLES)[number];
export const CONNECTION_COLORS: Record<ConnectionRole, string> = {
  searched: '#2e7d32',
  partner: '#0d2c6b',
  indirect: '#00acc1',
  other: '#9e9e9e',
};

export const connectionNodeSchema = z.object({
  /** `p:<person key>`, `c:<CNPJ root>` or `f:<name>`: stable across answers. */
  id: z.string(),
  name: z.string(),
  /** The company's logo, when a customer gave one. */
  image: z.string().nullable(),
  color: z.string(),
  type: z.enum(['company', 'person']),
  role: z.enum(CONNECTION_ROLES),
  /** Steps from the searched partner (0 for it). */
  depth: z.number().int(),
  /** A company's CNPJ (its head office when the registry has it, else its root). */
  cnpj: z.string().nullable(),
  /** A person's CPF as Receita shows it, masked. */
  cpf: z.string().nullable(),
});
export type ConnectionNode = z.infer<typeof connectionNodeSchema>;

export const connectionEdgeSchema = z.object({
  id: z.string(),
  source: z.string(),
  target: z.string(),
});
export type ConnectionEdge = z.infer<typeof connectionEdgeSchema>;

/** A layer cut at CONNECTIONS_LAYER_LIMIT, or the whole graph cut by the time limit. */
export const connectionCutSchema = z.object({
  depth: z.number().int(),
  reason: z.enum(['layer_limit', 'time_limit']),
  /** What the layer lost: its companies or its partners. */
  of: z.enum(['companies', 'partners']),
  shown: z.number().int(),
  /** How many the layer has (at least, when the count itself was cut). */
  total: z.number().int(),
});
export type ConnectionCut = z.infer<typeof connectionCutSchema>;

export const connectionsSchema = z.object({
  data: z.object({
    nodes: z.array(connectionNodeSchema),
    edges: z.array(connectionEdgeSchema),
    /** Empty when the whole graph is shown. */
    cut: z.array(connectionCutSchema),
  }),
});
export type Connections = z.infer<typeof connectionsSchema>;

export const partnerInformationQuerySchema = z.strictObject(partnerIdentity);
export type PartnerInformationQuery = z.output<typeof partnerInformationQuerySchema>;

const namedDocument = z.object({ name: z.string(), document: z.string().nullable() });

export const partnerInformationSchema = z.object({
  data: z.object({
    name: z.string(),
    document: z.string().nullable(),
    type: z.enum(PARTNER_TYPES),
    /** The companies this partner is a partner of (document: the CNPJ of the head office). */
    companies: z.array(namedDocument),
    /** The other partners of those companies. */
    direct_partners: z.array(namedDocument),
  }),
});
export type PartnerInformation = z.infer<typeof partnerInformationSchema>;
