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
  'interest',
]);
export const favoriteEntity = pgEnum('favorite_entity', [
  'proposal',
  'customer',
  'city',
  'company',
  'politician',
  'state',
  'interest',
]);
export const mediaType = pgEnum('media_type', ['image', 'document', 'video']);

/** Where an interest stands, moved by the owner side (packages/domain INTEREST_STAGES). */
export const interestStage = pgEnum('interest_stage', [
  'new',
  'talking',
  'site_visit',
  'proposal',
  'won',
  'lost',
]);
export const interestLostReason = pgEnum('interest_lost_reason', [
  'other_location',
  'withdrawal',
  'insufficient_incentives',
  'infrastructure',
  'timeline',
  'other',
]);
/** An interest from a customer's user, or from outside the product (a showcase visitor). */
export const interestOrigin = pgEnum('interest_origin', ['customer', 'outside']);
