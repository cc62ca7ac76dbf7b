import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-error.ts';
import { buildCityPayload, buildCompanyPayload } from './build-payload.ts';
import { cityFormValues, companyFormValues } from './form-values.fixtures.ts';
import { createFailureMessage, toFormErrors } from './server-errors.ts';

const city = buildCityPayload(cityFormValues(), 1);
const company = buildCompanyPayload(companyFormValues(), 1);

describe('toFormErrors', () => {
  it('puts company errors next to the company fields', () => {
    expect(
      toFormErrors(
        {
          'project.company.federal_tax_id': 'CNPJ inválido',
          'project.company.main_activity': 'Atividade (CNAE) não encontrada',
          'project.company.address.city_id': 'Cidade não encontrada',
          'project.company.address.neighborhood': 'Campo obrigatório',
          'project.company.contact.cell_phone': 'Telefone inválido',
          'project.total': 'Valor monetário inválido',
          'project.description': 'Deve ter no máximo 500 caracteres',
          city_id: 'Cidade não encontrada',
        },
        company,
      ),
    ).toEqual({
      company_document: 'CNPJ inválido',
      main_activity: 'Atividade (CNAE) não encontrada',
      address_city: 'Cidade não encontrada',
      district: 'Campo obrigatório',
      'contact.cellphone': 'Telefone inválido',
      total_investment: 'Valor monetário inválido',
      private_proposal_description: 'Deve ter no máximo 500 caracteres',
      company_city: 'Cidade não encontrada',
    });
  });

  it('puts city errors next to the city fields and incentives', () => {
    expect(
      toFormErrors(
        {
          city_id: 'Cidade não encontrada',
          'address.zip': 'CEP inválido',
          'contacts.0.responsibility': 'Campo obrigatório',
          'benefits.0.description': 'Campo obrigatório',
          'benefits.1.area': 'A área do terreno deve ser numérica',
          benefits: 'Escolha ao menos um incentivo',
          'multimedia.0.path': 'Anexo não encontrado; envie o arquivo novamente',
        },
        city,
      ),
    ).toEqual({
      city: 'Cidade não encontrada',
      'address.zip': 'CEP inválido',
      'contact.role': 'Campo obrigatório',
      'incentives.iptu': 'Campo obrigatório',
      'incentives.terreno.area': 'A área do terreno deve ser numérica',
      incentives: 'Escolha ao menos um incentivo',
      attachments: 'Anexo não encontrado; envie o arquivo novamente',
    });
  });
});

describe('createFailureMessage', () => {
  it("shows the server's message first", () => {
    const error = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: 'CNPJ inválido',
    });
    expect(createFailureMessage(error)).toBe('CNPJ inválido');
  });

  it('falls back to the spec message when the server sent none', () => {
    const bare = new ApiError({ status: 502, code: 'http_502', message: 'Ocorreu um erro' });
    expect(createFailureMessage(bare)).toBe('Ocorreu um erro ao tentar cadastrar a oportunidade');
    expect(createFailureMessage(new Error('x'))).toBe(
      'Ocorreu um erro ao tentar cadastrar a oportunidade',
    );
  });
});
