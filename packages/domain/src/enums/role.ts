export const ROLES = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_SUPERADMIN'] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ROLE_USER: 'Usuário',
  ROLE_ADMIN: 'Administrador',
  ROLE_SUPERADMIN: 'Superadministrador',
};

/** Roles offered when creating or editing a user; the super-administrator role is not handed out there. */
export const ASSIGNABLE_ROLES = ['ROLE_ADMIN', 'ROLE_USER'] as const satisfies readonly Role[];

export function isSuperAdmin(roles: readonly string[]): boolean {
  return roles.includes('ROLE_SUPERADMIN');
}

/** Administrators and the super-administrator share the administration screens. */
export function isAdmin(roles: readonly string[]): boolean {
  return roles.includes('ROLE_ADMIN') || isSuperAdmin(roles);
}
