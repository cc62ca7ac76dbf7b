/**
 * The 87 divisions of CNAE 2.3 (IBGE, Comissão Nacional de Classificação), the first two
 * digits of an activity code, with the regional vocations of the product's catalogue that a
 * place declaring them offers to a project of the division (docs/matching.md lists the
 * reasoning). A division with no vocation here scores no vocation fit: the criterion is
 * missing for it, never guessed.
 */
export const CNAE_DIVISIONS: Record<number, { name: string; vocations: readonly string[] }> = {
  1: {
    name: 'Agricultura, pecuária e serviços relacionados',
    vocations: ['agronegocio', 'pecuaria'],
  },
  2: { name: 'Produção florestal', vocations: ['agronegocio'] },
  3: { name: 'Pesca e aquicultura', vocations: ['pesca-aquicultura'] },
  5: { name: 'Extração de carvão mineral', vocations: ['mineracao'] },
  6: { name: 'Extração de petróleo e gás natural', vocations: ['mineracao'] },
  7: { name: 'Extração de minerais metálicos', vocations: ['mineracao'] },
  8: { name: 'Extração de minerais não metálicos', vocations: ['mineracao'] },
  9: { name: 'Atividades de apoio à extração de minerais', vocations: ['mineracao'] },
  10: {
    name: 'Fabricação de produtos alimentícios',
    vocations: ['industria-alimenticia', 'agroindustria'],
  },
  11: { name: 'Fabricação de bebidas', vocations: ['industria-alimenticia', 'agroindustria'] },
  12: { name: 'Fabricação de produtos do fumo', vocations: ['agroindustria'] },
  13: { name: 'Fabricação de produtos têxteis', vocations: ['industria-textil'] },
  14: { name: 'Confecção de artigos do vestuário e acessórios', vocations: ['industria-textil'] },
  15: {
    name: 'Preparação de couros e fabricação de artefatos de couro, artigos para viagem e calçados',
    vocations: ['industria-textil'],
  },
  16: { name: 'Fabricação de produtos de madeira', vocations: ['agroindustria'] },
  17: { name: 'Fabricação de celulose, papel e produtos de papel', vocations: ['agroindustria'] },
  18: { name: 'Impressão e reprodução de gravações', vocations: ['economia-criativa'] },
  19: {
    name: 'Fabricação de coque, de produtos derivados do petróleo e de biocombustíveis',
    vocations: ['industria-quimica', 'energia-renovavel'],
  },
  20: { name: 'Fabricação de produtos químicos', vocations: ['industria-quimica'] },
  21: {
    name: 'Fabricação de produtos farmoquímicos e farmacêuticos',
    vocations: ['industria-quimica', 'saude'],
  },
  22: {
    name: 'Fabricação de produtos de borracha e de material plástico',
    vocations: ['industria-quimica'],
  },
  23: {
    name: 'Fabricação de produtos de minerais não metálicos',
    vocations: ['mineracao', 'construcao-civil'],
  },
  24: { name: 'Metalurgia', vocations: ['industria-metalmecanica'] },
  25: {
    name: 'Fabricação de produtos de metal, exceto máquinas e equipamentos',
    vocations: ['industria-metalmecanica'],
  },
  26: {
    name: 'Fabricação de equipamentos de informática, produtos eletrônicos e ópticos',
    vocations: ['tecnologia'],
  },
  27: {
    name: 'Fabricação de máquinas, aparelhos e materiais elétricos',
    vocations: ['industria-metalmecanica'],
  },
  28: { name: 'Fabricação de máquinas e equipamentos', vocations: ['industria-metalmecanica'] },
  29: {
    name: 'Fabricação de veículos automotores, reboques e carrocerias',
    vocations: ['industria-automotiva'],
  },
  30: {
    name: 'Fabricação de outros equipamentos de transporte, exceto veículos automotores',
    vocations: ['industria-automotiva', 'industria-metalmecanica'],
  },
  31: { name: 'Fabricação de móveis', vocations: [] },
  32: { name: 'Fabricação de produtos diversos', vocations: ['economia-criativa'] },
  33: {
    name: 'Manutenção, reparação e instalação de máquinas e equipamentos',
    vocations: ['industria-metalmecanica'],
  },
  35: { name: 'Eletricidade, gás e outras utilidades', vocations: ['energia-renovavel'] },
  36: { name: 'Captação, tratamento e distribuição de água', vocations: ['servicos'] },
  37: { name: 'Esgoto e atividades relacionadas', vocations: ['servicos'] },
  38: {
    name: 'Coleta, tratamento e disposição de resíduos; recuperação de materiais',
    vocations: ['servicos'],
  },
  39: { name: 'Descontaminação e outros serviços de gestão de resíduos', vocations: ['servicos'] },
  41: { name: 'Construção de edifícios', vocations: ['construcao-civil'] },
  42: { name: 'Obras de infraestrutura', vocations: ['construcao-civil'] },
  43: { name: 'Serviços especializados para construção', vocations: ['construcao-civil'] },
  45: {
    name: 'Comércio e reparação de veículos automotores e motocicletas',
    vocations: ['comercio', 'industria-automotiva'],
  },
  46: {
    name: 'Comércio por atacado, exceto veículos automotores e motocicletas',
    vocations: ['comercio', 'logistica'],
  },
  47: { name: 'Comércio varejista', vocations: ['comercio'] },
  49: { name: 'Transporte terrestre', vocations: ['logistica'] },
  50: { name: 'Transporte aquaviário', vocations: ['logistica'] },
  51: { name: 'Transporte aéreo', vocations: ['logistica'] },
  52: {
    name: 'Armazenamento e atividades auxiliares dos transportes',
    vocations: ['logistica'],
  },
  53: { name: 'Correio e outras atividades de entrega', vocations: ['logistica'] },
  55: { name: 'Alojamento', vocations: ['turismo'] },
  56: { name: 'Alimentação', vocations: ['turismo', 'servicos'] },
  58: { name: 'Edição e edição integrada à impressão', vocations: ['economia-criativa'] },
  59: {
    name: 'Atividades cinematográficas, produção de vídeos e de programas de televisão; gravação de som e edição de música',
    vocations: ['economia-criativa'],
  },
  60: { name: 'Atividades de rádio e de televisão', vocations: ['economia-criativa'] },
  61: { name: 'Telecomunicações', vocations: ['tecnologia'] },
  62: { name: 'Atividades dos serviços de tecnologia da informação', vocations: ['tecnologia'] },
  63: { name: 'Atividades de prestação de serviços de informação', vocations: ['tecnologia'] },
  64: { name: 'Atividades de serviços financeiros', vocations: ['servicos'] },
  65: {
    name: 'Seguros, resseguros, previdência complementar e planos de saúde',
    vocations: ['servicos'],
  },
  66: {
    name: 'Atividades auxiliares dos serviços financeiros, seguros, previdência complementar e planos de saúde',
    vocations: ['servicos'],
  },
  68: { name: 'Atividades imobiliárias', vocations: ['servicos', 'construcao-civil'] },
  69: { name: 'Atividades jurídicas, de contabilidade e de auditoria', vocations: ['servicos'] },
  70: {
    name: 'Atividades de sedes de empresas e de consultoria em gestão empresarial',
    vocations: ['servicos'],
  },
  71: {
    name: 'Serviços de arquitetura e engenharia; testes e análises técnicas',
    vocations: ['servicos', 'construcao-civil'],
  },
  72: { name: 'Pesquisa e desenvolvimento científico', vocations: ['tecnologia'] },
  73: { name: 'Publicidade e pesquisa de mercado', vocations: ['economia-criativa'] },
  74: {
    name: 'Outras atividades profissionais, científicas e técnicas',
    vocations: ['economia-criativa'],
  },
  75: { name: 'Atividades veterinárias', vocations: ['pecuaria', 'saude'] },
  77: {
    name: 'Aluguéis não imobiliários e gestão de ativos intangíveis não financeiros',
    vocations: ['servicos'],
  },
  78: { name: 'Seleção, agenciamento e locação de mão de obra', vocations: ['servicos'] },
  79: {
    name: 'Agências de viagens, operadores turísticos e serviços de reservas',
    vocations: ['turismo'],
  },
  80: { name: 'Atividades de vigilância, segurança e investigação', vocations: ['servicos'] },
  81: { name: 'Serviços para edifícios e atividades paisagísticas', vocations: ['servicos'] },
  82: {
    name: 'Serviços de escritório, de apoio administrativo e outros serviços prestados principalmente às empresas',
    vocations: ['servicos'],
  },
  84: { name: 'Administração pública, defesa e seguridade social', vocations: ['servicos'] },
  85: { name: 'Educação', vocations: ['educacao'] },
  86: { name: 'Atividades de atenção à saúde humana', vocations: ['saude'] },
  87: {
    name: 'Atividades de atenção à saúde humana integradas com assistência social, prestadas em residências coletivas e particulares',
    vocations: ['saude'],
  },
  88: { name: 'Serviços de assistência social sem alojamento', vocations: ['saude'] },
  90: {
    name: 'Atividades artísticas, criativas e de espetáculos',
    vocations: ['economia-criativa'],
  },
  91: {
    name: 'Atividades ligadas ao patrimônio cultural e ambiental',
    vocations: ['economia-criativa', 'turismo'],
  },
  92: { name: 'Atividades de exploração de jogos de azar e apostas', vocations: ['servicos'] },
  93: { name: 'Atividades esportivas e de recreação e lazer', vocations: ['turismo'] },
  94: { name: 'Atividades de organizações associativas', vocations: ['servicos'] },
  95: {
    name: 'Reparação e manutenção de equipamentos de informática e comunicação e de objetos pessoais e domésticos',
    vocations: ['servicos'],
  },
  96: { name: 'Outras atividades de serviços pessoais', vocations: ['servicos'] },
  97: { name: 'Serviços domésticos', vocations: ['servicos'] },
  99: {
    name: 'Organismos internacionais e outras instituições extraterritoriais',
    vocations: [],
  },
};

/** The division of a CNAE code (any length from two digits), or null when it names none. */
export function divisionOf(activityCode: string | null | undefined): number | null {
  const digits = activityCode?.replace(/\D/g, '') ?? '';
  if (digits.length < 2) return null;
  const division = Number(digits.slice(0, 2));
  return CNAE_DIVISIONS[division] ? division : null;
}
