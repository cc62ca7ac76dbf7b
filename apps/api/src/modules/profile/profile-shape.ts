import type { NotificationCategory, Profile } from '@oportuna/domain';
import type { FileUrl } from '../../lib/file-url.ts';
import type { ProfileRow } from './profile-queries.ts';

/** The profile as the API answers it; the photo by its signed address. */
export function toProfile(row: ProfileRow, fileUrl: FileUrl): Profile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    photo: fileUrl(row.photo),
    photo_path: row.photo,
    occupation: row.occupation,
    property: {
      phone: row.property.phone ?? null,
      mobile_phone: row.property.mobile_phone ?? null,
    },
    customer:
      row.customerId === null || row.customerName === null || row.customerType === null
        ? null
        : { id: row.customerId, name: row.customerName, type: row.customerType },
    // Only the product writes the kinds, from the domain's list.
    notification_types: row.notificationTypes as NotificationCategory[],
    notification_customers: row.notificationCustomers,
    email_settings: row.emailSettings,
  };
}
