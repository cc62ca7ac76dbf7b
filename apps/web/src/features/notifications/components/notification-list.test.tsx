import type { Notification } from '@oportuna/domain/notifications';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { renderToHtml, visibleText } from '../../../testing/render-to-html.tsx';
import { NotificationList } from './notification-list.tsx';

const notification = (overrides: Partial<Notification>): Notification => ({
  id: 1,
  message: 'Nova oportunidade em Bauru',
  created_by: 'Ana Souza',
  link: null,
  is_read: false,
  category: 'city',
  // No offset: read in the local time zone, whatever the machine's.
  created_at: '2026-03-05T14:30:00',
  ...overrides,
});

const render = (notifications: Notification[] | undefined, isLoading = false) =>
  renderToHtml(
    <MemoryRouter>
      <NotificationList notifications={notifications} isLoading={isLoading} onAccess={() => {}} />
    </MemoryRouter>,
    createQueryClient(),
  );

describe('NotificationList', () => {
  it('says there is nothing new when the list is empty', () => {
    expect(visibleText(render([]))).toBe('Nenhuma nova notificação.');
  });

  it('offers Acessar only for notifications with a link', () => {
    const html = render([
      notification({ id: 1, link: '/proposals/12' }),
      notification({ id: 2, message: 'Sem link' }),
    ]);
    expect(html.match(/>Acessar</g)).toHaveLength(1);
    expect(html).toMatch(/href="\/proposals\/12"[^>]*>Acessar</);
    expect(visibleText(html)).toContain('Ana Souza · 05/03/2026 14:30');
  });

  it('shows no empty text while loading', () => {
    expect(visibleText(render(undefined, true))).not.toContain('Nenhuma nova notificação.');
  });
});
