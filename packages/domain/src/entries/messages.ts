/** The pt-BR messages both sides show, and the API's error codes with theirs. */
export type { ApiErrorCode } from '../messages/api-errors.ts';
export { API_ERROR_CODES, API_ERROR_MESSAGES, API_ERROR_STATUS } from '../messages/api-errors.ts';
export { MESSAGES } from '../messages/messages.ts';
export { SHOWCASE_PAGE_TEXTS } from '../messages/showcase-page.ts';
