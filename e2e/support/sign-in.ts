import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { nextMessageTo, outboxSnapshot, SIGN_IN_CODE_MAIL, twoFactorCodeIn } from './mail.ts';

/** The demo accounts (apps/api/src/seed/data/accounts.json), all with one password. */
export const DEMO_PASSWORD = 'Oportuna@2026';

export const ACCOUNTS = {
  superadmin: 'superadmin@oportuna.dev',
  cityAdmin: 'admin.cidade@oportuna.dev',
  cityUser: 'usuario.cidade@oportuna.dev',
  stateAdmin: 'admin.estado@oportuna.dev',
  companyAdmin: 'admin.empresa@oportuna.dev',
  companyUser: 'usuario.empresa@oportuna.dev',
} as const;

const webVersion: string = JSON.parse(
  readFileSync(new URL('../../apps/web/package.json', import.meta.url), 'utf8'),
).version;

/** Where the web app keeps the bearer token (apps/web/src/lib/auth-token.ts). */
export const AUTH_TOKEN_KEY = `oportuna:${webVersion}:auth-token`;

interface SignInResult {
  /** Whether the login answer said the customer's contract was already accepted. */
  contractAccepted: boolean;
}

/** Fills the login form and waits for the code screen; answers what login_check said. */
export async function submitCredentials(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<SignInResult> {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/login_check') && response.ok(),
  );
  await page.getByRole('button', { name: 'Entrar' }).click();
  const body = (await (await answer).json()) as { contract_accepted: boolean };
  await expect(page).toHaveURL(/\/auth\/twofactor$/);
  return { contractAccepted: body.contract_accepted };
}

/** Types the code e-mailed after the most recent login of `email`. */
export async function submitEmailedCode(page: Page, email: string, before: Set<string>) {
  const code = twoFactorCodeIn(await nextMessageTo(email, before, SIGN_IN_CODE_MAIL));
  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
}

/**
 * Signs in as a person would: e-mail and password, the code from the e-mail, and the terms
 * when the customer has not accepted them yet. Ends on /cities inside the shell.
 */
async function signInThroughForm(page: Page, email: string): Promise<SignInResult> {
  const before = outboxSnapshot();
  const result = await submitCredentials(page, email);
  await submitEmailedCode(page, email, before);
  await expect(page).toHaveURL(/\/cities$/);
  if (!result.contractAccepted) await acceptTerms(page);
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  return result;
}

/** This worker's sessions of the demo accounts, by e-mail (each worker has its own server). */
const sessions = new Map<string, string>();
const DEMO_EMAILS = new Set<string>(Object.values(ACCOUNTS));

/** A session of a demo account made once per worker, and again when it has ended. */
async function keptSession(request: APIRequestContext, email: string): Promise<string> {
  const kept = sessions.get(email);
  if (kept) {
    const alive = await request.get('/api/user', { headers: { Authorization: `Bearer ${kept}` } });
    if (alive.ok()) return kept;
  }
  const token = await apiToken(request, email);
  sessions.set(email, token);
  return token;
}

/**
 * Opens the application signed in as `email`, on /cities inside the shell. A demo account
 * enters with the session this worker keeps for it: the sign-in form itself is the subject of
 * auth.spec.ts and of every test that signs in another user, which go through the form.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  if (!DEMO_EMAILS.has(email)) {
    await signInThroughForm(page, email);
    return;
  }
  const token = await keptSession(page.request, email);
  // Any page of the origin gives the token a place; the health check is the lightest.
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    AUTH_TOKEN_KEY,
    JSON.stringify(token),
  ] as const);
  await page.goto('/cities');
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
}

export async function acceptTerms(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Termos de uso' });
  await expect(dialog).toBeVisible();
  const proceed = dialog.getByRole('button', { name: 'Continuar' });
  await expect(proceed).toBeDisabled();
  await dialog.getByLabel('Li e aceito os termos de uso').check();
  await proceed.click();
  await expect(dialog).toBeHidden();
}

/** The token the web app holds for this page. */
export async function storedToken(page: Page): Promise<string> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY);
  if (!raw) throw new Error('Nenhum token no armazenamento local.');
  return JSON.parse(raw) as string;
}

/**
 * Signs in through the API only (no page), for preparing data as another user, accepting the
 * terms for its customer when they wait.
 */
export async function apiToken(request: APIRequestContext, email: string) {
  const before = outboxSnapshot();
  const login = await request.post('/api/login_check', {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token, contract_accepted } = (await login.json()) as {
    token: string;
    contract_accepted: boolean;
  };
  const headers = { Authorization: `Bearer ${token}` };
  const code = twoFactorCodeIn(await nextMessageTo(email, before, SIGN_IN_CODE_MAIL));
  const check = await request.post('/api/2fa-check', { data: { code }, headers });
  expect(check.ok()).toBe(true);
  // Until its customer accepts the terms, the API answers a session nothing else.
  if (!contract_accepted) {
    const user = (await (await request.get('/api/user', { headers })).json()) as {
      customer: { id: number };
    };
    const accepted = await request.put(`/api/customers/${user.customer.id}/accept-contract`, {
      headers,
    });
    expect(accepted.status()).toBe(204);
  }
  return token;
}
