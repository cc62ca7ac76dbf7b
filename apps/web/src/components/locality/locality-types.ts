/** Shapes the city and state detail pages share; each feature fetches its own. */

export interface OfficeCount {
  id: number;
  description: string;
  total: number;
}

export interface PartyCount {
  id: number;
  abbreviation: string;
  name: string;
  number: number | null;
  total: number;
}

/** A company as GET companies lists it (top companies by share capital). */
export interface CompanySummary {
  id: number;
  cnpj: string;
  name: string;
  business_name: string | null;
  share_capital: number | null;
  main_activity: { code: string; text: string } | null;
  city: { id: number; name: string; code: number } | null;
  state: string | null;
  open_at: string | null;
  status_reason: string | null;
  is_favorite: boolean;
}

export interface LocalityFile {
  id: number;
  type: 'image' | 'document' | 'video';
  name: string | null;
  path: string;
  url?: string | null;
  original_name?: string | null;
}

export interface LocalityContact {
  id?: number;
  name: string | null;
  responsibility?: string | null;
  phone: string | null;
  mobile_phone?: string | null;
  mobile_phone_2?: string | null;
  email: string | null;
  linkedin: string | null;
}

/** The locality profile (spec 2 §3 'Location'): what an editor filled for a city or a state. */
export interface LocalityProfile {
  id: number;
  description: string | null;
  logo: string | null;
  images?: LocalityFile[];
  multimedia?: LocalityFile[];
  contacts?: LocalityContact[];
  city_hall?: {
    zip: string | null;
    street: string | null;
    number: string | null;
    neighborhood: string | null;
    city?: { id: number; name: string; state?: { uf: string } } | null;
  } | null;
}
