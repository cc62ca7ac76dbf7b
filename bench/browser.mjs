// What the browser benchmarks share: Debian's Chromium with the browser tests' flags, and a
// sign-in through the screens (the e-mailed code read from DATA_DIR/outbox).
import { existsSync } from 'node:fs';
import { newestEmailedCode } from './server.mjs';

export const chromiumPath =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(existsSync);

// The same flags as the browser tests (e2e/playwright.config.ts).
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Signs a demo account in through the login and code screens, accepting the terms if asked. */
export async function signInInBrowser(page, dataDir, email = 'admin.cidade@oportuna.dev') {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill('Oportuna@2026');
  const login = page.waitForResponse((response) => response.url().endsWith('/api/login_check'));
  await page.getByRole('button', { name: 'Entrar' }).click();
  const { contract_accepted: accepted } = await (await login).json();
  await page.waitForURL(/\/auth\/twofactor$/);
  await page.getByLabel('Código de verificação').fill(newestEmailedCode(dataDir) ?? '');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.waitForURL(/\/cities$/);
  if (!accepted) {
    const terms = page.getByRole('dialog', { name: 'Termos de uso' });
    await terms.getByLabel('Li e aceito os termos de uso').check();
    await terms.getByRole('button', { name: 'Continuar' }).click();
    await terms.waitFor({ state: 'hidden' });
  }
  await page.getByRole('button', { name: 'Menu do usuário' }).waitFor();
}
