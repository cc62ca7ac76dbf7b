import type { Interest, InterestTargetKind } from '@oportuna/domain';
import { type Actor, isAdminActor } from '../../lib/actor.ts';
import type { InterestRow } from './interests-queries.ts';

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** What the interest is in: `proposal:12`, `city:3550308` or `state:35`. */
export function targetKey(kind: InterestTargetKind, id: number): string {
  return `${kind}:${id}`;
}

/** May the actor move the interest's stages: a user of the owner side who edits opportunities. */
export function canMoveStage(actor: Actor, ownerCustomerId: number): boolean {
  return actor.customerId === ownerCustomerId && (isAdminActor(actor) || actor.canEditProposals);
}

const named = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

export function toInterest(row: InterestRow, actor: Actor): Interest {
  const kind: InterestTargetKind =
    row.proposalId !== null ? 'proposal' : row.cityId !== null ? 'city' : 'state';
  return {
    id: row.id,
    side: row.side,
    stage: row.stage,
    target: {
      kind,
      id: (row.proposalId ?? row.cityId ?? row.stateId) as number,
      name: row.targetName,
    },
    owner_customer: { id: row.ownerCustomerId, name: row.ownerCustomerName },
    origin: row.origin,
    outside_contact:
      row.origin === 'outside'
        ? { name: row.outsideName ?? '', email: row.outsideEmail ?? '' }
        : null,
    interested_customer: named(row.interestedCustomerId, row.interestedCustomerName),
    interested_user: named(row.interestedUserId, row.interestedUserName),
    follower_user: named(row.followerUserId, row.followerUserName),
    won_amount: row.wonAmount === null ? null : Number(row.wonAmount),
    won_jobs: row.wonJobs,
    lost_reason: row.lostReason,
    lost_text: row.lostText,
    unread_count: Number(row.unreadCount),
    is_favorite: Boolean(row.isFavorite),
    can_move_stage: canMoveStage(actor, row.ownerCustomerId),
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
    stage_changed_at: new Date(row.stageChangedAt).toISOString(),
    last_message_at: iso(row.lastMessageAt),
  };
}
