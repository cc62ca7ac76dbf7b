import { describe, expect, it } from 'vitest';
import { type CompanyCounts, countFitsBudget, pagePath } from './company-page-costs.ts';

// A registry the size of the bench's (decision 0017), and a named filter's counts in it.
const ALL = 5_600_000;
const named = (total: number, name: number, others: number, cells: number | null) =>
  ({
    total,
    total_without_filter: ALL,
    total_is_estimate: true,
    cells,
    named: { name, others },
    spans: {},
  }) satisfies CompanyCounts;
const page = (offset: number) => ({
  filter: { name: 'alimentos', statusCodes: ['04', '03'] },
  sort: [{ key: 'fundacao', order: 'asc' as const }],
  limit: 25,
  offset,
});

describe('the way to a company page and whether to count', () => {
  it('walks the order for a common name: the name’s index would read its many matches', () => {
    // "alimentos, two statuses, a decade", page 11: 38 ms walked, 417 by the name's index.
    const counts = named(6_811, 707_234, 103_304, 560_311);
    expect(pagePath(page(250), counts, 10_000)).toBe('walk');
  });

  it('finds a rare name through its index', () => {
    expect(pagePath(page(250), named(300, 2_000, 600_000, 560_311), 10_000)).toBe('matches');
  });

  it('matches the other conditions in the cells’ index when they keep few and the name many', () => {
    expect(pagePath(page(250), named(40, 700_000, 900, 30_000), 10_000)).toBe('named cells');
    // Not when the other conditions are not in that index (a CNPJ prefix, favourites).
    expect(pagePath(page(250), named(40, 700_000, 900, null), 10_000)).toBe('matches');
  });

  it('walks rather than read every match’s row for an order the cells’ index does not hold', () => {
    // Five states, three statuses, two sizes, by municipality, page 20: 16 ms walked, 270 ms
    // reading the 34,786 matches' rows.
    const counts = { ...named(34_786, 0, 0, 92_903), total_is_estimate: false, named: null };
    const byCity = { filter: {}, sort: [{ key: 'municipio', order: 'asc' as const }] };
    expect(pagePath({ ...byCity, limit: 25, offset: 475 }, counts, 10_000)).toBe('walk');
    // By share capital, which that index holds, its entries are enough.
    const byCapital = { filter: {}, sort: [{ key: 'capital_social', order: 'asc' as const }] };
    expect(pagePath({ ...byCapital, limit: 25, offset: 475 }, counts, 10_000)).toBe('matches');
  });

  it('counts each match’s row read for such an order, whichever index finds the matches', () => {
    // Three states, a foundation range, by municipality, page 17: 6.5 ms walked; 150 ms
    // finding the 25,422 matches through the foundation's index and reading their rows.
    const counts = { ...named(11_198, 0, 0, 711_999), named: null };
    const byCity = { filter: {}, sort: [{ key: 'municipio', order: 'asc' as const }] };
    expect(pagePath({ ...byCity, limit: 25, offset: 400 }, counts, 10_000)).toBe('walk');
  });

  it('walks an order’s index only across the filter’s range on that order', () => {
    // One status, one size, a capital range and 1989–1996, by foundation, page 19: the walk
    // reads the 24,470 entries of the period up to the page (9.5 ms); finding the matches
    // through the capital's index read 651,652 (194 ms).
    const inPeriod = {
      ...named(13_437, 0, 0, 4_758_379),
      named: null,
      spans: { open_at: 800_715 },
    };
    const byFoundation = { filter: {}, sort: [{ key: 'fundacao', order: 'asc' as const }] };
    expect(pagePath({ ...byFoundation, limit: 25, offset: 450 }, inPeriod, 10_000)).toBe('walk');
    // Without the period's span the walk would look like a third of the registry.
    const everywhere = { ...inPeriod, spans: {} };
    expect(pagePath({ ...byFoundation, limit: 25, offset: 450 }, everywhere, 10_000)).toBe(
      'matches',
    );
    // A span on another column than the order's says nothing of its walk.
    const byCapital = { filter: {}, sort: [{ key: 'capital_social', order: 'asc' as const }] };
    expect(pagePath({ ...byCapital, limit: 25, offset: 450 }, inPeriod, 10_000)).toBe('matches');
  });

  it('walks a name order for a name search, since its index holds both names', () => {
    // A name in 100,000 companies, half of them active, page 20: the names index's entries
    // say which match, where another order's walk reads a row for every other active entry.
    const counts = named(50_000, 100_000, 2_800_000, 2_800_000);
    const at = (key: string) => ({ ...page(475), sort: [{ key, order: 'asc' as const }] });
    expect(pagePath(at('razao_social'), counts, 10_000)).toBe('walk');
    expect(pagePath(at('nome_fantasia'), counts, 10_000)).toBe('walk');
    expect(pagePath(at('municipio'), counts, 10_000)).toBe('matches');
  });

  it('leaves an estimate standing rather than spend a count’s budget it cannot meet', () => {
    expect(countFitsBudget(named(6_811, 707_234, 103_304, 560_311), 25)).toBe(false);
    expect(countFitsBudget(named(300, 2_000, 600_000, 560_311), 25)).toBe(true);
    expect(countFitsBudget(named(40, 700_000, 900, 30_000), 25)).toBe(true);
    // Without a name: the filter's cells, read in the cells' index, when it holds the filter.
    const unnamed = (cells: number | null) => ({ ...named(6_811, 0, 0, cells), named: null });
    expect(countFitsBudget(unnamed(3_000_000), 60)).toBe(false);
    expect(countFitsBudget(unnamed(500_000), 60)).toBe(true);
    expect(countFitsBudget(unnamed(null), 60)).toBe(true);
  });
});
