import type { FastifyInstance } from 'fastify';
import { FIXTURE_PASSWORD } from './fixtures.ts';
import type { SmtpCapture } from './smtp-capture.ts';

/** The 4-digit code of the newest login e-mail sent to `email`. */
export function codeFrom(smtp: SmtpCapture, email: string): string {
  // Other e-mails (notifications, security notices) may have arrived after the code.
  const codeLine = /código de acesso ao Oportuna é: (\d{4})/;
  const mail = smtp.messages.filter((m) => m.to.includes(email) && codeLine.test(m.body)).at(-1);
  const code = mail && codeLine.exec(mail.body)?.[1];
  if (!code) throw new Error(`no login code e-mailed to ${email}`);
  return code;
}

export async function passwordLogin(
  app: FastifyInstance,
  email: string,
  password = FIXTURE_PASSWORD,
) {
  return app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: { username: email, password },
  });
}

/** Signs in completely (password and e-mailed code) and returns the bearer header. */
export async function signIn(app: FastifyInstance, smtp: SmtpCapture, email: string) {
  const login = await passwordLogin(app, email);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const token = login.json().token as string;
  const check = await app.inject({
    method: 'POST',
    url: '/api/2fa-check',
    headers: { authorization: `Bearer ${token}` },
    payload: { code: codeFrom(smtp, email) },
  });
  if (check.statusCode !== 200) throw new Error(`2fa failed: ${check.body}`);
  return { authorization: `Bearer ${token}`, token };
}
