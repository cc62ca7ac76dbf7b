import type { InterestMessage } from '@oportuna/domain/interests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { interestKeys } from '../../../lib/api/interests/interest-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

export interface MessageInput {
  body: string;
  /** A new UUID per message: a repeated submit writes one message. */
  client_key: string;
  attachments: { path: string }[];
}

/** POST interests/:id/messages. */
export function sendInterestMessage(id: number, input: MessageInput) {
  return apiClient.post<{ created: boolean; message: InterestMessage }>(
    `interests/${id}/messages`,
    input,
  );
}

export function useSendInterestMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageInput) => sendInterestMessage(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interestKeys.all }),
  });
}
