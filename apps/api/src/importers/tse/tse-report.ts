import type { TseKind } from './tse-layout.ts';
import type { TsePublication } from './tse-publish-sql.ts';
import type { MappingRow, StagedCounts } from './tse-sql.ts';

export type TseFileReport = {
  name: string;
  kind: TseKind;
  year: number;
  /** Data rows read (the header not counted). */
  rows: number;
  /** Rows left out of this file, by reason. */
  skipped: Record<string, number>;
};

export type TseMunicipality = { code: string; uf: string; name: string; city: string | null };

export type TseReport = {
  years: number[];
  /** Newest DT_GERACAO among the files loaded (aaaa-mm-dd). */
  generatedAt: string | null;
  files: TseFileReport[];
  /** `_BRASIL` files not read: the per-state files they repeat were read. */
  repeatedFiles: string[];
  /** Candidacies now held, per year (all years, not only those loaded). */
  candidacies: Record<string, number>;
  /** Rows left out, or values emptied, over the whole load, by reason. */
  skipped: Record<string, number>;
  municipalities: {
    byCode: number;
    byName: number;
    /** Matched by code in the right state though the name differs: worth a look. */
    byCodeOnly: TseMunicipality[];
    unmapped: TseMunicipality[];
  };
  /** What the years loaded changed in `politicians`. */
  politicians: TsePublication;
};

export function addCount(counts: Record<string, number>, reason: string, by = 1) {
  counts[reason] = (counts[reason] ?? 0) + by;
}

/** What the files said plus what only the staged rows tell (rounds, orphans, repeats). */
export function totalSkipped(files: TseFileReport[], staged: StagedCounts) {
  const skipped: Record<string, number> = {};
  for (const file of files) {
    for (const [reason, count] of Object.entries(file.skipped)) addCount(skipped, reason, count);
  }
  addCount(skipped, 'linha repetida (mesmo candidato, ano e turno)', staged.repeated);
  addCount(
    skipped,
    'linha de turno anterior (fica a do último turno do candidato)',
    staged.earlierRounds,
  );
  addCount(
    skipped,
    'julgamento sem candidatura no arquivo principal',
    staged.judgmentsWithoutCandidacy,
  );
  addCount(skipped, 'julgamento repetido', staged.repeatedJudgments);
  return skipped;
}

export function municipalitiesOf(mapping: MappingRow[]): TseReport['municipalities'] {
  const shown = (row: MappingRow): TseMunicipality => ({
    code: row.tse_code,
    uf: row.uf,
    name: row.name,
    city: row.city_name,
  });
  return {
    byCode: mapping.filter((row) => row.matched_by === 'codigo').length,
    byName: mapping.filter((row) => row.matched_by === 'nome').length,
    byCodeOnly: mapping.filter((row) => row.matched_by === 'codigo_nome_diverge').map(shown),
    unmapped: mapping.filter((row) => row.matched_by === null).map(shown),
  };
}
