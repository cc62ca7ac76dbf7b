import { type RefObject, useEffect, useRef } from 'react';

/**
 * When `key` changes (a wizard's step, an editor's tab), brings the element's top into view
 * if the page was scrolled past it: the new content starts there, and after pressing a
 * button at the bottom of a long step the reader would otherwise land in its middle.
 */
export function useScrollTopOnChange(ref: RefObject<HTMLElement | null>, key: unknown): void {
  const previous = useRef(key);
  useEffect(() => {
    if (Object.is(previous.current, key)) return;
    previous.current = key;
    const element = ref.current;
    if (element && element.getBoundingClientRect().top < 0) {
      element.scrollIntoView({ block: 'start' });
    }
  }, [ref, key]);
}
