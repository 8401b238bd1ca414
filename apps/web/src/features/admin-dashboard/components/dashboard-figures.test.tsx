import { cleanup, render, screen } from '@testing-library/react';
import type { Dashboard } from '@shop/domain';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardFigures } from './dashboard-figures';

afterEach(cleanup);

const totals: Dashboard['totals'] = {
  orders: 4,
  revenueBooked: 2478,
  revenueBeforeGst: 2100,
  revenueDelivered: 1770,
  averageOrderValue: 826,
  cashOnDeliveryOrders: 3,
  cashOnDeliveryShare: 0.75,
  returnedOrders: 1,
  returnToOriginRate: 0.5,
  returnRequests: 1,
  returnsRate: 1,
  cancelledOrders: 1,
  cancellationRate: 0.25,
};

const data = {
  totals,
  byStatus: [],
  lowStock: { threshold: 3, total: 0, items: [] },
  overdueComplaints: 0,
  returnsWaiting: 0,
} as unknown as Dashboard;

/** The text of the figure card labelled `label`: its label, value and note. */
const figure = (label: string) => screen.getByText(label).closest('a')?.textContent ?? '';

describe('DashboardFigures', () => {
  it('shows revenue before GST beside the revenue booked, in rupees', () => {
    render(
      <MemoryRouter>
        <DashboardFigures data={data} range={{ from: '2026-11-10', to: '2026-11-16' }} />
      </MemoryRouter>,
    );
    expect(figure('Revenue booked')).toContain('₹2,478');
    expect(figure('Revenue before GST')).toContain('₹2,100');
  });

  it('says next to the average order which orders it leaves out', () => {
    render(
      <MemoryRouter>
        <DashboardFigures data={data} range={{ from: '2026-11-10', to: '2026-11-16' }} />
      </MemoryRouter>,
    );
    expect(figure('Average order')).toBe('Average order₹826Cancelled and unpaid UPI orders left out');
  });
});
