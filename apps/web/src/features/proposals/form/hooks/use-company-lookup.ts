import { MESSAGES } from '@oportuna/domain/messages';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../../lib/api-error.ts';
import { notify } from '../../../../lib/notify.ts';
import { useFetchCompany } from '../api/get-company.ts';
import type { ProposalFormValues } from '../lib/form-values.ts';
import { companyFields } from '../lib/lookup-results.ts';

export interface CompanyLookup {
  loading: boolean;
  lookup: (document: string) => void;
}

/** 'Buscar Dados': loads the company of a CNPJ and hands its fields to the form. */
export function useCompanyLookup(
  onFound: (fields: Partial<ProposalFormValues>) => void,
): CompanyLookup {
  const fetchCompany = useFetchCompany();
  const [loading, setLoading] = useState(false);

  const lookup = useCallback(
    (document: string) => {
      setLoading(true);
      fetchCompany(document)
        .then((company) => onFound(companyFields(company)))
        .catch((error: unknown) => {
          if (isApiError(error) && error.status === 404)
            notify.warning(MESSAGES.companies.notFound);
          else notify.error(MESSAGES.proposals.companyLookupFailed);
        })
        .finally(() => setLoading(false));
    },
    [fetchCompany, onFound],
  );

  return { loading, lookup };
}
