import type { ProjectCategory } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { NotificationsService } from '../notifications/notifications-service.ts';
import { citySeat, insertProposal, replaceChildren } from './proposals-write-queries.ts';

/** What a showcase submission becomes: checked fields, stored files, the place it is for. */
export type ShowcaseOpportunity = {
  customerId: number;
  cityId: number | null;
  placeCode: number;
  placeLabel: string;
  companyName: string;
  federalTaxId: string;
  category: ProjectCategory;
  totalInvestment: number;
  description: string;
  contact: { name: string; email: string; phone: string | null };
  files: { path: string; originalName: string }[];
  ip: string;
};

/** Opportunities that outside companies send through a locality's showcase. */
export function createProposalsShowcaseService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  notifications: NotificationsService;
}) {
  const { db, clock, audit, notifications } = deps;

  /** Runs a change in one transaction; triggers tell every process about it on commit. */
  function write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction((tx) => work(tx as unknown as Db));
  }

  return {
    /**
     * A private opportunity an outside company sent through a locality's showcase: pending,
     * owned by the locality's customer, with the files already stored for it. The customer's
     * active administrators are told; the entry in the log keeps the sender's address. Inside
     * `within`, a transaction of the caller's, when given.
     */
    async receiveFromShowcase(submission: ShowcaseOpportunity, within?: Db) {
      const now = clock.now().toISOString();
      // Inside the caller's transaction, every read goes through it: the embedded database
      // has one connection, which the transaction holds.
      const city = submission.cityId ? await citySeat(within ?? db, submission.cityId) : null;
      const run = within ? <T>(work: (tx: Db) => Promise<T>) => work(within) : write;
      return run(async (tx) => {
        const id = await insertProposal(tx, {
          name: submission.companyName,
          type: 'company',
          status: 'pending',
          source: 'showcase',
          customerId: submission.customerId,
          cityId: submission.cityId,
          location: city ? { x: city.longitude, y: city.latitude } : null,
          description: submission.description,
          projectCategory: submission.category,
          projectTotal: submission.totalInvestment,
          projectDescription: submission.description,
          companyName: submission.companyName,
          companyFederalTaxId: submission.federalTaxId,
          createdAt: now,
          updatedAt: now,
        });
        await replaceChildren(tx, id, {
          benefits: [],
          contacts: [
            {
              name: submission.contact.name,
              email: submission.contact.email,
              phone: submission.contact.phone,
              cellPhone: null,
              responsibility: null,
              site: null,
              position: 0,
            },
          ],
          media: submission.files.map((file, position) => ({
            type: 'image' as const,
            name: file.originalName,
            path: file.path,
            originalPath: file.path,
            originalName: file.originalName,
            position,
          })),
        });
        await audit.record(
          { userId: null, customerId: submission.customerId, ip: submission.ip },
          {
            action: 'showcase.submission_received',
            description: `Recebeu pela vitrine de ${submission.placeLabel} a oportunidade #${id} ${submission.companyName}, enviada do endereço ${submission.ip}`,
            metadata: {
              proposal_id: id,
              code: submission.placeCode,
              cnpj: submission.federalTaxId,
              company_name: submission.companyName,
              ip: submission.ip,
            },
          },
          tx,
        );
        await notifications.notify(
          {
            category: 'company',
            message: `Nova oportunidade #${id} recebida pela vitrine econômica de ${submission.placeLabel}, aguardando aprovação: ${submission.companyName}`,
            link: `/proposals/${id}`,
            customerId: submission.customerId,
            createdBy: null,
            readableOnlyBy: { customerId: submission.customerId },
            toAdminsOf: submission.customerId,
          },
          tx,
        );
        return id;
      });
    },
  };
}
