// The package is CommonJS: its class is read from the default export, which Node's ESM loader
// gives the built server (named imports work only under the TypeScript loader).
import roaring from 'roaring';

export const { RoaringBitmap32 } = roaring;
export type RoaringBitmap32 = import('roaring').RoaringBitmap32;
export type ReadonlyRoaringBitmap32 = import('roaring').ReadonlyRoaringBitmap32;
