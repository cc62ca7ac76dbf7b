import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser } from '../../../test/fixtures.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** A local server speaking ViaCEP's protocol. */
function startViaCep() {
  let calls = 0;
  const server: Server = createServer((request, response) => {
    calls++;
    const cep = /\/ws\/(\d{8})\/json\/?$/.exec(request.url ?? '')?.[1];
    if (cep === '17010000') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          cep: '17010-000',
          logradouro: 'Rua Primeiro de Agosto',
          complemento: '',
          bairro: 'Centro',
          localidade: 'Bauru',
          uf: 'SP',
          ibge: '3506003',
        }),
      );
    } else if (cep === '50000000') {
      response.writeHead(500).end('boom');
    } else {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ erro: 'true' }));
    }
  });
  return new Promise<{ url: string; calls: () => number; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        resolve({
          url: `http://127.0.0.1:${port}`,
          calls: () => calls,
          close: () => new Promise((r) => server.close(() => r())),
        });
      });
    },
  );
}

describe('GET /api/cep/:cep', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let viaCep: Awaited<ReturnType<typeof startViaCep>>;
  let authorization: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    viaCep = await startViaCep();
    t = await createTestApp({ SMTP_URL: smtp.url, CEP_SERVICE_URL: viaCep.url });
    const customer = await createCustomer(t.database.db);
    const user = await createUser(t.database.db, { customerId: customer.id });
    ({ authorization } = await signIn(t.app, smtp, user.email));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await viaCep.close();
  });
  const get = (cep: string) =>
    t.app.inject({ method: 'GET', url: `/api/cep/${cep}`, headers: { authorization } });

  it('answers the normalised address with our municipality, and caches it', async () => {
    const response = await get('17010-000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      cep: '17010000',
      street: 'Rua Primeiro de Agosto',
      complement: null,
      district: 'Centro',
      ibge: 3506003,
      city: { name: 'Bauru', code: 3506003, state: { uf: 'SP' } },
    });
    const before = viaCep.calls();
    expect((await get('17010000')).statusCode).toBe(200);
    expect(viaCep.calls()).toBe(before);
  });

  it("answers 404 'CEP não encontrado' for an unknown code", async () => {
    const response = await get('99999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'CEP não encontrado',
      code: 'postal_code_not_found',
    });
  });

  it("answers 502 'Ocorreu um erro ao buscar o endereco' when the service fails", async () => {
    const response = await get('50000000');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Ocorreu um erro ao buscar o endereco');
  });

  it('refuses a code without 8 digits', async () => {
    const response = await get('1234');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.cep).toBe('O CEP deve ter 8 dígitos');
  });
});
