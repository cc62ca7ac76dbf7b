interface ImportMetaEnv {
  /** The version in apps/web/package.json, injected by `define` in vite.config.ts. */
  readonly APP_VERSION?: string;
}
