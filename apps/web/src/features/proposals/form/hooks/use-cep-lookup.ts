import { onlyDigits } from '@oportuna/domain/formatting';
import { FIELD_LIMITS } from '@oportuna/domain/limits';
import { MESSAGES } from '@oportuna/domain/messages';
import { useCallback, useState } from 'react';
import { useFetchPostalCode } from '../../../../lib/api/postal-codes/get-postal-code.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { notify } from '../../../../lib/notify.ts';
import { addressFromPostalCode, type FoundAddress } from '../lib/lookup-results.ts';

export interface CepLookup {
  loading: boolean;
  /** Looks the postal code up when it has exactly 8 digits; does nothing otherwise. */
  lookup: (cep: string) => void;
}

/** Resolves a postal code into street, district and city, warning when it fails. */
export function useCepLookup(
  onFound: (address: FoundAddress) => void,
  notFoundMessage: string = MESSAGES.address.cepNotFound,
): CepLookup {
  const fetchPostalCode = useFetchPostalCode();
  const [loading, setLoading] = useState(false);

  const lookup = useCallback(
    (cep: string) => {
      const digits = onlyDigits(cep);
      if (digits.length !== FIELD_LIMITS.cepDigits) return;
      setLoading(true);
      fetchPostalCode(digits)
        .then((answer) => onFound(addressFromPostalCode(answer)))
        .catch((error: unknown) => {
          const notFound = isApiError(error) && error.status === 404;
          notify.warning(notFound ? notFoundMessage : MESSAGES.address.lookupFailed);
        })
        .finally(() => setLoading(false));
    },
    [fetchPostalCode, onFound, notFoundMessage],
  );

  return { loading, lookup };
}
