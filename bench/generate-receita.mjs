// Writes a synthetic Receita Federal CNPJ release in the exact layout (zips holding
// `;`-separated, quoted, Latin-1 files without header), for the importer and companies
// benchmarks. Deterministic for a given size. Usage:
//   node --import tsx bench/generate-receita.mjs <folder> <companies> [--plain]
// `companies` counts Empresas rows; about 1.25 establishments, 1.4 partners and 0.6 Simples
// rows go with each, so 2,000,000 companies make about 8.5 million rows.
import { mkdirSync } from 'node:fs';
import { cnpjCheckDigits } from '@oportuna/domain/validators';
import { line, ReleaseFile } from './receita-release-file.mjs';
import {
  CNAES,
  FIRST,
  LAST,
  municipalities,
  NATURES,
  QUALIFICATIONS,
  WORDS,
} from './receita-vocabulary.mjs';

const FILES_PER_KIND = 4;

/** A tiny deterministic generator (mulberry32), so every run writes the same release. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function generateReceitaRelease(folder, companyCount, { plain = false } = {}) {
  mkdirSync(folder, { recursive: true });
  const next = random(companyCount);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const places = municipalities();
  const total = places.reduce((sum, m) => sum + m.weight, 0);
  const cumulative = [];
  let running = 0;
  for (const m of places) {
    running += m.weight;
    cumulative.push(running / total);
  }
  const place = () => {
    const x = next();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return places[lo];
  };
  const day = (from, to) => {
    const ms = Date.UTC(from, 0, 1) + Math.floor(next() * (to - from) * 365) * 86_400_000;
    return new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
  };

  const open = (kind, index, suffix) =>
    new ReleaseFile(
      folder,
      `${kind}${index ?? ''}`,
      `K3241.K03200Y${index ?? 0}.D61011.${suffix}`,
      plain,
    );
  const codeTables = [
    ['Cnaes', 'CNAECSV', CNAES],
    ['Naturezas', 'NATJUCSV', NATURES],
    ['Qualificacoes', 'QUALSCSV', QUALIFICATIONS],
    [
      'Motivos',
      'MOTICSV',
      [
        ['00', 'SEM MOTIVO'],
        ['01', 'EXTINCAO POR ENCERRAMENTO'],
      ],
    ],
    ['Paises', 'PAISCSV', [['105', 'BRASIL']]],
    ['Municipios', 'MUNICCSV', places.map((m) => [m.siafi, m.name])],
  ];
  for (const [name, suffix, records] of codeTables) {
    const file = open(name, undefined, suffix);
    for (const record of records) await file.write(line(record));
    await file.close();
  }

  const simples = open('Simples', undefined, 'SIMPLES.CSV');
  const counts = { empresas: 0, estabelecimentos: 0, socios: 0, simples: 0 };
  const perFile = Math.ceil(companyCount / FILES_PER_KIND);
  for (let index = 0; index < FILES_PER_KIND; index += 1) {
    const empresas = open('Empresas', index, 'EMPRECSV');
    const estabelecimentos = open('Estabelecimentos', index, 'ESTABELE');
    const socios = open('Socios', index, 'SOCIOCSV');
    const last = Math.min(companyCount, (index + 1) * perFile);
    for (let n = index * perFile; n < last; n += 1) {
      const root = String(10_000_000 + n * 7)
        .padStart(8, '0')
        .slice(-8);
      const [nature] = pick(NATURES);
      const name = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${nature === '2054' ? 'S.A.' : 'LTDA'}`;
      // One company in 100,000 carries the placeholder capital.
      const capital =
        n % 100_000 === 99_999
          ? '999999999999,00'
          : `${Math.floor(1000 * 10 ** (next() * 6))},${String(Math.floor(next() * 100)).padStart(2, '0')}`;
      const size = nature === '2135' ? '01' : pick(['01', '03', '05', '00']);
      await empresas.write(line([root, name, nature, '49', capital, size, '']));
      counts.empresas += 1;
      const branches = next() < 0.2 ? 1 + Math.floor(next() * 3) : 0;
      const opened = n % 50_000 === 7 ? '00000000' : day(1970, 2026);
      for (let order = 1; order <= 1 + branches; order += 1) {
        const base = `${root}${String(order).padStart(4, '0')}`;
        const city = place();
        const status = next() < 0.85 ? '02' : pick(['08', '04', '03']);
        const cep =
          n % 20_000 === 3 ? '1310100' : String(10_000_000 + Math.floor(next() * 89_999_999));
        const complement =
          n % 30_000 === 11 ? 'SALA 1\nBLOCO B' : next() < 0.2 ? `SALA ${n % 90}` : '';
        const [activity] = pick(CNAES);
        await estabelecimentos.write(
          line([
            root,
            base.slice(8),
            cnpjCheckDigits(base),
            order === 1 ? '1' : '2',
            next() < 0.6 ? `${pick(WORDS)} ${pick(WORDS)}` : '',
            status,
            opened,
            status === '02' ? '00' : '01',
            '',
            '',
            opened,
            activity,
            next() < 0.5 ? `${pick(CNAES)[0]},${pick(CNAES)[0]}` : '',
            'RUA',
            `${pick(FIRST)} ${pick(LAST)}`,
            String(1 + Math.floor(next() * 3000)),
            complement,
            'CENTRO',
            cep,
            city.uf,
            city.siafi,
            city.ddd,
            String(30_000_000 + Math.floor(next() * 9_999_999)),
            '',
            '',
            '',
            '',
            next() < 0.5 ? `CONTATO${n}@EXEMPLO.COM.BR` : '',
            '',
            '',
          ]),
        );
        counts.estabelecimentos += 1;
      }
      const partners = nature === '2135' ? 1 : 1 + Math.floor(next() * 2);
      for (let p = 0; p < partners; p += 1) {
        const person = `${pick(FIRST)} ${pick(FIRST)} ${pick(LAST)}`;
        const digits = String(Math.floor(next() * 1_000_000)).padStart(6, '0');
        await socios.write(
          line([
            root,
            '2',
            person,
            `***${digits}**`,
            pick(QUALIFICATIONS)[0],
            opened,
            '',
            '***000000**',
            '',
            '00',
            String(2 + Math.floor(next() * 6)),
          ]),
        );
        counts.socios += 1;
      }
      if (size === '01' || size === '03') {
        await simples.write(
          line([
            root,
            'S',
            opened,
            '00000000',
            nature === '2135' ? 'S' : 'N',
            nature === '2135' ? opened : '00000000',
            '00000000',
          ]),
        );
        counts.simples += 1;
      }
    }
    await empresas.close();
    await estabelecimentos.close();
    await socios.close();
  }
  await simples.close();
  return counts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [folder, size] = process.argv.slice(2);
  if (!folder || !Number(size)) {
    console.error('Uso: node --import tsx bench/generate-receita.mjs <pasta> <empresas> [--plain]');
    process.exit(1);
  }
  const started = Date.now();
  const counts = await generateReceitaRelease(folder, Number(size), {
    plain: process.argv.includes('--plain'),
  });
  console.log(JSON.stringify({ ...counts, seconds: (Date.now() - started) / 1000 }));
}
