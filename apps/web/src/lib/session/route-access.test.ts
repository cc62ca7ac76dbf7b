import { describe, expect, it } from 'vitest';
import { aCurrentUser } from '../../testing/current-user.ts';
import { type AccessDecision, decideAccess, type RouteAccess } from './route-access.ts';

const admin = aCurrentUser({ roles: ['ROLE_ADMIN'] });
const superadmin = aCurrentUser({ roles: ['ROLE_SUPERADMIN'], customer: null });
const user = aCurrentUser({ roles: ['ROLE_USER'] });

const signedOut = { authToken: null, twoFactor: true, user: null };
const awaitingCode = { authToken: 'jwt', twoFactor: true, user: null };
const loadingProfile = { authToken: 'jwt', twoFactor: false, user: null };
const signedIn = (who = user) => ({ authToken: 'jwt', twoFactor: false, user: who });

const allow: AccessDecision = { kind: 'allow' };
const to = (path: string): AccessDecision => ({ kind: 'redirect', to: path });

describe('decideAccess', () => {
  it.each<[string, RouteAccess, Parameters<typeof decideAccess>[1], AccessDecision]>([
    ['a visitor reaches the sign-in screens', 'guest', signedOut, allow],
    ['a user waiting for the code may go back to login', 'guest', awaitingCode, allow],
    ['a signed-in user on /auth goes to /', 'guest', signedIn(), to('/')],
    ['a visitor on the code screen goes to /auth', 'twoFactor', signedOut, to('/auth')],
    ['a user waiting for the code sees the code screen', 'twoFactor', awaitingCode, allow],
    ['a user with the code checked leaves the code screen', 'twoFactor', signedIn(), to('/')],
    ['a visitor in the application goes to login', 'authenticated', signedOut, to('/auth/login')],
    [
      'a user waiting for the code goes to the code screen',
      'authenticated',
      awaitingCode,
      to('/auth/twofactor'),
    ],
    ['the profile still loading means wait', 'authenticated', loadingProfile, { kind: 'wait' }],
    ['a signed-in user enters the application', 'authenticated', signedIn(), allow],
    ['a visitor on an admin route goes to login', 'admin', signedOut, to('/auth/login')],
    ['a plain user on an admin route goes to /', 'admin', signedIn(user), to('/')],
    ['an administrator enters admin routes', 'admin', signedIn(admin), allow],
    ['the superadmin enters admin routes', 'admin', signedIn(superadmin), allow],
    ['an administrator on a superadmin route goes to /', 'superadmin', signedIn(admin), to('/')],
    ['a plain user on a superadmin route goes to /', 'superadmin', signedIn(user), to('/')],
    ['the superadmin enters superadmin routes', 'superadmin', signedIn(superadmin), allow],
  ])('%s', (_, access, session, expected) => {
    expect(decideAccess(access, session)).toEqual(expected);
  });
});
