import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

import { AUDIT_ACTIONS } from '@casona/proto/audit/actions';
import { SERVICE_NAMES } from '@casona/proto/routing';

import { en } from '../../../lib/i18n/locales/en.ts';
import { es } from '../../../lib/i18n/locales/es.ts';
import { changeLines, valueInWords } from './change.ts';

const instance = i18next.createInstance();
await instance.init({
  lng: 'es',
  resources: { es: { translation: es }, en: { translation: en } },
  interpolation: { escapeValue: false },
});
const tr = (lng: 'es' | 'en') => instance.getFixedT(lng) as unknown as TFunction;

describe('an audit change in words', () => {
  it('reads a status change by its labels, in each language', () => {
    expect(changeLines({ status: 'REVISION' }, { status: 'ACCEPTED' }, tr('es'), 'es')).toEqual([
      { field: 'Estado', before: 'En revisión', after: 'Aceptada' },
    ]);
    expect(changeLines({ status: 'REVISION' }, { status: 'ACCEPTED' }, tr('en'), 'en')).toEqual([
      { field: 'Status', before: 'In review', after: 'Accepted' },
    ]);
  });

  it('has no before for a created record and no after for a removed one', () => {
    expect(changeLines(null, { label: 'WORKER', approved: true }, tr('es'), 'es')).toEqual([
      { field: 'Rol', before: null, after: 'Trabajador' },
      { field: 'Aprobado', before: null, after: 'Sí' },
    ]);
    expect(changeLines({ staff_role: 'STAFF' }, null, tr('en'), 'en')).toEqual([
      { field: 'Staff role', before: 'Staff', after: null },
    ]);
  });

  it('never shows an id or a code it has words for', () => {
    const t = tr('es');
    expect(valueInWords('7d9f1c1e-5b7a-4a55-9a53-2f0f6f3c1a10', t, 'es')).toBe('un registro');
    expect(
      valueInWords(['7d9f1c1e-5b7a-4a55-9a53-2f0f6f3c1a10', '0b8d6e2a-3c4f-4e1d-8a2b-9c7d5e3f1a20'], t, 'es'),
    ).toBe('2 elementos');
    // A property's photos are stored keys naming ids: counted, never shown.
    expect(
      changeLines(
        {
          img_keys: [
            'properties/7d9f1c1e-5b7a-4a55-9a53-2f0f6f3c1a10/0b8d6e2a-3c4f-4e1d-8a2b-9c7d5e3f1a20.jpg',
          ],
        },
        { img_keys: [] },
        tr('en'),
        'en',
      ),
    ).toEqual([{ field: 'Photos', before: '1 item', after: '0 items' }]);
    // A receipt is a stored key: it reads as a file.
    expect(
      changeLines(
        null,
        {
          receipt:
            'properties/7d9f1c1e-5b7a-4a55-9a53-2f0f6f3c1a10/receipts/0b8d6e2a-3c4f-4e1d-8a2b-9c7d5e3f1a20.pdf',
        },
        tr('es'),
        'es',
      ),
    ).toEqual([{ field: 'Comprobante', before: null, after: 'un archivo' }]);
    expect(valueInWords('WITHOUT_RFC', t, 'es')).toBe('Sin RFC');
    expect(valueInWords('BEDROOM_KING', tr('en'), 'en')).toBe('King bedroom');
    expect(valueInWords(null, t, 'es')).toBe('Sin valor');
    expect(valueInWords(18.25, t, 'es')).toBe('18.25');
    expect(valueInWords('x'.repeat(300), t, 'es')).toHaveLength(141);
  });

  it('reads checklists, calendar syncs, worker stops, renewals and email notices in words', () => {
    expect(changeLines({ gas_leaks_stove: false }, { gas_leaks_stove: true }, tr('es'), 'es')).toEqual([
      { field: 'Sin fugas de gas en la estufa', before: 'No', after: 'Sí' },
    ]);
    expect(
      changeLines({ failed_syncs: 0 }, { failed_syncs: 1, result: 'failed', added: 0 }, tr('en'), 'en'),
    ).toEqual([
      { field: 'Failed syncs in a row', before: '0', after: '1' },
      { field: 'Result', before: 'No value', after: 'Failed' },
      { field: 'Reservations added', before: 'No value', after: '0' },
    ]);
    expect(changeLines({ hour: '09:00' }, { hour: '11:00' }, tr('es'), 'es')).toEqual([
      { field: 'Hora', before: '09:00', after: '11:00' },
    ]);
    expect(
      changeLines(
        { renewal: null, auto_renewal: false },
        { renewal: 'accepted', auto_renewal: true },
        tr('es'),
        'es',
      ),
    ).toEqual([
      { field: 'Renovación', before: 'Sin valor', after: 'Aceptada' },
      { field: 'Se renueva sola', before: 'No', after: 'Sí' },
    ]);
    expect(changeLines(null, { type: 'CONTRACT_UPLOADED', emails: 2 }, tr('en'), 'en')).toEqual([
      { field: 'Type', before: null, after: 'Contract uploaded' },
      { field: 'Emails sent', before: null, after: '2' },
    ]);
  });

  it('has words for every action and area, in both languages', () => {
    for (const words of [es, en]) {
      for (const action of AUDIT_ACTIONS) expect(words.adminAudit.actions[action]).toBeTruthy();
      for (const service of SERVICE_NAMES) expect(words.adminAudit.services[service]).toBeTruthy();
    }
  });
});
