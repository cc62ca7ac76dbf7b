import { normalizeCnpj } from '@oportuna/domain/formatting';
import type { QueryParams } from '../../query-string.ts';

export const companyKeys = {
  all: ['companies'] as const,
  list: (params: QueryParams) => ['companies', 'list', params] as const,
  /** By CNPJ, masked or not. */
  detail: (document: string) => ['companies', 'detail', normalizeCnpj(document)] as const,
};
