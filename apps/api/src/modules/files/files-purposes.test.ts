import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { multipartBody, ONE_PIXEL_PNG } from '../../../test/multipart.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { files } from '../../db/schema/index.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
/** The opening box of an MP4 file (brand mp42). */
const MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d6d703432', 'hex');
const padded = (head: Buffer, bytes: number) => Buffer.concat([head, Buffer.alloc(bytes)]);

/** Upload limits of locality editing (spec 2 §5): per purpose, type read from the content. */
describe('uploads by purpose', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let authorization: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const upload = (purpose: string, content: Buffer, name = 'arquivo.bin') => {
    const { payload, headers } = multipartBody([{ field: 'file', name, content }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/files?purpose=${purpose}`,
      payload,
      headers: { ...headers, authorization },
    });
  };
  const kindOf = async (path: string) =>
    (await t.database.db.select({ kind: files.kind }).from(files).where(eq(files.path, path)))[0]
      ?.kind;

  it('takes a logo up to 10 MB and refuses a larger one with the 10 MB message', async () => {
    expect((await upload('logo', padded(ONE_PIXEL_PNG, 9_900_000))).statusCode).toBe(200);
    const refused = await upload('logo', padded(ONE_PIXEL_PNG, 10_000_000));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('O tamanho de cada arquivo é limitado a 10 MB.');
  });

  it('takes a city or state image up to 20 MB and refuses a larger one', async () => {
    expect((await upload('image', padded(ONE_PIXEL_PNG, 19_900_000))).statusCode).toBe(200);
    const refused = await upload('image', padded(ONE_PIXEL_PNG, 20_000_000));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('O tamanho de cada arquivo é limitado a 20 MB.');
  });

  it('takes only JPEG or PNG as logo and image, whatever the name says', async () => {
    for (const purpose of ['logo', 'image']) {
      for (const content of [PDF, MP4]) {
        const refused = await upload(purpose, content, 'foto.png');
        expect(refused.statusCode).toBe(415);
        expect(refused.json().message).toBe('Tipo de arquivo não permitido. Envie JPEG ou PNG.');
      }
    }
  });

  it('takes images, PDF and MP4 as attachments, their kind read from the content', async () => {
    const cases: [Buffer, string, string][] = [
      [ONE_PIXEL_PNG, 'documento.pdf', 'image'],
      [PDF, 'foto.jpg', 'document'],
      [MP4, 'planilha.xlsx', 'video'],
    ];
    for (const [content, name, kind] of cases) {
      const response = await upload('attachment', content, name);
      expect(response.statusCode, response.body).toBe(200);
      expect(await kindOf(response.json().file.path)).toBe(kind);
    }
    const zip = Buffer.from('504b0304140000000000', 'hex');
    expect((await upload('attachment', padded(zip, 100))).statusCode).toBe(415);
  });

  it('refuses an attachment over 100 MB with the 100 MB message', async () => {
    const { payload, headers } = multipartBody([{ field: 'file', name: 'a.pdf', content: PDF }]);
    const boundaryEnd = payload.indexOf(PDF) + PDF.length;
    const filler = Buffer.alloc(1 << 20);
    const body = Readable.from(
      (function* () {
        yield payload.subarray(0, boundaryEnd);
        for (let i = 0; i < 101; i++) yield filler;
        yield payload.subarray(boundaryEnd);
      })(),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files?purpose=attachment',
      payload: body,
      headers: { ...headers, authorization },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('O tamanho de cada arquivo é limitado a 100 MB.');
  }, 60_000);
});
