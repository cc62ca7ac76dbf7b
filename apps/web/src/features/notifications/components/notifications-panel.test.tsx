// @vitest-environment happy-dom
import type { Notification, NotificationListResponse } from '@oportuna/domain/notifications';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../testing/render-page.tsx';
import { NotificationsPanel } from './notifications-panel.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const unread = (id: number, category: Notification['category']): Notification => ({
  id,
  message: `Aviso ${id} (${category})`,
  created_by: 'Ana Souza',
  link: null,
  is_read: false,
  category,
  created_at: '2026-03-05T14:30:00',
});

/** The API over a fixed set of unread notifications (none read). */
function serve(items: Notification[]) {
  const count = (category: string) => items.filter((item) => item.category === category).length;
  const totals = {
    total: items.length,
    cities: count('city'),
    states: count('state'),
    companies: count('company'),
    matches: count('match'),
    interests: count('interest'),
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const isRead = url.searchParams.get('is_read') === '1';
    const category = url.searchParams.get('category');
    const body: NotificationListResponse = isRead
      ? {
          data: [],
          totals: { total: 0, cities: 0, states: 0, companies: 0, matches: 0, interests: 0 },
        }
      : { data: items.filter((item) => !category || item.category === category), totals };
    return Response.json(body);
  });
  return totals;
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('NotificationsPanel opens on a tab with items', () => {
  it('Privadas when the 7 unread are all private', async () => {
    const items = Array.from({ length: 7 }, (_, index) => unread(index + 1, 'company'));
    const totals = serve(items);
    renderPage(<NotificationsPanel unreadTotals={totals} onNavigate={() => {}} />);
    expect(await screen.findByText('Aviso 7 (company)')).toBeTruthy();
    expect(selectedTab()).toBe('Privadas7');
    expect(screen.queryByText('Nenhuma nova notificação.')).toBeNull();
  });

  it('Públicas when there are public ones', async () => {
    const totals = serve([unread(1, 'company'), unread(2, 'city')]);
    renderPage(<NotificationsPanel unreadTotals={totals} onNavigate={() => {}} />);
    expect(await screen.findByText('Aviso 2 (city)')).toBeTruthy();
    expect(selectedTab()).toBe('Públicas1');
  });

  it('Todas when the unread ones are of neither category', async () => {
    const totals = serve([unread(1, 'state'), unread(2, 'state')]);
    renderPage(<NotificationsPanel unreadTotals={totals} onNavigate={() => {}} />);
    expect(await screen.findByText('Aviso 2 (state)')).toBeTruthy();
    expect(selectedTab()).toBe('Todas2');
  });

  it('Todas, saying there is nothing new, when nothing is unread', async () => {
    const totals = serve([]);
    renderPage(<NotificationsPanel unreadTotals={totals} onNavigate={() => {}} />);
    expect(await screen.findByText('Nenhuma nova notificação.')).toBeTruthy();
    expect(selectedTab()).toBe('Todas0');
  });

  it('Todas until the counts arrive, then the first tab with items', async () => {
    const totals = serve([unread(1, 'city')]);
    function CountsLater() {
      const [known, setKnown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setKnown(true)}>
            contagens
          </button>
          <NotificationsPanel unreadTotals={known ? totals : undefined} onNavigate={() => {}} />
        </>
      );
    }
    renderPage(<CountsLater />);
    expect(selectedTab()).toMatch(/^Todas/);
    fireEvent.click(screen.getByRole('button', { name: 'contagens' }));
    expect(await screen.findByText('Aviso 1 (city)')).toBeTruthy();
    expect(selectedTab()).toBe('Públicas1');
  });
});
