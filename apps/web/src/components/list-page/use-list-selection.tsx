import { Checkbox } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import type { ListColumn } from './list-column.ts';

export interface SelectedItem {
  key: number;
  label: string;
}

/** Items picked in a list to act on together (compare places), at most `max`, in pick order. */
export function useListSelection(max: number) {
  const [selected, setSelected] = useState<readonly SelectedItem[]>([]);
  const isSelected = useCallback(
    (key: number) => selected.some((item) => item.key === key),
    [selected],
  );
  const toggle = useCallback(
    (item: SelectedItem) =>
      setSelected((current) =>
        current.some((s) => s.key === item.key)
          ? current.filter((s) => s.key !== item.key)
          : current.length >= max
            ? current
            : [...current, item],
      ),
    [max],
  );
  const clear = useCallback(() => setSelected([]), []);
  return useMemo(
    () => ({ selected, max, full: selected.length >= max, isSelected, toggle, clear }),
    [selected, max, isSelected, toggle, clear],
  );
}

export type ListSelection = ReturnType<typeof useListSelection>;

/** One item's checkbox: named for the item, disabled once the selection is full. */
export function SelectionCheckbox({
  selection,
  item,
  ariaLabel,
}: {
  selection: ListSelection;
  item: SelectedItem;
  ariaLabel: string;
}) {
  const checked = selection.isSelected(item.key);
  return (
    <Checkbox
      aria-label={ariaLabel}
      checked={checked}
      disabled={!checked && selection.full}
      onChange={() => selection.toggle(item)}
    />
  );
}

/** A first table column of checkboxes for a list page (it cannot be hidden). */
export function selectionColumn<Item>(
  selection: ListSelection,
  options: {
    label: string;
    itemOf: (item: Item) => SelectedItem;
    ariaLabel: (item: SelectedItem) => string;
  },
): ListColumn<Item> {
  return {
    key: 'selection',
    label: options.label,
    labelHidden: true,
    hideable: false,
    render: (row) => {
      const item = options.itemOf(row);
      return (
        <SelectionCheckbox selection={selection} item={item} ariaLabel={options.ariaLabel(item)} />
      );
    },
  };
}
