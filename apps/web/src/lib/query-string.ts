type QueryScalar = string | number | boolean;

export type QueryValue =
  | QueryScalar
  | null
  | undefined
  | readonly QueryScalar[]
  | { readonly [key: string]: QueryScalar | null | undefined };

export type QueryParams = { readonly [key: string]: QueryValue };

/**
 * Builds `?a=1&ufs=1,2&sort[name]=asc` in the form the API reads (spec "calls" sections):
 * arrays become comma lists, objects become `key[sub]=value`, booleans become 1 or 0.
 * Empty values (null, undefined, '', [], NaN) are left out. Returns '' when nothing is left.
 */
export function buildQueryString(params?: QueryParams): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (isQueryScalar(value) || value === null || value === undefined) {
      pushPair(pairs, encodeURIComponent(key), value);
    } else if (isScalarArray(value)) {
      const items = value.map(formatScalar).filter((item): item is string => item !== null);
      if (items.length > 0) {
        pairs.push(`${encodeURIComponent(key)}=${items.map(encodeURIComponent).join(',')}`);
      }
    } else {
      for (const [subKey, subValue] of Object.entries(value)) {
        pushPair(pairs, `${encodeURIComponent(key)}[${encodeURIComponent(subKey)}]`, subValue);
      }
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function pushPair(pairs: string[], encodedKey: string, value: QueryScalar | null | undefined) {
  const formatted = formatScalar(value);
  if (formatted !== null) pairs.push(`${encodedKey}=${encodeURIComponent(formatted)}`);
}

function formatScalar(value: QueryScalar | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return value;
}

function isQueryScalar(value: QueryValue): value is QueryScalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function isScalarArray(value: QueryValue): value is readonly QueryScalar[] {
  return Array.isArray(value);
}
