import { UPLOAD_ACCEPTED_MIME_TYPES, UPLOAD_MAX_BYTES } from '@oportuna/domain/files';
import { MESSAGES } from '@oportuna/domain/messages';
import { describe, expect, it } from 'vitest';
import { checkUpload, type UploadRules } from './upload-rules.ts';

const rules: UploadRules = {
  accept: UPLOAD_ACCEPTED_MIME_TYPES.image,
  maxBytes: UPLOAD_MAX_BYTES.default,
  typeMessage: 'Envie JPEG ou PNG.',
};

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

describe('checkUpload', () => {
  it('accepts one jpeg or png within 5 MB', () => {
    const png = file('foto.png', 'image/png', 1024);
    expect(checkUpload([png], rules)).toEqual({ ok: true, file: png });
    const jpeg = file('foto.jpg', 'image/jpeg', 5_000_000);
    expect(checkUpload([jpeg], rules)).toEqual({ ok: true, file: jpeg });
  });

  it('refuses a file over 5,000,000 bytes', () => {
    expect(checkUpload([file('grande.png', 'image/png', 5_000_001)], rules)).toEqual({
      ok: false,
      message: 'O tamanho de cada arquivo é limitado a 5 MB.',
    });
  });

  it('refuses more than one file per drop', () => {
    const files = [file('a.png', 'image/png', 10), file('b.png', 'image/png', 10)];
    expect(checkUpload(files, rules)).toEqual({
      ok: false,
      message: 'Apenas um arquivo nessa área!',
    });
    expect(MESSAGES.upload.oneFileOnly).toBe('Apenas um arquivo nessa área!');
  });

  it('refuses other types', () => {
    expect(checkUpload([file('a.pdf', 'application/pdf', 10)], rules)).toEqual({
      ok: false,
      message: 'Envie JPEG ou PNG.',
    });
    expect(checkUpload([file('a.gif', 'image/gif', 10)], rules).ok).toBe(false);
  });
});
