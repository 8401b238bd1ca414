import type { ShopSettings } from '@shop/domain';
import { useId } from 'react';
import { HindiField } from '@/components/hindi-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { SectionProps } from '../lib/settings-draft';
import { TextAreaSetting, TextSetting } from './text-setting';

type Shop = ShopSettings['shop'];

type ShopHindi = Shop['translations']['hi'];

/**
 * Who the shop is to its shoppers (issue 26): the header, footer, pages, mails and WhatsApp links say
 * it. The tagline and hours have their Hindi beside them, for the Hindi pages (decision 075).
 */
export function ShopIdentitySection({ draft, errors, onChange }: SectionProps) {
  const id = useId();
  const shop = (patch: Partial<Shop>) => onChange({ shop: { ...draft.shop, ...patch } });
  const social = (patch: Partial<Shop['social']>) => shop({ social: { ...draft.shop.social, ...patch } });
  const hours = (patch: Partial<Shop['hours']>) => shop({ hours: { ...draft.shop.hours, ...patch } });
  const hindi = (field: keyof ShopHindi) => ({
    id: `${id}-${field}-hi`,
    value: draft.shop.translations.hi[field] ?? '',
    error: errors[`shop.translations.hi.${field}`],
    onChange: (text: string) =>
      shop({ translations: { hi: { ...draft.shop.translations.hi, [field]: text } } }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your shop</CardTitle>
        <CardDescription>
          How shoppers see and reach you: on every page, in every mail, and on the WhatsApp button.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <TextSetting
          label="Shop name"
          autoComplete="organization"
          value={draft.shop.name}
          error={errors['shop.name']}
          onChange={(event) => shop({ name: event.target.value })}
        />
        <TextSetting
          label="Customer-care e-mail"
          type="email"
          autoComplete="email"
          value={draft.shop.email}
          error={errors['shop.email']}
          onChange={(event) => shop({ email: event.target.value })}
        />
        <TextSetting
          label="Tagline"
          value={draft.shop.tagline}
          error={errors['shop.tagline']}
          hint="A short line under your name. May be left empty."
          onChange={(event) => shop({ tagline: event.target.value })}
        />
        <HindiField {...hindi('tagline')} label="Tagline in Hindi" />
        <TextSetting
          label="WhatsApp number"
          type="tel"
          inputMode="tel"
          value={draft.shop.whatsapp}
          error={errors['shop.whatsapp']}
          hint="With the country code, for example +91 98765 43210."
          onChange={(event) => shop({ whatsapp: event.target.value })}
        />
        <TextAreaSetting
          label="Customer-care phone numbers"
          rows={2}
          value={draft.phonesText}
          error={errors['shop.phones']}
          hint="One number per line, up to 3."
          onChange={(event) => onChange({ phonesText: event.target.value })}
        />
        <TextSetting
          label="Opening hours"
          value={draft.shop.hours.weekdays}
          error={errors['shop.hours.weekdays']}
          hint="For example: Mon-Sat 10:00 AM-7:00 PM"
          onChange={(event) => hours({ weekdays: event.target.value })}
        />
        <HindiField {...hindi('weekdayHours')} label="Opening hours in Hindi" />
        <TextSetting
          label="Sunday hours"
          value={draft.shop.hours.sunday}
          error={errors['shop.hours.sunday']}
          hint="For example: Sunday by appointment"
          onChange={(event) => hours({ sunday: event.target.value })}
        />
        <HindiField {...hindi('sundayHours')} label="Sunday hours in Hindi" />
        <TextSetting
          label="Your shop's web address"
          className="sm:col-span-2"
          type="url"
          inputMode="url"
          placeholder="https://www.yourshop.in"
          value={draft.shop.publicUrl}
          error={errors['shop.publicUrl']}
          hint="Links in mails and in search results point here. Leave empty while the shop is not online yet."
          onChange={(event) => shop({ publicUrl: event.target.value })}
        />
        <TextSetting
          label="Instagram page"
          type="url"
          inputMode="url"
          placeholder="https://instagram.com/yourshop"
          value={draft.shop.social.instagram}
          error={errors['shop.social.instagram']}
          onChange={(event) => social({ instagram: event.target.value })}
        />
        <TextSetting
          label="Facebook page"
          type="url"
          inputMode="url"
          placeholder="https://facebook.com/yourshop"
          value={draft.shop.social.facebook}
          error={errors['shop.social.facebook']}
          onChange={(event) => social({ facebook: event.target.value })}
        />
        <TextSetting
          label="YouTube channel"
          type="url"
          inputMode="url"
          placeholder="https://youtube.com/@yourshop"
          value={draft.shop.social.youtube}
          error={errors['shop.social.youtube']}
          hint="Leave any of these empty if you have none."
          onChange={(event) => social({ youtube: event.target.value })}
        />
      </CardContent>
    </Card>
  );
}
