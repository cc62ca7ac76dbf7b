export const DEMO_PASSWORD = 'Oportuna@2026';

/** The demo accounts, documented in the README and printed at start. */
export const DEMO_ACCOUNTS = [
  { email: 'superadmin@oportuna.dev', role: 'ROLE_SUPERADMIN', customer: null },
  { email: 'admin.cidade@oportuna.dev', role: 'ROLE_ADMIN', customer: 'city' },
  { email: 'usuario.cidade@oportuna.dev', role: 'ROLE_USER', customer: 'city' },
  { email: 'admin.estado@oportuna.dev', role: 'ROLE_ADMIN', customer: 'state' },
  { email: 'admin.empresa@oportuna.dev', role: 'ROLE_ADMIN', customer: 'company' },
  { email: 'usuario.empresa@oportuna.dev', role: 'ROLE_USER', customer: 'company' },
] as const;

const CUSTOMER_LABEL = {
  city: 'Prefeitura de Bauru',
  state: 'Governo de São Paulo',
  company: 'empresa',
};

export function printDemoAccounts(publicUrl: string): void {
  const lines = [
    '',
    `Oportuna em ${publicUrl}`,
    `Contas de demonstração (senha de todas: ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map(
      (a) =>
        `  ${a.email.padEnd(30)} ${a.role.padEnd(16)} ${a.customer ? CUSTOMER_LABEL[a.customer] : ''}`,
    ),
    'O código de verificação de cada login chega por e-mail (sem SMTP_URL: arquivos .eml em DATA_DIR/outbox).',
    '',
  ];
  console.log(lines.join('\n'));
}
