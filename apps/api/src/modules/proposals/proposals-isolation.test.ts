import { canApplyProposalAction, type ProposalAction } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { cityByCode, insertOpportunity } from '../../../test/proposal-fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';

type Who = { authorization: string };

/**
 * What one customer may learn of and do to another customer's opportunities, through every
 * door: list, detail, favourites, actions, notifications. And transitions under parallel
 * calls, where only the real current status may decide.
 */
describe('opportunities of other customers, and transitions under parallel calls', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let owner: Who;
  let ownerAdmin: Who;
  let strangerUser: Who;
  let strangerAdmin: Who;
  let ownerCustomerId: number;
  let pendingId: number;
  let openId: number;
  let strangerFollowerId: number;
  let ownerFollowerId: number;
  let superFollowerId: number;
  let city: Awaited<ReturnType<typeof cityByCode>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const db = t.database.db;
    const ownerCustomer = await createCustomer(db, { type: 'company' });
    const strangerCustomer = await createCustomer(db, { type: 'company' });
    ownerCustomerId = ownerCustomer.id;
    const ownerUser = await createUser(db, { customerId: ownerCustomer.id });
    owner = await signIn(t.app, smtp, ownerUser.email);
    ownerAdmin = await signIn(
      t.app,
      smtp,
      (await createUser(db, { customerId: ownerCustomer.id, roles: ['ROLE_ADMIN'] })).email,
    );
    strangerUser = await signIn(
      t.app,
      smtp,
      (await createUser(db, { customerId: strangerCustomer.id })).email,
    );
    strangerAdmin = await signIn(
      t.app,
      smtp,
      (await createUser(db, { customerId: strangerCustomer.id, roles: ['ROLE_ADMIN'] })).email,
    );
    const follow = { notificationTypes: ['company'] };
    strangerFollowerId = (await createUser(db, { customerId: strangerCustomer.id, ...follow })).id;
    ownerFollowerId = (await createUser(db, { customerId: ownerCustomer.id, ...follow })).id;
    superFollowerId = (
      await createUser(db, { customerId: null, roles: ['ROLE_SUPERADMIN'], ...follow })
    ).id;
    city = await cityByCode(db, 3506003);
    const base = { type: 'company' as const, customerId: ownerCustomer.id, city };
    pendingId = await insertOpportunity(db, {
      ...base,
      name: 'Projeto pendente de aprovação',
      status: 'pending',
      createdAt: '2026-05-01T12:00:00Z',
    });
    openId = await insertOpportunity(db, {
      ...base,
      name: 'Projeto ativo',
      status: 'open',
      createdAt: '2026-05-02T12:00:00Z',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (
    who: Who,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: who.authorization, ...headers },
      ...(payload ? { payload } : {}),
    });
  const MISSING = 2_000_000_000;

  it("answers another customer's pending opportunity exactly as one that does not exist, everywhere", async () => {
    for (const who of [strangerUser, strangerAdmin]) {
      const doors: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
        ['detail', 'GET', '/api/proposals/ID'],
        ['complete', 'POST', '/api/proposals/ID/complete'],
        ['lost', 'POST', '/api/proposals/ID/lost'],
        ['approve', 'POST', '/api/proposals/ID/approve'],
        ['delete', 'DELETE', '/api/proposals/ID'],
      ];
      for (const [door, method, url] of doors) {
        const hidden = await call(who, method, url.replace('ID', String(pendingId)));
        const missing = await call(who, method, url.replace('ID', String(MISSING)));
        expect(hidden.statusCode, door).toBe(404);
        expect(hidden.json(), door).toEqual(missing.json());
      }
      for (const method of ['POST', 'DELETE'] as const) {
        const hidden = await call(who, method, '/api/favorites', {
          entity: 'proposal',
          entity_id: pendingId,
        });
        const missing = await call(who, method, '/api/favorites', {
          entity: 'proposal',
          entity_id: MISSING,
        });
        expect(hidden.statusCode, `favorite ${method}`).toBe(404);
        expect(hidden.json()).toEqual(missing.json());
      }
      const listed = await call(who, 'GET', '/api/proposals?status=pending&limit=100');
      expect(listed.json().data.map((p: { id: number }) => p.id)).not.toContain(pendingId);
    }
    expect((await call(owner, 'GET', `/api/proposals/${pendingId}`)).statusCode).toBe(200);
  });

  it('lets another customer read an active opportunity, never act on it', async () => {
    for (const who of [strangerUser, strangerAdmin]) {
      const detail = await call(who, 'GET', `/api/proposals/${openId}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().has_permission_to_edit).toBe(false);
      for (const action of ['complete', 'lost'] as const) {
        expect((await call(who, 'POST', `/api/proposals/${openId}/${action}`)).statusCode).toBe(
          403,
        );
      }
      expect((await call(who, 'DELETE', `/api/proposals/${openId}`)).statusCode).toBe(403);
      expect(
        (await call(who, 'POST', '/api/favorites', { entity: 'proposal', entity_id: openId }))
          .statusCode,
      ).toBe(200);
    }
    const [after] = await rows<{ status: string; deleted_at: string | null }>(
      t.database.db,
      sql`select status, deleted_at from proposals where id = ${openId}`,
    );
    expect(after).toEqual({ status: 'open', deleted_at: null });
  });

  it('gives two customers reading the same list URL each their own answer, even with the other one ETag', async () => {
    const url = '/api/proposals?status=pending&limit=100';
    const ownerAnswer = await call(owner, 'GET', url);
    const strangerAnswer = await call(strangerUser, 'GET', url, undefined, {
      'if-none-match': String(ownerAnswer.headers.etag),
    });
    expect(strangerAnswer.statusCode).toBe(200);
    const ids = (answer: typeof ownerAnswer) => answer.json().data.map((p: { id: number }) => p.id);
    expect(ids(ownerAnswer)).toContain(pendingId);
    expect(ids(strangerAnswer)).not.toContain(pendingId);
    expect(strangerAnswer.json().total_without_filter).toBeLessThan(
      ownerAnswer.json().total_without_filter,
    );
  });

  it('tells about a pending opportunity only its own customer and the superadmin', async () => {
    const payload = {
      name: 'Projeto pendente revisado',
      description: 'Revisão antes da aprovação.',
      contacts: [],
      project: {
        total: 1_000_000,
        required_investment: 400_000,
        description: 'Nova linha.',
        category: 'expansion',
        company: {
          name: 'EMPRESA DO PROJETO LTDA',
          federal_tax_id: '11.222.333/0001-81',
          main_activity: (
            await rows<{ code: string }>(t.database.db, sql`select code from activities limit 1`)
          )[0]?.code,
          share_capital: 100_000,
          contact: { name: 'Ana', email: 'ana@empresa.com.br', cell_phone: '14998765432' },
          address: null,
        },
      },
      multimedia: [],
      visibility: 'restrict',
      type: 'company',
      city_id: city.id,
    };
    const updated = await call(ownerAdmin, 'PUT', `/api/proposals/${pendingId}`, payload);
    expect(updated.statusCode, updated.body).toBe(200);
    const told = await rows<{ user_id: number }>(
      t.database.db,
      sql`select user_id from notifications where link = ${`/proposals/${pendingId}`}`,
    );
    const recipients = told.map((n) => n.user_id);
    expect(recipients).toContain(ownerFollowerId);
    expect(recipients).toContain(superFollowerId);
    expect(recipients).not.toContain(strangerFollowerId);
  });

  it('deletes once however many deletions race: one 204, the rest 404, one audit entry', async () => {
    const target = await insertOpportunity(t.database.db, {
      type: 'company',
      customerId: ownerCustomerId,
      city,
      name: 'Excluída duas vezes',
      status: 'open',
      createdAt: '2026-05-04T12:00:00Z',
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(ownerAdmin, 'DELETE', `/api/proposals/${target}`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, ...Array(9).fill(404)]);
    const [entries] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from activity_logs
          where action = 'proposal.deleted' and metadata->>'proposal_id' = ${String(target)}`,
    );
    expect(entries?.n).toBe(1);
  });

  it('decides each of 50 parallel transitions on the real current status: no move from a stale one', async () => {
    const target = await insertOpportunity(t.database.db, {
      type: 'company',
      customerId: ownerCustomerId,
      city,
      name: 'Disputada',
      status: 'open',
      createdAt: '2026-05-03T12:00:00Z',
    });
    const actions: ProposalAction[] = ['complete', 'lost', 'reopen'];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => {
        const action = actions[n % 3] as ProposalAction;
        return call(ownerAdmin, 'POST', `/api/proposals/${target}/${action}`).then((answer) => ({
          action,
          status: answer.statusCode,
        }));
      }),
    );
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409)).toEqual([]);
    const moves = await rows<{ action: string; from: string; to: string }>(
      t.database.db,
      sql`select replace(action, 'proposal.', '') as action, metadata->>'from' as "from",
                 metadata->>'to' as "to"
          from activity_logs
          where metadata->>'proposal_id' = ${String(target)} and action <> 'proposal.created'
          order by id`,
    );
    expect(moves.length).toBe(answers.filter((a) => a.status === 200).length);
    let status = 'open';
    for (const move of moves) {
      expect(move.from, JSON.stringify(move)).toBe(status);
      expect(canApplyProposalAction(move.from as 'open', move.action as ProposalAction)).toBe(true);
      status = move.to;
    }
    const [final] = await rows<{ status: string }>(
      t.database.db,
      sql`select status from proposals where id = ${target}`,
    );
    expect(final?.status).toBe(status);
  });
});
