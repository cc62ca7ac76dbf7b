export const NOTIFICATION_CATEGORIES = ['city', 'state', 'company'] as const;

export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  city: 'Públicas',
  state: 'Estados',
  company: 'Privadas',
};

/** Key of each category in the notification totals answer ({ total, cities, states, companies }). */
export const NOTIFICATION_TOTAL_KEYS: Record<
  NotificationCategory,
  'cities' | 'states' | 'companies'
> = {
  city: 'cities',
  state: 'states',
  company: 'companies',
};
