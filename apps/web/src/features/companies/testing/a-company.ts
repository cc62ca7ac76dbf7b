import type { CompaniesList, CompanyDetail, CompanyListItem } from '@oportuna/domain/companies';

/** A company as GET companies lists it, with overrides for the case at hand. */
export function aCompanyListItem(overrides: Partial<CompanyListItem> = {}): CompanyListItem {
  return {
    id: '11222333000181',
    cnpj: '11222333000181',
    name: 'INDUSTRIA DE CERAMICA BAURU LTDA',
    business_name: 'Cerâmica Bauru',
    share_capital: 1_500_000,
    open_at: '1998-03-05',
    status: 'Ativa',
    status_reason: 'ATIVA',
    size: 'DEMAIS',
    simples: false,
    mei: false,
    main_activity: { code: '2342702', text: 'Fabricação de azulejos e pisos' },
    city: { id: 3506003, name: 'Bauru', code: 3506003 },
    state: 'SP',
    latitude: -22.3246,
    longitude: -49.0871,
    source: 'receita',
    type: 'MATRIZ',
    is_favorite: false,
    has_permission_to_edit: true,
    logo: null,
    ...overrides,
  };
}

/** A page of GET companies. */
export function aCompaniesList(
  data: CompanyListItem[],
  overrides: Partial<CompaniesList> = {},
): CompaniesList {
  return {
    data,
    total: data.length,
    total_without_filter: 5000,
    available_ordering: [
      'capital_social',
      'razao_social',
      'nome_fantasia',
      'municipio',
      'fundacao',
    ],
    total_is_estimate: false,
    ...overrides,
  };
}

/** A company as GET companies/{cnpj} answers it. */
export function aCompanyDetail(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    ...aCompanyListItem(),
    other_activities: [{ code: '4744099', text: 'Comércio varejista de materiais de construção' }],
    city_code: 3506003,
    street_type: 'RUA',
    street_name: 'RUA ARAUJO LEITE',
    street_number: '1200',
    subunit: 'SALA 2',
    district: 'CENTRO',
    postal_code: '17015000',
    email: 'contato@ceramicabauru.com.br',
    phone: [{ ddd: '14', phone: '32345678' }],
    status_at: '2005-01-01',
    situacao_descricao: 'Ativa',
    legal_nature: { code: '2062', text: 'Sociedade Empresária Limitada' },
    socios: [
      {
        id: 1,
        nome_socio: 'MARIA DA SILVA',
        documento_socio: '***123456**',
        codigo_qualificacao: '49',
      },
    ],
    partners: [
      {
        id: 1,
        name: 'MARIA DA SILVA',
        document: '***123456**',
        kind: 'person',
        qualification: 'Sócio-Administrador',
        entry_date: '1998-03-05',
      },
    ],
    info: { logo: null, description: null, contacts: [], multimedia: [] },
    url: null,
    address: {
      zip: '17015000',
      street: 'RUA ARAUJO LEITE',
      number: '1200',
      neighborhood: 'CENTRO',
      city: 'Bauru',
      city_id: 3506003,
      state: 'SP',
    },
    ...overrides,
  };
}
