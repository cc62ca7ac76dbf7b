export const NOTIFICATION_CATEGORIES = ['city', 'state', 'company', 'match', 'interest'] as const;

export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  city: 'Públicas',
  state: 'Estados',
  company: 'Privadas',
  /** A place newly among the 10 that fit one of the customer's projects best (alerts). */
  match: 'Localidades compatíveis com os meus projetos',
  /** Interests received and the messages of their threads. */
  interest: 'Interesses',
};

/** Key of each category in the notification totals answer. */
export const NOTIFICATION_TOTAL_KEYS: Record<
  NotificationCategory,
  'cities' | 'states' | 'companies' | 'matches' | 'interests'
> = {
  city: 'cities',
  state: 'states',
  company: 'companies',
  match: 'matches',
  interest: 'interests',
};
