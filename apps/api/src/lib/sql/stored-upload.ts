import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import { files } from '../../db/schema/index.ts';
import { UPLOAD_RULES, type UploadPurpose } from '../upload-rules.ts';

/**
 * A stored upload that was sent for `purpose` and meets that purpose's rule: its type (read
 * from the bytes at upload) and its size. What attaches a file checks it again here, so that a
 * file sent for another purpose, or before the rule, is refused.
 */
export function meetsUploadRule(purpose: UploadPurpose): SQL {
  const rule = UPLOAD_RULES[purpose];
  return and(
    eq(files.purpose, purpose),
    inArray(files.mimeType, rule.mimeTypes),
    lte(files.size, rule.maxBytes),
  ) as SQL;
}
