/**
 * A site allowed to embed a showcase, as the browser names it in `event.origin` and in
 * `frame-ancestors`: scheme, host and port only (https://site.example, http://127.0.0.1:8080).
 * Null when the text is not an http(s) address without path, query or credentials.
 */
export function normalizeOrigin(value: string): string | null {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text) || text.length > 200) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/' || /[*'";\s]/.test(url.host)) return null;
  return url.origin;
}
