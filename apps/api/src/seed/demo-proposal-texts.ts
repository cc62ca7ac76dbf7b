import type { ProjectCategory } from '@oportuna/domain';
import { INDUSTRIAL_DISTRICTS } from './demo-addresses.ts';
import type { DemoCity } from './demo-context.ts';
import type { Random } from './demo-random.ts';
import type { SectorProfile } from './demo-sectors.ts';
import { describeMoney, fitText, formatThousands } from './demo-text.ts';

export type CityBenefitType = 'iptu' | 'itbi' | 'iss' | 'outros' | 'terreno';

export type LandDetails = {
  identification: string;
  area: number;
  /** Per square metre, since an area is given. */
  estimatedValue: number;
  restrictions: string;
  urlMap: string;
};

const years = (random: Random) => random.pick([5, 8, 10, 15]);
const percent = (random: Random) => random.pick([30, 40, 50, 60, 70, 80]);

const TAX_BENEFIT_TEXTS: Record<
  Exclude<CityBenefitType, 'terreno'>,
  ((random: Random) => string)[]
> = {
  iptu: [
    (r) => `Isenção total de IPTU por ${years(r)} anos a partir do início das operações.`,
    (r) =>
      `Redução de ${percent(r)}% do IPTU por ${years(r)} anos, condicionada à geração de ao menos ${r.pick([20, 30, 50, 100])} empregos diretos.`,
    (r) =>
      `Isenção de IPTU durante as obras e redução de ${percent(r)}% nos ${years(r)} anos seguintes.`,
  ],
  itbi: [
    () => 'Isenção de ITBI na aquisição do imóvel destinado ao empreendimento.',
    (r) => `Redução de ${percent(r)}% do ITBI na transferência do terreno.`,
  ],
  iss: [
    () => 'Alíquota de ISS de 2% sobre os serviços de construção civil da nova planta.',
    (r) =>
      `Alíquota de ISS reduzida a 2% por ${years(r)} anos para empresas de tecnologia e serviços.`,
    () => 'ISS de 2% sobre serviços de engenharia e montagem contratados para a implantação.',
  ],
  outros: [
    () => 'Terraplenagem e acesso viário executados pela prefeitura até o início das obras.',
    () => 'Qualificação de mão de obra em parceria com instituições de ensino técnico da região.',
    () => 'Análise prioritária de licenças e alvarás, com resposta em até 30 dias.',
    () => 'Extensão das redes de água, esgoto e energia elétrica até a divisa do lote.',
  ],
};

export function taxBenefitText(random: Random, type: Exclude<CityBenefitType, 'terreno'>): string {
  return random.pick(TAX_BENEFIT_TEXTS[type])(random);
}

const LAND_RESTRICTIONS = [
  'Uso exclusivamente industrial ou logístico.',
  'Início das obras em até 12 meses e operação em até 36 meses, sob pena de reversão do imóvel.',
  'Vedadas atividades de alto potencial poluidor.',
  'Manutenção de ao menos 20 empregos diretos durante 5 anos.',
  'Projeto sujeito à aprovação do conselho municipal de desenvolvimento.',
];

/** Land prices grow with the size of the town. */
export function landDetails(random: Random, city: DemoCity, point: [number, number]): LandDetails {
  const area = Math.round(random.logUniform(2_000, 150_000) / 50) * 50;
  const base = 25 + 45 * Math.log10(Math.max(city.population, 2_000) / 2_000);
  return {
    identification: `Lote ${random.int(1, 40)}, Quadra ${random.pick(['A', 'B', 'C', 'D', 'E', 'F'])} – ${random.pick(INDUSTRIAL_DISTRICTS)}`,
    area,
    estimatedValue: Math.round(base * random.float(0.7, 1.4) * 100) / 100,
    restrictions: random.sample(LAND_RESTRICTIONS, random.int(1, 2)).join(' '),
    urlMap: `https://www.google.com/maps?q=${point[1]},${point[0]}`,
  };
}

