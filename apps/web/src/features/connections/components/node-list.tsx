import { Box, Paper, Text } from '@mantine/core';
import type { ConnectionNode } from '@oportuna/domain/partners';
import { type CSSProperties, type KeyboardEvent, useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../lib/connections-text.ts';

const OPTION_STYLE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '4px 6px',
  cursor: 'pointer',
  borderRadius: 4,
};
const SWATCH_STYLE: CSSProperties = {
  flex: 'none',
  width: 12,
  height: 12,
  borderRadius: '50%',
  boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.1)',
};
const NAME_STYLE: CSSProperties = {
  display: 'block',
  fontSize: 'var(--mantine-font-size-sm)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
const META_STYLE: CSSProperties = {
  display: 'block',
  fontSize: 'var(--mantine-font-size-xs)',
  color: 'var(--mantine-color-dimmed)',
};

const NO_NODES: readonly ConnectionNode[] = [];

const optionId = (id: string) => `connection-node-${id.replace(/[^\w-]/g, '_')}`;

/**
 * The graph's nodes as a list beside it (name, type, role), for the keyboard and screen
 * readers: the arrow keys, Home and End move the choice, which the graph lights; Enter (or a
 * click) opens the node's details, as a click on the graph does. A node chosen on the graph is
 * chosen here too. A whole layer is a thousand rows: they are rendered after the graph has
 * started drawing, in a render the browser may interrupt, so that the layout starts at once.
 */
export function NodeList({
  nodes,
  selectedId,
  onSelect,
  onOpen,
}: {
  nodes: readonly ConnectionNode[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const rows = useDeferredValue(nodes, NO_NODES);
  const activeIndex = Math.max(
    nodes.findIndex((node) => node.id === selectedId),
    0,
  );

  useEffect(() => {
    if (selectedId === null) return;
    const option = list.current?.querySelector<HTMLElement>(`#${optionId(selectedId)}`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);

  const move = (index: number) => {
    const node = nodes[Math.min(Math.max(index, 0), nodes.length - 1)];
    if (!node) return;
    onSelect(node.id);
    list.current?.querySelector<HTMLElement>(`#${optionId(node.id)}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      Home: () => move(0),
      End: () => move(nodes.length - 1),
      Enter: () => {
        const node = nodes[activeIndex];
        if (node) onOpen(node.id);
      },
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <Paper withBorder radius="md" p="xs" w={{ base: '100%', lg: 320 }} style={{ flex: 'none' }}>
      <Text id="connection-nodes-label" fw={600} size="sm" px={4}>
        {t('connections.list.label')} ({t('connections.list.count', { count: nodes.length })})
      </Text>
      <Text id="connection-nodes-hint" size="xs" c="dimmed" px={4} mb={4}>
        {t('connections.list.hint')}
      </Text>
      <Box
        component="ul"
        ref={list}
        role="listbox"
        aria-labelledby="connection-nodes-label"
        aria-describedby="connection-nodes-hint"
        onKeyDown={onKeyDown}
        m={0}
        p={0}
        style={{ listStyle: 'none', maxHeight: 720, overflowY: 'auto' }}
      >
        {rows.map((node, index) => {
          const selected = node.id === selectedId;
          // Plain elements inside: a thousand of these are rendered at once.
          return (
            <Box
              component="li"
              key={node.id}
              id={optionId(node.id)}
              role="option"
              aria-selected={selected}
              tabIndex={index === activeIndex ? 0 : -1}
              onClick={() => {
                onSelect(node.id);
                onOpen(node.id);
              }}
              style={{
                ...OPTION_STYLE,
                background: selected ? 'var(--mantine-color-blue-light)' : undefined,
              }}
            >
              <span aria-hidden style={{ ...SWATCH_STYLE, background: node.color }} />
              <span style={{ minWidth: 0 }}>
                <span style={NAME_STYLE}>{node.name}</span>
                <span style={META_STYLE}>
                  {t(`connections.nodeTypes.${node.type}`)} · {roleLabel(node.role, t)}
                </span>
              </span>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
