import type { CompanyDetail } from '@oportuna/domain/companies';
import { describe, expect, it } from 'vitest';
import { addressFromPostalCode, companyFields } from './lookup-results.ts';

describe('addressFromPostalCode', () => {
  it('fills street, district and city', () => {
    expect(
      addressFromPostalCode({
        cep: '17012000',
        street: 'Rua Batista de Carvalho',
        complement: null,
        district: 'Centro',
        ibge: 3506003,
        city: { id: 3506, name: 'Bauru', code: 3506003, state: { id: 25, uf: 'SP' } },
      }),
    ).toEqual({
      street: 'Rua Batista de Carvalho',
      district: 'Centro',
      city: { uf: 'SP', city: { value: '3506', label: 'Bauru - SP' } },
    });
  });
});

describe('companyFields', () => {
  it("fills the company's name, share capital, main activity and address", () => {
    const company = {
      name: 'Empresa Exemplo Ltda',
      share_capital: 250000,
      main_activity: { code: '2511000', text: 'Fabricação de estruturas metálicas' },
      address: {
        zip: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        city_id: 3550,
        state: 'SP',
      },
    } as CompanyDetail;
    expect(companyFields(company)).toEqual({
      business_name: 'Empresa Exemplo Ltda',
      share_capital: 250000,
      main_activity: '2511000',
      main_activity_label: '2511000 - Fabricação de estruturas metálicas',
      company_loaded: true,
      postal_code: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      district: 'Bela Vista',
      address_city: { uf: 'SP', city: { value: '3550', label: 'São Paulo - SP' } },
    });
  });
});
