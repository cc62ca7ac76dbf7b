import { Alert, Paper, Skeleton } from '@mantine/core';
import { LAYOUT } from '@oportuna/domain/limits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';

export type FrameState = 'loading' | 'notFound' | 'ready';

/** The edit pages' frame: title, 'Voltar', and the loading and not-found states. */
export function EditFrame({
  title,
  backHref,
  state,
  children,
}: {
  title: string;
  backHref: string;
  state: FrameState;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader title={title} actions={<BackButton to={backHref} />} />
      {state === 'loading' ? (
        <Paper withBorder radius="md" p="lg" mih={LAYOUT.formMinHeightPx}>
          <Skeleton height={240} />
        </Paper>
      ) : null}
      {state === 'notFound' ? (
        <Alert color="red" title={t('localityEdit.notFound')}>
          {t('localityEdit.notFoundText')}
        </Alert>
      ) : null}
      {state === 'ready' ? children : null}
    </>
  );
}

/** The frame's state from the place's query and its profile's: loading, ready or not found. */
export function frameStateOf(
  place: { isPending: boolean; isError: boolean; data: unknown },
  profile: { isSuccess: boolean; isError: boolean },
): FrameState {
  if (place.isError || (!place.isPending && !place.data) || profile.isError) return 'notFound';
  return place.data && profile.isSuccess ? 'ready' : 'loading';
}
