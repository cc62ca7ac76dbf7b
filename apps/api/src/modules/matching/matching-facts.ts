import type { MatchCriterion } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { ProposalsService } from '../proposals/proposals-service.ts';
import { CNAE_DIVISIONS, divisionOf } from './cnae-divisions.ts';
import {
  allBounds,
  allQuotients,
  boundsSources,
  candidateSeats,
  openPublicOpportunities,
  placeFacts,
} from './matching-queries.ts';
import type { Bound, Bounds, ProjectFacts } from './place-criteria.ts';
import { placeFactsOf, placeOnlyValues, type RankedPlace } from './place-ranking.ts';

type PlaceRow = Awaited<ReturnType<typeof placeFacts>>[number];
type QuotientRows = Awaited<ReturnType<typeof allQuotients>>;
type ProjectRow = Awaited<ReturnType<ProposalsService['openPrivateProjects']>>[number];

/** A municipality as matching shows and scores it. */
export interface KeptPlace {
  /** Its position in the snapshot's places, and in each division's quotients. */
  index: number;
  row: PlaceRow;
  facts: RankedPlace;
  /** Whether the registry has active establishments there (else its quotients are missing). */
  covered: boolean;
  /** Its values no project changes, normalised once (placeOnlyValues). */
  placeOnly: Float64Array;
}

/**
 * An open private opportunity as matching scores it: with its company's seats, and without
 * them for weights that give distance nothing.
 */
export interface KeptProject {
  row: ProjectRow;
  facts: ProjectFacts;
  factsWithoutSeats: ProjectFacts;
}

export interface MatchingSnapshot {
  places: KeptPlace[];
  placeById: Map<number, KeptPlace>;
  projects: KeptProject[];
  projectById: Map<number, KeptProject>;
  /** Each municipality's open public opportunities, by name: the match lists link to them. */
  openOpportunitiesByCity: Map<number, { id: number; name: string }[]>;
  /**
   * Each CNAE division's location quotient in every place, by the place's index: 0 where the
   * division has no establishment (see quotientOf for places the registry does not cover).
   */
  quotientsByDivision: Map<number, Float64Array>;
  indicatorBounds: Bounds;
  quotientBounds: Map<number, Bound>;
  sources: { indicatorsYear: number | null; releaseDate: string | null };
  /** When it was read, and how long reading it took. */
  readAt: Date;
  readMs: number;
}

async function readSnapshot(
  db: Db,
  proposals: ProposalsService,
  quotients: Promise<QuotientRows>,
): Promise<MatchingSnapshot> {
  const started = performance.now();
  const [placeRows, projectRows, boundRows, sources, seats, opportunities, quotientRows] =
    await Promise.all([
      placeFacts(db, null, {}),
      proposals.openPrivateProjects(),
      allBounds(db),
      boundsSources(db),
      candidateSeats(db),
      openPublicOpportunities(db),
      quotients,
    ]);
  const openOpportunitiesByCity = new Map<number, { id: number; name: string }[]>();
  for (const { id, name, cityId } of opportunities) {
    if (cityId === null) continue;
    const list = openOpportunitiesByCity.get(cityId);
    if (list) list.push({ id, name });
    else openOpportunitiesByCity.set(cityId, [{ id, name }]);
  }
  const indicatorBounds: Bounds = {};
  const quotientBounds = new Map<number, Bound>();
  for (const b of boundRows) {
    if (b.criterion === 'location_quotient')
      quotientBounds.set(b.division, { min: b.min, max: b.max });
    else indicatorBounds[b.criterion as MatchCriterion] = { min: b.min, max: b.max };
  }
  const places = placeRows.map((row, index) => {
    const facts = placeFactsOf(row);
    return {
      index,
      row,
      facts,
      covered: row.quotient !== null,
      placeOnly: placeOnlyValues(facts, indicatorBounds),
    };
  });
  const indexOfCity = new Map(places.map((place) => [place.row.cityId, place.index]));
  const quotientsByDivision = new Map<number, Float64Array>();
  for (const { division, cityIds, quotients: values } of quotientRows) {
    const byPlace = new Float64Array(places.length);
    cityIds.forEach((cityId, i) => {
      const index = indexOfCity.get(cityId);
      if (index !== undefined) byPlace[index] = Number(values[i]);
    });
    quotientsByDivision.set(division, byPlace);
  }
  const seatsByBase = new Map<string, ProjectFacts['establishmentPoints']>();
  for (const { cnpjBasico, ...seat } of seats) {
    const list = seatsByBase.get(cnpjBasico);
    if (list) list.push(seat);
    else seatsByBase.set(cnpjBasico, [seat]);
  }
  const projects = projectRows.map((row): KeptProject => {
    const division = divisionOf(row.mainActivityCode);
    const factsWithoutSeats: ProjectFacts = {
      division,
      divisionVocations: division === null ? [] : (CNAE_DIVISIONS[division]?.vocations ?? []),
      requiredAreaM2: row.requiredAreaM2,
      preferredUfs: row.preferredUfs ?? [],
      establishmentPoints: [],
    };
    const seats = row.federalTaxId ? seatsByBase.get(row.federalTaxId.slice(0, 8)) : undefined;
    return {
      row,
      facts: seats ? { ...factsWithoutSeats, establishmentPoints: seats } : factsWithoutSeats,
      factsWithoutSeats,
    };
  });
  return {
    places,
    placeById: new Map(places.map((place) => [place.row.cityId, place])),
    projects,
    projectById: new Map(projects.map((project) => [project.row.id, project])),
    openOpportunitiesByCity,
    quotientsByDivision,
    indicatorBounds,
    quotientBounds,
    sources: {
      indicatorsYear: sources.indicatorsYear ?? null,
      releaseDate: sources.releaseDate ?? null,
    },
    readAt: new Date(),
    readMs: performance.now() - started,
  };
}

