import { describe, expect, it } from 'vitest';
import { auditPeriodQuerySchema, auditsQuerySchema } from '../api-contract/audits.ts';
import { ACTIVITY_ACTION_LABELS, activityActionLabel } from './activity-actions.ts';
import { activityPeriodText, formatActivityDateTime } from './activity-dates.ts';
import { activityParameters } from './activity-parameters.ts';

describe('activity action labels', () => {
  it('name every code in pt-BR words, never the code itself', () => {
    for (const [code, label] of Object.entries(ACTIVITY_ACTION_LABELS)) {
      expect(code).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(label).not.toMatch(/[._]/);
      expect(label).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
    }
    expect(activityActionLabel('auth.login')).toBe('Entrada no sistema');
  });

  it('give a code nobody labelled a readable label', () => {
    expect(activityActionLabel('legacy.thing')).toBe('Outra atividade');
    expect(activityActionLabel('toString')).toBe('Outra atividade');
  });
});

describe('activity parameters', () => {
  it('read as pt-BR labels and values', () => {
    expect(
      activityParameters('proposal.complete', { proposal_id: 7, from: 'open', to: 'completed' }),
    ).toEqual([
      { key: 'proposal_id', label: 'Código da oportunidade', value: '7' },
      { key: 'from', label: 'Situação anterior', value: 'Ativa' },
      { key: 'to', label: 'Nova situação', value: 'Ganha / Concretizada' },
    ]);
    expect(
      activityParameters('favorite.added', { entity: 'state', entity_id: '35' }).map(
        (p) => `${p.label}: ${p.value}`,
      ),
    ).toEqual(['Tipo de item: Estado', 'Item: 35']);
  });

  it('formats documents, sizes, types, roles, flags and empty values', () => {
    const values = (action: string, metadata: Record<string, unknown>) =>
      activityParameters(action, metadata).map((p) => p.value);
    expect(values('company.registered', { cnpj: '11222333000181' })).toEqual([
      '11.222.333/0001-81',
    ]);
    expect(values('file.uploaded', { size: 2048 })).toEqual(['2 KB']);
    expect(values('customer.created', { type: 'state' })).toEqual(['Governo']);
    expect(values('proposal.created', { type: 'city' })).toEqual(['Pública']);
    expect(values('user.updated', { roles: ['ROLE_ADMIN', 'ROLE_USER'] })).toEqual([
      'Administrador, Usuário',
    ]);
    expect(values('user.updated', { is_active: false, logo: null })).toEqual(['Não', '—']);
  });

  it('turns a key nobody labelled into words', () => {
    expect(activityParameters('user.updated', { phone_number: '1' })[0]?.label).toBe(
      'Phone number',
    );
  });
});

describe('activity log period', () => {
  it('accepts calendar days in order and refuses the rest with a pt-BR message per field', () => {
    expect(auditPeriodQuerySchema.parse({ from: '2026-01-01', to: '2026-01-01' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
    const wrong = auditsQuerySchema.safeParse({ from: '2026-02-30', to: 'ontem' });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['from', 'Data inicial inválida: use aaaa-mm-dd'],
      ['to', 'Data final inválida: use aaaa-mm-dd'],
    ]);
    const reversed = auditPeriodQuerySchema.safeParse({ from: '2026-02-02', to: '2026-02-01' });
    expect(reversed.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'A data final deve ser igual ou posterior à data inicial',
    });
  });
});

describe('activity dates', () => {
  it('are shown in Brasília time, dd/mm/aaaa', () => {
    expect(formatActivityDateTime('2026-01-02T02:30:05Z')).toBe('01/01/2026 23:30:05');
    expect(activityPeriodText({})).toBe('Todo o período');
    expect(activityPeriodText({ from: '2026-01-01', to: '2026-01-31' })).toBe(
      'De 01/01/2026 a 31/01/2026',
    );
    expect(activityPeriodText({ from: '2026-01-01' })).toBe('A partir de 01/01/2026');
    expect(activityPeriodText({ to: '2026-01-31' })).toBe('Até 31/01/2026');
  });
});
