// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { financeTransactions } from '@casona/proto/finance/routes';

import { api } from './client.ts';
import { ApiError } from './errors.ts';
import { fakeApi, json } from './fake-api.ts';
import { setSession } from './session.ts';

afterEach(() => setSession(null));

const PROPERTY = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const CSV =
  'date,name,amount,category,expense,method,type\n2026-03-01,"Luz, marzo",850,Luz,OPEX,Efectivo,Egreso\n';

describe('api() with a text body', () => {
  it('sends a CSV as is with its content type, the query and the bearer token', async () => {
    setSession({ accessToken: 'tok', refreshToken: 'R1' });
    const calls = fakeApi(json(201, { imported: 1, message: '1 transaction imported' }));
    await expect(
      api(financeTransactions.importTransactions, {
        query: { property_id: PROPERTY },
        text: { body: CSV, type: 'text/csv' },
      }),
    ).resolves.toEqual({ imported: 1, message: '1 transaction imported' });
    const init = calls[0]!.init;
    expect(calls[0]!.url).toBe(`/api/v1/property_transaction/import?property_id=${PROPERTY}`);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(CSV);
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('text/csv');
    expect(headers['authorization']).toBe('Bearer tok');
  });

  it('keeps JSON for a route that takes a JSON body', async () => {
    const calls = fakeApi(json(200, {}));
    await api(financeTransactions.bulkTransactions, { body: { transactions: [] } as never });
    expect((calls[0]!.init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"transactions":[]}');
  });

  it('keeps the per-line issues of a refused import on the typed error', async () => {
    const errors = [{ path: '/lines/3', message: 'Line 3 has 3 columns, but 7 were expected.' }];
    fakeApi(json(400, { statusCode: 400, code: 'VALIDATION', message: 'Check the file', errors }));
    const error = await api(financeTransactions.importTransactions, {
      query: { property_id: PROPERTY },
      text: { body: CSV, type: 'text/csv' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).issues).toEqual(errors);
  });
});