export function landBenefitText(random: Random, land: LandDetails): string {
  const deal = random.pick([
    'Cessão de uso',
    'Doação com encargos',
    'Venda subsidiada',
    'Concessão de direito real de uso',
  ]);
  return `${deal} de área de ${formatThousands(land.area)} m² (${land.identification}).`;
}

const QUALIFIERS: Record<Exclude<CityBenefitType, 'terreno'>, string[]> = {
  iptu: ['com isenção de IPTU', 'com redução de IPTU'],
  itbi: ['com isenção de ITBI'],
  iss: ['com redução de ISS', 'com ISS de 2%'],
  outros: ['com infraestrutura pronta', 'com apoio à instalação'],
};

const LAND_ASSETS = [
  'Área industrial',
  'Lote industrial',
  'Terreno para indústria',
  'Área para centro logístico',
  'Gleba para condomínio empresarial',
  'Lote no distrito industrial',
];

const INCENTIVE_PROGRAMMES = [
  'Incentivos fiscais para novas indústrias',
  'Programa de atração de empresas',
  'Pacote de incentivos para empresas de tecnologia',
  'Programa municipal de desenvolvimento econômico',
];

export function cityProposalName(
  random: Random,
  city: DemoCity,
  types: readonly CityBenefitType[],
  land: LandDetails | null,
): string {
  const tax = types.find((type) => type !== 'terreno') as
    | Exclude<CityBenefitType, 'terreno'>
    | undefined;
  const qualifier = tax ? ` ${random.pick(QUALIFIERS[tax])}` : '';
  if (land) {
    const asset = random.pick(LAND_ASSETS);
    const size = random.chance(0.4) ? ` de ${formatThousands(land.area)} m²` : '';
    return `${asset}${size}${qualifier} em ${city.name}`;
  }
  return `${random.pick(INCENTIVE_PROGRAMMES)}${qualifier} em ${city.name}`;
}

const INFRASTRUCTURE = [
  'acesso por rodovia pavimentada',
  'rede de energia trifásica',
  'abastecimento de água e coleta de esgoto',
  'fibra óptica',
  'proximidade de terminal ferroviário',
  'transporte coletivo até a área',
];

const TARGETS = [
  'indústrias de transformação',
  'operadores logísticos',
  'agroindústrias',
  'empresas de tecnologia',
  'indústrias de alimentos e bebidas',
  'fornecedores do setor automotivo',
  'centros de distribuição',
];

export function cityProposalDescription(
  random: Random,
  city: DemoCity,
  land: LandDetails | null,
  district: string,
): string {
  const infrastructure = random.sample(INFRASTRUCTURE, 3).join(', ');
  const opening = land
    ? `A Prefeitura de ${city.name} oferece área de ${formatThousands(land.area)} m² no ${district}, com ${infrastructure}.`
    : `A Prefeitura de ${city.name} oferece um pacote de incentivos para empresas que se instalarem no município, com áreas servidas por ${infrastructure}.`;
  const target = `O município busca ${random.pick(TARGETS)}, com prioridade para projetos que gerem empregos locais.`;
  const distance = `A área fica a ${random.int(2, 15)} km do centro da cidade.`;
  return land && random.chance(0.6) ? `${opening} ${distance} ${target}` : `${opening} ${target}`;
}

const article = (facility: SectorProfile['facility']) => (facility.article === 'a' ? 'da' : 'do');
const newAdjective = (facility: SectorProfile['facility']) =>
  facility.article === 'a' ? 'nova' : 'novo';

export function companyProposalName(
  random: Random,
  category: ProjectCategory,
  profile: SectorProfile,
  city: DemoCity,
): string {
  const { facility } = profile;
  switch (category) {
    case 'implantation':
      return `Implantação de ${newAdjective(facility)} ${facility.name} em ${city.name}`;
    case 'expansion':
      return `Expansão ${article(facility)} ${facility.name} em ${city.name}`;
    case 'reactivation':
      return `Reativação ${article(facility)} ${facility.name} em ${city.name}`;
    case 'diversification':
      return `Diversificação da unidade de ${city.name}: ${profile.products}`;
    case 'search_partner_investor':
      return random.chance(0.5)
        ? `Busca de sócio investidor para ${facility.name} em ${city.name}`
        : `Captação de investimento para ${facility.name} em ${city.name}`;
  }
}

