import { describe, expect, it } from 'vitest';
import { expiringNotice, fileExpiring, formatDay, type FileExpiringData } from './file-expiring.ts';

const data: FileExpiringData = {
  name: 'Ana',
  propertyId: '7d9f1c1e-5b7a-4a55-9a53-2f0f6f3c1a10',
  propertyName: 'Casa Colibrí',
  fileType: 'PROPERTY_DEEDS',
  validTo: '2026-06-15',
  warning: 'THREE_MONTHS',
};
const ctx = { publicUrl: 'https://casona.mx/' } as Parameters<typeof fileExpiring>[2];

describe('the expiry warning', () => {
  it('names the file, the property and the day in Spanish and English', () => {
    const es = fileExpiring(data, 'es', ctx);
    expect(es.subject).toBe('Escrituras: la vigencia termina en tres meses');
    expect(es.paragraphs[0]).toBe(
      'Escrituras de Casa Colibrí: la vigencia termina en tres meses (15 de junio de 2026).',
    );
    expect(es.action!.url).toBe(`https://casona.mx/dashboard/status?property_id=${data.propertyId}`);
    const en = fileExpiring({ ...data, warning: 'DAY', fileType: 'REGISTRATION_TICKET' }, 'en', ctx);
    expect(en.subject).toBe('Registration ticket: the validity ends today');
    expect(en.paragraphs[0]).toBe(
      'Registration ticket of Casa Colibrí: the validity ends today (June 15, 2026).',
    );
  });

  it('reads the day as a calendar day, whatever the server’s zone, and words the in-app notice the same', () => {
    expect(formatDay('2028-02-29', 'es')).toBe('29 de febrero de 2028');
    expect(formatDay('2026-01-01', 'en')).toBe('January 1, 2026');
    const notice = expiringNotice({ ...data, warning: 'ONE_MONTH' });
    expect(notice.es).toContain('Escrituras de Casa Colibrí: la vigencia termina en un mes');
    expect(notice.en).toContain('Property deeds of Casa Colibrí: the validity ends in one month');
  });
});
