/**
 * A stored file's signed address, to show or download it (modules/files/file-urls.ts makes it
 * and app.ts gives it to the services that answer files). A file that may be absent (a logo,
 * a photo, a banner) has no address: null.
 */
export type FileUrl = {
  (path: string): string;
  (path: string | null | undefined): string | null;
};
