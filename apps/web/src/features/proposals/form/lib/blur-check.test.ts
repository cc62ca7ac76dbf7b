import { describe, expect, it } from 'vitest';
import { blurErrors } from './blur-check.ts';
import { cityFormValues, companyFormValues } from './form-values.fixtures.ts';

const INVALID_CNPJ = 'Por favor, verifique se o número digitado é um CNPJ válido';

describe('blurErrors', () => {
  it('names an invalid CNPJ as soon as the field is left, and clears it once valid', () => {
    const wrong = companyFormValues({ company_document: '11222333000182' });
    expect(
      blurErrors('companyDetails', wrong, [{ key: 'company_document', value: '11222333000182' }]),
    ).toEqual({ company_document: INVALID_CNPJ });
    const right = companyFormValues({ company_document: '11222333000181' });
    expect(
      blurErrors('companyDetails', right, [{ key: 'company_document', value: '11222333000181' }]),
    ).toEqual({ company_document: undefined });
  });

  it('says nothing of an empty field, which only Próximo asks for', () => {
    const empty = companyFormValues({ company_document: '' });
    expect(blurErrors('companyDetails', empty, [{ key: 'company_document', value: '' }])).toEqual(
      {},
    );
  });

  it('names an incomplete CEP or phone, and a required investment above the total', () => {
    const city = cityFormValues({
      address: { zip: '1701', street: 'R', neighborhood: 'C', number: '1' },
    });
    expect(blurErrors('cityLocation', city, [{ key: 'address.zip', value: '1701' }])).toEqual({
      'address.zip': 'CEP inválido',
    });
    const contact = { ...city.contact, cellphone: '1499' };
    expect(
      blurErrors('contact', { ...city, contact }, [{ key: 'contact.cellphone', value: '1499' }]),
    ).toEqual({ 'contact.cellphone': 'Celular inválido' });
    const company = companyFormValues({ total_investment: 1_500_000, required_investment: 5e7 });
    expect(
      blurErrors('projectDescription', company, [
        { key: 'total_investment', value: 1_500_000 },
        { key: 'required_investment', value: 5e7 },
      ]),
    ).toEqual({
      total_investment: undefined,
      required_investment: 'O investimento necessário não pode ser maior que o investimento total',
    });
  });
});
