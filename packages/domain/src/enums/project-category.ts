export const PROJECT_CATEGORIES = [
  'implantation',
  'expansion',
  'reactivation',
  'diversification',
  'search_partner_investor',
] as const;

export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_CATEGORY_LABELS: Record<ProjectCategory, string> = {
  implantation: 'Implantação',
  expansion: 'Expansão',
  reactivation: 'Reativação',
  diversification: 'Diversificação',
  search_partner_investor: 'Busca de sócio/investidor',
};
