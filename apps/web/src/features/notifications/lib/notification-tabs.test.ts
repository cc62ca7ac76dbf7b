import { describe, expect, it } from 'vitest';
import { notificationPollingInterval } from '../api/get-notifications.ts';
import {
  initialNotificationTab,
  NOTIFICATION_TAB_FILTERS,
  NOTIFICATION_TABS,
  notificationTabCount,
} from './notification-tabs.ts';

const unread = { total: 9, cities: 4, states: 2, companies: 3, matches: 0, interests: 0 };
const read = { total: 11, cities: 5, states: 1, companies: 5, matches: 0, interests: 0 };

describe('notification tabs', () => {
  it('are Públicas, Privadas, Todas and Visualizadas, in that order', () => {
    expect(NOTIFICATION_TABS).toEqual(['public', 'private', 'all', 'read']);
  });

  it('list unread by category, all unread, and read', () => {
    expect(NOTIFICATION_TAB_FILTERS).toEqual({
      public: { category: 'city', isRead: false },
      private: { category: 'company', isRead: false },
      all: { isRead: false },
      read: { isRead: true },
    });
  });

  it.each([
    ['public', 4],
    ['private', 3],
    ['all', 9],
    ['read', 11],
  ] as const)('%s counts %i', (tab, count) => {
    expect(notificationTabCount(tab, unread, read)).toBe(count);
  });

  it('has no count before the answer', () => {
    expect(notificationTabCount('read', unread, undefined)).toBeUndefined();
  });
});

describe('the tab the dropdown opens on', () => {
  it.each([
    ['public', { total: 9, cities: 4, states: 2, companies: 3, matches: 0, interests: 0 }],
    ['private', { total: 7, cities: 0, states: 0, companies: 7, matches: 0, interests: 0 }],
    ['all', { total: 2, cities: 0, states: 2, companies: 0, matches: 0, interests: 0 }],
    ['all', { total: 0, cities: 0, states: 0, companies: 0, matches: 0, interests: 0 }],
  ] as const)('is %s for %o', (tab, totals) => {
    expect(initialNotificationTab(totals)).toBe(tab);
  });
});

describe('notification polling', () => {
  it('polls every 10 s in production builds only', () => {
    expect(notificationPollingInterval(true)).toBe(10000);
    expect(notificationPollingInterval(false)).toBe(false);
  });
});
