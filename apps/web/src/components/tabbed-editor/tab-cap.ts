/** The tab 'save and continue' opens: the next one, never beyond `lastIndex`. */
export function continueTabIndex(current: number, lastIndex: number): number {
  return Math.max(0, Math.min(current + 1, lastIndex));
}
