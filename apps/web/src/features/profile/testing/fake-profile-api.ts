import type { FollowableCustomer, Profile } from '@oportuna/domain/profile';
import { vi } from 'vitest';
import { aCurrentUser } from '../../../testing/current-user.ts';
import { aProfile } from './a-profile.ts';

type Failure = { status: number; body: object };

/**
 * A server holding one profile: each PUT stores what it is sent (photo paths become signed
 * addresses), GET profile and GET user answer what is stored. `fail` makes the next PUT fail.
 */
export function fakeProfileApi(
  initial: Profile = aProfile(),
  customers: FollowableCustomer[] = [],
) {
  const state = { profile: structuredClone(initial) };
  const puts: { path: string; body: unknown }[] = [];
  let failure: Failure | null = null;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (method === 'PUT') {
      puts.push({ path: url.pathname, body });
      if (failure) {
        const { status, body: answer } = failure;
        failure = null;
        return Response.json(answer, { status });
      }
      if (url.pathname === '/api/profile/password') {
        return Response.json({ message: 'Senha atualizada!' });
      }
      state.profile = apply(state.profile, url.pathname, body);
      return Response.json(state.profile);
    }
    if (url.pathname === '/api/profile') return Response.json(state.profile);
    if (url.pathname === '/api/profile/notification-customers') return Response.json(customers);
    if (url.pathname === '/api/user') {
      const { profile } = state;
      return Response.json(
        aCurrentUser({ name: profile.name, email: profile.email, photo: profile.photo }),
      );
    }
    return Response.json({}, { status: 404 });
  });
  return {
    state,
    puts,
    failNext: (next: Failure) => {
      failure = next;
    },
  };
}

function apply(profile: Profile, path: string, body: Record<string, unknown>): Profile {
  switch (path) {
    case '/api/profile/personal-information': {
      const photo = body.photo as string | null;
      return {
        ...profile,
        name: body.name as string,
        email: body.email as string,
        photo: photo ? `/api/files/${photo}?sig=x` : null,
        photo_path: photo,
        property: body.property as Profile['property'],
      };
    }
    case '/api/profile/account-information':
      return { ...profile, username: body.username as string };
    case '/api/profile/notifications':
      return {
        ...profile,
        notification_types: body.notification_types as Profile['notification_types'],
        notification_customers: body.notification_customers as number[],
      };
    case '/api/profile/email-settings':
      return { ...profile, email_settings: body as Profile['email_settings'] };
    default:
      return profile;
  }
}
