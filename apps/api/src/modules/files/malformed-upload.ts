import { MESSAGES } from '@oportuna/domain';
import { DomainError } from '../../lib/errors.ts';

/**
 * The multipart parser (busboy) reports a malformed or truncated body with plain errors that
 * carry no code, only these texts; its own limits arrive as coded FST_ errors instead, which
 * the error handler maps.
 */
const PARSER_FAILURES =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|(Part|Preamble) terminated early)/;

/** The client's fault in the client's words; any other error as it is. */
export function asMalformedUpload(error: unknown): unknown {
  if (error instanceof Error && !('code' in error) && PARSER_FAILURES.test(error.message)) {
    return new DomainError('validation_failed', MESSAGES.upload.malformed, 'invalid_multipart');
  }
  return error;
}
