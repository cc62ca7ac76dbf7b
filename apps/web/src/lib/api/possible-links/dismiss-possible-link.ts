import { normalizeCnpj } from '@oportuna/domain/formatting';
import type { PossibleLink, PossibleLinks } from '@oportuna/domain/possible-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api-client.ts';
import { companyKeys } from '../companies/company-keys.ts';
import { politicianKeys } from '../politicians/politician-keys.ts';

/**
 * POST politicians/{id}/possible-links/{cnpj}/dismiss (204): hidden from the users of the
 * caller's customer, or from everyone when the superadmin sends it.
 */
export function dismissPossibleLink(link: PossibleLink): Promise<void> {
  return apiClient.post<void>(
    `politicians/${link.politician.id}/possible-links/${normalizeCnpj(link.company.cnpj)}/dismiss`,
  );
}

/** The server hides a dismissal by its evidence: the name, the state and the company's root. */
const sameEvidence = (a: PossibleLink, b: PossibleLink) =>
  a.evidence.name === b.evidence.name &&
  a.evidence.uf === b.evidence.uf &&
  normalizeCnpj(a.company.cnpj).slice(0, 8) === normalizeCnpj(b.company.cnpj).slice(0, 8);

/** Dismisses a link; every list that shows it drops it at once, then reloads. */
export function useDismissPossibleLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissPossibleLink,
    onSuccess: (_answer, link) => {
      const lists = [politicianKeys.allPossibleLinks, companyKeys.allPossibleLinks];
      for (const queryKey of lists) {
        queryClient.setQueriesData<PossibleLinks>({ queryKey }, (old) =>
          old ? { ...old, data: old.data.filter((other) => !sameEvidence(other, link)) } : old,
        );
      }
      for (const queryKey of lists) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
