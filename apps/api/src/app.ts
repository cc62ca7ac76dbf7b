import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setZodPtBrErrorMap } from '@oportuna/domain';
import type { FastifyInstance } from 'fastify';
import { openAppDatabase } from './app-database.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { createFastifyInstance } from './fastify-instance.ts';
import { createAnswerCache } from './lib/answer-cache.ts';
import { createAttemptLimits } from './lib/attempt-limits.ts';
import { createChangeFeed } from './lib/change-feed.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createPasswordLinks } from './lib/password-links.ts';
import { newPasswordProblem } from './lib/password-policy.ts';
import { hashPassword, verifyPassword } from './lib/passwords.ts';
import { repositoryRoot } from './lib/paths.ts';
import { auditRoutes } from './modules/audit/audit-routes.ts';
import { createAuditService } from './modules/audit/audit-service.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { createAuthService } from './modules/auth/auth-service.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { createSessionService } from './modules/auth/session-service.ts';
import { createSessionTokens } from './modules/auth/session-token.ts';
import { createTwoFactorCodes } from './modules/auth/two-factor-codes.ts';
import { cataloguesRoutes } from './modules/catalogues/catalogues-routes.ts';
import { createCataloguesService } from './modules/catalogues/catalogues-service.ts';
import { citiesRoutes } from './modules/cities/cities-routes.ts';
import { createCitiesService } from './modules/cities/cities-service.ts';
import { cityPoliticsRoutes } from './modules/cities/city-politics-routes.ts';
import { createCityPoliticsService } from './modules/cities/city-politics-service.ts';
import { companiesRoutes } from './modules/companies/companies-routes.ts';
import { createCompaniesService } from './modules/companies/companies-service.ts';
import {
  type CompanyIndex,
  createCompanyIndex,
} from './modules/companies/company-index/company-index.ts';
import { createCustomersAdminService } from './modules/customers/customers-admin-service.ts';
import { customersRoutes } from './modules/customers/customers-routes.ts';
import { createCustomersService } from './modules/customers/customers-service.ts';
import { dataSourcesRoutes } from './modules/data-sources/data-sources-routes.ts';
import { createDataSourcesService } from './modules/data-sources/data-sources-service.ts';
import { favoritesRoutes } from './modules/favorites/favorites-routes.ts';
import { createFavoritesService } from './modules/favorites/favorites-service.ts';
import { createLocalFileStorage, localStorageRoot } from './modules/files/file-storage.ts';
import { createFileUrls } from './modules/files/file-urls.ts';
import { filesRoutes } from './modules/files/files-routes.ts';
import { createFilesService } from './modules/files/files-service.ts';
import { geographyRoutes } from './modules/geography/geography-routes.ts';
import { createGeographyService } from './modules/geography/geography-service.ts';
import { createInterestsModule } from './modules/interests/interests-module.ts';
import { interestsRoutes } from './modules/interests/interests-routes.ts';
import { localitiesRoutes } from './modules/localities/localities-routes.ts';
import { createLocalitiesService } from './modules/localities/localities-service.ts';
import { compareRoutes } from './modules/matching/compare-routes.ts';
import { createMatchAlertQueue } from './modules/matching/match-alert-queue.ts';
import { createMatchAlerts } from './modules/matching/match-alerts.ts';
import { createMatchingFacts } from './modules/matching/matching-facts.ts';
import { matchingRoutes } from './modules/matching/matching-routes.ts';
import { createMatchingService } from './modules/matching/matching-service.ts';
import {
  createNotificationEvents,
  type NotificationEvents,
} from './modules/notifications/notification-events.ts';
import { notificationsRoutes } from './modules/notifications/notifications-routes.ts';
import { createNotificationsService } from './modules/notifications/notifications-service.ts';
import { outcomesRoutes } from './modules/outcomes/outcomes-routes.ts';
import { createOutcomesService } from './modules/outcomes/outcomes-service.ts';
import { partnersRoutes } from './modules/partners/partners-routes.ts';
import { createPartnersService } from './modules/partners/partners-service.ts';
import { politiciansRoutes } from './modules/politicians/politicians-routes.ts';
import { createPoliticiansService } from './modules/politicians/politicians-service.ts';
import { possibleLinksRoutes } from './modules/possible-links/possible-links-routes.ts';
import { createPossibleLinksService } from './modules/possible-links/possible-links-service.ts';
import { postalCodesRoutes } from './modules/postal-codes/postal-codes-routes.ts';
import { createPostalCodesService } from './modules/postal-codes/postal-codes-service.ts';
import { profileRoutes } from './modules/profile/profile-routes.ts';
import { createProfileService } from './modules/profile/profile-service.ts';
import { proposalsRoutes } from './modules/proposals/proposals-routes.ts';
import { createProposalsService } from './modules/proposals/proposals-service.ts';
import { showcaseRoutes } from './modules/showcase/showcase-routes.ts';
import { createShowcaseService } from './modules/showcase/showcase-service.ts';
import { statesRoutes } from './modules/states/states-routes.ts';
import { createStatesService } from './modules/states/states-service.ts';
import { systemRoutes } from './modules/system/system-routes.ts';
import { createSystemService } from './modules/system/system-service.ts';
import { usersRoutes } from './modules/users/users-routes.ts';
import { createUsersService } from './modules/users/users-service.ts';
import { accessRulesPlugin } from './plugins/access.ts';
import { authenticationPlugin } from './plugins/authentication.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputCharactersPlugin } from './plugins/input-characters.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export const APP_VERSION: string = JSON.parse(
  readFileSync(join(repositoryRoot, 'package.json'), 'utf8'),
).version;

