/** Every profile query starts with 'profile', so a save refreshes them all. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: () => ['profile', 'detail'] as const,
  followableCustomers: () => ['profile', 'notification-customers'] as const,
};