/**
 * What matching scores, kept in memory (decision 0030): every municipality's facts and every
 * open private opportunity's, read at start and read again after any change to what they are
 * made of (opportunities, locality profiles, the registry, the indicators: the database
 * announces those writes, lib/change-feed.ts). Each request first hears every change committed
 * before it (one round trip), then waits for a new reading if there was any: no answer is
 * older than a write committed before it was asked, by any process. Requests meanwhile share
 * that one reading. A reading older than MAX_AGE_MS is read again in the background
 * (a notice lost while the feed was away heals itself) while it goes on answering.
 */
export function createMatchingFacts(deps: {
  db: Db;
  proposals: ProposalsService;
  changes: ChangeFeed;
}) {
  const MAX_AGE_MS = 60_000;
  let generation = 0;
  let kept: { generation: number; snapshot: MatchingSnapshot } | null = null;
  let reading: { generation: number; promise: Promise<MatchingSnapshot> } | null = null;
  // The quotients (up to 87 divisions × 5,571 places) are read again only when they change: a
  // Receita release is far rarer than a change to the lists.
  let quotientGeneration = 0;
  let quotients: { generation: number; promise: Promise<QuotientRows> } | null = null;

  deps.changes.subscribe((change) => {
    if (change.topic === 'quotients' || change.topic === 'resync') quotientGeneration += 1;
    if (change.topic === 'lists' || change.topic === 'quotients' || change.topic === 'resync')
      generation += 1;
  });

  function readQuotients(): Promise<QuotientRows> {
    if (quotients && quotients.generation === quotientGeneration) return quotients.promise;
    const promise = allQuotients(deps.db);
    quotients = { generation: quotientGeneration, promise };
    promise.catch(() => {
      if (quotients?.promise === promise) quotients = null;
    });
    return promise;
  }

  function read(): Promise<MatchingSnapshot> {
    if (reading && reading.generation === generation) return reading.promise;
    const wanted = generation;
    const promise = readSnapshot(deps.db, deps.proposals, readQuotients()).then(
      (snapshot) => {
        if (!kept || kept.generation <= wanted) kept = { generation: wanted, snapshot };
        if (reading?.promise === promise) reading = null;
        return snapshot;
      },
      (error: unknown) => {
        if (reading?.promise === promise) reading = null;
        throw error;
      },
    );
    reading = { generation: wanted, promise };
    return promise;
  }

  return {
    /** The facts as of the last change this process has heard of. */
    async current(): Promise<MatchingSnapshot> {
      await deps.changes.caughtUp();
      if (!kept || kept.generation !== generation) return read();
      if (Date.now() - kept.snapshot.readAt.getTime() > MAX_AGE_MS) read().catch(() => {});
      return kept.snapshot;
    },
    /** Reads the facts before the server answers its first request. */
    async warm(): Promise<void> {
      await read();
    },
  };
}

export type MatchingFacts = ReturnType<typeof createMatchingFacts>;
