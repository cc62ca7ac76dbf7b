import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfTextItems } from '../../../test/pdf-text.ts';
import { activityLogPdf, type PdfLogEntry } from './audit-pdf.ts';

const header = {
  requester: 'maria',
  owner: { name: 'Maria Souza', email: 'maria@example.com', customerName: null },
  period: {},
  generatedAt: new Date('2026-03-01T12:00:00Z'),
};

/** `count` entries read in batches of `size`, as the service reads them; counts the batches. */
function entriesInBatches(count: number, size: number, failAfter = Number.POSITIVE_INFINITY) {
  const asked = { batches: 0 };
  async function* batches() {
    for (let start = 0; start < count; start += size) {
      if (asked.batches >= failAfter) throw new Error('conexão perdida');
      asked.batches += 1;
      yield* Array.from(
        { length: Math.min(size, count - start) },
        (_, i): PdfLogEntry => ({
          action: 'favorite.added',
          description: `Entrada ${String(start + i + 1).padStart(5, '0')}`,
          occurred_at: '2026-02-10T12:00:00Z',
          metadata: { entity: 'city', entity_id: String(i) },
        }),
      );
    }
  }
  return { asked, entries: batches() };
}

function readAll(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** Entries that come one batch, then only once `finish` is called: a long export in progress. */
function entriesUntilFinished() {
  const asked = { batches: 0 };
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  async function* batches() {
    asked.batches += 1;
    yield* entriesInBatches(100, 100).entries;
    await finished;
    asked.batches += 1;
    yield* entriesInBatches(100, 100).entries;
  }
  return { asked, entries: batches(), finish: () => finish() };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('activity log PDF stream', () => {
  it('stops reading entries while nobody reads the document, and ends it when read', async () => {
    const { asked, entries } = entriesInBatches(20_000, 100);
    const pdf = activityLogPdf({ ...header, entries });
    // Nobody reads: the renderer fills what the stream holds (some hundreds of KB), then waits
    // instead of going on. Waits until it has stood still for a while.
    let seen = -1;
    let still = 0;
    while (still < 4) {
      await wait(150);
      still = asked.batches === seen ? still + 1 : 0;
      seen = asked.batches;
    }
    expect(asked.batches).toBeGreaterThan(0);
    expect(asked.batches).toBeLessThan(100);

    const text = (await pdfPages(await readAll(pdf))).join(' ');
    expect(asked.batches).toBe(200);
    const found = text.match(/Entrada \d{5}/g) ?? [];
    expect(found).toHaveLength(20_000);
    expect(new Set(found).size).toBe(20_000);
  }, 60_000);

  it('keeps accented names whole, wraps long descriptions and cuts the overlong', async () => {
    const accented = 'Inscrição de “Conceição & Irmãos Ltda.” em São João — ÁGUA MINERAL ÉRICA';
    const wrapped = `Atualizou a oportunidade ${'Centro logístico regional de distribuição '.repeat(3)}fim`;
    const overlong = Array.from({ length: 400 }, (_, i) => `palavra${i}`).join(' ');
    async function* entries(): AsyncGenerator<PdfLogEntry> {
      for (const description of [accented, wrapped, overlong]) {
        yield {
          action: 'proposal.updated',
          description,
          occurred_at: '2026-02-10T12:00:00Z',
          metadata: { proposal_id: 15, from: 'open', status: 'pending' },
        };
      }
    }
    const pdf = activityLogPdf({
      ...header,
      owner: { ...header.owner, name: 'Conceição Ávila' },
      entries: entries(),
    });
    const bytes = await readAll(pdf);
    const text = (await pdfPages(bytes)).join(' ');
    expect(text).toContain('Registro de atividades de Conceição Ávila');
    expect(text).toContain(accented);
    expect(text).toContain(wrapped);
    expect(text).toContain('Oportunidade atualizada');
    // 12:00 UTC is 09:00 in Brasília.
    expect(text).toContain('10/02/2026 09:00:00');
    expect(text).toContain('Código da oportunidade: 15');
    expect(text).toContain('palavra0 palavra1');
    expect(text).toMatch(/palavra\d+…/);
    expect(text).not.toContain('palavra399');
    // The description column runs from 140 to 325 pt: its lines stay in it.
    const inColumn = (await pdfTextItems(bytes)).flat().filter(({ x }) => x >= 140 && x < 325);
    const columnText = inColumn.map(({ str }) => str).join(' ');
    for (const description of [accented, wrapped]) expect(columnText).toContain(description);
    for (const { x, width } of inColumn) expect(x + width).toBeLessThanOrEqual(325);
  });

  it('fails the stream when the entries cannot be read, and frees its place for the next', async () => {
    // More documents, ended and failed, than are rendered at once: each gives its place back.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await readAll(activityLogPdf({ ...header, entries: entriesInBatches(10, 100).entries }));
      const { entries } = entriesInBatches(1_000, 100, 2);
      await expect(readAll(activityLogPdf({ ...header, entries }))).rejects.toThrow(
        'conexão perdida',
      );
    }
    const { entries } = entriesInBatches(10, 100);
    const text = (await pdfPages(await readAll(activityLogPdf({ ...header, entries })))).join(' ');
    expect(text).toContain('Entrada 00010');
  }, 30_000);

  it('lets other documents be drawn while unread ones wait for their readers', async () => {
    // More unread documents than are drawn at once, each past what its stream holds.
    const unread = [1, 2, 3].map(() => {
      const { asked, entries } = entriesInBatches(20_000, 100);
      return { asked, pdf: activityLogPdf({ ...header, entries }) };
    });
    await wait(300);
    const { entries } = entriesInBatches(10, 100);
    const text = (await pdfPages(await readAll(activityLogPdf({ ...header, entries })))).join(' ');
    expect(text).toContain('Entrada 00010');
    for (const { asked, pdf } of unread) {
      expect(asked.batches).toBeLessThan(200);
      pdf.destroy();
    }
  }, 30_000);

  it("draws another requester's small document at once while one requester's large ones go on", async () => {
    const large = [1, 2, 3].map(() => {
      const { asked, entries, finish } = entriesUntilFinished();
      const pdf = activityLogPdf({ ...header, requester: 'ana', entries });
      const read = readAll(pdf);
      return { asked, finish, read };
    });
    await wait(100);
    // Ana's first document is being drawn; her next ones wait for it, not for anyone else.
    expect(large.map(({ asked }) => asked.batches)).toEqual([1, 0, 0]);

    const { entries } = entriesInBatches(10, 100);
    const small = activityLogPdf({ ...header, requester: 'bruno', entries });
    const text = (await pdfPages(await readAll(small))).join(' ');
    expect(text).toContain('Entrada 00010');
    expect(large.map(({ asked }) => asked.batches)).toEqual([1, 0, 0]);

    for (const { finish } of large) finish();
    for (const { read } of large) {
      const pages = (await pdfPages(await read)).join(' ');
      expect(pages.match(/Entrada \d{5}/g)).toHaveLength(200);
    }
  }, 30_000);
});
