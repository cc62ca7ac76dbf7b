import { CONTRACT_VERSION, type CurrentUser, type Role } from '@oportuna/domain';
import type { FileUrl } from '../../lib/file-url.ts';
import type { CurrentUserRow } from './auth-queries.ts';

/** Whether the user's customer accepted the current terms; a user with no customer has none to accept. */
export const contractAccepted = (row: {
  customerId: number | null;
  contractVersion: string | null;
  contractAcceptedAt: string | null;
}) =>
  row.customerId === null ||
  (row.contractAcceptedAt !== null && row.contractVersion === CONTRACT_VERSION);

/** The user as the shell reads it; the customer's images at signed addresses an <img> can load. */
export function toCurrentUser(
  row: CurrentUserRow,
  twoFactorVerified: boolean,
  fileUrl: FileUrl,
): CurrentUser {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    is_active: row.isActive,
    photo: fileUrl(row.photo),
    occupation: row.occupation,
    // Only the product writes roles and notification kinds, from the domain's lists.
    roles: row.roles as Role[],
    customer_name: row.customerName,
    customer:
      row.customerId === null || row.customerType === null
        ? null
        : {
            id: row.customerId,
            name: row.customerName ?? '',
            type: row.customerType,
            city_id: row.customerType === 'city' ? row.customerCityId : null,
            state_id: row.customerType === 'state' ? row.customerStateId : null,
            is_active: row.customerActive ?? false,
            logo: fileUrl(row.logo),
            background_banner: fileUrl(row.backgroundBanner),
            map_color: row.mapColor,
          },
    property: {
      phone: row.property.phone ?? null,
      mobile_phone: row.property.mobile_phone ?? null,
      linkedin: row.property.linkedin ?? null,
      facebook: row.property.facebook ?? null,
    },
    notification_types: row.notificationTypes as CurrentUser['notification_types'],
    notification_customers: row.notificationCustomers,
    two_factor_verified: twoFactorVerified,
    contract_accepted: contractAccepted(row),
  };
}
