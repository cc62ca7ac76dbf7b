import type { Notification } from '@oportuna/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Cast,
  interestsCalls,
  interestsCast,
  removeAllInterests,
} from '../../../test/interests-kit.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { createNotificationEvents } from '../notifications/notification-events.ts';

const INERT = `<img src=x onerror="alert('x')"> & <script>fetch('/api/user')</script>\n"aspas" 'simples'`;

/** Messages, read marks and unread counts, live news, and the throttled e-mails of a thread. */
describe('the thread of an interest', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let c: Cast;
  let id: number;
  const clock = createTestClock(new Date('2026-06-01T12:00:00Z'));
  const events = createNotificationEvents();
  const api = interestsCalls(() => t);
  const mailsTo = (email: string) =>
    smtp.messages.filter((m) => m.to.includes(email) && m.subject.includes(`interesse #${id}`));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
  /** Waits for the `nth` e-mail of this thread's messages to `email`. */
  const arrived = (email: string, nth: number) =>
    smtp.nthTo(email, nth, new RegExp(`escreveu no interesse #${id} `));

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock, notificationEvents: events });
    c = await interestsCast(t, smtp);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await removeAllInterests(t.database.db);
    const opened = await api.open(c.interested, { proposal_id: c.proposalId, message: 'Olá' });
    id = opened.json().interest.id;
  });

  it('keeps the text byte for byte, as JSON, in the list and in the thread', async () => {
    const sent = await api.send(c.interested, id, INERT);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message.body).toBe(INERT);
    const thread = await api.messages(c.owner, id);
    expect(thread.json().data.at(-1).body).toBe(INERT);
    expect(thread.body).toContain(JSON.stringify(INERT).slice(1, -1));
  });

  it('counts unread messages per user, and reading clears them and the bell', async () => {
    await api.send(c.interested, id, 'Uma');
    await api.send(c.colleague, id, 'Duas');
    const unread = async (who: Cast['owner']) =>
      (await api.call(who, 'GET', `/api/interests/${id}`)).json().unread_count;
    expect(await unread(c.owner)).toBe(3);
    expect(await unread(c.interested)).toBe(1);
    const bell = async () =>
      (await api.call(c.owner, 'GET', '/api/notifications?category=interest')).json();
    expect(
      (await bell()).data.filter((n: Notification) => n.link === `/interests/${id}`),
    ).toHaveLength(3);
    const first = (await api.messages(c.owner, id)).json().data[0].id;
    const partly = await api.call(c.owner, 'POST', `/api/interests/${id}/read`, {
      message_id: first,
    });
    expect(partly.json()).toEqual({ unread_count: 2 });
    const all = await api.call(c.owner, 'POST', `/api/interests/${id}/read`, {});
    expect(all.json()).toEqual({ unread_count: 0 });
    expect(await unread(c.ownerViewer)).toBe(3);
    const left = (await bell()).data.filter((n: Notification) => n.link === `/interests/${id}`);
    expect(left).toEqual([]);
    // A read mark never moves back.
    await api.call(c.owner, 'POST', `/api/interests/${id}/read`, { message_id: first });
    expect(await unread(c.owner)).toBe(0);
  });

  it('refuses empty and too long messages, and a message without its client key, in pt-BR', async () => {
    const empty = await api.send(c.interested, id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.body).toBe('Escreva uma mensagem');
    const long = await api.send(c.interested, id, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    const keyless = await api.call(c.interested, 'POST', `/api/interests/${id}/messages`, {
      body: 'Oi',
    });
    expect(keyless.statusCode).toBe(400);
    expect((await api.send(c.interested, id, 'x'.repeat(2000))).statusCode).toBe(201);
  });

  it('writes one message for a repeated client key', async () => {
    const key = crypto.randomUUID();
    const first = await api.send(c.interested, id, 'Duplo clique', { client_key: key });
    const again = await api.send(c.interested, id, 'Duplo clique', { client_key: key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().message.id).toBe(first.json().message.id);
    const bodies = (await api.messages(c.owner, id))
      .json()
      .data.map((m: { body: string }) => m.body);
    expect(bodies).toEqual(['Olá', 'Duplo clique']);
  });

  it('pushes new messages live to the other side’s open streams, and e-mails nobody online', async () => {
    const live: Notification[] = [];
    const stop = events.subscribe(c.owner.id, (n) => live.push(n));
    try {
      await api.send(c.interested, id, INERT);
      await arrived(c.ownerViewer.email, 1);
      await settle();
      expect(live.map((n) => n.link)).toEqual([`/interests/${id}`]);
      expect(live[0]?.message).not.toContain('<script>');
      expect(mailsTo(c.owner.email)).toHaveLength(0);
      // The offline users of that side are e-mailed; the author's side is not.
      expect(mailsTo(c.ownerViewer.email)).toHaveLength(1);
      expect(mailsTo(c.colleague.email)).toHaveLength(0);
    } finally {
      stop();
    }
  });

  it('e-mails an offline user at most once per thread every 15 minutes, quoting 140 characters, escaped', async () => {
    const long = `${INERT} ${'palavra '.repeat(40)}FIM-DO-TEXTO`;
    await api.send(c.interested, id, long);
    await arrived(c.owner.email, 1);
    await api.send(c.interested, id, 'Segunda');
    await settle();
    const mails = mailsTo(c.owner.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.body).toContain(`/interests/${id}`);
    expect(mail?.body).toContain(Array.from(long).slice(0, 140).join(''));
    expect(mail?.body).not.toContain('FIM-DO-TEXTO');
    // The text part reads as typed; in the HTML part nothing of it is markup.
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<img');
    expect(mail?.html).toContain('&lt;script&gt;fetch(&#39;/api/user&#39;)&lt;/script&gt;');
    clock.advanceMinutes(14);
    await api.send(c.interested, id, 'Ainda cedo');
    await settle();
    expect(mailsTo(c.owner.email)).toHaveLength(1);
    clock.advanceMinutes(2);
    await api.send(c.interested, id, 'Depois de 15 minutos');
    await arrived(c.owner.email, 2);
    expect(mailsTo(c.owner.email)).toHaveLength(2);
    expect(mailsTo(c.owner.email)[1]?.body).toContain('Depois de 15 minutos');
  });

  it('pages the thread oldest first, after a message', async () => {
    for (const body of ['Dois', 'Três', 'Quatro']) await api.send(c.interested, id, body);
    const all = (await api.messages(c.owner, id)).json().data as { id: number; body: string }[];
    expect(all.map((m) => m.body)).toEqual(['Olá', 'Dois', 'Três', 'Quatro']);
    const page = await api.call(
      c.owner,
      'GET',
      `/api/interests/${id}/messages?after=${all[1]?.id}&limit=1`,
    );
    expect(page.json().data.map((m: { body: string }) => m.body)).toEqual(['Três']);
    const bad = await api.call(c.owner, 'GET', `/api/interests/${id}/messages?limit=500`);
    expect(bad.statusCode).toBe(400);
  });
});
