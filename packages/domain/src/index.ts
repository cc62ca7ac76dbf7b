// Everything the package offers, for the API. The web imports the subpaths (package.json
// `exports`), so that a screen's code names only the areas it uses.
export * from './entries/activity-log.ts';
export * from './entries/auth.ts';
export * from './entries/cities.ts';
export * from './entries/companies.ts';
export * from './entries/customers.ts';
export * from './entries/favorites.ts';
export * from './entries/files.ts';
export * from './entries/formatting.ts';
export * from './entries/limits.ts';
export * from './entries/lists.ts';
export * from './entries/localities.ts';
export * from './entries/matching.ts';
export * from './entries/messages.ts';
export * from './entries/money.ts';
export * from './entries/notifications.ts';
export * from './entries/partners.ts';
export * from './entries/politicians.ts';
export * from './entries/possible-links.ts';
export * from './entries/profile.ts';
export * from './entries/proposals.ts';
export * from './entries/showcase.ts';
export * from './entries/states.ts';
export * from './entries/system.ts';
export * from './entries/territory.ts';
export * from './entries/users.ts';
export * from './entries/validators.ts';
