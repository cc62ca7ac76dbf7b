/** A valid CNPJ (check digits included). */
export const OUTSIDE_CNPJ = '11222333000181';

/** What an outside company fills in, every field valid. */
export const validSubmission = (overrides: Record<string, string> = {}) => ({
  company_document: '11.222.333/0001-81',
  company_name: 'Indústria Exemplo Ltda',
  contact_name: 'Maria Souza',
  contact_email: 'maria@exemplo.com.br',
  contact_phone: '(31) 99876 5432',
  project_category: 'expansion',
  total_investment: 'R$ 2.500.000,00',
  description: 'Nova linha de produção de embalagens.',
  website: '',
  ...overrides,
});

let lastAddress = 0;
/** A different sender address each call, so that the per-address budget stays out of the way. */
export const nextAddress = () => {
  lastAddress += 1;
  return `10.${Math.floor(lastAddress / 65_536) % 256}.${Math.floor(lastAddress / 256) % 256}.${lastAddress % 256}`;
};
