import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { onPostgres } from '../../../test/test-database.ts';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database and the reference data in /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database.engine).toBe(onPostgres() ? 'postgresql' : 'pglite');
    expect(body.database.schema_version).toMatch(/^\d{4}_/);
    expect(body.counts).toEqual({ states: 27, cities: 5571 });
    // The tests' app keeps no index unless a test asks for one.
    expect(body.company_list_index).toBe('off');
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Rota não encontrada.', code: 'route_not_found' });
  });

  it('tags every answer with a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/config']),
    );
  });

  it('exposes the public client configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: expect.any(String), map: expect.any(Object) });
  });
});
