import { lazy, Suspense, useEffect } from 'react';

const loadFormat = () => import('../../lib/format.ts');

// dayjs is not needed to paint a list (its rows are skeletons until the data arrives).
const FormattedDate = lazy(async () => {
  const { formatDate } = await loadFormat();
  return { default: ({ value }: { value: string | null }) => formatDate(value) };
});

/** A date in a list cell ('05/03/2024', or 'Não informado'); the formatter loads on use. */
export function DateCell({ value }: { value: string | null }) {
  return (
    <Suspense fallback={null}>
      <FormattedDate value={value} />
    </Suspense>
  );
}

/** Fetches the formatter once the list has painted, while its data is still on the way. */
export function usePreloadDateCell() {
  useEffect(() => {
    void loadFormat();
  }, []);
}
