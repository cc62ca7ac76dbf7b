/** Notifications and their categories. */
export type { Notification, NotificationListResponse } from '../api-contract/notifications.ts';
export {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSchema,
  notificationTotalsSchema,
} from '../api-contract/notifications.ts';
export { notificationCategorySchema } from '../enums/enum-schemas.ts';
export type { NotificationCategory } from '../enums/notification-category.ts';
export {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_TOTAL_KEYS,
} from '../enums/notification-category.ts';
