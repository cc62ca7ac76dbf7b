/**
 * CNAE 2.3 subclasses used by the demo companies, with their official descriptions
 * (IBGE/Concla), grouped by the sector that shapes company names and opportunities.
 */
export const SECTOR_KEYS = [
  'agriculture',
  'livestock',
  'mining',
  'food',
  'dairy',
  'beverages',
  'bioenergy',
  'textile',
  'paper',
  'chemical',
  'building_materials',
  'metalworking',
  'machinery',
  'automotive',
  'furniture',
  'utilities',
  'construction',
  'vehicle_trade',
  'wholesale',
  'retail',
  'logistics',
  'hospitality',
  'technology',
  'holding',
  'real_estate',
  'professional',
  'business_services',
  'education',
  'health',
  'personal_services',
] as const;

export type SectorKey = (typeof SECTOR_KEYS)[number];

export type CnaeActivity = {
  code: string;
  text: string;
  sector: SectorKey;
  /** Words a company name built around this activity uses instead of its sector's. */
  nameWords?: { before?: string[]; after?: string[] };
};

const activity = (
  code: string,
  text: string,
  sector: SectorKey,
  nameWords?: CnaeActivity['nameWords'],
): CnaeActivity => (nameWords ? { code, text, sector, nameWords } : { code, text, sector });

