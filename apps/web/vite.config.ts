import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import packageJson from './package.json' with { type: 'json' };

const root = fileURLToPath(new URL('.', import.meta.url));

// Vendor groups that change rarely get their own long-cached chunks; the app code that
// changes with every release stays small and separate. The `$initial` tag keeps each group
// to what the first screen needs: library code used only by lazy routes (the rest of
// Mantine, for example) follows those routes instead of growing the initial download.
const vendorGroups: Rolldown.CodeSplittingGroup[] = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 40,
    tags: ['$initial'],
  },
  {
    name: 'vendor-mantine',
    test: /[\\/]node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|clsx|react-number-format|react-textarea-autosize|tabbable|detect-node-es|aria-hidden)[\\/]/,
    priority: 30,
    tags: ['$initial'],
  },
  {
    name: 'vendor-query',
    test: /[\\/]node_modules[\\/]@tanstack[\\/]/,
    priority: 30,
    tags: ['$initial'],
  },
  {
    name: 'vendor-i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/,
    priority: 30,
    tags: ['$initial'],
  },
  {
    // The shared list building blocks (table, pager, list state, stars, row menus) and the
    // Mantine parts only lists use: one chunk for every list screen instead of a dozen
    // small ones split by which screens happen to share each piece.
    name: 'app-lists',
    test: /[\\/](src[\\/](components[\\/](list-page[\\/](?!card-grid|filter-panel-drawer)|sub-header[\\/]|favorite-toggle|item-actions-menu|territory-switch-menu|locality[\\/]tag-list)|lib[\\/](format-number|favorites[\\/]))|node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Table|Skeleton|Breadcrumbs)[\\/])/,
    priority: 10,
    includeDependenciesRecursively: false,
  },
];

const DOMAIN_SOURCE = /[\\/]packages[\\/]domain[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;
// A top-level schema: `export const xSchema = z.…`, or one of the domain's schema factories.
const SCHEMA_DECLARATION =
  /^((?:export\s+)?const\s+\w+(?:\s*:[^=\n]+)?\s*=\s*)(?=z\.|listQuerySchema\(|listResponse\(|commaListParam\()/gm;

/**
 * Marks the domain's top-level zod schema constructions as pure. Bundlers must keep a call
 * they cannot prove side-effect free, so importing one label from a module that also builds
 * a schema used to pull every schema of it, and zod with them, into the first download.
 * Annotated, a schema nobody uses is dropped and zod follows the forms that validate.
 */
function pureDomainSchemas(): Plugin {
  return {
    name: 'oportuna:pure-domain-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!DOMAIN_SOURCE.test(id)) return null;
      const annotated = code.replace(SCHEMA_DECLARATION, '$1/* @__PURE__ */ ');
      return annotated === code ? null : { code: annotated, map: null };
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), pureDomainSchemas()],
  define: {
    'import.meta.env.APP_VERSION': JSON.stringify(packageJson.version),
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The shared domain package only declares constants, labels, functions and zod
        // schemas; nothing runs on import. Saying so (with pureDomainSchemas above) lets the
        // shell take its labels and limits without the schemas (and zod), which stay with the
        // forms that use them. dayjs runs nothing on import either: screens that format no
        // date leave it out.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]node_modules[\\/]dayjs[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: vendorGroups,
        },
      },
    },
  },
});
