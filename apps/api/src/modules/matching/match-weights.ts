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

/** The weights each user scores each category with: their own where saved, else the defaults. */
export function createWeightBook(db: Db) {
  async function byCategory(actor: Actor): Promise<Map<ProjectCategory, UsedWeights>> {
    const saved = await savedWeights(db, actor.userId);
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

  return {
    byCategory,
    all,
    async save(actor: Actor, category: ProjectCategory, weights: MatchWeightsInput) {
      await saveWeights(db, actor.userId, category, weights);
      return all(actor);
    },
    async reset(actor: Actor, category: ProjectCategory) {
      await forgetWeights(db, actor.userId, category);
      return all(actor);
    },
  };
}

export type WeightBook = ReturnType<typeof createWeightBook>;
