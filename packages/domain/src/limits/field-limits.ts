export const FIELD_LIMITS = {
  projectDescriptionMax: 500,
  /** Land a private opportunity's project may need, in m² (1,000 km²). */
  projectRequiredAreaMaxM2: 1_000_000_000,
  /** Summary of a city or state profile (Informações Básicas). */
  localityDescriptionMax: 5000,
  /** What a company's editors write about it ('Sobre a Empresa'). */
  companyDescriptionMax: 4000,
  cepDigits: 8,
  cnpjDigits: 14,
  cpfDigits: 11,
  landlinePhoneDigits: 10,
  mobilePhoneDigits: 11,
  twoFactorCodeDigits: 4,
  resetEmailMin: 3,
  resetEmailMax: 50,
  passwordMin: 3,
  passwordMax: 50,
} as const;
