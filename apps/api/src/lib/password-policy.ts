import { createRequire } from 'node:module';
import { MESSAGES } from '@oportuna/domain';

export const PASSWORD_MIN_CHARACTERS = 8;

/** Words tied to this product that people reach for first. */
const PRODUCT_WORDS = ['oportuna', 'oportunidade', 'oportunidades'];

let commonPasswords: Set<string> | undefined;

/**
 * The ~49,000 most common passwords of public breach lists (zxcvbn-ts's dictionary, which
 * includes Portuguese favourites such as "senha123"), compared without case. The dictionaries
 * (some MB) are read on the first password checked, not by every server at start.
 */
function isCommon(lowercase: string): boolean {
  if (!commonPasswords) {
    const { dictionary } = createRequire(import.meta.url)(
      '@zxcvbn-ts/language-common',
    ) as typeof import('@zxcvbn-ts/language-common');
    commonPasswords = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  }
  return commonPasswords.has(lowercase);
}

/**
 * The server's rule for a new password: at least 8 characters, not blank, not among the most
 * common passwords, not the account's own e-mail or the product's name, even with digits or symbols around them.
 * Answers the pt-BR message to show, or null when the password is acceptable.
 */
export function newPasswordProblem(password: string, context: { email?: string } = {}) {
  if ([...password].length < PASSWORD_MIN_CHARACTERS || password.trim() === '') {
    return MESSAGES.auth.passwordTooShort;
  }
  const lowercase = password.toLowerCase();
  const core = lowercase.replace(/^\P{L}+|\P{L}+$/gu, '');
  const personal = context.email ? [context.email.toLowerCase(), context.email.split('@')[0]] : [];
  if (
    isCommon(lowercase) ||
    isCommon(core) ||
    [...PRODUCT_WORDS, ...personal].some((word) => word && (lowercase === word || core === word))
  ) {
    return MESSAGES.auth.passwordTooCommon;
  }
  return null;
}
