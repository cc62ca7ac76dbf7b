import { lazy, type ReactNode, Suspense, useState } from 'react';

// The drawer and its scroll area load with the first opening, not with the list.
const FilterPanelDrawer = lazy(async () => ({
  default: (await import('./filter-panel-drawer.tsx')).FilterPanelDrawer,
}));

export interface FilterPanelProps {
  opened: boolean;
  onClose: () => void;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}

/** The side panel of a list's filters, mounted once first opened (so it can animate closed). */
export function FilterPanel(props: FilterPanelProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <FilterPanelDrawer {...props} />
    </Suspense>
  );
}
