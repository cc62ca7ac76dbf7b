import type { ReactNode } from 'react';

/** One column of a list table; `label` also names it in the column chooser. */
export interface ListColumn<Item> {
  key: string;
  label: string;
  /** The key sent as sort[key]; only offered when the list's available ordering has it. */
  sortKey?: string;
  /** False for columns that cannot be hidden (the name, the actions). */
  hideable?: boolean;
  align?: 'left' | 'center' | 'right';
  /**
   * A column of controls (checkboxes, say): its heading is read by screen readers but not
   * shown, and its cells keep little padding.
   */
  labelHidden?: boolean;
  render: (item: Item, index: number) => ReactNode;
}
