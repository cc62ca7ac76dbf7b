/** http(s) address or a bare domain such as empresa.com.br, optionally with port and path. */
export const URL_PATTERN =
  /^(?:https?:\/\/)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/;

export function isValidUrl(value: string): boolean {
  return URL_PATTERN.test(value.trim());
}
