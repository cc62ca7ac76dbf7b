import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it.each([
    [paths.cities.detail.getHref(3550308), '/cities/3550308'],
    [paths.states.edit.getHref(35), '/states/35/edit'],
    [paths.proposals.detail.getHref('a/b'), '/proposals/a%2Fb'],
    [paths.companies.detail.getHref('12.345.678/0001-95'), '/companies/12345678000195'],
    [paths.companies.edit.getHref('12345678000195'), '/companies/12345678000195/edit'],
    [paths.users.logs.getHref(9), '/manage-users/logs/9'],
    [paths.auth.forgotPassword.getHref(), '/auth/forgot-password'],
    [paths.auth.forgotPassword.getHref('t k'), '/auth/forgot-password?token=t+k'],
    [paths.auth.changePassword.getHref('abc'), '/auth/change-password?token=abc'],
    [paths.corporateConnections.getHref(), '/corporate-connections'],
    [paths.proposals.list.getHref(), '/proposals'],
    [paths.proposals.list.getHref({ customer: 12 }), '/proposals#customer:12'],
    [paths.proposals.list.getHref({ type: 'company' }), '/proposals#type:company'],
    [paths.terms.getHref(), '/terms'],
    [paths.terms.getHref('privacidade'), '/terms#privacidade'],
    [
      paths.corporateConnections.getHref({ name: 'José da Silva' }),
      '/corporate-connections?name=Jos%C3%A9+da+Silva',
    ],
  ])('%s', (href, expected) => {
    expect(href).toBe(expected);
  });

  it('uses router patterns whose parameters match the spec routes', () => {
    expect(paths.cities.edit.path).toBe('/cities/:cityId/edit');
    expect(paths.companies.detail.path).toBe('/companies/:document');
    expect(paths.users.edit.path).toBe('/manage-users/edit/:userId');
    expect(paths.profile.notificationConfiguration.path).toBe(
      '/user-profile/notification-configuration',
    );
    expect(paths.error.path).toBe('/error/error-v1');
  });
});
