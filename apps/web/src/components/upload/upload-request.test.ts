import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { setAuthToken } from '../../lib/auth-token.ts';
import { createMemoryStorage } from '../../testing/memory-storage.ts';
import { uploadFile } from './upload-request.ts';

/** The parts of XMLHttpRequest the upload uses, driven by the test. */
class FakeRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const png = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });

function start(onProgress?: (percent: number) => void) {
  const request = new FakeRequest();
  const promise = uploadFile('files', png, {
    query: { purpose: 'proposal' },
    ...(onProgress ? { onProgress } : {}),
    createRequest: () => request as unknown as XMLHttpRequest,
  });
  return { request, promise };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', createMemoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  it('posts the file as the multipart field "file" with the bearer token', async () => {
    setAuthToken('abc');
    const { request, promise } = start();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/files?purpose=proposal');
    expect(request.headers.Authorization).toBe('Bearer abc');
    const sent = request.sent?.get('file');
    expect(sent instanceof File ? sent.name : null).toBe('foto.png');
    const answer = { file: { original_name: 'foto.png', path: '2026/01/x.png' }, url: '/api/x' };
    request.answer(200, answer);
    await expect(promise).resolves.toEqual(answer);
  });

  it('reports the progress of the upload events', async () => {
    const seen: number[] = [];
    const { request, promise } = start((percent) => seen.push(percent));
    request.progress(25, 100);
    request.progress(512, 1024);
    request.answer(200, { file: { original_name: 'a', path: 'p' }, url: 'u' });
    await promise;
    expect(seen).toEqual([25, 50, 100]);
  });

  it('fails with MESSAGES.upload.failed when the answer has no file', async () => {
    const { request, promise } = start();
    request.answer(200, { url: '/api/x' });
    await expect(promise).rejects.toThrow('Não foi possível enviar o arquivo');
  });

  it('fails with the server message on 413 and 415', async () => {
    const tooLarge = start();
    tooLarge.request.answer(413, {
      message: 'O tamanho de cada arquivo é limitado a 5 MB.',
      code: 'file_too_large',
    });
    const error = await tooLarge.promise.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).message).toBe('O tamanho de cada arquivo é limitado a 5 MB.');

    const wrongType = start();
    wrongType.request.answer(415, { message: 'Tipo de arquivo não permitido.', code: 'x' });
    await expect(wrongType.promise).rejects.toThrow('Tipo de arquivo não permitido.');
  });

  it('fails with the network message when the request cannot be sent', async () => {
    const { request, promise } = start();
    request.onerror?.();
    const error = (await promise.catch((reason: unknown) => reason)) as ApiError;
    expect(error.code).toBe('network_error');
  });
});
