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
        // The shared domain package only declares constants, labels, functions and zod
        // schemas; nothing runs on import. Saying so lets the shell take its labels and
        // limits without the schemas (and zod), which stay with the forms that use them.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: vendorGroups,
        },
      },
    },
  },
});
