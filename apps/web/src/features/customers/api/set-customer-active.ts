import type { Customer } from '@oportuna/domain/customers';
import type { ListResponse } from '@oportuna/domain/lists';
import { MESSAGES } from '@oportuna/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { customerKeys } from './customer-keys.ts';

type Change = { customer: Customer; isActive: boolean };
type Page = ListResponse<Customer>;

/** PUT customers/{id} with {is_active} (204). */
export function setCustomerActive(id: number, isActive: boolean): Promise<void> {
  return apiClient.put<void>(`customers/${id}`, { is_active: isActive });
}

const withActive = (page: Page | undefined, id: number, isActive: boolean) =>
  page && {
    ...page,
    data: page.data.map((item) => (item.id === id ? { ...item, is_active: isActive } : item)),
  };

/**
 * The list's active toggle: shown at once in every cached page, put back as it was when the
 * server refuses, with the spec's message naming the customer.
 */
export function useSetCustomerActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ customer, isActive }: Change) => setCustomerActive(customer.id, isActive),
    onMutate: async ({ customer, isActive }: Change) => {
      await queryClient.cancelQueries({ queryKey: customerKeys.lists() });
      const before = queryClient.getQueriesData<Page>({ queryKey: customerKeys.lists() });
      queryClient.setQueriesData<Page>({ queryKey: customerKeys.lists() }, (page) =>
        withActive(page, customer.id, isActive),
      );
      return { before };
    },
    onError: (_error, { customer }, context) => {
      for (const [key, page] of context?.before ?? []) queryClient.setQueryData(key, page);
      notify.error(MESSAGES.customers.updateFailed(customer.name));
    },
    onSuccess: () => notify.success(MESSAGES.customers.updated),
    onSettled: (_data, _error, { customer }) =>
      queryClient.invalidateQueries({ queryKey: customerKeys.detail(customer.id) }),
  });
}
