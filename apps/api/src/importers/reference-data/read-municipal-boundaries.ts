import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { referenceDataFolder } from '../../lib/paths.ts';

export const MUNICIPAL_BOUNDARIES_FILE = 'municipal-boundaries.topojson.gz';

export type MunicipalBoundary = { code: number; geometry: Polygon | MultiPolygon };

export type MunicipalBoundaryFile = {
  /** Changes whenever the committed file does. */
  version: string;
  /** Decodes the file (about half a second): call it only when loading. */
  decode: () => {
    boundaries: MunicipalBoundary[];
    /** IBGE codes of the reference municipalities the meshes lack. */
    missing: number[];
  };
};

type BoundaryTopology = Topology<{ municipalities: GeometryCollection }> & {
  source: { missing: number[] };
};

// The file stores multiples of 0.0001°; rounding only drops the float noise of decoding.
const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** The simplified municipal boundaries committed in apps/api/data (see SOURCES.md there). */
export function readMunicipalBoundaries(): MunicipalBoundaryFile {
  const bytes = readFileSync(join(referenceDataFolder, MUNICIPAL_BOUNDARIES_FILE));
  return {
    version: `sha256:${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`,
    decode: () => decode(JSON.parse(gunzipSync(bytes).toString('utf8')) as BoundaryTopology),
  };
}

function decode(topology: BoundaryTopology) {
  const collection = feature(topology, topology.objects.municipalities);
  return {
    missing: topology.source.missing,
    boundaries: collection.features.map((item): MunicipalBoundary => {
      const geometry = item.geometry as Polygon | MultiPolygon;
      const rings = (ring: number[][]) =>
        ring.map(([lng = 0, lat = 0]) => [round(lng), round(lat)]);
      return {
        code: Number(item.id),
        geometry:
          geometry.type === 'Polygon'
            ? { type: 'Polygon', coordinates: geometry.coordinates.map(rings) }
            : {
                type: 'MultiPolygon',
                coordinates: geometry.coordinates.map((polygon) => polygon.map(rings)),
              },
      };
    }),
  };
}
