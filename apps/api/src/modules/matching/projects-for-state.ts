import type { ProjectMatchesQuery, StateProjectMatchesResponse } from '@oportuna/domain';
import { LRUCache } from 'lru-cache';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { type Timing, timed } from '../../lib/server-timing.ts';
import type { ProposalsService } from '../proposals/proposals-service.ts';
import { placeRefOf, projectMatchOf, readableCandidates } from './match-candidates.ts';
import type { WeightBook } from './match-weights.ts';
import type { KeptPlace, MatchingFacts, MatchingSnapshot } from './matching-facts.ts';
import { quotientOf } from './snapshot-ranking.ts';
import { type KeptBests, rankProjectsInState } from './state-project-ranking.ts';

// Each state's best places per group of projects, kept with the reading of the facts they
// come from: a few numbers per division and set of weights, the latest 4,096 groups a state.
const keptBests = new WeakMap<MatchingSnapshot, Map<number, KeptBests>>();

function keptFor(snapshot: MatchingSnapshot, stateId: number): KeptBests {
  let byState = keptBests.get(snapshot);
  if (!byState) {
    byState = new Map();
    keptBests.set(snapshot, byState);
  }
  let kept = byState.get(stateId);
  if (!kept) {
    kept = new LRUCache({ max: 4_096 });
    byState.set(stateId, kept);
  }
  return kept;
}

/**
 * "Projetos compatíveis" of a state: the open private opportunities the actor may read, each
 * scored by the municipality of the state that fits it best (the one its "Localidades
 * compatíveis" would list first there), which the list names. What the actor cannot read is
 * neither listed nor counted.
 */
export function projectsForState(deps: {
  proposals: ProposalsService;
  weights: WeightBook;
  facts: MatchingFacts;
}) {
  const { proposals, weights, facts } = deps;
  return async function projectsInState(
    actor: Actor,
    stateId: number,
    query: ProjectMatchesQuery,
    timing?: Timing,
  ): Promise<StateProjectMatchesResponse> {
    const [snapshot, weightsByCategory] = await Promise.all([
      timed(timing, 'facts', facts.current()),
      weights.byCategory(actor),
    ]);
    const scoring = performance.now();
    // Equal scores list their municipalities by name, as "Localidades compatíveis" does.
    const kept = snapshot.places
      .filter((place) => place.row.stateId === stateId)
      .sort(
        (a, b) =>
          (a.facts.nameKey < b.facts.nameKey ? -1 : a.facts.nameKey > b.facts.nameKey ? 1 : 0) ||
          a.row.cityId - b.row.cityId,
      );
    // Every state has municipalities: one that has none in the facts is not a state.
    const first = kept[0]?.row;
    if (!first) throw notFound('state_not_found', 'Estado não encontrado.');
    const state = { id: first.stateId, uf: first.uf, name: first.stateName };
    const ranking = rankProjectsInState(
      kept,
      (i, division) => quotientOf(snapshot, kept[i] as KeptPlace, division),
      snapshot.indicatorBounds,
      (division) => (division === null ? undefined : snapshot.quotientBounds.get(division)),
      readableCandidates(snapshot, actor, proposals, weightsByCategory),
      keptFor(snapshot, stateId),
    );
    const start = (query.page - 1) * query.limit;
    const page = ranking.page(start, query.limit, query.include_excluded ?? false);
    timing?.('score', performance.now() - scoring);
    return {
      data: page.map((entry) => {
        const row = snapshot.placeById.get(entry.place.cityId)?.row;
        if (!row) throw new Error(`matching: city ${entry.place.cityId} not read`);
        return { ...projectMatchOf(entry, weightsByCategory), place: placeRefOf(row) };
      }),
      total: ranking.ranked,
      excluded: ranking.excluded,
      state,
    };
  };
}
