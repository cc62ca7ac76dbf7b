/** Profile texts of the two demo localities: general, uncontroversial facts only. */

export const BAURU_DESCRIPTION = [
  'Bauru fica no centro do Estado de São Paulo, a cerca de 330 km da capital, e é polo de uma região com dezenas de municípios. A cidade cresceu como entroncamento ferroviário e hoje reúne rodovias estaduais, ferrovia de carga e um aeroporto regional, o que a torna um ponto natural de distribuição para o interior paulista e para os estados do Centro-Oeste.',
  'A economia local combina comércio e serviços regionais, indústria de alimentos e bebidas, logística e construção civil. Os distritos industriais do município oferecem lotes com infraestrutura, e a proximidade da hidrovia Tietê-Paraná amplia as alternativas de escoamento da produção.',
  'Bauru abriga campi de universidades públicas e privadas, escolas técnicas e centros de pesquisa, com destaque para as áreas de saúde, engenharia e tecnologia. A formação de mão de obra qualificada e a rede hospitalar de referência completam o ambiente para novos investimentos.',
].join('\n\n');

export const SAO_PAULO_DESCRIPTION = [
  'O Estado de São Paulo é a maior economia do país, responsável por cerca de 30% do PIB nacional, e reúne mais de 640 municípios com parques industriais diversificados, do agronegócio à indústria automotiva, química e de tecnologia.',
  'A malha rodoviária estadual, as ferrovias de carga, a hidrovia Tietê-Paraná, o Porto de Santos e os aeroportos internacionais ligam o estado aos demais mercados do Brasil e do exterior.',
  'Universidades estaduais e federais, institutos de pesquisa e parques tecnológicos formam profissionais e desenvolvem inovação em parceria com as empresas. O governo estadual mantém programas de atração de investimentos e linhas de financiamento para projetos de expansão e modernização.',
].join('\n\n');

/** Dates on which the demo localities passed their economic-freedom laws. */
export const BAURU_ECONOMIC_FREEDOM_LAW_AT = '2021-06-29';
export const SAO_PAULO_ECONOMIC_FREEDOM_LAW_AT = '2022-03-22';
