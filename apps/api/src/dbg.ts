import { openDatabase } from './db/open-database.ts';
import * as q from './modules/companies/companies-detail-queries.ts';
import * as cards from './modules/companies/companies-card-queries.ts';
const database = await openDatabase({ kind: 'postgresql', url: 'postgres://postgres@127.0.0.1:5432/oportuna_bench_companies_1795507801969', poolSize: 1 });
const cnpj = '35849712000407';
for (const [name, f] of Object.entries({
  reg: () => q.findCompanyRegistration(database.db, cnpj),
  sec: () => q.listSecondaryActivities(database.db, cnpj),
  partners: () => q.listPartners(database.db, cnpj),
  contacts: () => q.listCompanyContacts(database.db, cnpj),
  media: () => q.listCompanyMedia(database.db, cnpj),
  info: () => q.findCompanyInfo(database.db, cnpj),
})) { for (let i=0;i<2;i++){ const t = performance.now(); await (f as any)(); console.log(name, (performance.now()-t).toFixed(1)); } }
console.log(Object.keys(cards));
await database.close();
