import { type Proposal, proposalUpdateSchema } from '@oportuna/domain/proposals';
import { describe, expect, it } from 'vitest';
import { aProposal } from '../../testing/a-proposal.ts';
import { buildUpdatePayload } from './build-payload.ts';
import { emptyProposalForm, type ProposalFormValues } from './form-values.ts';
import { proposalToForm } from './proposal-to-form.ts';

/**
 * A form saved and opened again holds what was typed: every field of the wizard's steps and
 * the editor's tabs goes into the payload, and the editor's values built from what GET then
 * answers (as apps/api proposals-round-trip.test.ts shows the API answers it) equal them.
 */

const typedCity: ProposalFormValues = {
  ...emptyProposalForm(),
  type: 'city',
  status: 'lost',
  name: 'Distrito Industrial Norte',
  description: 'Lotes urbanizados junto à rodovia.',
  city: { uf: 'SP', city: { value: '3506', label: 'Bauru - SP' } },
  address: {
    zip: '17012000',
    street: 'Rua Batista de Carvalho',
    neighborhood: 'Centro',
    number: '1200',
  },
  incentives: {
    iptu: 'Isenção de IPTU por 10 anos',
    itbi: 'ITBI isento na compra',
    iss: 'ISS de 2%',
    outros: 'Energia subsidiada',
    terreno: {
      description: 'Terreno doado para indústria',
      identification: 'Lote 12, quadra B',
      area: '2500.5',
      estimated_value: 150.25,
      restrictions: 'Uso industrial',
      url_map: 'https://mapas.bauru.sp.gov.br/lote12',
    },
  },
  attachments: [
    {
      path: '2026/03/terreno.png',
      original_name: 'terreno.png',
      url: '/api/files/2026/03/terreno.png?exp=1&sig=a',
    },
  ],
  contact: {
    name: 'Ana Souza',
    role: 'Secretária de Desenvolvimento',
    cellphone: '14991234567',
    phone: '1432351000',
    email: 'ana@bauru.sp.gov.br',
    site: 'https://bauru.sp.gov.br',
  },
};

const typedCompany: ProposalFormValues = {
  ...emptyProposalForm(),
  type: 'company',
  status: 'completed',
  name: 'Nova linha de produção',
  link_with_city: true,
  company_city: { uf: 'SP', city: { value: '3529', label: 'Marília - SP' } },
  company_document: '11222333000181',
  business_name: 'LATICÍNIOS VALE DO TIETÊ LTDA',
  share_capital: 1_000_000,
  main_activity: '1052000',
  main_activity_label: '1052000 - Fabricação de laticínios',
  company_loaded: true,
  no_address: false,
  postal_code: '17012000',
  street: 'Avenida Nações Unidas',
  number: '1000',
  district: 'Centro',
  address_city: { uf: 'SP', city: { value: '3506', label: 'Bauru - SP' } },
  contact: {
    name: 'Bruno Lima',
    role: 'Diretor Financeiro',
    cellphone: '11987654321',
    phone: '1132345678',
    email: 'bruno@empresa.com.br',
    site: 'https://empresa.com.br',
  },
  project_category: 'expansion',
  total_investment: 2_000_000,
  required_investment: 500_000.5,
  private_proposal_description: 'Ampliação da fábrica com nova linha.',
  required_area_m2: 185_000.5,
  preferred_ufs: ['SP', 'MG'],
  attachments: [
    {
      path: '2026/03/fabrica.png',
      original_name: 'fabrica.png',
      url: '/api/files/2026/03/fabrica.png?exp=1&sig=a',
    },
  ],
};

const storedFile = (path: string, name: string) => ({
  id: 1,
  name: 'Banner',
  path,
  original_path: path,
  original_name: name,
  type: 'image' as const,
  url: `/api/files/${path}?exp=2&sig=b`,
});

const bauru = { id: 3506, name: 'Bauru', state: { id: 25, uf: 'SP' } };
const marilia = { id: 3529, name: 'Marília', state: { id: 25, uf: 'SP' } };

