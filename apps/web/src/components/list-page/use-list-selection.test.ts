// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useListSelection } from './use-list-selection.tsx';

afterEach(cleanup);

const place = (key: number) => ({ key, label: `Cidade ${key}` });

describe('useListSelection', () => {
  it('keeps the picks in order, at most the limit, and lets one go or all', () => {
    const { result } = renderHook(() => useListSelection(4));
    for (const key of [3, 1, 4, 2]) act(() => result.current.toggle(place(key)));
    expect(result.current.selected.map((s) => s.key)).toEqual([3, 1, 4, 2]);
    expect(result.current.full).toBe(true);
    // A fifth waits until one is let go.
    act(() => result.current.toggle(place(5)));
    expect(result.current.selected).toHaveLength(4);
    expect(result.current.isSelected(5)).toBe(false);
    act(() => result.current.toggle(place(1)));
    expect(result.current.full).toBe(false);
    act(() => result.current.toggle(place(5)));
    expect(result.current.selected.map((s) => s.key)).toEqual([3, 4, 2, 5]);
    act(() => result.current.clear());
    expect(result.current.selected).toEqual([]);
  });
});
