import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestsCalls } from '../../../test/interests-kit.ts';
import { type OutcomesCast, outcomesCast } from '../../../test/outcomes-kit.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PERIOD = 'from=2026-03-01&to=2026-04-30';

/** The figures of the fixture in test/outcomes-kit.ts, computed by hand. */
describe('outcomes: figures', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let c: OutcomesCast;
  const api = interestsCalls(() => t);
  const cityOutcomes = (query: string) =>
    api.call(c.hallUser, 'GET', `/api/cities/${c.hallCityId}/outcomes?${query}`);

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    c = await outcomesCast(t, smtp);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('the city hall’s received interests: months, first response, funnel, wins, losses', async () => {
    const answer = await cityOutcomes(PERIOD);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.customer).toEqual({ id: c.hall.id, name: 'Prefeitura de Teste' });
    expect(body.period).toEqual({ from: '2026-03-01', to: '2026-04-30' });
    expect(body.months).toEqual([
      { month: '2026-03', received: 2, sent: 0 },
      { month: '2026-04', received: 1, sent: 1 },
    ]);
    // 2 h and 24 h: the median of two is their mean, 13 h.
    expect(body.first_response).toEqual({ median_seconds: 13 * 3600, answered: 2, unanswered: 1 });
    // I1 went to ganho, I2 skipped to proposta (then perdido), I3 stayed novo.
    expect(body.funnel).toEqual([
      { stage: 'new', reached: 3 },
      { stage: 'talking', reached: 2 },
      { stage: 'site_visit', reached: 2 },
      { stage: 'proposal', reached: 2 },
      { stage: 'won', reached: 1 },
    ]);
    expect(body.wins).toEqual({ count: 1, amount: 1_000_000.5, jobs: 100 });
    expect(body.losses.filter((l: { count: number }) => l.count > 0)).toEqual([
      { reason: 'infrastructure', count: 1 },
    ]);
    expect(body.losses).toHaveLength(6);
    expect(body.stages.filter((s: { count: number }) => s.count > 0)).toEqual([
      { stage: 'new', count: 1 },
      { stage: 'won', count: 1 },
      { stage: 'lost', count: 1 },
    ]);
    expect(body.sectors).toEqual([
      { section: null, count: 2, won: 0, amount: 0 },
      { section: 'C', count: 1, won: 1, amount: 1_000_000.5 },
    ]);
    expect(body.categories).toEqual([{ category: null, count: 3, won: 1, amount: 1_000_000.5 }]);
    expect(answer.body).not.toContain('Olá, vamos conversar');
  });

  it('the interests it sent: side=sent', async () => {
    const body = (await cityOutcomes(`${PERIOD}&side=sent`)).json();
    expect(body.first_response).toEqual({ median_seconds: 3600, answered: 1, unanswered: 0 });
    expect(body.funnel.map((f: { reached: number }) => f.reached)).toEqual([1, 1, 1, 1, 1]);
    expect(body.wins).toEqual({ count: 1, amount: 500_000, jobs: 20 });
    expect(body.sectors).toEqual([{ section: 'G', count: 1, won: 1, amount: 500_000 }]);
    expect(body.categories).toEqual([{ category: 'expansion', count: 1, won: 1, amount: 500_000 }]);
  });

  it('a period that holds only May counts only I5, and lists every month', async () => {
    const body = (await cityOutcomes('from=2026-04-20&to=2026-06-10')).json();
    expect(body.months).toEqual([
      { month: '2026-04', received: 0, sent: 0 },
      { month: '2026-05', received: 1, sent: 0 },
      { month: '2026-06', received: 0, sent: 0 },
    ]);
    expect(body.wins.count).toBe(0);
    expect(body.first_response).toEqual({ median_seconds: null, answered: 0, unanswered: 1 });
  });

  it('the customer’s dashboard holds the same figures as its city', async () => {
    const dashboard = await api.call(
      c.hallAdmin,
      'GET',
      `/api/customers/${c.hall.id}/outcomes?${PERIOD}`,
    );
    expect(dashboard.statusCode).toBe(200);
    const city = (await cityOutcomes(PERIOD)).json();
    expect(dashboard.json()).toEqual({ ...city, name: 'Prefeitura de Teste' });
  });

  it('format=xlsx: the same figures in a spreadsheet', async () => {
    const answer = await cityOutcomes(`${PERIOD}&format=xlsx`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      new RegExp(`resultados-cities-${c.hallCityId}-\\d{14}\\.xlsx`),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Resultados');
    const lines = (sheet?.getSheetValues() ?? [])
      .slice(2)
      .map((row) => (Array.isArray(row) ? row.slice(1) : []));
    const find = (figure: string, item = '') =>
      lines.find((line) => line[0] === figure && (line[1] ?? '') === item);
    expect(lines[0]).toEqual(['Resultados de', expect.stringMatching(/\w/)]);
    expect(find('Período', '01/03/2026 a 30/04/2026')).toBeDefined();
    expect(find('Interesses recebidos', '03/2026')?.[2]).toBe(2);
    expect(find('Tempo mediano até a primeira resposta (horas)')?.[2]).toBe(13);
    expect(find('Conversão para a etapa seguinte (%)', 'Novo → Em conversa')?.[2]).toBe(66.7);
    expect(find('Ganhos')?.slice(2)).toEqual([1, undefined, 1_000_000.5, 100]);
    expect(find('Perdidos por motivo', 'Infraestrutura')?.[2]).toBe(1);
    expect(find('Por setor (seção CNAE)', 'C — Indústrias de transformação')?.[3]).toBe(1);
  });

  it.each([
    [
      'from=2026-05-01&to=2026-04-01',
      'to',
      'A data final deve ser igual ou posterior à data inicial',
    ],
    ['from=2026-02-30', 'from', 'Data inexistente no calendário'],
    ['from=2020-01-01&to=2026-01-01', 'to', 'O período pode ter no máximo 60 meses'],
    ['side=ambos', 'side', 'Lado inválido'],
    ['format=pdf', 'format', 'Formato inválido'],
  ])('400 for %s', async (query, field, message) => {
    const answer = await cityOutcomes(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields?.[field]).toBe(message);
  });

  it('400 for a from more than 60 months before today when to is left out', async () => {
    const answer = await cityOutcomes('from=2000-01-01');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.from).toBe('O período pode ter no máximo 60 meses');
  });

  it('400 for a from after today when to is left out', async () => {
    const answer = await cityOutcomes('from=2999-01-01');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.from).toBe(
      'A data inicial deve ser igual ou anterior à data final',
    );
  });
});