export const CNAE_ACTIVITIES: CnaeActivity[] = [
  activity('0111301', 'Cultivo de arroz', 'agriculture'),
  activity('0111302', 'Cultivo de milho', 'agriculture'),
  activity('0111303', 'Cultivo de trigo', 'agriculture'),
  activity('0113000', 'Cultivo de cana-de-açúcar', 'agriculture'),
  activity('0115600', 'Cultivo de soja', 'agriculture'),
  activity('0121101', 'Horticultura, exceto morango', 'agriculture'),
  activity('0131800', 'Cultivo de laranja', 'agriculture'),
  activity('0134200', 'Cultivo de café', 'agriculture'),
  activity('0161003', 'Serviço de preparação de terreno, cultivo e colheita', 'agriculture'),
  activity('0210101', 'Cultivo de eucalipto', 'agriculture', { after: ['FLORESTAL'] }),
  activity('0151201', 'Criação de bovinos para corte', 'livestock'),
  activity('0151202', 'Criação de bovinos para leite', 'livestock'),
  activity('0154700', 'Criação de suínos', 'livestock', { before: ['GRANJA'] }),
  activity('0155501', 'Criação de frangos para corte', 'livestock', { before: ['GRANJA'] }),
  activity('0322101', 'Criação de peixes em água doce', 'livestock', { after: ['PISCICULTURA'] }),
  activity('0710301', 'Extração de minério de ferro', 'mining'),
  activity(
    '0810006',
    'Extração de areia, cascalho ou pedregulho e beneficiamento associado',
    'mining',
    { before: ['AREAL', 'PORTO DE AREIA'] },
  ),
  activity('1011201', 'Frigorífico - abate de bovinos', 'food', { before: ['FRIGORÍFICO'] }),
  activity('1012101', 'Abate de aves', 'food', { before: ['FRIGORÍFICO'], after: ['AVES'] }),
  activity('1013901', 'Fabricação de produtos de carne', 'food'),
  activity('1031700', 'Fabricação de conservas de frutas', 'food', { after: ['CONSERVAS'] }),
  activity('1033301', 'Fabricação de sucos concentrados de frutas, hortaliças e legumes', 'food', {
    after: ['SUCOS', 'CITRUS'],
  }),
  activity('1041400', 'Fabricação de óleos vegetais em bruto, exceto óleo de milho', 'food', {
    after: ['ÓLEOS VEGETAIS'],
  }),
  activity('1061901', 'Beneficiamento de arroz', 'food', { before: ['CEREALISTA'] }),
  activity('1062700', 'Moagem de trigo e fabricação de derivados', 'food', { before: ['MOINHO'] }),
  activity('1064300', 'Fabricação de farinha de milho e derivados, exceto óleos de milho', 'food'),
  activity('1066000', 'Fabricação de alimentos para animais', 'food', {
    after: ['NUTRIÇÃO ANIMAL', 'RAÇÕES'],
  }),
  activity('1071600', 'Fabricação de açúcar em bruto', 'food', {
    before: ['USINA'],
    after: ['AÇÚCAR E ÁLCOOL'],
  }),
  activity('1081301', 'Beneficiamento de café', 'food', { after: ['CAFÉS'] }),
  activity('1082100', 'Fabricação de produtos à base de café', 'food', { after: ['CAFÉS'] }),
  activity('1091101', 'Fabricação de produtos de panificação industrial', 'food', {
    after: ['PANIFICAÇÃO'],
  }),
  activity('1092900', 'Fabricação de biscoitos e bolachas', 'food', { after: ['BISCOITOS'] }),
  activity('1093701', 'Fabricação de produtos derivados do cacau e de chocolates', 'food', {
    after: ['CHOCOLATES'],
  }),
  activity('1094500', 'Fabricação de massas alimentícias', 'food', { after: ['MASSAS'] }),
  activity('1096100', 'Fabricação de alimentos e pratos prontos', 'food'),
  activity(
    '1099699',
    'Fabricação de outros produtos alimentícios não especificados anteriormente',
    'food',
  ),
  activity('1051100', 'Preparação do leite', 'dairy'),
  activity('1052000', 'Fabricação de laticínios', 'dairy'),
  activity('1053800', 'Fabricação de sorvetes e outros gelados comestíveis', 'dairy', {
    after: ['SORVETES'],
  }),
  activity('1113502', 'Fabricação de cervejas e chopes', 'beverages', { before: ['CERVEJARIA'] }),
  activity('1121600', 'Fabricação de águas envasadas', 'beverages', { before: ['ÁGUA MINERAL'] }),
  activity('1122401', 'Fabricação de refrigerantes', 'beverages', { after: ['REFRIGERANTES'] }),
  activity('1931400', 'Fabricação de álcool', 'bioenergy', { before: ['USINA'] }),
  activity('3511501', 'Geração de energia elétrica', 'bioenergy'),
  activity('1311100', 'Preparação e fiação de fibras de algodão', 'textile', {
    before: ['FIAÇÃO'],
  }),
  activity(
    '1412601',
    'Confecção de peças do vestuário, exceto roupas íntimas e as confeccionadas sob medida',
    'textile',
  ),
  activity('1531901', 'Fabricação de calçados de couro', 'textile', { after: ['CALÇADOS'] }),
  activity(
    '1710900',
    'Fabricação de celulose e outras pastas para a fabricação de papel',
    'paper',
    {
      after: ['CELULOSE'],
    },
  ),
  activity('1721400', 'Fabricação de papel', 'paper', { after: ['PAPEL'] }),
  activity('1731100', 'Fabricação de embalagens de papel', 'paper'),
  activity('1732000', 'Fabricação de embalagens de cartolina e papel-cartão', 'paper'),
  activity('1733800', 'Fabricação de chapas e de embalagens de papelão ondulado', 'paper', {
    after: ['PAPELÃO ONDULADO'],
  }),
  activity('1813001', 'Impressão de material para uso publicitário', 'paper', {
    before: ['GRÁFICA'],
  }),
  activity('2013402', 'Fabricação de adubos e fertilizantes, exceto organo-minerais', 'chemical', {
    after: ['FERTILIZANTES'],
  }),
  activity('2061400', 'Fabricação de sabões e detergentes sintéticos', 'chemical'),
  activity(
    '2063100',
    'Fabricação de cosméticos, produtos de perfumaria e de higiene pessoal',
    'chemical',
    { after: ['COSMÉTICOS'] },
  ),
  activity('2071100', 'Fabricação de tintas, vernizes, esmaltes e lacas', 'chemical', {
    after: ['TINTAS'],
  }),
  activity('2121101', 'Fabricação de medicamentos alopáticos para uso humano', 'chemical', {
    after: ['FARMACÊUTICA', 'LABORATÓRIO FARMACÊUTICO'],
  }),
  activity('2222600', 'Fabricação de embalagens de material plástico', 'chemical', {
    after: ['EMBALAGENS PLÁSTICAS'],
  }),
  activity(
    '2229399',
    'Fabricação de artefatos de material plástico para outros usos não especificados anteriormente',
    'chemical',
    { after: ['PLÁSTICOS'] },
  ),
  activity('2320600', 'Fabricação de cimento', 'building_materials', { after: ['CIMENTOS'] }),
  activity(
    '2330301',
    'Fabricação de estruturas pré-moldadas de concreto armado, em série e sob encomenda',
    'building_materials',
  ),
  activity('2342701', 'Fabricação de azulejos e pisos', 'building_materials', {
    before: ['CERÂMICA'],
  }),
  activity('2511000', 'Fabricação de estruturas metálicas', 'metalworking', {
    after: ['ESTRUTURAS METÁLICAS'],
  }),
  activity('2539001', 'Serviços de usinagem, tornearia e solda', 'metalworking', {
    after: ['USINAGEM'],
  }),
  activity('2542000', 'Fabricação de artigos de serralheria, exceto esquadrias', 'metalworking', {
    before: ['SERRALHERIA'],
  }),
  activity(
    '2599399',
    'Fabricação de outros produtos de metal não especificados anteriormente',
    'metalworking',
  ),
  activity(
    '2710401',
    'Fabricação de geradores de corrente contínua e alternada, peças e acessórios',
    'machinery',
  ),
  activity(
    '2731700',
    'Fabricação de aparelhos e equipamentos para distribuição e controle de energia elétrica',
    'machinery',
  ),
  activity(
    '2833000',
    'Fabricação de máquinas e equipamentos para a agricultura e pecuária, peças e acessórios, exceto para irrigação',
    'machinery',
    { after: ['MÁQUINAS AGRÍCOLAS', 'IMPLEMENTOS AGRÍCOLAS'] },
  ),
  activity(
    '2866600',
    'Fabricação de máquinas e equipamentos para a indústria de alimentos, bebidas e fumo, peças e acessórios',
    'machinery',
  ),
  activity(
    '2869100',
    'Fabricação de máquinas e equipamentos para uso industrial específico não especificados anteriormente, peças e acessórios',
    'machinery',
  ),
  activity(
    '3314710',
    'Manutenção e reparação de máquinas e equipamentos para uso geral não especificados anteriormente',
    'machinery',
    { after: ['MANUTENÇÃO INDUSTRIAL'] },
  ),
  activity('3321000', 'Instalação de máquinas e equipamentos industriais', 'machinery', {
    after: ['MONTAGENS INDUSTRIAIS'],
  }),
  activity('2910701', 'Fabricação de automóveis, camionetas e utilitários', 'automotive', {
    after: ['VEÍCULOS'],
  }),
  activity(
    '2930101',
    'Fabricação de cabines, carrocerias e reboques para caminhões',
    'automotive',
    { after: ['IMPLEMENTOS RODOVIÁRIOS', 'CARROCERIAS'] },
  ),
  activity(
    '2941700',
    'Fabricação de peças e acessórios para o sistema motor de veículos automotores',
    'automotive',
  ),
  activity(
    '2949299',
    'Fabricação de outras peças e acessórios para veículos automotores não especificadas anteriormente',
    'automotive',
  ),
  activity('3101200', 'Fabricação de móveis com predominância de madeira', 'furniture'),
  activity('3329501', 'Serviços de montagem de móveis de qualquer material', 'furniture', {
    after: ['MONTAGEM DE MÓVEIS'],
  }),
  activity('3514000', 'Distribuição de energia elétrica', 'utilities', { after: ['ENERGIA'] }),
  activity('3600601', 'Captação, tratamento e distribuição de água', 'utilities', {
    after: ['SANEAMENTO'],
  }),
  activity('3811400', 'Coleta de resíduos não-perigosos', 'utilities'),
  activity('3821100', 'Tratamento e disposição de resíduos não-perigosos', 'utilities'),
  activity('4110700', 'Incorporação de empreendimentos imobiliários', 'construction', {
    before: ['INCORPORADORA'],
    after: ['EMPREENDIMENTOS IMOBILIÁRIOS'],
  }),
  activity('4120400', 'Construção de edifícios', 'construction'),
  activity('4211101', 'Construção de rodovias e ferrovias', 'construction', {
    after: ['ENGENHARIA RODOVIÁRIA', 'PAVIMENTAÇÃO'],
  }),
  activity(
    '4221902',
    'Construção de estações e redes de distribuição de energia elétrica',
    'construction',
    { after: ['ENGENHARIA ELÉTRICA'] },
  ),
  activity('4292801', 'Montagem de estruturas metálicas', 'construction', {
    after: ['MONTAGENS'],
  }),
  activity(
    '4299599',
    'Outras obras de engenharia civil não especificadas anteriormente',
    'construction',
  ),
  activity('4321500', 'Instalação e manutenção elétrica', 'construction', {
    after: ['INSTALAÇÕES ELÉTRICAS'],
  }),
  activity('4322301', 'Instalações hidráulicas, sanitárias e de gás', 'construction', {
    after: ['INSTALAÇÕES HIDRÁULICAS'],
  }),
  activity('4330404', 'Serviços de pintura de edifícios em geral', 'construction', {
    after: ['PINTURAS'],
  }),
  activity('4399103', 'Obras de alvenaria', 'construction'),
  activity(
    '4511101',
    'Comércio a varejo de automóveis, camionetas e utilitários novos',
    'vehicle_trade',
    {
      after: ['VEÍCULOS'],
    },
  ),
  activity(
    '4520001',
    'Serviços de manutenção e reparação mecânica de veículos automotores',
    'vehicle_trade',
    { before: ['AUTO CENTER', 'MECÂNICA'] },
  ),
  activity(
    '4530703',
    'Comércio a varejo de peças e acessórios novos para veículos automotores',
    'vehicle_trade',
    { after: ['AUTOPEÇAS'] },
  ),
  activity('4623109', 'Comércio atacadista de alimentos para animais', 'wholesale'),
  activity('4632001', 'Comércio atacadista de cereais e leguminosas beneficiados', 'wholesale', {
    before: ['CEREALISTA'],
  }),
  activity(
    '4637199',
    'Comércio atacadista especializado em outros produtos alimentícios não especificados anteriormente',
    'wholesale',
  ),
  activity('4639701', 'Comércio atacadista de produtos alimentícios em geral', 'wholesale'),
  activity('4644301', 'Comércio atacadista de medicamentos e drogas de uso humano', 'wholesale', {
    before: ['DISTRIBUIDORA DE MEDICAMENTOS'],
  }),
  activity(
    '4661300',
    'Comércio atacadista de máquinas, aparelhos e equipamentos para uso agropecuário; partes e peças',
    'wholesale',
  ),
  activity('4671100', 'Comércio atacadista de madeira e produtos derivados', 'wholesale', {
    before: ['MADEIREIRA'],
  }),
  activity(
    '4683400',
    'Comércio atacadista de defensivos agrícolas, adubos, fertilizantes e corretivos do solo',
    'wholesale',
    { after: ['INSUMOS AGRÍCOLAS'] },
  ),
  activity(
    '4691500',
    'Comércio atacadista de mercadorias em geral, com predominância de produtos alimentícios',
    'wholesale',
    { before: ['ATACADÃO'] },
  ),
  activity(
    '4711301',
    'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - hipermercados',
    'retail',
    { before: ['HIPERMERCADO'] },
  ),
  activity(
    '4711302',
    'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - supermercados',
    'retail',
    { before: ['SUPERMERCADO'], after: ['SUPERMERCADOS'] },
  ),
  activity(
    '4712100',
    'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - minimercados, mercearias e armazéns',
    'retail',
    { before: ['MERCEARIA', 'MINIMERCADO', 'EMPÓRIO'] },
  ),
  activity('4721102', 'Padaria e confeitaria com predominância de revenda', 'retail', {
    before: ['PADARIA E CONFEITARIA', 'PANIFICADORA'],
  }),
  activity('4731800', 'Comércio varejista de combustíveis para veículos automotores', 'retail', {
    before: ['AUTO POSTO', 'POSTO'],
  }),
  activity('4744099', 'Comércio varejista de materiais de construção em geral', 'retail', {
    after: ['MATERIAIS DE CONSTRUÇÃO'],
    before: ['DEPÓSITO'],
  }),
  activity(
    '4751201',
    'Comércio varejista especializado de equipamentos e suprimentos de informática',
    'retail',
    { after: ['INFORMÁTICA'] },
  ),
  activity(
    '4753900',
    'Comércio varejista especializado de eletrodomésticos e equipamentos de áudio e vídeo',
    'retail',
    { after: ['ELETRODOMÉSTICOS', 'MAGAZINE'] },
  ),
  activity('4754701', 'Comércio varejista de móveis', 'retail', { after: ['MÓVEIS'] }),
  activity(
    '4771701',
    'Comércio varejista de produtos farmacêuticos, sem manipulação de fórmulas',
    'retail',
    { before: ['DROGARIA', 'FARMÁCIA'] },
  ),
  activity('4781400', 'Comércio varejista de artigos do vestuário e acessórios', 'retail', {
    after: ['MODAS', 'CONFECÇÕES'],
  }),
  activity(
    '4789099',
    'Comércio varejista de outros produtos não especificados anteriormente',
    'retail',
  ),
  activity('4911600', 'Transporte ferroviário de carga', 'logistics', { after: ['FERROVIÁRIA'] }),
  activity(
    '4921301',
    'Transporte rodoviário coletivo de passageiros, com itinerário fixo, municipal',
    'logistics',
    { before: ['VIAÇÃO', 'EXPRESSO'] },
  ),
  activity(
    '4930201',
    'Transporte rodoviário de carga, exceto produtos perigosos e mudanças, municipal',
    'logistics',
  ),
  activity(
    '4930202',
    'Transporte rodoviário de carga, exceto produtos perigosos e mudanças, intermunicipal, interestadual e internacional',
    'logistics',
  ),
  activity('4930203', 'Transporte rodoviário de produtos perigosos', 'logistics'),
  activity('5211701', 'Armazéns gerais - emissão de warrant', 'logistics', {
    before: ['ARMAZÉNS GERAIS'],
  }),
  activity(
    '5211799',
    'Depósitos de mercadorias para terceiros, exceto armazéns gerais e guarda-móveis',
    'logistics',
    { after: ['ARMAZENAGEM'] },
  ),
  activity('5212500', 'Carga e descarga', 'logistics'),
  activity(
    '5229099',
    'Outras atividades auxiliares dos transportes terrestres não especificadas anteriormente',
    'logistics',
  ),
  activity('5250804', 'Organização logística do transporte de carga', 'logistics', {
    after: ['LOGÍSTICA'],
  }),
  activity('5320202', 'Serviços de entrega rápida', 'logistics', {
    after: ['EXPRESS', 'ENTREGAS'],
  }),
  activity('5510801', 'Hotéis', 'hospitality', { before: ['HOTEL'] }),
  activity('5611201', 'Restaurantes e similares', 'hospitality', {
    before: ['RESTAURANTE', 'CHURRASCARIA'],
  }),
  activity(
    '5620101',
    'Fornecimento de alimentos preparados preponderantemente para empresas',
    'hospitality',
    { after: ['REFEIÇÕES COLETIVAS', 'ALIMENTAÇÃO'] },
  ),
  activity('6190601', 'Provedores de acesso às redes de comunicações', 'technology', {
    after: ['TELECOM', 'INTERNET'],
  }),
  activity('6201501', 'Desenvolvimento de programas de computador sob encomenda', 'technology'),
  activity(
    '6202300',
    'Desenvolvimento e licenciamento de programas de computador customizáveis',
    'technology',
  ),
  activity(
    '6203100',
    'Desenvolvimento e licenciamento de programas de computador não-customizáveis',
    'technology',
  ),
  activity('6204000', 'Consultoria em tecnologia da informação', 'technology'),
  activity(
    '6209100',
    'Suporte técnico, manutenção e outros serviços em tecnologia da informação',
    'technology',
  ),
  activity(
    '6311900',
    'Tratamento de dados, provedores de serviços de aplicação e serviços de hospedagem na internet',
    'technology',
    { after: ['DATA CENTER', 'CLOUD'] },
  ),
  activity(
    '9511800',
    'Reparação e manutenção de computadores e de equipamentos periféricos',
    'technology',
    {
      after: ['INFORMÁTICA'],
    },
  ),
  activity('6462000', 'Holdings de instituições não-financeiras', 'holding'),
  activity('6463800', 'Outras sociedades de participação, exceto holdings', 'holding'),
  activity('6810201', 'Compra e venda de imóveis próprios', 'real_estate'),
  activity('6810202', 'Aluguel de imóveis próprios', 'real_estate', {
    after: ['ADMINISTRAÇÃO DE BENS'],
  }),
  activity('6821801', 'Corretagem na compra e venda e avaliação de imóveis', 'real_estate', {
    before: ['IMOBILIÁRIA'],
  }),
  activity('6920601', 'Atividades de contabilidade', 'professional', {
    before: ['ESCRITÓRIO CONTÁBIL'],
    after: ['CONTABILIDADE'],
  }),
  activity(
    '7020400',
    'Atividades de consultoria em gestão empresarial, exceto consultoria técnica específica',
    'professional',
  ),
  activity('7112000', 'Serviços de engenharia', 'professional', { after: ['ENGENHARIA'] }),
  activity('7119701', 'Serviços de cartografia, topografia e geodésia', 'professional', {
    after: ['TOPOGRAFIA'],
  }),
  activity('7120100', 'Testes e análises técnicas', 'professional', {
    before: ['LABORATÓRIO'],
    after: ['ANÁLISES TÉCNICAS'],
  }),
  activity('7311400', 'Agências de publicidade', 'professional', {
    after: ['PUBLICIDADE', 'COMUNICAÇÃO'],
  }),
  activity('7319002', 'Promoção de vendas', 'professional', { after: ['MARKETING'] }),
  activity(
    '7490104',
    'Atividades de intermediação e agenciamento de serviços e negócios em geral, exceto imobiliários',
    'professional',
    { after: ['NEGÓCIOS'] },
  ),
  activity('7711000', 'Locação de automóveis sem condutor', 'business_services', {
    before: ['LOCADORA'],
    after: ['LOCAÇÃO DE VEÍCULOS'],
  }),
  activity(
    '7732201',
    'Aluguel de máquinas e equipamentos para construção sem operador, exceto andaimes',
    'business_services',
    { after: ['LOCAÇÃO DE EQUIPAMENTOS'] },
  ),
  activity('7810800', 'Seleção e agenciamento de mão-de-obra', 'business_services', {
    after: ['RECURSOS HUMANOS'],
  }),
  activity('8011101', 'Atividades de vigilância e segurança privada', 'business_services', {
    after: ['SEGURANÇA', 'VIGILÂNCIA'],
  }),
  activity('8121400', 'Limpeza em prédios e em domicílios', 'business_services', {
    after: ['SERVIÇOS DE LIMPEZA'],
  }),
  activity(
    '8211300',
    'Serviços combinados de escritório e apoio administrativo',
    'business_services',
  ),
  activity(
    '8219999',
    'Preparação de documentos e serviços especializados de apoio administrativo não especificados anteriormente',
    'business_services',
  ),
  activity(
    '8230001',
    'Serviços de organização de feiras, congressos, exposições e festas',
    'business_services',
    {
      after: ['EVENTOS'],
    },
  ),
  activity('8513900', 'Ensino fundamental', 'education', { before: ['COLÉGIO', 'ESCOLA'] }),
  activity('8520100', 'Ensino médio', 'education', { before: ['COLÉGIO'] }),
  activity('8531700', 'Educação superior - graduação', 'education', { before: ['FACULDADE'] }),
  activity('8532500', 'Educação superior - graduação e pós-graduação', 'education', {
    before: ['CENTRO UNIVERSITÁRIO', 'FACULDADE'],
  }),
  activity('8593700', 'Ensino de idiomas', 'education', { before: ['ESCOLA DE IDIOMAS'] }),
  activity('8599604', 'Treinamento em desenvolvimento profissional e gerencial', 'education', {
    after: ['TREINAMENTOS'],
  }),
  activity(
    '8610101',
    'Atividades de atendimento hospitalar, exceto pronto-socorro e unidades para atendimento a urgências',
    'health',
    { before: ['HOSPITAL'] },
  ),
  activity(
    '8630501',
    'Atividade médica ambulatorial com recursos para realização de procedimentos cirúrgicos',
    'health',
    { before: ['CLÍNICA'] },
  ),
  activity('8630503', 'Atividade médica ambulatorial restrita a consultas', 'health', {
    before: ['CLÍNICA MÉDICA'],
  }),
  activity('8630504', 'Atividade odontológica', 'health', { before: ['CLÍNICA ODONTOLÓGICA'] }),
  activity('8640202', 'Laboratórios clínicos', 'health', { before: ['LABORATÓRIO'] }),
  activity('9311500', 'Gestão de instalações de esportes', 'personal_services', {
    before: ['CENTRO ESPORTIVO'],
  }),
  activity('9313100', 'Atividades de condicionamento físico', 'personal_services', {
    before: ['ACADEMIA'],
  }),
  activity('9602501', 'Cabeleireiros, manicure e pedicure', 'personal_services', {
    before: ['SALÃO DE BELEZA', 'STUDIO'],
  }),
];

export const CNAE_BY_CODE = new Map(CNAE_ACTIVITIES.map((entry) => [entry.code, entry]));

export const activitiesOfSector = (sector: SectorKey) =>
  CNAE_ACTIVITIES.filter((entry) => entry.sector === sector);
