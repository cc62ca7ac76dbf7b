import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../testing/memory-storage.ts';
import { apiClient, onTermsRequired, onUnauthorized } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { setAuthToken } from './auth-token.ts';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', createMemoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiClient requests', () => {
  it('prefixes /api, builds the query and parses JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [], total: 0 }));
    const result = await apiClient.get('/proposals', {
      query: { page: 1, status: ['open', 'pending'], sort: { created_at: 'desc' } },
    });
    expect(result).toEqual({ data: [], total: 0 });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/proposals?page=1&status=open,pending&sort[created_at]=desc');
    expect(init.method).toBe('GET');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token as a Bearer header', async () => {
    setAuthToken('jwt-123');
    fetchMock.mockResolvedValue(jsonResponse({ id: 1 }));
    await apiClient.get('user');
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer jwt-123');
  });

  it('sends plain bodies as JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ token: 't', contract_accepted: true }));
    await apiClient.post('login_check', { username: 'a@b.com.br', password: 'x' });
    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"username":"a@b.com.br","password":"x"}');
  });

  it('sends FormData as it is, letting the browser set the boundary', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ url: '/files/a.png' }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiClient.post('files', form, { query: { customer: 3 } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/files?customer=3');
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends a body with DELETE', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const result = await apiClient.delete('favorites', {
      body: { entity: 'proposal', entity_id: 7 },
    });
    expect(result).toBeUndefined();
    expect(lastRequest().init.body).toBe('{"entity":"proposal","entity_id":7}');
  });

  it('resolves an empty 200 answer to undefined', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    await expect(apiClient.put('customers/1/accept-contract')).resolves.toBeUndefined();
  });

  it('downloads a blob', async () => {
    fetchMock.mockResolvedValue(new Response('a;b', { status: 200 }));
    const blob = await apiClient.getBlob('cities.xlsx', { query: { ufs: [35] } });
    expect(await blob.text()).toBe('a;b');
    const { url, headers } = lastRequest();
    expect(url).toBe('/api/cities.xlsx?ufs=35');
    expect(headers.get('Accept')).toBe('*/*');
  });

  it('passes the AbortSignal and rejects with the abort error itself', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation((_, init) => {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    });
    const pending = apiClient.get('cities', { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(lastRequest().init.signal).toBe(controller.signal);
  });
});

describe('apiClient error mapping', () => {
  it.each([
    [
      400,
      { message: 'Dados inválidos', code: 'invalid_input', fields: { email: 'E-mail inválido' } },
      { code: 'invalid_input', message: 'Dados inválidos', fields: { email: 'E-mail inválido' } },
    ],
    [
      403,
      { message: 'Você não tem permissão', code: 'forbidden' },
      { code: 'forbidden', message: 'Você não tem permissão', fields: undefined },
    ],
    [
      404,
      { message: 'Oportunidade não encontrada', code: 'proposal_not_found' },
      { code: 'proposal_not_found', message: 'Oportunidade não encontrada', fields: undefined },
    ],
    [
      409,
      { message: 'Transição inválida', code: 'invalid_transition', fields: { status: 1 } },
      { code: 'invalid_transition', message: 'Transição inválida', fields: undefined },
    ],
    [
      429,
      { message: 'Muitas tentativas', code: '' },
      { code: 'http_429', message: 'Muitas tentativas', fields: undefined },
    ],
  ])('maps a %i answer in the API shape', async (status, body, expected) => {
    fetchMock.mockResolvedValue(jsonResponse(body, status));
    const error = await rejection(apiClient.get('anything'));
    expect(error.status).toBe(status);
    expect(error.code).toBe(expected.code);
    expect(error.message).toBe(expected.message);
    expect(error.fields).toEqual(expected.fields);
  });

  it.each([
    ['an HTML page', new Response('<html>Bad Gateway</html>', { status: 502 }), 502],
    ['an empty body', new Response(null, { status: 500 }), 500],
    ['JSON of another shape', jsonResponse({ error: 'boom' }, 503), 503],
  ])('falls back to the generic pt-BR message for %s', async (_, response, status) => {
    fetchMock.mockResolvedValue(response);
    const error = await rejection(apiClient.get('anything'));
    expect(error.status).toBe(status);
    expect(error.code).toBe(`http_${status}`);
    expect(error.message).toBe(
      'Ocorreu um erro ao processar sua solicitação. Por favor, tente novamente.',
    );
  });

  it('maps an unreachable server to status 0 and network_error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(apiClient.get('health'));
    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
    expect(error.message).toBe(
      'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    );
  });

  it('maps a success answer that is not JSON to invalid_response', async () => {
    fetchMock.mockResolvedValue(new Response('<html></html>', { status: 200 }));
    const error = await rejection(apiClient.get('health'));
    expect(error.code).toBe('invalid_response');
  });

  it('calls the registered onUnauthorized callbacks on a 401, then rejects', async () => {
    const listener = vi.fn();
    const unregister = onUnauthorized(listener);
    fetchMock.mockResolvedValue(
      jsonResponse({ message: 'Sessão expirada', code: 'session_expired' }, 401),
    );
    const error = await rejection(apiClient.get('user'));
    expect(error.status).toBe(401);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(error);

    unregister();
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Sessão expirada', code: 'x' }, 401));
    await rejection(apiClient.get('user'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('calls onTermsRequired on the 403 for terms not yet accepted, and on no other 403', async () => {
    const listener = vi.fn();
    const unregister = onTermsRequired(listener);
    fetchMock.mockResolvedValue(
      jsonResponse(
        { message: 'Aceite os termos de uso para continuar.', code: 'contract_not_accepted' },
        403,
      ),
    );
    const error = await rejection(apiClient.get('proposals'));
    expect(error.code).toBe('contract_not_accepted');
    expect(listener).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Proibido', code: 'forbidden' }, 403));
    await rejection(apiClient.get('manage-users'));
    expect(listener).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('does not call onUnauthorized for other errors', async () => {
    const listener = vi.fn();
    const unregister = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Proibido', code: 'forbidden' }, 403));
    await rejection(apiClient.get('manage-users'));
    expect(listener).not.toHaveBeenCalled();
    unregister();
  });
});

describe('apiClient downloads', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', createMemoryStorage());
  });

  it('answers the file with the name from content-disposition', async () => {
    fetchMock.mockResolvedValue(
      new Response('a;b', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="export-cities-1.csv"' },
      }),
    );
    const file = await apiClient.getFile('cities', { query: { format: 'csv' } });
    expect(file.fileName).toBe('export-cities-1.csv');
    expect(await file.blob.text()).toBe('a;b');
    expect(lastRequest().url).toBe('/api/cities?format=csv');
  });

  it('answers a null name when the server gave none', async () => {
    fetchMock.mockResolvedValue(new Response('x', { status: 200 }));
    expect((await apiClient.getFile('cities')).fileName).toBeNull();
  });
});
