/** Locality editing: enabling, the profile save payload, the responsible-editor selector. */

export type {
  LocalityEditor,
  LocalityProfileInput,
  StateLocalityCreate,
} from '../api-contract/localities.ts';
export {
  localityCityHallInputSchema,
  localityCodeParam,
  localityContactInputSchema,
  localityEditorSchema,
  localityFileInputSchema,
  localityProfileInputSchema,
  localityVocationInputSchema,
  stateCodeParam,
  stateLocalityCreateSchema,
} from '../api-contract/localities.ts';
