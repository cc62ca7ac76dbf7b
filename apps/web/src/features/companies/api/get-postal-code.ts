import { onlyDigits } from '@oportuna/domain/formatting';
import type { PostalCodeResponse } from '@oportuna/domain/proposals';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../../../lib/api-client.ts';

/** GET cep/{8 digits}: street, district and municipality of a postal code (404 when unknown). */
export function getPostalCode(cep: string, signal?: AbortSignal): Promise<PostalCodeResponse> {
  return apiClient.get<PostalCodeResponse>(`cep/${onlyDigits(cep)}`, { signal });
}

export function postalCodeQueryOptions(cep: string) {
  return queryOptions({
    queryKey: ['cep', onlyDigits(cep)] as const,
    queryFn: ({ signal }) => getPostalCode(cep, signal),
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/** A lookup run when the eighth digit is typed, cached per postal code. */
export function useFetchPostalCode(): (cep: string) => Promise<PostalCodeResponse> {
  const queryClient = useQueryClient();
  return useCallback(
    (cep: string) => queryClient.fetchQuery(postalCodeQueryOptions(cep)),
    [queryClient],
  );
}
