import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Cast,
  interestsCalls,
  interestsCast,
  removeAllInterests,
} from '../../../test/interests-kit.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { activityLogs, proposals } from '../../db/schema/index.ts';

/** Stages, outcomes, the activity log, and completing a won opportunity. */
describe('stages of an interest', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let c: Cast;
  let id: number;
  const api = interestsCalls(() => t);
  const move = (body: object, who = c.owner) =>
    api.call(who, 'PATCH', `/api/interests/${id}/stage`, body);

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    c = await interestsCast(t, smtp);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await removeAllInterests(t.database.db);
    await t.database.db
      .update(proposals)
      .set({ status: 'open', completedAt: null })
      .where(eq(proposals.id, c.proposalId));
    const opened = await api.open(c.interested, { proposal_id: c.proposalId, message: 'Olá' });
    id = opened.json().interest.id;
  });

  it('moves through the stages, each move in the activity log, both sides seeing it', async () => {
    for (const stage of ['talking', 'site_visit', 'proposal']) {
      expect((await move({ stage })).json().stage).toBe(stage);
    }
    const seen = await api.call(c.interested, 'GET', `/api/interests/${id}`);
    expect(seen.json()).toMatchObject({ stage: 'proposal', can_move_stage: false });
    const bell = await api.call(c.colleague, 'GET', '/api/notifications?category=interest');
    expect(bell.json().data.map((n: { message: string }) => n.message)).toContain(
      `Interesse #${id} movido para a etapa Visita técnica`,
    );
    const log = await t.database.db
      .select({ description: activityLogs.description, metadata: activityLogs.metadata })
      .from(activityLogs)
      .where(
        and(eq(activityLogs.userId, c.owner.id), eq(activityLogs.action, 'interest.stage_changed')),
      )
      .orderBy(desc(activityLogs.id))
      .limit(3);
    expect(log.map((entry) => entry.metadata)).toEqual([
      { interest_id: id, previous_stage: 'site_visit', stage: 'proposal' },
      { interest_id: id, previous_stage: 'talking', stage: 'site_visit' },
      { interest_id: id, previous_stage: 'new', stage: 'talking' },
    ]);
    expect(log[0]?.description).toBe(`Interesse #${id} movido para Proposta`);
    const same = await move({ stage: 'proposal' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('O interesse já está nessa etapa.');
  });

  it('wins with the amount and jobs, loses with a reason from the catalogue', async () => {
    const bare = await move({ stage: 'won' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({
      won_amount: 'Informe o investimento confirmado',
      won_jobs: 'Informe os empregos anunciados',
    });
    const won = await move({ stage: 'won', won_amount: 2_500_000.75, won_jobs: 340 });
    expect(won.json()).toMatchObject({ stage: 'won', won_amount: 2_500_000.75, won_jobs: 340 });
    const reasonless = await move({ stage: 'lost' });
    expect(reasonless.json().fields.lost_reason).toBe('Informe o motivo da perda');
    const unknown = await move({ stage: 'lost', lost_reason: 'azar' });
    expect(unknown.statusCode).toBe(400);
    const textless = await move({ stage: 'lost', lost_reason: 'other' });
    expect(textless.json().fields.lost_text).toBe('Descreva o motivo da perda');
    const lost = await move({
      stage: 'lost',
      lost_reason: 'other',
      lost_text: 'Mudou de <b>planos</b>',
    });
    expect(lost.json()).toMatchObject({
      stage: 'lost',
      lost_reason: 'other',
      lost_text: 'Mudou de <b>planos</b>',
      won_amount: null,
      won_jobs: null,
    });
    const [entry] = await t.database.db
      .select({ description: activityLogs.description })
      .from(activityLogs)
      .where(eq(activityLogs.action, 'interest.stage_changed'))
      .orderBy(desc(activityLogs.id))
      .limit(1);
    expect(entry?.description).toBe(`Interesse #${id} movido para Perdido (Outro)`);
  });

  it('does not reopen a closed interest beside a newer open one', async () => {
    await move({ stage: 'lost', lost_reason: 'withdrawal' });
    const newer = await api.open(c.interested, { proposal_id: c.proposalId, message: 'De novo' });
    expect(newer.statusCode).toBe(201);
    const reopen = await move({ stage: 'talking' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().code).toBe('interest_already_open');
  });

  it('completes a won opportunity in one step, by the opportunity’s own rules', async () => {
    const early = await api.call(c.owner, 'POST', `/api/interests/${id}/complete-opportunity`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Só um interesse ganho em uma oportunidade pode concluí-la.');
    await move({ stage: 'won', won_amount: 1000, won_jobs: 3 });
    const done = await api.call(c.owner, 'POST', `/api/interests/${id}/complete-opportunity`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: c.proposalId, status: 'completed' });
    const detail = await api.call(c.owner, 'GET', `/api/proposals/${c.proposalId}`);
    expect(detail.json().status).toBe('completed');
    const twice = await api.call(c.owner, 'POST', `/api/interests/${id}/complete-opportunity`);
    expect(twice.statusCode).toBe(409);
  });

  it('a won interest in a locality has no opportunity to complete', async () => {
    const opened = await api.open(c.interested, { city_id: c.hallCityId, message: 'Olá' });
    const cityInterest = opened.json().interest.id;
    await api.call(c.hallUser, 'PATCH', `/api/interests/${cityInterest}/stage`, {
      stage: 'won',
      won_amount: 10,
      won_jobs: 1,
    });
    const done = await api.call(
      c.hallUser,
      'POST',
      `/api/interests/${cityInterest}/complete-opportunity`,
    );
    expect(done.statusCode).toBe(409);
  });

  it('the superadmin reads the history in the activity log, never the messages', async () => {
    await api.send(c.interested, id, 'Conteúdo reservado da conversa');
    await move({ stage: 'lost', lost_reason: 'other', lost_text: '<script>x</script> prazo' });
    const log = async (who: typeof c.owner) =>
      api.call(c.superadmin, 'GET', `/api/users/${who.id}/audits?limit=50`);
    const owner = await log(c.owner);
    expect(owner.statusCode).toBe(200);
    expect(owner.body).toContain('interest.stage_changed');
    const interested = await log(c.interested);
    expect(interested.body).toContain('interest.message_sent');
    expect(interested.body).not.toContain('Conteúdo reservado');
    expect((await api.messages(c.superadmin, id)).statusCode).toBe(404);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/users/${c.owner.id}/audits-pdf`,
      headers: { authorization: c.superadmin.authorization },
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPages(pdf.rawPayload)).join(' ');
    expect(text).toContain('<script>x</script> prazo');
  });
});
