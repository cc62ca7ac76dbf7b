import { describe, expect, it } from 'vitest';
import { aCurrentUser } from '../../testing/current-user.ts';
import {
  createInitialSessionState,
  isSignedIn,
  type SessionState,
  sessionReducer,
} from './session-state.ts';

const signedOut = createInitialSessionState(null);

describe('session state', () => {
  it('starts with two-factor pending and the terms assumed accepted', () => {
    expect(signedOut).toEqual({
      authToken: null,
      user: null,
      hasExpiredToken: false,
      twoFactor: true,
      terms: true,
    });
    expect(createInitialSessionState('stored').authToken).toBe('stored');
  });

  it('login stores the token, resets two-factor and terms, clears the expired flag', () => {
    const expired: SessionState = { ...signedOut, hasExpiredToken: true, terms: false };
    const state = sessionReducer(expired, {
      type: 'loggedIn',
      token: 'jwt',
      contractAccepted: true,
    });
    expect(state).toEqual({
      authToken: 'jwt',
      user: null,
      hasExpiredToken: false,
      twoFactor: true,
      terms: true,
    });
  });

  it('a login answer with the contract not accepted sets terms false', () => {
    const state = sessionReducer(signedOut, {
      type: 'loggedIn',
      token: 'jwt',
      contractAccepted: false,
    });
    expect(state.terms).toBe(false);
  });

  it('a loaded profile with the code checked marks two-factor done', () => {
    const loggedIn = sessionReducer(signedOut, {
      type: 'loggedIn',
      token: 'jwt',
      contractAccepted: true,
    });
    const user = aCurrentUser();
    const state = sessionReducer(loggedIn, { type: 'userLoaded', user });
    expect(state).toMatchObject({ authToken: 'jwt', user, twoFactor: false, terms: true });
    expect(isSignedIn(state)).toBe(true);
  });

  it('a stored token whose code was never checked keeps two-factor pending', () => {
    const state = sessionReducer(createInitialSessionState('jwt'), {
      type: 'userLoaded',
      user: aCurrentUser({ two_factor_verified: false }),
    });
    expect(state.twoFactor).toBe(true);
    expect(isSignedIn(state)).toBe(false);
  });

  it('a reload does not skip a pending contract', () => {
    const state = sessionReducer(createInitialSessionState('jwt'), {
      type: 'userLoaded',
      user: aCurrentUser({ contract_accepted: false }),
    });
    expect(state.terms).toBe(false);
  });

  it('accepting the terms sets terms true', () => {
    const pending = sessionReducer(createInitialSessionState('jwt'), {
      type: 'userLoaded',
      user: aCurrentUser({ contract_accepted: false }),
    });
    const state = sessionReducer(pending, { type: 'termsAccepted' });
    expect(state.terms).toBe(true);
    expect(state.user?.contract_accepted).toBe(true);
  });

  it('a refusal for terms not accepted brings the terms back, only while signed in', () => {
    const accepted = sessionReducer(createInitialSessionState('jwt'), {
      type: 'userLoaded',
      user: aCurrentUser({ contract_accepted: true }),
    });
    expect(sessionReducer(accepted, { type: 'termsRequired' }).terms).toBe(false);
    const signedOut = createInitialSessionState(null);
    expect(sessionReducer(signedOut, { type: 'termsRequired' })).toEqual(signedOut);
  });

  it.each([
    [false, false],
    [true, true],
  ])('logout (expired: %s) resets everything, hasExpiredToken %s', (expired, flag) => {
    const signedIn = sessionReducer(createInitialSessionState('jwt'), {
      type: 'userLoaded',
      user: aCurrentUser({ contract_accepted: false }),
    });
    expect(sessionReducer(signedIn, { type: 'loggedOut', expired })).toEqual({
      ...signedOut,
      hasExpiredToken: flag,
    });
  });
});
