import { describe, expect, it } from 'vitest';
import {
  ADMIN_FAMILY_PREFIX,
  ADMIN_FAMILY_STAFF_ROLES,
  API_FAMILIES,
  SERVICE_NAMES,
  familiesOf,
  mayUseAdminFamily,
  routeOf,
} from './routing.ts';

describe('routing table', () => {
  it('routes each §7 path family to its owner', () => {
    expect(routeOf('property/display/42')).toEqual({ family: 'property', service: 'listings' });
    expect(routeOf('/property/image')).toEqual({ family: 'property', service: 'listings' });
    expect(routeOf('property_chore/trigger')).toEqual({ family: 'property_chore', service: 'maintenance' });
    expect(routeOf('email/wanna_be_manager')?.service).toBe('notifications');
    expect(routeOf('email/submit_from_listing')?.service).toBe('appraisal');
    expect(routeOf('property/from_room_id')?.service).toBe('appraisal');
    expect(routeOf('auth/jwks')?.service).toBe('identity');
    expect(routeOf('market?state=Jalisco')?.service).toBe('listings');
  });

  it('prefers the longest family, so admin paths reach the service that owns the resource', () => {
    expect(routeOf('admin/joke/7')?.service).toBe('notifications');
    expect(routeOf('admin/property/1')?.service).toBe('listings');
    expect(routeOf('admin/properties')?.service).toBe('listings');
    expect(routeOf('admin/role')?.service).toBe('identity');
  });

  it('does not match a family by a shared prefix of letters', () => {
    expect(routeOf('property_customer')?.service).toBe('identity');
    expect(routeOf('properties')).toBeUndefined();
    expect(routeOf('nothing/here')).toBeUndefined();
  });

  it('gives every service at least one family, and only known services', () => {
    for (const service of SERVICE_NAMES) expect(familiesOf(service).length).toBeGreaterThan(0);
    for (const owner of Object.values(API_FAMILIES)) expect(SERVICE_NAMES).toContain(owner);
  });

  it('states for every back-office family which staff roles may use it (issue 11, item 11)', () => {
    const adminFamilies = Object.keys(API_FAMILIES).filter((f) => f.startsWith(ADMIN_FAMILY_PREFIX));
    expect(Object.keys(ADMIN_FAMILY_STAFF_ROLES).sort()).toEqual(adminFamilies.sort());
    for (const family of adminFamilies) {
      expect(mayUseAdminFamily(family, 'ADMIN')).toBe(true);
      expect(mayUseAdminFamily(family, null)).toBe(false);
    }
    // Staff run the back office but cannot grant roles or read other people's reset links.
    expect(mayUseAdminFamily('admin/role', 'STAFF')).toBe(false);
    expect(mayUseAdminFamily('admin/mail', 'STAFF')).toBe(false);
    expect(mayUseAdminFamily('admin/property', 'STAFF')).toBe(true);
    expect(mayUseAdminFamily('admin/unknown', 'STAFF')).toBe(false);
  });
});
