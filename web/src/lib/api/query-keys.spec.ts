import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import {
  adminKeys,
  adminListingsKeys,
  alliesKeys,
  dashboardKeys,
  landingKeys,
  propertiesKeys,
  sharedKeys,
} from './query-keys.ts';

/** What `invalidateQueries({ queryKey: prefix })` refreshes: the keys it partially matches. */
const refreshes = (prefix: readonly unknown[], key: readonly unknown[]) => partialMatchKey(key, prefix);

describe('query-key factories', () => {
  it("refresh a branch's lists and items from its `all` key", () => {
    expect(
      refreshes(adminListingsKeys.properties.all(), adminListingsKeys.properties.list({ page: 2 })),
    ).toBe(true);
    expect(refreshes(adminListingsKeys.properties.all(), adminListingsKeys.properties.one('p1'))).toBe(true);
    expect(refreshes(propertiesKeys.mine.all(), propertiesKeys.mine.page(3))).toBe(true);
    expect(refreshes(propertiesKeys.mine.all(), propertiesKeys.mine.one('p1'))).toBe(true);
    expect(refreshes(adminKeys.memberships.all(), adminKeys.memberships.list({ page: 1 }))).toBe(true);
    expect(refreshes(adminKeys.jokes.all(), adminKeys.jokes.list({ approved: true, page: 1 }))).toBe(true);
  });

  it('reach across features where one feature writes what another shows', () => {
    // An approved joke reaches the landing's quotes.
    expect(refreshes(landingKeys.jokes.all(), landingKeys.jokes.approved('es-MX'))).toBe(true);
    // Accepting an invitation refreshes every property's allies lists.
    expect(refreshes(alliesKeys.all(), alliesKeys.members('p1'))).toBe(true);
    expect(refreshes(alliesKeys.ofProperty('p1'), alliesKeys.invitations('p1'))).toBe(true);
    expect(refreshes(alliesKeys.ofProperty('p1'), alliesKeys.members('p2'))).toBe(false);
    // A notice posted by staff reaches the owner's list and unread count.
    for (const key of [
      sharedKeys.propertyNotifications.list(1),
      sharedKeys.propertyNotifications.unread(),
      sharedKeys.propertyNotifications.staff({ page: 1 }),
    ])
      expect(refreshes(sharedKeys.propertyNotifications.all(), key)).toBe(true);
  });

  it('keep the tours summary and the property page on one cached answer', () => {
    expect(sharedKeys.propertyDisplay('p1')).toEqual(sharedKeys.propertyDisplay('p1', undefined));
    expect(sharedKeys.propertyDisplay('p1', 'qr')).not.toEqual(sharedKeys.propertyDisplay('p1'));
  });

  it('do not let a profile write refresh staff data, nor a staff catalogue edit the owner lists', () => {
    expect(refreshes(dashboardKeys.profile.all(), adminKeys.roles.all())).toBe(false);
    expect(refreshes(adminListingsKeys.catalogue('amenity'), sharedKeys.activeCatalogue('amenity'))).toBe(
      false,
    );
    expect(
      refreshes(sharedKeys.activeCatalogue('amenity'), sharedKeys.activeCatalogue('neighborhood_insight')),
    ).toBe(false);
  });
});
