import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoot } from '../../lib/paths.ts';

/**
 * The public page's own stylesheet and scripts (apps/api/showcase/, docs/showcase.md), read
 * once at start: each is a few kilobytes and is served from memory.
 */
const asset = (name: string) => readFileSync(join(apiRoot, 'showcase', name), 'utf8');

/** The message the page posts to its parent with its height (both scripts name it). */
export const HEIGHT_MESSAGE = 'oportuna-vitrine:height';

export const PAGE_CSS = asset('page.css');
export const PAGE_SCRIPT = asset('page.js');
export const EMBED_SCRIPT = asset('embed.js');

/** The page's asset addresses carry this, so that they can be cached for a year. */
export const ASSET_VERSION = createHash('sha256')
  .update(PAGE_CSS)
  .update(PAGE_SCRIPT)
  .digest('hex')
  .slice(0, 12);
