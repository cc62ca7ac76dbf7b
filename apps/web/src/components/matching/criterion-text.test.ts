import type { PlaceMatch } from '@oportuna/domain/matching';
import { describe, expect, it } from 'vitest';
import { criterionLines, exclusionLines } from './criterion-text.ts';

type Criterion = PlaceMatch['criteria'][number];

const criterion = (overrides: Partial<Criterion> & Pick<Criterion, 'criterion'>): Criterion => ({
  weight: 10,
  value: null,
  normalized: null,
  missing: true,
  contribution: 0,
  items: [],
  ...overrides,
});

const food = { code: 10, name: 'Fabricação de produtos alimentícios' };
const lines = (c: Criterion) => criterionLines(c, food).map((line) => line.replace(/\u00a0/g, ' '));

describe('the values behind a score, as a Brazilian reads them', () => {
  it('says Sem dado for a missing criterion', () => {
    expect(lines(criterion({ criterion: 'idhm' }))).toEqual(['Sem dado']);
  });

  it('writes numbers, money and areas in pt-BR', () => {
    expect(lines(criterion({ criterion: 'population', value: 162133 }))).toEqual([
      '162.133 habitantes',
    ]);
    expect(lines(criterion({ criterion: 'land', value: 185000 }))).toEqual(['185.000 m²']);
    expect(lines(criterion({ criterion: 'location_quotient', value: 3.4 }))).toEqual([
      'Quociente locacional da divisão 10: 3,4',
    ]);
    expect(lines(criterion({ criterion: 'revenue_per_capita', value: 7262.81 }))).toEqual([
      'R$ 7.262,81 por habitante',
    ]);
    expect(lines(criterion({ criterion: 'employed_share', value: 61.53 }))).toEqual(['61,53%']);
    expect(lines(criterion({ criterion: 'salary', value: 3.5 }))).toEqual(['3,5 salários mínimos']);
    expect(lines(criterion({ criterion: 'idhm', value: 0.774 }))).toEqual(['0,774']);
    expect(
      lines(
        criterion({
          criterion: 'distance',
          value: 1234.4,
          items: [{ label: 'Bauru (SP)', detail: null }],
        }),
      ),
    ).toEqual(['1.234 km de Bauru (SP)']);
  });

  it('names the vocations that fit and the incentives offered', () => {
    expect(
      lines(
        criterion({
          criterion: 'vocation',
          value: 1,
          items: [{ label: 'Indústria alimentícia', detail: null }],
        }),
      ),
    ).toEqual(['Vocação: Indústria alimentícia ✓']);
    expect(lines(criterion({ criterion: 'vocation', value: 0 }))).toEqual([
      'Nenhuma vocação declarada corresponde ao setor do projeto',
    ]);
    expect(
      lines(
        criterion({
          criterion: 'incentives',
          value: 1,
          items: [{ label: 'IPTU', detail: 'isenção por 10 anos' }],
        }),
      ),
    ).toEqual(['1 tipo de incentivo', 'IPTU: isenção por 10 anos']);
  });

  it('says why a place is left out', () => {
    const place = {
      excluded_by: [
        { condition: 'preferred_states', ufs: ['SP', 'MG'] },
        { condition: 'required_area', required_m2: 100000, largest_m2: 80000 },
      ],
    } as PlaceMatch;
    expect(exclusionLines(place)).toEqual([
      'Fora dos estados de interesse do projeto (SP, MG)',
      'A maior área ofertada (80.000 m²) é menor que a necessária (100.000 m²)',
    ]);
  });
});
