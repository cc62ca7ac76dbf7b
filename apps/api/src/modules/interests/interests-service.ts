import {
  INTEREST_LOST_REASON_LABELS,
  INTEREST_SORT_KEYS,
  INTEREST_STAGE_LABELS,
  type InterestCreate,
  type InterestSide,
  type InterestStageChange,
  type InterestsQuery,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, forbidden, invalidInput, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { NotificationsService } from '../notifications/notifications-service.ts';
import { type InterestLimits, takeInterestBudget } from './interest-budget.ts';
import { tellSide } from './interest-news.ts';
import { canMoveStage, toInterest } from './interest-shape.ts';
import { type InterestProposals, resolveTarget } from './interest-targets.ts';
import { writeMessage } from './interest-thread.ts';
import {
  findInterest,
  findOpenInterestId,
  insertOpenInterest,
  isActiveUserOf,
  isOpenInterestConflict,
  listInterests,
  lockOwnedInterest,
  updateInterest,
} from './interests-queries.ts';

const notFoundInterest = () => notFound('interest_not_found', 'Interesse não encontrado.');

/**
 * "Tenho interesse" and its stages: an interest opens a thread between the users of the
 * interested customer and of the owner customer, and only they read it.
 */
export function createInterestsService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  notifications: NotificationsService;
  proposals: InterestProposals;
  limits: InterestLimits;
}) {
  const { db, clock, audit, notifications, proposals, limits } = deps;

  async function answer(actor: Actor, id: number) {
    const row = await findInterest(db, actor, id);
    if (!row) throw notFoundInterest();
    return toInterest(row, actor);
  }

  return {
    /**
     * Opens an interest, or answers the customer's open one in the same target (a second
     * click). The insert decides against the partial unique index, so parallel clicks open one.
     */
    async create(actor: Actor, input: InterestCreate) {
      if (isSuperAdminActor(actor) || actor.customerId === null) {
        throw forbidden(
          'interest_forbidden',
          'Só usuários de um cliente podem registrar interesse.',
        );
      }
      const customerId = actor.customerId;
      const target = await resolveTarget(db, proposals, actor, input);
      if (target.ownerCustomerId === customerId) {
        throw conflict('own_target', 'Não é possível registrar interesse no seu próprio cliente.');
      }
      const followerId = input.follower_user_id ?? actor.userId;
      if (!(await isActiveUserOf(db, followerId, customerId))) {
        throw invalidInput({ follower_user_id: 'Escolha um usuário ativo do seu cliente.' });
      }
      const existing = await findOpenInterestId(db, customerId, target.key);
      if (existing !== null) return { created: false, interest: await answer(actor, existing) };
      const giveBack = await takeInterestBudget(limits, actor);
      const now = clock.now().toISOString();
      const id = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const newId = await insertOpenInterest(tx, {
          origin: 'customer',
          interestedCustomerId: customerId,
          interestedUserId: actor.userId,
          followerUserId: followerId,
          ...target.columns,
          target: target.key,
          ownerCustomerId: target.ownerCustomerId,
          stage: 'new',
          stageChangedAt: now,
          lastMessageAt: now,
          createdAt: now,
          updatedAt: now,
        });
        if (newId === null) return null;
        await writeMessage(tx, {
          interestId: newId,
          authorUserId: actor.userId,
          body: input.message,
          clientKey: null,
          attachments: input.attachments,
          at: now,
        });
        await audit.record(
          { userId: actor.userId, customerId },
          {
            action: 'interest.created',
            description: `Registrou interesse #${newId} em ${target.name}`,
            metadata: {
              interest_id: newId,
              target: target.key,
              owner_customer_id: target.ownerCustomerId,
            },
          },
          tx,
        );
        await tellSide(notifications, tx, {
          actor,
          customerId: target.ownerCustomerId,
          interestId: newId,
          message: `Novo interesse em ${target.name}`,
          email: true,
        });
        return newId;
      });
      if (id === null) {
        // Another click opened it first: this one takes nothing from the budgets.
        await giveBack();
        const opened = await findOpenInterestId(db, customerId, target.key);
        if (opened === null) throw conflict('interest_conflict', 'Tente novamente.');
        return { created: false, interest: await answer(actor, opened) };
      }
      return { created: true, interest: await answer(actor, id) };
    },

    get: (actor: Actor, id: number) => answer(actor, id),

    /** Whether the actor takes part in the interest's thread (favourites ask this). */
    async isParticipant(actor: Actor, id: number) {
      return (await findInterest(db, actor, id)) !== undefined;
    },

    async list(actor: Actor, side: InterestSide, query: InterestsQuery) {
      const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
      const found =
        actor.customerId === null
          ? { data: [], total: 0, totalWithoutFilter: 0 }
          : await listInterests(db, actor, side, query, page);
      return {
        data: found.data.map((row) => toInterest(row, actor)),
        total: found.total,
        total_without_filter: found.totalWithoutFilter,
        available_ordering: [...INTEREST_SORT_KEYS],
      };
    },

    /** Moves the interest to another stage; only the owner side, on the locked row. */
    async changeStage(actor: Actor, id: number, input: InterestStageChange) {
      const now = clock.now().toISOString();
      try {
        await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const current = await lockOwnedInterest(tx, actor, id);
          if (!current) throw notFoundInterest();
          if (!canMoveStage(actor, current.ownerCustomerId)) {
            throw forbidden(
              'interest_stage_forbidden',
              'Só o cliente que recebeu o interesse pode alterar a etapa.',
            );
          }
          if (current.stage === input.stage)
            throw conflict('invalid_transition', 'O interesse já está nessa etapa.');
          const won = input.stage === 'won';
          const lost = input.stage === 'lost';
          await updateInterest(tx, id, {
            stage: input.stage,
            wonAmount: won ? (input.won_amount ?? null) : null,
            wonJobs: won ? (input.won_jobs ?? null) : null,
            lostReason: lost ? (input.lost_reason ?? null) : null,
            lostText: lost ? input.lost_text || null : null,
            stageChangedAt: now,
            updatedAt: now,
          });
          const reason =
            lost && input.lost_reason ? INTEREST_LOST_REASON_LABELS[input.lost_reason] : null;
          await audit.record(
            { userId: actor.userId, customerId: actor.customerId },
            {
              action: 'interest.stage_changed',
              description: `Interesse #${id} movido para ${INTEREST_STAGE_LABELS[input.stage]}${reason ? ` (${reason})` : ''}`,
              metadata: {
                interest_id: id,
                previous_stage: current.stage,
                stage: input.stage,
                ...(won ? { won_amount: input.won_amount, won_jobs: input.won_jobs } : {}),
                ...(lost
                  ? { lost_reason: input.lost_reason, lost_text: input.lost_text ?? null }
                  : {}),
              },
            },
            tx,
          );
          await tellSide(notifications, tx, {
            actor,
            customerId: current.interestedCustomerId,
            interestId: id,
            message: `Interesse #${id} movido para a etapa ${INTEREST_STAGE_LABELS[input.stage]}`,
            email: true,
          });
        });
      } catch (error) {
        if (isOpenInterestConflict(error)) {
          throw conflict(
            'interest_already_open',
            'Já existe outro interesse aberto deste cliente no mesmo alvo.',
          );
        }
        throw error;
      }
      return answer(actor, id);
    },

    /**
     * A won interest completes its opportunity through the opportunity's own lifecycle, with
     * its permission rule (the opportunity's customer, who may edit it) and its statuses.
     */
    async completeOpportunity(actor: Actor, id: number) {
      const interest = await findInterest(db, actor, id);
      if (!interest) throw notFoundInterest();
      if (!canMoveStage(actor, interest.ownerCustomerId)) {
        throw forbidden(
          'interest_stage_forbidden',
          'Só o cliente que recebeu o interesse pode concluir a oportunidade.',
        );
      }
      if (interest.stage !== 'won' || interest.proposalId === null) {
        throw conflict(
          'interest_not_won',
          'Só um interesse ganho em uma oportunidade pode concluí-la.',
        );
      }
      const done = await proposals.transition(actor, interest.proposalId, 'complete');
      await audit.record(
        { userId: actor.userId, customerId: actor.customerId },
        {
          action: 'interest.opportunity_completed',
          description: `Oportunidade #${interest.proposalId} concluída pelo interesse #${id}`,
          metadata: { interest_id: id, proposal_id: interest.proposalId },
        },
      );
      return done;
    },
  };
}

export type InterestsService = ReturnType<typeof createInterestsService>;

export type { OutsideInterest } from './outside-interests.ts';
