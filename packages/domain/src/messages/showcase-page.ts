/**
 * The texts of the public showcase page (/vitrine/{code}), rendered by the API and read by the
 * page's own script (docs/showcase.md). The API's answers to the form come from MESSAGES.
 */
export const SHOWCASE_PAGE_TEXTS = {
  kicker: 'Vitrine Econômica',
  pageTitle: (place: string) => `Vitrine Econômica – ${place}`,
  empty: 'Informação não preenchida pela localidade.',
  footer: 'Publicado pela plataforma Oportuna',
  sections: {
    profile: 'Perfil',
    indicators: 'Indicadores',
    incentives: 'Incentivos',
    industrialArea: 'Área industrial',
    vocations: 'Vocações',
    opportunities: 'Oportunidades ativas',
    contacts: 'Contatos',
    submit: 'Cadastre sua oportunidade',
  },
  industrialAreaCaption: (hectares: string) => `Área industrial: ${hectares} ha`,
  form: {
    intro:
      'Sua empresa tem um projeto para a região? Envie os dados abaixo. A oportunidade será analisada pela equipe da localidade antes de ser publicada.',
    companyDocument: 'CNPJ *',
    lookup: 'Buscar Dados',
    companyName: 'Razão social *',
    contactName: 'Nome do contato *',
    contactEmail: 'E-mail *',
    contactPhone: 'Telefone',
    category: 'Categoria do projeto *',
    choose: 'Selecione',
    investment: 'Investimento total (R$) *',
    description: 'Descrição do projeto *',
    projectCity: 'Município do projeto *',
    attachments: 'Anexos',
    attachmentsHint: (files: number, megabytes: number) =>
      `Até ${files} imagens JPEG ou PNG de até ${megabytes} MB cada.`,
    honeypot: 'Não preencha este campo',
    /** Format examples shown inside the empty inputs. */
    examples: {
      document: '00.000.000/0000-00',
      phone: '(99) 99999 9999',
      money: 'R$ 0,00',
    },
    send: 'Enviar oportunidade',
  },
  /** What the page's script says before and after sending (the server checks again). */
  script: {
    documentLength: 'Informe os 14 caracteres do CNPJ.',
    lookupFailed: 'Não foi possível buscar os dados.',
    required: 'Campo obrigatório',
    invalidEmail: 'E-mail inválido',
    tooManyFiles: 'Envie no máximo {max} anexos.',
    fileTooLarge: 'O tamanho de cada arquivo é limitado a {megabytes} MB.',
    fileType: 'Envie imagens JPEG ou PNG.',
    checkFields: 'Verifique os campos destacados.',
    sendFailed: 'Não foi possível enviar.',
    offline: 'Não foi possível enviar. Verifique a conexão e tente novamente.',
  },
  notFound: {
    title: 'Vitrine econômica não encontrada',
    text: 'Esta localidade ainda não publicou a sua vitrine econômica, ou o endereço está incorreto.',
  },
  /** While the locality's customer is inactive. */
  unavailable: {
    title: 'Vitrine econômica indisponível',
    text: 'Esta vitrine econômica está indisponível no momento.',
  },
} as const;
