/** SQLSTATEs of a server that is going away, restarting or refusing connections. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * Whether an error means the database cannot be reached right now (rather than that the
 * statement was wrong): such requests answer 503 and the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
    ) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
