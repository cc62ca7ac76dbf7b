import { BENEFIT_TYPES, type BenefitType } from '@oportuna/domain/proposals';
import type { LocalityProfile } from '@oportuna/domain/territory';
import type { Polygon } from '../../../components/list-page/list-state.ts';

export type LocalityKind = 'city' | 'state';

export interface IncentiveValue {
  description: string;
  identification: string;
  /** Square metres as typed ('1500,5'). */
  area: string;
  /** As the money input reports it: a number, a string like '350000.00', or ''. */
  estimated_value: number | string;
  restrictions: string;
  url_map: string;
}

export interface ContactValues {
  name: string;
  responsibility: string;
  /** Digits only, as the masked inputs hold them. */
  phone: string;
  mobile_phone: string;
  mobile_phone_2: string;
  email: string;
  linkedin: string;
}

export interface CityHallValues {
  /** Digits only. */
  zip: string;
  street: string;
  number: string;
  neighborhood: string;
  city_id: number | null;
  /** 'Bauru' and 'SP', read-only, as the postal code or the saved address gave them. */
  city_name: string;
  uf: string;
}

/** A file uploaded in this session and not saved yet. */
export interface PendingFile {
  path: string;
  name: string | null;
  original_name: string | null;
  url: string;
  type: 'image' | 'document' | 'video';
}

export interface LocalityFormValues {
  description: string;
  responsible_id: number | null;
  logo: { path: string; url: string | null } | null;
  incentives: Partial<Record<BenefitType, IncentiveValue>>;
  contact: ContactValues;
  cityHall: CityHallValues;
  /** Untouched (undefined, the saved one stays), drawn (a ring), or removed (null). */
  industrialArea: Polygon | null | undefined;
  /** Checked vocations by catalogue description. */
  vocations: string[];
  pendingImages: PendingFile[];
  pendingMultimedia: PendingFile[];
}

export const emptyIncentive = (): IncentiveValue => ({
  description: '',
  identification: '',
  area: '',
  estimated_value: '',
  restrictions: '',
  url_map: '',
});

const text = (value: string | null | undefined) => value ?? '';

/** The form as a saved profile fills it; a profile not saved yet fills nothing. */
export function profileToValues(profile: LocalityProfile | null): LocalityFormValues {
  const contact = profile?.contacts[0];
  const hall = profile?.city_hall;
  const incentives: LocalityFormValues['incentives'] = {};
  for (const benefit of profile?.benefits ?? []) {
    if (!(BENEFIT_TYPES as readonly string[]).includes(benefit.type)) continue;
    incentives[benefit.type as BenefitType] = {
      description: benefit.description,
      identification: text(benefit.identification),
      area: benefit.area === null ? '' : String(benefit.area).replace('.', ','),
      estimated_value: benefit.estimated_value ?? '',
      restrictions: text(benefit.restrictions),
      url_map: text(benefit.url_map),
    };
  }
  return {
    description: text(profile?.description),
    responsible_id: profile?.responsible?.id ?? null,
    logo: profile?.logo ? { path: profile.logo, url: profile.logo_url } : null,
    incentives,
    contact: {
      name: text(contact?.name),
      responsibility: text(contact?.responsibility),
      phone: text(contact?.phone),
      mobile_phone: text(contact?.mobile_phone),
      mobile_phone_2: text(contact?.mobile_phone_2),
      email: text(contact?.email),
      linkedin: text(contact?.linkedin),
    },
    cityHall: {
      zip: text(hall?.zip),
      street: text(hall?.street),
      number: text(hall?.number),
      neighborhood: text(hall?.neighborhood),
      city_id: hall?.city_id ?? null,
      city_name: text(hall?.city?.name),
      uf: text(hall?.city?.state.uf),
    },
    industrialArea: undefined,
    vocations: (profile?.vocations ?? []).map((vocation) => vocation.description),
    pendingImages: [],
    pendingMultimedia: [],
  };
}

/** A drawn ring as the GeoJSON Polygon the API takes (closed: the first position repeated). */
export function ringToPolygon(ring: Polygon): { type: 'Polygon'; coordinates: Polygon[] } {
  const [first] = ring;
  return { type: 'Polygon', coordinates: [first ? [...ring, first] : ring] };
}

const contactFilled = (contact: ContactValues) => Object.values(contact).some((v) => v !== '');

export interface BenefitPayload {
  type: BenefitType;
  description: string;
  identification?: string | null;
  area?: string | null;
  estimated_value?: number | null;
  restrictions?: string | null;
  url_map?: string | null;
}

export interface FilePayload {
  path: string;
  name: string | null;
  original_name: string | null;
}

/** PUT locations/{code} as the form sends it; localityProfileInputSchema checks it first. */
export interface LocalityPayload {
  description: string | null;
  logo: string | null;
  responsible_id?: number | null;
  benefits: BenefitPayload[];
  contacts: Omit<ContactValues, never>[];
  city_hall: Omit<CityHallValues, 'city_name' | 'uf' | 'zip'> & { zip: string | null };
  vocations: { description: string }[];
  images: FilePayload[];
  multimedia: FilePayload[];
  industrial_area?: { type: 'Polygon'; coordinates: [number, number][][] } | null;
}

export interface PayloadContext {
  kind: LocalityKind;
  /** The city being edited: its city hall is in it (spec 2 §4). */
  cityId?: number;
  /** Only those who may enable choose the responsible editor; absent keeps it. */
  choosesResponsible: boolean;
}

/**
 * The save payload of spec 2 §4: incentives, contacts and vocations replace the saved ones
 * (an unchecked incentive is simply not sent); the pending uploads are sent; a city's
 * industrial area only when drawn or removed; a state's never.
 */
export function buildPayload(
  values: LocalityFormValues,
  { kind, cityId, choosesResponsible }: PayloadContext,
): LocalityPayload {
  const hall = values.cityHall;
  const payload: LocalityPayload = {
    description: values.description.trim() || null,
    logo: values.logo?.path ?? null,
    benefits: BENEFIT_TYPES.flatMap((type): BenefitPayload[] => {
      const incentive = values.incentives[type];
      if (!incentive) return [];
      if (type !== 'terreno') return [{ type, description: incentive.description }];
      return [
        {
          type,
          description: incentive.description,
          identification: incentive.identification || null,
          area: incentive.area || null,
          estimated_value: moneyAmount(incentive.estimated_value),
          restrictions: incentive.restrictions || null,
          url_map: incentive.url_map || null,
        },
      ];
    }),
    contacts: contactFilled(values.contact) ? [{ ...values.contact }] : [],
    city_hall: {
      zip: hall.zip || null,
      street: hall.street,
      number: hall.number,
      neighborhood: hall.neighborhood,
      city_id: kind === 'city' ? (cityId ?? hall.city_id) : hall.city_id,
    },
    vocations: values.vocations.map((description) => ({ description })),
    images: values.pendingImages.map(fileInput),
    multimedia: values.pendingMultimedia.map(fileInput),
  };
  if (choosesResponsible) payload.responsible_id = values.responsible_id;
  if (kind === 'city' && values.industrialArea !== undefined) {
    payload.industrial_area = values.industrialArea ? ringToPolygon(values.industrialArea) : null;
  }
  return payload;
}

/** The money input reports '350000.00' (a dot, never thousands) while it keeps the decimals. */
function moneyAmount(value: number | string): number | null {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

function fileInput(file: PendingFile): FilePayload {
  return { path: file.path, name: file.name, original_name: file.original_name };
}
