import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ptBR from './pt-BR.json' with { type: 'json' };

export const defaultLanguage = 'pt-BR';

export const resources = {
  [defaultLanguage]: { translation: ptBR },
} as const;

export const i18n = createInstance();

// Resources are bundled, so initialising synchronously lets non-React code (formatters,
// the API client) translate at import time.
void i18n.use(initReactI18next).init({
  resources,
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [defaultLanguage],
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});
