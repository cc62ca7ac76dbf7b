// @vitest-environment happy-dom
import type { LocalityProfile } from '@oportuna/domain/territory';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page.tsx';
import { emptyIncentive, profileToValues } from '../lib/locality-form.ts';
import type { LocalityPlace } from '../lib/locality-place.ts';
import { ReviewTab } from './review-tab.tsx';

afterEach(cleanup);

const bauru: LocalityPlace = {
  kind: 'city',
  id: 565,
  code: 3506003,
  name: 'Bauru',
  uf: 'SP',
  leader: null,
  longitude: -49.06,
  latitude: -22.31,
};

const profile: LocalityProfile = {
  id: 5,
  description: 'Resumo salvo',
  logo: null,
  logo_url: null,
  economic_freedom_law_at: null,
  industrial_area: { type: 'Polygon', coordinates: [] },
  industrial_area_hectares: 1234.5,
  vocations: [],
  benefits: [],
  contacts: [],
  city_hall: {
    zip: null,
    street: null,
    number: null,
    neighborhood: null,
    city_id: null,
    city: null,
  },
  images: [],
  multimedia: [],
  customer: null,
  responsible: null,
  has_permission_to_edit: true,
};

describe('ReviewTab', () => {
  it('writes the land area and the industrial area the Brazilian way', () => {
    const values = profileToValues(profile);
    values.incentives.terreno = {
      ...emptyIncentive(),
      description: 'Terreno no distrito industrial',
      identification: 'Lote 7',
      area: '185000',
    };
    renderPage(<ReviewTab place={bauru} values={values} profile={profile} />);
    expect(screen.getByText('Terreno no distrito industrial — Lote 7 · 185.000 m²')).toBeTruthy();
    expect(screen.getByText('Área industrial: 1.234,5 hectares')).toBeTruthy();
  });
});
