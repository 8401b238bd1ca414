import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES } from '@shop/domain';
import { savedAddresses } from '../../db/schema/index.js';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, checkout, goodAddress, makeProduct } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** A second address checkout accepts (Bengaluru, Karnataka). */
const office = {
  name: 'Asha Verma',
  address: '4th Floor, 80 Feet Road, Koramangala',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
  phone: '9123456789',
};

/** An address as the API answers it (the fields these tests read). */
interface Saved {
  id: string;
  isDefault: boolean;
  state: string;
}

describe('address book API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const customer = () => createUserWithSession(t.db, 'customer');
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    authorization: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const list = async (authorization: string) =>
    json(await call('GET', '/api/addresses', authorization)).data.addresses as Saved[];
  const add = async (authorization: string, address: object) => {
    const response = await call('POST', '/api/addresses', authorization, address);
    expect(response.statusCode).toBe(201);
    return json(response).data.address as Saved;
  };
  const rowsOf = (userId: string) =>
    t.db.select().from(savedAddresses).where(eq(savedAddresses.userId, userId));

  it('saves an address as checkout would ship to it; the first one is the default', async () => {
    const me = await customer();
    expect(await list(me.authorization)).toEqual([]);

    const response = await call('POST', '/api/addresses', me.authorization, {
      ...goodAddress,
      name: '  Asha Verma ',
    });
    expect(response.statusCode).toBe(201);
    const { address } = json(response).data;
    expect(address).toEqual({
      id: expect.any(String),
      name: 'Asha Verma',
      address: 'B-12, Pari Chowk',
      city: 'Greater Noida',
      state: 'Uttar Pradesh',
      pincode: '201310',
      phone: '9876543210',
      isDefault: true,
      createdAt: expect.any(String),
    });
    expect(await list(me.authorization)).toEqual([address]);
  });

  it('moves the default when asked, lists the default first and keeps exactly one', async () => {
    const me = await customer();
    const home = await add(me.authorization, goodAddress);
    const work = await add(me.authorization, office);
    expect(work.isDefault).toBe(false);
    expect((await list(me.authorization)).map((a: { id: string }) => a.id)).toEqual([home.id, work.id]);

    const third = await add(me.authorization, { ...office, name: 'Ravi Verma', isDefault: true });
    expect(third.isDefault).toBe(true);
    const afterAdd = await list(me.authorization);
    expect(afterAdd[0]?.id).toBe(third.id);
    expect(afterAdd.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);

    const made = await call('PUT', `/api/addresses/${home.id}`, me.authorization, {
      ...goodAddress,
      isDefault: true,
    });
    expect(made.statusCode).toBe(200);
    expect(json(made).data.address).toMatchObject({ id: home.id, isDefault: true });
    const afterPut = await list(me.authorization);
    expect(afterPut.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [home.id, true],
      [third.id, false],
      [work.id, false],
    ]);

    // Unticking the default does not leave the book without one.
    const unticked = await call('PUT', `/api/addresses/${home.id}`, me.authorization, {
      ...goodAddress,
      isDefault: false,
    });
    expect(json(unticked).data.address.isDefault).toBe(true);
  });

  it('edits an address in place', async () => {
    const me = await customer();
    const home = await add(me.authorization, goodAddress);
    const response = await call('PUT', `/api/addresses/${home.id}`, me.authorization, {
      ...goodAddress,
      address: 'C-7, Alpha 1',
      phone: '+91 99999 88888',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.address).toMatchObject({
      id: home.id,
      address: 'C-7, Alpha 1',
      phone: '9999988888',
      isDefault: true,
    });
    expect(await rowsOf(me.userId)).toHaveLength(1);
  });

  it('deleting the default makes the newest remaining address the default', async () => {
    const me = await customer();
    const home = await add(me.authorization, goodAddress);
    const work = await add(me.authorization, office);
    const other = await add(me.authorization, { ...office, name: 'Meera Verma' });

    const response = await call('DELETE', `/api/addresses/${home.id}`, me.authorization);
    expect(response.statusCode).toBe(200);
    expect(
      json(response).data.addresses.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault]),
    ).toEqual([
      [other.id, true],
      [work.id, false],
    ]);
    await call('DELETE', `/api/addresses/${work.id}`, me.authorization);
    const last = await call('DELETE', `/api/addresses/${other.id}`, me.authorization);
    expect(json(last).data.addresses).toEqual([]);
  });

  it("answers 404 for another customer's address, and changes nothing of it", async () => {
    const owner = await customer();
    const stranger = await customer();
    const home = await add(owner.authorization, goodAddress);

    expect(await list(stranger.authorization)).toEqual([]);
    for (const [method, payload] of [
      ['PUT', { ...office }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `/api/addresses/${home.id}`, stranger.authorization, payload);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        message: 'Address not found',
      });
    }
    expect(await list(owner.authorization)).toEqual([home]);
  });

  it('refuses an invalid address with 422 naming each wrong field, and saves nothing', async () => {
    const me = await customer();
    const response = await call('POST', '/api/addresses', me.authorization, {
      name: ' ',
      address: 'Somewhere',
      city: 'Noida',
      state: 'Gondwana',
      pincode: '12345',
      phone: '12345',
    });
    expect(response.statusCode).toBe(422);
    const body = json(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(
      Object.fromEntries(body.details.map((d: { field: string; message: string }) => [d.field, d.message])),
    ).toEqual({
      name: 'Name is required',
      state: 'Choose a state or union territory of India',
      pincode: 'Enter a valid 6-digit pincode',
      phone: 'Enter a valid 10-digit mobile number',
    });
    const stray = await call('POST', '/api/addresses', me.authorization, {
      ...goodAddress,
      userId: me.userId,
    });
    expect(stray.statusCode).toBe(422);
    expect(json(stray).details).toEqual([{ field: 'userId', message: 'Unknown field: userId' }]);
    expect(await rowsOf(me.userId)).toHaveLength(0);
  });

  it("checks the pincode as checkout does: unknown, or not in the address's state", async () => {
    const me = await customer();
    const unknown = await call('POST', '/api/addresses', me.authorization, {
      ...goodAddress,
      pincode: '999999',
    });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown).details).toEqual([{ field: 'pincode', message: expect.stringContaining('999999') }]);

    const home = await add(me.authorization, goodAddress);
    const wrongState = await call('PUT', `/api/addresses/${home.id}`, me.authorization, {
      ...goodAddress,
      state: 'Kerala',
    });
    expect(wrongState.statusCode).toBe(422);
    expect(json(wrongState).details).toEqual([
      { field: 'state', message: expect.stringContaining('Uttar Pradesh') },
    ]);
    expect((await list(me.authorization))[0]?.state).toBe('Uttar Pradesh');
  });

  it('refuses an address already in the book (whatever the case), also as an edit', async () => {
    const me = await customer();
    await add(me.authorization, goodAddress);
    const work = await add(me.authorization, office);
    const again = await call('POST', '/api/addresses', me.authorization, {
      ...goodAddress,
      name: 'ASHA VERMA',
      city: 'greater noida',
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'CONFLICT',
      message: 'This address is already in your address book',
    });
    const edit = await call('PUT', `/api/addresses/${work.id}`, me.authorization, goodAddress);
    expect(edit.statusCode).toBe(409);
    expect(await rowsOf(me.userId)).toHaveLength(2);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses, saying so`, async () => {
    const me = await customer();
    for (let n = 1; n <= MAX_SAVED_ADDRESSES; n += 1) {
      await add(me.authorization, { ...goodAddress, address: `House ${n}, Pari Chowk` });
    }
    const full = await call('POST', '/api/addresses', me.authorization, office);
    expect(full.statusCode).toBe(409);
    expect(json(full).message).toBe(
      `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one you no longer use to add another.`,
    );
    expect(await rowsOf(me.userId)).toHaveLength(MAX_SAVED_ADDRESSES);

    // A checkout still places its order with a full book; the book stays as it was.
    const product = await makeProduct(t.db, { name: 'Brass Diya', price: 600 });
    await addToCart(t.app, me.authorization, product.id);
    const order = await checkout(t.app, me.authorization, { body: { shippingAddress: office } });
    expect(order.statusCode).toBe(201);
    expect(await rowsOf(me.userId)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  describe('at checkout', () => {
    const buyOnce = async (authorization: string, body: object) => {
      const product = await makeProduct(t.db, { name: 'Block-printed Dupatta', price: 900 });
      await addToCart(t.app, authorization, product.id);
      const response = await checkout(t.app, authorization, { body });
      expect(response.statusCode).toBe(201);
    };

    it('keeps the address shipped to, once, as the default of an empty book', async () => {
      const me = await customer();
      await buyOnce(me.authorization, { shippingAddress: goodAddress });
      // Same address, typed differently: still one entry.
      await buyOnce(me.authorization, {
        shippingAddress: { ...goodAddress, name: 'asha verma', phone: '09876543210' },
      });
      const saved = await list(me.authorization);
      expect(saved).toEqual([
        expect.objectContaining({ ...goodAddress, phone: '9876543210', isDefault: true }),
      ]);

      await buyOnce(me.authorization, { shippingAddress: office, saveAddress: true });
      const after = await list(me.authorization);
      expect(after).toHaveLength(2);
      expect(after[1]).toMatchObject({ ...office, isDefault: false });
    });

    it('leaves the book alone when the shopper unticks "save"', async () => {
      const me = await customer();
      await buyOnce(me.authorization, { shippingAddress: goodAddress, saveAddress: false });
      expect(await list(me.authorization)).toEqual([]);
    });

    it('saves nothing for a retried checkout that placed no new order', async () => {
      const me = await customer();
      const product = await makeProduct(t.db, { name: 'Terracotta Pot', price: 700 });
      await addToCart(t.app, me.authorization, product.id);
      const first = await checkout(t.app, me.authorization, {
        key: 'same-key-123',
        body: { shippingAddress: goodAddress, saveAddress: false },
      });
      expect(first.statusCode).toBe(201);
      const retry = await checkout(t.app, me.authorization, {
        key: 'same-key-123',
        body: { shippingAddress: goodAddress },
      });
      expect(retry.statusCode).toBe(200);
      expect(await list(me.authorization)).toEqual([]);
    });

    it('refuses a saveAddress that is not true or false', async () => {
      const me = await customer();
      const response = await checkout(t.app, me.authorization, {
        body: { shippingAddress: goodAddress, saveAddress: 'yes' },
      });
      expect(response.statusCode).toBe(422);
      expect(json(response).details).toEqual([
        { field: 'saveAddress', message: 'saveAddress must be true or false' },
      ]);
    });
  });
});
