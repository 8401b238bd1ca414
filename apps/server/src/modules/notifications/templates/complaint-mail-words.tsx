import type { ReactNode } from 'react';
import type { Language } from '@shop/domain';

type ComplaintMailKind = 'complaint_received' | 'complaint_reply' | 'complaint_resolved';

/**
 * The words of a customer's complaint mails in each storefront language (issue 28), as
 * order-mail-words.ts: a complaint filed from the Hindi grievance page is answered in Hindi. The
 * ticket, subject and dates come in as they are shown; the dates are already in the language.
 */
export interface ComplaintMailWords {
  headings: Record<ComplaintMailKind, string>;
  subject: (title: string, ticket: string) => string;
  preview: (ticket: string, subject: string) => string;
  intro: (name: string, ticket: ReactNode, subject: string) => ReactNode;
  deadlines: (acknowledgeBy: string, resolveBy: string) => string;
  notSatisfied: string;
  follow: string;
  ticket: (ticket: string) => string;
}

export const COMPLAINT_MAIL_WORDS: Record<Language, ComplaintMailWords> = {
  en: {
    headings: {
      complaint_received: 'We have received your complaint',
      complaint_reply: 'A reply to your complaint',
      complaint_resolved: 'Your complaint is resolved',
    },
    subject: (title, ticket) => `${title} (${ticket})`,
    preview: (ticket, subject) => `Ticket ${ticket}: ${subject}`,
    intro: (name, ticket, subject) => (
      <>
        Namaste {name}, this is about your complaint {ticket}, “{subject}”.
      </>
    ),
    deadlines: (acknowledgeBy, resolveBy) =>
      `Our grievance officer will acknowledge it by ${acknowledgeBy} and resolve it by ${resolveBy}. Keep the ticket number: you can quote it on the phone, and follow the complaint with it and this e-mail address.`,
    notSatisfied:
      'If you are not satisfied, reply to this mail or write to us again quoting the ticket number.',
    follow: 'Follow my complaint',
    ticket: (ticket) => `Ticket ${ticket}`,
  },
  hi: {
    headings: {
      complaint_received: 'आपकी शिकायत हमें मिल गई है',
      complaint_reply: 'आपकी शिकायत पर हमारा जवाब',
      complaint_resolved: 'आपकी शिकायत सुलझा दी गई है',
    },
    subject: (title, ticket) => `${title} (${ticket})`,
    preview: (ticket, subject) => `टिकट ${ticket}: ${subject}`,
    intro: (name, ticket, subject) => (
      <>
        नमस्ते {name}, यह आपकी शिकायत {ticket} (“{subject}”) के बारे में है।
      </>
    ),
    deadlines: (acknowledgeBy, resolveBy) =>
      `हमारे शिकायत अधिकारी ${acknowledgeBy} तक आपकी शिकायत मिलने की पुष्टि करेंगे और ${resolveBy} तक उसका समाधान कर देंगे। टिकट नंबर संभालकर रखें: फ़ोन पर बात करते समय आप इसे बता सकते हैं, और इसी नंबर व इस ई-मेल पते से अपनी शिकायत ट्रैक कर सकते हैं।`,
    notSatisfied: 'अगर आप समाधान से संतुष्ट नहीं हैं, तो इस मेल का जवाब दें या टिकट नंबर के साथ हमें फिर से लिखें।',
    follow: 'अपनी शिकायत ट्रैक करें',
    ticket: (ticket) => `टिकट ${ticket}`,
  },
};
