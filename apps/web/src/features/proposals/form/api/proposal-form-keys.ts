/** Every key of this folder starts with 'proposals', so that saving refreshes the lists too. */
export const proposalFormKeys = {
  all: ['proposals'] as const,
  edit: (id: number) => ['proposals', 'form', id] as const,
  lookups: ['proposals', 'form', 'lookups'] as const,
};
