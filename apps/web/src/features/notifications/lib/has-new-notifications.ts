/**
 * True when the unread total grew since the previous answer. The first answer has nothing
 * to compare with, so opening the application never announces old notifications as new.
 */
export function hasNewNotifications(previousTotal: number | undefined, currentTotal: number) {
  return previousTotal !== undefined && currentTotal > previousTotal;
}
