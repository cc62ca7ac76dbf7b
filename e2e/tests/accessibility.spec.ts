import { seriousViolations } from '../support/axe.ts';
import { cityByCode } from '../support/postal-codes.ts';
import { apiGet } from '../support/proposal-form.ts';
import { routePatterns } from '../support/route-table.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, type Page, test } from '../support/test.ts';

/**
 * WCAG 2.1 AA: axe-core finds no serious or critical violation on any route of the web app's
 * route table, visited signed out, as a user, as an admin and as the superadmin. A route
 * added to the table without a visit here fails the first test.
 */

type Visit = { pattern: string; url: (ids: Ids) => string };
type Ids = {
  cityId: number;
  stateId: number;
  politicianId: number;
  proposalId: number;
  cnpj: string;
  userId: number;
  customerId: number;
};

const visit = (pattern: string, url: (ids: Ids) => string = () => pattern): Visit => ({
  pattern,
  url,
});

const SIGNED_OUT: Visit[] = [
  visit('/auth/login'),
  visit('/auth', () => '/auth'),
  visit('/auth/forgot-password'),
  visit('/auth/change-password', () => '/auth/change-password?token=link-vencido'),
];

const AS_USER: Visit[] = [
  visit('/cities'),
  visit('/cities/:cityId', (ids) => `/cities/${ids.cityId}`),
  visit('/states'),
  visit('/states/:stateId', (ids) => `/states/${ids.stateId}`),
  visit('/politicians'),
  visit('/politicians/:politicianId', (ids) => `/politicians/${ids.politicianId}`),
  visit('/proposals'),
  visit('/proposals/:proposalId', (ids) => `/proposals/${ids.proposalId}`),
  visit('/companies'),
  visit('/companies/:document', (ids) => `/companies/${ids.cnpj}`),
  visit('/corporate-connections'),
  visit('/compare', (ids) => `/compare?cidades=${ids.cityId},${ids.cityId === 1 ? 2 : 1}`),
  visit('/interests/received'),
  visit('/interests/sent'),
];

const AS_USER_ACCOUNT: Visit[] = [
  visit('/', () => '/'),
  visit('/terms'),
  visit('/status'),
  visit('/error/error-v1'),
  visit('/user-profile'),
  visit('/user-profile/personal-information'),
  visit('/user-profile/account-information'),
  visit('/user-profile/change-password'),
  visit('/user-profile/notification-configuration'),
  visit('/user-profile/email-settings'),
  visit('/user-profile/logs'),
];

const AS_ADMIN: Visit[] = [
  visit('/customer'),
  visit('/manage-users'),
  visit('/manage-users/new'),
  visit('/manage-users/edit/:userId', (ids) => `/manage-users/edit/${ids.userId}`),
  visit('/manage-users/logs/:userId', (ids) => `/manage-users/logs/${ids.userId}`),
  visit('/cities/:cityId/edit', (ids) => `/cities/${ids.cityId}/edit`),
  visit('/proposals/new'),
  visit('/proposals/:proposalId/edit', (ids) => `/proposals/${ids.proposalId}/edit`),
];

const AS_SUPERADMIN: Visit[] = [
  visit('/manage-customers'),
  visit('/manage-customers/new'),
  visit('/manage-customers/:customerId', (ids) => `/manage-customers/${ids.customerId}`),
  visit('/cities/new'),
  visit('/states/new'),
  visit('/states/:stateId/edit', (ids) => `/states/${ids.stateId}/edit`),
  visit('/companies/new'),
  visit('/companies/:document/edit', (ids) => `/companies/${ids.cnpj}/edit`),
  visit('/cities/:cityId/outcomes', (ids) => `/cities/${ids.cityId}/outcomes`),
  visit('/states/:stateId/outcomes', (ids) => `/states/${ids.stateId}/outcomes`),
  visit('/customer-outcomes/:customerId', (ids) => `/customer-outcomes/${ids.customerId}`),
];

