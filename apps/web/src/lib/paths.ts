import { normalizeCnpj } from '@oportuna/domain/formatting';

// The only place that knows in-app URLs. `path` is the router pattern; `getHref` builds a
// link. Route parameters are encoded, so ids and documents can be passed as they are.

type Id = string | number;

const segment = (value: Id) => encodeURIComponent(String(value));

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
  );
  return entries.length > 0 ? `${path}?${new URLSearchParams(entries).toString()}` : path;
};

export type TermsSection = 'privacidade' | 'legal' | 'contato';

export type ProposalsHashFilter = Readonly<Record<string, Id>>;

const withHashFilter = (path: string, filter: ProposalsHashFilter = {}) => {
  const entries = Object.entries(filter).map(([key, value]) => `${key}:${segment(value)}`);
  return entries.length > 0 ? `${path}#${entries.join('&')}` : path;
};

const fixed = <P extends string>(path: P) => ({ path, getHref: () => path });

export const paths = {
  home: fixed('/'),
  status: fixed('/status'),
  // The footer links to one section each (Privacidade, Legal, Contato).
  terms: {
    path: '/terms',
    getHref: (section?: TermsSection) => (section ? `/terms#${section}` : '/terms'),
  },
  error: fixed('/error/error-v1'),
  logout: fixed('/logout'),

  auth: {
    root: fixed('/auth'),
    login: fixed('/auth/login'),
    twoFactor: fixed('/auth/twofactor'),
    forgotPassword: {
      path: '/auth/forgot-password',
      getHref: (token?: string) => withQuery('/auth/forgot-password', { token }),
    },
    changePassword: {
      path: '/auth/change-password',
      getHref: (token: string) => withQuery('/auth/change-password', { token }),
    },
  },

  cities: {
    list: fixed('/cities'),
    new: fixed('/cities/new'),
    detail: { path: '/cities/:cityId', getHref: (id: Id) => `/cities/${segment(id)}` },
    edit: { path: '/cities/:cityId/edit', getHref: (id: Id) => `/cities/${segment(id)}/edit` },
    outcomes: {
      path: '/cities/:cityId/outcomes',
      getHref: (id: Id) => `/cities/${segment(id)}/outcomes`,
    },
  },

  states: {
    list: fixed('/states'),
    new: fixed('/states/new'),
    detail: { path: '/states/:stateId', getHref: (id: Id) => `/states/${segment(id)}` },
    edit: { path: '/states/:stateId/edit', getHref: (id: Id) => `/states/${segment(id)}/edit` },
    outcomes: {
      path: '/states/:stateId/outcomes',
      getHref: (id: Id) => `/states/${segment(id)}/outcomes`,
    },
  },

  politicians: {
    list: fixed('/politicians'),
    detail: {
      path: '/politicians/:politicianId',
      getHref: (id: Id) => `/politicians/${segment(id)}`,
    },
  },

  /** The comparison of two to four places; the address holds the whole state, to share it. */
  compare: {
    path: '/compare',
    getHref: (cityIds: readonly Id[], projectId?: Id | null) =>
      withQuery('/compare', {
        cidades: cityIds.map(String).join(','),
        projeto: projectId === undefined || projectId === null ? undefined : String(projectId),
      }),
  },

  proposals: {
    // The list reads its initial filter from the hash, e.g. /proposals#customer:12.
    list: {
      path: '/proposals',
      getHref: (filter?: ProposalsHashFilter) => withHashFilter('/proposals', filter),
    },
    new: fixed('/proposals/new'),
    detail: { path: '/proposals/:proposalId', getHref: (id: Id) => `/proposals/${segment(id)}` },
    edit: {
      path: '/proposals/:proposalId/edit',
      getHref: (id: Id) => `/proposals/${segment(id)}/edit`,
    },
  },

  /** 'Interesses recebidos' and 'Interesses enviados', and one interest's thread. */
  interests: {
    received: fixed('/interests/received'),
    sent: fixed('/interests/sent'),
    detail: { path: '/interests/:interestId', getHref: (id: Id) => `/interests/${segment(id)}` },
  },

  companies: {
    list: fixed('/companies'),
    new: fixed('/companies/new'),
    // A company is addressed by its CNPJ without the mask (digits, and letters from 2026).
    detail: {
      path: '/companies/:document',
      getHref: (document: string) => `/companies/${segment(normalizeCnpj(document))}`,
    },
    edit: {
      path: '/companies/:document/edit',
      getHref: (document: string) => `/companies/${segment(normalizeCnpj(document))}/edit`,
    },
  },

  corporateConnections: {
    path: '/corporate-connections',
    getHref: (search: { name?: string; document?: string } = {}) =>
      withQuery('/corporate-connections', search),
  },

  whitelabel: fixed('/customer'),
  /** A customer's outcomes of interests: its admins' own, the superadmin's any. */
  customerOutcomes: {
    path: '/customer-outcomes/:customerId',
    getHref: (id: Id) => `/customer-outcomes/${segment(id)}`,
  },

  customers: {
    list: fixed('/manage-customers'),
    new: fixed('/manage-customers/new'),
    edit: {
      path: '/manage-customers/:customerId',
      getHref: (id: Id) => `/manage-customers/${segment(id)}`,
    },
  },

  users: {
    list: fixed('/manage-users'),
    new: fixed('/manage-users/new'),
    edit: {
      path: '/manage-users/edit/:userId',
      getHref: (id: Id) => `/manage-users/edit/${segment(id)}`,
    },
    logs: {
      path: '/manage-users/logs/:userId',
      getHref: (id: Id) => `/manage-users/logs/${segment(id)}`,
    },
  },

  profile: {
    root: fixed('/user-profile'),
    personalInformation: fixed('/user-profile/personal-information'),
    accountInformation: fixed('/user-profile/account-information'),
    changePassword: fixed('/user-profile/change-password'),
    notificationConfiguration: fixed('/user-profile/notification-configuration'),
    emailSettings: fixed('/user-profile/email-settings'),
    logs: fixed('/user-profile/logs'),
  },
} as const;
