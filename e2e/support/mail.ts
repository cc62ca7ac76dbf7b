import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { outboxMessages } from './outbox.ts';

const POLL_MS = 200;
const TIMEOUT_MS = 15_000;

/** Names of the .eml files already in the outbox, to tell the next message apart. */
export function outboxSnapshot(): Set<string> {
  try {
    return new Set(readdirSync(join(process.env.E2E_DATA_DIR ?? '', 'outbox')));
  } catch {
    return new Set();
  }
}

/** The body of an .eml file, quoted-printable decoded (soft line breaks and =XX bytes). */
function decodeMessage(content: string): string {
  const separator = /\r?\n\r?\n/.exec(content);
  const body = separator ? content.slice(separator.index + separator[0].length) : content;
  const unfolded = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unfolded.length; index += 1) {
    const hex = unfolded.slice(index + 1, index + 3);
    if (unfolded[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * Waits for a message to `to` that was not in `before` (and whose body matches `body`, since
 * other e-mails, such as notifications, may arrive meanwhile), and answers its decoded body.
 */
export async function nextMessageTo(
  to: string,
  before: Set<string>,
  body?: RegExp,
): Promise<string> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    const message = outboxMessages()
      .filter(
        ({ file, content }) =>
          !before.has(file) && new RegExp(`^To: .*${escapeRegExp(to)}`, 'mi').test(content),
      )
      .map(({ content }) => decodeMessage(content))
      .find((decoded) => !body || body.test(decoded));
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`Nenhum e-mail novo para ${to} em ${TIMEOUT_MS} ms.`);
}

/** What tells a sign-in code e-mail apart from the others. */
export const SIGN_IN_CODE_MAIL = /c[óo]digo de acesso/i;

/** The 4-digit sign-in code of the body. */
export function twoFactorCodeIn(body: string): string {
  const code = /c[óo]digo de acesso[^\d]*(\d{4})\b/i.exec(body)?.[1];
  if (!code) throw new Error(`E-mail sem código de acesso:\n${body}`);
  return code;
}

/** The path and query of the password-reset link in the body. */
export function resetLinkIn(body: string): string {
  const link = /https?:\/\/\S+\/auth\/forgot-password\?token=[\w-]+/.exec(body)?.[0];
  if (!link) throw new Error(`E-mail sem link de redefinição:\n${body}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
