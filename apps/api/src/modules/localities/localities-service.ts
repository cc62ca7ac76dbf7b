import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { notFound } from '../../lib/errors.ts';

type LocationRow = {
  /** Null while the place has no profile. */
  id: number | null;
  description: string | null;
  logo: string | null;
  industrial_area: unknown;
  economic_freedom_law_at: string | null;
  customer_id: number | null;
  responsible_id: number | null;
  responsible_name: string | null;
  responsible_email: string | null;
  city_hall_zip: string | null;
  city_hall_street: string | null;
  city_hall_number: string | null;
  city_hall_neighborhood: string | null;
  hall_city_id: number | null;
  hall_city_name: string | null;
  hall_uf: string | null;
};

/** Locality profiles (spec 2 §3 Location) as read; editing comes with the locality editor. */
export function createLocalitiesService({
  db,
  fileUrl,
}: {
  db: Db;
  fileUrl: (path: string) => string;
}) {
  return {
    /**
     * By IBGE code: 7 digits for a municipality, 2 for a state. A place an administrator has
     * not enabled yet has no profile: null, an ordinary answer its pages expect.
     */
    async byCode(code: number) {
      const place =
        code >= 1_000_000
          ? sql`cities pl left join locations l on l.city_id = pl.id`
          : sql`states pl left join locations l on l.state_id = pl.id`;
      const [location] = await rows<LocationRow>(
        db,
        sql`select l.id, l.description, l.logo, l.industrial_area, l.economic_freedom_law_at::text,
                   l.customer_id, u.id as responsible_id, u.name as responsible_name,
                   u.email as responsible_email, l.city_hall_zip, l.city_hall_street,
                   l.city_hall_number, l.city_hall_neighborhood, hc.id as hall_city_id,
                   hc.name as hall_city_name, hs.uf as hall_uf
            from ${place}
            left join users u on u.id = l.responsible_user_id
            left join cities hc on hc.id = l.city_hall_city_id
            left join states hs on hs.id = hc.state_id
            where pl.code = ${code}`,
      );
      if (!location) throw notFound('locality_not_found', 'Localidade não encontrada.');
      if (location.id === null) return null;
      const [benefits, contacts, vocations, media] = await Promise.all([
        rows<{
          id: number;
          type: string;
          type_description: string;
          description: string;
          identification: string | null;
          area: number | null;
          estimated_value: string | null;
          restrictions: string | null;
          url_map: string | null;
        }>(
          db,
          sql`select lb.id, bt.slug as type, bt.description as type_description, lb.description,
                     lb.identification, lb.area_m2 as area, lb.estimated_value, lb.restrictions, lb.url_map
              from location_benefits lb join benefit_types bt on bt.id = lb.benefit_type_id
              where lb.location_id = ${location.id} order by bt.position`,
        ),
        rows<{
          id: number;
          name: string | null;
          responsibility: string | null;
          phone: string | null;
          mobile_phone: string | null;
          mobile_phone_2: string | null;
          email: string | null;
          linkedin: string | null;
        }>(
          db,
          sql`select id, name, responsibility, phone, mobile_phone, mobile_phone_2, email, linkedin
              from location_contacts where location_id = ${location.id} order by position, id`,
        ),
        rows<{ id: number; description: string }>(
          db,
          sql`select v.id, v.description from location_vocations lv
              join regional_vocations v on v.id = lv.vocation_id
              where lv.location_id = ${location.id} order by v.description`,
        ),
        rows<{
          id: number;
          type: 'image' | 'document' | 'video';
          name: string | null;
          path: string;
          original_name: string | null;
          is_gallery: number;
        }>(
          db,
          sql`select id, type, name, path, original_name, is_gallery from location_media
              where location_id = ${location.id} order by position, id`,
        ),
      ]);
      const files = media.map((m) => ({
        id: m.id,
        type: m.type,
        name: m.name,
        path: m.path,
        original_name: m.original_name,
        url: fileUrl(m.path),
      }));
      return {
        id: location.id,
        description: location.description,
        logo: location.logo,
        economic_freedom_law_at: location.economic_freedom_law_at,
        industrial_area: location.industrial_area ?? null,
        vocations,
        benefits: benefits.map((b) => ({
          ...b,
          estimated_value: b.estimated_value === null ? null : Number(b.estimated_value),
        })),
        contacts,
        city_hall: {
          zip: location.city_hall_zip,
          street: location.city_hall_street,
          number: location.city_hall_number,
          neighborhood: location.city_hall_neighborhood,
          city_id: location.hall_city_id,
          city:
            location.hall_city_id && location.hall_city_name
              ? {
                  id: location.hall_city_id,
                  name: location.hall_city_name,
                  state: { uf: location.hall_uf ?? '' },
                }
              : null,
        },
        images: files.filter((_, index) => media[index]?.is_gallery === 1),
        multimedia: files.filter((_, index) => media[index]?.is_gallery !== 1),
        customer: location.customer_id ? { id: location.customer_id } : null,
        responsible: location.responsible_id
          ? {
              id: location.responsible_id,
              name: location.responsible_name ?? '',
              email: location.responsible_email ?? '',
            }
          : null,
      };
    },
  };
}

export type LocalitiesService = ReturnType<typeof createLocalitiesService>;
