import { z } from 'zod';
import { readSeedData } from './seed-data.ts';

const customerKey = z.enum(['city', 'state', 'company']);

/** The demo accounts, documented in the README and printed at start, and who holds each. */
const ACCOUNTS = readSeedData(
  'accounts.json',
  z.object({
    password: z.string(),
    /** How the printed list names each customer. */
    customerLabels: z.record(customerKey, z.string()),
    accounts: z.array(
      z.object({
        email: z.email(),
        role: z.enum(['ROLE_SUPERADMIN', 'ROLE_ADMIN', 'ROLE_USER']),
        customer: customerKey.nullable(),
        name: z.string(),
        occupation: z.string(),
        /** Of the holder's phones. */
        areaCode: z.string().regex(/^\d{2}$/),
      }),
    ),
  }),
);

export const DEMO_PASSWORD = ACCOUNTS.password;
export const DEMO_ACCOUNTS = ACCOUNTS.accounts;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

export function printDemoAccounts(publicUrl: string): void {
  const lines = [
    '',
    `Oportuna em ${publicUrl}`,
    `Contas de demonstração (senha de todas: ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map(
      (a) =>
        `  ${a.email.padEnd(30)} ${a.role.padEnd(16)} ${a.customer ? ACCOUNTS.customerLabels[a.customer] : ''}`,
    ),
    'O código de verificação de cada login chega por e-mail (sem SMTP_URL: arquivos .eml em DATA_DIR/outbox).',
    '',
  ];
  console.log(lines.join('\n'));
}
