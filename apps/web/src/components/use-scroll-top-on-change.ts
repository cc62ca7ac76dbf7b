import { type RefObject, useEffect, useRef } from 'react';

/** Room left above the element: below the shell's sticky header, with a little air. */
function clearance(): number {
  const header = document.querySelector('header');
  return (header ? Math.max(0, header.getBoundingClientRect().bottom) : 0) + 16;
}

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
    if (!element) return;
    const room = clearance();
    const top = element.getBoundingClientRect().top;
    if (top < room) window.scrollTo({ top: Math.max(0, window.scrollY + top - room) });
  }, [ref, key]);
}
