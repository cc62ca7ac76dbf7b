import { describe, expect, it } from 'vitest';
import { userMenuEntries } from './user-menu-entries.ts';

const keys = (roles: string[], customer: { id: number } | null = { id: 7 }) =>
  userMenuEntries({ roles, customer }).map((entry) => entry.key);

describe('userMenuEntries', () => {
  it('gives a user profile, activities, own opportunities and logout', () => {
    expect(keys(['ROLE_USER'])).toEqual(['profile', 'activities', 'myProposals', 'logout']);
  });

  it('adds Whitelabel, Resultados (of its customer) and Usuários for an administrator', () => {
    expect(keys(['ROLE_ADMIN'])).toEqual([
      'profile',
      'activities',
      'myProposals',
      'whitelabel',
      'outcomes',
      'users',
      'logout',
    ]);
  });

  it('adds Clientes for the superadmin only', () => {
    expect(keys(['ROLE_SUPERADMIN'], null)).toEqual([
      'profile',
      'activities',
      'myProposals',
      'whitelabel',
      'customers',
      'users',
      'logout',
    ]);
  });

  it('links the own opportunities to the list filtered by the user customer', () => {
    const entries = userMenuEntries({ roles: ['ROLE_USER'], customer: { id: 7 } });
    expect(entries.find((entry) => entry.key === 'myProposals')?.href).toBe(
      '/proposals#customer:7',
    );
    expect(entries.find((entry) => entry.key === 'logout')?.href).toBe('/logout');
  });
});

describe('Resultados in the user menu', () => {
  it('leads an admin to its own customer’s outcomes', () => {
    const entry = userMenuEntries({ roles: ['ROLE_ADMIN'], customer: { id: 7 } }).find(
      (item) => item.key === 'outcomes',
    );
    expect(entry?.href).toBe('/customer-outcomes/7');
  });
});
