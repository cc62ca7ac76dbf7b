import type { Proposal } from '@oportuna/domain/proposals';

/** A proposal as GET proposals/{id} answers it, with overrides for the case at hand. */
export function aProposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    id: 42,
    name: 'Lote industrial em Bauru',
    description: 'Área pronta para novas indústrias.',
    status: 'open',
    type: 'city',
    visibility: 'restrict',
    source: 'app',
    created_at: '2026-03-05T15:00:00Z',
    updated_at: '2026-03-05T15:00:00Z',
    completed_at: null,
    lost_at: null,
    is_favorite: false,
    has_permission_to_edit: true,
    project_company_name: 'Lote industrial em Bauru',
    logoUrl: null,
    customer: { id: 7, name: 'Prefeitura Municipal de Bauru' },
    city: { id: 3506, name: 'Bauru', state: { id: 25, uf: 'SP' } },
    coordinates: [-49.06, -22.31],
    address: {
      zip: '17010000',
      street: 'Rua Araújo Leite',
      number: '10-20',
      neighborhood: 'Centro',
      city_id: 3506,
      city_name: 'Bauru',
      uf: 'SP',
    },
    benefits: [
      {
        id: 1,
        type: 'terreno',
        type_description: 'Terreno',
        description: 'Venda subsidiada do lote.',
        identification: 'Lote 39, Quadra F',
        area: 1000,
        estimated_value: 150,
        restrictions: 'Uso industrial',
        url_map: null,
      },
    ],
    project: null,
    contacts: [],
    multimedia: [],
    responsible: null,
    ...overrides,
  };
}
