import type { AuditEntry, AuditListResponse } from '@oportuna/domain/activity-log';

/** An entry as GET users/{id}/audits answers it, with overrides for the case at hand. */
export function aLogEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    action: 'auth.login',
    description: 'Login com senha; código de verificação enviado por e-mail',
    occurred_at: '2026-03-10T13:05:00.000Z',
    metadata: {},
    ...overrides,
  };
}

export function aLogPage(
  data: AuditEntry[],
  overrides: Partial<AuditListResponse> = {},
): AuditListResponse {
  return {
    data,
    total: data.length,
    user: { id: 3, name: 'Ana Souza', email: 'admin.cidade@oportuna.dev' },
    ...overrides,
  };
}