/** GET proposals/{id} after the city payload below was saved. */
const storedCity: Proposal = aProposal({
  type: 'city',
  status: 'lost',
  lost_at: '2026-03-06T10:00:00Z',
  name: 'Distrito Industrial Norte',
  description: 'Lotes urbanizados junto à rodovia.',
  city: bauru,
  address: {
    zip: '17012000',
    street: 'Rua Batista de Carvalho',
    number: '1200',
    neighborhood: 'Centro',
    city_id: 3506,
    city_name: 'Bauru',
    uf: 'SP',
  },
  benefits: [
    ['iptu', 'IPTU', 'Isenção de IPTU por 10 anos'],
    ['itbi', 'ITBI', 'ITBI isento na compra'],
    ['iss', 'ISS', 'ISS de 2%'],
    ['outros', 'OUTROS', 'Energia subsidiada'],
  ]
    .map(([type, label, description], index) => ({
      id: index + 1,
      type: type as string,
      type_description: label as string,
      description: description as string,
      identification: null,
      area: null,
      estimated_value: null,
      restrictions: null,
      url_map: null,
    }))
    .concat({
      id: 5,
      type: 'terreno',
      type_description: 'Terreno',
      description: 'Terreno doado para indústria',
      identification: 'Lote 12, quadra B',
      area: 2500.5,
      estimated_value: 150.25,
      restrictions: 'Uso industrial',
      url_map: 'https://mapas.bauru.sp.gov.br/lote12',
    } as never),
  contacts: [
    {
      id: 1,
      name: 'Ana Souza',
      email: 'ana@bauru.sp.gov.br',
      cell_phone: '14991234567',
      phone: '1432351000',
      responsibility: 'Secretária de Desenvolvimento',
      site: 'https://bauru.sp.gov.br',
      linkedin: 'https://bauru.sp.gov.br',
    },
  ],
  multimedia: [storedFile('2026/03/terreno.png', 'terreno.png')],
});

/** GET proposals/{id} after the company payload below was saved. */
const storedCompany: Proposal = aProposal({
  type: 'company',
  status: 'completed',
  completed_at: '2026-03-06T10:00:00Z',
  name: 'Nova linha de produção',
  description: 'Ampliação da fábrica com nova linha.',
  city: marilia,
  address: null,
  benefits: [],
  project_company_name: 'LATICÍNIOS VALE DO TIETÊ LTDA',
  project: {
    category: 'expansion',
    category_description: 'Expansão',
    total: 2_000_000,
    required_investment: 500_000.5,
    description: 'Ampliação da fábrica com nova linha.',
    required_area_m2: 185_000.5,
    preferred_ufs: ['SP', 'MG'],
    company: {
      name: 'LATICÍNIOS VALE DO TIETÊ LTDA',
      share_capital: 1_000_000,
      federal_tax_id: '11222333000181',
      main_activity: '1052000',
      main_activity_description: 'Fabricação de laticínios',
      contact: {
        name: 'Bruno Lima',
        email: 'bruno@empresa.com.br',
        cell_phone: '11987654321',
        phone: '1132345678',
        role: 'Diretor Financeiro',
        site: 'https://empresa.com.br',
      },
      zip: '17012000',
      street: 'Avenida Nações Unidas',
      number: '1000',
      neighborhood: 'Centro',
      city: 'Bauru',
      city_id: 3506,
      state: 'SP',
    },
  },
  contacts: [
    {
      id: 1,
      name: 'Bruno Lima',
      email: 'bruno@empresa.com.br',
      cell_phone: '11987654321',
      phone: '1132345678',
      responsibility: 'Diretor Financeiro',
      site: 'https://empresa.com.br',
      linkedin: 'https://empresa.com.br',
    },
  ],
  multimedia: [storedFile('2026/03/fabrica.png', 'fabrica.png')],
});

/** What the editor holds again: the typed values, the files now known as stored ones. */
function reopened(typed: ProposalFormValues, stored: Proposal): ProposalFormValues {
  return {
    ...typed,
    // A private opportunity has no field of its own for this: the project's description is it.
    description: typed.type === 'company' ? typed.private_proposal_description : typed.description,
    attachments: typed.attachments.map((file, index) => ({
      ...file,
      url: stored.multimedia[index]?.url ?? '',
      stored: { type: 'image', name: 'Banner' },
    })),
  };
}