export function companyProposalDescription(
  random: Random,
  category: ProjectCategory,
  companyName: string,
  profile: SectorProfile,
  city: DemoCity,
): string {
  const { facility } = profile;
  const place = `${city.name}/${city.uf}`;
  const plan: Record<ProjectCategory, string> = {
    implantation: `busca parceiros e incentivos para implantar ${newAdjective(facility)} ${facility.name} em ${place}`,
    expansion: `busca capital e incentivos locais para ampliar ${facility.article} ${facility.name} em ${place}`,
    reactivation: `busca investidores para retomar a operação ${article(facility)} ${facility.name} em ${place}`,
    diversification: `busca parceiros para incluir ${profile.products} no portfólio da unidade de ${place}`,
    search_partner_investor: `busca um sócio investidor para ${facility.article} ${facility.name} em ${place}`,
  };
  return `${companyName} ${plan[category]}. ${random.pick([
    'Projeto com licenciamento ambiental em andamento.',
    'A empresa já opera na região e conhece a cadeia de fornecedores local.',
    'O cronograma prevê início das obras nos próximos doze meses.',
    'A demanda do mercado regional justifica o aumento de capacidade.',
  ])}`;
}

/** At most 500 characters, as the wizard allows. */
export function projectDescription(
  random: Random,
  category: ProjectCategory,
  profile: SectorProfile,
  city: DemoCity,
  total: number,
  required: number,
): string {
  const jobs = Math.max(5, Math.round(total / random.float(150_000, 600_000)));
  const months = random.pick([6, 9, 12, 18, 24, 36]);
  const action: Record<ProjectCategory, string> = {
    implantation: `implantar ${newAdjective(profile.facility)} ${profile.facility.name} em ${city.name}/${city.uf}`,
    expansion: `ampliar ${profile.facility.article} ${profile.facility.name} em ${city.name}/${city.uf}`,
    reactivation: `reativar ${profile.facility.article} ${profile.facility.name} em ${city.name}/${city.uf}`,
    diversification: `incluir ${profile.products} no portfólio da unidade de ${city.name}/${city.uf}`,
    search_partner_investor: `estruturar ${profile.facility.name} em ${city.name}/${city.uf} com um sócio investidor`,
  };
  const sentences = [
    `O projeto prevê ${action[category]}, com investimento total de ${describeMoney(total)}, dos quais ${describeMoney(required)} ainda precisam ser captados.`,
    `A estimativa é de ${formatThousands(jobs)} empregos diretos e prazo de implantação de ${months} meses.`,
    random.pick([
      'O terreno e as licenças prévias já estão assegurados.',
      'Busca-se incentivo fiscal municipal e apoio na qualificação de mão de obra.',
      'A produção atenderá os mercados do Sudeste e do Centro-Oeste.',
      'O retorno estimado do investimento é de cinco a sete anos.',
      'Há interesse em parceria com fornecedores locais.',
    ]),
  ];
  return fitText(sentences.join(' '), 500);
}

export const CITY_CONTACT_ROLES: Record<'F' | 'M', string[]> = {
  F: [
    'Secretária de Desenvolvimento Econômico',
    'Diretora de Indústria e Comércio',
    'Coordenadora de Atração de Investimentos',
    'Assessora de Projetos Especiais',
  ],
  M: [
    'Secretário de Desenvolvimento Econômico',
    'Diretor de Indústria e Comércio',
    'Coordenador de Atração de Investimentos',
    'Assessor de Projetos Especiais',
  ],
};

export const COMPANY_CONTACT_ROLES: Record<'F' | 'M', string[]> = {
  F: [
    'Diretora Financeira',
    'Gerente de Expansão',
    'Diretora de Operações',
    'Gerente de Novos Negócios',
    'Sócia-diretora',
  ],
  M: [
    'Diretor Financeiro',
    'Gerente de Expansão',
    'Diretor de Operações',
    'Gerente de Novos Negócios',
    'Sócio-diretor',
  ],
};
