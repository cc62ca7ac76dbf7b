import { expect, type Locator, type Page } from '@playwright/test';

/** The line above a list: 'Total de cidades ativas na base: N' or its filtered form. */
export function listHeading(page: Page): Locator {
  return page.getByTestId('list-heading');
}

/** The number a heading shows first (the active total, or the filtered count). */
export async function headingCount(page: Page): Promise<number> {
  const text = (await listHeading(page).textContent()) ?? '';
  const match = /:\s*([\d.]+)/.exec(text);
  if (!match?.[1]) throw new Error(`Cabeçalho sem total: ${text}`);
  return Number(match[1].replace(/\./g, ''));
}

/** Picks an option of a Mantine select or multi-select by the field's label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  // A multi-select stays open after a pick; Escape closes its list, as a person would.
  await input.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Opens the filter panel of a list screen and waits for its form. */
export async function openFilters(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Filtros' });
  await expect(panel.getByRole('button', { name: 'Aplicar Filtros' })).toBeVisible();
  return panel;
}

/** Waits until the list shows rows (not skeletons). */
export async function waitForRows(page: Page): Promise<void> {
  await expect(page.getByTestId('skeleton-row')).toHaveCount(0);
  await expect(page.locator('tbody tr').first()).toBeVisible();
}

/** The column chooser hides a column of `table`, then shows it again. */
export async function hideAndShowColumn(page: Page, table: Locator, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Colunas' }).click();
  const column = page.getByRole('checkbox', { name });
  await column.uncheck();
  await expect(table.getByRole('columnheader', { name })).toHaveCount(0);
  await column.check();
  await expect(table.getByRole('columnheader', { name })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** The texts of one column of the list table, found by its header (columns can move). */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = (await page.locator('thead th').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`Coluna ${header} não encontrada em: ${headers.join(', ')}`);
  return page.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
}
