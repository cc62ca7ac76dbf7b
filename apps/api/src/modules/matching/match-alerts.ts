import {
  DEFAULT_MATCH_CATEGORY,
  PROJECT_CATEGORIES,
  type ProjectMatchesQuery,
  type Role,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/errors.ts';
import type { NotificationsService } from '../notifications/notifications-service.ts';
import type { ProposalsService } from '../proposals/proposals-service.ts';
import {
  cityLabels,
  claimDailyAlert,
  forgetTop,
  type QueuedEvaluation,
  queueUnevaluated,
  type StoredTop,
  saveTop,
  storedTops,
  usersOfCustomer,
} from './match-alerts-queries.ts';
import {
  createWeightBook,
  isCategory,
  type UsedWeights,
  type WeightBook,
  weightsFor,
} from './match-weights.ts';
import type { KeptProject, MatchingFacts, MatchingSnapshot } from './matching-facts.ts';
import { projectsForPlace } from './projects-for-place.ts';
import { rankSnapshotPlaces } from './snapshot-ranking.ts';

/** How many of a project's best places an alert watches. */
export const ALERT_TOP = 10;

/** Reads every open project and place, as no user in particular. */
const EVALUATOR: Actor = {
  userId: 0,
  name: 'Oportuna',
  customerId: null,
  customer: { type: null, cityId: null, stateId: null },
  roles: ['ROLE_SUPERADMIN'],
  canEditProposals: false,
  sessionId: '',
  twoFactorVerified: true,
};

/** Whom the alert may reach: a user as the reading rules see them (roles and customer). */
const readerOf = (user: {
  id: number;
  name: string;
  roles: string[];
  customerId: number | null;
  canEditProposals: boolean;
}): Actor => ({
  userId: user.id,
  name: user.name,
  customerId: user.customerId,
  customer: { type: null, cityId: null, stateId: null },
  roles: user.roles as Role[],
  canEditProposals: user.canEditProposals,
  sessionId: '',
  twoFactorVerified: true,
});

export function alertMessage(projectName: string, places: string[]): string {
  const head =
    places.length === 1
      ? 'Nova localidade entre as 10 mais compatíveis'
      : 'Novas localidades entre as 10 mais compatíveis';
  return `${head} com o seu projeto ${projectName}: ${places.join(', ')}`;
}

/**
 * Match alerts (docs/matching.md, "Alerts"): keeps each open private opportunity's best 10
 * places under its category's default weights, and tells the project's customer's users who
 * may read it and follow the kind when a place enters them, at most once a day per project.
 */
export function createMatchAlerts(deps: {
  db: Db;
  clock: Clock;
  proposals: ProposalsService;
  notifications: NotificationsService;
  facts: MatchingFacts;
}) {
  const { db, clock, proposals, notifications, facts } = deps;
  // Alerts score with the categories' default weights, never a user's own.
  const defaults: WeightBook = {
    ...createWeightBook(db),
    byCategory: async () =>
      new Map(
        PROJECT_CATEGORIES.map((category): [typeof category, UsedWeights] => [
          category,
          { source: 'category', values: weightsFor(category) },
        ]),
      ),
  };
  const projectsFor = projectsForPlace({ proposals, weights: defaults, facts });

  /** The project's best places under its category's default weights: scores, no explanation. */
  async function bestOf(snapshot: MatchingSnapshot, project: KeptProject): Promise<StoredTop> {
    const { category } = project.row;
    const weights = weightsFor(isCategory(category) ? category : DEFAULT_MATCH_CATEGORY);
    const scored = weights.distance > 0 ? project.facts : project.factsWithoutSeats;
    const top = rankSnapshotPlaces(snapshot, scored, weights).page(0, ALERT_TOP, false);
    return {
      cityIds: top.map((entry) => entry.place.cityId),
      tenthScore: top.length === ALERT_TOP ? (top.at(-1)?.score ?? null) : null,
    };
  }

  /**
   * The project's customer's active users who may read it: the opportunities' rule
   * (isReadableBy) applied to the project as the facts keep it, no query per user.
   */
  async function readersOf(project: KeptProject['row']) {
    if (project.customerId === null) return [];
    return (await usersOfCustomer(db, project.customerId))
      .filter((user) => proposals.isReadableBy(readerOf(user), project))
      .map((user) => user.id);
  }

  /** Stores the new best places and, when some are new and none was sent today, alerts. */
  async function settle(
    project: KeptProject['row'],
    top: StoredTop,
    previous: number[],
  ): Promise<number> {
    const entrants = top.cityIds.filter((id) => !previous.includes(id));
    const recipients = entrants.length > 0 ? await readersOf(project) : [];
    const labels = await cityLabels(db, entrants);
    const now = clock.now().toISOString();
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await saveTop(tx, project.id, top, now);
      if (recipients.length === 0) return 0;
      if (!(await claimDailyAlert(tx, project.id, now))) return 0;
      return notifications.notify(
        {
          category: 'match',
          message: alertMessage(
            project.name,
            entrants.map((id) => labels.get(id) ?? String(id)),
          ),
          link: `/proposals/${project.id}`,
          customerId: project.customerId,
          createdBy: null,
          toUsers: recipients,
        },
        tx,
      );
    });
  }

  /**
   * A project created, opened or edited: its best places computed again; those it did not
   * have are new (all of them when it was just created or opened). A project seen for the
   * first time otherwise only has its places stored: what is new to it is unknown. One the
   * facts do not hold is not open (any more): it loses its places. (Opened since the facts
   * were read, the change that opened it has queued it again.)
   */
  async function evaluateProject(proposalId: number, fresh: boolean): Promise<number> {
    const snapshot = await facts.current();
    const project = snapshot.projectById.get(proposalId);
    if (!project) {
      await forgetTop(db, proposalId);
      return 0;
    }
    const stored = (await storedTops(db, [proposalId])).get(proposalId);
    const top = await bestOf(snapshot, project);
    if (!fresh && !stored) {
      await saveTop(db, proposalId, top, clock.now().toISOString());
      return 0;
    }
    return settle(project.row, top, fresh ? [] : (stored?.cityIds ?? []));
  }

  /**
   * A municipality whose profile or public opportunities changed: scored alone for every open
   * project; a project's best places are computed again only where the municipality reaches
   * its 10th score or is already among them.
   */
  async function evaluateCity(cityId: number): Promise<number> {
    const query: ProjectMatchesQuery = {
      page: 1,
      limit: Number.MAX_SAFE_INTEGER,
      include_excluded: true,
    };
    let answer: Awaited<ReturnType<typeof projectsFor>>;
    try {
      answer = await projectsFor(EVALUATOR, cityId, query);
    } catch (error) {
      if (error instanceof DomainError) return 0; // not a municipality (any more)
      throw error;
    }
    const stored = await storedTops(
      db,
      answer.data.map((entry) => entry.proposal.id),
    );
    // A project without stored places (registered before alerts, or its row lost) cannot
    // tell what is new to it: it is queued to have them stored, silently.
    if (answer.data.some((entry) => !stored.has(entry.proposal.id))) await queueUnevaluated(db);
    const snapshot = await facts.current();
    let sent = 0;
    for (const entry of answer.data) {
      const before = stored.get(entry.proposal.id);
      const project = snapshot.projectById.get(entry.proposal.id);
      if (before === undefined || !project) continue;
      const ranked = entry.rank !== null;
      const reaches =
        before.cityIds.includes(cityId) ||
        (ranked && (before.tenthScore === null || entry.score >= before.tenthScore));
      if (!reaches) continue;
      sent += await settle(project.row, await bestOf(snapshot, project), before.cityIds);
    }
    return sent;
  }

  return {
    evaluateProject,
    evaluateCity,
    /** Runs one queued evaluation; answers how many notifications it delivered. */
    evaluate(item: QueuedEvaluation): Promise<number> {
      if (item.proposalId !== null) return evaluateProject(item.proposalId, item.fresh);
      if (item.cityId !== null) return evaluateCity(item.cityId);
      return Promise.resolve(0);
    },
  };
}

export type MatchAlerts = ReturnType<typeof createMatchAlerts>;
