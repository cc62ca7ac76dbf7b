import type { CompanyDetail } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

type Extras = Omit<CompanyDetail, keyof import('@oportuna/domain').CompanyListItem>;

const SITUATION: Record<string, string> = {
  '01': 'NULA',
  '02': 'ATIVA',
  '03': 'SUSPENSA',
  '04': 'INAPTA',
  '08': 'BAIXADA',
};

/** Address, activities, partners and the customer-maintained info of one company. */
export async function loadCompanyExtras(db: Db, companyId: number): Promise<Extras> {
  const [[company], others, partners, contacts, media, [info]] = await Promise.all([
    rows<{
      cnpj_basico: string;
      city_code: number | null;
      street_type: string | null;
      street_name: string | null;
      street_number: string | null;
      subunit: string | null;
      district: string | null;
      postal_code: string | null;
      email: string | null;
      phones: { ddd: string; phone: string }[];
      status: string | null;
      status_at: string | null;
      type: number;
      city_name: string | null;
      city_id: number | null;
      state: string | null;
    }>(
      db,
      sql`select co.cnpj_basico, co.city_code, co.street_type, co.street_name, co.street_number,
                 co.subunit, co.district, co.postal_code, co.email, co.phones, co.status,
                 co.status_at::text, co.type, ci.name as city_name, ci.id as city_id, co.state
          from companies co left join cities ci on ci.id = co.city_id where co.id = ${companyId}`,
    ),
    rows<{ code: string; text: string }>(
      db,
      sql`select a.code, a.text from company_secondary_activities s join activities a on a.code = s.activity_code
          where s.company_id = ${companyId} order by a.code`,
    ),
    rows<{
      id: number;
      name: string;
      document: string | null;
      kind: 'company' | 'person' | 'foreign';
      qualification_code: string | null;
      qualification: string | null;
      entry_date: string | null;
    }>(
      db,
      sql`select p.id, p.name, coalesce(p.partner_cnpj, p.document) as document, p.kind,
                 p.qualification_code, q.description as qualification, p.entry_date::text
          from partners p
          join companies co on co.cnpj_basico = p.company_cnpj_basico and co.id = ${companyId}
          left join registry_codes q on q.kind = 'qualificacao' and q.code = p.qualification_code
          order by p.entry_date nulls last, p.id`,
    ),
    rows<CompanyDetail['info']['contacts'][number]>(
      db,
      sql`select id, name, responsibility, phone, mobile_phone, mobile_phone_2, email, linkedin, site
          from company_contacts where company_id = ${companyId} order by position, id`,
    ),
    rows<CompanyDetail['info']['multimedia'][number]>(
      db,
      sql`select id, type, name, path from company_media where company_id = ${companyId} order by position, id`,
    ),
    rows<{ logo: string | null; description: string | null }>(
      db,
      sql`select logo, description from company_infos where company_id = ${companyId}`,
    ),
  ]);
  const c = company;
  const street = [c?.street_type, c?.street_name].filter(Boolean).join(' ') || null;
  return {
    other_activities: others,
    city_code: c?.city_code ?? null,
    street_type: c?.street_type ?? null,
    street_name: c?.street_name ?? null,
    street_number: c?.street_number ?? null,
    subunit: c?.subunit ?? null,
    district: c?.district ?? null,
    postal_code: c?.postal_code ?? null,
    email: c?.email ?? null,
    phone: c?.phones ?? [],
    status_at: c?.status_at ?? null,
    situacao_descricao: c?.status ? (SITUATION[c.status] ?? null) : null,
    type: c?.type === 2 ? 'FILIAL' : 'MATRIZ',
    socios: partners.map((p) => ({
      id: p.id,
      nome_socio: p.name,
      documento_socio: p.document,
      codigo_qualificacao: p.qualification_code,
    })),
    partners: partners.map((p) => ({
      id: p.id,
      name: p.name,
      document: p.document,
      kind: p.kind,
      qualification: p.qualification,
      entry_date: p.entry_date,
    })),
    info: {
      logo: info?.logo ?? null,
      description: info?.description ?? null,
      contacts,
      multimedia: media,
    },
    url: info?.logo ?? null,
    address: {
      zip: c?.postal_code ?? null,
      street,
      number: c?.street_number ?? null,
      neighborhood: c?.district ?? null,
      city: c?.city_name ?? null,
      city_id: c?.city_id ?? null,
      state: c?.state ?? null,
    },
  };
}
