import { MESSAGES } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { multipartBody, ONE_PIXEL_PNG } from '../../../test/multipart.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import { loadDemoReceitaRelease } from '../../seed/demo-receita-release.ts';

type Session = { authorization: string; userId: number };

describe('company detail and info', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  /** A company with partners (one of them a company), other activities and a legal nature. */
  let cnpj: string;
  let companyAdmin: Session;
  let companyUser: Session;
  let otherCompany: Session;
  let cityAdmin: Session;
  let superadmin: Session;

  async function session(customerId: number | null, roles: string[]): Promise<Session> {
    const user = await createUser(t.database.db, { customerId, roles: roles as never });
    const { authorization } = await signIn(t.app, smtp, user.email);
    return { authorization, userId: user.id };
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const [found] = await rows<{ cnpj: string }>(
      t.database.db,
      sql`select c.cnpj from receita.companies c
          where c.legal_nature_code is not null and cardinality(c.secondary_activity_codes) > 0
            and exists (select 1 from receita.partners p
              where p.company_cnpj_basico = c.cnpj_basico and p.kind = 'company'
                and exists (select 1 from receita.companies o where o.cnpj_basico = p.partner_cnpj_basico))
          order by c.cnpj limit 1`,
    );
    if (!found) throw new Error('the demo set has no company with a company partner');
    cnpj = found.cnpj;
    const own = await createCustomer(t.database.db, { type: 'company' });
    // Another establishment of the same company: the root (8 characters) is what counts.
    await t.database.db.execute(
      sql`update customers set company_federal_tax_id = ${`${cnpj.slice(0, 8)}999900`} where id = ${own.id}`,
    );
    const other = await createCustomer(t.database.db, { type: 'company' });
    await t.database.db.execute(
      sql`update customers set company_federal_tax_id = '11222333000181' where id = ${other.id}`,
    );
    const city = await createCustomer(t.database.db, { type: 'city' });
    companyAdmin = await session(own.id, ['ROLE_ADMIN']);
    companyUser = await session(own.id, ['ROLE_USER']);
    otherCompany = await session(other.id, ['ROLE_ADMIN']);
    cityAdmin = await session(city.id, ['ROLE_ADMIN']);
    superadmin = await session(null, ['ROLE_SUPERADMIN']);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (who: Session, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: who.authorization } });

  async function upload(who: Session, name: string, purpose = 'proposal'): Promise<string> {
    const { payload, headers } = multipartBody([{ field: 'file', name, content: ONE_PIXEL_PNG }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/files?purpose=${purpose}`,
      payload,
      headers: { ...headers, authorization: who.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { file: { path: string } }).file.path;
  }

  it('shows every registry field: partners with qualification, legal nature, activities', async () => {
    const response = await call(companyUser, 'GET', `/api/companies/${cnpj}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    const [registry] = await rows<Record<string, string | null>>(
      t.database.db,
      sql`select c.name, c.business_name, c.legal_nature_code, n.description as legal_nature,
            c.main_activity_code, a.text as activity, c.city_id, c.city_name, c.state, c.postal_code
          from receita.companies c
          left join receita.registry_codes n on n.kind = 'natureza' and n.code = c.legal_nature_code
          left join activities a on a.code = c.main_activity_code
          where c.cnpj = ${cnpj}`,
    );
    expect(detail).toMatchObject({
      id: cnpj,
      cnpj,
      name: registry?.name,
      business_name: registry?.business_name,
      legal_nature: { code: registry?.legal_nature_code, text: registry?.legal_nature },
      main_activity: { code: registry?.main_activity_code, text: registry?.activity },
      city: { id: registry?.city_id, name: registry?.city_name },
      state: registry?.state,
      postal_code: registry?.postal_code,
      address: { zip: registry?.postal_code, city_id: registry?.city_id },
      is_favorite: false,
      has_permission_to_edit: true,
      source: 'receita',
    });
    expect(detail.legal_nature.text).toEqual(expect.any(String));
    const others = await rows<{ code: string; text: string }>(
      t.database.db,
      sql`select a.code, a.text from receita.companies c join activities a on a.code = any(c.secondary_activity_codes)
          where c.cnpj = ${cnpj} order by a.code`,
    );
    expect(detail.other_activities).toEqual(others);
    const partners = await rows<{
      id: number;
      name: string;
      kind: string;
      qualification: string | null;
      company_cnpj: string | null;
    }>(
      t.database.db,
      sql`select p.id::int, p.name, p.kind, q.description as qualification,
            (select o.cnpj from receita.companies o where o.cnpj_basico = p.partner_cnpj_basico
             order by o.type, o.cnpj limit 1) as company_cnpj
          from receita.partners p
          left join receita.registry_codes q on q.kind = 'qualificacao' and q.code = p.qualification_code
          where p.company_cnpj_basico = ${cnpj.slice(0, 8)} order by p.entry_date nulls last, p.id`,
    );
    expect(
      detail.partners.map((p: Record<string, unknown>) => ({
        id: p.id,
        name: p.name,
        kind: p.kind,
        qualification: p.qualification,
        company_cnpj: p.company_cnpj,
      })),
    ).toEqual(partners);
    expect(partners.some((p) => p.kind === 'company' && p.company_cnpj)).toBe(true);
    expect(partners.every((p) => p.qualification)).toBe(true);
    expect(detail.socios).toHaveLength(partners.length);
    // Other callers: the same company, without the right to edit.
    for (const who of [otherCompany, cityAdmin]) {
      const seen = (await call(who, 'GET', `/api/companies/${cnpj}`)).json();
      expect(seen.has_permission_to_edit).toBe(false);
    }
    expect(
      (await call(superadmin, 'GET', `/api/companies/${cnpj}`)).json().has_permission_to_edit,
    ).toBe(true);
    const list = (await call(companyUser, 'GET', `/api/companies?cnpj=${cnpj}`)).json();
    expect(list.data[0].has_permission_to_edit).toBe(true);
  });

  it('answers an invalid CNPJ with 400 and an unknown one with 404, in pt-BR', async () => {
    const invalid = await call(companyUser, 'GET', '/api/companies/11111111111111');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('CNPJ inválido');
    const unknown = await call(companyUser, 'GET', '/api/companies/11222333000181');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'company_not_found',
      message: 'Empresa não encontrada!',
    });
    const put = await call(companyUser, 'PUT', '/api/companies/11222333000181/info', {});
    expect(put.statusCode).toBe(404);
  });

  it('saves every field and shows them back as saved (round trip)', async () => {
    const logo = await upload(companyUser, 'logo.png', 'company_logo');
    const photo = await upload(companyAdmin, 'fachada.png');
    const document = await upload(companyUser, 'apresentacao.png');
    const input = {
      logo,
      description: 'Fabricante de embalagens desde 1990.',
      contacts: [
        {
          name: 'Maria Souza',
          responsibility: 'Diretora comercial',
          phone: '1433334444',
          mobile_phone: '14999998888',
          mobile_phone_2: '14988887777',
          email: 'maria@empresa.com.br',
          linkedin: 'https://www.linkedin.com/in/maria',
          site: 'https://empresa.com.br',
        },
        {
          name: null,
          responsibility: null,
          phone: '1133332222',
          mobile_phone: null,
          mobile_phone_2: null,
          email: 'contato@empresa.com.br',
          linkedin: null,
          site: null,
        },
      ],
      multimedia: [
        { path: photo, type: 'image', name: 'Fachada' },
        { path: document, type: 'document', name: 'Apresentação' },
      ],
    };
    const saved = await call(companyUser, 'PUT', `/api/companies/${cnpj}/info`, input);
    expect(saved.statusCode, saved.body).toBe(204);
    const detail = (await call(companyUser, 'GET', `/api/companies/${cnpj}`)).json();
    expect(detail.info.logo).toBe(logo);
    expect(detail.info.description).toBe(input.description);
    expect(detail.info.contacts.map(({ id: _, ...c }: { id: number }) => c)).toEqual(
      input.contacts,
    );
    expect(
      detail.info.multimedia.map(({ path, type, name }: Record<string, string>) => ({
        path,
        type,
        name,
      })),
    ).toEqual(input.multimedia);
    expect(detail.url).toMatch(new RegExp(`^/api/files/${logo}\\?exp=\\d+&sig=`));
    expect(detail.info.multimedia[0].url).toMatch(/^\/api\/files\/.+\?exp=\d+&sig=/);
    const [info] = await rows<{ updated_by: number }>(
      t.database.db,
      sql`select updated_by from company_infos where cnpj = ${cnpj}`,
    );
    expect(info?.updated_by).toBe(companyUser.userId);
    // The same files may be saved again; contacts and files keep their order.
    const again = await call(companyAdmin, 'PUT', `/api/companies/${cnpj}/info`, {
      ...input,
      multimedia: [...input.multimedia].reverse(),
    });
    expect(again.statusCode, again.body).toBe(204);
    const reordered = (await call(companyUser, 'GET', `/api/companies/${cnpj}`)).json();
    expect(reordered.info.multimedia.map((m: { path: string }) => m.path)).toEqual([
      document,
      photo,
    ]);
    // The list shows the logo's signed address.
    const listed = (await call(companyUser, 'GET', `/api/companies?cnpj=${cnpj}`)).json();
    expect(listed.data[0].logo).toMatch(new RegExp(`^/api/files/${logo}\\?`));
  });

  it('lets only the superadmin and the company’s own customer edit (403 otherwise)', async () => {
    const body = { description: 'Tentativa', contacts: [], multimedia: [] };
    for (const who of [otherCompany, cityAdmin]) {
      const refused = await call(who, 'PUT', `/api/companies/${cnpj}/info`, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'company_forbidden',
        message: 'Você não tem permissão para editar esta empresa.',
      });
    }
    const before = (await call(companyUser, 'GET', `/api/companies/${cnpj}`)).json().info;
    expect(before.description).not.toBe('Tentativa');
    const logo = await upload(superadmin, 'logo-admin.png', 'company_logo');
    const bySuperadmin = await call(superadmin, 'PUT', `/api/companies/${cnpj}/info`, {
      ...body,
      logo,
      description: 'Pelo superadmin',
    });
    expect(bySuperadmin.statusCode, bySuperadmin.body).toBe(204);
    expect((await call(companyUser, 'GET', `/api/companies/${cnpj}`)).json().info).toMatchObject({
      logo,
      description: 'Pelo superadmin',
    });
    // Another establishment of the same company is the customer's too.
    const [sibling] = await rows<{ cnpj: string }>(
      t.database.db,
      sql`select cnpj from receita.companies where cnpj_basico <> ${cnpj.slice(0, 8)} order by cnpj limit 1`,
    );
    const foreign = await call(companyUser, 'PUT', `/api/companies/${sibling?.cnpj}/info`, body);
    expect(foreign.statusCode).toBe(403);
  });

  it('attaches only files uploaded for the caller’s customer, and checks contacts', async () => {
    const theirs = await upload(otherCompany, 'alheio.png', 'company_logo');
    const refused = await call(companyUser, 'PUT', `/api/companies/${cnpj}/info`, {
      contacts: [],
      multimedia: [{ path: theirs, type: 'image', name: null }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'multimedia.0.path': 'Arquivo não encontrado; envie o arquivo novamente',
    });
    const logo = await call(companyUser, 'PUT', `/api/companies/${cnpj}/info`, { logo: theirs });
    expect(logo.statusCode).toBe(400);
    expect(logo.json().fields).toEqual({
      logo: 'Arquivo não encontrado; envie o arquivo novamente',
    });
    const incomplete = await call(companyUser, 'PUT', `/api/companies/${cnpj}/info`, {
      contacts: [{ name: 'Sem email' }],
    });
    expect(incomplete.statusCode).toBe(400);
    expect(JSON.stringify(incomplete.json())).toContain(
      MESSAGES.validation.companyContactIncomplete,
    );
    // Nothing of it was written.
    const info = (await call(companyUser, 'GET', `/api/companies/${cnpj}`)).json().info;
    expect(info.description).toBe('Pelo superadmin');
  });

  it('parallel saves leave one of them whole, never a mix', async () => {
    const saves = Array.from({ length: 12 }, (_, k) => ({
      description: `Versão ${k}`,
      contacts: Array.from({ length: 1 + (k % 4) }, (_, i) => ({
        name: `Contato ${k}.${i}`,
        responsibility: `Cargo ${k}`,
        email: `c${k}.${i}@empresa.com.br`,
        mobile_phone: '14999998888',
      })),
      multimedia: [],
    }));
    const answers = await Promise.all(
      saves.map((body) => call(companyUser, 'PUT', `/api/companies/${cnpj}/info`, body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(saves.map(() => 204));
    const info = (await call(companyUser, 'GET', `/api/companies/${cnpj}`)).json().info;
    const winner = Number(/Versão (\d+)/.exec(info.description)?.[1]);
    expect(info.contacts.map((c: { name: string }) => c.name)).toEqual(
      saves[winner]?.contacts.map((c) => c.name),
    );
  });

  it('what customers added survives a new Receita release', async () => {
    const before = (await call(companyUser, 'GET', `/api/companies/${cnpj}`)).json();
    await loadDemoReceitaRelease(t.database);
    const after = (await call(companyUser, 'GET', `/api/companies/${cnpj}`)).json();
    expect(after.info).toEqual(before.info);
    expect(after.url).toBe(before.url);
    expect(after.partners).toEqual(before.partners);
  });
});
