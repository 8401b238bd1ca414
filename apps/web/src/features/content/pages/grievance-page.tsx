import {
  COMPLAINT_STATUS_LABELS,
  formatComplaintTime,
  type ComplaintBody,
  type ComplaintStatus,
  type TrackedComplaint,
} from '@shop/domain';
import { MessageSquareText, Search, Send } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Form } from '@/components/form';
import { describedBy, FormAlert, FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useShopTerms } from '@/lib/shop-terms';
import { usePageTitle } from '@/lib/use-page-title';
import { useFileComplaint } from '../api/file-complaint';
import { useTrackComplaint } from '../api/track-complaint';
import { PageHero } from '../components/page-hero';

type FieldErrors = Partial<Record<string, string>>;

/** A labelled text box of the page's forms, its error or hint under it. */
function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'text';
}) {
  const aria = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <FormField id={id} label={label} error={error} {...(hint ? { hint } : {})}>
      {multiline ? <Textarea {...aria} className="min-h-32" /> : <Input {...aria} {...input} />}
    </FormField>
  );
}

const problemOf = (error: unknown, fallback: string) =>
  error && !(error instanceof ApiError && error.status === 422) ? errorMessage(error, fallback) : null;
const fieldProblems = (error: unknown): FieldErrors =>
  error instanceof ApiError && error.status === 422 ? fieldErrorsOf(error) : {};

const STATUS_BADGE: Record<ComplaintStatus, 'secondary' | 'highlight' | 'success'> = {
  open: 'secondary',
  acknowledged: 'highlight',
  resolved: 'success',
};

const EMPTY: ComplaintBody = { name: '', email: '', phone: '', orderNumber: '', subject: '', message: '' };

