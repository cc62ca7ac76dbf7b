import type { Db } from '../../db/database.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { NotificationsService } from '../notifications/notifications-service.ts';
import { tellSide } from './interest-news.ts';
import { targetKey } from './interest-shape.ts';
import { writeMessage } from './interest-thread.ts';
import { insertOpenInterest } from './interests-queries.ts';

/** An interest in a locality sent through its public showcase by someone with no account. */
export interface OutsideInterest {
  /** The locality's city hall or state government: the showcase's customer. */
  ownerCustomerId: number;
  place: { kind: 'city' | 'state'; id: number; label: string };
  contact: { name: string; email: string };
  companyName: string;
  /** What they wrote: the first message of the thread. */
  message: string;
  ip: string;
  at: string;
}

/**
 * Opens the interest of an outside contact, inside the caller's transaction (the showcase's
 * submission writes its pending opportunity in the same one), and tells the owner side as a
 * customer's interest would. The thread has no interested customer: only the owner side reads
 * it, and its replies go to the contact by e-mail (interest-messages-service.ts).
 */
export async function receiveOutsideInterest(
  tx: Db,
  deps: { audit: AuditService; notifications: NotificationsService },
  input: OutsideInterest,
): Promise<number> {
  const { place } = input;
  const id = await insertOpenInterest(tx, {
    origin: 'outside',
    interestedCustomerId: null,
    interestedUserId: null,
    followerUserId: null,
    outsideName: input.contact.name,
    outsideEmail: input.contact.email,
    cityId: place.kind === 'city' ? place.id : null,
    stateId: place.kind === 'state' ? place.id : null,
    target: targetKey(place.kind, place.id),
    ownerCustomerId: input.ownerCustomerId,
    stage: 'new',
    stageChangedAt: input.at,
    lastMessageAt: input.at,
    createdAt: input.at,
    updatedAt: input.at,
  });
  // No interested customer: the open-interest key never conflicts.
  if (id === null) throw new Error('interests: an outside interest was not inserted');
  await writeMessage(tx, {
    interestId: id,
    authorUserId: null,
    body: input.message,
    clientKey: null,
    attachments: [],
    at: input.at,
  });
  await deps.audit.record(
    { userId: null, customerId: input.ownerCustomerId, ip: input.ip },
    {
      action: 'interest.created',
      description: `Recebeu pela vitrine de ${place.label} o interesse #${id} de ${input.companyName}`,
      metadata: {
        interest_id: id,
        target: targetKey(place.kind, place.id),
        owner_customer_id: input.ownerCustomerId,
        company_name: input.companyName,
        ip: input.ip,
      },
    },
    tx,
  );
  await tellSide(deps.notifications, tx, {
    actor: null,
    customerId: input.ownerCustomerId,
    interestId: id,
    message: `Novo interesse pela vitrine econômica de ${place.label}: ${input.companyName}`,
    email: true,
  });
  return id;
}
