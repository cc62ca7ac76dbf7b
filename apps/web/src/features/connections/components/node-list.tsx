import { Box, ColorSwatch, Group, Paper, Text } from '@mantine/core';
import type { ConnectionNode } from '@oportuna/domain/partners';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../lib/connections-text.ts';

const optionId = (id: string) => `connection-node-${id.replace(/[^\w-]/g, '_')}`;

/**
 * The graph's nodes as a list beside it (name, type, role), for the keyboard and screen
 * readers: the arrow keys, Home and End move the choice, which the graph lights; Enter (or a
 * click) opens the node's details, as a click on the graph does. A node chosen on the graph is
 * chosen here too.
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
    <Paper withBorder radius="md" p="xs" w={{ base: '100%', lg: 320 }}>
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
        {nodes.map((node, index) => {
          const selected = node.id === selectedId;
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
              px={6}
              py={4}
              style={{
                cursor: 'pointer',
                borderRadius: 4,
                background: selected ? 'var(--mantine-color-blue-light)' : undefined,
              }}
            >
              <Group gap={8} wrap="nowrap">
                <ColorSwatch color={node.color} size={12} aria-hidden />
                <Box style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {node.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`connections.nodeTypes.${node.type}`)} · {roleLabel(node.role, t)}
                  </Text>
                </Box>
              </Group>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
