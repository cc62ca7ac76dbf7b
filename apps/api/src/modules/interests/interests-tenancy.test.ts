import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngDeclaring } from '../../../test/images.ts';
import {
  type Cast,
  interestsCalls,
  interestsCast,
  type Person,
} from '../../../test/interests-kit.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Who =
  | 'owner'
  | 'ownerViewer'
  | 'interested'
  | 'colleague'
  | 'third'
  | 'superadmin'
  | 'anonymous';
const EVERYONE: Who[] = [
  'owner',
  'ownerViewer',
  'interested',
  'colleague',
  'third',
  'superadmin',
  'anonymous',
];
const READERS = { owner: 200, ownerViewer: 200, interested: 200, colleague: 200 };
const OUTSIDERS = { third: 404, superadmin: 404, anonymous: 401 };

/**
 * Every interest route × every kind of caller: the users of the two customers, a third
 * customer's user, the superadmin (who reads the activity log, not threads) and nobody.
 */
describe('interests: route × principal', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let c: Cast;
  let id: number;
  const api = interestsCalls(() => t);
  const as = (who: Who): Person | null => (who === 'anonymous' ? null : c[who]);

  async function upload(who: Person, purpose = 'interest') {
    const form = multipartBody([
      { field: 'file', name: 'planta.png', content: pngDeclaring(20, 20), type: 'image/png' },
    ]);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/files?purpose=${purpose}`,
      payload: form.payload,
      headers: { ...form.headers, authorization: who.authorization },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().file.path as string;
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    c = await interestsCast(t, smtp);
    const opened = await api.open(c.interested, { proposal_id: c.proposalId, message: 'Olá' });
    id = opened.json().interest.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it.each([
    ['GET', '/api/interests/:id', () => `/api/interests/${id}`, undefined],
    ['GET', '/api/interests/:id/messages', () => `/api/interests/${id}/messages`, undefined],
    ['POST', '/api/interests/:id/read', () => `/api/interests/${id}/read`, {}],
  ] as const)('%s %s: the two customers’ users only', async (method, _route, url, payload) => {
    const expected: Record<Who, number> = { ...READERS, ...OUTSIDERS };
    const got: Record<string, number> = {};
    for (const who of EVERYONE)
      got[who] = (await api.call(as(who), method, url(), payload)).statusCode;
    expect(got).toEqual(expected);
  });

  it('POST /api/interests/:id/messages: the two customers’ users only', async () => {
    const got: Record<string, number> = {};
    for (const who of EVERYONE) {
      const payload = { body: `Mensagem de ${who}`, client_key: randomUUID() };
      got[who] = (
        await api.call(as(who), 'POST', `/api/interests/${id}/messages`, payload)
      ).statusCode;
    }
    expect(got).toEqual({
      owner: 201,
      ownerViewer: 201,
      interested: 201,
      colleague: 201,
      ...OUTSIDERS,
    });
  });

  it('PATCH stage, then complete-opportunity: the owner side’s editors only', async () => {
    const got: Record<string, number> = {};
    for (const who of [...EVERYONE].reverse()) {
      const answer = await api.call(as(who), 'PATCH', `/api/interests/${id}/stage`, {
        stage: 'won',
        won_amount: 1_500_000.5,
        won_jobs: 120,
      });
      got[who] = answer.statusCode;
    }
    expect(got).toEqual({
      owner: 200,
      ownerViewer: 403,
      interested: 403,
      colleague: 403,
      ...OUTSIDERS,
    });
    const done: Record<string, number> = {};
    for (const who of [...EVERYONE].reverse()) {
      done[who] = (
        await api.call(as(who), 'POST', `/api/interests/${id}/complete-opportunity`)
      ).statusCode;
    }
    expect(done).toEqual({
      owner: 200,
      ownerViewer: 403,
      interested: 403,
      colleague: 403,
      ...OUTSIDERS,
    });
  });

  it('lists: received by the owner side, sent by the interested side, nothing for others', async () => {
    const ids = async (who: Who, side: string) => {
      const answer = await api.call(as(who), 'GET', `/api/interests/${side}`);
      return answer.statusCode === 200
        ? answer.json().data.map((row: { id: number }) => row.id)
        : answer.statusCode;
    };
    const received: Record<string, unknown> = {};
    const sent: Record<string, unknown> = {};
    for (const who of EVERYONE) {
      received[who] = await ids(who, 'received');
      sent[who] = await ids(who, 'sent');
    }
    expect(received).toEqual({
      owner: [id],
      ownerViewer: [id],
      interested: [],
      colleague: [],
      third: [],
      superadmin: [],
      anonymous: 401,
    });
    expect(sent).toEqual({
      owner: [],
      ownerViewer: [],
      interested: [id],
      colleague: [id],
      third: [],
      superadmin: [],
      anonymous: 401,
    });
  });

  it('favourites: a participant may star it, a third party learns nothing', async () => {
    const star = (who: Who) =>
      api.call(as(who), 'POST', '/api/favorites', { entity: 'interest', entity_id: id });
    expect((await star('third')).statusCode).toBe(404);
    expect((await star('superadmin')).statusCode).toBe(404);
    expect((await star('colleague')).statusCode).toBe(200);
    const only = await api.call(c.colleague, 'GET', '/api/interests/sent?only_favorites=1');
    expect(only.json().data.map((row: { id: number; is_favorite: boolean }) => row)).toMatchObject([
      { id, is_favorite: true },
    ]);
    const notMine = await api.call(c.interested, 'GET', '/api/interests/sent?only_favorites=1');
    expect(notMine.json().data).toEqual([]);
  });

  it('POST /api/interests: any customer’s user but the owner’s; not the superadmin, not nobody', async () => {
    const got: Record<string, number> = {};
    for (const who of EVERYONE) {
      const answer = await api.call(as(who), 'POST', '/api/interests', {
        proposal_id: c.proposalId,
        message: `Interesse de ${who}`,
      });
      got[who] = answer.statusCode;
    }
    // The first one is won by now: the interested side opens another, which answers the
    // colleague's click; the third customer opens its own.
    expect(got).toEqual({
      owner: 409,
      ownerViewer: 409,
      interested: 201,
      colleague: 200,
      third: 201,
      superadmin: 403,
      anonymous: 401,
    });
  });

  it('exports: each side’s own rows only', async () => {
    const csv = async (who: Who, side: string) => {
      const answer = await api.call(as(who), 'GET', `/api/interests/${side}?format=csv`);
      return answer.statusCode === 200
        ? answer.body.includes('Interessada Ltda')
        : answer.statusCode;
    };
    const got: Record<string, unknown> = {};
    for (const who of EVERYONE) got[who] = await csv(who, 'received');
    expect(got).toEqual({
      owner: true,
      ownerViewer: true,
      interested: false,
      colleague: false,
      third: false,
      superadmin: false,
      anonymous: 401,
    });
  });

  it('attachments: addresses only in the thread, own unused interest uploads only', async () => {
    const path = await upload(c.interested);
    const sent = await api.send(c.interested, id, 'Segue a planta', { attachments: [{ path }] });
    expect(sent.statusCode).toBe(201);
    const [file] = sent.json().message.attachments;
    expect(file).toMatchObject({ original_name: 'planta.png', mime_type: 'image/png' });
    const fetched = await t.app.inject({ method: 'GET', url: file.url });
    expect(fetched.statusCode).toBe(200);
    // The path without its signature, or with a forged one, is as if missing.
    const bare = await t.app.inject({ method: 'GET', url: `/api/files/${path}` });
    expect(bare.statusCode).toBe(404);
    const forged = await t.app.inject({
      method: 'GET',
      url: file.url.replace(/sig=[^&]+/, 'sig=AAAA'),
    });
    expect(forged.statusCode).toBe(404);
    // Only the thread's readers are handed the address.
    expect((await api.messages(c.third, id)).statusCode).toBe(404);
    const seenByOwner = (await api.messages(c.owner, id)).json().data;
    expect(seenByOwner.at(-1).attachments[0].url).toBe(file.url);
    // Someone else's upload, a reused one, one sent for another purpose: refused, nothing written.
    const before = (await api.messages(c.owner, id)).json().data.length;
    const thirdThread = await api.open(c.third, { proposal_id: c.proposalId, message: 'Oi' });
    const unused = await upload(c.interested);
    const stolen = await api.send(c.third, thirdThread.json().interest.id, 'Roubado', {
      attachments: [{ path: unused }],
    });
    expect(stolen.statusCode).toBe(400);
    const reused = await api.send(c.interested, id, 'De novo', { attachments: [{ path }] });
    expect(reused.statusCode).toBe(400);
    const other = await upload(c.interested, 'proposal');
    const wrongPurpose = await api.send(c.interested, id, 'Outro', {
      attachments: [{ path: other }],
    });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json().message).toBe('Anexo inválido.');
    expect((await api.messages(c.owner, id)).json().data.length).toBe(before);
  });
});
