import { API_ERROR_MESSAGES, type ApiError, formatZodIssues, MESSAGES } from '@oportuna/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { DomainError } from '../lib/errors.ts';

/** A multipart body that could not be read: malformed, or cut short. */
const MULTIPART_MALFORMED = {
  status: 400,
  code: 'invalid_multipart',
  message: MESSAGES.upload.malformed,
};

/**
 * The multipart parser (busboy) reports a malformed or truncated body with plain errors that
 * carry no code, only these texts, on whichever route reads the body; its limits and
 * @fastify/multipart's own failures arrive as coded FST_ errors instead (below).
 */
const MULTIPART_PARSER_FAILURES =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|(Part|Preamble) terminated early|The needle cannot (be an empty|have a length bigger))/;

const isMalformedMultipart = (error: Error) =>
  !('code' in error) && MULTIPART_PARSER_FAILURES.test(error.message);

/** Fastify's own client errors, mapped to the product's codes and pt-BR messages. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'O corpo da requisição não é um JSON válido.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'empty_body',
    message: 'O corpo da requisição está vazio.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: API_ERROR_MESSAGES.payload_too_large,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Formato de conteúdo não suportado.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid_content_length',
    message: 'Tamanho do conteúdo inválido.',
  },
  FST_ERR_BAD_URL: {
    status: 400,
    code: 'invalid_url',
    message: API_ERROR_MESSAGES.invalid_url,
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'uri_too_long',
    message: API_ERROR_MESSAGES.uri_too_long,
  },
  FST_CP_ERR_INVALID_CONTENT_ENCODING: {
    status: 415,
    code: 'unsupported_content_encoding',
    message: API_ERROR_MESSAGES.unsupported_content_encoding,
  },
  FST_CP_ERR_INVALID_CONTENT: {
    status: 400,
    code: 'invalid_content_encoding',
    message: API_ERROR_MESSAGES.invalid_content_encoding,
  },
  FST_ERR_VALIDATION: {
    status: 400,
    code: 'validation_failed',
    message: API_ERROR_MESSAGES.validation_failed,
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: MULTIPART_MALFORMED,
  FST_MP_PREMATURE_CLOSE: MULTIPART_MALFORMED,
  FST_PROTO_VIOLATION: MULTIPART_MALFORMED,
  FST_INVALID_JSON_FIELD_ERROR: MULTIPART_MALFORMED,
  FST_PARTS_LIMIT: { status: 413, code: 'too_many_parts', message: MESSAGES.upload.tooManyParts },
  FST_FIELDS_LIMIT: { status: 413, code: 'too_many_parts', message: MESSAGES.upload.tooManyParts },
  FST_FILES_LIMIT: { status: 400, code: 'one_file_only', message: MESSAGES.upload.oneFileOnly },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: 'file_too_large',
    message: API_ERROR_MESSAGES.payload_too_large,
  },
};

function send(reply: FastifyReply, status: number, body: ApiError) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        fields[path || '_'] ??= issue.message ?? API_ERROR_MESSAGES.validation_failed;
      }
      return send(reply, 400, {
        message: API_ERROR_MESSAGES.validation_failed,
        code: 'validation_failed',
        fields,
      });
    }
    if (error instanceof DomainError) {
      return send(reply, error.status, {
        message: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (error instanceof ZodError) {
      return send(reply, 400, {
        message: API_ERROR_MESSAGES.validation_failed,
        code: 'validation_failed',
        fields: formatZodIssues(error),
      });
    }
    const known = isMalformedMultipart(error)
      ? MULTIPART_MALFORMED
      : error.code
        ? FASTIFY_CLIENT_ERRORS[error.code]
        : undefined;
    if (known) return send(reply, known.status, { message: known.message, code: known.code });
    if (error.statusCode === 429) {
      return send(reply, 429, {
        message: API_ERROR_MESSAGES.too_many_requests,
        code: 'too_many_requests',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, {
        message: API_ERROR_MESSAGES.validation_failed,
        code: error.code?.toLowerCase() ?? 'bad_request',
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, 503, {
        message: API_ERROR_MESSAGES.service_unavailable,
        code: 'service_unavailable',
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
    } else {
      request.log.error({ err: error }, 'unexpected failure');
    }
    return send(reply, 500, { message: API_ERROR_MESSAGES.internal, code: 'internal' });
  });
});
