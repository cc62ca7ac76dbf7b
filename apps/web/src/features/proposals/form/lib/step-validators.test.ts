import { describe, expect, it } from 'vitest';
import { cityFormValues, companyFormValues } from './form-values.fixtures.ts';
import { emptyLandIncentive, emptyProposalForm } from './form-values.ts';
import {
  canLeaveCityLocation,
  validateCityLocationStep,
  validateCompanyAddressStep,
  validateCompanyDetailsStep,
  validateContactPattern,
  validateContactStep,
  validateIncentivesStep,
  validateProjectDescriptionStep,
  validateTypeStep,
} from './step-validators.ts';

const REQUIRED = 'Campo obrigatório';

describe('type step', () => {
  it('requires a type', () => {
    expect(validateTypeStep(emptyProposalForm())).toEqual({ type: REQUIRED });
    expect(validateTypeStep(cityFormValues())).toEqual({});
  });
});

describe('city location step', () => {
  it('enables Next only with a name, a city and an incentive', () => {
    expect(canLeaveCityLocation(cityFormValues())).toBe(true);
    expect(canLeaveCityLocation(cityFormValues({ name: '  ' }))).toBe(false);
    expect(canLeaveCityLocation(cityFormValues({ city: { uf: 'SP', city: null } }))).toBe(false);
    expect(canLeaveCityLocation(cityFormValues({ incentives: {} }))).toBe(false);
  });

  it('requires the CEP, neighbourhood, street and number', () => {
    const values = cityFormValues({
      address: { zip: '', street: '', neighborhood: '', number: '' },
    });
    expect(validateCityLocationStep(values)).toEqual({
      'address.zip': REQUIRED,
      'address.neighborhood': REQUIRED,
      'address.street': REQUIRED,
      'address.number': REQUIRED,
    });
  });

  it('names an incomplete CEP and a missing incentive', () => {
    const values = cityFormValues({
      incentives: {},
      address: { zip: '1701', street: 'R', neighborhood: 'C', number: '1' },
    });
    expect(validateCityLocationStep(values)).toEqual({
      incentives: 'Escolha ao menos um incentivo',
      'address.zip': 'CEP inválido',
    });
  });

  it('accepts a complete location', () => {
    expect(validateCityLocationStep(cityFormValues())).toEqual({});
  });
});

describe('incentives step', () => {
  it('needs a description for every chosen incentive', () => {
    const values = cityFormValues({
      incentives: { iss: '', itbi: 'Redução de 50%', terreno: emptyLandIncentive() },
    });
    expect(validateIncentivesStep(values)).toEqual({
      'incentives.iss': REQUIRED,
      'incentives.terreno.description': REQUIRED,
    });
  });

  it('needs a numeric land area', () => {
    const values = cityFormValues({
      incentives: { terreno: { ...emptyLandIncentive(), description: 'Doação', area: '10 ha' } },
    });
    expect(validateIncentivesStep(values)).toEqual({
      'incentives.terreno.area': 'A área do terreno deve ser numérica',
    });
  });

  it('checks the land map link and estimated value', () => {
    const values = cityFormValues({
      incentives: {
        terreno: {
          ...emptyLandIncentive(),
          description: 'Doação',
          url_map: 'nao é link',
          estimated_value: 'muito',
        },
      },
    });
    expect(validateIncentivesStep(values)).toEqual({
      'incentives.terreno.url_map': 'URL inválida',
      'incentives.terreno.estimated_value': 'Valor monetário inválido',
    });
  });

  it('limits the description to 500 characters', () => {
    expect(validateIncentivesStep(cityFormValues({ description: 'a'.repeat(501) }))).toEqual({
      description: 'Deve ter no máximo 500 caracteres',
    });
    expect(validateIncentivesStep(cityFormValues({ description: 'a'.repeat(500) }))).toEqual({});
  });
});

describe('contact step', () => {
  it('requires name, e-mail, cellphone and role', () => {
    expect(validateContactStep(emptyProposalForm())).toEqual({
      'contact.name': REQUIRED,
      'contact.email': REQUIRED,
      'contact.cellphone': REQUIRED,
      'contact.role': REQUIRED,
    });
  });

  it('checks the e-mail, the phones and the site', () => {
    const values = cityFormValues({
      contact: {
        name: 'Ana',
        role: 'Secretária',
        cellphone: '1432345678',
        phone: '0132345678',
        email: 'ana@',
        site: 'sem site',
      },
    });
    expect(validateContactStep(values)).toEqual({
      'contact.email': 'E-mail inválido',
      'contact.cellphone': 'Celular inválido',
      'contact.phone': 'Telefone inválido',
      'contact.site': 'URL inválida',
    });
  });

  it('checks the e-mail and site patterns on blur, an empty value being no error', () => {
    expect(validateContactPattern('email', 'ana@bauru')).toBe('E-mail inválido');
    expect(validateContactPattern('email', 'ana@bauru.sp.gov.br')).toBeUndefined();
    expect(validateContactPattern('site', 'bauru.sp.gov.br')).toBeUndefined();
    expect(validateContactPattern('site', 'http://')).toBe('URL inválida');
    expect(validateContactPattern('site', '')).toBeUndefined();
  });
});

