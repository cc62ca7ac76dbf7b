import type { Db } from '../../db/database.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  claimQueued,
  forgetQueued,
  type QueuedEvaluation,
  queueCity,
  queueProposal,
  queueUnevaluated,
} from './match-alerts-queries.ts';

type Logger = { error: (obj: object, msg: string) => void };

/**
 * The evaluations match alerts owe, kept in the database: a writer queues one in its own
 * transaction (so it exists exactly when the change does, and survives a stop), then kicks the
 * runner once committed. The runner works off the request path, one evaluation at a time per
 * process; a failure is logged and the evaluation is tried again once its claim has aged.
 * Started with the app, it also runs what a stopped process left behind.
 */
export function createMatchAlertQueue(deps: {
  db: Db;
  clock: Clock;
  tasks: BackgroundTasks;
  log: Logger;
}) {
  const { db, clock, tasks, log } = deps;
  let evaluate: ((item: QueuedEvaluation) => Promise<unknown>) | null = null;
  let running = false;
  let again = false;

  async function drain() {
    if (!evaluate) return;
    for (;;) {
      const item = await claimQueued(db, clock.now().toISOString());
      if (!item) return;
      try {
        await evaluate(item);
        await forgetQueued(db, item.id);
      } catch (error) {
        log.error({ err: error, evaluation: item }, 'match alert evaluation failed');
      }
    }
  }

  function kick() {
    if (!evaluate) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    tasks.run('match-alerts', async () => {
      try {
        do {
          again = false;
          await drain();
        } while (again);
      } finally {
        running = false;
      }
    });
  }

  return {
    /** In the writing transaction: an opportunity created, edited or moved. */
    queueProposal: (tx: Db, proposalId: number, options: { fresh?: boolean } = {}) =>
      queueProposal(tx, proposalId, options.fresh ?? false),
    /** In the writing transaction: a municipality's locality profile changed. */
    queueCity: (tx: Db, cityId: number) => queueCity(tx, cityId),
    /** After the commit: runs what is queued, in the background. */
    kick,
    /**
     * At start, once the facts are read: queues the open projects that have no stored best
     * places, to have them stored without alerting (one statement, safe from every process at
     * once), and runs them. Answers how many were queued.
     */
    async backfill(): Promise<number> {
      const queued = await queueUnevaluated(db);
      kick();
      return queued;
    },
    /** Sets what runs an evaluation, and runs what is waiting. */
    start(run: (item: QueuedEvaluation) => Promise<unknown>) {
      evaluate = run;
      kick();
    },
  };
}

export type MatchAlertQueue = ReturnType<typeof createMatchAlertQueue>;
