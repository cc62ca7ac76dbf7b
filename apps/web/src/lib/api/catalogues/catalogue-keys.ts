/** The reference lists behind selectors and forms, by API path. */
export type CataloguePath =
  | 'activities'
  | 'benefits'
  | 'political-offices'
  | 'political-parties'
  | 'regional-vocations';

export const catalogueKeys = {
  all: ['catalogues'] as const,
  /** As a form reads it, failures shown. */
  list: (path: CataloguePath) => ['catalogues', path, 'list'] as const,
  /** As a selector offers it, failures only logged (spec 1 §8). */
  options: (path: CataloguePath) => ['catalogues', path, 'options'] as const,
};
