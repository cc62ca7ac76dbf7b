import { BENEFIT_TYPE_LABELS, PROJECT_CATEGORY_LABELS, type Proposal } from '@oportuna/domain';
import type { Actor } from '../../lib/actor.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import { canEditProposal } from './proposal-access.ts';
import type { ProposalRow } from './proposals-card-queries.ts';

const money = (value: number | string | null) => (value === null ? null : Number(value));
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** The opportunity as the API answers it, from the row one statement read. */
export function toProposal(p: ProposalRow, actor: Actor, fileUrl: FileUrl): Proposal {
  const images = p.media.filter((m) => m.type === 'image');
  const { contacts } = p;
  const [main] = contacts;
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    status: p.status,
    type: p.type,
    visibility: p.visibility,
    source: p.source,
    created_at: iso(p.created_at) as string,
    updated_at: iso(p.updated_at) as string,
    completed_at: iso(p.completed_at),
    lost_at: iso(p.lost_at),
    is_favorite: p.is_favorite,
    has_permission_to_edit: canEditProposal(actor, p.customer_id),
    project_company_name: p.type === 'company' ? (p.company_name ?? p.name) : p.name,
    logoUrl: fileUrl(p.logo || images[0]?.path),
    customer:
      p.customer_id && p.customer_name ? { id: p.customer_id, name: p.customer_name } : null,
    city:
      p.city_id && p.city_name && p.state_id && p.uf
        ? { id: p.city_id, name: p.city_name, state: { id: p.state_id, uf: p.uf } }
        : null,
    coordinates: p.x === null || p.y === null ? null : [p.x, p.y],
    address:
      p.address_zip || p.address_street
        ? {
            zip: p.address_zip,
            street: p.address_street,
            number: p.address_number,
            neighborhood: p.address_neighborhood,
            city_id: p.address_city_id,
            city_name: p.address_city_name,
            uf: p.address_uf,
          }
        : null,
    benefits: p.benefits.map((b) => ({
      id: b.id,
      type: b.type,
      type_description: BENEFIT_TYPE_LABELS[b.type as keyof typeof BENEFIT_TYPE_LABELS] ?? b.type,
      description: b.description,
      identification: b.identification,
      area: b.area_m2,
      estimated_value: money(b.estimated_value),
      restrictions: b.restrictions,
      url_map: b.url_map,
    })),
    project:
      p.type === 'company'
        ? {
            category: p.project_category,
            category_description: p.project_category
              ? (PROJECT_CATEGORY_LABELS[
                  p.project_category as keyof typeof PROJECT_CATEGORY_LABELS
                ] ?? null)
              : null,
            total: money(p.project_total),
            required_investment: money(p.project_required_investment),
            description: p.project_description,
            required_area_m2: p.project_required_area_m2,
            preferred_ufs: p.project_preferred_ufs ?? [],
            company: {
              name: p.company_name,
              share_capital: money(p.company_share_capital),
              federal_tax_id: p.company_federal_tax_id,
              main_activity: p.company_main_activity_code,
              main_activity_description: p.company_main_activity_text,
              contact: main
                ? {
                    name: main.name,
                    email: main.email,
                    cell_phone: main.cell_phone,
                    phone: main.phone,
                    role: main.responsibility,
                    site: main.site,
                  }
                : null,
              zip: p.company_address_zip,
              street: p.company_address_street,
              number: p.company_address_number,
              neighborhood: p.company_address_neighborhood,
              city: p.company_address_city_name,
              city_id: p.company_address_city_id,
              state: p.company_address_uf,
            },
          }
        : null,
    contacts: contacts.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      cell_phone: c.cell_phone,
      responsibility: c.responsibility,
      linkedin: c.site,
      site: c.site,
    })),
    multimedia: p.media.map((m) => ({
      id: m.id,
      name: m.name,
      path: m.path,
      original_path: m.original_path,
      original_name: m.original_name,
      type: m.type,
      url: fileUrl(m.path),
    })),
    responsible:
      p.responsible_id && p.responsible_name
        ? { id: p.responsible_id, name: p.responsible_name }
        : null,
  };
}
