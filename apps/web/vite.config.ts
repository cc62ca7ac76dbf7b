import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
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

export default defineConfig({
  root,
  plugins: [react()],
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
        // dayjs runs nothing on import: screens that format no date leave it out.
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]dayjs[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: vendorGroups,
        },
      },
    },
  },
});
