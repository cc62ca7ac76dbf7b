import type { Proposal } from '@oportuna/domain/proposals';
import { describe, expect, it } from 'vitest';
import { buildCityPayload, buildCompanyPayload } from './build-payload.ts';
import { proposalToForm } from './proposal-to-form.ts';

const base: Proposal = {
  id: 42,
  name: 'Fábrica',
  description: 'Projeto',
  status: 'open',
  type: 'company',
  visibility: 'restrict',
  source: 'app',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  completed_at: null,
  lost_at: null,
  is_favorite: false,
  has_permission_to_edit: true,
  project_company_name: 'Empresa',
  logoUrl: null,
  customer: { id: 1, name: 'Empresa' },
  city: { id: 3550, name: 'São Paulo', state: { id: 25, uf: 'SP' } },
  coordinates: null,
  address: null,
  benefits: [],
  project: {
    category: 'expansion',
    category_description: 'Expansão',
    total: 5000000,
    required_investment: 1500000,
    description: 'Ampliação',
    required_area_m2: 185000,
    preferred_ufs: ['SP', 'MG'],
    company: {
      name: 'Empresa Exemplo Ltda',
      share_capital: 1000000,
      federal_tax_id: '11.222.333/0001-81',
      main_activity: '2511-0/00',
      main_activity_description: 'Fabricação de estruturas metálicas',
      contact: {
        name: 'Bruno',
        email: 'bruno@empresa.com.br',
        cell_phone: '(11) 98765-4321',
        phone: '(11) 3234-5678',
        role: 'Diretor',
        site: null,
      },
      zip: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      city_id: 3550,
      state: 'SP',
    },
  },
  // The main contact is stored first among the contacts, which the form reads.
  contacts: [
    {
      id: 9,
      name: 'Bruno',
      email: 'bruno@empresa.com.br',
      phone: '(11) 3234-5678',
      cell_phone: '(11) 98765-4321',
      responsibility: 'Diretor',
      linkedin: null,
      site: null,
    },
  ],
  multimedia: [
    {
      id: 1,
      name: 'Banner',
      path: 'thumbs/a.png',
      original_path: '2026/01/a.png',
      original_name: 'fachada.png',
      type: 'image',
      url: '/api/files/thumbs/a.png',
    },
  ],
  responsible: { id: 3, name: 'Ana' },
};

describe('proposalToForm', () => {
  it('strips phones, tax id, activity code and zip to digits', () => {
    const values = proposalToForm(base);
    expect(values.company_document).toBe('11222333000181');
    expect(values.main_activity).toBe('2511000');
    expect(values.postal_code).toBe('01310100');
    expect(values.contact).toEqual({
      name: 'Bruno',
      role: 'Diretor',
      cellphone: '11987654321',
      phone: '1132345678',
      email: 'bruno@empresa.com.br',
      site: '',
    });
  });

  it('sends stored files back by their original path, keeping their kind and name', () => {
    const values = proposalToForm(base);
    expect(values.attachments).toEqual([
      {
        path: '2026/01/a.png',
        original_name: 'fachada.png',
        url: '/api/files/thumbs/a.png',
        stored: { type: 'image', name: 'Banner' },
      },
    ]);
    expect(buildCompanyPayload(values, 3).multimedia).toEqual([
      { path: '2026/01/a.png', type: 'image', name: 'Banner' },
    ]);
  });

  it('reads the land needed and the states of interest, none as empty fields', () => {
    expect(proposalToForm(base)).toMatchObject({
      required_area_m2: 185000,
      preferred_ufs: ['SP', 'MG'],
    });
    const project = base.project as NonNullable<Proposal['project']>;
    const none = proposalToForm({
      ...base,
      project: { ...project, required_area_m2: null, preferred_ufs: [] },
    });
    expect(none).toMatchObject({ required_area_m2: '', preferred_ufs: [] });
  });

  it('reads a location city other than the company address as a link', () => {
    expect(proposalToForm(base).link_with_city).toBe(false);
    const linked = proposalToForm({
      ...base,
      city: { id: 3506, name: 'Bauru', state: { id: 25, uf: 'SP' } },
    });
    expect(linked.link_with_city).toBe(true);
    expect(linked.company_city).toEqual({ uf: 'SP', city: { value: '3506', label: 'Bauru - SP' } });
  });

  it('round-trips into the same payload', () => {
    const payload = buildCompanyPayload(proposalToForm(base), 3);
    expect(payload.project).toMatchObject({
      total: 5000000,
      required_investment: 1500000,
      category: 'expansion',
      required_area_m2: 185000,
      preferred_ufs: ['SP', 'MG'],
      company: {
        federal_tax_id: '11222333000181',
        main_activity: '2511000',
        share_capital: 1000000,
      },
    });
    expect(payload.project.company.address).toEqual({
      zip: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city_id: 3550,
    });
  });

  it('reads a public opportunity: address, incentives, contact and status', () => {
    const values = proposalToForm({
      ...base,
      type: 'city',
      status: 'pending',
      project: null,
      address: {
        zip: '17012-000',
        street: 'Rua A',
        number: '10',
        neighborhood: 'Centro',
        city_id: 3506,
        city_name: 'Bauru',
        uf: 'SP',
      },
      benefits: [
        {
          id: 1,
          type: 'iptu',
          type_description: 'IPTU',
          description: 'Isenção',
          identification: null,
          area: null,
          estimated_value: null,
          restrictions: null,
          url_map: null,
        },
        {
          id: 2,
          type: 'terreno',
          type_description: 'Terreno',
          description: 'Doação',
          identification: 'Lote 1',
          area: 1200.5,
          estimated_value: 80,
          restrictions: null,
          url_map: null,
        },
      ],
      contacts: [
        {
          id: 1,
          name: 'Ana',
          email: 'ana@bauru.sp.gov.br',
          phone: null,
          cell_phone: '14 99123-4567',
          responsibility: 'Secretária',
          linkedin: null,
          site: 'bauru.sp.gov.br',
        },
        {
          id: 2,
          name: 'Renata',
          email: 'renata@bauru.sp.gov.br',
          phone: null,
          cell_phone: '14998031541',
          responsibility: 'Diretora',
          linkedin: 'https://www.bauru.sp.gov.br',
          site: null,
        },
      ],
    });
    expect(values.status).toBeNull();
    expect(values.address).toEqual({
      zip: '17012000',
      street: 'Rua A',
      neighborhood: 'Centro',
      number: '10',
    });
    expect(values.incentives).toEqual({
      iptu: 'Isenção',
      terreno: {
        description: 'Doação',
        identification: 'Lote 1',
        area: '1200.5',
        estimated_value: 80,
        restrictions: '',
        url_map: '',
      },
    });
    expect(values.contact.cellphone).toBe('14991234567');
    expect(values.contact.site).toBe('bauru.sp.gov.br');
    // Saving must not drop the contacts the form does not show.
    expect(buildCityPayload(values, 3).contacts).toEqual([
      {
        name: 'Ana',
        email: 'ana@bauru.sp.gov.br',
        cell_phone: '14991234567',
        phone: null,
        responsibility: 'Secretária',
        site: 'bauru.sp.gov.br',
      },
      {
        name: 'Renata',
        email: 'renata@bauru.sp.gov.br',
        cell_phone: '14998031541',
        phone: null,
        responsibility: 'Diretora',
        site: 'https://www.bauru.sp.gov.br',
      },
    ]);
  });
});
