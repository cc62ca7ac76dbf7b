import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.ts';
import { rows } from './rows.ts';

describe('immutable_unaccent, which name search and its indexes compare', () => {
  const database = useTestDatabase();

  it('answers what unaccent answers', async () => {
    const words = ['SERVIÇOS', 'Ação', 'pão de açúcar', 'ÀÉÎÕÜ ñ', 'São João d’Aliança', ''];
    const found = await rows<{ word: string; ours: string; theirs: string }>(
      database().db,
      sql`select w as word, immutable_unaccent(w) as ours, unaccent(w) as theirs
          from unnest(array[${sql.join(
            words.map((word) => sql`${word}::text`),
            sql`, `,
          )}]) w`,
    );
    expect(found.map((row) => row.ours)).toEqual(found.map((row) => row.theirs));
    expect(found[0]?.ours).toBe('SERVICOS');
  });

  it('is inlined into the statements that call it, not run as a function per row', async () => {
    const plan = await rows<{ 'QUERY PLAN': string }>(
      database().db,
      sql`explain (verbose) select lower(immutable_unaccent(name)) from cities`,
    );
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toContain('unaccent_dict_immutable');
    expect(text).not.toContain('immutable_unaccent');
  });
});
