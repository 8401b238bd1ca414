import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithSession } from '../../../test/support/fixtures.js';
import { addToCart, checkout, makeProduct } from '../../../test/support/order-fixtures.js';
import { createTestApp, json, type TestApp } from '../../../test/support/test-app.js';

/** "COD confirmed" from the order desk (decision 028). */
describe('POST /api/orders/:id/cod-confirmation', () => {
  let t: TestApp;
  let admin: { authorization: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUserWithSession(t.db, 'admin', { fullName: 'Meera Admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  const confirm = (orderId: string, authorization = admin.authorization) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cod-confirmation`,
      headers: { authorization },
    });
  const get = (orderId: string, authorization: string) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: { authorization } });

  async function placedOrder() {
    const me = await createUserWithSession(t.db, 'customer');
    const product = await makeProduct(t.db, { name: `Confirmed Jhumka ${Date.now()}`, price: 1499 });
    await addToCart(t.app, me.authorization, product.id, 1);
    const { order } = json(await checkout(t.app, me.authorization)).data;
    return { me, order: order as { id: string; codConfirmedAt: string | null } };
  }

  it("records the customer's confirmation on the order and its timeline, once", async () => {
    const { me, order } = await placedOrder();
    expect(order.codConfirmedAt).toBeNull();

    const confirmed = await confirm(order.id);
    expect(confirmed.statusCode).toBe(200);
    const view = json(confirmed).data.order;
    expect(view.status).toBe('pending');
    expect(Date.parse(view.codConfirmedAt)).not.toBeNaN();
    expect(view.history).toHaveLength(2);
    expect(view.history[1]).toMatchObject({
      status: 'pending',
      event: 'cod-confirmed',
      note: 'The customer confirmed the Cash-on-Delivery order',
      changedBy: { id: admin.userId, name: 'Meera Admin', role: 'admin' },
    });
    // Status changes carry no event.
    expect(view.history[0].event).toBeUndefined();

    // A second click changes nothing.
    const again = await confirm(order.id);
    expect(again.statusCode).toBe(200);
    expect(json(again).data.order.codConfirmedAt).toBe(view.codConfirmedAt);
    expect(json(again).data.order.history).toHaveLength(2);

    // The customer's own timeline shows it too, without who recorded it.
    const mine = json(await get(order.id, me.authorization)).data.order;
    expect(mine.codConfirmedAt).toBe(view.codConfirmedAt);
    expect(mine.history[1]).toEqual({
      status: 'pending',
      event: 'cod-confirmed',
      note: 'The customer confirmed the Cash-on-Delivery order',
      at: expect.any(String),
    });
  });

  it('is for staff only, for an existing order not yet shipped', async () => {
    const { me, order } = await placedOrder();
    expect((await confirm(order.id, me.authorization)).statusCode).toBe(403);
    expect((await confirm('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await confirm('not-an-id')).statusCode).toBe(422);
    const noted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cod-confirmation`,
      headers: { authorization: admin.authorization },
      payload: { note: 'Confirmed on a call' },
    });
    expect(json(noted).data.order.history[1]).toMatchObject({
      event: 'cod-confirmed',
      note: 'Confirmed on a call',
    });

    // Never confirmed before it shipped: refused, and nothing recorded.
    const other = await placedOrder();
    const move = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${other.order.id}/status`,
        headers: { authorization: admin.authorization },
        payload,
      });
    await move({ status: 'processing' });
    await move({ status: 'shipped', courier: 'Ekart', trackingNumber: 'FMPC7654321' });
    const late = await confirm(other.order.id);
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe('Only an order not yet shipped can be confirmed; this one is shipped');
    const otherView = json(await get(other.order.id, admin.authorization)).data.order;
    expect(otherView.codConfirmedAt).toBeNull();
    expect(otherView.history.some((entry: { event?: string }) => entry.event)).toBe(false);
  });
});
