export const CUSTOMER_TYPES = ['city', 'state', 'company'] as const;

export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const CUSTOMER_TYPE_LABELS: Record<CustomerType, string> = {
  city: 'Cidade',
  state: 'Governo',
  company: 'Empresa',
};
