// Vite injects the package version at build time; tools that run the sources without the
// app's Vite config (the root Vitest projects) see no value and get a stable stand-in.
export const APP_VERSION: string = import.meta.env.APP_VERSION ?? '0.0.0-dev';
