import { normalizeCnpj } from '@oportuna/domain/formatting';
import type { QueryParams } from '../../query-string.ts';

/** Every company query starts with 'companies', so a star or an edit refreshes them all. */
export const companyKeys = {
  all: ['companies'] as const,
  list: (params: QueryParams) => ['companies', 'list', params] as const,
  /** GET companies/map with these filters. */
  map: (params: QueryParams) => ['companies', 'map', params] as const,
  /** By CNPJ, masked or not. */
  detail: (document: string) => ['companies', 'detail', normalizeCnpj(document)] as const,
  /** The editor's own copy, so that it never starts from one the detail page cached. */
  edit: (document: string) => ['companies', 'edit', normalizeCnpj(document)] as const,
  /** GET companies/{cnpj}/possible-links, by CNPJ masked or not. */
  possibleLinks: (document: string) =>
    ['companies', 'possible-links', normalizeCnpj(document)] as const,
  /** Every company's possible links: what a dismissal makes stale. */
  allPossibleLinks: ['companies', 'possible-links'] as const,
  /** The CNAE catalogue searched by code or text. */
  activities: (search: string) => ['companies', 'activities', search] as const,
};
