import { MESSAGES } from '@oportuna/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { companyQueryOptions } from '../../../../lib/api/companies/get-company.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { notify } from '../../../../lib/notify.ts';
import type { ProposalFormValues } from '../lib/form-values.ts';
import { companyFields } from '../lib/lookup-results.ts';

export interface CompanyLookup {
  loading: boolean;
  lookup: (document: string) => void;
}

const LOOKUP_STALE_TIME = 5 * 60_000;

/** 'Buscar Dados': loads the company of a CNPJ and hands its fields to the form. */
export function useCompanyLookup(
  onFound: (fields: Partial<ProposalFormValues>) => void,
): CompanyLookup {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);

  const lookup = useCallback(
    (document: string) => {
      setLoading(true);
      queryClient
        .fetchQuery({
          ...companyQueryOptions(document),
          staleTime: LOOKUP_STALE_TIME,
          retry: false,
        })
        .then((company) => onFound(companyFields(company)))
        .catch((error: unknown) => {
          if (isApiError(error) && error.status === 404)
            notify.warning(MESSAGES.companies.notFound);
          else notify.error(MESSAGES.proposals.companyLookupFailed);
        })
        .finally(() => setLoading(false));
    },
    [queryClient, onFound],
  );

  return { loading, lookup };
}
