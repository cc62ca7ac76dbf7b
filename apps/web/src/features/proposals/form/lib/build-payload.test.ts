import { proposalInputSchema, proposalUpdateSchema } from '@oportuna/domain/proposals';
import { describe, expect, it } from 'vitest';
import {
  buildCityPayload,
  buildCompanyPayload,
  buildUpdatePayload,
  toArea,
  toMoney,
} from './build-payload.ts';
import { cityFormValues, companyFormValues } from './form-values.fixtures.ts';

describe('buildCityPayload', () => {
  it('builds exactly the public create payload of spec 1 §3', () => {
    expect(buildCityPayload(cityFormValues(), 7)).toEqual({
      city_id: 3506,
      name: 'Distrito Industrial Norte',
      description: 'Área pronta para indústrias.',
      responsible_id: 7,
      address: {
        zip: '17012000',
        street: 'Rua Batista de Carvalho',
        number: '100',
        neighborhood: 'Centro',
        city_id: 3506,
      },
      contacts: [
        {
          name: 'Ana Souza',
          email: 'ana@bauru.sp.gov.br',
          cell_phone: '14991234567',
          phone: null,
          responsibility: 'Secretária',
          site: null,
        },
      ],
      benefits: [
        { type: 'iptu', description: 'Isenção por 10 anos' },
        {
          type: 'terreno',
          description: 'Terreno doado',
          identification: 'Lote 7',
          area: 1500.5,
          estimated_value: 1234.56,
          restrictions: null,
          url_map: null,
        },
      ],
      multimedia: [{ path: '2026/01/a.png', type: 'image', name: 'Banner' }],
      visibility: 'restrict',
      type: 'city',
    });
  });

  it('sends digits only for the zip and phones', () => {
    const payload = buildCityPayload(
      cityFormValues({
        address: { zip: '17.012-000', street: 'R', neighborhood: 'C', number: '1' },
        contact: {
          name: 'A',
          role: 'B',
          cellphone: '(14) 99123-4567',
          phone: '(14) 3234-5678',
          email: 'a@b.com',
          site: 'https://bauru.sp.gov.br',
        },
      }),
      1,
    );
    expect(payload.address.zip).toBe('17012000');
    expect(payload.contacts[0]).toMatchObject({
      cell_phone: '14991234567',
      phone: '1432345678',
      site: 'https://bauru.sp.gov.br',
    });
  });

  it('passes the domain schema', () => {
    expect(proposalInputSchema.safeParse(buildCityPayload(cityFormValues(), 7)).success).toBe(true);
  });
});

describe('buildCompanyPayload', () => {
  it('builds exactly the private create payload of spec 1 §3', () => {
    expect(buildCompanyPayload(companyFormValues(), 9)).toEqual({
      name: 'Nova fábrica',
      description: 'Ampliação da linha de produção.',
      responsible_id: 9,
      contacts: [],
      project: {
        total: 5000000,
        required_investment: 1500000.5,
        description: 'Ampliação da linha de produção.',
        category: 'expansion',
        required_area_m2: null,
        preferred_ufs: [],
        company: {
          name: 'Empresa Exemplo Ltda',
          federal_tax_id: '11222333000181',
          main_activity: '2511000',
          share_capital: 1000000,
          contact: {
            name: 'Bruno Lima',
            email: 'bruno@empresa.com.br',
            cell_phone: '11987654321',
            phone: '1132345678',
            role: 'Diretor',
            site: 'empresa.com.br',
          },
          address: {
            zip: '01310100',
            street: 'Avenida Paulista',
            number: '1000',
            neighborhood: 'Bela Vista',
            city_id: 3550,
          },
        },
      },
      multimedia: [],
      visibility: 'restrict',
      type: 'company',
    });
  });

  it('does not swap the investments: total goes to project.total', () => {
    const payload = buildCompanyPayload(
      companyFormValues({ total_investment: 'R$ 2.000.000,00', required_investment: 750000 }),
      1,
    );
    expect(payload.project.total).toBe(2000000);
    expect(payload.project.required_investment).toBe(750000);
  });

  it('sends the linked municipality as city_id, and no key otherwise', () => {
    const linked = companyFormValues({
      link_with_city: true,
      company_city: { uf: 'SP', city: { value: '3506', label: 'Bauru - SP' } },
    });
    expect(buildCompanyPayload(linked, 1).city_id).toBe(3506);
    expect('city_id' in buildCompanyPayload(companyFormValues(), 1)).toBe(false);
  });

  it('sends the land needed in m² and the states of interest as UFs', () => {
    const payload = buildCompanyPayload(
      companyFormValues({ required_area_m2: 185000, preferred_ufs: ['SP', 'MG'] }),
      1,
    );
    expect(payload.project).toMatchObject({
      required_area_m2: 185000,
      preferred_ufs: ['SP', 'MG'],
    });
    expect(proposalInputSchema.safeParse(payload).success).toBe(true);
    // An area the input could not read as a number goes as typed, for the schema to name.
    expect(
      buildCompanyPayload(companyFormValues({ required_area_m2: '12a' }), 1).project
        .required_area_m2,
    ).toBe('12a');
  });

  it('sends a null address when the loaded company has none', () => {
    const payload = buildCompanyPayload(companyFormValues({ no_address: true }), 1);
    expect(payload.project.company.address).toBeNull();
  });

  it('passes the domain schema', () => {
    expect(proposalInputSchema.safeParse(buildCompanyPayload(companyFormValues(), 9)).success).toBe(
      true,
    );
  });
});

describe('buildUpdatePayload', () => {
  it('adds the chosen status', () => {
    const payload = buildUpdatePayload(companyFormValues({ status: 'lost' }), 9);
    expect(payload).toMatchObject({ type: 'company', status: 'lost' });
    expect(proposalUpdateSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves the status out of a pending opportunity', () => {
    expect('status' in buildUpdatePayload(cityFormValues({ status: null }), 9)).toBe(false);
  });
});

describe('money and area parsing', () => {
  it.each([
    ['R$ 1.234,56', 1234.56],
    ['1.500.000,50', 1500000.5],
    [2500, 2500],
    ['', null],
    ['abc', null],
  ])('toMoney(%j) → %j', (input, expected) => {
    expect(toMoney(input)).toBe(expected);
  });

  it.each([
    ['1500', 1500],
    ['1500,5', 1500.5],
    ['12.25', 12.25],
    ['', null],
    ['mil metros', 'mil metros'],
  ])('toArea(%j) → %j', (input, expected) => {
    expect(toArea(input)).toBe(expected);
  });
});
