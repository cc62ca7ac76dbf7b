import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { BrandingPayload } from '../lib/branding-draft.ts';
import { customerKeys } from './customer-keys.ts';

/** PUT customers/{id} with {logo, background_banner, map_color} (204). */
export function saveBranding(id: number, branding: BrandingPayload): Promise<void> {
  return apiClient.put<void>(`customers/${id}`, branding);
}

export function useSaveBranding(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (branding: BrandingPayload) => saveBranding(id, branding),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) }),
  });
}
