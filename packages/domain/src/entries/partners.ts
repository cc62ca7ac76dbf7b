/** Corporate connections: partners of the registry's companies, their graph and details. */
export * from '../api-contract/partners.ts';
