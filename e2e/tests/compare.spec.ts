import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Download, Locator } from '@playwright/test';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { seriousViolations } from '../support/axe.ts';
import { listHeading, waitForRows } from '../support/lists.ts';
import { apiGet } from '../support/proposal-form.ts';
import { ACCOUNTS, signIn } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';

interface Matches {
  data: { score: number; city: { id: number; name: string; state: { uf: string } } }[];
}

const pdfjsFolder = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** The text of a downloaded PDF, every page, as a reader's viewer extracts it. */
async function pdfText(download: Download): Promise<string> {
  const data = new Uint8Array(await readFile(await download.path()));
  const pdf = await getDocument({
    data,
    standardFontDataUrl: `${join(pdfjsFolder, 'standard_fonts')}/`,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

const points = (value: number) =>
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(value);

test('from a private opportunity’s matches, three places compared with their scores, exported', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.companyUser);
  const { data } = await apiGet<{ data: { id: number; name: string }[] }>(
    page,
    '/api/proposals?type=company&status=open&limit=1&sort[created_at]=desc',
  );
  const project = data[0];
  if (!project) throw new Error('A base de demonstração não tem oportunidades privadas ativas');
  const expected = await apiGet<Matches>(
    page,
    `/api/proposals/${project.id}/matching-places?limit=3`,
  );
  const three = expected.data.slice(0, 3);
  expect(three).toHaveLength(3);
  const names = three.map((p) => `${p.city.name} - ${p.city.state.uf}`);

  await page.goto(`/proposals/${project.id}`);
  const section = page.getByRole('region', { name: 'Localidades compatíveis' });
  const compareButton = section.getByRole('button', { name: 'Comparar (0)' });
  await expect(compareButton).toBeDisabled();
  for (const name of names)
    await section.getByRole('checkbox', { name: `Selecionar ${name} para comparar` }).check();
  await section.getByRole('link', { name: 'Comparar (3)' }).click();

  await expect(page).toHaveURL(
    new RegExp(
      `/compare\\?cidades=${three.map((p) => p.city.id).join('%2C')}&projeto=${project.id}$`,
    ),
  );
  await expect(
    page.getByRole('heading', { name: 'Comparação de localidades', level: 1 }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Comparação de localidades' });
  for (const name of names) await expect(table.getByRole('columnheader', { name })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Mediana nacional' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Projeto para a pontuação' })).toHaveValue(
    `#${project.id} ${project.name}`,
  );
  // Each place's breakdown, with the score "Localidades compatíveis" gave it.
  const breakdown = page.getByRole('region', {
    name: 'Explicação da pontuação de cada localidade',
  });
  for (const [i, place] of three.entries()) {
    await expect(breakdown).toContainText(`${names[i]}: ${points(place.score)} de 100`);
    const explanation = breakdown.getByRole('table', {
      name: `Explicação da pontuação de ${names[i]}`,
    });
    await expect(explanation).toContainText('População');
    await expect(explanation).toContainText('Contribuição');
  }
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The address is the comparison: loaded again, it shows the same.
  await page.reload();
  for (const name of names) await expect(table.getByRole('columnheader', { name })).toBeVisible();
  await expect(breakdown).toContainText(`${names[0]}: ${points(three[0]?.score ?? 0)} de 100`);

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^comparacao-\d{14}\.pdf$/);
  const text = await pdfText(pdf);
  expect(text).toContain('Comparação de localidades');
  expect(text).toContain('Mediana nacional');
  expect(text).toContain(`#${project.id}`);
  for (const name of names) expect(text).toContain(name);

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar XLSX' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/^comparacao-\d{14}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await xlsx.path())) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Comparação');
  if (!sheet) throw new Error('Planilha sem a aba Comparação');
  expect([1, 2, 3, 4, 5].map((c) => sheet.getRow(1).getCell(c).value)).toEqual([
    'Indicador',
    ...names,
    'Mediana nacional',
  ]);
  let scoreRow: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === 'Pontuação (0 a 100)') scoreRow = row;
  });
  expect([2, 3, 4].map((c) => scoreRow?.getCell(c).value)).toEqual(
    three.map((p) => Math.round(p.score * 10) / 10),
  );
});

test('from the city list, up to four places selected and compared', async ({ page }) => {
  await signIn(page, ACCOUNTS.companyUser);
  await expect(listHeading(page)).toHaveText(/^Total de cidades ativas na base/);
  await waitForRows(page);
  const table = page.getByRole('table');
  const boxes = table.getByRole('checkbox', { name: /^Selecionar .* para comparar$/ });
  const names: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const box = boxes.nth(i);
    const label = (await box.getAttribute('aria-label')) ?? '';
    names.push(label.replace(/^Selecionar /, '').replace(/ para comparar$/, ''));
    // With the keyboard, as on the matches list with the mouse.
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  // Four is the most: the others wait.
  await expect(boxes.nth(4)).toBeDisabled();
  await boxes.nth(3).uncheck();
  names.pop();
  await expect(boxes.nth(4)).toBeEnabled();
  await page.getByRole('link', { name: 'Comparar (3)' }).click();

  await expect(page).toHaveURL(/\/compare\?cidades=\d+%2C\d+%2C\d+$/);
  const comparison = page.getByRole('table', { name: 'Comparação de localidades' });
  for (const name of names)
    await expect(comparison.getByRole('columnheader', { name })).toBeVisible();
  await expect(comparison).toContainText('População');
  await expect(comparison).toContainText('Incentivos do perfil da localidade');
  await expect(
    page.getByRole('region', { name: 'Explicação da pontuação de cada localidade' }),
  ).toHaveCount(0);

  // Choosing a project scores the places for it, and the address keeps it.
  await page.getByRole('combobox', { name: 'Projeto para a pontuação' }).click();
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/&projeto=\d+$/);
  await expect(
    page.getByRole('region', { name: 'Explicação da pontuação de cada localidade' }),
  ).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/proposals\/\d+$/);
});

test('from the city list’s cards, up to four places selected and compared', async ({ page }) => {
  await signIn(page, ACCOUNTS.companyUser);
  await expect(listHeading(page)).toHaveText(/^Total de cidades ativas na base/);
  await waitForRows(page);
  const named = /^Selecionar (.*) para comparar$/;
  const nameOf = async (box: Locator) =>
    ((await box.getAttribute('aria-label')) ?? '').replace(named, '$1');
  // One picked in the table stays picked in the cards.
  const first = page.getByRole('table').getByRole('checkbox', { name: named }).first();
  const names = [await nameOf(first)];
  await first.check();
  await page.getByRole('button', { name: 'Visualizar em cartões' }).click();
  await expect(page.getByRole('table')).toHaveCount(0);
  const boxes = page.getByRole('checkbox', { name: named });
  await expect(boxes.first()).toBeChecked();
  expect(await nameOf(boxes.first())).toBe(names[0]);
  for (let i = 1; i < 4; i += 1) {
    const box = boxes.nth(i);
    names.push(await nameOf(box));
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  // Four is the most, in the cards as in the table.
  await expect(boxes.nth(4)).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Comparar (4)' })).toBeVisible();
  await boxes.nth(3).focus();
  await page.keyboard.press('Space');
  await expect(boxes.nth(3)).not.toBeChecked();
  names.pop();
  await expect(boxes.nth(4)).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Comparar (3)' }).click();

  await expect(page).toHaveURL(/\/compare\?cidades=\d+%2C\d+%2C\d+$/);
  const comparison = page.getByRole('table', { name: 'Comparação de localidades' });
  for (const name of names)
    await expect(comparison.getByRole('columnheader', { name })).toBeVisible();
});
