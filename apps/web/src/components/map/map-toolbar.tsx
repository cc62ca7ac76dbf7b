import { ActionIcon, Menu, Stack } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCheck,
  IconPolygon,
  IconStack2,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-map-gl/maplibre';
import type { Polygon } from '../list-page/list-state.ts';
import { availableMapStyles, type MapTiles, rasterVisibility } from './map-style.ts';
import type { MapStyleName } from './map-types.ts';
import { useTerraDraw } from './use-terra-draw.ts';

export interface MapToolbarProps {
  tiles: MapTiles;
  styleName: MapStyleName;
  onStyleChange: (style: MapStyleName) => void;
  loaded: boolean;
  onPolygonChange?: ((polygon: Polygon | null) => void) | undefined;
  onDrawingChange: (drawing: boolean) => void;
  onlyFavorites?: boolean | undefined;
  onOnlyFavoritesChange?: ((value: boolean) => void) | undefined;
  onBackToBrazil?: (() => void) | undefined;
}

/** The map's own buttons: polygon draw and trash, favourites only, style, back to Brazil. */
export function MapToolbar(props: MapToolbarProps) {
  const { t } = useTranslation();
  const { current: map } = useMap();
  const styles = availableMapStyles(props.tiles);
  const { styleName, tiles, loaded } = props;

  useEffect(() => {
    const instance = map?.getMap();
    if (!instance || !loaded) return;
    for (const { layerId, visible } of rasterVisibility(styleName, tiles)) {
      if (instance.getLayer(layerId)) {
        instance.setLayoutProperty(layerId, 'visibility', visible ? 'visible' : 'none');
      }
    }
  }, [map, loaded, styleName, tiles]);

  return (
    <Stack gap={6} style={{ position: 'absolute', top: 10, left: 10, zIndex: 2 }}>
      {props.onPolygonChange ? (
        <DrawButtons
          onPolygonChange={props.onPolygonChange}
          onDrawingChange={props.onDrawingChange}
        />
      ) : null}
      {props.onOnlyFavoritesChange ? (
        <ActionIcon
          size="lg"
          variant={props.onlyFavorites ? 'filled' : 'white'}
          color={props.onlyFavorites ? 'yellow' : 'dark'}
          aria-label={t('map.onlyFavorites')}
          title={t('map.onlyFavorites')}
          aria-pressed={props.onlyFavorites === true}
          onClick={() => props.onOnlyFavoritesChange?.(!props.onlyFavorites)}
        >
          {props.onlyFavorites ? <IconStarFilled size={18} /> : <IconStar size={18} />}
        </ActionIcon>
      ) : null}
      <Menu position="right-start" shadow="md">
        <Menu.Target>
          <ActionIcon
            size="lg"
            variant="white"
            color="dark"
            aria-label={t('map.style')}
            title={t('map.style')}
          >
            <IconStack2 size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {styles.map((style) => (
            <Menu.Item
              key={style}
              fw={style === styleName ? 700 : undefined}
              rightSection={style === styleName ? <IconCheck size={14} /> : null}
              onClick={() => props.onStyleChange(style)}
            >
              {t(`map.styles.${style}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {props.onBackToBrazil ? (
        <ActionIcon
          size="lg"
          variant="white"
          color="dark"
          aria-label={t('map.backToBrazil')}
          title={t('map.backToBrazil')}
          onClick={props.onBackToBrazil}
        >
          <IconArrowBackUp size={18} />
        </ActionIcon>
      ) : null}
    </Stack>
  );
}

function DrawButtons({
  onPolygonChange,
  onDrawingChange,
}: {
  onPolygonChange: (polygon: Polygon | null) => void;
  onDrawingChange: (drawing: boolean) => void;
}) {
  const { t } = useTranslation();
  const { drawing, hasPolygon, start, trash } = useTerraDraw(onPolygonChange);
  useEffect(() => onDrawingChange(drawing), [drawing, onDrawingChange]);
  return (
    <>
      <ActionIcon
        size="lg"
        variant={drawing ? 'filled' : 'white'}
        color={drawing ? 'brand' : 'dark'}
        aria-label={t('map.drawPolygon')}
        title={drawing ? t('map.drawHint') : t('map.drawPolygon')}
        aria-pressed={drawing}
        onClick={start}
      >
        <IconPolygon size={18} />
      </ActionIcon>
      <ActionIcon
        size="lg"
        variant="white"
        color="dark"
        aria-label={t('map.trash')}
        title={t('map.trash')}
        disabled={!drawing && !hasPolygon}
        onClick={trash}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </>
  );
}
