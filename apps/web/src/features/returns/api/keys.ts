/** A guest's tracking pair (decision 040), sent in the body in place of a session; kept in memory only. */
export interface GuestPair {
  orderNumber: string;
  phone: string;
}

/** The returns of one order, as the order's pages read them: every write refreshes this. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a query key, not words
export const returnOptionsKey = (orderId: string) => ['returns', 'options', orderId] as const;
