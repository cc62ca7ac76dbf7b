import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import { notFound } from '../../lib/errors.ts';
import type { Mailer, MailMessage } from '../../lib/mailer.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { findProfile, type ProfileRow } from './profile-queries.ts';

/** What the profile's use cases share: the actor's row, a logged change, a mail sent later. */
export function createProfileSteps(deps: {
  db: Db;
  audit: AuditService;
  mailer: Mailer;
  tasks: BackgroundTasks;
}) {
  const { db, audit, mailer, tasks } = deps;

  async function load(actor: Actor): Promise<ProfileRow> {
    const row = await findProfile(db, actor.userId);
    if (!row) throw notFound('user_not_found', 'Usuário não encontrado.');
    return row;
  }

  /** Runs a change and its log entry in one transaction; the users trigger tells every process. */
  function write(
    actor: Actor,
    entry: Parameters<AuditService['record']>[1],
    work: (tx: Db) => Promise<void>,
  ) {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await work(tx);
      await audit.record({ userId: actor.userId, customerId: actor.customerId }, entry, tx);
    });
  }

  /** E-mails after the answer, so its timing and its success do not depend on the mail server. */
  const mailLater = (name: string, message: MailMessage) =>
    tasks.run(name, () => mailer.send(message));

  return { load, write, mailLater };
}

export type ProfileSteps = ReturnType<typeof createProfileSteps>;
