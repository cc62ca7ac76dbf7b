import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** MapLibre's own control titles, in Portuguese. */
export function useMapLocale(): Record<string, string> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      'NavigationControl.ZoomIn': t('map.controls.zoomIn'),
      'NavigationControl.ZoomOut': t('map.controls.zoomOut'),
      'NavigationControl.ResetBearing': t('map.controls.resetBearing'),
      'FullscreenControl.Enter': t('map.controls.enterFullscreen'),
      'FullscreenControl.Exit': t('map.controls.exitFullscreen'),
      'Popup.Close': t('map.controls.closePopup'),
      'Map.Title': t('map.label'),
    }),
    [t],
  );
}
