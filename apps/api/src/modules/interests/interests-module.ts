import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { NotificationsService } from '../notifications/notifications-service.ts';
import type { InterestLimits } from './interest-budget.ts';
import { createInterestMessagesService, type ThreadMail } from './interest-messages-service.ts';
import type { InterestProposals } from './interest-targets.ts';
import { createInterestsService } from './interests-service.ts';

/** The two services of interests: the interests and their stages, and their threads. */
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
  };
}
