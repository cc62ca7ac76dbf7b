import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { TINY_PDF } from '../../../test/locality-fixtures.ts';
import { multipartBody, ONE_PIXEL_PNG } from '../../../test/multipart.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { customers, files } from '../../db/schema/index.ts';

/** A PNG of `bytes` bytes: a valid one-pixel image followed by padding. */
const pngOf = (bytes: number) =>
  Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(bytes - ONE_PIXEL_PNG.length)]);
const REFUSED =
  'Envie a imagem novamente por esta tela: só são aceitos arquivos JPEG ou PNG de até 5 MB.';

/** The whitelabel images (spec 3 §5): JPEG or PNG read from the bytes, 5 MB at most. */
describe("a customer's logo and background banner", () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let admin: string;
  let customerId: number;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    customerId = (await createCustomer(t.database.db, { type: 'city' })).id;
    const person = await createUser(t.database.db, { customerId, roles: ['ROLE_ADMIN'] });
    admin = (await signIn(t.app, smtp, person.email)).authorization;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const upload = (purpose: string, content: Buffer, name = 'logo.png') => {
    const { payload, headers } = multipartBody([
      { field: 'file', name, content, type: 'image/png' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/files?purpose=${purpose}&customer=${customerId}`,
      payload,
      headers: { ...headers, authorization: admin },
    });
  };
  const uploaded = async (purpose: string, content: Buffer) => {
    const response = await upload(purpose, content);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().file.path as string;
  };
  const save = (branding: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/customers/${customerId}`,
      payload: branding,
      headers: { authorization: admin },
    });
  const look = async () =>
    (
      await t.database.db
        .select({ logo: customers.logo, banner: customers.backgroundBanner })
        .from(customers)
        .where(eq(customers.id, customerId))
    )[0];

  it('refuses at upload an 8 MB PNG and a PDF named .png, in pt-BR', async () => {
    const large = await upload('whitelabel', pngOf(8_000_000));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('O tamanho de cada arquivo é limitado a 5 MB.');
    const pdf = await upload('whitelabel', TINY_PDF, 'logo.png');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('Tipo de arquivo não permitido. Envie JPEG ou PNG.');
  });

  it('refuses on attach an image uploaded for another purpose: 8 MB as a city image, or a profile photo', async () => {
    const before = await look();
    const cityImage = await uploaded('image', pngOf(8_000_000));
    const photo = await uploaded('photo', ONE_PIXEL_PNG);
    for (const [field, path] of [
      ['logo', cityImage],
      ['background_banner', cityImage],
      ['logo', photo],
      ['background_banner', photo],
    ] as const) {
      const response = await save({ [field]: path });
      expect(response.statusCode, `${field} ${path}`).toBe(400);
      expect(response.json().fields).toEqual({ [field]: REFUSED });
    }
    expect(await look()).toEqual(before);
  });

  it('refuses on attach a whitelabel upload the rule does not admit as recorded', async () => {
    const path = await uploaded('whitelabel', ONE_PIXEL_PNG);
    // Recorded under an earlier, looser rule.
    await t.database.db.update(files).set({ size: 8_000_000 }).where(eq(files.path, path));
    const response = await save({ logo: path });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ logo: REFUSED });
  });

  it('attaches a PNG of 5 MB uploaded for the whitelabel, as logo and as banner', async () => {
    const logo = await uploaded('whitelabel', pngOf(5_000_000));
    const banner = await uploaded('whitelabel', ONE_PIXEL_PNG);
    const response = await save({ logo, background_banner: banner });
    expect(response.statusCode, response.body).toBe(204);
    expect(await look()).toEqual({ logo, banner });
  });

  it('keeps an image attached before the rule while it stays, and refuses it anew elsewhere', async () => {
    const earlier = await uploaded('photo', ONE_PIXEL_PNG);
    await t.database.db
      .update(customers)
      .set({ logo: earlier, backgroundBanner: null })
      .where(eq(customers.id, customerId));
    const kept = await save({ logo: earlier, background_banner: null, map_color: '#0B1F3A' });
    expect(kept.statusCode, kept.body).toBe(204);
    expect(await look()).toEqual({ logo: earlier, banner: null });
    const moved = await save({ logo: earlier, background_banner: earlier });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toEqual({ background_banner: REFUSED });
    expect(await look()).toEqual({ logo: earlier, banner: null });
  });
});
