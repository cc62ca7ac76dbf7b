import { Alert, Box, Center, Flex, Loader, Paper, Stack, Text } from '@mantine/core';
import type { Connections } from '@oportuna/domain/partners';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildGraphData } from '../lib/connections-graph.ts';
import { CutNotice } from './cut-notice.tsx';
import { NodeList } from './node-list.tsx';

// sigma, graphology and ForceAtlas2 come with this chunk, fetched on this screen only: while
// the first search's answer is on its way, so that drawing need not wait for it after.
const loadCanvas = () => import('./connections-canvas.tsx');
const ConnectionsCanvas = lazy(loadCanvas);

const GRAPH_HEIGHT = 800;

export type GraphAreaState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; answer: Connections['data'] };

/**
 * The graph and, beside it, the same nodes as a list. Before a search, while it runs, when it
 * fails or finds no edge, a message in the graph's place instead.
 */
export function ConnectionsGraphArea({
  state,
  selectedId,
  onSelect,
  onOpen,
}: {
  state: GraphAreaState;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    // Only a head start: if the chunk fails here, the lazy canvas asks again and shows why.
    if (state.status === 'loading') loadCanvas().catch(() => undefined);
  }, [state.status]);
  const answer = state.status === 'ready' ? state.answer : null;
  const data = useMemo(() => (answer ? buildGraphData(answer) : null), [answer]);
  const nodes = useMemo(
    () =>
      data
        ? data.nodes.map(({ attributes }) => attributes.node).sort((a, b) => a.depth - b.depth)
        : [],
    [data],
  );

  if (state.status !== 'ready' || !data) {
    return (
      <GraphMessage>
        {state.status === 'idle' ? <Text c="dimmed">{t('connections.graph.empty')}</Text> : null}
        {state.status === 'loading' ? (
          <Stack align="center" gap="xs">
            <Loader />
            <Text c="dimmed">{t('connections.graph.loading')}</Text>
          </Stack>
        ) : null}
        {state.status === 'failed' ? (
          <Alert color="red" role="alert">
            {t('connections.graph.failed')}
          </Alert>
        ) : null}
      </GraphMessage>
    );
  }

  return (
    <Stack gap="md">
      <CutNotice cut={state.answer.cut} />
      {data.edges.length === 0 ? (
        <Alert color="yellow" role="status">
          {t('connections.graph.noEdges')}
        </Alert>
      ) : (
        <Flex gap="md" direction={{ base: 'column', lg: 'row' }} align="flex-start">
          {/* The graph takes all the width the list leaves it (the whole width above lg). */}
          <Paper
            withBorder
            radius="md"
            w="100%"
            miw={0}
            flex={{ base: 'none', lg: 1 }}
            style={{ overflow: 'hidden' }}
          >
            <Suspense
              fallback={
                <Center w="100%" h={GRAPH_HEIGHT}>
                  <Loader />
                </Center>
              }
            >
              <ConnectionsCanvas
                data={data}
                selectedId={selectedId}
                onNodeClick={(id) => {
                  onSelect(id);
                  onOpen(id);
                }}
                label={t('connections.graph.label')}
              />
            </Suspense>
            <Text size="xs" c="dimmed" p="xs">
              {t('connections.graph.hint')}
            </Text>
          </Paper>
          <NodeList nodes={nodes} selectedId={selectedId} onSelect={onSelect} onOpen={onOpen} />
        </Flex>
      )}
    </Stack>
  );
}

/** A message in the graph's place (before a search, while it runs, on failure), at its size. */
function GraphMessage({ children }: { children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md">
      <Box w="100%" h={GRAPH_HEIGHT} data-testid="connections-message">
        <Center h="100%" p="lg">
          {children}
        </Center>
      </Box>
    </Paper>
  );
}
