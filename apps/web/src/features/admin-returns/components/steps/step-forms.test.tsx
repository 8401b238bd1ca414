import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/test-support/mock-api';
import {
  aReturn,
  answer,
  EARRING_LINE,
  KURTI_LINE,
  RETURN_ID,
  renderWithQueries,
} from '../../test/return-fixture';
import { ReturnActions } from '../return-actions';
import { ApproveForm } from './approve-form';
import { ReceiveForm } from './receive-form';
import { RefundForm } from './refund-form';

const PATCH = `PATCH /api/returns/${RETURN_ID}`;

beforeEach(() => {
  // Radix's checkbox measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Approve (a return staff accept)', () => {
  it('asks for the courier and the AWB number before sending a courier pickup', () => {
    const calls = mockApi({});
    renderWithQueries(<ApproveForm ret={aReturn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByText('Choose the courier that picks the parcel up')).toBeTruthy();
    expect(screen.getByText('Enter the AWB number of the reverse pickup')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Courier'), { target: { value: 'Delhivery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByLabelText('AWB number').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('sends the courier and the AWB in capitals, then says the return is approved', async () => {
    const calls = mockApi({ [PATCH]: answer(aReturn({ status: 'approved' })) });
    renderWithQueries(<ApproveForm ret={aReturn()} />);
    fireEvent.change(screen.getByLabelText('Courier'), { target: { value: 'Delhivery' } });
    fireEvent.input(screen.getByLabelText('AWB number'), { target: { value: ' rp1234567 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      status: 'approved',
      pickup: { method: 'courier', courier: 'Delhivery', trackingNumber: 'RP1234567' },
    });
  });

  it('sends no courier when the customer posts the parcel', async () => {
    const calls = mockApi({ [PATCH]: answer(aReturn({ status: 'approved' })) });
    renderWithQueries(<ApproveForm ret={aReturn()} />);
    fireEvent.click(screen.getByLabelText('The customer sends it'));
    expect(screen.queryByLabelText('AWB number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ status: 'approved', pickup: { method: 'customer' } });
  });

  it('shows the server’s word on a field under that field', async () => {
    mockApi({
      [PATCH]: {
        status: 422,
        body: {
          success: false,
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          details: [{ field: 'pickup.trackingNumber', message: 'That AWB is already on another shipment' }],
        },
      },
    });
    renderWithQueries(<ApproveForm ret={aReturn()} />);
    fireEvent.change(screen.getByLabelText('Courier'), { target: { value: 'Delhivery' } });
    fireEvent.input(screen.getByLabelText('AWB number'), { target: { value: 'RP1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('That AWB is already on another shipment')).toBeTruthy();
    expect(screen.getByLabelText('AWB number').getAttribute('aria-describedby')).toMatch(/-error$/);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Receive (the parcel at the studio)', () => {
  it('sends every line with whether it goes back to stock, ticked unless staff untick it', async () => {
    const ret = aReturn({ status: 'picked_up', nextStatuses: ['received'] });
    const calls = mockApi({ [PATCH]: answer({ ...ret, status: 'received' }) });
    renderWithQueries(<ReceiveForm ret={ret} />);
    const boxes = screen.getAllByRole('checkbox', { name: /Back to stock/ });
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Back to stock: 2 × Jhumka Earrings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark received' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      status: 'received',
      items: [
        { returnItemId: KURTI_LINE, restock: true },
        { returnItemId: EARRING_LINE, restock: false },
      ],
    });
  });
});

describe('Refund (money sent outside the shop, recorded here)', () => {
  const received = aReturn({ status: 'received', nextStatuses: ['refunded', 'exchanged', 'rejected'] });

  it('starts at the amount due and shows where to send it', () => {
    mockApi({});
    renderWithQueries(<RefundForm ret={received} />);
    expect(screen.getByLabelText<HTMLInputElement>('Amount refunded').value).toBe('1235.50');
    expect(screen.getByTestId('refund-to').textContent).toContain('asha.rao@okhdfcbank');
  });

  it('refuses more than the lines are worth before sending, and a missing reference', () => {
    const calls = mockApi({});
    renderWithQueries(<RefundForm ret={received} />);
    fireEvent.input(screen.getByLabelText('Amount refunded'), { target: { value: '1300.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record refund' }));
    expect(screen.getByText('At most ₹1,300: what the returned pieces are worth')).toBeTruthy();
    expect(screen.getByText('Enter the UTR or bank reference of the refund')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the amount in rupees (up to the limit) with the UTR', async () => {
    const calls = mockApi({ [PATCH]: answer({ ...received, status: 'refunded' }) });
    renderWithQueries(<RefundForm ret={received} />);
    fireEvent.input(screen.getByLabelText('Amount refunded'), { target: { value: '1300' } });
    fireEvent.input(screen.getByLabelText('UTR or reference'), { target: { value: ' 412345678901 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ status: 'refunded', amount: 1300, reference: '412345678901' });
  });

  it('says a prepaid order is refunded to its UPI payment', () => {
    mockApi({});
    renderWithQueries(<RefundForm ret={{ ...received, paymentMethod: 'upi', refundTo: null }} />);
    expect(screen.getByTestId('refund-to').textContent).toContain('Refund to the original UPI payment');
  });

  it('keeps a refusal of the step beside the form', async () => {
    mockApi({
      [PATCH]: {
        status: 409,
        body: { success: false, message: 'This return is already refunded', code: 'CONFLICT' },
      },
    });
    renderWithQueries(<RefundForm ret={received} />);
    fireEvent.input(screen.getByLabelText('UTR or reference'), { target: { value: 'UTR998877' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record refund' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This return is already refunded');
  });
});

describe('The next steps of a return', () => {
  it('offers only the steps the server lists', () => {
    mockApi({});
    renderWithQueries(<ReturnActions ret={aReturn({ status: 'received', nextStatuses: ['exchanged'] })} />);
    expect(screen.getByRole('button', { name: 'Send replacement' })).toBeTruthy();
    for (const name of ['Approve', 'Mark picked up', 'Mark received', 'Record refund', 'Reject']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('asks why before rejecting, and sends the reason the shopper reads', async () => {
    const calls = mockApi({
      [PATCH]: answer(aReturn({ status: 'rejected', rejectionReason: 'Worn', nextStatuses: [] })),
    });
    renderWithQueries(<ReturnActions ret={aReturn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm rejection' }));
    expect(screen.getByText('Say why the return is rejected; the shopper reads it')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.input(screen.getByLabelText('Reason for the customer'), {
      target: { value: 'The tag has been removed' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm rejection' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ status: 'rejected', reason: 'The tag has been removed' });
  });

  it('asks once more before cancelling, and sends only the step', async () => {
    const calls = mockApi({ [PATCH]: answer(aReturn({ status: 'cancelled', nextStatuses: [] })) });
    renderWithQueries(<ReturnActions ret={aReturn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel return' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep return' }));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel return' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel return' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ status: 'cancelled' });
  });

  it('sends the replacement with the step alone', async () => {
    const ret = aReturn({ status: 'refunded', nextStatuses: ['exchanged'] });
    const calls = mockApi({ [PATCH]: answer({ ...ret, status: 'exchanged', nextStatuses: [] }) });
    renderWithQueries(<ReturnActions ret={ret} />);
    expect(screen.getByText('Silk Kurti M → L')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send replacement' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ status: 'exchanged' });
  });
});
