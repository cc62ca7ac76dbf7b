import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { TINY_PDF } from '../../../test/locality-fixtures.ts';
import { multipartBody, ONE_PIXEL_PNG } from '../../../test/multipart.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import { companyInfos } from '../../db/schema/index.ts';

/** A PNG of `bytes` bytes: a valid one-pixel image followed by padding. */
const pngOf = (bytes: number) =>
  Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(bytes - ONE_PIXEL_PNG.length)]);
const REFUSED =
  'Envie a imagem novamente por esta tela: só são aceitos arquivos JPEG ou PNG de até 5 MB.';

/** A company's logo (spec 3 §5): JPEG or PNG read from the bytes, 5 MB at most. */
describe("a company's logo", () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let editor: string;
  let cnpj: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const [found] = await rows<{ cnpj: string }>(
      t.database.db,
      sql`select cnpj from receita.companies order by cnpj limit 1`,
    );
    cnpj = found?.cnpj as string;
    const customer = await createCustomer(t.database.db, { type: 'company' });
    await t.database.db.execute(
      sql`update customers set company_federal_tax_id = ${cnpj} where id = ${customer.id}`,
    );
    const person = await createUser(t.database.db, {
      customerId: customer.id,
      roles: ['ROLE_ADMIN'],
    });
    editor = (await signIn(t.app, smtp, person.email)).authorization;
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
      url: `/api/files?purpose=${purpose}`,
      payload,
      headers: { ...headers, authorization: editor },
    });
  };
  const uploaded = async (purpose: string, content: Buffer, name?: string) => {
    const response = await upload(purpose, content, name);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().file.path as string;
  };
  const save = (logo: string | null, multimedia: object[] = []) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/companies/${cnpj}/info`,
      payload: { logo, description: null, contacts: [], multimedia },
      headers: { authorization: editor },
    });
  const shownLogo = async () =>
    (
      await t.database.db
        .select({ logo: companyInfos.logo })
        .from(companyInfos)
        .where(eq(companyInfos.cnpj, cnpj))
    )[0]?.logo ?? null;

  it('refuses at upload a 9 MB PNG and a PDF named .png, in pt-BR', async () => {
    const large = await upload('company_logo', pngOf(9_000_000));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('O tamanho de cada arquivo é limitado a 5 MB.');
    const pdf = await upload('company_logo', TINY_PDF, 'logo.png');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe('Tipo de arquivo não permitido. Envie JPEG ou PNG.');
  });

  it('refuses on attach a 9 MB PNG or a small one sent as a locality logo, and a PDF sent as an attachment', async () => {
    const localityLogo = await uploaded('logo', pngOf(9_000_000));
    const pdf = await uploaded('attachment', TINY_PDF, 'logo.png');
    // As the edit screen sent logos before the rule: a small PNG, but as a locality logo.
    const earlier = await uploaded('logo', ONE_PIXEL_PNG);
    for (const path of [localityLogo, pdf, earlier]) {
      const response = await save(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().fields).toEqual({ logo: REFUSED });
    }
    expect(await shownLogo()).toBeNull();
  });

  it('refuses as logo a PDF the company already shows among its files', async () => {
    const pdf = await uploaded('attachment', TINY_PDF, 'relatorio.pdf');
    const file = { type: 'document', name: 'Relatório', path: pdf };
    expect((await save(null, [file])).statusCode).toBe(204);
    const response = await save(pdf, [file]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ logo: REFUSED });
    expect(await shownLogo()).toBeNull();
  });

  it('attaches a PNG of 5 MB uploaded as a company logo, and keeps it on the next save', async () => {
    const logo = await uploaded('company_logo', pngOf(5_000_000));
    const response = await save(logo);
    expect(response.statusCode, response.body).toBe(204);
    expect(await shownLogo()).toBe(logo);
    expect((await save(logo)).statusCode).toBe(204);
    expect(await shownLogo()).toBe(logo);
  });
});
