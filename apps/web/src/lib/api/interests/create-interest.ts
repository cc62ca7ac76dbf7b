import type { Interest, InterestCreate } from '@oportuna/domain/interests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';
import { interestKeys } from './interest-keys.ts';

export interface InterestCreated {
  /** False when the customer already had one open here: the answer is that one. */
  created: boolean;
  interest: Interest;
}

export type InterestCreateInput = Omit<InterestCreate, 'attachments'> & {
  attachments: { path: string }[];
};

/** POST interests: "Tenho interesse" with its first message; a second click answers the open one. */
export function createInterest(input: InterestCreateInput): Promise<InterestCreated> {
  return apiClient.post<InterestCreated>('interests', input);
}

export function useCreateInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interestKeys.all }),
  });
}
