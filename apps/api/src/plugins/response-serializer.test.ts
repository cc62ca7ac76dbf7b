import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collapseNullable, responseSerializerCompiler } from './response-serializer.ts';

const city = z.object({
  id: z.number().int(),
  name: z.string(),
  mayor: z.object({ name: z.string() }).nullable(),
  tags: z.array(z.string()),
  idhm: z.number().nullable().optional(),
});
const page = z.object({
  data: z.array(z.union([z.object({ id: z.number(), latitude: z.number() }), city])),
  total: z.number(),
});

const serialize = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/api/test' });

describe('response serializer', () => {
  it('writes only what the response schema declares', () => {
    const body = serialize(city)({
      id: 7,
      name: 'Bauru',
      mayor: null,
      tags: ['Agro'],
      password_hash: 'secret',
      internal: { note: 'x' },
    });
    expect(JSON.parse(body)).toEqual({ id: 7, name: 'Bauru', mayor: null, tags: ['Agro'] });
  });

  it('keeps nulls, optional fields and the members of a union', () => {
    const body = serialize(page)({
      data: [
        { id: 1, latitude: -22.3 },
        { id: 2, name: 'Marília', mayor: { name: 'Ana' }, tags: [], idhm: 0.798 },
      ],
      total: 2,
    });
    expect(JSON.parse(body)).toEqual({
      data: [
        { id: 1, latitude: -22.3 },
        { id: 2, name: 'Marília', mayor: { name: 'Ana' }, tags: [], idhm: 0.798 },
      ],
      total: 2,
    });
  });

  it('refuses an answer that lacks a required field', () => {
    expect(() => serialize(city)({ id: 7, mayor: null, tags: [] })).toThrow();
  });
});

describe('nullable values', () => {
  it('are declared as a type list instead of a union', () => {
    const collapsed = collapseNullable(
      z.toJSONSchema(city, { io: 'output', target: 'draft-07' }),
    ) as { properties: Record<string, { type?: unknown; anyOf?: unknown }> };
    expect(collapsed.properties.mayor?.type).toEqual(['object', 'null']);
    expect(collapsed.properties.idhm?.type).toEqual(['number', 'null']);
    expect(collapsed.properties.mayor?.anyOf).toBeUndefined();
  });
});
