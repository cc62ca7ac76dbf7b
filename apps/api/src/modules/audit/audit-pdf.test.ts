import { get, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { activityLogs } from '../../db/schema/index.ts';

describe('activity log PDF', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /**
   * `count` favourites from 10 January 2026 12:00 UTC on, three per minute: entries sharing an
   * instant must neither repeat nor go missing between the PDF's batches.
   */
  async function insertEntries(userId: number, customerId: number | null, count: number) {
    const start = Date.parse('2026-01-10T12:00:00Z');
    await t.database.db.insert(activityLogs).values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        customerId,
        action: 'favorite.added',
        description: `Entrada de teste número ${String(i + 1).padStart(4, '0')}`,
        metadata: { entity: 'state', entity_id: String(i) },
        occurredAt: new Date(start + Math.floor(i / 3) * 60_000).toISOString(),
      })),
    );
  }

  let listening: Promise<string> | undefined;
  /**
   * The PDF asked over a real socket, for readers that behave as sockets do (slow, or leaving):
   * `read` handles the answer, and may `leave` (close the connection) before its end.
   */
  const overSocket = async <T>(
    userId: number,
    authorization: string,
    read: (
      res: IncomingMessage,
      outcome: { leave: () => void; done: (value: T) => void; fail: (error: Error) => void },
    ) => void,
  ) => {
    listening ??= t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = await listening;
    return new Promise<T>((resolve, reject) => {
      const request = get(
        `${base}/api/users/${userId}/audits-pdf`,
        { headers: { authorization } },
        (res) => read(res, { leave: () => request.destroy(), done: resolve, fail: reject }),
      );
      request.on('error', reject);
    });
  };

  const pdfOf = (authorization: string, id: number, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/${id}/audits-pdf${query}`,
      headers: { authorization },
    });

  it('holds every entry once, readable, with a header, a period and numbered pages', async () => {
    const customer = await createCustomer(t.database.db, { name: 'Prefeitura de Teste' });
    const user = await createUser(t.database.db, { customerId: customer.id });
    const { authorization } = await signIn(t.app, smtp, user.email);
    // More than two of the PDF's batches.
    const count = 1100;
    await insertEntries(user.id, customer.id, count);

    const reply = await pdfOf(authorization, user.id, '?from=2026-01-01&to=2026-01-31');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="atividades-pessoa-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const pages = await pdfPages(reply.rawPayload);
    const first = pages[0] ?? '';
    for (const text of [
      'Oportuna',
      'Prefeitura de Teste',
      user.name,
      user.email,
      'Período: De 01/01/2026 a 31/01/2026',
      'Gerado em:',
    ]) {
      expect(first).toContain(text);
    }
    expect(first).toContain('Favorito adicionado');
    expect(first).toContain('Tipo de item: Estado');
    // 10/01/2026 12:00 UTC is 09:00 in Brasília; the newest entry comes first.
    expect(first).toContain(`Entrada de teste número ${String(count).padStart(4, '0')}`);
    expect(pages.at(-1)).toContain('10/01/2026 09:00:00');

    // Every page repeats the table header and its number; every entry is on exactly one page,
    // and no page is left without entries (no blank page at the end).
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((text, index) => {
      expect(text).toContain('Ação Descrição Data Parâmetros');
      expect(text).toContain(`Página ${index + 1}`);
    });
    const perPage = pages.map((text) => text.match(/Entrada de teste número \d{4}/g) ?? []);
    expect(perPage.every((found) => found.length > 0)).toBe(true);
    const all = perPage.flat();
    expect(all).toHaveLength(count);
    expect(new Set(all).size).toBe(count);
    // Full pages hold the same number of rows: the page count is the least that fits them.
    const rowsPerPage = perPage.slice(1, -1).map((found) => found.length);
    expect(new Set(rowsPerPage).size).toBeLessThanOrEqual(1);
    const continuation = rowsPerPage[0] ?? count;
    const firstRows = perPage[0]?.length ?? 0;
    expect(pages.length).toBe(1 + Math.ceil((count - firstRows) / continuation));
  });

  it('covers only the period asked for', async () => {
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    const { authorization } = await signIn(t.app, smtp, user.email);
    await insertEntries(user.id, customer.id, 3);
    const reply = await pdfOf(authorization, user.id, '?from=2026-02-01&to=2026-02-28');
    const pages = await pdfPages(reply.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Período: De 01/02/2026 a 28/02/2026');
    expect(pages[0]).not.toContain('Entrada de teste');
    expect(pages[0]).toContain('Nenhuma atividade no período');
  });

  it('is a valid one-page PDF saying so for a user with no entries', async () => {
    const superadmin = await createUser(t.database.db, {
      customerId: null,
      roles: ['ROLE_SUPERADMIN'],
    });
    const silent = await createUser(t.database.db, { customerId: null });
    const { authorization } = await signIn(t.app, smtp, superadmin.email);
    const reply = await pdfOf(authorization, silent.id);
    expect(reply.statusCode).toBe(200);
    const pages = await pdfPages(reply.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Nenhuma atividade no período');
    expect(pages[0]).toContain('Período: Todo o período');
    expect(pages[0]).toContain('Página 1');
  });

  it('follows the reading rules of the log', async () => {
    const customer = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    const admin = await createUser(t.database.db, {
      customerId: customer.id,
      roles: ['ROLE_ADMIN'],
    });
    const otherAdmin = await createUser(t.database.db, {
      customerId: other.id,
      roles: ['ROLE_ADMIN'],
    });
    const superadmin = await createUser(t.database.db, {
      customerId: null,
      roles: ['ROLE_SUPERADMIN'],
    });
    await insertEntries(user.id, customer.id, 2);
    const asUser = await signIn(t.app, smtp, user.email);
    const asAdmin = await signIn(t.app, smtp, admin.email);
    const asOtherAdmin = await signIn(t.app, smtp, otherAdmin.email);
    const asSuper = await signIn(t.app, smtp, superadmin.email);

    for (const reader of [asUser, asAdmin, asSuper]) {
      const reply = await pdfOf(reader.authorization, user.id);
      expect(reply.statusCode).toBe(200);
      expect((await pdfPages(reply.rawPayload))[0]).toContain('Entrada de teste número 0002');
    }
    const refused = await pdfOf(asOtherAdmin.authorization, user.id);
    expect(refused.statusCode).toBe(404);
    const missing = await pdfOf(asOtherAdmin.authorization, 99_999_999);
    expect(refused.json()).toEqual(missing.json());
    expect((await pdfOf(asUser.authorization, admin.id)).statusCode).toBe(404);
  });

  it('refuses a malformed period with a pt-BR message per field', async () => {
    const user = await createUser(t.database.db, { customerId: null });
    const { authorization } = await signIn(t.app, smtp, user.email);
    const wrong = await pdfOf(authorization, user.id, '?from=2026-02-30&to=amanha');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({
      from: 'Data inicial inválida: use aaaa-mm-dd',
      to: 'Data final inválida: use aaaa-mm-dd',
    });
    const reversed = await pdfOf(authorization, user.id, '?from=2026-02-02&to=2026-02-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields.to).toBe(
      'A data final deve ser igual ou posterior à data inicial',
    );
  });

  it('goes on answering after a reader leaves in the middle of a document', async () => {
    const user = await createUser(t.database.db, { customerId: null });
    const { authorization } = await signIn(t.app, smtp, user.email);
    await insertEntries(user.id, null, 3000);
    const received = await overSocket<number>(user.id, authorization, (res, { leave, done }) => {
      // The first chunk is enough: the reader leaves in the middle of the document.
      res.once('data', (chunk: Buffer) => {
        leave();
        done(chunk.length);
      });
    });
    expect(received).toBeGreaterThan(0);
    const after = await pdfOf(authorization, user.id, '?from=2026-01-11');
    expect(after.statusCode).toBe(200);
    expect((await pdfPages(after.rawPayload)).join(' ')).toContain('Entrada de teste número 3000');
  });

  it('waits for a slow reader and still hands it the whole document', async () => {
    const user = await createUser(t.database.db, { customerId: null });
    const { authorization } = await signIn(t.app, smtp, user.email);
    await insertEntries(user.id, null, 2000);
    const body = await overSocket<Buffer>(user.id, authorization, (res, { done, fail }) => {
      const chunks: Buffer[] = [];
      // Reads a piece, then stops reading for a while: the sender must wait, not drop.
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        res.pause();
        setTimeout(() => res.resume(), 5);
      });
      res.on('end', () => done(Buffer.concat(chunks)));
      res.on('error', fail);
    });
    const found = (await pdfPages(body)).join(' ').match(/Entrada de teste número \d{4}/g) ?? [];
    expect(found).toHaveLength(2000);
    expect(new Set(found).size).toBe(2000);
  });

  it('renders documents asked for at once, each whole and each its own', async () => {
    const owners = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => {
        const customer = await createCustomer(t.database.db, { name: `Prefeitura ${n}` });
        const user = await createUser(t.database.db, { customerId: customer.id });
        await insertEntries(user.id, customer.id, 300 * n);
        return { user, count: 300 * n, ...(await signIn(t.app, smtp, user.email)) };
      }),
    );
    const replies = await Promise.all(
      owners.map(({ user, authorization }) => pdfOf(authorization, user.id)),
    );
    for (const [i, reply] of replies.entries()) {
      const owner = owners[i];
      if (!owner) continue;
      expect(reply.statusCode).toBe(200);
      const text = (await pdfPages(reply.rawPayload)).join(' ');
      expect(text).toContain(owner.user.email);
      for (const other of owners) {
        if (other !== owner) expect(text).not.toContain(other.user.email);
      }
      expect(text.match(/Entrada de teste número \d{4}/g)).toHaveLength(owner.count);
    }
  });
});
