import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { repositoryRoot } from '../lib/paths.ts';

/** Rows `| METHOD | /api/path | rule | ... |` of docs/access-rules.md. */
function documentedRules(): string[] {
  const doc = readFileSync(join(repositoryRoot, 'docs/access-rules.md'), 'utf8');
  return [
    ...doc.matchAll(/^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`([^`]+)`\s*\|\s*(\w+)\s*\|/gm),
  ].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
}

describe('access rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every registered /api route declares a rule, and docs/access-rules.md lists exactly those', () => {
    const registered = t.app.accessRules.map((r) => `${r.method} ${r.url} ${r.access}`).sort();
    expect(registered.length).toBeGreaterThan(10);
    expect(documentedRules().sort()).toEqual(registered);
  });

  it('answers 401 to every non-public route called without a token', async () => {
    for (const rule of t.app.accessRules.filter((r) => r.access !== 'public')) {
      const url = rule.url.replace(/:(\w+)/g, '1');
      const response = await t.app.inject({ method: rule.method as 'GET', url });
      expect(response.statusCode, `${rule.method} ${rule.url}`).toBe(401);
    }
  });
});
