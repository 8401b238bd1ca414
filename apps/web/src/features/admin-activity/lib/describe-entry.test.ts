import { describe, expect, it } from 'vitest';
import { byLine, changeLines, entryTitle, valueText } from './describe-entry';

describe('describing an activity entry', () => {
  it('names what happened in the owner’s words', () => {
    expect(entryTitle({ action: 'updated', entity: 'product' })).toBe('Product changed');
    expect(entryTitle({ action: 'variant.updated', entity: 'product' })).toBe('Variant changed');
    expect(entryTitle({ action: 'deleted', entity: 'coupon' })).toBe('Coupon removed');
    expect(entryTitle({ action: 'sign_in_failed', entity: 'user' })).toBe('Failed sign-in (wrong password)');
    expect(entryTitle({ action: 'created', entity: 'home_page' })).toBe('Home page created');
  });

  it('writes a price change in rupees, before and after', () => {
    expect(changeLines({ changes: { price_paise: { from: 129_900, to: 119_900 } } })).toEqual([
      { label: 'Price', from: '₹1,299', to: '₹1,199' },
    ]);
  });

  it('writes yes/no, empty values, counts and long text plainly', () => {
    expect(
      changeLines({
        changes: { is_featured: { from: false, to: true }, courier: { from: null, to: 'Delhivery' } },
      }),
    ).toEqual([
      { label: 'Featured', from: 'No', to: 'Yes' },
      { label: 'Courier', from: '—', to: 'Delhivery' },
    ]);
    expect(changeLines({ changes: { created: 3, unchanged: 1200 } })).toEqual([
      { label: 'Created', from: null, to: '3' },
      { label: 'Unchanged', from: null, to: '1,200' },
    ]);
    expect(valueText('description', 'x'.repeat(200))).toHaveLength(80);
    expect(valueText('groups', [['jhumka', 'jhumki']])).toBe('["jhumka","jhumki"]');
  });

  it('says who, when and from where', () => {
    const line = byLine({
      entity: 'product',
      actor: { id: '1', email: 'manager@kaarigar.in', role: 'admin' },
      at: '2026-11-28T08:32:00.000Z',
      address: '203.0.113.9',
    });
    expect(line).toMatch(/^by manager@kaarigar\.in, 28 Nov 2026/);
    expect(line).toMatch(/from 203\.0\.113\.9$/);
    expect(
      byLine({ entity: 'activity_log', actor: null, at: '2026-11-28T08:32:00.000Z', address: null }),
    ).toMatch(/^by the shop, /);
    expect(
      byLine({ entity: 'user', actor: null, at: '2026-11-28T08:32:00.000Z', address: '203.0.113.9' }),
    ).toMatch(/^by someone unknown, .* from 203\.0\.113\.9$/);
  });
});
