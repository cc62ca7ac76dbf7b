/** Public facts kept in code: parties registered with TSE, offices, incentive kinds, vocations. */

export const POLITICAL_PARTIES: { abbreviation: string; name: string; number: number }[] = [
  { abbreviation: 'REPUBLICANOS', name: 'Republicanos', number: 10 },
  { abbreviation: 'PP', name: 'Progressistas', number: 11 },
  { abbreviation: 'PDT', name: 'Partido Democrático Trabalhista', number: 12 },
  { abbreviation: 'PT', name: 'Partido dos Trabalhadores', number: 13 },
  { abbreviation: 'MDB', name: 'Movimento Democrático Brasileiro', number: 15 },
  { abbreviation: 'PSTU', name: 'Partido Socialista dos Trabalhadores Unificado', number: 16 },
  { abbreviation: 'REDE', name: 'Rede Sustentabilidade', number: 18 },
  { abbreviation: 'PODE', name: 'Podemos', number: 20 },
  { abbreviation: 'PCB', name: 'Partido Comunista Brasileiro', number: 21 },
  { abbreviation: 'PL', name: 'Partido Liberal', number: 22 },
  { abbreviation: 'CIDADANIA', name: 'Cidadania', number: 23 },
  { abbreviation: 'PRD', name: 'Partido Renovação Democrática', number: 25 },
  { abbreviation: 'DC', name: 'Democracia Cristã', number: 27 },
  { abbreviation: 'PRTB', name: 'Partido Renovador Trabalhista Brasileiro', number: 28 },
  { abbreviation: 'PCO', name: 'Partido da Causa Operária', number: 29 },
  { abbreviation: 'NOVO', name: 'Partido Novo', number: 30 },
  { abbreviation: 'MOBILIZA', name: 'Mobilização Nacional', number: 33 },
  { abbreviation: 'PMB', name: 'Partido da Mulher Brasileira', number: 35 },
  { abbreviation: 'AGIR', name: 'Agir', number: 36 },
  { abbreviation: 'PSB', name: 'Partido Socialista Brasileiro', number: 40 },
  { abbreviation: 'PV', name: 'Partido Verde', number: 43 },
  { abbreviation: 'UNIÃO', name: 'União Brasil', number: 44 },
  { abbreviation: 'PSDB', name: 'Partido da Social Democracia Brasileira', number: 45 },
  { abbreviation: 'PSOL', name: 'Partido Socialismo e Liberdade', number: 50 },
  { abbreviation: 'PSD', name: 'Partido Social Democrático', number: 55 },
  { abbreviation: 'PC do B', name: 'Partido Comunista do Brasil', number: 65 },
  { abbreviation: 'AVANTE', name: 'Avante', number: 70 },
  { abbreviation: 'SOLIDARIEDADE', name: 'Solidariedade', number: 77 },
  { abbreviation: 'UP', name: 'Unidade Popular', number: 80 },
];

/**
 * Lower importance comes first when a place's politicians are listed. A term lasts 4 years
 * but a senator's (and its substitutes'), 8: two elections' senators sit at once. It starts in
 * the year after the election: on 1 January, but on 1 February for the legislators and, from
 * the 2026 election on, on 5 January for the president and 6 January for the governors (Emenda
 * Constitucional 111/2021).
 */
export const POLITICAL_OFFICES: {
  slug: string;
  description: string;
  importance: number;
  level: 'federal' | 'state' | 'city';
  termYears?: 8;
  termStartMonth?: 2;
  termStartDay?: 1 | 5 | 6;
}[] = [
  {
    slug: 'presidente',
    description: 'Presidente',
    importance: 1,
    level: 'federal',
    termStartDay: 5,
  },
  {
    slug: 'vice-presidente',
    description: 'Vice-presidente',
    importance: 2,
    level: 'federal',
    termStartDay: 5,
  },
  { slug: 'governador', description: 'Governador', importance: 3, level: 'state', termStartDay: 6 },
  {
    slug: 'vice-governador',
    description: 'Vice-governador',
    importance: 4,
    level: 'state',
    termStartDay: 6,
  },
  {
    slug: 'senador',
    description: 'Senador',
    importance: 5,
    level: 'state',
    termYears: 8,
    termStartMonth: 2,
  },
  {
    slug: 'primeiro-suplente-senador',
    description: '1º Suplente de Senador',
    importance: 6,
    level: 'state',
    termYears: 8,
    termStartMonth: 2,
  },
  {
    slug: 'segundo-suplente-senador',
    description: '2º Suplente de Senador',
    importance: 7,
    level: 'state',
    termYears: 8,
    termStartMonth: 2,
  },
  {
    slug: 'deputado-federal',
    description: 'Deputado Federal',
    importance: 8,
    level: 'state',
    termStartMonth: 2,
  },
  {
    slug: 'deputado-estadual',
    description: 'Deputado Estadual',
    importance: 9,
    level: 'state',
    termStartMonth: 2,
  },
  {
    slug: 'deputado-distrital',
    description: 'Deputado Distrital',
    importance: 10,
    level: 'state',
    termStartMonth: 2,
  },
  { slug: 'prefeito', description: 'Prefeito', importance: 11, level: 'city' },
  { slug: 'vice-prefeito', description: 'Vice-prefeito', importance: 12, level: 'city' },
  { slug: 'vereador', description: 'Vereador', importance: 13, level: 'city' },
];

export const BENEFIT_TYPES: { slug: string; description: string }[] = [
  { slug: 'iptu', description: 'IPTU' },
  { slug: 'itbi', description: 'ITBI' },
  { slug: 'iss', description: 'ISS' },
  { slug: 'outros', description: 'OUTROS' },
  { slug: 'terreno', description: 'Terreno' },
];

export const REGIONAL_VOCATIONS: { slug: string; description: string }[] = [
  { slug: 'agronegocio', description: 'Agronegócio' },
  { slug: 'agroindustria', description: 'Agroindústria' },
  { slug: 'comercio', description: 'Comércio' },
  { slug: 'construcao-civil', description: 'Construção civil' },
  { slug: 'economia-criativa', description: 'Economia criativa' },
  { slug: 'energia-renovavel', description: 'Energia renovável' },
  { slug: 'industria-alimenticia', description: 'Indústria alimentícia' },
  { slug: 'industria-automotiva', description: 'Indústria automotiva' },
  { slug: 'industria-metalmecanica', description: 'Indústria metalmecânica' },
  { slug: 'industria-quimica', description: 'Indústria química' },
  { slug: 'industria-textil', description: 'Indústria têxtil' },
  { slug: 'logistica', description: 'Logística' },
  { slug: 'mineracao', description: 'Mineração' },
  { slug: 'pecuaria', description: 'Pecuária' },
  { slug: 'pesca-aquicultura', description: 'Pesca e aquicultura' },
  { slug: 'saude', description: 'Saúde' },
  { slug: 'servicos', description: 'Serviços' },
  { slug: 'tecnologia', description: 'Tecnologia da informação' },
  { slug: 'turismo', description: 'Turismo' },
  { slug: 'educacao', description: 'Educação' },
];
