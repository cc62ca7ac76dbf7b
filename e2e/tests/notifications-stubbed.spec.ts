import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, type Page, type Route, test } from '../support/test.ts';

// The real API has the notification endpoints, but nothing creates a notification yet (they
// come from opportunity changes, whose API does not exist). These tests serve
// /api/notifications* from an in-memory list, to drive what the dropdown does with them.

interface StubNotification {
  id: number;
  message: string;
  created_by: string | null;
  link: string | null;
  is_read: boolean;
  category: 'city' | 'state' | 'company';
  created_at: string;
}

class NotificationsStub {
  readonly notifications: StubNotification[] = [
    note(1, 'Nova oportunidade pública em Bauru', 'city', '/terms', false),
    note(2, 'Empresa cadastrou projeto de expansão', 'company', null, false),
    note(3, 'Oportunidade concluída em Marília', 'city', null, true),
  ];
  readonly calls: string[] = [];
  pendingEvent = false;
  failLists = false;
  failReadAll = false;

  async handle(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    this.calls.push(`${request.method()} ${url.pathname}`);

    if (url.pathname.endsWith('/stream')) {
      const event = this.pendingEvent ? 'event: notification\ndata: {}\n\n' : '';
      this.pendingEvent = false;
      await route.fulfill({
        status: 200,
        headers: { 'Content-Type': 'text/event-stream' },
        body: `retry: 300\n\n${event}`,
      });
      return;
    }
    if (request.method() === 'POST' && url.pathname.endsWith('/readAll')) {
      if (this.failReadAll) return json(route, { message: 'x', code: 'internal' }, 500);
      for (const item of this.notifications) item.is_read = true;
      return route.fulfill({ status: 204 });
    }
    const read = /\/notifications\/(\d+)\/read$/.exec(url.pathname);
    if (request.method() === 'POST' && read) {
      const item = this.notifications.find(({ id }) => id === Number(read[1]));
      if (item) item.is_read = true;
      return route.fulfill({ status: 204 });
    }
    if (this.failLists) return json(route, { message: 'x', code: 'internal' }, 500);
    const isRead = url.searchParams.get('is_read') === '1';
    const category = url.searchParams.get('category');
    const sameState = this.notifications.filter((item) => item.is_read === isRead);
    const count = (kind: string) => sameState.filter((item) => item.category === kind).length;
    return json(route, {
      data: sameState.filter((item) => !category || item.category === category),
      totals: {
        total: sameState.length,
        cities: count('city'),
        states: count('state'),
        companies: count('company'),
        matches: count('match'),
      },
    });
  }
}

function note(
  id: number,
  message: string,
  category: StubNotification['category'],
  link: string | null,
  is_read: boolean,
): StubNotification {
  return {
    id,
    message,
    created_by: 'Ana Souza',
    link,
    is_read,
    category,
    created_at: '2026-03-05T14:30:00',
  };
}

function json(route: Route, body: unknown, status = 200) {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

async function stubNotifications(page: Page): Promise<NotificationsStub> {
  const stub = new NotificationsStub();
  await page.route('**/api/notifications**', (route) => stub.handle(route));
  return stub;
}

const tab = (page: Page, name: string) =>
  page.getByRole('dialog').getByRole('tab', { name: new RegExp(`^${name}`) });

test('counts per tab, Acessar marks one read and opens its link, mark all as read', async ({
  page,
}) => {
  const stub = await stubNotifications(page);
  await signIn(page, ACCOUNTS.cityAdmin);
  const bell = page.getByRole('button', { name: 'Abrir notificações' });

  await bell.click();
  await expect(tab(page, 'Públicas')).toHaveText('Públicas1');
  await expect(tab(page, 'Privadas')).toHaveText('Privadas1');
  await expect(tab(page, 'Todas')).toHaveText('Todas2');
  await expect(tab(page, 'Visualizadas')).toHaveText('Visualizadas1');

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Nova oportunidade pública em Bauru')).toBeVisible();
  await tab(page, 'Privadas').click();
  await expect(dialog.getByText('Empresa cadastrou projeto de expansão')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Acessar' })).toHaveCount(0);

  await tab(page, 'Públicas').click();
  await dialog.getByRole('link', { name: 'Acessar' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(stub.calls).toContain('POST /api/notifications/1/read');

  // Públicas is empty now: the dropdown opens on the first tab that has something.
  await bell.click();
  await expect(tab(page, 'Todas')).toHaveText('Todas1');
  await expect(tab(page, 'Públicas')).toHaveText('Públicas0');
  await expect(tab(page, 'Privadas')).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Empresa cadastrou projeto de expansão')).toBeVisible();

  await dialog.getByRole('button', { name: 'Marcar todas como lido' }).click();
  await expect(tab(page, 'Todas')).toHaveText('Todas0');
  await expect(tab(page, 'Visualizadas')).toHaveText('Visualizadas3');
  expect(stub.calls).toContain('POST /api/notifications/readAll');

  await tab(page, 'Visualizadas').click();
  await expect(dialog.getByText('Oportunidade concluída em Marília')).toBeVisible();
});

test('the dropdown opens on a tab with items, and on Todas when nothing is new', async ({
  page,
}) => {
  const stub = await stubNotifications(page);
  stub.notifications.splice(0, stub.notifications.length);
  for (let id = 1; id <= 7; id += 1) {
    stub.notifications.push(note(id, `Projeto privado ${id}`, 'company', null, false));
  }
  await signIn(page, ACCOUNTS.cityAdmin);
  const bell = page.getByRole('button', { name: 'Abrir notificações' });
  const dialog = page.getByRole('dialog');

  await bell.click();
  await expect(tab(page, 'Privadas')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Privadas')).toHaveText('Privadas7');
  await expect(dialog.getByText('Projeto privado 7')).toBeVisible();
  await expect(dialog.getByText('Nenhuma nova notificação.')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Marcar todas como lido' }).click();
  await expect(tab(page, 'Todas')).toHaveText('Todas0');
  // Closed and opened again with the bell.
  await bell.click();
  await expect(dialog).toHaveCount(0);
  await bell.click();
  await expect(tab(page, 'Todas')).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText('Nenhuma nova notificação.')).toBeVisible();
});

test('a pushed event refreshes the counts and announces new notifications', async ({ page }) => {
  const stub = await stubNotifications(page);
  await signIn(page, ACCOUNTS.cityAdmin);
  const bell = page.getByRole('button', { name: 'Abrir notificações' });
  await bell.click();
  await expect(tab(page, 'Todas')).toHaveText('Todas2');

  stub.notifications.push(note(4, 'Nova oportunidade privada', 'company', null, false));
  stub.pendingEvent = true;

  await expect(page.getByText('Você tem novas notificações')).toBeVisible();
  await expect(tab(page, 'Todas')).toHaveText('Todas3');
});

test('failures are reported', async ({ page }) => {
  const stub = await stubNotifications(page);
  await signIn(page, ACCOUNTS.cityAdmin);
  await page.getByRole('button', { name: 'Abrir notificações' }).click();
  await expect(tab(page, 'Todas')).toHaveText('Todas2');

  stub.failReadAll = true;
  await page.getByRole('dialog').getByRole('button', { name: 'Marcar todas como lido' }).click();
  await expect(
    page.getByText('Ocorreu um erro ao marcar todas as notificações como lidas'),
  ).toBeVisible();

  stub.failLists = true;
  await tab(page, 'Privadas').click();
  await expect(page.getByText('Ocorreu um erro ao consultar as notificações')).toBeVisible();
});
