// What the synthetic Receita release is written with: names, codes and the real municipalities.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export const WORDS = (
  'ALFA BETA BRASIL CENTRAL NORTE SUL LESTE OESTE NOVA UNIAO GLOBAL PRIME SERVICOS COMERCIO ' +
  'INDUSTRIA TECNOLOGIA AGRO LOGISTICA TRANSPORTES CONSTRUCOES ALIMENTOS METAL PLASTICOS ' +
  'TEXTIL ENERGIA SAUDE EDUCACAO CONSULTORIA DISTRIBUIDORA MERCADO FARMACIA AUTO PECAS'
).split(' ');
export const FIRST =
  'ANA MARIA JOSE JOAO PEDRO PAULO LUCAS JULIA CARLOS FERNANDA RAFAEL BRUNA'.split(' ');
export const LAST =
  'SILVA SANTOS OLIVEIRA SOUZA LIMA PEREIRA COSTA RODRIGUES ALMEIDA NASCIMENTO'.split(' ');
export const CNAES = [
  ['4711302', 'Comércio varejista de mercadorias em geral - supermercados'],
  ['6204000', 'Consultoria em tecnologia da informação'],
  ['4930202', 'Transporte rodoviário de carga, exceto produtos perigosos e mudanças'],
  ['5611201', 'Restaurantes e similares'],
  ['4120400', 'Construção de edifícios'],
  ['1091102', 'Fabricação de produtos de padaria e confeitaria'],
  ['8630503', 'Atividade médica ambulatorial restrita a consultas'],
  ['4744099', 'Comércio varejista de materiais de construção em geral'],
  ['6920601', 'Atividades de contabilidade'],
  ['0151201', 'Criação de bovinos para corte'],
];
export const NATURES = [
  ['2062', 'Sociedade Empresária Limitada'],
  ['2135', 'Empresário (Individual)'],
  ['2054', 'Sociedade Anônima Fechada'],
  ['2305', 'Empresa Individual de Responsabilidade Limitada'],
];
export const QUALIFICATIONS = [
  ['49', 'Sócio-Administrador'],
  ['22', 'Sócio'],
  ['05', 'Administrador'],
  ['16', 'Presidente'],
];

export function municipalities() {
  const extract = JSON.parse(
    gunzipSync(readFileSync(new URL('../apps/api/data/municipalities.json.gz', import.meta.url))),
  );
  const at = (name) => extract.columns.indexOf(name);
  return extract.rows.map((row) => ({
    siafi: row[at('codigo_siafi')],
    uf: row[at('uf')],
    name: row[at('name')].toUpperCase(),
    ddd: String(row[at('ddd')] ?? '11'),
    weight: Math.sqrt(row[at('populacao_estimada_2025')] ?? 1000),
  }));
}
