import {
  idParams,
  type OfficeCount,
  officeCountSchema,
  type PartyCount,
  type PlaceRanking,
  partyCountSchema,
  placeRankingSchema,
} from '@oportuna/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Where a place's routes live (`/api/cities` or `/api/states`) and how the documentation files them. */
type Place = { path: string; tags: string[] };

const security = [{ bearerAuth: [] }];

/** `GET <path>/:id/ranking`: a city's or a state's opportunities and its position among its peers. */
export function placeRankingRoute(
  app: ZodApp,
  place: Place & { summary: string; service: { ranking(id: number): Promise<PlaceRanking> } },
) {
  app.get(
    `${place.path}/:id/ranking`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: place.tags,
        summary: place.summary,
        description:
          'A posição conta as oportunidades ativas; empates dividem a posição (1, 2, 2, 4) e um lugar sem oportunidades ativas não tem posição (null).',
        security,
        params: idParams,
        response: { 200: placeRankingSchema },
      },
    },
    (request) => place.service.ranking(request.params.id),
  );
}

/**
 * `GET <path>/:id/political-offices` and `<path>/:id/political-parties`: the politicians elected
 * in a city or a state, counted by office and by party.
 */
export function politicalCountRoutes(
  app: ZodApp,
  place: Place & {
    summaries: { offices: string; parties: string };
    service: {
      politicalOffices(id: number): Promise<{ data: OfficeCount[] }>;
      politicalParties(id: number): Promise<{ data: PartyCount[] }>;
    };
  },
) {
  app.get(
    `${place.path}/:id/political-offices`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: place.tags,
        summary: place.summaries.offices,
        security,
        params: idParams,
        response: { 200: z.object({ data: z.array(officeCountSchema) }) },
      },
    },
    (request) => place.service.politicalOffices(request.params.id),
  );

  app.get(
    `${place.path}/:id/political-parties`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: place.tags,
        summary: place.summaries.parties,
        security,
        params: idParams,
        response: { 200: z.object({ data: z.array(partyCountSchema) }) },
      },
    },
    (request) => place.service.politicalParties(request.params.id),
  );
}
