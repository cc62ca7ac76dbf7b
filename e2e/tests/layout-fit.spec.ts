import { companyAndPartner, someCompanies } from '../support/companies.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

const LONG_EMAIL =
  'departamento.financeiro.e.relacoes.com.investidores@empresa-com-um-dominio-bem-comprido.com.br';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Elemento sem tamanho.');
  return box;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test("a long e-mail in the company's 'Contatos' wraps instead of running over the phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ACCOUNTS.cityAdmin);
  const [company] = await someCompanies(page);
  if (!company) throw new Error('Lista vazia.');
  // The registry's e-mail of this company, as long as some are.
  await page.route(`**/api/companies/${company.cnpj}`, async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    await route.fulfill({
      response: answer,
      json: { ...body, email: LONG_EMAIL, phone: [{ ddd: '14', phone: '32345678' }] },
    });
  });
  await page.goto(`/companies/${company.cnpj}`);
  const contacts = page.getByRole('region', { name: 'Contatos', exact: true });
  const email = contacts.getByRole('link', { name: LONG_EMAIL });
  const phone = contacts.getByRole('link', { name: '(14) 3234-5678' });
  await expect(email).toBeVisible();
  await expect(phone).toBeVisible();
  const [emailBox, phoneBox] = [await boxOf(email), await boxOf(phone)];
  expect(overlap(emailBox, phoneBox)).toBe(false);
  // The e-mail stays in its own column, left of the phone's.
  expect(emailBox.x + emailBox.width).toBeLessThanOrEqual(phoneBox.x);
});

/** The widths of the graph's frame, of the list's frame beside it, of the row of both. */
async function graphWidths(page: Page) {
  return page.getByTestId('connections-canvas').evaluate((graph) => {
    const frame = graph.parentElement;
    const row = frame?.parentElement;
    const list = row?.querySelector('[role="listbox"]')?.closest('.mantine-Paper-root');
    if (!frame || !row || !list) throw new Error('Grafo fora do lugar.');
    const width = (element: Element) => element.getBoundingClientRect().width;
    return {
      row: width(row),
      frame: width(frame),
      list: width(list),
      gap: Number.parseFloat(getComputedStyle(row).columnGap) || 0,
      graph: width(graph),
      canvases: [...graph.querySelectorAll('canvas')].map(width),
    };
  });
}

/** How many pixels of the graph's rightmost columns are not background (a label cut there). */
async function inkAtRightEdge(page: Page): Promise<number> {
  const graph = page.getByTestId('connections-canvas');
  const shot = (await graph.screenshot()).toString('base64');
  return graph.evaluate(async (_element, png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Sem canvas 2D.');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(image.width - 3, 0, 3, image.height);
    let ink = 0;
    for (let index = 0; index < data.length; index += 4) {
      if ((data[index] ?? 255) + (data[index + 1] ?? 255) + (data[index + 2] ?? 255) < 600) ink++;
    }
    return ink;
  }, shot);
}

test('the connections graph takes the width beside its node list, and keeps it on resize', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ACCOUNTS.cityAdmin);
  const { partner } = await companyAndPartner(page);
  await page.goto(
    `/corporate-connections?${new URLSearchParams({ name: partner.name, document: partner.document ?? '' })}`,
  );
  const graph = page.getByTestId('connections-canvas');
  await expect(graph.locator('canvas').first()).toBeVisible();
  await expect(graph).toHaveAttribute('data-layout', 'done', { timeout: 30_000 });

  const fitted = async () => {
    const widths = await graphWidths(page);
    // The list keeps its width; the graph's frame takes the rest of the row, the graph all of
    // its frame (less the border), and sigma draws on the whole of it.
    expect(widths.list).toBeCloseTo(320, 0);
    expect(Math.abs(widths.frame + widths.gap + widths.list - widths.row)).toBeLessThan(2);
    expect(Math.abs(widths.graph - (widths.frame - 2))).toBeLessThan(2);
    for (const width of widths.canvases) expect(Math.abs(width - widths.graph)).toBeLessThan(2);
    return widths.graph;
  };
  const wide = await fitted();
  // No label runs past the right edge.
  expect(await inkAtRightEdge(page)).toBe(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(async () => (await graphWidths(page)).graph).toBeLessThan(wide - 20);
  await expect.poll(async () => (await graphWidths(page)).canvases[0] ?? 0).toBeLessThan(wide - 20);
  await fitted();
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the users list's search shows its whole placeholder at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, ACCOUNTS.cityAdmin);
    await page.goto('/manage-users');
    const search = page.getByRole('textbox', { name: 'Buscar por nome ou e-mail' });
    await expect(search).toHaveAttribute('placeholder', 'Buscar por nome ou e-mail');
    const { textWidth, room } = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('Sem canvas 2D.');
      context.font = style.font;
      return {
        textWidth: context.measureText(input.placeholder).width,
        room:
          input.clientWidth -
          Number.parseFloat(style.paddingLeft) -
          Number.parseFloat(style.paddingRight),
      };
    });
    expect(textWidth).toBeLessThanOrEqual(room);
    // And the field stays inside the window.
    const box = await boxOf(search);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  });
}
