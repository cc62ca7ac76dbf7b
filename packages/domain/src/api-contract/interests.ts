import { z } from 'zod';
import {
  INTEREST_LOST_REASONS,
  INTEREST_SIDES,
  INTEREST_STAGES,
  INTEREST_TARGET_KINDS,
} from '../enums/interest-stage.ts';
import { INTEREST_LIMITS } from '../limits/interest-limits.ts';
import { moneySchema } from '../money/money-schema.ts';
import { calendarDateSchema } from '../validators/schemas.ts';
import { idParam, idSchema } from './id-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { commaListParam, flagParam } from './query-params.ts';

export const interestStageSchema = z.enum(INTEREST_STAGES, { error: 'Etapa inválida' });
export const interestLostReasonSchema = z.enum(INTEREST_LOST_REASONS, {
  error: 'Motivo inválido',
});

const messageTooLong = `A mensagem pode ter no máximo ${INTEREST_LIMITS.messageMax} caracteres`;

/** A message as typed: kept byte for byte, only refused when empty or too long. */
export const interestMessageTextSchema = z
  .string({ error: 'Escreva uma mensagem' })
  .max(INTEREST_LIMITS.messageMax, { error: messageTooLong })
  .refine((text) => text.trim().length > 0, { error: 'Escreva uma mensagem' });

/** Uploads (POST /api/files?purpose=interest) attached to a message, by their path. */
export const interestAttachmentsSchema = z
  .array(z.object({ path: z.string().min(1).max(200) }), { error: 'Anexos inválidos' })
  .max(INTEREST_LIMITS.attachmentsPerMessage, {
    error: `Envie no máximo ${INTEREST_LIMITS.attachmentsPerMessage} anexos por mensagem`,
  })
  .default([]);

/** "Tenho interesse": exactly one of an opportunity, a city or a state. */
export const interestCreateSchema = z
  .strictObject({
    proposal_id: idSchema.optional(),
    city_id: idSchema.optional(),
    state_id: idSchema.optional(),
    message: interestMessageTextSchema,
    follower_user_id: idSchema.optional(),
    attachments: interestAttachmentsSchema,
  })
  .refine(
    (input) =>
      [input.proposal_id, input.city_id, input.state_id].filter((id) => id !== undefined).length ===
      1,
    { error: 'Informe uma oportunidade, uma cidade ou um estado', path: ['proposal_id'] },
  );
export type InterestCreate = z.output<typeof interestCreateSchema>;

export const interestMessageCreateSchema = z.strictObject({
  body: interestMessageTextSchema,
  /** Chosen by the client for each message: a repeated submit with the same key writes one. */
  client_key: z.uuid({ error: 'Informe a chave da mensagem (um UUID novo a cada mensagem)' }),
  attachments: interestAttachmentsSchema,
});
export type InterestMessageCreate = z.output<typeof interestMessageCreateSchema>;

export const interestStageChangeSchema = z
  .strictObject({
    stage: interestStageSchema,
    won_amount: moneySchema.optional(),
    won_jobs: z
      .number({ error: 'Informe o número de empregos' })
      .int()
      .min(0)
      .max(10_000_000)
      .optional(),
    lost_reason: interestLostReasonSchema.optional(),
    lost_text: z.string().trim().max(INTEREST_LIMITS.lostTextMax).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.stage === 'won') {
      if (input.won_amount === undefined)
        ctx.addIssue({
          code: 'custom',
          message: 'Informe o investimento confirmado',
          path: ['won_amount'],
        });
      if (input.won_jobs === undefined)
        ctx.addIssue({
          code: 'custom',
          message: 'Informe os empregos anunciados',
          path: ['won_jobs'],
        });
    }
    if (input.stage === 'lost') {
      if (input.lost_reason === undefined)
        ctx.addIssue({
          code: 'custom',
          message: 'Informe o motivo da perda',
          path: ['lost_reason'],
        });
      if (input.lost_reason === 'other' && !input.lost_text)
        ctx.addIssue({
          code: 'custom',
          message: 'Descreva o motivo da perda',
          path: ['lost_text'],
        });
    }
  });
export type InterestStageChange = z.output<typeof interestStageChangeSchema>;

export const interestReadSchema = z.strictObject({ message_id: idSchema.optional() }).default({});

const named = z.object({ id: z.number().int(), name: z.string() });

export const interestSchema = z.object({
  id: z.number().int(),
  side: z.enum(INTEREST_SIDES),
  stage: interestStageSchema,
  target: z.object({ kind: z.enum(INTEREST_TARGET_KINDS), id: z.number().int(), name: z.string() }),
  owner_customer: named,
  /**
   * 'outside': sent through a locality's public showcase by someone with no account; the
   * owner side's replies go to `outside_contact` by e-mail.
   */
  origin: z.enum(['customer', 'outside']),
  outside_contact: z.object({ name: z.string(), email: z.string() }).nullable(),
  interested_customer: named.nullable(),
  interested_user: named.nullable(),
  follower_user: named.nullable(),
  won_amount: z.number().nullable(),
  won_jobs: z.number().int().nullable(),
  lost_reason: interestLostReasonSchema.nullable(),
  lost_text: z.string().nullable(),
  unread_count: z.number().int(),
  is_favorite: z.boolean(),
  /** Whether the caller may move its stages (a user of the owner side). */
  can_move_stage: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  stage_changed_at: z.string(),
  last_message_at: z.string().nullable(),
});
export type Interest = z.infer<typeof interestSchema>;

export const interestCreatedSchema = z.object({ created: z.boolean(), interest: interestSchema });

export const interestAttachmentSchema = z.object({
  original_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});

export const interestMessageSchema = z.object({
  id: z.number().int(),
  interest_id: z.number().int(),
  author: named.nullable(),
  /** The author's side of the thread. */
  side: z.enum(INTEREST_SIDES),
  body: z.string(),
  attachments: z.array(interestAttachmentSchema),
  created_at: z.string(),
});
export type InterestMessage = z.infer<typeof interestMessageSchema>;

export const interestMessagesQuerySchema = z.strictObject({
  after: idParam.optional(),
  limit: z.coerce
    .number({ error: 'Limite deve ser um número inteiro entre 1 e 200' })
    .int({ error: 'Limite deve ser um número inteiro entre 1 e 200' })
    .min(1, { error: 'Limite deve ser um número inteiro entre 1 e 200' })
    .max(200, { error: 'Limite deve ser um número inteiro entre 1 e 200' })
    .default(100),
});

export const interestMessagesResponseSchema = z.object({
  data: z.array(interestMessageSchema),
  unread_count: z.number().int(),
});

export const INTEREST_SORT_KEYS = ['last_message_at', 'created_at', 'stage', 'id'] as const;

/** 'Interesses recebidos' and 'Interesses enviados': filters like the other lists. */
export const interestsQuerySchema = listQuerySchema(
  {
    stage: commaListParam(interestStageSchema, 'Etapa inválida').optional(),
    proposal: idParam.optional(),
    city: idParam.optional(),
    state: idParam.optional(),
    start_date: calendarDateSchema.optional(),
    end_date: calendarDateSchema.optional(),
    search: z.string().trim().max(120).optional(),
    only_favorites: flagParam.optional(),
  },
  {
    sortKeys: INTEREST_SORT_KEYS,
    defaultLimit: 25,
    maxLimit: 10_000,
    formats: ['json', 'csv', 'xlsx'],
  },
);
export type InterestsQuery = z.output<typeof interestsQuerySchema>;
