import { MESSAGES } from '@oportuna/domain/messages';
import { i18n } from '../../i18n/index.ts';
import { apiUrl, reportUnauthorized } from '../../lib/api-client.ts';
import { ApiError, toApiError } from '../../lib/api-error.ts';
import { getAuthToken } from '../../lib/auth-token.ts';
import type { QueryParams } from '../../lib/query-string.ts';

/** POST files answers the stored file and the address to show it. */
export interface UploadedFile {
  file: { original_name: string; path: string };
  url: string;
}

export interface UploadOptions {
  query?: QueryParams;
  /** Called with the percentage sent so far (0 to 100). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Tests pass a stand-in; the browser's XMLHttpRequest otherwise. */
  createRequest?: () => XMLHttpRequest;
}

/**
 * Sends one file as the multipart field `file`. XMLHttpRequest rather than fetch, because only
 * it reports upload progress. An answer without a file is a failure (MESSAGES.upload.failed).
 */
export function uploadFile(
  path: string,
  file: File,
  { query, onProgress, signal, createRequest = () => new XMLHttpRequest() }: UploadOptions = {},
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = createRequest();
    request.open('POST', apiUrl(path, query));
    request.setRequestHeader('Accept', 'application/json');
    const token = getAuthToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.onload = () => {
      const body = parseBody(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        const error = toApiError(request.status, body, i18n.t('common.errors.unexpected'));
        if (request.status === 401) reportUnauthorized(error);
        reject(error);
        return;
      }
      if (!hasFile(body)) {
        reject(
          new ApiError({
            status: request.status,
            code: 'upload_failed',
            message: MESSAGES.upload.failed,
          }),
        );
        return;
      }
      onProgress?.(100);
      resolve(body);
    };
    request.onerror = () =>
      reject(
        new ApiError({
          status: 0,
          code: 'network_error',
          message: i18n.t('common.errors.network'),
        }),
      );
    request.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

function parseBody(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function hasFile(body: unknown): body is UploadedFile {
  if (typeof body !== 'object' || body === null) return false;
  const { file } = body as { file?: unknown };
  return (
    typeof file === 'object' &&
    file !== null &&
    typeof (file as { path?: unknown }).path === 'string'
  );
}
