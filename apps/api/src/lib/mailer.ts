import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's answer goes, when not to the sender. */
  replyTo?: string;
};
export type Mailer = { send: (message: MailMessage) => Promise<void> };

type Logger = { info: (obj: object, msg: string) => void };

/**
 * E-mail through SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in
 * DATA_DIR/outbox, so a local installation works without a mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'e-mail sent');
      },
    };
  }
  const outbox = join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(outbox, { recursive: true });
      const file = join(outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, info.message as Buffer);
      options.log.info(
        { to: message.to, subject: message.subject, file },
        'e-mail written to outbox',
      );
    },
  };
}
