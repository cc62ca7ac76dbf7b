import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cityByCode, insertOpportunity } from '../../test/proposal-fixtures.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { migrationsFolder } from '../lib/paths.ts';
import { rows } from './rows.ts';

/** The data step of migration 0006, which runs before the column it reads is dropped. */
const [moveContacts, dropColumn] = readFileSync(
  join(migrationsFolder, '0006_company_contact_in_contacts.sql'),
  'utf8',
).split('--> statement-breakpoint');

describe('migration 0006: the contact of a private opportunity moves into its contacts', () => {
  const database = useTestDatabase();

  it('lists a contact stored only with the company first, once, and drops the column', async () => {
    const db = database().db;
    expect(dropColumn).toContain('DROP COLUMN "company_contact"');
    await db.execute(sql`alter table proposals add column company_contact jsonb`);
    const city = await cityByCode(db, 3506003);
    const seed = {
      type: 'company' as const,
      status: 'open' as const,
      customerId: 1,
      city,
      createdAt: '2026-01-10T12:00:00Z',
    };
    const onlyCompany = await insertOpportunity(db, { ...seed, name: 'Só na empresa' });
    const alsoListed = await insertOpportunity(db, { ...seed, name: 'Já listado' });
    const another = await insertOpportunity(db, { ...seed, name: 'Outro contato' });
    const empty = await insertOpportunity(db, { ...seed, name: 'Contato vazio' });
    const bruno = {
      name: 'Bruno Lima',
      email: 'bruno@empresa.com.br',
      cell_phone: '11987654321',
      phone: '1132345678',
      role: 'Diretor',
      site: 'https://empresa.com.br',
    };
    for (const id of [onlyCompany, alsoListed, another]) {
      await db.execute(
        sql`update proposals set company_contact = ${JSON.stringify(bruno)}::jsonb where id = ${id}`,
      );
    }
    await db.execute(
      sql`update proposals set company_contact = '{"name":"","email":null}'::jsonb where id = ${empty}`,
    );
    await db.execute(sql`insert into proposal_contacts (proposal_id, name, email, position) values
      (${alsoListed}, 'Bruno Lima', 'bruno@empresa.com.br', 0),
      (${another}, 'Diego Prado', 'diego@empresa.com.br', 0)`);

    await db.execute(sql.raw(moveContacts ?? ''));

    const listed = async (id: number) =>
      rows<{ name: string; responsibility: string | null; cell_phone: string | null }>(
        db,
        sql`select name, responsibility, cell_phone from proposal_contacts
            where proposal_id = ${id} order by position, id`,
      );
    expect(await listed(onlyCompany)).toEqual([
      { name: 'Bruno Lima', responsibility: 'Diretor', cell_phone: '11987654321' },
    ]);
    expect((await listed(alsoListed)).map((c) => c.name)).toEqual(['Bruno Lima']);
    expect((await listed(another)).map((c) => c.name)).toEqual(['Bruno Lima', 'Diego Prado']);
    expect(await listed(empty)).toEqual([]);

    await db.execute(sql.raw(dropColumn ?? ''));
    const columns = await rows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns
          where table_name = 'proposals' and column_name = 'company_contact'`,
    );
    expect(columns).toEqual([]);
  });
});
