#!/usr/bin/env node
// Builds apps/api/data/municipal-boundaries.topojson.gz, the simplified municipal boundaries
// loaded with the reference data, from IBGE's municipal meshes (geodata-br, CC0): one
// FeatureCollection per state, geojs-<state code>-mun.json, `properties.id` = IBGE code.
//
//   node scripts/reference-data/extract-municipal-boundaries.mjs --meshes <folder> [--out apps/api/data]
//
// Deterministic (same meshes, same bytes), validated (fails loudly, writes nothing), and
// reports on stderr what it kept and what it could not place. See README.md beside this file.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { feature, quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import {
  filter,
  filterWeight,
  planarRingArea,
  presimplify,
  simplify,
  sphericalTriangleArea,
} from 'topojson-simplify';

const EARTH_RADIUS_M = 6_371_008.8;
const STATE_FILES = 27;
// Rings smaller than this after simplification (about two cells of the 0.0001° grid) are
// slivers and islets that would draw as nothing; they are dropped.
const MIN_RING_M2 = 250;

const { values: args } = parseArgs({
  options: {
    meshes: { type: 'string' },
    out: { type: 'string', default: 'apps/api/data' },
    // Visvalingam: a point goes when its triangle with its neighbours is under this area.
    'min-area': { type: 'string', default: '1000' },
    // Output grid in degrees: coordinates are stored as multiples of it.
    grid: { type: 'string', default: '0.0001' },
    // Municipalities of the reference data the meshes are known to lack.
    'expect-missing': { type: 'string', default: '7' },
    'max-bytes': { type: 'string', default: '1600000' },
  },
});
if (!args.meshes)
  fail('usage: extract-municipal-boundaries.mjs --meshes <folder> [--out <folder>]');
const minAreaM2 = Number(args['min-area']);
const grid = Number(args.grid);

function fail(message) {
  console.error(`error: ${message}`);
  process.exit(1);
}
const info = (message) => console.error(message);

// --- reference municipalities (the committed extract) -------------------------------------

const reference = JSON.parse(
  gunzipSync(readFileSync(join(args.out, 'municipalities.json.gz'))).toString('utf8'),
);
const column = (name) => reference.columns.indexOf(name);
const municipalities = new Map(
  reference.rows.map((row) => [
    row[column('ibge_code')],
    {
      name: row[column('name')],
      uf: row[column('uf')],
      seat: [row[column('longitude')], row[column('latitude')]],
    },
  ]),
);

// --- source meshes ------------------------------------------------------------------------

const signedArea = (ring) => {
  let sum = 0;
  for (let i = 1; i < ring.length; i++) {
    sum += ring[i - 1][0] * ring[i][1] - ring[i][0] * ring[i - 1][1];
  }
  return sum / 2;
};

const insideRing = ([x, y], ring) => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

/**
 * The meshes follow the shapefile convention: one Polygon may hold several outer rings
 * (islands) and holes, told apart by their winding, the first ring being an outer one. This
 * makes it a Polygon, or a MultiPolygon when it has islands, with RFC 7946 winding (outer
 * rings counter-clockwise), each hole in the smallest outer ring holding it. Zero-area rings
 * are dropped.
 */
function toMultiPolygon(geometry, where, stats) {
  const rings = (
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  ).flat();
  const outerSign = Math.sign(signedArea(rings[0]));
  const outers = [];
  const holes = [];
  for (const ring of rings) {
    const area = signedArea(ring);
    if (area === 0) {
      stats.zeroArea++;
      continue;
    }
    const oriented = area > 0 ? ring : [...ring].reverse();
    (Math.sign(area) === outerSign ? outers : holes).push(oriented);
  }
  const polygons = outers.sort((a, b) => signedArea(a) - signedArea(b)).map((outer) => [outer]);
  for (const hole of holes) {
    const home = polygons.find(([outer]) => insideRing(hole[0], outer));
    if (!home) fail(`${where}: a hole outside every outer ring`);
    home.push([...hole].reverse());
  }
  if (polygons.length === 1) return { type: 'Polygon', coordinates: polygons[0] };
  stats.islands++;
  return { type: 'MultiPolygon', coordinates: polygons };
}

const files = readdirSync(args.meshes)
  .filter((name) => /^geojs-\d\d-mun\.json$/.test(name))
  .sort();
