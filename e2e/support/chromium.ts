import { existsSync } from 'node:fs';

/**
 * Debian's /usr/bin/chromium is a shell wrapper that adds `--enable-gpu-rasterization` (raster
 * through SwiftShader, slower than Chromium's own software rasteriser on a machine without a
 * GPU) and, on small /dev/shm, `--disable-dev-shm-usage`; the browser it wraps is started
 * directly when it is there (docs/testing.md: 2 min 54 s against 2 min 35 s on a sample).
 */
const CANDIDATES = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

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

/**
 * Chromium obeys only the last `--disable-features`, and Playwright passes its own list first;
 * so this one repeats Playwright's (1.64) and adds the omnibox pop-up, whose WebUI renderers
 * new headless Chromium starts with every browser and no test ever opens (docs/testing.md:
 * 2 min 35 s against 2 min 19 s on a sample).
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/** Switches for a browser on a closed network without a GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/** Playwright defaults that cost time here: GPU raster without a GPU, shared memory in /tmp. */
export const IGNORED_DEFAULT_ARGS = ['--enable-gpu-rasterization', '--disable-dev-shm-usage'];
