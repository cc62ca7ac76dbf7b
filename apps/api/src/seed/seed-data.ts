import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { apiRoot } from '../lib/paths.ts';

// Found from apps/api rather than from this file, which the production bundle places in dist/.
const dataFolder = join(apiRoot, 'src/seed/data');

/** One data file of the demo set, checked against its shape so a bad edit fails at once. */
export function readSeedData<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
): z.output<Schema> {
  return schema.parse(JSON.parse(readFileSync(join(dataFolder, file), 'utf8')));
}
