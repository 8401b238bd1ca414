import { successEnvelope } from '../api.js';
import { DashboardQuerySchema, DashboardSchema } from '../dashboard.js';
import {
  GstReturnQuerySchema,
  GstReturnSchema,
  GstReturnWarningsQuerySchema,
  GstReturnWarningsSchema,
} from '../gst-return.js';
import { OrderExportQuerySchema } from '../order-export.js';
import { endpoint } from './endpoint.js';

const tags = ['reports'];

/** The owner's figures and the accountant's file (decision 036): staff only. */
export const reportsContract = {
  dashboard: endpoint({
    method: 'GET',
    path: '/api/dashboard',
    access: 'admin',
    tags,
    summary:
      'How the shop did from `from` to `to` (YYYY-MM-DD, India time, both included; today by default; at most 366 days)',
    querystring: DashboardQuerySchema,
    response: { 200: successEnvelope(DashboardSchema) },
  }),
  exportOrders: endpoint({
    method: 'GET',
    path: '/api/admin/orders/export',
    access: 'admin',
    tags,
    summary:
      'Orders placed from `from` to `to` (and of one `status`) as CSV, with invoice numbers and GST (streamed)',
    querystring: OrderExportQuerySchema,
    produces: ['text/csv'],
    response: {},
  }),
  gstReturn: endpoint({
    method: 'GET',
    path: '/api/reports/gst',
    access: 'admin',
    tags,
    summary:
      "The GSTR-1 tables of a `month` (YYYY-MM, India time) from its tax invoices and credit notes; `format=csv&table=` downloads one table in the GST offline tool's columns (decision 049)",
    querystring: GstReturnQuerySchema,
    produces: ['text/csv'],
    response: { 200: successEnvelope(GstReturnSchema) },
  }),
  gstReturnWarnings: endpoint({
    method: 'GET',
    path: '/api/reports/gst/warnings',
    access: 'admin',
    tags,
    summary: "What the `month`'s invoices and credit notes lack for the GST return (decision 049)",
    querystring: GstReturnWarningsQuerySchema,
    response: { 200: successEnvelope(GstReturnWarningsSchema) },
  }),
};
