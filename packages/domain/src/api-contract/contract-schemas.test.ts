import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';
import { clientConfigResponseSchema } from './client-config.ts';
import { healthResponseSchema } from './health.ts';
import { listResponse } from './list-response.ts';

describe('apiErrorSchema', () => {
  it.each([
    [{ message: 'Dados inválidos.', code: 'validation_failed', fields: { name: 'x' } }, true],
    [{ message: 'Registro não encontrado.', code: 'not_found' }, true],
    [{ message: 'Dados inválidos.' }, false],
    [{ message: 'x', code: 'y', fields: { name: 1 } }, false],
  ])('%j → %s', (body, valid) => {
    expect(apiErrorSchema.safeParse(body).success).toBe(valid);
  });
});

describe('listResponse', () => {
  const schema = listResponse(z.object({ id: z.number() }));
  const valid = {
    data: [{ id: 1 }],
    total: 1,
    total_without_filter: 10,
    available_ordering: ['id'],
  };

  it.each([
    [valid, true],
    [{ ...valid, data: [{ id: 'a' }] }, false],
    [{ ...valid, total: -1 }, false],
    [{ ...valid, available_ordering: undefined }, false],
    [{ ...valid, total_without_filter: undefined }, false],
  ])('%j → %s', (body, ok) => {
    expect(schema.safeParse(body).success).toBe(ok);
  });
});

describe('healthResponseSchema', () => {
  const valid = {
    status: 'ok',
    database: { engine: 'pglite', schema_version: '0003' },
    counts: { states: 27, cities: 5570 },
    demo: true,
    company_list_index: 'current',
  };

  it.each([
    [valid, true],
    [{ ...valid, database: { engine: 'postgresql', schema_version: '0003' } }, true],
    [{ ...valid, status: 'degraded' }, false],
    [{ ...valid, database: { engine: 'mysql', schema_version: '1' } }, false],
    [{ ...valid, counts: { states: 27 } }, false],
  ])('%j → %s', (body, ok) => {
    expect(healthResponseSchema.safeParse(body).success).toBe(ok);
  });
});

describe('clientConfigResponseSchema', () => {
  const valid = {
    demo: false,
    version: '0.1.0',
    map: { route_tiles_url: null, satellite_tiles_url: 'https://tiles.example/{z}/{x}/{y}.png' },
    contract_version: '1',
  };

  it.each([
    [valid, true],
    [{ ...valid, map: { route_tiles_url: null } }, false],
    [{ ...valid, demo: 'no' }, false],
    [{ ...valid, contract_version: undefined }, false],
  ])('%j → %s', (body, ok) => {
    expect(clientConfigResponseSchema.safeParse(body).success).toBe(ok);
  });
});
