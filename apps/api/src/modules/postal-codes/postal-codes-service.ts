import { MESSAGES, type PostalCodeResponse } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/errors.ts';
import { findCityByIbgeCode } from './postal-codes-queries.ts';

type ViaCepAnswer = {
  cep?: string;
  logradouro?: string;
  complemento?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  ibge?: string;
  erro?: boolean | string;
};

const CACHE_HOURS = 24;
const CACHE_MAX_ENTRIES = 20_000;
const UPSTREAM_TIMEOUT_MS = 5_000;

const emptyToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Postal codes resolved through a ViaCEP-compatible service (`CEP_SERVICE_URL`), answered in
 * our own shape with the municipality of our database, and cached for a day (misses too).
 */
export function createPostalCodesService({
  db,
  clock,
  baseUrl,
}: {
  db: Db;
  clock: Clock;
  baseUrl: string;
}) {
  const cache = new Map<string, { at: number; value: PostalCodeResponse | null }>();

  async function fetchUpstream(cep: string): Promise<ViaCepAnswer> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/ws/${cep}/json/`, {
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
    } catch {
      throw upstreamFailure();
    }
    // ViaCEP answers 400 for malformed codes; we validate before asking, so any non-2xx is a fault.
    if (!response.ok) throw upstreamFailure();
    try {
      return (await response.json()) as ViaCepAnswer;
    } catch {
      throw upstreamFailure();
    }
  }

  async function resolve(cep: string): Promise<PostalCodeResponse | null> {
    const answer = await fetchUpstream(cep);
    if (answer.erro === true || answer.erro === 'true') return null;
    const ibge = answer.ibge && /^\d{7}$/.test(answer.ibge) ? Number(answer.ibge) : null;
    const city = ibge ? await findCityByIbgeCode(db, ibge) : undefined;
    return {
      cep,
      street: emptyToNull(answer.logradouro),
      complement: emptyToNull(answer.complemento),
      district: emptyToNull(answer.bairro),
      ibge,
      city: city
        ? {
            id: city.id,
            name: city.name,
            code: city.code,
            state: { id: city.stateId, uf: city.uf },
          }
        : null,
    };
  }

  return {
    async lookup(cep: string): Promise<PostalCodeResponse> {
      const now = clock.now().getTime();
      const cached = cache.get(cep);
      let value: PostalCodeResponse | null;
      if (cached && now - cached.at < CACHE_HOURS * 3_600_000) {
        value = cached.value;
      } else {
        value = await resolve(cep);
        if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
        cache.set(cep, { at: now, value });
      }
      if (!value)
        throw new DomainError('not_found', MESSAGES.address.cepNotFound, 'postal_code_not_found');
      return value;
    },
  };
}

function upstreamFailure() {
  return new DomainError('bad_gateway', MESSAGES.address.lookupFailed, 'postal_code_lookup_failed');
}

export type PostalCodesService = ReturnType<typeof createPostalCodesService>;
