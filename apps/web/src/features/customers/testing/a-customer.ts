import type { Customer } from '@oportuna/domain/customers';

/** A customer as GET customers/{id} answers it, with overrides for the case at hand. */
export function aCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    name: 'Prefeitura Municipal de Bauru',
    type: 'city',
    is_active: true,
    logo: null,
    logo_path: null,
    background_banner: null,
    background_banner_path: null,
    map_color: null,
    showcase_allowed_origins: [],
    state: { id: 25, name: 'São Paulo', acronym: 'SP' },
    city: { id: 3506003, name: 'Bauru', state_id: 25 },
    company: null,
    created_at: '2026-01-05T12:00:00.000Z',
    ...overrides,
  };
}

export const aCustomersPage = (data: Customer[], totalWithoutFilter = data.length) => ({
  data,
  total: data.length,
  total_without_filter: totalWithoutFilter,
  available_ordering: ['id', 'name', 'type', 'is_active'],
});
