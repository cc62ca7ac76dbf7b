import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { MESSAGES } from '@oportuna/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { jpegDeclaring, pngDeclaring } from '../../../test/images.ts';
import { measureHeldMemory } from '../../../test/memory-sampler.ts';
import { multipartBody, ONE_PIXEL_PNG, streamedMultipartBody } from '../../../test/multipart.ts';
import { sendThenRead } from '../../../test/raw-http.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestClock } from '../../../test/test-clock.ts';
import { files } from '../../db/schema/index.ts';
import { systemClock } from '../../lib/clock.ts';
import { createLocalFileStorage, localStorageRoot } from './file-storage.ts';
import { createFileUrls } from './file-urls.ts';

/** Every file under the storage folder, relative to it. */
function storedFiles(dataDir: string): string[] {
  const root = join(dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

describe('uploads', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;
  let customerId: number;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    customerId = (await createCustomer(t.database.db)).id;
    const user = await createUser(t.database.db, { customerId });
    ({ authorization } = await signIn(t.app, smtp, user.email));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  // A real listener, for what app.inject cannot show: bodies that stream in while answered.
  let address: Promise<string> | undefined;
  const listening = () => {
    address ??= t.app.listen({ port: 0, host: '127.0.0.1' });
    return address;
  };

  const upload = (files: Parameters<typeof multipartBody>[0], query = '') => {
    const { payload, headers } = multipartBody(files);
    return t.app.inject({
      method: 'POST',
      url: `/api/files${query}`,
      payload,
      headers: { ...headers, authorization },
    });
  };

  it('stores a PNG, answers its path and url, and serves the same bytes back', async () => {
    const response = await upload(
      [{ field: 'file', name: 'fachada.png', content: ONE_PIXEL_PNG, type: 'image/png' }],
      `?customer=${customerId}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.file.original_name).toBe('fachada.png');
    expect(body.file.path).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(body.url).toMatch(
      new RegExp(`^/api/files/${body.file.path}\\?exp=\\d+&sig=[\\w-]{43}$`),
    );
    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
  });

  it("refuses a file over 5 MB with 413 'O tamanho de cada arquivo é limitado a 5 MB.'", async () => {
    const big = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(6_000_000)]);
    const response = await upload([{ field: 'file', name: 'grande.png', content: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('O tamanho de cada arquivo é limitado a 5 MB.');
  });

  it('streams to storage: an upload over the limit leaves no file behind, not even a partial one', async () => {
    const before = storedFiles(t.config.dataDir);
    const big = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(5_000_000)]);
    const { payload, headers } = multipartBody([
      { field: 'file', name: 'grande.png', content: big },
    ]);
    // Sent in network-sized chunks, so that storage has begun writing when the limit is passed.
    const chunks = Array.from({ length: Math.ceil(payload.length / 65_536) }, (_, i) =>
      payload.subarray(i * 65_536, (i + 1) * 65_536),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: Readable.from(chunks),
      headers: { ...headers, authorization },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'O tamanho de cada arquivo é limitado a 5 MB.',
      code: 'file_too_large',
    });
    expect(storedFiles(t.config.dataDir)).toEqual(before);
  });

  it('stores the bytes as sent and records their sha256', async () => {
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.from(Array.from({ length: 3_000_000 }, (_, i) => (i * 7919) % 251)),
    ]);
    const response = await upload(
      [{ field: 'file', name: 'edital.pdf', content: pdf }],
      '?purpose=attachment',
    );
    expect(response.statusCode, response.body).toBe(200);
    const { path } = response.json().file;
    const stored = readFileSync(join(t.config.dataDir, 'files', path));
    expect(stored.equals(pdf)).toBe(true);
    const [row] = await t.database.db.select().from(files).where(eq(files.path, path));
    expect(row?.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    expect(row?.size).toBe(pdf.length);
    expect(storedFiles(t.config.dataDir).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('keeps memory flat while a 60 MB attachment streams in over HTTP', async () => {
    const address = await listening();
    const memory = measureHeldMemory();
    const every = 10_000_000;
    const { body, headers, length } = streamedMultipartBody({
      field: 'file',
      name: 'estudo.pdf',
      head: Buffer.from('%PDF-1.4\n'),
      fillerBytes: 60_000_000,
      // Sampled as the bytes go out: by then the server has received nearly all of them.
      onSent: (sent) => {
        if (sent % every < 256 * 1024) memory.sample();
      },
    });
    const response = await fetch(`${address}/api/files?purpose=attachment`, {
      method: 'POST',
      headers: { ...headers, authorization },
      body,
      duplex: 'half',
    } as RequestInit);
    const answer = (await response.json()) as { file: { path: string } };
    const growth = memory.growth();
    expect(response.status, JSON.stringify(answer)).toBe(200);
    const [row] = await t.database.db.select().from(files).where(eq(files.path, answer.file.path));
    expect(row?.size).toBeGreaterThan(60_000_000);
    expect(row?.size).toBeLessThan(length);
    console.info(`memory growth during a 60 MB upload (MiB): ${JSON.stringify(growth)}`);
    expect(growth.samples).toBeGreaterThanOrEqual(5);
    expect(growth.arrayBuffers).toBeLessThan(25);
  }, 60_000);

  it('answers a refused upload once the client has sent all of it, as browsers expect', async () => {
    const address = await listening();
    for (const [head, status, code] of [
      [ONE_PIXEL_PNG, 413, 'file_too_large'],
      [Buffer.from('%PDF-1.4\n'), 415, 'unsupported_file_type'],
    ] as const) {
      const { body, headers, length } = streamedMultipartBody({
        field: 'file',
        name: 'grande.png',
        head,
        fillerBytes: 20_000_000,
      });
      const response = await sendThenRead(address, {
        method: 'POST',
        path: '/api/files?purpose=proposal',
        headers: { ...headers, authorization },
        body,
        length,
      });
      expect(response.status).toBe(status);
      expect(JSON.parse(response.body).code).toBe(code);
    }
  });

  it('refuses images over 50 megapixels, read from their header, and stores nothing', async () => {
    const before = storedFiles(t.config.dataDir);
    for (const [name, content] of [
      ['enorme.png', pngDeclaring(30_000, 30_000)],
      ['limite.png', pngDeclaring(7072, 7072)],
      ['enorme.jpg', jpegDeclaring(12_000, 9_000, { exifBytes: 60_000 })],
    ] as const) {
      const response = await upload([{ field: 'file', name, content }]);
      expect(response.statusCode, name).toBe(413);
      expect(response.json(), name).toEqual({
        message: MESSAGES.upload.imageTooLarge,
        code: 'image_too_large',
      });
    }
    expect(storedFiles(t.config.dataDir)).toEqual(before);
    expect(MESSAGES.upload.imageTooLarge).toBe(
      'A imagem excede o limite de 50 megapixels (largura × altura). Reduza as dimensões e envie novamente.',
    );
  });

  it('accepts images up to 50 megapixels, JPEG dimensions read after their EXIF', async () => {
    for (const [name, content] of [
      ['limite.png', pngDeclaring(7071, 7071)],
      ['foto.jpg', jpegDeclaring(4000, 3000, { exifBytes: 60_000 })],
    ] as const) {
      const response = await upload([{ field: 'file', name, content }]);
      expect(response.statusCode, name).toBe(200);
    }
  });

  it('refuses an image whose dimensions cannot be read', async () => {
    const response = await upload([
      {
        field: 'file',
        name: 'sem-quadro.jpg',
        content: jpegDeclaring(800, 600, { withFrame: false }),
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: MESSAGES.upload.imageUnreadable,
      code: 'image_unreadable',
    });
  });

  it('answers a truncated body or a multipart type without boundary with 400 in pt-BR', async () => {
    const { payload, headers } = multipartBody([
      { field: 'file', name: 'fachada.png', content: ONE_PIXEL_PNG },
    ]);
    const cases = [
      { name: 'cut inside the file', payload: payload.subarray(0, payload.length - 30), headers },
      { name: 'cut inside the part headers', payload: payload.subarray(0, 60), headers },
      {
        name: 'no boundary',
        payload,
        headers: { 'content-type': 'multipart/form-data' },
      },
    ];
    const before = storedFiles(t.config.dataDir);
    for (const sent of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        payload: sent.payload,
        headers: { ...sent.headers, authorization },
      });
      expect(response.statusCode, sent.name).toBe(400);
      expect(response.json(), sent.name).toEqual({
        message: 'O envio do arquivo chegou incompleto ou malformado. Tente enviar novamente.',
        code: 'invalid_multipart',
      });
    }
    expect(storedFiles(t.config.dataDir)).toEqual(before);
  });

  it('answers too many form fields in pt-BR', async () => {
    const boundary = '----oportunacampos';
    const fields = Array.from(
      { length: 12 },
      (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="campo${i}"\r\n\r\nx\r\n`,
    ).join('');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      payload: `${fields}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'O envio tem campos demais. Envie apenas o arquivo, no campo "file".',
      code: 'too_many_parts',
    });
  });

  it('decides the type from the content: a renamed executable is refused with 415', async () => {
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(200),
    ]);
    const response = await upload([
      { field: 'file', name: 'foto.png', content: elf, type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_file_type');
  });

  it("accepts one file per request: 'Apenas um arquivo nessa área!', and keeps neither", async () => {
    const before = storedFiles(t.config.dataDir);
    const response = await upload([
      { field: 'file', name: 'a.png', content: ONE_PIXEL_PNG },
      { field: 'file', name: 'b.png', content: ONE_PIXEL_PNG },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Apenas um arquivo nessa área!');
    expect(storedFiles(t.config.dataDir)).toEqual(before);
  });

  it('reads past a file sent under another field name and stores only the "file" one', async () => {
    const before = storedFiles(t.config.dataDir);
    const alone = await upload([{ field: 'foto', name: 'a.png', content: ONE_PIXEL_PNG }]);
    expect(alone.statusCode).toBe(400);
    expect(alone.json().fields).toEqual({ file: 'Envie o arquivo no campo "file"' });
    expect(storedFiles(t.config.dataDir)).toEqual(before);
    const beside = await upload([
      { field: 'foto', name: 'a.png', content: ONE_PIXEL_PNG },
      { field: 'file', name: 'b.png', content: ONE_PIXEL_PNG },
    ]);
    expect(beside.statusCode, beside.body).toBe(200);
    expect(beside.json().file.original_name).toBe('b.png');
    expect(storedFiles(t.config.dataDir)).toHaveLength(before.length + 1);
  });

  it('refuses uploads for another customer and requests without a file', async () => {
    const other = await createCustomer(t.database.db);
    const foreign = await upload(
      [{ field: 'file', name: 'a.png', content: ONE_PIXEL_PNG }],
      `?customer=${other.id}`,
    );
    expect(foreign.statusCode).toBe(403);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { authorization, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('never leaves the storage folder when serving', async () => {
    // What a data folder holds beside the stored files: the signing secret of an installation
    // without JWT_SECRET (the tests set it, so it is written here to have something to leak).
    const secret = `segredo-${randomUUID()}`;
    writeFileSync(join(t.config.dataDir, 'jwt-secret'), secret);
    const outside = [
      '../jwt-secret',
      '2026/11/../../../jwt-secret',
      '2026/11/../../../jwt-secret.png',
    ];
    // Even signed and registered, as a stored file would be: only the path can stop them.
    const urls = createFileUrls({ secret: t.config.jwtSecret, clock: systemClock });
    for (const path of outside) {
      await t.database.db.insert(files).values({
        id: randomUUID(),
        path,
        originalName: 'segredo.png',
        mimeType: 'image/png',
        size: secret.length,
        kind: 'image',
        purpose: 'proposal',
        sha256: createHash('sha256').update(secret).digest('hex'),
        customerId,
      });
      const signed = urls.url(path);
      const url = `/api/files/${encodeURIComponent(path)}${signed.slice(signed.indexOf('?'))}`;
      const response = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain(secret);
    }
    for (const url of [
      '/api/files/2026/11/..%2F..%2F..%2Fjwt-secret',
      '/api/files/%2e%2e/jwt-secret',
      '/api/files/../../jwt-secret',
      '/api/files/..%2Fjwt-secret',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain(secret);
    }
    const storage = createLocalFileStorage(localStorageRoot(t.config.dataDir));
    for (const path of outside) expect(storage.open(path), path).toBeNull();
  });

  it('serves a file only at the signed address the API handed out; any other answers as missing', async () => {
    const first = (
      await upload([{ field: 'file', name: 'a.png', content: ONE_PIXEL_PNG }])
    ).json() as { file: { path: string }; url: string };
    const second = (
      await upload([{ field: 'file', name: 'b.png', content: ONE_PIXEL_PNG }])
    ).json() as { file: { path: string }; url: string };
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(200);

    const url = new URL(first.url, 'http://oportuna.test');
    const exp = url.searchParams.get('exp') as string;
    const sig = url.searchParams.get('sig') as string;
    const tampered = `${sig.slice(0, 10)}${sig[10] === 'A' ? 'B' : 'A'}${sig.slice(11)}`;
    const otherSig = new URL(second.url, 'http://oportuna.test').searchParams.get('sig');
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/files/2026/01/${randomUUID()}.png`,
    });
    expect(missing.statusCode).toBe(404);
    for (const attempt of [
      url.pathname,
      `${url.pathname}?exp=${exp}`,
      `${url.pathname}?sig=${sig}`,
      `${url.pathname}?exp=${exp}&sig=${tampered}`,
      `${url.pathname}?exp=${Number(exp) + 86_400}&sig=${sig}`,
      `${url.pathname}?exp=${exp}&sig=${otherSig}`,
      `${url.pathname}?exp=abc&sig=${sig}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: attempt });
      expect(response.statusCode, attempt).toBe(404);
      expect(response.json(), attempt).toEqual(missing.json());
    }
  });
});

describe('signed file addresses over time', () => {
  const clock = createTestClock(new Date('2026-03-10T15:30:00Z'));
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps one address per file for the day, valid 24 to 48 hours, then answers 404', async () => {
    const { payload, headers } = multipartBody([
      { field: 'file', name: 'fachada.png', content: ONE_PIXEL_PNG },
    ]);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/files',
        payload,
        headers: { ...headers, authorization },
      });
    const { url } = (await send()).json() as { url: string };
    const exp = Number(new URL(url, 'http://oportuna.test').searchParams.get('exp'));
    // Rounded up to the end of the next day (UTC), so the address stays the same all day long.
    expect(new Date(exp * 1000).toISOString()).toBe('2026-03-12T00:00:00.000Z');

    clock.advanceMinutes(24 * 60 - 1);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    clock.advanceMinutes(24 * 60 + 2);
    const expired = await t.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: 'Arquivo não encontrado.', code: 'file_not_found' });
  });
});
