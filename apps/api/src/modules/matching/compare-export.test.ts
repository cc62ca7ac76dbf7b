import type { CompareResponse } from '@oportuna/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPARED_PLACES,
  type MatchingPlaces,
  openMatchingPlaces,
  type Who,
} from '../../../test/matching-fixtures.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { cityByCode } from '../../../test/proposal-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';

const POUSO_ALEGRE = 3_152_501;

describe('the comparison exported', () => {
  let world: MatchingPlaces | undefined;
  let t: TestApp;
  let owner: Who;
  let projectId: number;
  let publicId: number;
  let boaVistaId: number;
  let caracaraiId: number;
  let pousoAlegreId: number;

  const get = (who: Who | null, query: string, path = '/api/compare') =>
    t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: who ?? {} });
  const compare = async (query: string) => {
    const response = await get(owner, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CompareResponse>();
  };

  beforeAll(async () => {
    world = await openMatchingPlaces(COMPARED_PLACES);
    ({ t, owner, projectId, publicId } = world);
    boaVistaId = world.boaVista.id;
    caracaraiId = world.caracarai.id;
    pousoAlegreId = (await cityByCode(t.database.db, POUSO_ALEGRE)).id;
  });

  afterAll(() => world?.close());

  it('exports the comparison to PDF, read back as text', async () => {
    const query = `cities=${boaVistaId},${caracaraiId},${pousoAlegreId}&proposal=${projectId}`;
    const body = await compare(query);
    const response = await get(owner, query, '/api/compare/export.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="comparacao-\d{14}\.pdf"/,
    );
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain('Comparação de localidades');
    expect(text).toContain('Projeto: #');
    expect(text).toContain('Fábrica de laticínios');
    for (const name of ['Boa Vista - RR', 'Caracaraí - RR', 'Pouso Alegre - MG'])
      expect(text).toContain(name);
    expect(text).toContain('Mediana nacional');
    // Pouso Alegre's population and IDHM in Brazilian notation.
    expect(text).toContain('162.133');
    expect(text).toContain('0,774');
    expect(text).toContain('Perfil não cadastrado');
    expect(text).toContain('Isenção por 10 anos');
    expect(text).toContain('Distrito industrial de Caracaraí');
    const score = body.places[2]?.match?.score as number;
    expect(text).toContain(
      new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        score,
      ),
    );
  });

  it('exports the comparison to XLSX, cells read back as numbers and text', async () => {
    const query = `cities=${boaVistaId},${caracaraiId},${pousoAlegreId}&proposal=${projectId}`;
    const body = await compare(query);
    const response = await get(owner, query, '/api/compare/export.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="comparacao-\d{14}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Comparação');
    if (!sheet) throw new Error('no sheet');
    const header = [1, 2, 3, 4, 5].map((c) => sheet.getRow(1).getCell(c).value);
    expect(header).toEqual([
      'Indicador',
      'Boa Vista - RR',
      'Caracaraí - RR',
      'Pouso Alegre - MG',
      'Mediana nacional',
    ]);
    const rowOf = (prefix: string) => {
      for (let r = 2; r <= sheet.rowCount; r++) {
        const label = String(sheet.getRow(r).getCell(1).value ?? '');
        if (label.startsWith(prefix)) return sheet.getRow(r);
      }
      throw new Error(`no row ${prefix}`);
    };
    const population = rowOf('População (');
    expect(population.getCell(4).value).toBe(162_133);
    expect(population.getCell(5).value).toBe(body.medians[0]?.value);
    expect(rowOf('IDHM').getCell(4).value).toBe(0.774);
    expect(rowOf('IPTU').getCell(3).value).toBe('Isenção por 10 anos');
    expect(rowOf('IPTU').getCell(2).value).toBeNull();
    expect(rowOf('Perfil da localidade').getCell(2).value).toBe('Perfil não cadastrado');
    expect(rowOf('Oportunidades públicas abertas').getCell(3).value).toBe(
      `#${publicId} Distrito industrial de Caracaraí`,
    );
    expect(rowOf('Pontuação (0 a 100)').getCell(4).value).toBe(
      Math.round((body.places[2]?.match?.score as number) * 10) / 10,
    );
  });
});
