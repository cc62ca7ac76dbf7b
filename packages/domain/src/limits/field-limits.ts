export const FIELD_LIMITS = {
  projectDescriptionMax: 500,
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
