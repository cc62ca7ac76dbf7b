export const PAGINATION = {
  pageSizeOptions: [25, 50, 100],
  defaultPageSize: 25,
  statePageSizeOptions: [50, 100, 200],
  defaultStatePageSize: 50,
  firstPage: 1,
} as const;

export const SKELETON_COUNTS = {
  tableRows: 10,
  cards: 9,
  proposals: 10,
} as const;
