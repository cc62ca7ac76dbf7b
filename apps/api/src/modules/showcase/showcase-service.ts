import type { Readable } from 'node:stream';
import {
  isValidCnpj,
  MESSAGES,
  normalizeCnpj,
  SHOWCASE_LIMITS,
  type ShowcaseCompany,
  type ShowcaseStatus,
  showcaseSubmissionSchema,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { AttemptLimits, AttemptRule } from '../../lib/attempt-limits.ts';
import type { Clock } from '../../lib/clock.ts';
import { canEditLocality } from '../../lib/customer-scope.ts';
import { DomainError, forbidden, invalidInput, notFound } from '../../lib/errors.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { FilesService } from '../files/files-service.ts';
import type { OutsideInterest } from '../interests/interests-service.ts';
import type { ProposalsService } from '../proposals/proposals-service.ts';
import { buildShowcasePage } from './showcase-content.ts';
import {
  findPublicCompany,
  findShowcasePlace,
  isCityOfState,
  markPublished,
  placeCode,
  type ShowcasePlace,
} from './showcase-queries.ts';

const M = MESSAGES.showcase;

/** Submissions an address may send per hour, and a locality may receive (docs/showcase.md). */
export const SHOWCASE_RULES = {
  submissionsPerAddress: { scope: 'vitrine_ip', max: 5, windowMinutes: 60, lockMinutes: 60 },
  submissionsPerLocality: {
    scope: 'vitrine_place',
    max: 30,
    windowMinutes: 60,
    lockMinutes: 60,
  },
  lookupsPerAddress: { scope: 'vitrine_lookup', max: 30, windowMinutes: 10, lockMinutes: 10 },
} satisfies Record<string, AttemptRule>;

/** The public address of a locality's showcase. */
export const showcasePath = (code: number) => `/vitrine/${code}`;

const tooMany = (message: string) =>
  new DomainError('too_many_requests', message, 'too_many_requests');

const placeLabel = (place: ShowcasePlace) =>
  place.kind === 'city' ? `${place.name} (${place.uf})` : place.name;

/** One submission in progress: the place it is for and the files stored so far. */
export type SubmissionDraft = {
  place: ShowcasePlace & { customerId: number };
  ip: string;
  files: { path: string; originalName: string }[];
};

/**
 * The economic showcase of a locality (spec 2 §2 tab 8, §4): generating it publishes a public
 * page at /vitrine/{code}; outside companies send opportunities through its form, which arrive
 * pending for the locality's customer.
 */
export function createShowcaseService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  limits: AttemptLimits;
  files: FilesService;
  proposals: ProposalsService;
  /** A submission is also an interest in the locality, from outside (docs/interests.md). */
  interests: { receiveFromOutside: (tx: Db, input: OutsideInterest) => Promise<number> };
  fileUrl: FileUrl;
  publicUrl: string;
}) {
  const { db, clock, audit, limits, files, proposals, interests, fileUrl, publicUrl } = deps;

  async function placeOf(code: number) {
    const place = await findShowcasePlace(db, code);
    if (!place) throw notFound('locality_not_found', MESSAGES.localities.notFound);
    return place;
  }

  const statusOf = (place: ShowcasePlace): ShowcaseStatus => ({
    url: place.publishedAt ? `${publicUrl}${showcasePath(place.code)}` : null,
    published_at: place.publishedAt ? new Date(place.publishedAt).toISOString() : null,
    allowed_origins: place.allowedOrigins ?? [],
  });

  /**
   * A published showcase; null when the place has none, or its profile or customer is gone;
   * 'unavailable' while its customer is inactive (reactivation brings it back as it was).
   */
  async function published(code: number) {
    const place = await findShowcasePlace(db, code);
    if (!place?.publishedAt || place.locationId === null || place.customerId === null) return null;
    if (!place.customerActive) return { unavailable: true as const, place };
    return place as ShowcasePlace & { locationId: number; customerId: number };
  }

  /** A showcase that answers the public: published, its customer active; 404 otherwise. */
  async function available(code: number) {
    const place = await published(code);
    if (!place) throw notFound('showcase_not_found', M.notFound);
    if ('unavailable' in place) throw notFound('showcase_unavailable', M.unavailable);
    return place;
  }

  /** The municipality a project sent through a state's showcase names: one of its own. */
  async function projectCityOf(stateId: number, cityId: number | null): Promise<number> {
    if (cityId === null) throw invalidInput({ city_id: MESSAGES.validation.required });
    if (!(await isCityOfState(db, cityId, stateId))) {
      throw invalidInput({ city_id: M.cityOutsideState });
    }
    return cityId;
  }

  return {
    /** POST locations/{code}/showcase: whoever may edit the profile publishes or refreshes it. */
    async generate(actor: Actor, code: number): Promise<ShowcaseStatus> {
      const place = await placeOf(code);
      if (place.locationId === null) {
        throw new DomainError('conflict', MESSAGES.localities.notEnabled, 'locality_not_enabled');
      }
      const ref = place.kind === 'city' ? { cityId: place.id } : { stateId: place.id };
      if (!canEditLocality(actor, { ...ref, responsibleUserId: place.responsibleUserId })) {
        throw forbidden('showcase_forbidden', M.generateForbidden);
      }
      // Its submissions would belong to no one.
      if (place.customerId === null) {
        throw new DomainError('conflict', M.noCustomer, 'showcase_without_customer');
      }
      const at = clock.now().toISOString();
      const locationId = place.locationId;
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await markPublished(tx, locationId, at);
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: 'showcase.generated',
            description: `Atualizou a vitrine econômica de ${placeLabel(place)}`,
            metadata: { location_id: locationId, code: place.code, url: showcasePath(place.code) },
          },
          tx,
        );
      });
      return statusOf({ ...place, publishedAt: at });
    },

    /** GET cities/{id}/showcase and states/{id}/showcase: any signed-in user reads the link. */
    async status(kind: 'city' | 'state', id: number): Promise<ShowcaseStatus> {
      const code = await placeCode(db, kind, id);
      if (code === undefined) {
        throw notFound(
          `${kind}_not_found`,
          kind === 'city' ? 'Cidade não encontrada.' : 'Estado não encontrado.',
        );
      }
      return statusOf(await placeOf(code));
    },

    /**
     * The public page's content and the sites that may frame it; `notFound` before generation,
     * `unavailable` while the customer is inactive (framed by the same sites, so that a page
     * embedding it says so).
     */
    async page(code: number) {
      const place = await published(code);
      if (!place) return { missing: 'notFound' as const, allowedOrigins: [] };
      const allowedOrigins = ('unavailable' in place ? place.place : place).allowedOrigins ?? [];
      if ('unavailable' in place) return { missing: 'unavailable' as const, allowedOrigins };
      return { content: await buildShowcasePage(db, place, fileUrl), allowedOrigins };
    },

    /**
     * 'Buscar Dados' of a showcase's form: a company's public name and contacts, only while
     * the showcase answers the public, rate-limited per address.
     */
    async lookupCompany(ip: string, code: number, document: string): Promise<ShowcaseCompany> {
      if (!isValidCnpj(document)) {
        throw invalidInput({ company_document: MESSAGES.validation.invalidCnpj });
      }
      await available(code);
      if (!(await limits.take(SHOWCASE_RULES.lookupsPerAddress, ip))) {
        throw tooMany(M.tooManyLookups);
      }
      const cnpj = normalizeCnpj(document);
      const found = await findPublicCompany(db, cnpj);
      if (!found) throw notFound('company_not_found', M.companyNotFound);
      return { federal_tax_id: cnpj, ...found };
    },

    /**
     * Opens a submission: the showcase must answer the public (published, its customer
     * active), and the sender's address and the
     * locality each have an hourly budget, taken before a byte of the body is read.
     */
    async openSubmission(code: number, ip: string): Promise<SubmissionDraft> {
      const place = await available(code);
      if (!(await limits.take(SHOWCASE_RULES.submissionsPerAddress, ip))) {
        throw tooMany(M.tooManySubmissions);
      }
      if (!(await limits.take(SHOWCASE_RULES.submissionsPerLocality, String(place.code)))) {
        throw tooMany(M.tooManySubmissions);
      }
      return { place, ip, files: [] };
    },

    /** Streams one attachment to storage (5 MB, JPEG or PNG; at most five). */
    async addAttachment(
      draft: SubmissionDraft,
      upload: { content: Readable; originalName: string },
    ) {
      if (draft.files.length >= SHOWCASE_LIMITS.files) {
        upload.content.resume();
        throw invalidInput({ attachments: M.tooManyFiles(SHOWCASE_LIMITS.files) });
      }
      const stored = await files.storeForShowcase(upload, {
        customerId: draft.place.customerId,
        ip: draft.ip,
      });
      draft.files.push({ path: stored.file.path, originalName: stored.file.original_name });
    },

    /** Takes back the files of a submission that went no further. */
    async discard(draft: SubmissionDraft) {
      for (const file of draft.files.splice(0)) await files.discard(file.path);
    },

    /**
     * Checks the fields and writes the pending opportunity. A filled honeypot is answered as
     * a success, so that a robot learns nothing, but nothing is kept: `false`.
     */
    async submit(draft: SubmissionDraft, fields: Record<string, string>): Promise<boolean> {
      if (fields.website && fields.website.trim() !== '') {
        for (const file of draft.files.splice(0)) await files.discard(file.path);
        return false;
      }
      const input = showcaseSubmissionSchema.parse(fields);
      const { place } = draft;
      const cityId =
        place.kind === 'city' ? place.id : await projectCityOf(place.id, input.city_id);
      const contact = { name: input.contact_name, email: input.contact_email };
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await proposals.receiveFromShowcase(
          {
            customerId: place.customerId,
            cityId,
            placeCode: place.code,
            placeLabel: placeLabel(place),
            companyName: input.company_name,
            federalTaxId: input.company_document,
            category: input.project_category,
            totalInvestment: input.total_investment,
            description: input.description,
            contact: { ...contact, phone: input.contact_phone },
            files: draft.files,
            ip: draft.ip,
          },
          tx,
        );
        await interests.receiveFromOutside(tx, {
          ownerCustomerId: place.customerId,
          place: { kind: place.kind, id: place.id, label: placeLabel(place) },
          contact,
          companyName: input.company_name,
          message: input.description,
          ip: draft.ip,
          at: clock.now().toISOString(),
        });
      });
      return true;
    },
  };
}

export type ShowcaseService = ReturnType<typeof createShowcaseService>;
