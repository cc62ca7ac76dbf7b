export type ApiErrorFields = Readonly<Record<string, string>>;

/** The error shape every API error response carries. */
export interface ApiErrorBody {
  message: string;
  code: string;
  fields?: ApiErrorFields;
}

export interface ApiErrorInit extends ApiErrorBody {
  status: number;
}

/**
 * A failed API call. `message` is the pt-BR text to show the user; `code` is stable and
 * meant for branching; `status` is 0 when the server could not be reached.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: ApiErrorFields | undefined;

  constructor({ status, code, message, fields }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Maps an error response to an ApiError. A body in the API's shape supplies message, code
 * and fields; anything else (a proxy's HTML page, an empty body) gets the fallback message
 * and the code `http_<status>`.
 */
export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const record = isRecord(body) ? body : {};
  const message =
    typeof record.message === 'string' && record.message.trim() !== ''
      ? record.message
      : fallbackMessage;
  const code =
    typeof record.code === 'string' && record.code !== '' ? record.code : `http_${status}`;
  const fields = parseFields(record.fields);
  return new ApiError(fields ? { status, code, message, fields } : { status, code, message });
}

function parseFields(value: unknown): ApiErrorFields | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
