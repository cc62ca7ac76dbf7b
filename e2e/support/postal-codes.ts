import type { Page } from '@playwright/test';
import { apiGet } from './proposal-form.ts';

export interface CityRow {
  id: number;
  code: number;
  name: string;
  state: { id: number; uf: string };
}

/** A municipality of the base by its IBGE code. */
export async function cityByCode(page: Page, code: number): Promise<CityRow> {
  const { data } = await apiGet<{ data: CityRow[] }>(page, `/api/cities?code=${code}`);
  const city = data[0];
  if (!city) throw new Error(`Cidade ${code} não está na base`);
  return city;
}

/**
 * The postal-code service is not reachable from the test machine: every postal code is
 * answered as the API would, in this city, street and district.
 */
export async function answerPostalCodes(
  page: Page,
  city: CityRow,
  street: string,
  district: string,
) {
  await page.route('**/api/cep/*', (route) =>
    route.fulfill({
      json: {
        cep: route.request().url().split('/').pop(),
        street,
        complement: null,
        district,
        ibge: city.code,
        city: { id: city.id, name: city.name, code: city.code, state: city.state },
      },
    }),
  );
}
