import { pgEnum } from 'drizzle-orm/pg-core';

export const customerType = pgEnum('customer_type', ['city', 'state', 'company']);
export const proposalType = pgEnum('proposal_type', ['city', 'company']);
export const proposalStatus = pgEnum('proposal_status', ['open', 'pending', 'completed', 'lost']);
export const proposalVisibility = pgEnum('proposal_visibility', ['restrict', 'public']);
export const proposalSource = pgEnum('proposal_source', ['app', 'showcase']);
export const notificationCategory = pgEnum('notification_category', [
  'city',
  'state',
  'company',
  'match',
]);
export const favoriteEntity = pgEnum('favorite_entity', [
  'proposal',
  'customer',
  'city',
  'company',
  'politician',
  'state',
]);
export const mediaType = pgEnum('media_type', ['image', 'document', 'video']);
