import { ACCOUNTS, signIn, storedToken } from '../support/sign-in.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Elemento sem caixa na tela');
  return box;
}

async function editableProposal(page: Page): Promise<number> {
  const token = await storedToken(page);
  const answer = await page.request.get('/api/proposals?limit=100&type=city&status=open', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await answer.json()) as {
    data: { id: number; has_permission_to_edit: boolean }[];
  };
  // The oldest is demo data, complete; newer ones may come from other tests.
  const ids = data.filter((item) => item.has_permission_to_edit).map((item) => item.id);
  if (ids.length === 0) throw new Error('Nenhuma oportunidade editável na base de demonstração');
  return Math.min(...ids);
}

for (const width of [1440, 390]) {
  test(`at ${width} px, toasts cover neither the form's button just clicked nor the user menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, ACCOUNTS.cityAdmin);
    await page.goto(`/proposals/${await editableProposal(page)}/edit`);
    // The review tab is the last: continuing saves and stays, so the button stays in place.
    await page.getByRole('tab', { name: 'Revisão' }).click();
    const save = page.getByRole('button', { name: 'SALVAR E CONTINUAR EDIÇÃO' });
    // Where a form's actions are when someone reaches them: at the bottom of the window.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

    const toasts = page
      .getByRole('alert')
      .filter({ hasText: 'Oportunidade atualizada com sucesso!' });
    for (const shown of [1, 2, 3, 3]) {
      await save.click();
      await expect(save).toBeEnabled();
      await expect(toasts).toHaveCount(shown);
    }

    const saveBox = await boxOf(save);
    const userMenu = await boxOf(page.getByRole('button', { name: 'Menu do usuário' }));
    const header = await boxOf(page.locator('header').first());
    for (const toast of await toasts.all()) {
      const box = await boxOf(toast);
      expect(overlaps(box, saveBox), 'o aviso cobre o botão').toBe(false);
      expect(overlaps(box, userMenu), 'o aviso cobre o menu do usuário').toBe(false);
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    }

    // The pointer is still on the button: nothing under it holds the toasts, they go away.
    await save.hover();
    await expect(toasts).toHaveCount(0, { timeout: 20_000 });

    // And nothing left on screen takes the clicks meant for the page.
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  });
}
