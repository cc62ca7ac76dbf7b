import type { CompanyInfoInput } from '@oportuna/domain/companies';
import { normalizeCnpj } from '@oportuna/domain/formatting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '../../../lib/api/companies/company-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** PUT companies/{cnpj}/info: logo, description, contacts and files (204). */
export function updateCompanyInfo(document: string, info: CompanyInfoInput): Promise<void> {
  return apiClient.put<void>(`companies/${normalizeCnpj(document)}/info`, info);
}

export function useUpdateCompanyInfo(document: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: CompanyInfoInput) => updateCompanyInfo(document, info),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
