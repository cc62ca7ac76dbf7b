import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PossibleLink } from '@oportuna/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { rows } from '../../db/rows.ts';
import { migrationsFolder } from '../../lib/paths.ts';

/** Six companies of SP with the same partner, whose name and digits are the politician's. */
const CNPJS = [
  '93000001000117',
  '93000002000161',
  '93000003000106',
  '93000004000150',
  '93000005000103',
  '93000006000140',
] as const;
const [FIRST, SECOND, THIRD, FOURTH, FIFTH, SIXTH] = CNPJS;
const rootOf = (cnpj: string) => cnpj.slice(0, 8);

/** The data step of migration 0027: what a dismissal made before it becomes. */
const dataStep = readFileSync(
  join(migrationsFolder, '0027_possible_link_dismissals_per_customer.sql'),
  'utf8',
)
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('UPDATE "possible_link_dismissals"'));

type Person = { authorization: string; id: number };

describe("possible-link dismissals: a customer's admins decide for their users, the superadmin for everyone", () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let customerA: number;
  let customerB: number;
  let adminA: Person;
  let userA: Person;
  let adminB: Person;
  let userB: Person;
  let superadmin: Person;
  let politician: number;

  async function person(customerId: number | null, role: string): Promise<Person> {
    const created = await createUser(t.database.db, { customerId, roles: [role as never] });
    return {
      id: created.id,
      authorization: (await signIn(t.app, smtp, created.email)).authorization,
    };
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    const db = t.database.db;
    customerA = (await createCustomer(db)).id;
    customerB = (await createCustomer(db)).id;
    adminA = await person(customerA, 'ROLE_ADMIN');
    userA = await person(customerA, 'ROLE_USER');
    adminB = await person(customerB, 'ROLE_ADMIN');
    userB = await person(customerB, 'ROLE_USER');
    superadmin = await person(null, 'ROLE_SUPERADMIN');
    for (const [index, cnpj] of CNPJS.entries()) {
      const root = rootOf(cnpj);
      await db.execute(
        sql`insert into receita.companies (cnpj, cnpj_basico, name, type, status, state)
            values (${cnpj}, ${root}, ${`EMPRESA ${index + 1} XINGU LTDA`}, 1, '02', 'SP')`,
      );
      await db.execute(
        sql`insert into receita.partners (id, company_cnpj_basico, kind, name, document, person_key)
            values (${9_300_001 + index}, ${root}, 'person', 'RAIMUNDA FARIAS LEAL', '***135790**',
              '135790:RAIMUNDA FARIAS LEAL')`,
      );
    }
    const [row] = await rows<{ id: number }>(
      db,
      sql`insert into politicians (name, cpf_digits, political_office_id, state_id, election_year, source)
          values ('Raimunda Farias Leal', '135790',
            (select id from political_offices where slug = 'deputado-federal'),
            (select id from states where uf = 'SP'), 2022, 'teste')
          returning id`,
    );
    politician = row?.id as number;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const dismiss = (who: Person, cnpj: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/politicians/${politician}/possible-links/${cnpj}/dismiss`,
      headers: { authorization: who.authorization },
    });
  /** The companies the politician's list shows the reader. */
  const companiesSeenBy = async (who: Person) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/politicians/${politician}/possible-links`,
      headers: { authorization: who.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as PossibleLink[]).map((link) => link.company.cnpj);
  };
  /** Whether the company's list shows the reader the politician. */
  const companyListShows = async (who: Person, cnpj: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${cnpj}/possible-links`,
      headers: { authorization: who.authorization },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as PossibleLink[]).some((l) => l.politician.id === politician);
  };
  const dismissalsOf = (root: string) =>
    rows<{ customer_id: number | null; dismissed_by: number | null }>(
      t.database.db,
      sql`select customer_id, dismissed_by from possible_link_dismissals
          where company_cnpj_basico = ${root} order by customer_id nulls first`,
    );
  const logCount = async () =>
    (
      await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from activity_logs where action = 'possible_link.dismissed'`,
      )
    )[0]?.n;

  it("an admin hides a link from their own customer's users only", async () => {
    expect((await dismiss(adminA, FIRST)).statusCode).toBe(204);
    for (const who of [adminA, userA]) {
      expect(await companiesSeenBy(who)).not.toContain(FIRST);
      expect(await companyListShows(who, FIRST)).toBe(false);
    }
    for (const who of [adminB, userB, superadmin]) {
      expect(await companiesSeenBy(who)).toContain(FIRST);
      expect(await companyListShows(who, FIRST)).toBe(true);
    }
    expect(await dismissalsOf(rootOf(FIRST))).toEqual([
      { customer_id: customerA, dismissed_by: adminA.id },
    ]);
  });

  it("another customer's admin decides for their own users in turn", async () => {
    expect((await dismiss(adminB, FIRST)).statusCode).toBe(204);
    expect(await companiesSeenBy(userB)).not.toContain(FIRST);
    expect(await companyListShows(userB, FIRST)).toBe(false);
    expect(await companiesSeenBy(superadmin)).toContain(FIRST);
    expect((await dismissalsOf(rootOf(FIRST))).map((row) => row.customer_id).sort()).toEqual(
      [customerA, customerB].sort(),
    );
  });

  it('only the superadmin hides a link from everyone; an admin then has nothing left to hide', async () => {
    expect((await dismiss(superadmin, SECOND)).statusCode).toBe(204);
    for (const who of [adminA, userA, adminB, userB, superadmin]) {
      expect(await companiesSeenBy(who)).not.toContain(SECOND);
      expect(await companyListShows(who, SECOND)).toBe(false);
    }
    const logged = await logCount();
    expect((await dismiss(adminA, SECOND)).statusCode).toBe(204);
    expect(await dismissalsOf(rootOf(SECOND))).toEqual([
      { customer_id: null, dismissed_by: superadmin.id },
    ]);
    expect(await logCount()).toBe(logged);
  });

  it('keeps one dismissal and one log entry of parallel double dismissals, by an admin and by the superadmin', async () => {
    const logged = (await logCount()) as number;
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => dismiss(adminA, THIRD)),
      ...Array.from({ length: 10 }, () => dismiss(superadmin, FOURTH)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(204));
    expect(await dismissalsOf(rootOf(THIRD))).toEqual([
      { customer_id: customerA, dismissed_by: adminA.id },
    ]);
    expect(await dismissalsOf(rootOf(FOURTH))).toEqual([
      { customer_id: null, dismissed_by: superadmin.id },
    ]);
    expect(await logCount()).toBe(logged + 2);
  });

  it("turns a dismissal made before the rule by a customer's admin into one for that customer; the superadmin's stays for everyone", async () => {
    // As dismissals were kept before migration 0027: for everyone, whoever made them.
    const db = t.database.db;
    for (const [root, by] of [
      [rootOf(FIFTH), adminB.id],
      [rootOf(SIXTH), superadmin.id],
    ] as const) {
      await db.execute(
        sql`insert into possible_link_dismissals (person_name, uf, company_cnpj_basico, dismissed_by)
            values ('RAIMUNDA FARIAS LEAL', 'SP', ${root}, ${by})`,
      );
    }
    expect(dataStep).toBeDefined();
    await db.execute(sql.raw(dataStep as string));
    expect(await dismissalsOf(rootOf(FIFTH))).toEqual([
      { customer_id: customerB, dismissed_by: adminB.id },
    ]);
    expect(await dismissalsOf(rootOf(SIXTH))).toEqual([
      { customer_id: null, dismissed_by: superadmin.id },
    ]);
    expect(await companiesSeenBy(userB)).not.toContain(FIFTH);
    expect(await companiesSeenBy(userA)).toContain(FIFTH);
    expect(await companiesSeenBy(userA)).not.toContain(SIXTH);
  });
});
