import { Text } from '@react-email/components';
import { formatComplaintTime, pathInLanguage, type Language } from '@shop/domain';
import type { Mail } from './order-mails.js';
import { Button, heading, Layout, small, text, type MailShop } from './layout.js';
import { COMPLAINT_MAIL_WORDS } from './complaint-mail-words.js';

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
  /** The storefront's language it was filed in (issue 28); English when left out. */
  language?: Language;
}

/**
 * The customer's mails about a complaint: received (with its deadlines), each reply, resolved; in
 * the complaint's language, the link opening the grievance page in it. A reply is sent as staff
 * wrote it.
 */
export function complaintMail(shop: MailShop, complaint: ComplaintMailData): Mail {
  const language = complaint.language ?? 'en';
  const words = COMPLAINT_MAIL_WORDS[language];
  const firstName = complaint.name.trim().split(/\s+/)[0] ?? complaint.name;
  const title = words.headings[complaint.kind];
  return {
    subject: words.subject(title, complaint.ticketNumber),
    element: (
      <Layout
        shop={shop}
        preview={words.preview(complaint.ticketNumber, complaint.subject)}
        language={language}
      >
        <Text style={heading}>{title}</Text>
        <Text style={text}>
          {words.intro(firstName, <strong>{complaint.ticketNumber}</strong>, complaint.subject)}
        </Text>
        {complaint.kind === 'complaint_received' && complaint.acknowledgeBy && complaint.resolveBy ? (
          <Text style={text}>
            {words.deadlines(
              formatComplaintTime(complaint.acknowledgeBy, language),
              formatComplaintTime(complaint.resolveBy, language),
            )}
          </Text>
        ) : null}
        {complaint.message ? (
          <Text style={{ ...text, whiteSpace: 'pre-line' }}>{complaint.message}</Text>
        ) : null}
        {complaint.kind === 'complaint_resolved' ? <Text style={text}>{words.notSatisfied}</Text> : null}
        <Button href={`${shop.publicUrl}${pathInLanguage('/grievance', language)}`}>{words.follow}</Button>
        <Text style={small}>{words.ticket(complaint.ticketNumber)}</Text>
      </Layout>
    ),
  };
}
