import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { NotificationsService } from '../notifications/notifications-service.ts';
import type { InterestLimits } from './interest-budget.ts';
import { createInterestMessagesService, type ThreadMail } from './interest-messages-service.ts';
import type { InterestProposals } from './interest-targets.ts';
import { createInterestsService } from './interests-service.ts';
import { type OutsideInterest, receiveOutsideInterest } from './outside-interests.ts';

/**
 * The services of interests: the interests and their stages, their threads, and those sent
 * from outside through a showcase.
 */
export function createInterestsModule(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  notifications: NotificationsService;
  proposals: InterestProposals;
  limits: InterestLimits;
  fileUrl: FileUrl;
  mail: ThreadMail;
}) {
  return {
    interests: createInterestsService(deps),
    messages: createInterestMessagesService(deps),
    /** An interest sent through a showcase, inside the submission's transaction. */
    receiveFromOutside: (tx: Db, input: OutsideInterest) => receiveOutsideInterest(tx, deps, input),
  };
}
