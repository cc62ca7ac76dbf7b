import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { cities } from '../db/schema/index.ts';
import { loadReceitaRelease } from '../importers/receita/load-receita.ts';
import type { ReceitaReport } from '../importers/receita/receita-report.ts';
import { CNAE_ACTIVITIES } from './demo-cnae.ts';
import { type DemoContext, loadDemoContext } from './demo-context.ts';
import type { DemoCompany } from './demo-establishment.ts';
import { createRandom, type Random } from './demo-random.ts';
import { registryCodeRows } from './demo-registry-codes.ts';
import { DEMO_COUNTS, DEMO_SEED } from './demo-settings.ts';
import { generateCompanies } from './generate-companies.ts';
import { generatePartnerGraph, type PartnerRow, withNamesakes } from './generate-partners.ts';
import { generatePoliticians } from './generate-politicians.ts';

/** The month the demo release claims to be. */
export const DEMO_RECEITA_RELEASE = '2026-10-01';

/** `;`-separated, every field quoted, Latin-1, no header: Receita's layout. */
function receitaLines(records: (string | number | null)[][]): Buffer {
  const text = records
    .map((fields) =>
      fields.map((field) => `"${String(field ?? '').replaceAll('"', '')}"`).join(';'),
    )
    .join('\n');
  return Buffer.from(`${text}\n`, 'latin1');
}

const ymd = (day: string | null) => (day ? day.replaceAll('-', '') : '00000000');
const capital = (value: number) => value.toFixed(2).replace('.', ',');

function empresas(companies: DemoCompany[]) {
  const heads = new Map<string, DemoCompany>();
  for (const company of companies) {
    const known = heads.get(company.row.cnpj_basico);
    if (!known || company.isHeadOffice) heads.set(company.row.cnpj_basico, company);
  }
  return [...heads.values()].map(({ row }) => [
    row.cnpj_basico,
    row.name,
    row.legal_nature_code,
    row.legal_nature_code === '2135' ? '50' : '49',
    capital(row.share_capital),
    row.company_size,
    '',
  ]);
}

function estabelecimentos(companies: DemoCompany[], siafiOf: Map<number, string>) {
  return companies.map(({ row, secondaryCodes }) => {
    const [first, second] = row.phones;
    return [
      row.cnpj_basico,
      row.cnpj.slice(8, 12),
      row.cnpj.slice(12),
      row.type,
      row.business_name,
      row.status,
      ymd(row.status_at),
      row.status_reason_code ?? '00',
      '',
      '',
      ymd(row.open_at),
      row.main_activity_code,
      secondaryCodes.join(','),
      row.street_type,
      row.street_name,
      row.street_number,
      row.subunit,
      row.district,
      row.postal_code,
      row.state,
      siafiOf.get(row.city_id) ?? '',
      first?.ddd ?? '',
      first?.phone ?? '',
      second?.ddd ?? '',
      second?.phone ?? '',
      '',
      '',
      row.email,
      '',
      '',
    ];
  });
}

/** Micro and small companies opt for the Simples; individual entrepreneurs are MEI. */
function simples(companies: DemoCompany[]) {
  return companies
    .filter(({ isHeadOffice, row }) => isHeadOffice && ['01', '03'].includes(row.company_size))
    .map(({ row }) => {
      const mei = row.legal_nature_code === '2135';
      const since = row.open_at < '2007-07-01' ? '20070701' : ymd(row.open_at);
      return [
        row.cnpj_basico,
        'S',
        since,
        '00000000',
        mei ? 'S' : 'N',
        mei ? since : '00000000',
        '00000000',
      ];
    });
}

function socios(partners: PartnerRow[]) {
  return partners.map((p) => [
    p.company_cnpj_basico,
    p.kind === 'company' ? '1' : '2',
    p.name,
    p.document,
    p.qualification_code,
    ymd(p.entry_date),
    '',
    '***000000**',
    '',
    '00',
    p.kind === 'company' ? '0' : String(p.age_range),
  ]);
}

/** Offices whose first demo holder shares a name with a partner (see withNamesakes). */
const NAMESAKE_OFFICES = ['governador', 'deputado-federal', 'vereador'];

/** The names of the demo politicians (all of São Paulo) a partner is given. */
function namesakeNames(random: Random, context: DemoContext): string[] {
  const politicians = generatePoliticians(random.fork('politicians'), context);
  return NAMESAKE_OFFICES.flatMap((slug) => {
    const office = context.officeIdBySlug.get(slug);
    const holder = politicians.find((p) => p.political_office_id === office);
    return holder ? [holder.name] : [];
  });
}

/**
 * The demo companies, establishments and partners, written as a Receita release and loaded by
 * the Receita importer, so that the embedded default runs the same path as production.
 */
export async function loadDemoReceitaRelease(database: Database): Promise<ReceitaReport> {
  const random = createRandom(DEMO_SEED);
  const context = await loadDemoContext(database.db);
  const companySet = generateCompanies(random.fork('companies'), context);
  const graph = generatePartnerGraph(random.fork('partners'), companySet, DEMO_COUNTS.persons);
  const municipalities = await database.db
    .select({
      id: cities.id,
      siafi_code: cities.siafiCode,
      name: sql<string>`upper(${cities.name})`,
    })
    .from(cities)
    .where(sql`${cities.siafiCode} is not null`);
  const siafiOf = new Map(municipalities.map((m) => [m.id, m.siafi_code ?? '']));
  const codes = registryCodeRows();
  const codesOf = (kind: string) =>
    codes.filter((c) => c.kind === kind).map((c) => [c.code, c.description]);

  const folder = mkdtempSync(join(tmpdir(), 'oportuna-receita-demo-'));
  try {
    const files: Record<string, (string | number | null)[][]> = {
      Cnaes: CNAE_ACTIVITIES.map((a) => [a.code, a.text]),
      Naturezas: codesOf('natureza_juridica'),
      Qualificacoes: codesOf('qualificacao'),
      Motivos: codesOf('motivo'),
      Paises: [['105', 'BRASIL']],
      Municipios: municipalities.map((m) => [m.siafi_code, m.name]),
      Empresas0: empresas(companySet.companies),
      Estabelecimentos0: estabelecimentos(companySet.companies, siafiOf),
      Simples: simples(companySet.companies),
      Socios0: socios(
        withNamesakes(
          graph.partnerRows(),
          namesakeNames(random, context),
          new Set(
            companySet.companies
              .filter((company) => company.row.state === 'SP')
              .map((company) => company.row.cnpj_basico),
          ),
        ),
      ),
    };
    for (const [name, records] of Object.entries(files)) {
      writeFileSync(join(folder, name), receitaLines(records));
    }
    return await loadReceitaRelease(database, folder, {
      release: DEMO_RECEITA_RELEASE,
      demo: true,
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
