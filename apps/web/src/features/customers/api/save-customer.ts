import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { CustomerPayload } from '../lib/customer-form.ts';
import { customerKeys } from './customer-keys.ts';

/** POST customers (a new one) or PUT customers/{id} (204) with the form's payload. */
export function saveCustomer(id: number | null, payload: CustomerPayload): Promise<unknown> {
  return id === null
    ? apiClient.post<{ id: number }>('customers', payload)
    : apiClient.put<void>(`customers/${id}`, payload);
}

export function useSaveCustomer(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CustomerPayload) => saveCustomer(id, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
