import { i18n } from '../i18n/index.ts';
import { ApiError, toApiError } from './api-error.ts';
import { getAuthToken } from './auth-token.ts';
import { fileNameFromContentDisposition } from './download.ts';
import { buildQueryString, type QueryParams } from './query-string.ts';

export const API_BASE = '/api';

export interface RequestOptions {
  query?: QueryParams;
  /** Plain values are sent as JSON; FormData, Blob and URLSearchParams are sent as they are. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type UnauthorizedListener = (error: ApiError) => void;

const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Registers a callback run on every 401 answer (before the call rejects), where the session
 * logic logs the user out. Returns a function that unregisters it.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

/** Tells the session logic about a 401 met outside this client (e.g. an XHR upload). */
export function reportUnauthorized(error: ApiError): void {
  for (const listener of unauthorizedListeners) listener(error);
}

/** The code of the 403 the API answers until the customer accepts the terms of use. */
export const TERMS_REQUIRED_CODE = 'contract_not_accepted';

const termsRequiredListeners = new Set<() => void>();

/**
 * Registers a callback run when the API refuses a call because the terms of use wait for
 * acceptance, where the session logic shows the terms modal.
 */
export function onTermsRequired(listener: () => void): () => void {
  termsRequiredListeners.add(listener);
  return () => {
    termsRequiredListeners.delete(listener);
  };
}

export function apiUrl(path: string, query?: QueryParams): string {
  return `${API_BASE}/${path.replace(/^\/+/, '')}${buildQueryString(query)}`;
}

export const apiClient = {
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return requestJson<T>('GET', path, options);
  },
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return requestJson<T>('POST', path, { ...options, body });
  },
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return requestJson<T>('PUT', path, { ...options, body });
  },
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T> {
    return requestJson<T>('PATCH', path, { ...options, body });
  },
  /** Some deletions identify their target in the body (DELETE /favorites). */
  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return requestJson<T>('DELETE', path, options);
  },
  /** Downloads a file (exports, attachments) with the same authentication and errors. */
  async getBlob(path: string, options?: Omit<RequestOptions, 'body'>): Promise<Blob> {
    const response = await send('GET', path, options, '*/*');
    return response.blob();
  },
  /** A download with the name the server gave it in content-disposition, when it gave one. */
  async getFile(path: string, options?: Omit<RequestOptions, 'body'>): Promise<DownloadedFile> {
    const response = await send('GET', path, options, '*/*');
    return {
      blob: await response.blob(),
      fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')),
    };
  },
};

export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

async function requestJson<T>(method: Method, path: string, options: RequestOptions = {}) {
  const response = await send(method, path, options, 'application/json');
  const text = await response.text();
  // 204 and empty 200 answers (accept-contract, mark as read) resolve to undefined.
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: i18n.t('common.errors.unexpected'),
    });
  }
}

async function send(
  method: Method,
  path: string,
  options: RequestOptions = {},
  accept: string,
): Promise<Response> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', accept);
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const body = encodeBody(options.body, headers);

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    // A cancelled request keeps its AbortError so that TanStack Query recognises it.
    if (options.signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: i18n.t('common.errors.network'),
    });
  }

  if (response.ok) return response;

  const error = toApiError(
    response.status,
    await readErrorBody(response),
    i18n.t('common.errors.unexpected'),
  );
  if (response.status === 401) reportUnauthorized(error);
  if (response.status === 403 && error.code === TERMS_REQUIRED_CODE) {
    for (const listener of termsRequiredListeners) listener();
  }
  throw error;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) {
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? null : JSON.parse(text);
  } catch {
    return null;
  }
}
