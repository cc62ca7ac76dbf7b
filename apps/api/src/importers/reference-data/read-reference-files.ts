import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { referenceDataFolder } from '../../lib/paths.ts';

export type ReferenceState = {
  code: number;
  uf: string;
  name: string;
  region: string;
  capital_ibge_code: number;
  latitude: number;
  longitude: number;
};

export type MunicipalityRow = Record<string, string | number | null>;

export type ReferenceFiles = {
  version: string;
  states: ReferenceState[];
  municipalities: MunicipalityRow[];
  stateBoundaries: { features: { properties: { code: number }; geometry: unknown }[] };
};

function readGzipJson<T>(file: string): T {
  return JSON.parse(
    gunzipSync(readFileSync(join(referenceDataFolder, file))).toString('utf8'),
  ) as T;
}

/** The compact committed extracts (see apps/api/data/SOURCES.md). */
export function readReferenceFiles(): ReferenceFiles {
  const states = JSON.parse(readFileSync(join(referenceDataFolder, 'states.json'), 'utf8')) as {
    states: ReferenceState[];
  };
  const municipalities = readGzipJson<{
    source: { package: string; version: string };
    columns: string[];
    rows: (string | number | null)[][];
  }>('municipalities.json.gz');
  return {
    version: `${municipalities.source.package}@${municipalities.source.version}`,
    states: states.states,
    municipalities: municipalities.rows.map((row) =>
      Object.fromEntries(municipalities.columns.map((column, i) => [column, row[i] ?? null])),
    ),
    stateBoundaries: readGzipJson('states.geojson.gz'),
  };
}
