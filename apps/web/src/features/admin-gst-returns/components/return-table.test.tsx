import type { GstHsnRow } from '@shop/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '@/lib/api-client';
import { CsvButton, ReturnTable, type Column } from './return-table';

afterEach(cleanup);

const ROW: GstHsnRow = {
  hsn: '7117',
  description: 'Imitation jewellery',
  uqc: 'PCS',
  quantity: 3,
  taxableValue: 1497,
  rate: 3,
  igst: 29.94,
  cgst: 7.49,
  sgst: 7.49,
};
const COLUMNS: Column<GstHsnRow>[] = [
  { header: 'HSN', cell: (row) => row.hsn },
  { header: 'Taxable value', cell: (row) => `₹${row.taxableValue}`, figure: true },
];

describe('a table of the GST return (decision 049)', () => {
  it('shows its rows as cards on phones and a table from md up, with its count', () => {
    render(
      <ReturnTable
        id="hsn"
        title="HSN summary"
        note="Table 12"
        downloads={null}
        columns={COLUMNS}
        rows={[ROW]}
        rowKey={(row) => row.hsn}
      />,
    );
    expect(screen.getByRole('heading', { name: 'HSN summary (1)' })).toBeTruthy();
    const cards = screen.getByRole('list', { name: 'HSN summary' });
    expect(within(cards).getByText('7117')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByRole('cell', { name: '₹1497' })).toBeTruthy();
  });

  it('says when the month has none', () => {
    render(
      <ReturnTable
        id="b2b"
        title="B2B invoices"
        note=""
        downloads={null}
        columns={[]}
        rows={[]}
        rowKey={String}
      />,
    );
    expect(screen.getByText('None this month.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the table as the offline tool’s CSV with the session', async () => {
    const transport = vi.fn(async () => new Response('HSN\r\n', { headers: { 'content-type': 'text/csv' } }));
    setApiTransport(transport);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<CsvButton month="2026-11" table="hsn" label="hsn.csv" />);
    fireEvent.click(screen.getByRole('button', { name: 'hsn.csv' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(transport).toHaveBeenCalledWith(
      '/api/reports/gst?month=2026-11&format=csv&table=hsn',
      expect.objectContaining({ method: 'GET' }),
    );
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('gstr1-2026-11-hsn.csv');
  });
});
