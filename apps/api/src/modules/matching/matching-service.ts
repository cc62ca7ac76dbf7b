import type { ProjectMatchesQuery } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { invalidInput } from '../../lib/errors.ts';
import type { ProposalsService } from '../proposals/proposals-service.ts';
import { comparePlaces } from './compare-places.ts';
import { createWeightBook } from './match-weights.ts';
import type { MatchingFacts } from './matching-facts.ts';
import { placesForProject } from './places-for-project.ts';
import { projectsForPlace } from './projects-for-place.ts';
import { projectsForState } from './projects-for-state.ts';

/**
 * Matching (docs/matching.md): the places that fit a private opportunity and the private
 * opportunities that fit a place, each scored from the place's own data against fixed
 * national bounds, with the reasons; and each user's own weights.
 */
export function createMatchingService(deps: {
  db: Db;
  proposals: ProposalsService;
  facts: MatchingFacts;
  changes: ChangeFeed;
}) {
  const { facts } = deps;
  const weights = createWeightBook(deps.db, deps.changes);
  const projectsFor = projectsForPlace({ ...deps, weights, facts });

  return {
    weights: weights.all,
    saveWeights: weights.save,
    resetWeights: weights.reset,
    placesFor: placesForProject({ ...deps, weights, facts }),
    /** Reads what matching keeps before the first request. */
    warm: facts.warm,
    projectsFor,
    projectsInState: projectsForState({ ...deps, weights, facts }),
    compare: comparePlaces({ ...deps, weights, facts }),

    /** "Projetos compatíveis" of a public opportunity: those of its municipality. */
    async projectsForOpportunity(actor: Actor, proposalId: number, query: ProjectMatchesQuery) {
      const proposal = await deps.proposals.get(actor, proposalId);
      if (proposal.type !== 'city' || !proposal.city)
        throw invalidInput(
          { id: 'Projetos compatíveis só existem para oportunidades públicas' },
          'Projetos compatíveis só existem para oportunidades públicas',
        );
      return projectsFor(actor, proposal.city.id, query);
    },
  };
}

export type MatchingService = ReturnType<typeof createMatchingService>;
