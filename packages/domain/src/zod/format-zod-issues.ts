import type { z } from 'zod';

/** Key for issues that concern the whole payload rather than one field. */
export const ROOT_ISSUE_KEY = '_root';

/**
 * Turns a zod error into the `fields` map of the API error shape: dotted path to the first
 * message reported for it (e.g. `contacts.0.email`).
 */
export function formatZodIssues(error: Pick<z.core.$ZodError, 'issues'>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : ROOT_ISSUE_KEY;
    fields[key] ??= issue.message;
  }
  return fields;
}
