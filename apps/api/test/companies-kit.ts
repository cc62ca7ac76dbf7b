import type { Db } from '../src/db/database.ts';
import { systemClock } from '../src/lib/clock.ts';
import { createAuditService } from '../src/modules/audit/audit-service.ts';
import { createCompaniesService } from '../src/modules/companies/companies-service.ts';
import { createFileUrls } from '../src/modules/files/file-urls.ts';

type Limits = Omit<
  Parameters<typeof createCompaniesService>[0],
  'db' | 'clock' | 'audit' | 'fileUrl'
>;

/** The companies service on a test database, with the limits a test lowers to reach a path. */
export const companiesServiceOn = (db: Db, limits: Limits = {}) =>
  createCompaniesService({
    db,
    clock: systemClock,
    audit: createAuditService({ db, clock: systemClock }),
    fileUrl: createFileUrls({ secret: 'test', clock: systemClock }).url,
    ...limits,
  });
