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

interface PartnerInformation {
  data: {
    companies: { name: string }[];
    direct_partners: { name: string; document: string | null }[];
  };
}

/** A company of the demo base, with a person partner who has other partners beside him. */
export async function companyAndPartner(page: Page) {
  for (const listed of await someCompanies(page)) {
    const company = await apiGet<Company>(page, `/api/companies/${listed.cnpj}`);
    for (const partner of company.partners.filter((p) => p.kind === 'person' && p.document)) {
      const query = new URLSearchParams({ name: partner.name, document: partner.document ?? '' });
      const info = await apiGet<PartnerInformation>(page, `/api/partners/information?${query}`);
      if (info.data.direct_partners.length > 0) return { company, partner, info: info.data };
    }
  }
  throw new Error('Nenhum sócio com outros sócios na base de demonstração.');
}
