import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  API_ERROR_MESSAGES,
  API_ERROR_STATUS,
  type ApiError,
  type ApiErrorCode,
} from '@oportuna/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors the router raises before any route runs (a badly percent-encoded URL, a path parameter
 * longer than `maxParamLength`): answered by the app's error handler like any other error.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.server.errorHandler(error, request, reply);
}

function socketErrorCode(error: Error & { code?: string }): ApiErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'headers_too_large';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  return 'bad_request';
}

/**
 * Requests Node's HTTP parser refuses (oversized headers, malformed request lines, a request
 * that never finishes) never reach Fastify: the answer is written on the socket itself.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A connection the client already dropped needs no answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = socketErrorCode(error);
  const status = API_ERROR_STATUS[code];
  const body = JSON.stringify({ message: API_ERROR_MESSAGES[code], code } satisfies ApiError);
  this.log.debug({ err: error }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
