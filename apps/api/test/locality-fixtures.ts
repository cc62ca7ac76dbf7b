import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { rows } from '../src/db/rows.ts';
import { customers } from '../src/db/schema/index.ts';
import { createCustomer } from './fixtures.ts';
import { multipartBody, ONE_PIXEL_PNG } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** Belo Horizonte: its outline is loaded, and neither it nor Minas Gerais has a customer. */
export const BELO_HORIZONTE = 3_106_200;

export type PlaceIds = { cityId: number; stateId: number; cityCode: number; stateCode: number };

/** A municipality's id and its state's, by the municipality's IBGE code. */
export async function placeOf(db: Db, cityCode: number): Promise<PlaceIds> {
  const [found] = await rows<PlaceIds>(
    db,
    sql`select c.id as "cityId", s.id as "stateId", c.code as "cityCode", s.code as "stateCode"
        from cities c join states s on s.id = c.state_id where c.code = ${cityCode}`,
  );
  if (!found) throw new Error(`no city ${cityCode}`);
  return found;
}

/** Another municipality of the same state, with no customer. */
export async function neighbourOf(db: Db, place: PlaceIds): Promise<PlaceIds> {
  const [found] = await rows<{ code: number }>(
    db,
    sql`select code from cities where state_id = ${place.stateId} and id <> ${place.cityId}
        order by code limit 1`,
  );
  if (!found) throw new Error('no neighbour');
  return placeOf(db, found.code);
}

/** A city hall customer standing for the city. */
export async function cityHallOf(db: Db, place: PlaceIds) {
  const customer = await createCustomer(db, { type: 'city' });
  await db
    .update(customers)
    .set({ cityId: place.cityId, stateId: place.stateId })
    .where(eq(customers.id, customer.id));
  return customer;
}

/** A state government customer standing for the state. */
export async function stateGovernmentOf(db: Db, place: PlaceIds) {
  const customer = await createCustomer(db, { type: 'state' });
  await db.update(customers).set({ stateId: place.stateId }).where(eq(customers.id, customer.id));
  return customer;
}

/** Uploads a file as the caller and answers its path. */
export async function uploadAs(
  t: TestApp,
  authorization: string,
  options: { purpose?: string; content?: Buffer; name?: string; customer?: number } = {},
): Promise<string> {
  const { payload, headers } = multipartBody([
    { field: 'file', name: options.name ?? 'foto.png', content: options.content ?? ONE_PIXEL_PNG },
  ]);
  const query = new URLSearchParams({ purpose: options.purpose ?? 'image' });
  if (options.customer) query.set('customer', String(options.customer));
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/files?${query}`,
    payload,
    headers: { ...headers, authorization },
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().file.path;
}

/** The smallest valid PDF, for attachments. */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