declare module 'fastify' {
  interface FastifyInstance {
    /** The company list's index, when kept (tests wait for it to be built). */
    companyIndex: CompanyIndex | null;
    /** Reads what is kept in memory for answers, before the server takes its first request. */
    warm: () => Promise<void>;
  }
}

export type BuildOptions = {
  /** An already open database (tests); otherwise one is opened from the configuration. */
  database?: Database;
  logger?: boolean;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
  clock?: Clock;
  mailer?: Mailer;
  notificationEvents?: NotificationEvents;
};

/** Builds the whole product: plugins, then modules. The server entry and every test use it. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  setZodPtBrErrorMap();
  const app = createFastifyInstance(config, options);
  const { database, tasks } = await openAppDatabase(app, config, options);

  const { db } = database;
  const clock = options.clock ?? systemClock;
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
    });
  const audit = createAuditService({ db, clock });
  const changes = await createChangeFeed(database, app.log);
  app.addHook('onClose', () => changes.close());
  // A client that wrote and then reads must not get an answer kept from before its write.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await changes.caughtUp();
    return payload;
  });
  const sessions = createSessionService({
    db,
    clock,
    changes,
    tokens: createSessionTokens(config.jwtSecret),
  });
  const events = options.notificationEvents ?? createNotificationEvents();
  const answers = createAnswerCache(changes);
  const mail = { mailer, tasks, publicUrl: config.publicUrl };
  const notifications = createNotificationsService({ db, clock, events, mail });
  const limits = createAttemptLimits({ db, clock });
  const fileUrls = createFileUrls({ secret: config.jwtSecret, clock });
  const fileUrl = fileUrls.url;
  const passwordLinks = createPasswordLinks({ db, clock, publicUrl: config.publicUrl });
  const auth = createAuthService({
    db,
    clock,
    fileUrl,
    mailer,
    sessions,
    audit,
    codes: createTwoFactorCodes({ db, clock, secret: config.jwtSecret }),
    throttle: createLoginThrottle({ limits }),
    limits,
    tasks,
    links: passwordLinks,
  });

  await app.register(accessRulesPlugin);
  await app.register(errorsPlugin);
  await app.register(inputCharactersPlugin);
  await app.register(securityPlugin, { config });
  await app.register(openApiPlugin, { version: APP_VERSION });
  await app.register(authenticationPlugin, { sessions });

  // Built in the background from the start: lists answer from SQL until it is ready.
  const companyIndex = config.companyListIndex ? createCompanyIndex({ db, log: app.log }) : null;
  app.decorate('companyIndex', companyIndex);
  app.addHook('onReady', async () => {
    companyIndex?.refresh().catch(() => {});
  });
  app.addHook('onClose', async () => companyIndex?.close());
  await app.register(systemRoutes, {
    system: createSystemService({ database, config, version: APP_VERSION, companyIndex }),
  });
  await app.register(authRoutes, { auth });
  await app.register(customersRoutes, {
    customers: createCustomersService({ db, clock, audit }),
    admin: createCustomersAdminService({ db, clock, audit, fileUrl }),
    clock,
  });
  await app.register(usersRoutes, {
    users: createUsersService({ db, clock, audit, mailer, links: passwordLinks, tasks }),
  });
  // Match alerts: evaluations queued by the writes, run once committed (docs/matching.md).
  const matchAlertQueue = createMatchAlertQueue({ db, clock, tasks, log: app.log });
  const proposals = createProposalsService({
    db,
    clock,
    audit,
    notifications,
    fileUrl,
    matches: matchAlertQueue,
  });
  const matchFacts = createMatchingFacts({ db, proposals, changes }); // decision 0030
  const matchAlerts = createMatchAlerts({ db, clock, proposals, notifications, facts: matchFacts });
  app.addHook('onReady', async () => {
    matchAlertQueue.start(matchAlerts.evaluate);
  });
  await app.register(profileRoutes, {
    profile: createProfileService({
      db,
      clock,
      audit,
      mailer,
      tasks,
      limits,
      fileUrl,
      passwords: { hash: hashPassword, verify: verifyPassword, problem: newPasswordProblem },
    }),
  });
  const shared = { db, clock, audit, notifications, proposals };
  const interests = createInterestsModule({ ...shared, limits, fileUrl, mail });
  await app.register(interestsRoutes, { ...interests, clock });
  await app.register(outcomesRoutes, { outcomes: createOutcomesService({ db, clock }), clock });
  const favorites = createFavoritesService({ ...shared, interests: interests.interests });
  await app.register(favoritesRoutes, { favorites });
  await app.register(notificationsRoutes, { notifications, events, sessions });
  await app.register(auditRoutes, { audit });
  await app.register(citiesRoutes, { cities: createCitiesService({ db }), clock, answers });
  await app.register(cityPoliticsRoutes, { cityPolitics: createCityPoliticsService({ db }) });
  await app.register(statesRoutes, { states: createStatesService({ db }), clock });
  await app.register(politiciansRoutes, { politicians: createPoliticiansService({ db }) });
  await app.register(cataloguesRoutes, { catalogues: createCataloguesService({ db }) });
  await app.register(companiesRoutes, {
    companies: createCompaniesService({ db, clock, audit, fileUrl, index: companyIndex }),
    clock,
  });
  await app.register(partnersRoutes, {
    partners: createPartnersService({ db, clock, fileUrl }),
  });
  await app.register(possibleLinksRoutes, {
    possibleLinks: createPossibleLinksService({ db, audit }),
  });
  await app.register(dataSourcesRoutes, { dataSources: createDataSourcesService({ db }) });
  await app.register(geographyRoutes, { geography: createGeographyService({ db }) });
  const files = createFilesService({
    db,
    clock,
    audit,
    storage: createLocalFileStorage(localStorageRoot(config.dataDir)),
    urls: fileUrls,
  });
  await app.register(filesRoutes, { files });
  await app.register(localitiesRoutes, {
    localities: createLocalitiesService({ db, clock, audit, fileUrl, matches: matchAlertQueue }),
  });
  await app.register(proposalsRoutes, {
    proposals,
    answers,
    clock,
  });
  const matching = createMatchingService({ db, proposals, facts: matchFacts, changes });
  await app.register(matchingRoutes, { matching });
  await app.register(compareRoutes, { matching, clock });
  app.decorate('warm', async () => {
    // Without the database the server still starts: the first request reads them instead.
    const warmed = matching.warm().then(matchAlertQueue.backfill);
    await warmed.catch((error: unknown) => {
      app.log.warn(`Dados de compatibilidade não lidos na partida: ${(error as Error).message}`);
    });
  });
  await app.register(showcaseRoutes, {
    showcase: createShowcaseService({
      db,
      clock,
      audit,
      limits,
      files,
      proposals,
      interests,
      fileUrl,
      publicUrl: config.publicUrl,
    }),
  });
  await app.register(postalCodesRoutes, {
    postalCodes: createPostalCodesService({ db, clock, baseUrl: config.cepServiceUrl }),
  });

  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
}
