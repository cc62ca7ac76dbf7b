/** Companies from the Receita Federal registry, and the product's own data about them. */
export * from '../api-contract/companies.ts';
export * from '../api-contract/data-sources.ts';
