import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '@shop/domain';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import {
  addToCart,
  checkout,
  goodAddress,
  makeProduct,
  orderCount,
  stockOf,
} from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';
import { PINCODE_DATA } from './pincode-data.js';
import { TOWNS_BY_PINCODE } from './pincode-towns.js';
import { findPincode } from './pincodes.js';

/** The offline pincode table and checkout's check of the address (decision 031). */
describe('pincodes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const lookup = (pincode: string) => t.app.inject({ method: 'GET', url: `/api/pincodes/${pincode}` });

  it('answers the city and state of a pincode, and its towns where the district is not one, for the checkout to fill in', async () => {
    const response = await lookup('201310');
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({
      pincode: '201310',
      city: 'Gautam Buddha Nagar',
      state: 'Uttar Pradesh',
      towns: ['Greater Noida'],
    });
    expect(json(await lookup('201301')).data.towns).toEqual(['Noida']);
    expect(json(await lookup('560001')).data).toEqual({
      pincode: '560001',
      city: 'Bangalore',
      state: 'Karnataka',
      towns: [],
    });
  });

  it('names towns only for pincodes the table knows, in the district it gives them', async () => {
    const listed = Object.entries(TOWNS_BY_PINCODE);
    expect(listed.length).toBeGreaterThan(0);
    for (const [pincode, towns] of listed) {
      const place = await findPincode(pincode);
      expect(place?.city, pincode).toBe('Gautam Buddha Nagar');
      expect(towns.length, pincode).toBeGreaterThan(0);
      expect(towns, pincode).not.toContain(place?.city);
    }
  });

  it('takes an address that names the town, not the district', async () => {
    const me = await createUserWithSession(t.db, 'customer');
    const product = await makeProduct(t.db, { name: `Town Check Stole ${Date.now()}`, price: 800 });
    await addToCart(t.app, me.authorization, product.id, 1);
    const response = await checkout(t.app, me.authorization, {
      body: {
        shippingAddress: { ...goodAddress, city: 'Greater Noida', state: 'Uttar Pradesh', pincode: '201310' },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response).data.order.shippingAddress.city).toBe('Greater Noida');
  });

  it('refuses an unknown pincode with 404 and a malformed one with 422', async () => {
    const unknown = await lookup('999999');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe(
      'We could not find pincode 999999. Check the number, or message us on WhatsApp to order.',
    );
    for (const bad of ['20131', '012345', 'abcdef']) {
      const response = await lookup(bad);
      expect(response.statusCode, bad).toBe(422);
      expect(json(response).details[0]).toMatchObject({
        field: 'pincode',
        message: 'Enter a valid 6-digit pincode',
      });
    }
  });

  it("names states as the shop does, over the directory's old names and boundaries", async () => {
    // Leh and Kargil are Ladakh since 2019; the two western UTs merged in 2020; Pondicherry and
    // Telangana's districts under Andhra Pradesh are the directory's older names.
    expect((await findPincode('194101'))?.state).toBe('Ladakh');
    expect((await findPincode('194103'))?.state).toBe('Ladakh');
    expect((await findPincode('396230'))?.state).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect((await findPincode('362520'))?.state).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect((await findPincode('605001'))?.state).toBe('Puducherry');
    expect((await findPincode('500001'))?.state).toBe('Telangana');
    expect((await findPincode('492001'))?.state).toBe('Chhattisgarh');
    expect((await findPincode('744101'))?.state).toBe('Andaman and Nicobar Islands');
    // A pincode across a border is in both states; its city has no stray "**".
    expect((await findPincode('160103'))?.states.sort()).toEqual(['Chandigarh', 'Punjab']);
    expect((await findPincode('211001'))?.city).toBe('Allahabad');
    // Every state in the table is one of the shop's, and every one of the shop's has pincodes.
    const states = new Set(PINCODE_DATA.split('\n').flatMap((line) => line.split('\t')[1] ?? []));
    expect([...states].sort()).toEqual([...INDIAN_STATES].sort());
  });

  describe('at checkout', () => {
    async function attempt(address: Partial<typeof goodAddress>) {
      const me = await createUserWithSession(t.db, 'customer');
      const product = await makeProduct(t.db, { name: `Pincode Check Stole ${Date.now()}`, price: 800 });
      await addToCart(t.app, me.authorization, product.id, 1);
      const response = await checkout(t.app, me.authorization, {
        body: { shippingAddress: { ...goodAddress, ...address } },
      });
      return { me, product, response };
    }

    it('refuses an address whose pincode is unknown, on the pincode field, writing nothing', async () => {
      const { me, product, response } = await attempt({ pincode: '999999' });
      expect(response.statusCode).toBe(422);
      expect(json(response).details).toEqual([
        {
          field: 'shippingAddress.pincode',
          message: 'We could not find pincode 999999. Check the number, or message us on WhatsApp to order.',
        },
      ]);
      expect(await orderCount(t.db, me.userId)).toBe(0);
      expect(await stockOf(t.db, product.id)).toBe(10);
    });

    it('flags a state the pincode is not in, naming the right one', async () => {
      const { me, response } = await attempt({ pincode: '201310', state: 'Haryana' });
      expect(response.statusCode).toBe(422);
      expect(json(response).details).toEqual([
        { field: 'shippingAddress.state', message: 'Pincode 201310 is in Uttar Pradesh' },
      ]);
      expect(await orderCount(t.db, me.userId)).toBe(0);
    });

    it('takes a border pincode with either of its states, and a city the customer wrote their own way', async () => {
      const chandigarh = await attempt({ pincode: '160103', state: 'Chandigarh', city: 'Naya Gaon' });
      expect(chandigarh.response.statusCode).toBe(201);
      const punjab = await attempt({ pincode: '160103', state: 'Punjab', city: 'Mohali' });
      expect(punjab.response.statusCode).toBe(201);
      expect(json(punjab.response).data.order.shippingAddress).toMatchObject({
        city: 'Mohali',
        state: 'Punjab',
      });
    });
  });
});
