import { describe, expect, it } from 'vitest';
import {
  EDIT_TAB_CAPS,
  EDIT_TABS,
  firstGroupWithError,
  validateSections,
  WIZARD_STEP_TOTALS,
  WIZARD_STEPS,
} from './form-steps.ts';
import { cityFormValues, companyFormValues } from './form-values.fixtures.ts';

describe('wizard steps', () => {
  it('has 6 steps for a public and 7 for a private opportunity', () => {
    expect(WIZARD_STEPS.city).toHaveLength(WIZARD_STEP_TOTALS.city);
    expect(WIZARD_STEPS.company).toHaveLength(WIZARD_STEP_TOTALS.company);
    expect(WIZARD_STEP_TOTALS).toEqual({ city: 6, company: 7 });
  });
});

describe('editor tabs', () => {
  it('caps save-and-continue at the last tab: 4 for company, 3 for city', () => {
    expect(EDIT_TAB_CAPS).toEqual({ company: 4, city: 3 });
    expect(EDIT_TABS.company).toHaveLength(EDIT_TAB_CAPS.company + 1);
    expect(EDIT_TABS.city).toHaveLength(EDIT_TAB_CAPS.city + 1);
  });

  it('finds the tab holding the first error', () => {
    const groups = EDIT_TABS.company.map((tab) => tab.sections);
    expect(firstGroupWithError(groups, { 'contact.email': 'E-mail inválido' })).toBe(1);
    expect(firstGroupWithError(groups, { private_proposal_description: 'x', name: 'y' })).toBe(0);
    expect(firstGroupWithError(groups, {})).toBe(-1);
    const cityGroups = EDIT_TABS.city.map((tab) => tab.sections);
    expect(firstGroupWithError(cityGroups, { 'incentives.terreno.area': 'x' })).toBe(1);
    expect(firstGroupWithError(cityGroups, { 'address.zip': 'x' })).toBe(0);
  });

  it('validates a complete opportunity of each type without errors', () => {
    const all = (type: 'city' | 'company') => EDIT_TABS[type].flatMap((tab) => tab.sections);
    expect(validateSections(all('city'), cityFormValues())).toEqual({});
    expect(validateSections(all('company'), companyFormValues())).toEqual({});
  });
});
