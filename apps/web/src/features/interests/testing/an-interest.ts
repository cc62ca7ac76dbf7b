import type { Interest, InterestMessage } from '@oportuna/domain/interests';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { aCurrentUser } from '../../../testing/current-user.ts';

/** An interest as GET interests/:id answers it, seen by the owner side unless overridden. */
export function anInterest(overrides: Partial<Interest> = {}): Interest {
  return {
    id: 41,
    side: 'received',
    stage: 'new',
    target: { kind: 'proposal', id: 12, name: 'Distrito industrial de Bauru' },
    owner_customer: { id: 7, name: 'Prefeitura de Bauru' },
    origin: 'customer',
    outside_contact: null,
    interested_customer: { id: 9, name: 'Embalagens Paulistas' },
    interested_user: { id: 30, name: 'Rita Prado' },
    follower_user: { id: 30, name: 'Rita Prado' },
    won_amount: null,
    won_jobs: null,
    lost_reason: null,
    lost_text: null,
    unread_count: 0,
    is_favorite: false,
    can_move_stage: true,
    created_at: '2026-11-30T13:00:00.000Z',
    updated_at: '2026-11-30T13:00:00.000Z',
    stage_changed_at: '2026-11-30T13:00:00.000Z',
    last_message_at: '2026-11-30T13:00:00.000Z',
    ...overrides,
  };
}

export function aMessage(overrides: Partial<InterestMessage> = {}): InterestMessage {
  return {
    id: 100,
    interest_id: 41,
    author: { id: 30, name: 'Rita Prado' },
    side: 'sent',
    body: 'Temos interesse na área.',
    attachments: [],
    created_at: '2026-11-30T13:00:00.000Z',
    ...overrides,
  };
}

export function signInOwner() {
  sessionStore.dispatch({ type: 'loggedIn', token: 'token', contractAccepted: true });
  sessionStore.dispatch({ type: 'userLoaded', user: aCurrentUser() });
}

export const signOut = () => sessionStore.dispatch({ type: 'loggedOut', expired: false });
