/** The identity of a partner as the connections and information calls take it. */
export interface PartnerIdentity {
  name: string;
  /** The masked CPF of a person or the CNPJ (root) of a company; null when unknown. */
  document: string | null;
}

export interface ConnectionsParams extends PartnerIdentity {
  withCompanies: boolean;
  depth?: number;
}

/** Every partner query starts with 'partners'. */
export const partnerKeys = {
  all: ['partners'] as const,
  /** GET partners/suggestions?q= (the trimmed text). */
  suggestions: (q: string) => ['partners', 'suggestions', q.trim()] as const,
  /** GET partners/connections for one partner, with or without the companies as nodes. */
  connections: ({ name, document, withCompanies, depth }: ConnectionsParams) =>
    ['partners', 'connections', { name, document, withCompanies, depth: depth ?? null }] as const,
  /** GET partners/information for one partner. */
  information: ({ name, document }: PartnerIdentity) =>
    ['partners', 'information', { name, document }] as const,
};
