import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { storedToken } from './sign-in.ts';

// A 1×1 PNG: the server checks the type from the bytes, so the file must be a real image.
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG file on disk named `name`, for the upload inputs. */
export function writePng(name: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'oportuna-upload-')), name);
  writeFileSync(path, PNG_BYTES);
  return path;
}

/** GET on the API with the page's session. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await storedToken(page);
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

export const next = (page: Page) => page.getByRole('button', { name: 'Próximo' }).click();

/** Picks an option of a Mantine select that is not searchable. */
export async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks a state, then a municipality in it, as a person types them. */
export async function pickCity(page: Page, state: string, city: string, cityLabel = 'Cidade') {
  const stateInput = page.getByRole('combobox', { name: 'Estado', exact: true });
  await stateInput.fill(state);
  await page.getByRole('option', { name: state, exact: true }).click();
  const cityInput = page.getByRole('combobox', { name: cityLabel, exact: true });
  await expect(cityInput).toBeEnabled();
  await cityInput.fill(city.replace(/ - \w\w$/, ''));
  await page.getByRole('option', { name: city, exact: true }).click();
  await expect(cityInput).toHaveValue(city);
}

/** Uploads a small PNG in the Anexos step and waits for it to be listed. */
export async function attachImage(page: Page, name: string) {
  await expect(page.getByText('Arraste uma imagem para cá')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(writePng(name));
  await expect(page.getByText('Anexo enviado!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Remover ${name}` })).toBeVisible();
}

/**
 * Concludes the wizard from the bottom of the page and opens the new opportunity; the success
 * screen must start at the top. Answers the new id.
 */
export async function concludeAndOpen(page: Page): Promise<number> {
  const conclude = page.getByRole('button', { name: 'Concluir cadastro' });
  await conclude.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await conclude.click();
  const heading = page.getByRole('heading', { name: 'Oportunidade cadastrada!' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText('Oportunidade cadastrada com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cadastrar nova oportunidade' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver lista de oportunidades' })).toBeVisible();
  const open = page.getByRole('link', { name: /^Ver oportunidade #\d+$/ });
  const id = Number(/#(\d+)/.exec((await open.textContent()) ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/proposals/${id}$`));
  return id;
}

/** A block of the detail page ('Contatos', 'Dados da empresa', …). */
export const section = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The value shown under a label of a detail block. */
export function fact(scope: Locator, label: string): Locator {
  return scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}
