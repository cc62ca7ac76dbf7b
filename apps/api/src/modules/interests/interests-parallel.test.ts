import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Cast,
  interestsCalls,
  interestsCast,
  removeAllInterests,
} from '../../../test/interests-kit.ts';
import { cityByCode, insertOpportunity } from '../../../test/proposal-fixtures.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { rows } from '../../db/rows.ts';

const statuses = (answers: { statusCode: number }[]) =>
  answers.map((a) => a.statusCode).sort((a, b) => a - b);

/**
 * Double clicks and parallel requests: one interest, one message, and never more new interests
 * than the limits allow (5 per user per minute, 20 per day). On PostgreSQL the requests really
 * run side by side.
 */
describe('interests under parallel requests, and their limits', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let c: Cast;
  let targets: number[];
  const clock = createTestClock(new Date('2026-06-01T12:00:00Z'));
  const api = interestsCalls(() => t);
  const count = async (table: string) => {
    const [row] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    return row?.n;
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
    c = await interestsCast(t, smtp);
    const city = await cityByCode(t.database.db, 3506003);
    targets = [];
    for (let n = 0; n < 24; n++) {
      targets.push(
        await insertOpportunity(t.database.db, {
          name: `Projeto ${n}`,
          type: 'company',
          status: 'open',
          customerId: c.ownerCustomer.id,
          city,
          createdAt: '2026-05-01T12:00:00Z',
        }),
      );
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => removeAllInterests(t.database.db));

  it('opens one interest for parallel clicks of the same customer', async () => {
    const clicks = Array.from({ length: 10 }, (_, n) =>
      api.open(n % 2 ? c.interested : c.colleague, {
        proposal_id: c.proposalId,
        message: `Clique ${n}`,
      }),
    );
    const answers = await Promise.all(clicks);
    expect(statuses(answers)).toEqual([...Array(9).fill(200), 201]);
    expect(new Set(answers.map((a) => a.json().interest.id)).size).toBe(1);
    expect(await count('interests')).toBe(1);
    expect(await count('interest_messages')).toBe(1);
    // The clicks that found it open took nothing from the limits.
    for (const target of targets.slice(0, 4)) {
      expect(
        (await api.open(c.interested, { proposal_id: target, message: 'Oi' })).statusCode,
      ).toBe(201);
    }
  });

  it('writes one message for a double submit sent in parallel', async () => {
    const opened = await api.open(c.interested, { proposal_id: c.proposalId, message: 'Olá' });
    const id = opened.json().interest.id;
    const client_key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.send(c.owner, id, 'Resposta', { client_key })),
    );
    expect(statuses(answers)).toEqual([...Array(7).fill(200), 201]);
    expect(new Set(answers.map((a) => a.json().message.id)).size).toBe(1);
    expect(await count('interest_messages')).toBe(2);
  });

  it('lets a user open 5 interests per minute, in parallel too, and 20 per day', async () => {
    const burst = await Promise.all(
      targets
        .slice(0, 12)
        .map((target) => api.open(c.interested, { proposal_id: target, message: 'Oi' })),
    );
    expect(statuses(burst)).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    const refused = burst.find((a) => a.statusCode === 429);
    expect(refused?.json().message).toBe(
      'Você pode registrar no máximo 5 interesses por minuto. Aguarde um instante.',
    );
    expect(await count('interests')).toBe(5);
    // Another user of the same customer has budgets of their own.
    expect(
      (await api.open(c.colleague, { proposal_id: targets[20] as number, message: 'Oi' }))
        .statusCode,
    ).toBe(201);
    // Which five got through is the race's; the day's other fifteen go to the targets left.
    const taken = new Set(
      burst.filter((a) => a.statusCode === 201).map((a) => a.json().interest.target.id),
    );
    let opened = 5;
    for (const target of targets.slice(0, 20).filter((id) => !taken.has(id))) {
      if (opened % 5 === 0) clock.advanceSeconds(61);
      const answer = await api.open(c.interested, { proposal_id: target, message: 'Oi' });
      expect(answer.statusCode).toBe(201);
      opened++;
    }
    expect(opened).toBe(20);
    clock.advanceSeconds(61);
    const over = await api.open(c.interested, {
      proposal_id: targets[21] as number,
      message: 'Oi',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Você pode registrar no máximo 20 interesses por dia.');
  });
});
