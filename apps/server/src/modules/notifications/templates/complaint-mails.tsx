import { Text } from '@react-email/components';
import { formatComplaintTime } from '@shop/domain';
import type { Mail } from './order-mails.js';
import { Button, heading, Layout, small, text, type MailShop } from './layout.js';

/** What a complaint's mail says, kept with the notification when it was written (decision 048). */
export interface ComplaintMailData {
  kind: 'complaint_received' | 'complaint_reply' | 'complaint_resolved';
  ticketNumber: string;
  name: string;
  subject: string;
  acknowledgeBy?: string;
  resolveBy?: string;
  /** The reply, for a reply's mail. */
  message?: string;
}

const HEADINGS: Record<ComplaintMailData['kind'], string> = {
  complaint_received: 'We have received your complaint',
  complaint_reply: 'A reply to your complaint',
  complaint_resolved: 'Your complaint is resolved',
};

/** The customer's mails about a complaint: received (with its deadlines), each reply, resolved. */
export function complaintMail(shop: MailShop, complaint: ComplaintMailData): Mail {
  const firstName = complaint.name.trim().split(/\s+/)[0] ?? complaint.name;
  const title = HEADINGS[complaint.kind];
  return {
    subject: `${title} (${complaint.ticketNumber})`,
    element: (
      <Layout shop={shop} preview={`Ticket ${complaint.ticketNumber}: ${complaint.subject}`}>
        <Text style={heading}>{title}</Text>
        <Text style={text}>
          Namaste {firstName}, this is about your complaint <strong>{complaint.ticketNumber}</strong>, “
          {complaint.subject}”.
        </Text>
        {complaint.kind === 'complaint_received' && complaint.acknowledgeBy && complaint.resolveBy ? (
          <Text style={text}>
            Our grievance officer will acknowledge it by {formatComplaintTime(complaint.acknowledgeBy)} and
            resolve it by {formatComplaintTime(complaint.resolveBy)}. Keep the ticket number: you can quote it
            on the phone, and follow the complaint with it and this e-mail address.
          </Text>
        ) : null}
        {complaint.message ? (
          <Text style={{ ...text, whiteSpace: 'pre-line' }}>{complaint.message}</Text>
        ) : null}
        {complaint.kind === 'complaint_resolved' ? (
          <Text style={text}>
            If you are not satisfied, reply to this mail or write to us again quoting the ticket number.
          </Text>
        ) : null}
        <Button href={`${shop.publicUrl}/grievance`}>Follow my complaint</Button>
        <Text style={small}>Ticket {complaint.ticketNumber}</Text>
      </Layout>
    ),
  };
}
