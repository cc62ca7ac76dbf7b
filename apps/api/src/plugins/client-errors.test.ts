import type { Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { API_ERROR_MESSAGES, type ApiErrorCode } from '@oportuna/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawAnswer, rawHttp } from '../../test/raw-http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { answerClientError } from './client-errors.ts';

const request = (lines: string[], body = '') =>
  `${[...lines, 'Host: localhost', 'Connection: close'].join('\r\n')}\r\n\r\n${body}`;
const json = (body: string) => [
  'Content-Type: application/json',
  `Content-Length: ${Buffer.byteLength(body)}`,
];

describe('errors raised by Node and Fastify before any route answer in the error shape, in pt-BR', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    // A real listener: Node's HTTP parser, which app.inject bypasses, refuses some of these.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  const send = (raw: string | Buffer) => rawHttp(port, raw);
  const expectAnswer = (answer: RawAnswer, status: number, code: string) => {
    expect(answer.status, answer.body).toBe(status);
    expect(answer.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    const body = JSON.parse(answer.body);
    expect(body.code).toBe(code);
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    // Fastify's and Node's own English texts must not leak through.
    expect(body.message).not.toMatch(/\b(the|is|not|valid|body|request|error)\b/i);
    return body as { message: string; code: string };
  };

  it.each([
    [
      'headers larger than Node accepts',
      request(['GET /api/health HTTP/1.1', `X-Big: ${'a'.repeat(20_000)}`]),
      431,
      'headers_too_large',
    ],
    [
      'a request line larger than Node accepts',
      request([`GET /api/cities?name=${'a'.repeat(20_000)} HTTP/1.1`]),
      431,
      'headers_too_large',
    ],
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400, 'bad_request'],
    ['an unknown method', request(['FOO /api/health HTTP/1.1']), 400, 'bad_request'],
    [
      'a NUL byte in a header',
      request(['GET /api/health HTTP/1.1', 'X-A: a\u0000b']),
      400,
      'bad_request',
    ],
    [
      'a Content-Length that is not a number',
      request(
        ['POST /api/login_check HTTP/1.1', 'Content-Type: application/json', 'Content-Length: abc'],
        '{}',
      ),
      400,
      'bad_request',
    ],
    [
      'both Content-Length and Transfer-Encoding',
      request(
        [
          'POST /api/login_check HTTP/1.1',
          'Content-Type: application/json',
          'Content-Length: 2',
          'Transfer-Encoding: chunked',
        ],
        '0\r\n\r\n',
      ),
      400,
      'bad_request',
    ],
  ])('%s → %s', async (_case, raw, status, code) => {
    const body = expectAnswer(await send(raw), status, code);
    expect(body.message).toBe(API_ERROR_MESSAGES[code as ApiErrorCode]);
  });

  it.each([
    [
      'a badly percent-encoded path',
      request(['GET /api/cities/%E0%A4%A HTTP/1.1']),
      400,
      'invalid_url',
    ],
    [
      'a path parameter longer than the router accepts',
      request([`GET /api/cities/${'9'.repeat(200)} HTTP/1.1`]),
      414,
      'uri_too_long',
    ],
    [
      'a body in an unsupported format',
      request(
        ['POST /api/login_check HTTP/1.1', 'Content-Type: application/xml', 'Content-Length: 2'],
        '{}',
      ),
      415,
      'unsupported_media_type',
    ],
    [
      'an invalid JSON body',
      request(['POST /api/login_check HTTP/1.1', ...json('{"a":')], '{"a":'),
      400,
      'invalid_json',
    ],
    [
      'an empty JSON body',
      request(['POST /api/login_check HTTP/1.1', ...json('')]),
      400,
      'empty_body',
    ],
    [
      'a body over the size limit',
      request(
        ['POST /api/login_check HTTP/1.1', ...json(' '.repeat(1_000_001))],
        ' '.repeat(1_000_001),
      ),
      413,
      'payload_too_large',
    ],
    [
      'a body in an unsupported content encoding',
      request(['POST /api/login_check HTTP/1.1', ...json('{}'), 'Content-Encoding: zstd'], '{}'),
      415,
      'unsupported_content_encoding',
    ],
    [
      'a compressed body that does not decompress',
      request(
        ['POST /api/login_check HTTP/1.1', ...json('abcde'), 'Content-Encoding: gzip'],
        'abcde',
      ),
      400,
      'invalid_content_encoding',
    ],
  ])('%s → %s', async (_case, raw, status, code) => {
    expectAnswer(await send(raw), status, code);
  });

  it('answers a request that never finishes arriving with 408, on the socket', () => {
    let written = '';
    const socket = {
      destroyed: false,
      writable: true,
      end: (data: string) => {
        written = data;
      },
    } as unknown as Socket;
    const timeout = Object.assign(new Error('Request timeout'), {
      code: 'ERR_HTTP_REQUEST_TIMEOUT',
    });
    answerClientError.call(t.app, timeout, socket);
    const [head = '', body = ''] = written.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(JSON.parse(body)).toEqual({
      message: API_ERROR_MESSAGES.request_timeout,
      code: 'request_timeout',
    });
  });

  it('decompresses a gzip body and still checks its text', async () => {
    const gzipped = gzipSync('{"username":"a\\u0000b","password":"x"}');
    const head = request([
      'POST /api/login_check HTTP/1.1',
      'Content-Type: application/json',
      'Content-Encoding: gzip',
      `Content-Length: ${gzipped.length}`,
    ]);
    const answer = await send(Buffer.concat([Buffer.from(head), gzipped]));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'invalid_characters' });
  });
});
