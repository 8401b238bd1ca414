import { mapsSearchLink, whatsappLink } from '@shop/domain';
import { Clock, ExternalLink, Mail, MapPin, MessageCircle, Phone, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Form } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { useShopInfo } from '@/lib/shop-info';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHero } from '../components/page-hero';

const EMPTY_FORM = { fullName: '', email: '', subject: '', message: '' };

export function contactMessage(form: typeof EMPTY_FORM, t: Translate): string {
  return [
    t('contact.message.hello'),
    '',
    t('contact.message.name', { name: form.fullName.trim() }),
    t('contact.message.email', { email: form.email.trim() }),
    t('contact.message.subject', { subject: form.subject.trim() }),
    '',
    form.message.trim(),
  ].join('\n');
}

export function ContactPage() {
  const t = useT();
  usePageTitle(t('nav.contact'));
  const shop = useShopInfo();
  const [form, setForm] = useState(EMPTY_FORM);
  const set = (field: keyof typeof EMPTY_FORM) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a window target and features, not words
    window.open(whatsappLink(shop.whatsappNumber, contactMessage(form, t)), '_blank', 'noopener,noreferrer');
    toast({
      title: t('contact.sent'),
      description: t('contact.sentBody'),
      variant: 'success',
    });
    setForm(EMPTY_FORM);
  }

  const rows = [
    {
      icon: MapPin,
      label: t('contact.studio'),
      content: shop.addressLines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      )),
    },
    {
      icon: Phone,
      label: t('contact.phone'),
      content: shop.phones.map((phone) => (
        <a
          key={phone}
          href={`tel:${phone.replace(/\s/g, '')}`}
          className="block font-medium text-ink hover:text-accent"
        >
          {phone}
        </a>
      )),
    },
    {
      icon: Mail,
      label: t('contact.email'),
      content: (
        <a href={`mailto:${shop.email}`} className="font-medium break-all text-ink hover:text-accent">
          {shop.email}
        </a>
      ),
    },
    // Hours are the owner's to give (Shop Settings); a shop that gave none shows no row.
    ...(shop.hours.weekdays || shop.hours.sunday
      ? [
          {
            icon: Clock,
            label: t('contact.hours'),
            content: (
              <>
                <span className="block">{shop.hours.weekdays}</span>
                <span className="block">{shop.hours.sunday}</span>
              </>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <PageHero eyebrow={t('nav.contact')} title={t('contact.title')}>
        {t('contact.intro')}
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.2fr]">
        <div className="grid content-start gap-6">
          <Card>
            <CardContent className="grid gap-5 pt-5 sm:pt-6">
              {rows.map(({ icon: Icon, label, content }) => (
                <div key={label} className="flex gap-4">
                  <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent-soft text-accent">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="text-sm text-ink-soft">
                    <p className="mb-0.5 font-semibold text-ink">{label}</p>
                    {content}
                  </div>
                </div>
              ))}
              <Button asChild variant="whatsapp" size="lg" className="mt-1">
                <a
                  href={whatsappLink(shop.whatsappNumber, t('contact.whatsappHello', { shop: shop.name }))}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <MessageCircle className="size-5" /> {t('contact.chatWhatsapp')}
                </a>
              </Button>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>{t('contact.findUs')}</CardTitle>
              <CardDescription>{shop.addressLines.join(', ')}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <a href={mapsSearchLink(shop.mapsQuery)} target="_blank" rel="noopener noreferrer">
                  <ExternalLink className="size-4" /> {t('contact.openMaps')}
                </a>
              </Button>
            </CardContent>
          </Card>
        </div>

        <Card>
          <CardHeader>
            <CardTitle>{t('contact.sendUs')}</CardTitle>
            <CardDescription>{t('contact.opensWhatsapp')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Form onSubmit={submit} className="grid gap-4">
              <div className="grid gap-1.5">
                <Label htmlFor="contact-name">{t('contact.fullName')}</Label>
                <Input
                  id="contact-name"
                  name="fullName"
                  autoComplete="name"
                  required
                  value={form.fullName}
                  onChange={(e) => set('fullName')(e.target.value)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="contact-email">{t('contact.emailAddress')}</Label>
                <Input
                  id="contact-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={form.email}
                  onChange={(e) => set('email')(e.target.value)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="contact-subject">{t('contact.subject')}</Label>
                <Input
                  id="contact-subject"
                  name="subject"
                  required
                  value={form.subject}
                  onChange={(e) => set('subject')(e.target.value)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="contact-message">{t('contact.messageLabel')}</Label>
                <Textarea
                  id="contact-message"
                  name="message"
                  rows={5}
                  required
                  value={form.message}
                  onChange={(e) => set('message')(e.target.value)}
                />
              </div>
              <Button type="submit" size="lg">
                <Send className="size-4" /> {t('contact.send')}
              </Button>
              <p className="text-sm text-muted">
                {t('contact.replyWithin', { phone: shop.phones[0] ?? '' })}
              </p>
            </Form>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