if (files.length !== STATE_FILES) {
  fail(`${args.meshes}: ${files.length} geojs-<state>-mun.json files, expected ${STATE_FILES}`);
}
const stats = { zeroArea: 0, islands: 0 };
const features = [];
const seen = new Set();
let sourcePoints = 0;
for (const file of files) {
  const state = file.slice(6, 8);
  const collection = JSON.parse(readFileSync(join(args.meshes, file), 'utf8'));
  if (!Array.isArray(collection.features)) fail(`${file}: not a FeatureCollection`);
  for (const item of collection.features) {
    const id = String(item.properties?.id ?? '');
    const code = Number(id);
    const where = `${file} ${id}`;
    if (!/^\d{7}$/.test(id) || !id.startsWith(state)) fail(`${where}: invalid IBGE code`);
    if (!municipalities.has(code)) fail(`${where}: not in municipalities.json.gz`);
    if (seen.has(code)) fail(`${where}: repeated`);
    if (!['Polygon', 'MultiPolygon'].includes(item.geometry?.type)) {
      fail(`${where}: geometry ${item.geometry?.type}`);
    }
    seen.add(code);
    const geometry = toMultiPolygon(item.geometry, where, stats);
    sourcePoints += item.geometry.coordinates.flat(item.geometry.type === 'Polygon' ? 1 : 2).length;
    features.push({ type: 'Feature', id: code, properties: null, geometry });
  }
}
features.sort((a, b) => a.id - b.id);

// --- topology, simplification, quantisation -----------------------------------------------

// A fine grid (about 4 m) first: the state files were cut separately and their shared borders
// differ by fractions of a metre; on the grid they become the same arcs.
const shared = topology({ municipalities: { type: 'FeatureCollection', features } }, 1e6);
const weighted = presimplify(shared, sphericalTriangleArea);
const simplified = simplify(weighted, minAreaM2 / EARTH_RADIUS_M ** 2);
const [x0, y0] = simplified.bbox;
const onGrid = quantize(simplified, {
  scale: [grid, grid],
  translate: [Math.floor(x0 / grid) * grid, Math.floor(y0 / grid) * grid].map(
    (value) => Math.round(value / grid) * grid,
  ),
});
const minRingDeg2 = MIN_RING_M2 / ((Math.PI / 180) * EARTH_RADIUS_M) ** 2;
const output = filter(onGrid, filterWeight(onGrid, minRingDeg2, planarRingArea));

// --- validation ---------------------------------------------------------------------------

const decoded = new Map(
  feature(output, output.objects.municipalities).features.map((f) => [f.id, f.geometry]),
);
const arcPoints = (t) => t.arcs.reduce((sum, arc) => sum + arc.length, 0);
for (const [code, geometry] of decoded) {
  if (!geometry) fail(`${code}: simplification left no polygon`);
  for (const polygon of geometry.type === 'Polygon'
    ? [geometry.coordinates]
    : geometry.coordinates) {
    for (const ring of polygon) {
      const [first, last] = [ring[0], ring.at(-1)];
      if (ring.length < 4 || first[0] !== last[0] || first[1] !== last[1]) {
        fail(`${code}: a ring not closed or under 4 positions`);
      }
      if (new Set(ring.map(String)).size < 3 || signedArea(ring) === 0) {
        fail(`${code}: a degenerate ring`);
      }
    }
  }
}
const missing = [...municipalities.keys()].filter((code) => !decoded.has(code));
if (missing.length !== Number(args['expect-missing'])) {
  fail(
    `${missing.length} municipalities without boundary (expected ${args['expect-missing']}): ${missing.join(', ')}`,
  );
}
const contains = (geometry, point) =>
  (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).some(
    (polygon) =>
      insideRing(point, polygon[0]) && !polygon.slice(1).some((hole) => insideRing(point, hole)),
  );
const seatsOutside = [...decoded].filter(([code, geometry]) => {
  return !contains(geometry, municipalities.get(code).seat);
});

// --- output -------------------------------------------------------------------------------

output.source = {
  meshes: 'IBGE malha municipal, geodata-br (geojs-<UF code>-mun.json)',
  license: 'CC0-1.0',
  simplification: `Visvalingam, minimum triangle ${minAreaM2} m2 (topojson-simplify)`,
  grid_degrees: grid,
  municipalities: decoded.size,
  missing,
};
const text = JSON.stringify(output);
const gz = gzipSync(text, { level: 9 });
if (gz.length > Number(args['max-bytes'])) {
  fail(`${gz.length} bytes gzipped (> ${args['max-bytes']}): raise --min-area or --grid`);
}
const target = join(args.out, 'municipal-boundaries.topojson.gz');
writeFileSync(target, gz);

const name = (code) => `${code} ${municipalities.get(code).name}/${municipalities.get(code).uf}`;
info(`${target}: ${gz.length} B gzip (${text.length} B TopoJSON)`);
info(
  `municipalities: ${decoded.size} of ${municipalities.size}; without boundary: ${missing.map(name).join('; ')}`,
);
info(
  `points: ${sourcePoints} in the meshes, ${arcPoints(shared)} in shared arcs, ${arcPoints(output)} kept ` +
    `(${output.arcs.length} arcs); ` +
    `features with islands ${stats.islands}, zero-area rings dropped ${stats.zeroArea}`,
);
info(
  `seats outside their own boundary: ${seatsOutside.length}${seatsOutside.length ? ` (${seatsOutside.map(([code]) => name(code)).join('; ')})` : ''}`,
);