function ComplaintForm() {
  const [body, setBody] = useState<ComplaintBody>(EMPTY);
  const file = useFileComplaint();
  const errors = fieldProblems(file.error);
  const set = (field: keyof ComplaintBody) => (value: string) => setBody({ ...body, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file.isPending) file.mutate(body, { onSuccess: () => setBody(EMPTY) });
  };

  if (file.data) {
    const receipt = file.data;
    return (
      <div role="status" className="grid gap-3 rounded-xl border border-leaf/30 bg-leaf-soft p-5">
        <p className="text-sm text-ink-soft">Your complaint is registered. Your ticket number is</p>
        <p className="font-display text-3xl font-semibold tracking-wide text-ink" data-testid="ticket-number">
          {receipt.ticketNumber}
        </p>
        <p className="text-sm text-ink">
          We will acknowledge it by <strong>{formatComplaintTime(receipt.acknowledgeBy)}</strong> and resolve
          it by <strong>{formatComplaintTime(receipt.resolveBy)}</strong>. We have sent these details to your
          e-mail.
        </p>
        <Button variant="outline" className="justify-self-start" onClick={() => file.reset()}>
          File another complaint
        </Button>
      </div>
    );
  }

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="File a complaint">
      <div className="sm:col-span-2">
        <FormAlert
          message={problemOf(file.error, 'We could not register the complaint. Please try again.')}
        />
      </div>
      <TextField
        id="complaint-name"
        label="Your name"
        autoComplete="name"
        value={body.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        id="complaint-email"
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={body.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        id="complaint-phone"
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={body.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <TextField
        id="complaint-order"
        label="Order number (if any)"
        value={body.orderNumber ?? ''}
        onChange={set('orderNumber')}
        error={errors.orderNumber}
      />
      <div className="sm:col-span-2">
        <TextField
          id="complaint-subject"
          label="Subject"
          value={body.subject}
          onChange={set('subject')}
          error={errors.subject}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          id="complaint-message"
          label="What happened"
          multiline
          value={body.message}
          onChange={set('message')}
          error={errors.message}
          hint="Tell us what went wrong and what you would like us to do."
        />
      </div>
      <Button
        type="submit"
        size="lg"
        className="sm:col-span-2 sm:justify-self-start"
        disabled={file.isPending}
      >
        <Send className="size-4" /> {file.isPending ? 'Sending…' : 'Send complaint'}
      </Button>
    </Form>
  );
}

function TrackedComplaintView({ complaint }: { complaint: TrackedComplaint }) {
  return (
    <section
      aria-label={`Complaint ${complaint.ticketNumber}`}
      className="grid gap-3 rounded-xl border border-line bg-card p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          {complaint.ticketNumber}: {complaint.subject}
        </p>
        <Badge variant={STATUS_BADGE[complaint.status]}>{COMPLAINT_STATUS_LABELS[complaint.status]}</Badge>
      </div>
      <p className="text-sm text-muted">
        Received {formatComplaintTime(complaint.createdAt)}.{' '}
        {complaint.status === 'resolved' && complaint.resolvedAt
          ? `Resolved ${formatComplaintTime(complaint.resolvedAt)}.`
          : `To be resolved by ${formatComplaintTime(complaint.resolveBy)}.`}
      </p>
      {complaint.replies.length === 0 ? (
        <p className="text-sm text-ink-soft">No reply yet: our grievance officer will write to you soon.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Replies">
          {complaint.replies.map((reply) => (
            <li key={reply.createdAt} className="rounded-lg bg-sand/60 p-3 text-sm">
              <p className="text-xs text-muted">{formatComplaintTime(reply.createdAt)}</p>
              <p className="mt-1 whitespace-pre-line text-ink">{reply.message}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function TrackForm() {
  const [ticketNumber, setTicketNumber] = useState('');
  const [email, setEmail] = useState('');
  const track = useTrackComplaint();
  const errors = fieldProblems(track.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!track.isPending) track.mutate({ ticketNumber, email });
  };
  return (
    <div className="grid gap-4">
      <Form onSubmit={submit} noValidate className="grid gap-4" aria-label="Track your complaint">
        <FormAlert
          message={problemOf(track.error, 'We could not look the complaint up. Please try again.')}
        />
        <TextField
          id="track-ticket"
          label="Ticket number"
          value={ticketNumber}
          onChange={setTicketNumber}
          error={errors.ticketNumber}
          hint="Like GRV-2611-0007, from your acknowledgement mail"
        />
        <TextField
          id="track-email"
          label="E-mail used for the complaint"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <Button type="submit" variant="outline" disabled={track.isPending} className="justify-self-start">
          <Search className="size-4" /> {track.isPending ? 'Looking up…' : 'Track complaint'}
        </Button>
      </Form>
      {track.data && <TrackedComplaintView complaint={track.data} />}
    </div>
  );
}

/**
 * The grievance officer and the complaint desk (Consumer Protection (E-Commerce) Rules, 2020;
 * decision 048): who the shop is, how to reach it, a complaint form and a way to follow one.
 */
export function GrievancePage() {
  usePageTitle('Grievance Redressal');
  const terms = useShopTerms();
  return (
    <>
      <PageHero eyebrow="Help" title="Grievance Redressal">
        Something went wrong? Tell our grievance officer. Every complaint gets a ticket number, an
        acknowledgement within 48 hours and a resolution within one month.
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-5 py-10 sm:px-6 lg:grid-cols-[1fr_1.6fr]">
        <div className="grid content-start gap-6">
          {terms && (
            <Card>
              <CardHeader>
                <CardTitle>Grievance officer</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-1 text-sm text-ink">
                <p className="font-semibold" data-testid="grievance-officer">
                  {terms.grievanceOfficer.name}
                </p>
                <p className="text-ink-soft">{terms.grievanceOfficer.designation}</p>
                <a
                  className="break-all text-accent underline-offset-2 hover:underline"
                  href={`mailto:${terms.grievanceOfficer.email}`}
                >
                  {terms.grievanceOfficer.email}
                </a>
                <a
                  className="text-accent underline-offset-2 hover:underline"
                  href={`tel:${terms.grievanceOfficer.phone.replace(/[^\d+]/g, '')}`}
                >
                  {terms.grievanceOfficer.phone}
                </a>
              </CardContent>
            </Card>
          )}
          {terms && (
            <Card>
              <CardHeader>
                <CardTitle>The seller</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-1 text-sm text-ink">
                <p className="font-semibold">{terms.legalName}</p>
                <address className="not-italic text-ink-soft">
                  {terms.addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
                <p className="mt-2 font-semibold">Customer care</p>
                <a
                  className="break-all text-accent underline-offset-2 hover:underline"
                  href={`mailto:${terms.customerCare.email}`}
                >
                  {terms.customerCare.email}
                </a>
                {terms.customerCare.phones.map((phone) => (
                  <a
                    key={phone}
                    className="text-accent underline-offset-2 hover:underline"
                    href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                  >
                    {phone}
                  </a>
                ))}
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Search aria-hidden="true" className="size-5 text-accent" /> Track your complaint
              </CardTitle>
            </CardHeader>
            <CardContent>
              <TrackForm />
            </CardContent>
          </Card>
        </div>
        <Card className="content-start">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <MessageSquareText aria-hidden="true" className="size-5 text-accent" /> File a complaint
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ComplaintForm />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
