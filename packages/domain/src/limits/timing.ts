export const TIMING = {
  notificationPollingMs: 10000,
  passwordChangedRedirectMs: 3000,
  splashIdleMs: 3000,
  contentAnimationMs: 200,
  localSaveDelayMs: 1000,
} as const;
