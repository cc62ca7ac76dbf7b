import type { CompanyRegistration } from '@oportuna/domain/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '../../../lib/api/companies/company-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST companies: a company registered by hand; 201 with its CNPJ, 409 when it exists. */
export function registerCompany(registration: CompanyRegistration): Promise<{ cnpj: string }> {
  return apiClient.post<{ cnpj: string }>('companies', registration);
}

export function useRegisterCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
