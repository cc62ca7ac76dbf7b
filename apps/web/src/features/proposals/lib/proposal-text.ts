import { formatCep } from '@oportuna/domain/formatting';
import type { Proposal } from '@oportuna/domain/proposals';

/** How lists name a proposal: a private one by its company, a public one by its project. */
export function proposalTitle(
  proposal: Pick<Proposal, 'name' | 'type' | 'project_company_name'>,
): string {
  return proposal.type === 'company' && proposal.project_company_name
    ? proposal.project_company_name
    : proposal.name;
}

/** 'Bauru - SP', or null without a city. */
export function proposalPlace(proposal: Pick<Proposal, 'city'>): string | null {
  return proposal.city ? `${proposal.city.name} - ${proposal.city.state.uf}` : null;
}

/** 'Rua X, 10 · Centro · Bauru - SP · 17010-000', or null without an address. */
export function proposalAddress(address: Proposal['address']): string | null {
  if (!address) return null;
  const parts = [
    [address.street, address.number].filter(Boolean).join(', '),
    address.neighborhood,
    [address.city_name, address.uf].filter(Boolean).join(' - '),
    address.zip ? formatCep(address.zip) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
