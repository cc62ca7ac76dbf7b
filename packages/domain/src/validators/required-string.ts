import { z } from 'zod';
import { MESSAGES } from '../messages/messages.ts';

/**
 * Trimmed, non-empty string whose messages stay pt-BR even where the global zod
 * error map has not been installed.
 */
export function requiredString(requiredMessage: string = MESSAGES.validation.required) {
  return z
    .string({
      error: (issue) => (issue.input == null ? requiredMessage : MESSAGES.validation.invalidValue),
    })
    .trim()
    .min(1, { error: requiredMessage, abort: true });
}