describe('a form saved and opened again', () => {
  it('public: sends every field of the 6 steps and the 4 tabs, and gets each back', () => {
    const payload = buildUpdatePayload(typedCity, 7);
    expect(payload).toEqual({
      type: 'city',
      status: 'lost',
      city_id: 3506,
      name: 'Distrito Industrial Norte',
      description: 'Lotes urbanizados junto à rodovia.',
      responsible_id: 7,
      address: {
        zip: '17012000',
        street: 'Rua Batista de Carvalho',
        number: '1200',
        neighborhood: 'Centro',
        city_id: 3506,
      },
      contacts: [
        {
          name: 'Ana Souza',
          email: 'ana@bauru.sp.gov.br',
          cell_phone: '14991234567',
          phone: '1432351000',
          responsibility: 'Secretária de Desenvolvimento',
          site: 'https://bauru.sp.gov.br',
        },
      ],
      benefits: [
        { type: 'iptu', description: 'Isenção de IPTU por 10 anos' },
        { type: 'itbi', description: 'ITBI isento na compra' },
        { type: 'iss', description: 'ISS de 2%' },
        { type: 'outros', description: 'Energia subsidiada' },
        {
          type: 'terreno',
          description: 'Terreno doado para indústria',
          identification: 'Lote 12, quadra B',
          area: 2500.5,
          estimated_value: 150.25,
          restrictions: 'Uso industrial',
          url_map: 'https://mapas.bauru.sp.gov.br/lote12',
        },
      ],
      multimedia: [{ path: '2026/03/terreno.png', type: 'image', name: 'Banner' }],
      visibility: 'restrict',
    });
    expect(proposalUpdateSchema.safeParse(payload).success).toBe(true);
    expect(proposalToForm(storedCity)).toEqual(reopened(typedCity, storedCity));
  });

  it('private: sends every field of the 7 steps and the 5 tabs, and gets each back', () => {
    const payload = buildUpdatePayload(typedCompany, 7);
    expect(payload).toEqual({
      type: 'company',
      status: 'completed',
      city_id: 3529,
      name: 'Nova linha de produção',
      description: 'Ampliação da fábrica com nova linha.',
      responsible_id: 7,
      contacts: [],
      project: {
        total: 2_000_000,
        required_investment: 500_000.5,
        description: 'Ampliação da fábrica com nova linha.',
        category: 'expansion',
        required_area_m2: 185_000.5,
        preferred_ufs: ['SP', 'MG'],
        company: {
          name: 'LATICÍNIOS VALE DO TIETÊ LTDA',
          federal_tax_id: '11222333000181',
          main_activity: '1052000',
          share_capital: 1_000_000,
          contact: {
            name: 'Bruno Lima',
            email: 'bruno@empresa.com.br',
            cell_phone: '11987654321',
            phone: '1132345678',
            role: 'Diretor Financeiro',
            site: 'https://empresa.com.br',
          },
          address: {
            zip: '17012000',
            street: 'Avenida Nações Unidas',
            number: '1000',
            neighborhood: 'Centro',
            city_id: 3506,
          },
        },
      },
      multimedia: [{ path: '2026/03/fabrica.png', type: 'image', name: 'Banner' }],
      visibility: 'restrict',
    });
    expect(proposalUpdateSchema.safeParse(payload).success).toBe(true);
    expect(proposalToForm(storedCompany)).toEqual(reopened(typedCompany, storedCompany));
  });

  it('private, saved again unchanged: the contact is sent once, as the company contact', () => {
    const payload = buildUpdatePayload(proposalToForm(storedCompany), 7);
    expect(payload.contacts).toEqual([]);
    expect(payload.type === 'company' && payload.project.company.contact.name).toBe('Bruno Lima');
  });

  it('private without the land or the states it needs: none sent, none read back', () => {
    const values = { ...typedCompany, required_area_m2: '', preferred_ufs: [] };
    const payload = buildUpdatePayload(values, 7);
    expect(payload.type === 'company' && payload.project).toMatchObject({
      required_area_m2: null,
      preferred_ufs: [],
    });
    const stored = aProposal({
      ...storedCompany,
      project: {
        ...(storedCompany.project as NonNullable<Proposal['project']>),
        required_area_m2: null,
        preferred_ufs: [],
      },
    });
    expect(proposalToForm(stored)).toMatchObject({ required_area_m2: '', preferred_ufs: [] });
  });

  it('private without an address: the box stays ticked and no address is sent', () => {
    const stored = aProposal({
      ...storedCompany,
      project: {
        ...(storedCompany.project as NonNullable<Proposal['project']>),
        company: {
          ...(storedCompany.project?.company as NonNullable<
            NonNullable<Proposal['project']>['company']
          >),
          zip: null,
          street: null,
          number: null,
          neighborhood: null,
          city: null,
          city_id: null,
          state: null,
        },
      },
    });
    const values = proposalToForm(stored);
    expect(values.no_address).toBe(true);
    const payload = buildUpdatePayload(values, 7);
    expect(payload.type === 'company' && payload.project.company.address).toBeNull();
  });
});
