import { onlyDigits } from '@oportuna/domain/formatting';
import type { PostalCodeResponse } from '@oportuna/domain/proposals';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../../api-client.ts';

export const postalCodeKeys = {
  all: ['cep'] as const,
  detail: (cep: string) => ['cep', onlyDigits(cep)] as const,
};

/** GET cep/{8 digits}: the address and municipality of a postal code (404 when unknown). */
export function getPostalCode(cep: string, signal?: AbortSignal): Promise<PostalCodeResponse> {
  return apiClient.get<PostalCodeResponse>(`cep/${onlyDigits(cep)}`, { signal });
}

export function postalCodeQueryOptions(cep: string) {
  return queryOptions({
    queryKey: postalCodeKeys.detail(cep),
    queryFn: ({ signal }) => getPostalCode(cep, signal),
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/** A lookup run on demand (when the eighth digit is typed), cached per postal code. */
export function useFetchPostalCode(): (cep: string) => Promise<PostalCodeResponse> {
  const queryClient = useQueryClient();
  return useCallback(
    (cep: string) => queryClient.fetchQuery(postalCodeQueryOptions(cep)),
    [queryClient],
  );
}
