import type { LocalityPayload } from './locality-form.ts';
import type { LocalityTabKey } from './tab-changes.ts';

/**
 * Names the payload's error paths (as the schema and the API report them) after the form's
 * fields: 'benefits.1.description' → 'incentives.itbi.description', 'contacts.0.phone' →
 * 'contact.phone', 'city_hall.zip' → 'cityHall.zip'.
 */
export function toFormErrors(
  errors: Readonly<Record<string, string>>,
  payload: LocalityPayload,
): Record<string, string> {
  const named: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const [head, index, ...rest] = path.split('.');
    let key = path;
    if (head === 'benefits' && index !== undefined) {
      const type = payload.benefits[Number(index)]?.type;
      key = type ? ['incentives', type, ...rest].join('.') : path;
    } else if (head === 'contacts' && index !== undefined) {
      key = ['contact', ...rest].join('.');
    } else if (head === 'city_hall') {
      key = ['cityHall', index, ...rest].filter(Boolean).join('.');
    }
    named[key] ??= message;
  }
  return named;
}

const TAB_OF_PREFIX: [string, LocalityTabKey][] = [
  ['incentives', 'incentives'],
  ['contact', 'contacts'],
  ['cityHall', 'contacts'],
  ['industrial_area', 'industrialArea'],
  ['vocations', 'vocations'],
  ['multimedia', 'attachments'],
];

/** The tab showing a form error's field. */
export function tabOfError(key: string): LocalityTabKey {
  const prefix = key.split('.')[0] ?? '';
  return TAB_OF_PREFIX.find(([name]) => name === prefix)?.[1] ?? 'basic';
}
