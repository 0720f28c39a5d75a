import { describe, expect, it } from 'vitest';
import { notificationAdmin, notificationEmail, notificationForms, propertyNotifications } from './routes.ts';

const TABLES = { notificationForms, notificationEmail, propertyNotifications, notificationAdmin };
const all = Object.values(TABLES).flatMap((table) => Object.values(table));

describe("the notifications service's route tables", () => {
  it('declare each method and path once across the four tables', () => {
    const keys = all.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(22);
  });

  it('hold the staff screens to staff (the mailbox to administrators), signed-in operations to callers, the rest public', () => {
    for (const r of Object.values(notificationAdmin)) {
      expect(r.path.startsWith('/admin/')).toBe(true);
      expect(r.auth).toBe(r.path.startsWith('/admin/mail') ? 'admin' : 'staff');
    }
    for (const r of Object.values(propertyNotifications)) expect(r.auth).toBe('signedIn');
    expect(notificationEmail.fileNotice.auth).toBe('signedIn');
    for (const r of [
      ...Object.values(notificationForms),
      notificationEmail.unsubscribe,
      notificationEmail.unsubscribeState,
    ])
      expect(r.auth).toBe('public');
  });

  it('document 401 and 403 wherever a caller is checked', () => {
    for (const r of all.filter((r) => r.auth !== 'public'))
      expect(r.errors).toEqual(expect.arrayContaining([401, 403]));
  });
});
