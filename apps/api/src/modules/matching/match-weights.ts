import {
  DEFAULT_MATCH_WEIGHTS,
  MATCH_CRITERIA,
  type MatchWeights,
  type MatchWeightsInput,
  PROJECT_CATEGORIES,
  type ProjectCategory,
  type UserMatchWeights,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { forgetWeights, savedWeights, saveWeights } from './matching-queries.ts';

export const isCategory = (value: string | null | undefined): value is ProjectCategory =>
  (PROJECT_CATEGORIES as readonly string[]).includes(value ?? '');

/** The default weights of a category (docs/matching.md). */
export function weightsFor(category: ProjectCategory): MatchWeights {
  return { ...DEFAULT_MATCH_WEIGHTS[category] };
}

/** Saved weights as read back: every criterion, whatever the stored object holds. */
function completeWeights(saved: Record<string, number>): MatchWeights {
  return Object.fromEntries(
    MATCH_CRITERIA.map((criterion) => [criterion, Number(saved[criterion] ?? 0)]),
  ) as MatchWeights;
}

export interface UsedWeights {
  source: 'category' | 'user';
  values: MatchWeights;
}

type SavedWeights = Awaited<ReturnType<typeof savedWeights>>;

/**
 * The weights each user scores each category with: their own where saved, else the defaults.
 * With the change feed, each user's saved weights are kept in memory until the database
 * announces a change to them (migration 0036): every match list reads them, and they change
 * seldom. A request has heard every change committed before it (the matching facts wait for
 * that), so no list is scored with weights older than the request.
 */
export function createWeightBook(db: Db, changes?: ChangeFeed) {
  const KEPT_USERS = 10_000;
  const kept = new Map<number, SavedWeights>();
  let generation = 0;
  changes?.subscribe((change) => {
    if (change.topic === 'match_weights') {
      generation += 1;
      kept.delete(change.userId);
    } else if (change.topic === 'resync') {
      generation += 1;
      kept.clear();
    }
  });

  async function savedOf(userId: number): Promise<SavedWeights> {
    const known = kept.get(userId);
    if (known) return known;
    const readAt = generation;
    const saved = await savedWeights(db, userId);
    // A change heard meanwhile may be newer than what was read: it is read again next time.
    if (changes && readAt === generation) {
      if (kept.size >= KEPT_USERS) kept.delete(kept.keys().next().value as number);
      kept.set(userId, saved);
    }
    return saved;
  }

  async function byCategory(actor: Actor): Promise<Map<ProjectCategory, UsedWeights>> {
    const saved = await savedOf(actor.userId);
    return new Map(
      PROJECT_CATEGORIES.map((category) => {
        const own = saved.find((w) => w.category === category);
        const used: UsedWeights = own
          ? { source: 'user', values: completeWeights(own.weights) }
          : { source: 'category', values: weightsFor(category) };
        return [category, used];
      }),
    );
  }

  /** Every category's weights for the actor, with the defaults beside them. */
  async function all(actor: Actor): Promise<UserMatchWeights> {
    const used = await byCategory(actor);
    return {
      data: PROJECT_CATEGORIES.map((category) => ({
        category,
        source: used.get(category)?.source ?? 'category',
        weights: used.get(category)?.values ?? weightsFor(category),
        defaults: weightsFor(category),
      })),
    };
  }

  /** What this process wrote is read again at once, before the database's notice arrives. */
  function forget(userId: number) {
    generation += 1;
    kept.delete(userId);
  }

  return {
    byCategory,
    all,
    async save(actor: Actor, category: ProjectCategory, weights: MatchWeightsInput) {
      await saveWeights(db, actor.userId, category, weights);
      forget(actor.userId);
      return all(actor);
    },
    async reset(actor: Actor, category: ProjectCategory) {
      await forgetWeights(db, actor.userId, category);
      forget(actor.userId);
      return all(actor);
    },
  };
}

export type WeightBook = ReturnType<typeof createWeightBook>;
