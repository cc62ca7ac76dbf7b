import { Button, Group, Input, Paper, SegmentedControl, Stack, Switch } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { SubHeader } from '../../../components/sub-header/sub-header.tsx';
import { useConnections } from '../../../lib/api/partners/get-connections.ts';
import type { PartnerIdentity } from '../../../lib/api/partners/partner-keys.ts';
import { paths } from '../../../lib/paths.ts';
import { CompanyModal } from '../components/company-modal.tsx';
import { ConnectionDetailsModal } from '../components/connection-details-modal.tsx';
import {
  ConnectionsGraphArea,
  type GraphAreaState,
} from '../components/connections-graph-area.tsx';
import { PartnerSearch } from '../components/partner-search.tsx';

/** The search of the address (`?name=&document=`), run as soon as it names someone. */
function searchOf(params: URLSearchParams): PartnerIdentity | null {
  const name = params.get('name')?.trim() ?? '';
  const document = params.get('document')?.trim() || null;
  return name === '' ? null : { name, document };
}

const DEPTHS = [1, 2, 3] as const;
const DEFAULT_DEPTH = 2;

/** Steps from partner to partner the address asks for (`?depth=`), the API's default else. */
function depthOf(params: URLSearchParams): number {
  const depth = Number(params.get('depth'));
  return DEPTHS.some((d) => d === depth) ? depth : DEFAULT_DEPTH;
}

/** The address of a search: the partner, and the reach when it is not the default. */
function searchParams(partner: PartnerIdentity, depth: number): Record<string, string> {
  return {
    name: partner.name,
    ...(partner.document ? { document: partner.document } : {}),
    ...(depth === DEFAULT_DEPTH ? {} : { depth: String(depth) }),
  };
}

/**
 * /corporate-connections: who is a partner of whom. A partner chosen by name (the address can
 * name one, as the company page's partners table does) is drawn with its connections; a
 * company node opens the company, a person node its companies and direct partners.
 */
export function CorporateConnectionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const depth = depthOf(params);
  const [chosen, setChosen] = useState<PartnerIdentity | null>(search);
  // A new key restarts the name box when the choice comes from elsewhere (a modal, NOVA BUSCA).
  const [searchBoxKey, setSearchBoxKey] = useState(0);
  const [withCompanies, setWithCompanies] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const connections = useConnections(search ? { ...search, withCompanies, depth } : null);

  const runSearch = (partner: PartnerIdentity, reach = depth) => {
    setSelectedId(null);
    setOpenId(null);
    setParams(searchParams(partner, reach));
  };
  const changeDepth = (value: string) => {
    const reach = Number(value);
    if (search) runSearch(search, reach);
    else setParams(reach === DEFAULT_DEPTH ? {} : { depth: String(reach) });
  };
  const newSearch = () => {
    setChosen(null);
    setSearchBoxKey((key) => key + 1);
    setSelectedId(null);
    setOpenId(null);
    setParams(depth === DEFAULT_DEPTH ? {} : { depth: String(depth) });
  };
  const searchFromModal = (partner: PartnerIdentity) => {
    setChosen(partner);
    setSearchBoxKey((key) => key + 1);
    runSearch(partner);
  };

  const state: GraphAreaState = !search
    ? { status: 'idle' }
    : connections.data?.data
      ? { status: 'ready', answer: connections.data.data }
      : // An error, or an answer without its graph.
        connections.isError || connections.isSuccess
        ? { status: 'failed' }
        : { status: 'loading' };
  const open =
    state.status === 'ready'
      ? (state.answer.nodes.find((node) => node.id === openId) ?? null)
      : null;
  const title = t('connections.title');

  return (
    <>
      <title>{`${title} | ${t('shell.productName')}`}</title>
      <SubHeader
        title={title}
        breadcrumbs={[
          { label: t('shell.breadcrumbs.companies'), href: paths.companies.list.getHref() },
          { label: title },
        ]}
        actions={<BackButton to={paths.companies.list.getHref()} />}
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen) runSearch(chosen);
            }}
          >
            <Group align="flex-end" gap="sm">
              <PartnerSearch key={searchBoxKey} value={chosen} onChange={setChosen} />
              <Button type="submit" disabled={!chosen} leftSection={<IconSearch size={18} />}>
                {t('connections.search.submit')}
              </Button>
              <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={newSearch}>
                {t('connections.search.newSearch')}
              </Button>
              <Input.Wrapper
                label={t('connections.search.depth')}
                description={t('connections.search.depthHint')}
              >
                <SegmentedControl
                  data={DEPTHS.map((d) => ({
                    value: String(d),
                    label: t('connections.search.depthOption', { count: d }),
                  }))}
                  value={String(depth)}
                  onChange={changeDepth}
                />
              </Input.Wrapper>
              <Switch
                label={t('connections.search.showCompanies')}
                checked={withCompanies}
                onChange={(event) => setWithCompanies(event.currentTarget.checked)}
                mb={8}
              />
            </Group>
          </form>
        </Paper>
        <ConnectionsGraphArea
          state={state}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onOpen={setOpenId}
        />
      </Stack>
      <CompanyModal node={open?.type === 'company' ? open : null} onClose={() => setOpenId(null)} />
      <ConnectionDetailsModal
        partner={open?.type === 'person' ? { name: open.name, document: open.cpf } : null}
        onClose={() => setOpenId(null)}
        onSearch={searchFromModal}
      />
    </>
  );
}
