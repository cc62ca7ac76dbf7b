export const SORT_DEFAULTS = {
  companies: { key: 'capital_social', order: 'desc' },
  topCompanies: { key: 'share_capital', order: 'desc' },
  cityPoliticians: { key: 'importance', order: 'asc' },
} as const;
