/**
 * The furnishing estimate through the gateway: maintenance's items reach the appraisal service by
 * their events, staff set the base furnishing (only catalogue items), and the owner who appraised
 * asks for the estimate of their home and reads the priced list (items × rooms); strangers may not.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@casona/proto';
import { FIXED_VALUATION } from './testing/fixed-valuation.ts';
import {
  appraisalForm,
  eventually,
  registerAccount,
  staffAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let owner: Account;
let staff: Account;
const sofa = randomUUID();
const towel = randomUUID();

beforeAll(async () => {
  h = await startHarness({ valuation: FIXED_VALUATION });
  owner = await registerAccount(h);
  staff = await staffAccount(h, 'ADMIN');
  await h.publish('maintenance.item.upserted', {
    itemId: sofa,
    esName: 'Sofá',
    enName: 'Sofa',
    type: 'FURNITURE',
    price: 12_000,
  });
  await h.publish('maintenance.item.upserted', {
    itemId: towel,
    esName: 'Toalla',
    enName: 'Towel',
    type: 'LINEN',
    price: 150,
  });
  await eventually(async () => (await h.sql('SELECT 1 FROM item')).length === 2, 'the item projection');
}, 120_000);
afterAll(async () => h?.stop());

describe('furnishing estimate', () => {
  it('prices the base furnishing for the appraised rooms, for the owner who asked', async () => {
    for (const body of [
      { item_id: sofa, condition_type: 'ALWAYS', base_quantity: 1 },
      { item_id: towel, condition_type: 'BATHROOM', base_quantity: 4 },
    ])
      expect((await h.call('PUT', '/api/v1/appraisal_item', { body, token: staff.accessToken })).status).toBe(
        200,
      );
    const unknown = await h.call('PUT', '/api/v1/appraisal_item', {
      body: { item_id: randomUUID(), condition_type: 'ALWAYS', base_quantity: 1 },
      token: staff.accessToken,
      lang: 'es',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(translate('appraisal.itemNotFound', 'es'));
    expect(
      (
        await h.call('PUT', '/api/v1/appraisal_item', {
          body: { item_id: sofa, condition_type: 'KITCHEN', base_quantity: 1 },
          token: staff.accessToken,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await h.call('PUT', '/api/v1/appraisal_item', {
          body: { item_id: sofa, condition_type: 'ALWAYS', base_quantity: 1 },
          token: owner.accessToken,
        })
      ).status,
    ).toBe(403);

    const a = (
      await h.call('POST', '/api/v1/appraisal', {
        body: appraisalForm({ bedrooms: 3, bathrooms: 2 }),
        token: owner.accessToken,
      })
    ).body;
    const asked = await h.call('POST', '/api/v1/appraisal_furnishing_query', {
      body: { appraisal_id: a.id },
      token: owner.accessToken,
    });
    expect(asked.status).toBe(201);
    // In the owner's profile language (Spanish at registration), as the gateway forwards it.
    expect(asked.body.message).toBe(translate('furnitureInfo.success', 'es'));
    const estimate = await h.call('GET', `/api/v1/appraisal_furnishing_query/${asked.body.id}`, {
      token: owner.accessToken,
    });
    expect(estimate.status).toBe(200);
    expect(
      estimate.body.lines.map((l: { en_name: string; quantity: number; total: number }) => [
        l.en_name,
        l.quantity,
        l.total,
      ]),
    ).toEqual([
      ['Sofa', 1, 12_000],
      ['Towel', 8, 1200],
    ]);
    expect(estimate.body.total).toBe(13_200);

    const stranger = await registerAccount(h);
    expect(
      (
        await h.call('GET', `/api/v1/appraisal_furnishing_query/${asked.body.id}`, {
          token: stranger.accessToken,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.call('POST', '/api/v1/appraisal_furnishing_query', {
          body: { appraisal_id: a.id },
          token: stranger.accessToken,
        })
      ).status,
    ).toBe(403);
    expect((await h.call('GET', `/api/v1/appraisal_furnishing_query/${asked.body.id}`)).status).toBe(401);
  });

  it('drops a deleted catalogue item from the estimate', async () => {
    await h.publish('maintenance.item.deleted', { itemId: towel });
    await eventually(
      async () => (await h.sql('SELECT 1 FROM item WHERE id = $1', [towel])).length === 0,
      'delete',
    );
    const list = await h.call('GET', '/api/v1/appraisal_item', { token: staff.accessToken });
    const towelRow = list.body.items.find((i: { item_id: string }) => i.item_id === towel);
    expect(towelRow.price).toBeNull();
  });
});
