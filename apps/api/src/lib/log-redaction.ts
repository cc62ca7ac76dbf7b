import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets: session tokens, stream tickets, codes, file signatures. */
const SECRET_PARAMETERS = new Set([
  'access_token',
  'ticket',
  'token',
  'code',
  'password',
  'confirm_password',
  'sig',
]);
const REDACTED = '[oculto]';

/** The URL as logs may show it: secret query values replaced. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return SECRET_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: string;
};

/**
 * Log serializers: requests without secrets in their URL, and errors without the bound
 * parameters some database errors carry (e-mails, hashes, tokens).
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
  err(error: Error & { code?: unknown; cause?: unknown }): LoggedError {
    const withoutParams = (text: string | undefined) =>
      (text ?? '').replace(/\nparams:[\s\S]*$/, '');
    return {
      type: error.constructor?.name ?? 'Error',
      message: withoutParams(error.message),
      stack: withoutParams(error.stack),
      code: error.code,
      ...(error.cause instanceof Error ? { cause: withoutParams(error.cause.message) } : {}),
    };
  },
};

/** Headers that never reach a log line, whatever a serializer does. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];
