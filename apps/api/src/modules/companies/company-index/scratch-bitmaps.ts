import { type ReadonlyRoaringBitmap32, RoaringBitmap32 } from './roaring.ts';

/**
 * The bitmaps made while answering one request, freed together once it is answered. Each
 * native allocation is reported to V8 as external memory, and megabytes of it a request would
 * set off a full garbage collection every few requests, pausing every other request; freed at
 * once, they never add up.
 */
export class ScratchBitmaps {
  private readonly made: RoaringBitmap32[] = [];

  private kept(bitmap: RoaringBitmap32): RoaringBitmap32 {
    this.made.push(bitmap);
    return bitmap;
  }

  and(a: ReadonlyRoaringBitmap32, b: ReadonlyRoaringBitmap32): RoaringBitmap32 {
    return this.kept(RoaringBitmap32.and(a, b));
  }

  orMany(bitmaps: readonly ReadonlyRoaringBitmap32[]): RoaringBitmap32 {
    return this.kept(RoaringBitmap32.orMany(bitmaps));
  }

  range(start: number, end: number): RoaringBitmap32 {
    return this.kept(RoaringBitmap32.fromRange(start, end));
  }

  of(rows: Uint32Array | number[] = []): RoaringBitmap32 {
    return this.kept(new RoaringBitmap32(rows));
  }

  free(): void {
    for (const bitmap of this.made) bitmap.dispose();
    this.made.length = 0;
  }
}
