import { emptyProposalForm, type ProposalFormValues } from './form-values.ts';

/** A public opportunity filled as the wizard would leave it (test data). */
export function cityFormValues(patch: Partial<ProposalFormValues> = {}): ProposalFormValues {
  return {
    ...emptyProposalForm(),
    type: 'city',
    name: ' Distrito Industrial Norte ',
    description: 'Área pronta para indústrias.',
    city: { uf: 'SP', city: { value: '3506', label: 'Bauru - SP' } },
    address: {
      zip: '17012000',
      street: 'Rua Batista de Carvalho',
      neighborhood: 'Centro',
      number: '100',
    },
    incentives: {
      iptu: 'Isenção por 10 anos',
      terreno: {
        description: 'Terreno doado',
        identification: 'Lote 7',
        area: '1500,5',
        estimated_value: 'R$ 1.234,56',
        restrictions: '',
        url_map: '',
      },
    },
    attachments: [
      { path: '2026/01/a.png', original_name: 'a.png', url: '/api/files/2026/01/a.png' },
    ],
    contact: {
      name: 'Ana Souza',
      role: 'Secretária',
      cellphone: '14991234567',
      phone: '',
      email: 'ana@bauru.sp.gov.br',
      site: '',
    },
    ...patch,
  };
}

/** A private opportunity filled as the wizard would leave it (test data). */
export function companyFormValues(patch: Partial<ProposalFormValues> = {}): ProposalFormValues {
  return {
    ...emptyProposalForm(),
    type: 'company',
    name: 'Nova fábrica',
    contact: {
      name: 'Bruno Lima',
      role: 'Diretor',
      cellphone: '(11) 98765-4321',
      phone: '1132345678',
      email: 'bruno@empresa.com.br',
      site: 'empresa.com.br',
    },
    company_document: '11.222.333/0001-81',
    business_name: 'Empresa Exemplo Ltda',
    share_capital: 'R$ 1.000.000,00',
    main_activity: '2511-0/00',
    main_activity_label: '2511000 - Fabricação de estruturas metálicas',
    company_loaded: true,
    postal_code: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    district: 'Bela Vista',
    address_city: { uf: 'SP', city: { value: '3550', label: 'São Paulo - SP' } },
    project_category: 'expansion',
    total_investment: 5000000,
    required_investment: '1.500.000,50',
    private_proposal_description: 'Ampliação da linha de produção.',
    ...patch,
  };
}
