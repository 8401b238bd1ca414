import { Trans } from '@lingui/react';
import { formatComplaintTime, type ComplaintStatus, type TrackedComplaint } from '@shop/domain';
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
import type { MessageId } from '@/lib/i18n/catalogue';
import { useT } from '@/lib/i18n/i18n';
import { useLanguage } from '@/lib/language';
import { useShopTerms } from '@/lib/shop-terms';
import { usePageTitle } from '@/lib/use-page-title';
import { useFileComplaint, type ComplaintFields } from '../api/file-complaint';
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

const STATUS_WORDS: Record<ComplaintStatus, MessageId> = {
  open: 'grievance.status.open',
  acknowledged: 'grievance.status.acknowledged',
  resolved: 'grievance.status.resolved',
};

/** A complaint's times as its mails write them ("30 November 2026 at 9:15 pm", India time), in the page's language. */
function useComplaintTime(): (value: string) => string {
  // As the complaint's mails write it (India time; "30 नवंबर 2026, 21:15 बजे" on a Hindi page).
  const language = useLanguage();
  return (value) => formatComplaintTime(value, language);
}

const EMPTY: ComplaintFields = { name: '', email: '', phone: '', orderNumber: '', subject: '', message: '' };

function ComplaintForm() {
  const t = useT();
  const time = useComplaintTime();
  const [body, setBody] = useState<ComplaintFields>(EMPTY);
  const file = useFileComplaint();
  const errors = fieldProblems(file.error);
  const set = (field: keyof ComplaintFields) => (value: string) => setBody({ ...body, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file.isPending) file.mutate(body, { onSuccess: () => setBody(EMPTY) });
  };

  if (file.data) {
    const receipt = file.data;
    return (
      <div role="status" className="grid gap-3 rounded-xl border border-leaf/30 bg-leaf-soft p-5">
        <p className="text-sm text-ink-soft">{t('grievance.registered')}</p>
        <p className="font-display text-3xl font-semibold tracking-wide text-ink" data-testid="ticket-number">
          {receipt.ticketNumber}
        </p>
        <p className="text-sm text-ink">
          <Trans
            id="grievance.deadlines"
            values={{ acknowledgeBy: time(receipt.acknowledgeBy), resolveBy: time(receipt.resolveBy) }}
            components={{ 0: <strong />, 1: <strong /> }}
          />
        </p>
        <Button variant="outline" className="justify-self-start" onClick={() => file.reset()}>
          {t('grievance.fileAnother')}
        </Button>
      </div>
    );
  }

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t('grievance.file')}>
      <div className="sm:col-span-2">
        <FormAlert message={problemOf(file.error, t('grievance.fileFailed'))} />
      </div>
      <TextField
        id="complaint-name"
        label={t('grievance.yourName')}
        autoComplete="name"
        value={body.name}
        onChange={set('name')}
        error={errors.name}
      />
      <TextField
        id="complaint-email"
        label={t('grievance.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={body.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        id="complaint-phone"
        label={t('contact.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={body.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <TextField
        id="complaint-order"
        label={t('grievance.orderNumber')}
        value={body.orderNumber ?? ''}
        onChange={set('orderNumber')}
        error={errors.orderNumber}
      />
      <div className="sm:col-span-2">
        <TextField
          id="complaint-subject"
          label={t('contact.subject')}
          value={body.subject}
          onChange={set('subject')}
          error={errors.subject}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          id="complaint-message"
          label={t('grievance.whatHappened')}
          multiline
          value={body.message}
          onChange={set('message')}
          error={errors.message}
          hint={t('grievance.whatHappenedHint')}
        />
      </div>
      <Button
        type="submit"
        size="lg"
        className="sm:col-span-2 sm:justify-self-start"
        disabled={file.isPending}
      >
        <Send className="size-4" /> {file.isPending ? t('return.form.sending') : t('grievance.send')}
      </Button>
    </Form>
  );
}

function TrackedComplaintView({ complaint }: { complaint: TrackedComplaint }) {
  const t = useT();
  const time = useComplaintTime();
  return (
    <section
      aria-label={t('grievance.complaint', { ticket: complaint.ticketNumber })}
      className="grid gap-3 rounded-xl border border-line bg-card p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          {complaint.ticketNumber}: {complaint.subject}
        </p>
        <Badge variant={STATUS_BADGE[complaint.status]}>{t(STATUS_WORDS[complaint.status])}</Badge>
      </div>
      <p className="text-sm text-muted">
        {t('grievance.received', { time: time(complaint.createdAt) })}{' '}
        {complaint.status === 'resolved' && complaint.resolvedAt
          ? t('grievance.resolvedAt', { time: time(complaint.resolvedAt) })
          : t('grievance.resolveBy', { time: time(complaint.resolveBy) })}
      </p>
      {complaint.replies.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('grievance.noReply')}</p>
      ) : (
        <ol className="grid gap-2" aria-label={t('grievance.replies')}>
          {complaint.replies.map((reply) => (
            <li key={reply.createdAt} className="rounded-lg bg-sand/60 p-3 text-sm">
              <p className="text-xs text-muted">{time(reply.createdAt)}</p>
              <p className="mt-1 whitespace-pre-line text-ink">{reply.message}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function TrackForm() {
  const t = useT();
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
      <Form onSubmit={submit} noValidate className="grid gap-4" aria-label={t('grievance.track')}>
        <FormAlert message={problemOf(track.error, t('grievance.trackFailed'))} />
        <TextField
          id="track-ticket"
          label={t('grievance.ticketNumber')}
          value={ticketNumber}
          onChange={setTicketNumber}
          error={errors.ticketNumber}
          hint={t('grievance.ticketHint')}
        />
        <TextField
          id="track-email"
          label={t('grievance.trackEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <Button type="submit" variant="outline" disabled={track.isPending} className="justify-self-start">
          <Search className="size-4" />{' '}
          {track.isPending ? t('grievance.lookingUp') : t('grievance.trackSubmit')}
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
  const t = useT();
  usePageTitle(t('grievance.title'));
  const terms = useShopTerms();
  return (
    <>
      <PageHero eyebrow={t('content.help')} title={t('grievance.title')}>
        {t('grievance.intro')}
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-8 px-5 py-10 sm:px-6 lg:grid-cols-[1fr_1.6fr]">
        <div className="grid content-start gap-6">
          {terms && (
            <Card>
              <CardHeader>
                <CardTitle>{t('grievance.officer')}</CardTitle>
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
                <CardTitle>{t('grievance.seller')}</CardTitle>
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
                <p className="mt-2 font-semibold">{t('grievance.customerCare')}</p>
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
                <Search aria-hidden="true" className="size-5 text-accent" /> {t('grievance.track')}
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
              <MessageSquareText aria-hidden="true" className="size-5 text-accent" /> {t('grievance.file')}
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
