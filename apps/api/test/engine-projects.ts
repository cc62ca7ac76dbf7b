/**
 * Which API tests run on which engine. The production engine is PostgreSQL: when DATABASE_URL
 * names a server, the `api` project runs there. The embedded PGlite is the default of a fresh
 * clone, so the `api-embedded` project runs, on PGlite, what is specific to it and a smoke
 * file of every module. Without a server, `api` runs every file on PGlite and the embedded
 * project is not needed. Paths are relative to apps/api.
 */
export const EMBEDDED_PROJECT = 'api-embedded';

/** Files that open embedded databases of their own, whatever the engine: run once, here. */
export const EMBEDDED_ONLY_FILES = [
  'src/db/open-database.test.ts',
  'src/db/pglite-kept-statements.test.ts',
  'src/importers/import-commands.test.ts',
  'src/seed/load-demo-data.test.ts',
];

/** What differs on the embedded engine: start and stop, migrations, loads, COPY, the walker. */
const ENGINE_FILES = [
  'src/app-shutdown.test.ts',
  'src/db/analyze-own-tables.test.ts',
  'src/db/company-contact-migration.test.ts',
  'src/db/immutable-unaccent.test.ts',
  'src/importers/municipal-boundaries/load-municipal-boundaries.test.ts',
  'src/importers/receita/load-receita.test.ts',
  'src/importers/receita/receita-fields.test.ts',
  'src/importers/reference-data/load-municipal-boundary-extract.test.ts',
  'src/importers/reference-data/load-reference-data.test.ts',
  'src/importers/tse/load-tse.test.ts',
  'src/importers/tse/publish-politicians.test.ts',
  'src/lib/change-feed.test.ts',
  'src/modules/companies/company-index/company-index.test.ts',
  'src/plugins/no-server-errors.test.ts',
];

/** One file a module: its main reads and writes, through the routes, on the embedded engine. */
export const MODULE_SMOKE_FILES = {
  audit: 'src/modules/audit/audits.test.ts',
  auth: 'src/modules/auth/auth.test.ts',
  catalogues: 'src/modules/catalogues/catalogues.test.ts',
  cities: 'src/modules/cities/cities.test.ts',
  companies: 'src/modules/companies/companies-list.test.ts',
  customers: 'src/modules/customers/customers-list.test.ts',
  'data-sources': 'src/modules/data-sources/data-sources.test.ts',
  favorites: 'src/modules/favorites/favorites.test.ts',
  files: 'src/modules/files/files-purposes.test.ts',
  geography: 'src/modules/geography/geography.test.ts',
  interests: 'src/modules/interests/interests.test.ts',
  localities: 'src/modules/localities/localities-save.test.ts',
  matching: 'src/modules/matching/matching.test.ts',
  notifications: 'src/modules/notifications/notifications.test.ts',
  outcomes: 'src/modules/outcomes/outcomes.test.ts',
  partners: 'src/modules/partners/partners.test.ts',
  politicians: 'src/modules/politicians/politicians.test.ts',
  'possible-links': 'src/modules/possible-links/possible-links.test.ts',
  'postal-codes': 'src/modules/postal-codes/postal-codes.test.ts',
  profile: 'src/modules/profile/profile-personal.test.ts',
  proposals: 'src/modules/proposals/proposals-list.test.ts',
  showcase: 'src/modules/showcase/showcase.test.ts',
  states: 'src/modules/states/states.test.ts',
  system: 'src/modules/system/system-routes.test.ts',
  users: 'src/modules/users/users-create.test.ts',
} as const;

export const EMBEDDED_FILES = [
  ...EMBEDDED_ONLY_FILES,
  ...ENGINE_FILES,
  ...Object.values(MODULE_SMOKE_FILES),
];

export const API_TEST_FILES = ['src/**/*.test.ts', 'test/**/*.test.ts'];