describe('company details step', () => {
  it('requires name, CNPJ, business name and main activity', () => {
    expect(validateCompanyDetailsStep({ ...emptyProposalForm(), type: 'company' })).toEqual({
      name: REQUIRED,
      company_document: REQUIRED,
      business_name: REQUIRED,
      main_activity: REQUIRED,
    });
  });

  it.each(['11222333000182', '11111111111111', '1122233300018'])(
    'refuses the CNPJ %s with the spec message',
    (document) => {
      expect(validateCompanyDetailsStep(companyFormValues({ company_document: document }))).toEqual(
        {
          company_document: 'Por favor, verifique se o número digitado é um CNPJ válido',
        },
      );
    },
  );

  it('requires a city when linked to one', () => {
    const linked = companyFormValues({ link_with_city: true });
    expect(validateCompanyDetailsStep(linked)).toEqual({ company_city: REQUIRED });
    expect(validateCompanyDetailsStep(companyFormValues())).toEqual({});
  });
});

describe('company address step', () => {
  const noAddressFields = {
    postal_code: '',
    street: '',
    district: '',
    address_city: { uf: null, city: null },
  };

  it('requires CEP, street, district and city', () => {
    expect(validateCompanyAddressStep(companyFormValues(noAddressFields))).toEqual({
      postal_code: REQUIRED,
      street: REQUIRED,
      district: REQUIRED,
      address_city: REQUIRED,
    });
  });

  it('requires nothing when the loaded company has no address', () => {
    expect(
      validateCompanyAddressStep(companyFormValues({ ...noAddressFields, no_address: true })),
    ).toEqual({});
  });

  it('ignores the box when no company was loaded (it is not shown then)', () => {
    const values = companyFormValues({
      ...noAddressFields,
      no_address: true,
      company_loaded: false,
    });
    expect(Object.keys(validateCompanyAddressStep(values))).toHaveLength(4);
  });
});

describe('project description step', () => {
  it('requires a category, both investments and a description', () => {
    const values = companyFormValues({
      project_category: null,
      total_investment: '',
      required_investment: '',
      private_proposal_description: ' ',
    });
    expect(validateProjectDescriptionStep(values)).toEqual({
      project_category: REQUIRED,
      total_investment: REQUIRED,
      required_investment: REQUIRED,
      private_proposal_description: REQUIRED,
    });
  });

  it('takes no land and no states as all of Brazil, and checks them when given', () => {
    expect(validateProjectDescriptionStep(companyFormValues())).toEqual({});
    const fitting = companyFormValues({ required_area_m2: 185000, preferred_ufs: ['SP', 'MG'] });
    expect(validateProjectDescriptionStep(fitting)).toEqual({});
    expect(validateProjectDescriptionStep(companyFormValues({ required_area_m2: 0 }))).toEqual({
      required_area_m2: 'Informe a área em m², um número maior que zero',
    });
    const huge = companyFormValues({ required_area_m2: 1_000_000_001 });
    expect(validateProjectDescriptionStep(huge)).toEqual({
      required_area_m2: 'A área necessária deve ser de no máximo 1.000.000.000 m²',
    });
    const twice = companyFormValues({ preferred_ufs: ['SP', 'SP'] });
    expect(validateProjectDescriptionStep(twice)).toEqual({
      preferred_ufs: 'Cada estado pode ser escolhido uma só vez',
    });
  });

  it('limits the description to 500 characters', () => {
    const long = companyFormValues({ private_proposal_description: 'x'.repeat(501) });
    expect(validateProjectDescriptionStep(long)).toEqual({
      private_proposal_description: 'Deve ter no máximo 500 caracteres',
    });
    const limit = companyFormValues({ private_proposal_description: 'x'.repeat(500) });
    expect(validateProjectDescriptionStep(limit)).toEqual({});
  });

  it.each([
    ['R$ 1.500.000,00', 'R$ 50.000.000,00', false],
    [1_500_000, 50_000_000, false],
    [1_500_000, 1_500_000.01, false],
    [1_500_000, 1_500_000, true],
    [50_000_000, 1_500_000, true],
  ])('total %s, required %s: accepted %s', (total, required, accepted) => {
    const values = companyFormValues({ total_investment: total, required_investment: required });
    expect(validateProjectDescriptionStep(values)).toEqual(
      accepted
        ? {}
        : {
            required_investment:
              'O investimento necessário não pode ser maior que o investimento total',
          },
    );
  });
});
