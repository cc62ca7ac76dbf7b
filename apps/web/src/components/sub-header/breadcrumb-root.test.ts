import { describe, expect, it } from 'vitest';
import { breadcrumbRootFor } from './breadcrumb-root.ts';

describe('breadcrumbRootFor', () => {
  it.each([
    ['/proposals', { root: 'proposals', href: '/proposals', isRootPage: true }],
    ['/proposals/12', { root: 'proposals', href: '/proposals', isRootPage: false }],
    ['/cities/', { root: 'cities', href: '/cities', isRootPage: true }],
    ['/states/35/edit', { root: 'states', href: '/states', isRootPage: false }],
    ['/companies/12345678000195', { root: 'companies', href: '/companies', isRootPage: false }],
    ['/politicians', { root: 'politicians', href: '/politicians', isRootPage: true }],
  ])('%s', (pathname, expected) => {
    expect(breadcrumbRootFor(pathname)).toEqual(expected);
  });

  it.each(['/', '/manage-users', '/citiesx', '/user-profile/logs'])(
    '%s has no section root',
    (pathname) => {
      expect(breadcrumbRootFor(pathname)).toBeNull();
    },
  );
});
