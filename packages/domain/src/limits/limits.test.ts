import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from './field-limits.ts';
import { MAP_DEFAULTS } from './map-defaults.ts';
import { PAGINATION } from './pagination.ts';
import { bytesToMegabytes, UPLOAD_MAX_BYTES } from './upload-limits.ts';

describe('limits follow the spec', () => {
  it.each([
    ['default upload', UPLOAD_MAX_BYTES.default, 5_000_000],
    ['logo upload', UPLOAD_MAX_BYTES.logo, 10_000_000],
    ['city images', UPLOAD_MAX_BYTES.cityImage, 20_000_000],
    ['state images', UPLOAD_MAX_BYTES.stateImage, 20_000_000],
    ['attachments', UPLOAD_MAX_BYTES.attachment, 100_000_000],
    ['default page size', PAGINATION.defaultPageSize, 25],
    ['default state page size', PAGINATION.defaultStatePageSize, 50],
    ['project description', FIELD_LIMITS.projectDescriptionMax, 500],
    ['map zoom', MAP_DEFAULTS.zoom, 3],
    ['proposal detail zoom', MAP_DEFAULTS.proposalDetailZoom, 16],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('offers the default page size among the options', () => {
    expect(PAGINATION.pageSizeOptions).toContain(PAGINATION.defaultPageSize);
    expect(PAGINATION.statePageSizeOptions).toContain(PAGINATION.defaultStatePageSize);
  });

  it('converts bytes with 1 MB = 1,000,000 bytes', () => {
    expect(bytesToMegabytes(UPLOAD_MAX_BYTES.attachment)).toBe(100);
  });
});
