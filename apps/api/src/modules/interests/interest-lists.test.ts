import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cast,
  interestsCalls,
  interestsCast,
  removeAllInterests,
} from '../../../test/interests-kit.ts';
import { cityByCode, insertOpportunity } from '../../../test/proposal-fixtures.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

type Row = { id: number; stage: string; target: { name: string } };

/** 'Interesses recebidos' and 'Interesses enviados': filters, order, totals and exports. */
describe('lists of interests', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let c: Cast;
  const api = interestsCalls(() => t);
  const ids: Record<string, number> = {};
  const proposalIds: Record<string, number> = {};
  const names = async (url: string, who = c.owner) =>
    ((await api.call(who, 'GET', url)).json().data as Row[]).map((row) => row.target.name);

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    c = await interestsCast(t, smtp);
    const db = t.database.db;
    await removeAllInterests(db);
    const city = await cityByCode(db, 3506003);
    const base = { type: 'company' as const, status: 'open' as const, city };
    for (const name of ['Usina Solar', 'Polo Têxtil', '=HYPERLINK("x")']) {
      const proposalId = await insertOpportunity(db, {
        ...base,
        name,
        customerId: c.ownerCustomer.id,
        createdAt: '2026-05-01T12:00:00Z',
      });
      const opened = await api.open(c.interested, {
        proposal_id: proposalId,
        message: 'Mensagem secreta da conversa',
      });
      ids[name] = opened.json().interest.id;
      proposalIds[name] = proposalId;
    }
    await db.execute(
      sql`update interests set created_at = '2026-03-10T12:00:00Z' where id = ${ids['Usina Solar']}`,
    );
    await api.call(c.owner, 'PATCH', `/api/interests/${ids['Polo Têxtil']}/stage`, {
      stage: 'talking',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers pages with totals and the available ordering', async () => {
    const page = await api.call(c.owner, 'GET', '/api/interests/received?limit=2&sort[id]=asc');
    expect(page.json()).toMatchObject({
      total: 3,
      total_without_filter: 3,
      available_ordering: ['last_message_at', 'created_at', 'stage', 'id'],
    });
    expect(page.json().data.map((row: Row) => row.id)).toEqual([
      ids['Usina Solar'],
      ids['Polo Têxtil'],
    ]);
    const bad = await api.call(c.owner, 'GET', '/api/interests/received?sort[body]=asc');
    expect(bad.statusCode).toBe(400);
  });

  it('filters by stage, opportunity, period and search, accents aside', async () => {
    expect(await names('/api/interests/received?stage=talking')).toEqual(['Polo Têxtil']);
    const stage = await api.call(c.owner, 'GET', '/api/interests/received?stage=talking');
    expect(stage.json()).toMatchObject({ total: 1, total_without_filter: 3 });
    const fresh = (
      await api.call(c.owner, 'GET', '/api/interests/received?stage=new&sort[id]=asc')
    ).json().data as Row[];
    expect(fresh.map((row) => row.target.name)).toEqual(['Usina Solar', '=HYPERLINK("x")']);
    expect(await names(`/api/interests/received?proposal=${proposalIds['Usina Solar']}`)).toEqual([
      'Usina Solar',
    ]);
    expect(
      await names('/api/interests/received?start_date=2026-04-01').then((n) => n.sort()),
    ).toEqual(['=HYPERLINK("x")', 'Polo Têxtil'].sort());
    expect(await names('/api/interests/received?end_date=2026-03-31')).toEqual(['Usina Solar']);
    expect(await names('/api/interests/received?search=textil')).toEqual(['Polo Têxtil']);
    expect((await names('/api/interests/received?search=interessada')).length).toBe(3);
    expect(await names('/api/interests/sent?search=solar', c.interested)).toEqual(['Usina Solar']);
  });

  it('finds the open interest a customer has in a city, for a second click', async () => {
    const opened = await api.open(c.interested, {
      city_id: c.hallCityId,
      message: 'Interesse na cidade',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const inCity = await api.call(
      c.interested,
      'GET',
      `/api/interests/sent?city=${c.hallCityId}&stage=new,talking,site_visit,proposal`,
    );
    expect(inCity.json().data.map((row: Row) => row.id)).toEqual([opened.json().interest.id]);
    expect(inCity.json()).toMatchObject({ total: 1, total_without_filter: 4 });
    // The city's state is another target: an interest in the state would be another one.
    const [state] = await rows<{ id: number }>(
      t.database.db,
      sql`select state_id as id from cities where id = ${c.hallCityId}`,
    );
    const inState = await api.call(c.interested, 'GET', `/api/interests/sent?state=${state?.id}`);
    expect(inState.json().data).toEqual([]);
    expect((await api.call(c.interested, 'GET', '/api/interests/sent?city=abc')).statusCode).toBe(
      400,
    );
    await t.database.db.execute(sql`delete from interests where id = ${opened.json().interest.id}`);
  });

  it('exports the filtered list without message text, formulas shown as text', async () => {
    const csv = await api.call(c.owner, 'GET', '/api/interests/received?format=csv&sort[id]=asc');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/export-interests-received-\d{14}\.csv/);
    expect(csv.body).toContain('Cliente interessado');
    expect(csv.body).toContain('Polo Têxtil');
    expect(csv.body).toContain('Em conversa');
    expect(csv.body).not.toContain('Mensagem secreta');
    expect(csv.body).toContain(`'=HYPERLINK`);
    const xlsx = await api.call(c.interested, 'GET', '/api/interests/sent?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const third = await api.call(c.third, 'GET', '/api/interests/received?format=csv');
    expect(third.body).not.toContain('Polo Têxtil');
  });
});
