// The opportunity list, its export and its map: the filters they take, and the map's item.
import { z } from 'zod';
import { proposalStatusSchema, proposalTypeSchema } from '../../enums/enum-schemas.ts';
import { calendarDateSchema } from '../../validators/schemas.ts';
import { idParam } from '../id-schemas.ts';
import { listQuerySchema } from '../list-query.ts';
import {
  commaListParam,
  flagParam,
  idListParam,
  moneyRangeParam,
  polygonParam,
} from '../query-params.ts';

export const PROPOSAL_SORT_KEYS = [
  'created_at',
  'id',
  'name',
  'type',
  'status',
  'investment',
  'city',
  'uf',
] as [string, ...string[]];

/** Fields the map form may ask for. */
export const PROPOSAL_MAP_FIELDS = [
  'id',
  'name',
  'status',
  'type',
  'coordinates',
  'is_favorite',
  'city_id',
] as const;

export const proposalsQuerySchema = listQuerySchema(
  {
    coordinates_polygon: polygonParam.optional(),
    only_favorites: flagParam.optional(),
    start_date: calendarDateSchema.optional(),
    end_date: calendarDateSchema.optional(),
    ufs: idListParam.optional(),
    city: idListParam.optional(),
    status: commaListParam(proposalStatusSchema, 'Situação inválida').optional(),
    type: commaListParam(proposalTypeSchema, 'Tipo inválido').optional(),
    investimentRange: moneyRangeParam.optional(),
    company_federal_tax_id: z.string().trim().max(30).optional(),
    customer: idParam.optional(),
    name: z.string().trim().max(120).optional(),
    fields: commaListParam(z.enum(PROPOSAL_MAP_FIELDS), 'Campos inválidos').optional(),
  },
  {
    sortKeys: PROPOSAL_SORT_KEYS,
    defaultLimit: 25,
    maxLimit: 10_000,
    formats: ['json', 'csv', 'xlsx'],
  },
);
export type ProposalsQuery = z.output<typeof proposalsQuerySchema>;

/** The light item of the map form. */
export const proposalMapItemSchema = z.strictObject({
  id: z.number().int().optional(),
  name: z.string().optional(),
  status: proposalStatusSchema.optional(),
  type: proposalTypeSchema.optional(),
  coordinates: z.tuple([z.number(), z.number()]).nullable().optional(),
  is_favorite: z.boolean().optional(),
  city_id: z.number().int().nullable().optional(),
});
export type ProposalMapItem = z.infer<typeof proposalMapItemSchema>;
