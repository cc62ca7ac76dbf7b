import { BENEFIT_TYPE_LABELS, PROJECT_CATEGORY_LABELS, type Proposal } from '@oportuna/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import type { Actor } from '../../lib/actor.ts';
import type { FavoriteIds } from '../favorites/favorite-ids.ts';
import { canEditProposal } from './proposal-access.ts';

export type ProposalRow = {
  id: number;
  name: string;
  description: string | null;
  status: Proposal['status'];
  type: Proposal['type'];
  visibility: Proposal['visibility'];
  source: Proposal['source'];
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  lost_at: string | null;
  customer_id: number | null;
  customer_name: string | null;
  city_id: number | null;
  city_name: string | null;
  state_id: number | null;
  uf: string | null;
  x: number | null;
  y: number | null;
  address_zip: string | null;
  address_street: string | null;
  address_number: string | null;
  address_neighborhood: string | null;
  address_city_id: number | null;
  address_city_name: string | null;
  address_uf: string | null;
  project_category: string | null;
  project_total: number | string | null;
  project_required_investment: number | string | null;
  project_description: string | null;
  company_name: string | null;
  company_federal_tax_id: string | null;
  company_main_activity_code: string | null;
  company_main_activity_text: string | null;
  company_share_capital: number | string | null;
  company_address_zip: string | null;
  company_address_street: string | null;
  company_address_number: string | null;
  company_address_neighborhood: string | null;
  company_address_city_id: number | null;
  company_address_city_name: string | null;
  company_address_uf: string | null;
  responsible_id: number | null;
  responsible_name: string | null;
  logo: string | null;
};

/**
 * The SELECT list and joins of an opportunity as everyone sees it; `p`, `c` and `s` for
 * filters. The caller's favourite mark and edit right are added by `personalise`.
 */
export const proposalSelect: SQL = sql`select p.id, p.name, p.description, p.status, p.type,
      p.visibility, p.source, p.created_at, p.updated_at, p.completed_at, p.lost_at,
      cu.id as customer_id, cu.name as customer_name,
      c.id as city_id, c.name as city_name, s.id as state_id, s.uf,
      p.location[0] as x, p.location[1] as y,
      p.address_zip, p.address_street, p.address_number, p.address_neighborhood, p.address_city_id,
      ac.name as address_city_name, acs.uf as address_uf,
      p.project_category, p.project_total, p.project_required_investment, p.project_description,
      p.company_name, p.company_federal_tax_id, p.company_main_activity_code,
      act.text as company_main_activity_text, p.company_share_capital,
      p.company_address_zip, p.company_address_street, p.company_address_number,
      p.company_address_neighborhood, p.company_address_city_id,
      cc.name as company_address_city_name, ccs.uf as company_address_uf,
      r.id as responsible_id, r.name as responsible_name, inf.logo
    from proposals p
    left join customers cu on cu.id = p.customer_id
    left join cities c on c.id = p.city_id
    left join states s on s.id = c.state_id
    left join cities ac on ac.id = p.address_city_id
    left join states acs on acs.id = ac.state_id
    left join cities cc on cc.id = p.company_address_city_id
    left join states ccs on ccs.id = cc.state_id
    left join activities act on act.code = p.company_main_activity_code
    left join users r on r.id = p.responsible_user_id
    left join companies co on co.cnpj = p.company_federal_tax_id
    left join company_infos inf on inf.company_id = co.id`;

const money = (value: number | string | null) => (value === null ? null : Number(value));
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** Builds full opportunities from rows, loading their incentives, contacts and files. */
export async function hydrateProposals(
  db: Db,
  found: ProposalRow[],
  fileUrl: (path: string) => string,
): Promise<Proposal[]> {
  const ids = found.map((p) => p.id);
  if (ids.length === 0) return [];
  const [benefits, contacts, media] = await Promise.all([
    rows<{
      id: number;
      proposal_id: number;
      type: string;
      description: string;
      identification: string | null;
      area_m2: number | null;
      estimated_value: string | number | null;
      restrictions: string | null;
      url_map: string | null;
    }>(
      db,
      sql`select id, proposal_id, type, description, identification, area_m2, estimated_value, restrictions, url_map
          from proposal_benefits where proposal_id in ${ids} order by id`,
    ),
    rows<{
      id: number;
      proposal_id: number;
      name: string | null;
      email: string | null;
      phone: string | null;
      cell_phone: string | null;
      responsibility: string | null;
      site: string | null;
    }>(
      db,
      sql`select id, proposal_id, name, email, phone, cell_phone, responsibility, site
          from proposal_contacts where proposal_id in ${ids} order by position, id`,
    ),
    rows<{
      id: number;
      proposal_id: number;
      name: string | null;
      path: string;
      original_path: string | null;
      original_name: string | null;
      type: 'image' | 'document' | 'video';
    }>(
      db,
      sql`select id, proposal_id, name, path, original_path, original_name, type
          from proposal_media where proposal_id in ${ids} order by position, id`,
    ),
  ]);
  const group = <T extends { proposal_id: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list)
      map.set(item.proposal_id, [...(map.get(item.proposal_id) ?? []), item]);
    return map;
  };
  const benefitsBy = group(benefits);
  const contactsBy = group(contacts);
  const mediaBy = group(media);
  return found.map((p) => {
    const images = (mediaBy.get(p.id) ?? []).filter((m) => m.type === 'image');
    const contacts = contactsBy.get(p.id) ?? [];
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
      is_favorite: false,
      has_permission_to_edit: false,
      project_company_name: p.type === 'company' ? (p.company_name ?? p.name) : p.name,
      logoUrl: p.logo ? fileUrl(p.logo) : images[0] ? fileUrl(images[0].path) : null,
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
      benefits: (benefitsBy.get(p.id) ?? []).map((b) => ({
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
      multimedia: (mediaBy.get(p.id) ?? []).map((m) => ({
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
  });
}

/** Adds the caller's favourite marks and edit rights to shared opportunities. */
export async function personalise(
  favoriteIds: FavoriteIds,
  actor: Actor,
  list: Proposal[],
): Promise<Proposal[]> {
  if (list.length === 0) return list;
  const favorites = await favoriteIds.of(actor.userId, 'proposal');
  return list.map((p) => ({
    ...p,
    is_favorite: favorites.has(String(p.id)),
    has_permission_to_edit: canEditProposal(actor, p.customer?.id ?? null),
  }));
}