/** Routes that show no screen of their own, and where their screen is checked instead. */
const NOT_VISITED: Record<string, string> = {
  '/logout': 'ends the session and leads to the sign-in screen',
  '/auth/twofactor': 'reached only after a password: checked by the keyboard sign-in test',
  '/interests/:interestId': 'a thread of the two customers only: checked by interests.spec.ts',
};

test('every route of the route table is visited below', () => {
  const visited = [
    ...SIGNED_OUT,
    ...AS_USER,
    ...AS_USER_ACCOUNT,
    ...AS_ADMIN,
    ...AS_SUPERADMIN,
  ].map((v) => v.pattern);
  expect([...new Set([...visited, ...Object.keys(NOT_VISITED)])].sort()).toEqual(routePatterns());
});

/**
 * Waits until the page shows its main content, nothing on it is still loading and no
 * transition is running (a page fading in would be measured half transparent).
 */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator(
          '.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"], [aria-busy="true"]',
        )
        .count(),
    )
    .toBe(0);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => animation.playState === 'running').length,
      ),
    )
    .toBe(0);
}

async function scan(page: Page, visits: Visit[], ids: Ids): Promise<void> {
  // Each screen loads, settles and is scanned in turn: a limit per screen, not per test (a
  // limit only decides how long a failing test takes).
  test.setTimeout(30_000 + visits.length * 15_000);
  const found: string[] = [];
  for (const { url } of visits) {
    await test.step(url(ids), async () => {
      await page.goto(url(ids));
      await settle(page);
      for (const violation of await seriousViolations(page))
        found.push(`${url(ids)}: ${violation}`);
    });
  }
  expect(found).toEqual([]);
}

/** The first row of an API list, read with the page's session. */
async function first<T>(page: Page, path: string): Promise<T> {
  const { data } = await apiGet<{ data: T[] }>(page, path);
  if (!data[0]) throw new Error(`Nada em ${path} na base de demonstração.`);
  return data[0];
}

/** Records every principal may read: Bauru, São Paulo, a politician, an open opportunity. */
async function readableIds(page: Page): Promise<Ids> {
  const bauru = await cityByCode(page, 3506003);
  const state = await first<{ id: number }>(page, '/api/states?code=35');
  const politician = await first<{ id: number }>(page, '/api/politicians?limit=1');
  const proposal = await first<{ id: number }>(page, '/api/proposals?status=open&limit=1');
  const company = await first<{ cnpj: string }>(page, '/api/companies?limit=1');
  return {
    cityId: bauru.id,
    stateId: state.id,
    politicianId: politician.id,
    proposalId: proposal.id,
    cnpj: company.cnpj,
    userId: 0,
    customerId: 0,
  };
}

test('signed out: the sign-in, forgotten-password and new-password screens', async ({ page }) => {
  const none = {} as Ids;
  await scan(page, SIGNED_OUT, none);
});

test('as a user: every list and detail screen', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityUser);
  await scan(page, AS_USER, await readableIds(page));
});

test('as a user: the home, profile and information screens', async ({ page }) => {
  await signIn(page, ACCOUNTS.cityUser);
  await scan(page, AS_USER_ACCOUNT, {} as Ids);
});

test('as an admin: whitelabel, users, the locality editor and the opportunity wizard', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.cityAdmin);
  const ids = await readableIds(page);
  const user = await first<{ id: number }>(page, '/api/users?limit=1');
  const { data } = await apiGet<{ data: { id: number; has_permission_to_edit: boolean }[] }>(
    page,
    '/api/proposals?limit=100',
  );
  const editable = data.find((proposal) => proposal.has_permission_to_edit);
  if (!editable) throw new Error('O administrador de demonstração não edita oportunidade alguma.');
  await scan(page, AS_ADMIN, { ...ids, userId: user.id, proposalId: editable.id });
});

test('as the superadmin: customers, new localities and the company editor', async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  const customer = await first<{ id: number }>(page, '/api/customers?limit=1');
  await scan(page, AS_SUPERADMIN, { ...(await readableIds(page)), customerId: customer.id });
});
