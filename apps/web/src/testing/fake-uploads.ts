import { vi } from 'vitest';

/**
 * XMLHttpRequest as the upload uses it, answering at once with the file stored under
 * `uploads/<name>`. Each sent file is recorded with the query it went with.
 */
export function fakeUploads() {
  const sent: { url: string; name: string }[] = [];
  class FakeRequest {
    url = '';
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      const file = body.get('file') as File;
      sent.push({ url: this.url, name: file.name });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      setTimeout(() => {
        this.status = 201;
        this.responseText = JSON.stringify({
          file: { original_name: file.name, path: `uploads/${file.name}` },
          url: `/api/files/uploads/${file.name}?sig=x`,
        });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}
