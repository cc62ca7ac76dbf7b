import { sql } from 'drizzle-orm';
import { rows } from '../src/db/rows.ts';
import { createCustomer, createUser } from './fixtures.ts';
import { type Cast, interestsCalls, interestsCast, type Person } from './interests-kit.ts';
import { signIn } from './sign-in.ts';
import type { SmtpCapture } from './smtp-capture.ts';
import type { TestApp } from './test-app.ts';

/**
 * The outcomes fixture, through the interests API, then dated by hand:
 * received by the city hall (target: its city), in 2026-03/04
 *   I1 from Interessada (CNAE 27, section C) on 2026-03-10 10:00, answered after 2 h,
 *      novo → em conversa → visita técnica → proposta → ganho (R$ 1.000.000,50, 100 jobs);
 *   I2 from Dona do Projeto on 2026-03-20 09:00, answered after 24 h, novo → proposta → perdido
 *      (infraestrutura);
 *   I3 from Terceira on 2026-04-05 08:00, never answered, novo;
 *   I5 from Interessada again on 2026-05-02 (outside the period 2026-03-01…2026-04-30);
 * sent by the city hall: I4 in Dona do Projeto's opportunity (category expansão, CNAE 47,
 *   section G) on 2026-04-15 10:00, answered after 1 h, novo → ganho (R$ 500.000, 20 jobs).
 */
export async function outcomesCast(t: TestApp, smtp: SmtpCapture) {
  const db = t.database.db;
  const c = await interestsCast(t, smtp);
  const api = interestsCalls(() => t);
  const person = async (customerId: number, admin: boolean): Promise<Person> => {
    const user = await createUser(db, {
      customerId,
      roles: admin ? ['ROLE_ADMIN'] : ['ROLE_USER'],
    });
    const { authorization } = await signIn(t.app, smtp, user.email);
    return { id: user.id, email: user.email, customerId, authorization };
  };
  const hallAdmin = await person(c.hall.id, true);
  const government = await createCustomer(db, { type: 'state', name: 'Governo de Teste' });
  const [freeState] = await rows<{ id: number }>(
    db,
    sql`select id from states where id not in
          (select state_id from customers where type = 'state' and state_id is not null)
        order by id limit 1`,
  );
  const stateId = freeState?.id as number;
  const [freeCity] = await rows<{ id: number }>(
    db,
    sql`select id from cities where id not in
          (select city_id from customers where type = 'city' and city_id is not null)
        order by id limit 1`,
  );
  await db.execute(sql`update customers set state_id = ${stateId} where id = ${government.id}`);
  const stateUser = await person(government.id, false);

  await db.execute(sql`insert into receita.companies (cnpj, cnpj_basico, name, main_activity_code)
    values ('11222333000181', '11222333', 'Interessada Ltda', '2710401')`);
  await db.execute(sql`update customers set company_federal_tax_id = '11222333000181'
    where id = ${c.interestedCustomer.id}`);
  await db.execute(sql`update proposals set project_category = 'expansion',
    company_main_activity_code = '4711301' where id = ${c.proposalId}`);

  const open = async (who: Person, body: object) => {
    const answer = await api.open(who, { message: 'Temos interesse', ...body });
    if (answer.statusCode !== 201) throw new Error(`open: ${answer.body}`);
    return answer.json().interest.id as number;
  };
  const move = async (who: Person, id: number, body: object) => {
    const answer = await api.call(who, 'PATCH', `/api/interests/${id}/stage`, body);
    if (answer.statusCode !== 200) throw new Error(`stage: ${answer.body}`);
  };
  const city = { city_id: c.hallCityId };
  const i1 = await open(c.interested, city);
  const i2 = await open(c.owner, city);
  const i3 = await open(c.third, city);
  const i4 = await open(hallAdmin, { proposal_id: c.proposalId });
  await api.send(hallAdmin, i1, 'Olá, vamos conversar');
  await api.send(hallAdmin, i2, 'Recebemos');
  await api.send(c.owner, i4, 'Bem-vindos');
  for (const stage of ['talking', 'site_visit', 'proposal']) await move(hallAdmin, i1, { stage });
  await move(hallAdmin, i1, { stage: 'won', won_amount: 1_000_000.5, won_jobs: 100 });
  await move(hallAdmin, i2, { stage: 'proposal' });
  await move(hallAdmin, i2, { stage: 'lost', lost_reason: 'infrastructure' });
  await move(c.owner, i4, { stage: 'won', won_amount: 500_000, won_jobs: 20 });
  const i5 = await open(c.interested, city);

  const dated: [number, string, string][] = [
    [i1, '2026-03-10T10:00:00Z', '2 hours'],
    [i2, '2026-03-20T09:00:00Z', '24 hours'],
    [i3, '2026-04-05T08:00:00Z', '0 hours'],
    [i4, '2026-04-15T10:00:00Z', '1 hour'],
    [i5, '2026-05-02T10:00:00Z', '0 hours'],
  ];
  for (const [id, at, reply] of dated) {
    await db.execute(sql`update interests set created_at = ${at}::timestamptz where id = ${id}`);
    await db.execute(sql`update interest_messages m
      set created_at = case when u.customer_id = i.owner_customer_id
        then ${at}::timestamptz + ${reply}::interval else ${at}::timestamptz end
      from interests i, users u
      where m.interest_id = ${id} and i.id = m.interest_id and u.id = m.author_user_id`);
  }
  return {
    ...c,
    hallAdmin,
    government,
    stateId,
    stateUser,
    cityWithoutHallId: freeCity?.id as number,
    ids: { i1, i2, i3, i4, i5 },
  };
}

export type OutcomesCast = Awaited<ReturnType<typeof outcomesCast>> & Cast;
