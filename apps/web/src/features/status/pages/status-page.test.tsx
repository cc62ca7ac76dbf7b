import type {
  ClientConfigResponse as ConfigResponse,
  HealthResponse,
} from '@oportuna/domain/system';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { configQueryOptions } from '../../../lib/config/get-config.ts';
import { renderToHtml, visibleText } from '../../../testing/render-to-html.tsx';
import { healthQueryOptions } from '../api/get-health.ts';
import { StatusPage } from './status-page.tsx';

const health: HealthResponse = {
  status: 'ok',
  database: { engine: 'pglite', schema_version: '0003_territory' },
  counts: { states: 27, cities: 5570 },
  demo: true,
  company_list_index: 'building',
};

const config: ConfigResponse = {
  demo: true,
  version: '0.1.0',
  map: { route_tiles_url: null, satellite_tiles_url: null },
  contract_version: '2024-01',
};

function renderStatusPage(seed: { health?: HealthResponse; config?: ConfigResponse }) {
  const queryClient = createQueryClient();
  if (seed.health) queryClient.setQueryData(healthQueryOptions().queryKey, seed.health);
  if (seed.config) queryClient.setQueryData(configQueryOptions().queryKey, seed.config);
  return visibleText(renderToHtml(<StatusPage />, queryClient));
}

describe('StatusPage', () => {
  it('shows the product, the database and the territory counts', () => {
    const text = renderStatusPage({ health, config });
    expect(text).toContain('Oportuna');
    expect(text).toContain('Oportunidades de investimento para municípios, estados e empresas');
    expect(text).toContain('Banco de dados PGlite (embutido)');
    expect(text).toContain('Versão do esquema 0003_territory');
    expect(text).toContain('Estados 27');
    expect(text).toContain('Cidades 5.570');
    expect(text).toContain('Índice da lista de empresas Em construção');
    expect(text).toContain('Ambiente de demonstração');
  });

  it('tells the administrator how to configure the tile servers the maps lack', () => {
    const text = renderStatusPage({ health, config });
    expect(text).toContain('Mapa de ruas Não configurado');
    expect(text).toContain('Imagens de satélite Não configuradas');
    expect(text).toContain('defina no servidor a variável MAP_SATELLITE_TILES_URL');
    expect(text).toContain('defina no servidor a variável MAP_ROUTE_TILES_URL');

    const satellite = 'https://tiles.exemplo.com.br/satelite/{z}/{x}/{y}.png';
    const configured = renderStatusPage({
      health,
      config: { ...config, map: { route_tiles_url: null, satellite_tiles_url: satellite } },
    });
    expect(configured).toContain('Imagens de satélite Configuradas');
    expect(configured).not.toContain('MAP_SATELLITE_TILES_URL');
    expect(configured).toContain('MAP_ROUTE_TILES_URL');
  });

  it('leads back to the start of the application', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(healthQueryOptions().queryKey, health);
    queryClient.setQueryData(configQueryOptions().queryKey, config);
    expect(renderToHtml(<StatusPage />, queryClient)).toMatch(
      /<a[^>]*href="\/"[^>]*>Voltar para o início<\/a>/,
    );
  });

  it('shows PostgreSQL and no demo badge outside the demo', () => {
    const text = renderStatusPage({
      health: { ...health, database: { engine: 'postgresql', schema_version: '7' }, demo: false },
      config: { ...config, demo: false },
    });
    expect(text).toContain('Banco de dados PostgreSQL');
    expect(text).not.toContain('Ambiente de demonstração');
  });

  it('shows no figures while the data is loading', () => {
    const text = renderStatusPage({ health });
    expect(text).toContain('Situação do sistema');
    expect(text).not.toContain('Banco de dados');
  });
});
