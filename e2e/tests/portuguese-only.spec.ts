import { englishWordsIn } from '../../apps/web/src/testing/english-words.ts';
import { someCompanies } from '../support/companies.ts';
import { apiGet } from '../support/proposal-form.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

// The interface is Portuguese only (spec 1 §1): the main pages, as rendered, show none of the
// English words the resource's test looks for (apps/web/src/testing/english-words.ts).

/** What a person reads or hears on the page: its text and its labels, placeholders and titles. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = document.body.innerText.split('\n');
    for (const element of document.body.querySelectorAll('*')) {
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

type Found = { path: string; text: string; english: string[] };

/** The English the page shows now. */
async function englishShown(page: Page, where: string): Promise<Found[]> {
  const found: Found[] = [];
  for (const text of new Set(await shownTexts(page))) {
    const english = englishWordsIn(text);
    if (english.length) found.push({ path: where, text, english });
  }
  return found;
}

/** Opens each page, waits until it has loaded, and answers the English it shows. */
async function englishOn(page: Page, paths: string[]) {
  const found: Found[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await englishShown(page, path)));
  }
  return found;
}

/** The English of a menu or list the button opens. */
async function englishOpened(page: Page, opener: Locator, where: string) {
  await opener.click();
  await expect(
    page.locator('[role="menu"]:visible, [role="listbox"]:visible').first(),
  ).toBeVisible();
  const found = await englishShown(page, where);
  await page.keyboard.press('Escape');
  return found;
}

const firstId = async (page: Page, path: string) => {
  const answer = await apiGet<{ data: { id: number }[] }>(page, path);
  const id = answer.data[0]?.id;
  expect(id, path).toBeDefined();
  return id as number;
};

test('the pages open before signing in show no English', async ({ page }) => {
  expect(await englishOn(page, ['/auth/login', '/auth/forgot-password', '/status'])).toEqual([]);
});

test("an admin's main pages show no English", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.cityAdmin);
  const proposals = await apiGet<{ data: { id: number; type: string }[] }>(
    page,
    '/api/proposals?page=1&limit=50',
  );
  const proposalOf = (type: string) => proposals.data.find((item) => item.type === type)?.id;
  const [company] = await someCompanies(page);
  const bauru = await firstId(page, '/api/cities?code=3506003');
  const paths = [
    '/cities',
    `/cities/${bauru}`,
    `/cities/${bauru}/edit`,
    '/states',
    `/states/${await firstId(page, '/api/states?code=35')}`,
    '/politicians',
    `/politicians/${await firstId(page, '/api/politicians?page=1&limit=1')}`,
    '/companies',
    `/companies/${company?.cnpj}`,
    `/companies/${company?.cnpj}/edit`,
    '/corporate-connections',
    '/proposals',
    `/proposals/${proposalOf('city')}`,
    `/proposals/${proposalOf('company')}`,
    '/proposals/new',
    '/manage-users',
    '/manage-users/new',
    `/manage-users/edit/${await firstId(page, '/api/users?page=1&limit=1')}`,
    '/user-profile/logs',
    '/user-profile/personal-information',
    '/user-profile/account-information',
    '/user-profile/change-password',
    '/user-profile/notification-configuration',
    '/customer',
  ];
  const found = await englishOn(page, paths);
  await page.goto('/cities');
  found.push(
    ...(await englishOpened(page, page.getByRole('button', { name: 'Idioma' }), 'Idioma')),
    ...(await englishOpened(
      page,
      page.getByRole('button', { name: 'Menu do usuário' }),
      'Menu do usuário',
    )),
  );
  expect(found).toEqual([]);
});

test("the superadmin's customer pages show no English", async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  const customer = await firstId(page, '/api/customers?page=1&limit=1');
  const paths = [
    '/manage-customers',
    '/manage-customers/new',
    `/manage-customers/${customer}`,
    '/manage-users/new',
  ];
  const found = await englishOn(page, paths);
  // The customers a new user may belong to, grouped by type.
  const customers = page.getByRole('combobox', { name: 'Cliente', exact: true });
  found.push(...(await englishOpened(page, customers, 'Cliente')));
  expect(found).toEqual([]);
});
