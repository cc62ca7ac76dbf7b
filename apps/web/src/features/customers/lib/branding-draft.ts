import type { Customer } from '@oportuna/domain/customers';

/** An image of the draft: the path the save sends, and the address that shows it. */
export interface BrandingImage {
  path: string;
  url: string;
}

/** The whitelabel page's draft; nothing reaches the customer before 'Salvar'. */
export interface BrandingDraft {
  logo: BrandingImage | null;
  banner: BrandingImage | null;
  /** #RRGGBB, or '' for the product's default map background. */
  mapColor: string;
}

/** PUT customers/{id} with the whitelabel look. */
export interface BrandingPayload {
  logo: string | null;
  background_banner: string | null;
  map_color: string | null;
}

export function brandingDraft(customer: Customer): BrandingDraft {
  return {
    logo:
      customer.logo_path && customer.logo ? { path: customer.logo_path, url: customer.logo } : null,
    banner:
      customer.background_banner_path && customer.background_banner
        ? { path: customer.background_banner_path, url: customer.background_banner }
        : null,
    mapColor: customer.map_color ?? '',
  };
}

export function brandingPayload(draft: BrandingDraft): BrandingPayload {
  return {
    logo: draft.logo?.path ?? null,
    background_banner: draft.banner?.path ?? null,
    map_color: draft.mapColor === '' ? null : draft.mapColor,
  };
}

/** 'Voltar a configuração original': no logo, no banner, the default map background. */
export const ORIGINAL_BRANDING: BrandingPayload = {
  logo: null,
  background_banner: null,
  map_color: null,
};
