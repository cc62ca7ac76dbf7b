import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_FILES, MODULE_SMOKE_FILES } from './engine-projects.ts';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

describe('API tests on the embedded engine', () => {
  it('every module has a smoke file there, so each one is tried on PGlite too', () => {
    const modules = readdirSync(join(apiRoot, 'src', 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(MODULE_SMOKE_FILES).sort()).toEqual(modules);
  });

  it('every file the embedded project names exists, in the module it stands for', () => {
    const missing = EMBEDDED_FILES.filter((file) => !existsSync(join(apiRoot, file)));
    expect(missing).toEqual([]);
    for (const [module, file] of Object.entries(MODULE_SMOKE_FILES)) {
      expect(file.startsWith(`src/modules/${module}/`)).toBe(true);
    }
  });
});
