import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import {
  API_TEST_FILES,
  EMBEDDED_FILES,
  EMBEDDED_ONLY_FILES,
  EMBEDDED_PROJECT,
} from './apps/api/test/engine-projects.ts';

// Files share their worker's loaded modules instead of importing the app again each
// (docs/testing.md: 4 min 32 s against 6 min 34 s for the API files on PostgreSQL); every
// file still opens its own database and app.
const shared = { isolate: false };

/**
 * A page test renders, types and waits for the screen like a person: a few seconds on a quiet
 * machine, over five (Vitest's default limit) when another process takes a core. The limit
 * only decides how long a failing test takes to say so.
 */
const web = { testTimeout: 20_000 };

/** Test files under `root` that replace modules with `vi.mock`: they need a fresh module graph. */
function filesThatMock(root: string): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(root, 'src', file))
    .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('))
    .map((file) => relative(root, file));
}
const webMocking = filesThatMock('./apps/web');

// With a PostgreSQL server the API tests run there, and the embedded engine's own slice on
// PGlite beside them (apps/api/test/engine-projects.ts); without one, every file on PGlite.
const onPostgres = Boolean(process.env.DATABASE_URL);

const api = {
  ...shared,
  root: './apps/api',
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    // The API files wait on the database server much of the time: one worker more than the
    // cores keeps both busy.
    maxWorkers: Math.max(2, availableParallelism() + (onPostgres ? 1 : 0)),
    projects: [
      {
        test: {
          ...shared,
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          ...shared,
          ...web,
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: webMocking,
        },
      },
      { test: { ...web, name: 'web-mocking', root: './apps/web', include: webMocking } },
      {
        test: {
          ...api,
          name: 'api',
          include: API_TEST_FILES,
          exclude: onPostgres ? EMBEDDED_ONLY_FILES : [],
        },
      },
      ...(onPostgres
        ? [{ test: { ...api, name: EMBEDDED_PROJECT, include: EMBEDDED_FILES } }]
        : []),
    ],
  },
});
