/** Possible links between politicians and companies, shown as clues with their evidence. */
export * from '../api-contract/possible-links.ts';
