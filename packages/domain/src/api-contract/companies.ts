// The companies' contract: the list, its export and its map, a company as read, the payloads
// of the product's own data about companies.
export * from './companies/companies-list.ts';
export * from './companies/company-detail.ts';
export * from './companies/company-input.ts';
