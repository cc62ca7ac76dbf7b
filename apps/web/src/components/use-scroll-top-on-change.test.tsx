// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollTopOnChange } from './use-scroll-top-on-change.ts';

function Step({ step }: { step: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollTopOnChange(ref, step);
  return <div ref={ref}>{`Passo ${step}`}</div>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const placeAt = (top: number) =>
  vi
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ top, bottom: top + 10 } as DOMRect);

describe('useScrollTopOnChange', () => {
  it('brings the top back into view when the step changes after the page was scrolled past it', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = render(<Step step={1} />);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(900);
    placeAt(-700);
    rerender(<Step step={2} />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 - 700 - 16 });
  });

  it('leaves the page alone when the top is in view', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = render(<Step step={1} />);
    placeAt(200);
    rerender(<Step step={2} />);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
