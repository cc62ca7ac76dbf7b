import type { LocalityFormValues } from './locality-form.ts';

export type LocalityTabKey =
  | 'basic'
  | 'incentives'
  | 'contacts'
  | 'industrialArea'
  | 'vocations'
  | 'attachments'
  | 'review'
  | 'showcase';

/** The fields each tab edits; review and showcase edit none. */
export const TAB_FIELDS: Record<LocalityTabKey, readonly (keyof LocalityFormValues)[]> = {
  basic: ['description', 'responsible_id', 'logo', 'pendingImages'],
  incentives: ['incentives'],
  contacts: ['contact', 'cityHall'],
  industrialArea: ['industrialArea'],
  vocations: ['vocations'],
  attachments: ['pendingMultimedia'],
  review: [],
  showcase: [],
};

/** Whether the tab holds changes not saved yet. */
export function tabHasChanges(
  tab: LocalityTabKey,
  values: LocalityFormValues,
  saved: LocalityFormValues,
): boolean {
  return TAB_FIELDS[tab].some(
    (field) => JSON.stringify(values[field]) !== JSON.stringify(saved[field]),
  );
}

/** The values with the tab's changes thrown away (back to what is saved). */
export function discardTab(
  tab: LocalityTabKey,
  values: LocalityFormValues,
  saved: LocalityFormValues,
): LocalityFormValues {
  const next = { ...values };
  for (const field of TAB_FIELDS[tab]) Object.assign(next, { [field]: saved[field] });
  return next;
}

export function formHasChanges(values: LocalityFormValues, saved: LocalityFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(saved);
}
