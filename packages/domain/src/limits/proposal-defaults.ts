export const PROPOSAL_DEFAULTS = {
  visibility: 'restrict',
  banner: { type: 'image', name: 'Banner' },
} as const;
