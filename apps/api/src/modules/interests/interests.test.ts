import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { pngDeclaring } from '../../../test/images.ts';
import {
  type Cast,
  interestsCalls,
  interestsCast,
  removeAllInterests,
} from '../../../test/interests-kit.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { cityByCode, insertOpportunity } from '../../../test/proposal-fixtures.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import { notifications } from '../../db/schema/index.ts';

/** "Tenho interesse": who may open one, in what, once, within the limits, told to whom. */
describe('opening an interest', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let c: Cast;
  const api = interestsCalls(() => t);

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    c = await interestsCast(t, smtp);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => removeAllInterests(t.database.db));

  it('opens an interest in an opportunity, owned by its customer, with the message as typed', async () => {
    const message = 'Queremos conversar sobre o <script>alert(1)</script> terreno & incentivos';
    const opened = await api.open(c.interested, { proposal_id: c.proposalId, message });
    expect(opened.statusCode).toBe(201);
    const { created, interest } = opened.json();
    expect(created).toBe(true);
    expect(interest).toMatchObject({
      side: 'sent',
      stage: 'new',
      target: { kind: 'proposal', id: c.proposalId, name: 'Fábrica de <b>baterias</b>' },
      owner_customer: { id: c.ownerCustomer.id, name: 'Dona do Projeto S.A.' },
      interested_customer: { id: c.interestedCustomer.id },
      interested_user: { id: c.interested.id },
      follower_user: { id: c.interested.id },
      can_move_stage: false,
      unread_count: 0,
    });
    const thread = await api.messages(c.owner, interest.id);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().data).toHaveLength(1);
    expect(thread.json().data[0]).toMatchObject({ body: message, side: 'sent' });
    expect(thread.json().unread_count).toBe(1);
    const seen = await api.call(c.owner, 'GET', `/api/interests/${interest.id}`);
    expect(seen.json()).toMatchObject({ side: 'received', can_move_stage: true, unread_count: 1 });
  });

  it('answers the open interest on a second click, and a new one once it is closed', async () => {
    const body = { proposal_id: c.proposalId, message: 'Primeiro clique' };
    const first = await api.open(c.interested, body);
    const second = await api.open(c.colleague, { ...body, message: 'Segundo clique' });
    expect(second.statusCode).toBe(200);
    expect(second.json().created).toBe(false);
    expect(second.json().interest.id).toBe(first.json().interest.id);
    const thread = await api.messages(c.interested, first.json().interest.id);
    expect(thread.json().data.map((m: { body: string }) => m.body)).toEqual(['Primeiro clique']);
    const lost = await api.call(
      c.owner,
      'PATCH',
      `/api/interests/${first.json().interest.id}/stage`,
      {
        stage: 'lost',
        lost_reason: 'timeline',
      },
    );
    expect(lost.statusCode).toBe(200);
    const again = await api.open(c.interested, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().interest.id).not.toBe(first.json().interest.id);
  });

  it('opens an interest in a city, owned by its city hall; not where no customer stands', async () => {
    const opened = await api.open(c.interested, { city_id: c.hallCityId, message: 'Olá' });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().interest).toMatchObject({
      target: { kind: 'city', id: c.hallCityId },
      owner_customer: { id: c.hall.id },
    });
    const seen = await api.call(c.hallUser, 'GET', `/api/interests/${opened.json().interest.id}`);
    expect(seen.statusCode).toBe(200);
    const orphan = await api.open(c.interested, { city_id: c.hallCityId + 1, message: 'Olá' });
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json().message).toMatch(/ainda não tem uma prefeitura cliente/);
  });

  it('refuses the own customer, the superadmin, unreadable targets and bad input, in pt-BR', async () => {
    const own = await api.open(c.owner, { proposal_id: c.proposalId, message: 'Meu' });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('Não é possível registrar interesse no seu próprio cliente.');
    const boss = await api.open(c.superadmin, { proposal_id: c.proposalId, message: 'Oi' });
    expect(boss.statusCode).toBe(403);
    const missing = await api.open(c.interested, { proposal_id: 999_999, message: 'Oi' });
    expect(missing.statusCode).toBe(404);
    // A pending opportunity (from a showcase, not yet approved) is read by its customer only.
    const pending = await insertOpportunity(t.database.db, {
      name: 'Pendente',
      type: 'company',
      status: 'pending',
      customerId: c.ownerCustomer.id,
      city: await cityByCode(t.database.db, 3506003),
      createdAt: '2026-05-02T12:00:00Z',
    });
    const unreadable = await api.open(c.interested, { proposal_id: pending, message: 'Oi' });
    expect(unreadable.statusCode).toBe(404);
    expect(unreadable.json().message).toBe('Oportunidade não encontrada.');
    const none = await api.call(null, 'POST', '/api/interests', {
      proposal_id: c.proposalId,
      message: 'Oi',
    });
    expect(none.statusCode).toBe(401);
    const tooLong = await api.open(c.interested, {
      proposal_id: c.proposalId,
      message: 'a'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.message).toBe('A mensagem pode ter no máximo 2000 caracteres');
    const exact = await api.open(c.interested, {
      proposal_id: c.proposalId,
      message: 'a'.repeat(2000),
    });
    expect(exact.statusCode).toBe(201);
    const two = await api.open(c.interested, {
      proposal_id: c.proposalId,
      city_id: c.hallCityId,
      message: 'Oi',
    });
    expect(two.statusCode).toBe(400);
    const stranger = await api.open(c.interested, {
      city_id: c.hallCityId,
      message: 'Oi',
      follower_user_id: c.third.id,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields.follower_user_id).toBe(
      'Escolha um usuário ativo do seu cliente.',
    );
  });

  it('names who follows it on the interested side', async () => {
    const opened = await api.open(c.interested, {
      city_id: c.hallCityId,
      message: 'Oi',
      follower_user_id: c.colleague.id,
    });
    expect(opened.json().interest.follower_user).toMatchObject({ id: c.colleague.id });
  });

  it('tells the owner side in the bell, and not the interested side or third parties', async () => {
    const opened = await api.open(c.interested, { proposal_id: c.proposalId, message: 'Oi' });
    const id = opened.json().interest.id;
    const bell = async (who: Cast['owner']) =>
      (await api.call(who, 'GET', '/api/notifications?category=interest')).json().data as {
        link: string;
      }[];
    expect((await bell(c.owner)).some((n) => n.link === `/interests/${id}`)).toBe(true);
    expect((await bell(c.ownerViewer)).some((n) => n.link === `/interests/${id}`)).toBe(true);
    expect((await bell(c.colleague)).some((n) => n.link === `/interests/${id}`)).toBe(false);
    expect((await bell(c.third)).some((n) => n.link === `/interests/${id}`)).toBe(false);
    const mail = await smtp.nthTo(c.owner.email, 1, new RegExp(`/interests/${id}\\b`));
    expect(mail.body).toContain('Novo interesse em Fábrica de <b>baterias</b>');
  });

  it('honours preferences: no bell without following interests, no e-mail without asking', async () => {
    const db = t.database.db;
    const quiet = await createUser(db, { customerId: c.ownerCustomer.id, notificationTypes: [] });
    const noMail = await createUser(db, {
      customerId: c.ownerCustomer.id,
      notificationTypes: ['interest'],
    });
    await db.execute(
      sql`update users set email_settings = email_settings || '{"emailNotification": false}'
          where id = ${noMail.id}`,
    );
    const opened = await api.open(c.interested, { city_id: c.hallCityId, message: 'Oi' });
    const other = await api.open(c.interested, { proposal_id: c.proposalId, message: 'Oi' });
    const id = other.json().interest.id;
    expect(opened.statusCode).toBe(201);
    const bellOf = (userId: number) =>
      db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.link, `/interests/${id}`)));
    expect(await bellOf(quiet.id)).toHaveLength(0);
    expect(await bellOf(noMail.id)).toHaveLength(1);
    await smtp.nthTo(c.owner.email, 1, new RegExp(`/interests/${id}\\b`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.countTo(noMail.email)).toBe(0);
    expect(smtp.countTo(quiet.email)).toBe(0);
  });

  it('opens an interest in a state only where its government is a customer', async () => {
    const db = t.database.db;
    const [free] = await rows<{ id: number }>(
      db,
      sql`select id from states where id not in
            (select state_id from customers where type = 'state' and state_id is not null)
          order by id limit 1`,
    );
    const stateId = free?.id as number;
    const none = await api.open(c.interested, { state_id: stateId, message: 'Oi' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      'Este estado ainda não tem um governo cliente do Oportuna para receber o interesse.',
    );
    const government = await createCustomer(db, { type: 'state', name: 'Governo de Teste' });
    await db.execute(sql`update customers set state_id = ${stateId} where id = ${government.id}`);
    const opened = await api.open(c.interested, { state_id: stateId, message: 'Oi' });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().interest.owner_customer).toEqual({
      id: government.id,
      name: 'Governo de Teste',
    });
  });

  it('takes attachments with the interest’s message', async () => {
    const form = multipartBody([
      { field: 'file', name: 'apresentacao.png', content: pngDeclaring(8, 8), type: 'image/png' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/files?purpose=interest',
      payload: form.payload,
      headers: { ...form.headers, authorization: c.interested.authorization },
    });
    const path = upload.json().file.path;
    const opened = await api.open(c.interested, {
      proposal_id: c.proposalId,
      message: 'Segue a apresentação',
      attachments: [{ path }],
    });
    expect(opened.statusCode).toBe(201);
    const [first] = (await api.messages(c.owner, opened.json().interest.id)).json().data;
    expect(first.attachments.map((a: { original_name: string }) => a.original_name)).toEqual([
      'apresentacao.png',
    ]);
  });
});
