import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The system Chromium; Playwright's own browser download is not used. */
export function chromiumPath(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROME_PATH=${configured} não existe.`);
    return configured;
  }
  const found = CANDIDATES.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'Chromium não encontrado. Instale com `sudo apt-get install chromium` ou defina CHROME_PATH; ' +
        'para pular os testes de navegador, defina E2E=0.',
    );
  }
  return found;
}
