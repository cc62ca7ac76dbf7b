import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Screens show labels and limits on their first paint; zod only comes with the forms. A
// module a label lives in must not build a schema, or it would bring zod along.
const ZOD_FREE_FOLDERS = ['enums', 'limits', 'messages'];
const SCHEMA_MODULES = new Set(['enums/enum-schemas.ts']);

const ZOD_FREE_FILES = ['api-contract/city-fields.ts'];

const modules = [
  ...ZOD_FREE_FOLDERS.flatMap((folder) =>
    readdirSync(new URL(`./${folder}/`, import.meta.url))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => `${folder}/${file}`)
      .filter((path) => !SCHEMA_MODULES.has(path)),
  ),
  ...ZOD_FREE_FILES,
];

describe('modules of labels and limits', () => {
  it.each(modules)('%s does not import zod', (path) => {
    const source = readFileSync(new URL(`./${path}`, import.meta.url), 'utf8');
    expect(source).not.toMatch(/from 'zod'|enum-schemas/);
  });
});
