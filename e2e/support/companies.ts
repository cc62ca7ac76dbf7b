import { expect, type Page } from '@playwright/test';
import { apiGet } from './proposal-form.ts';

export interface ListedCompany {
  cnpj: string;
  name: string;
  business_name: string | null;
}

export interface Company extends ListedCompany {
  partners: { name: string; document: string | null; kind: string }[];
  info: { logo: string | null; contacts: { name: string | null }[] };
}

/** The first companies of the list, as the API orders them by default. */
export async function someCompanies(page: Page): Promise<ListedCompany[]> {
  const answer = await apiGet<{ data: ListedCompany[] }>(page, '/api/companies?page=1&limit=25');
  expect(answer.data.length).toBeGreaterThan(0);
  return answer.data;
}

/** A company of the base whose partners the Receita data lists. */
export async function companyWithPartners(page: Page): Promise<Company> {
  for (const listed of await someCompanies(page)) {
    const company = await apiGet<Company>(page, `/api/companies/${listed.cnpj}`);
    if (company.partners.length > 0) return company;
  }
  throw new Error('Nenhuma empresa com sócios na base de demonstração.');
}
