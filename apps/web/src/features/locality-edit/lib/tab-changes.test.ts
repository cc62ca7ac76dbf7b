import { describe, expect, it } from 'vitest';
import { profileToValues } from './locality-form.ts';
import { discardTab, formHasChanges, tabHasChanges } from './tab-changes.ts';

describe('tab changes', () => {
  const saved = profileToValues(null);

  it('tells the tab that holds a change, and only that one', () => {
    const values = { ...saved, description: 'Novo resumo' };
    expect(tabHasChanges('basic', values, saved)).toBe(true);
    expect(tabHasChanges('contacts', values, saved)).toBe(false);
    expect(tabHasChanges('review', values, saved)).toBe(false);
  });

  it('sees a contact typed, an area drawn and a pending attachment', () => {
    expect(
      tabHasChanges('contacts', { ...saved, contact: { ...saved.contact, phone: '14' } }, saved),
    ).toBe(true);
    expect(tabHasChanges('industrialArea', { ...saved, industrialArea: null }, saved)).toBe(true);
    const file = {
      path: 'p',
      name: null,
      original_name: 'a.pdf',
      url: '',
      type: 'document' as const,
    };
    expect(tabHasChanges('attachments', { ...saved, pendingMultimedia: [file] }, saved)).toBe(true);
  });

  it('discards the tab changes and keeps the others', () => {
    const values = {
      ...saved,
      description: 'Novo resumo',
      vocations: ['Turismo'],
    };
    const discarded = discardTab('basic', values, saved);
    expect(discarded.description).toBe('');
    expect(discarded.vocations).toEqual(['Turismo']);
    expect(formHasChanges(discarded, saved)).toBe(true);
    expect(formHasChanges(discardTab('vocations', discarded, saved), saved)).toBe(false);
  });
});
