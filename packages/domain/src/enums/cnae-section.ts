/**
 * CNAE 2.0 sections (IBGE/CONCLA): a section groups the two-digit divisions that begin a
 * CNAE code (e.g. 2710-4/01 is division 27, section C).
 */
export const CNAE_SECTIONS = [
  {
    code: 'A',
    from: 1,
    to: 3,
    label: 'Agricultura, pecuária, produção florestal, pesca e aquicultura',
  },
  { code: 'B', from: 5, to: 9, label: 'Indústrias extrativas' },
  { code: 'C', from: 10, to: 33, label: 'Indústrias de transformação' },
  { code: 'D', from: 35, to: 35, label: 'Eletricidade e gás' },
  { code: 'E', from: 36, to: 39, label: 'Água, esgoto, gestão de resíduos e descontaminação' },
  { code: 'F', from: 41, to: 43, label: 'Construção' },
  {
    code: 'G',
    from: 45,
    to: 47,
    label: 'Comércio; reparação de veículos automotores e motocicletas',
  },
  { code: 'H', from: 49, to: 53, label: 'Transporte, armazenagem e correio' },
  { code: 'I', from: 55, to: 56, label: 'Alojamento e alimentação' },
  { code: 'J', from: 58, to: 63, label: 'Informação e comunicação' },
  {
    code: 'K',
    from: 64,
    to: 66,
    label: 'Atividades financeiras, de seguros e serviços relacionados',
  },
  { code: 'L', from: 68, to: 68, label: 'Atividades imobiliárias' },
  { code: 'M', from: 69, to: 75, label: 'Atividades profissionais, científicas e técnicas' },
  { code: 'N', from: 77, to: 82, label: 'Atividades administrativas e serviços complementares' },
  { code: 'O', from: 84, to: 84, label: 'Administração pública, defesa e seguridade social' },
  { code: 'P', from: 85, to: 85, label: 'Educação' },
  { code: 'Q', from: 86, to: 88, label: 'Saúde humana e serviços sociais' },
  { code: 'R', from: 90, to: 93, label: 'Artes, cultura, esporte e recreação' },
  { code: 'S', from: 94, to: 96, label: 'Outras atividades de serviços' },
  { code: 'T', from: 97, to: 97, label: 'Serviços domésticos' },
  {
    code: 'U',
    from: 99,
    to: 99,
    label: 'Organismos internacionais e outras instituições extraterritoriais',
  },
] as const;

export type CnaeSection = (typeof CNAE_SECTIONS)[number]['code'];

/** The section of a CNAE code (digits, with or without punctuation), or null. */
export function cnaeSectionOf(code: string | null | undefined): CnaeSection | null {
  const division = Number((code ?? '').replace(/\D/g, '').slice(0, 2));
  return CNAE_SECTIONS.find((s) => division >= s.from && division <= s.to)?.code ?? null;
}

export const CNAE_SECTION_LABELS = Object.fromEntries(
  CNAE_SECTIONS.map((s) => [s.code, s.label]),
) as Record<CnaeSection, string>;
