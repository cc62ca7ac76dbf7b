import { paths } from './paths.ts';

/** Navigation state of the error page: the in-app address that could not be shown. */
export interface ErrorPageState {
  from: string;
}

export function errorPageState(location: {
  pathname: string;
  search: string;
  hash: string;
}): ErrorPageState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * The failed address kept in the error page's state, when it is one of ours: a path on this
 * site (never `//host` or a full URL) other than the error page itself.
 */
export function failedLocationOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || /^\/[/\\]/.test(from)) return null;
  return from.split(/[?#]/)[0] === paths.error.path ? null : from;
}
