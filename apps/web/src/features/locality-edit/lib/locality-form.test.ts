import { localityProfileInputSchema } from '@oportuna/domain/localities';
import type { LocalityProfile } from '@oportuna/domain/territory';
import { describe, expect, it } from 'vitest';
import {
  buildPayload,
  emptyIncentive,
  type LocalityFormValues,
  profileToValues,
} from './locality-form.ts';

const profile: LocalityProfile = {
  id: 9,
  description: 'Polo logístico',
  logo: 'uploads/logo.png',
  logo_url: '/files/uploads/logo.png',
  economic_freedom_law_at: null,
  industrial_area: {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-49, -22],
          [-48.9, -22],
          [-48.9, -21.9],
          [-49, -22],
        ],
      ],
    },
  },
  industrial_area_hectares: 5.5,
  vocations: [{ id: 3, description: 'Agronegócio' }],
  benefits: [
    {
      id: 1,
      type: 'iptu',
      type_description: 'IPTU',
      description: 'Isenção por 5 anos',
      identification: null,
      area: null,
      estimated_value: null,
      restrictions: null,
      url_map: null,
    },
    {
      id: 2,
      type: 'terreno',
      type_description: 'Terreno',
      description: 'Doação de área',
      identification: 'Lote 7',
      area: 1500.5,
      estimated_value: 250000,
      restrictions: 'Uso industrial',
      url_map: 'https://mapa.example/lote7',
    },
  ],
  contacts: [
    {
      id: 4,
      name: 'Ana',
      responsibility: 'Secretária',
      phone: '1433334444',
      mobile_phone: '14999998888',
      mobile_phone_2: null,
      email: 'ana@prefeitura.example',
      linkedin: 'https://prefeitura.example',
    },
  ],
  city_hall: {
    zip: '17010000',
    street: 'Praça Central',
    number: '1',
    neighborhood: 'Centro',
    city_id: 77,
    city: { id: 77, name: 'Bauru', state: { uf: 'SP' } },
  },
  images: [],
  multimedia: [],
  customer: { id: 2 },
  responsible: { id: 12, name: 'Ana', email: 'ana@prefeitura.example' },
  has_permission_to_edit: true,
};

const cityContext = { kind: 'city' as const, cityId: 77, choosesResponsible: true };
const pendingImage = {
  path: 'uploads/a.png',
  name: null,
  original_name: 'a.png',
  url: '/files/uploads/a.png',
  type: 'image' as const,
};

describe('profileToValues and buildPayload', () => {
  it('send back what the profile holds, and the schema accepts it', () => {
    const payload = buildPayload(profileToValues(profile), cityContext);
    expect(payload).toEqual({
      description: 'Polo logístico',
      logo: 'uploads/logo.png',
      responsible_id: 12,
      benefits: [
        { type: 'iptu', description: 'Isenção por 5 anos' },
        {
          type: 'terreno',
          description: 'Doação de área',
          identification: 'Lote 7',
          area: '1500,5',
          estimated_value: 250000,
          restrictions: 'Uso industrial',
          url_map: 'https://mapa.example/lote7',
        },
      ],
      contacts: [
        {
          name: 'Ana',
          responsibility: 'Secretária',
          phone: '1433334444',
          mobile_phone: '14999998888',
          mobile_phone_2: '',
          email: 'ana@prefeitura.example',
          linkedin: 'https://prefeitura.example',
        },
      ],
      city_hall: {
        zip: '17010000',
        street: 'Praça Central',
        number: '1',
        neighborhood: 'Centro',
        city_id: 77,
      },
      vocations: [{ description: 'Agronegócio' }],
      images: [],
      multimedia: [],
    });
    const parsed = localityProfileInputSchema.parse(payload);
    expect(parsed.benefits[1]?.area).toBe(1500.5);
  });

  it('sends the industrial area only once drawn, and null once removed', () => {
    const values = profileToValues(profile);
    expect('industrial_area' in buildPayload(values, cityContext)).toBe(false);
    const ring: [number, number][] = [
      [-49, -22],
      [-48.95, -22],
      [-48.95, -21.95],
    ];
    expect(buildPayload({ ...values, industrialArea: ring }, cityContext).industrial_area).toEqual({
      type: 'Polygon',
      coordinates: [[...ring, [-49, -22]]],
    });
    expect(
      buildPayload({ ...values, industrialArea: null }, cityContext).industrial_area,
    ).toBeNull();
  });

  it('never sends an industrial area for a state', () => {
    const values: LocalityFormValues = { ...profileToValues(profile), industrialArea: null };
    const payload = buildPayload(values, { kind: 'state', choosesResponsible: false });
    expect('industrial_area' in payload).toBe(false);
    expect('responsible_id' in payload).toBe(false);
    expect(payload.city_hall.city_id).toBe(77);
  });

  it('sets the city hall in the edited city', () => {
    const values = profileToValues(null);
    expect(buildPayload(values, cityContext).city_hall.city_id).toBe(77);
  });

  it('reads the amount the money input reports as text', () => {
    const values = profileToValues(profile);
    const terreno = { ...emptyIncentive(), description: 'Lote', estimated_value: '350000.00' };
    const payload = buildPayload({ ...values, incentives: { terreno } }, cityContext);
    expect(payload.benefits[0]?.estimated_value).toBe(350000);
  });

  it('drops an unchecked incentive', () => {
    const values = profileToValues(profile);
    const { iptu: _removed, ...rest } = values.incentives;
    const payload = buildPayload({ ...values, incentives: rest }, cityContext);
    expect(payload.benefits.map((benefit) => benefit.type)).toEqual(['terreno']);
  });

  it('refuses a checked incentive without description', () => {
    const values = profileToValues(profile);
    const payload = buildPayload(
      { ...values, incentives: { ...values.incentives, iss: emptyIncentive() } },
      cityContext,
    );
    expect(localityProfileInputSchema.safeParse(payload).success).toBe(false);
  });

  it('sends the pending uploads, and a saved answer clears them', () => {
    const values = { ...profileToValues(profile), pendingImages: [pendingImage] };
    const payload = buildPayload(values, cityContext);
    expect(payload.images).toEqual([{ path: 'uploads/a.png', name: null, original_name: 'a.png' }]);
    const afterSave = profileToValues({
      ...profile,
      images: [
        {
          id: 1,
          type: 'image',
          name: null,
          path: 'uploads/a.png',
          original_name: 'a.png',
          url: null,
        },
      ],
    });
    expect(afterSave.pendingImages).toEqual([]);
    expect(buildPayload(afterSave, cityContext).images).toEqual([]);
  });
});
