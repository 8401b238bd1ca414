import { pathInLanguage } from '@shop/domain';
import { FileDown, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from '@/lib/router';
import type { MessageId } from '@/lib/i18n/catalogue';
import { useT } from '@/lib/i18n/i18n';
import { useLanguage } from '@/lib/language';
import { useShopInfo } from '@/lib/shop-info';
import { useShopTerms } from '@/lib/shop-terms';

const QUICK_LINKS: { to: string; label: MessageId }[] = [
  { to: '/jewelry', label: 'nav.jewelry' },
  { to: '/clothing', label: 'nav.clothing' },
  { to: '/accessories', label: 'nav.accessories' },
  { to: '/about', label: 'footer.ourStory' },
  { to: '/contact', label: 'nav.contact' },
];

const SUPPORT_LINKS: { to: string; label: MessageId }[] = [
  { to: '/faq', label: 'footer.faq' },
  { to: '/shipping', label: 'footer.shipping' },
  { to: '/returns', label: 'footer.returns' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
  // Anyone can follow an order by its number and mobile (decision 040); account holders also see /orders.
  { to: '/track', label: 'footer.track' },
  // The grievance officer and the complaint desk (decision 048).
  { to: '/grievance', label: 'footer.grievance' },
];

const linkClass =
  'inline-flex min-h-11 items-center text-sm sm:min-h-9 text-ivory/80 transition-colors hover:text-marigold';

// eslint-disable-next-line lingui/no-unlocalized-strings -- brand names read the same in every language
const SOCIAL_NAMES = { instagram: 'Instagram', facebook: 'Facebook', youtube: 'YouTube' } as const;

/** The shop's pages elsewhere, as the owner gave them in Shop Settings; nothing when none. */
function SocialLinks({ social }: { social: Record<keyof typeof SOCIAL_NAMES, string> }) {
  const links = (Object.keys(SOCIAL_NAMES) as (keyof typeof SOCIAL_NAMES)[]).filter((key) => social[key]);
  if (links.length === 0) return null;
  return (
    <p className="mt-4 flex flex-wrap gap-x-4 text-sm">
      {links.map((key) => (
        <a key={key} href={social[key]} rel="noopener noreferrer" target="_blank" className={linkClass}>
          {SOCIAL_NAMES[key]}
        </a>
      ))}
    </p>
  );
}

export function Footer() {
  const shop = useShopInfo();
  const terms = useShopTerms();
  const t = useT();
  const language = useLanguage();
  return (
    <footer className="mt-20 bg-[#2b2118] text-ivory">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          {shop.logoUrl ? (
            // On the dark footer the logo sits on a light card, as it was drawn for a light page.
            <span className="inline-flex rounded-lg bg-ivory px-3 py-2">
              <img src={shop.logoUrl} alt={shop.name} className="h-10 w-auto max-w-48 object-contain" />
            </span>
          ) : (
            <p className="font-display text-2xl font-semibold">{shop.name}</p>
          )}
          {shop.tagline && (
            <p className="mt-3 max-w-xs text-sm leading-relaxed text-ivory/75">
              {/* The owner's line, ended as the page's language ends a sentence (. or ।). */}
              {t('footer.tagline', { tagline: shop.tagline.replace(/[.।]\s*$/, '') })}
            </p>
          )}
          <SocialLinks social={shop.social} />
          <p className="mt-4 text-sm text-ivory/75">{t('footer.cod')}</p>
          {terms && (
            <p className="mt-4 text-sm text-ivory/75" data-testid="footer-grievance-officer">
              {t('footer.soldBy', {
                legalName: terms.legalName,
                name: terms.grievanceOfficer.name,
                designation: terms.grievanceOfficer.designation,
              })}{' '}
              <a
                className="break-all underline hover:text-marigold"
                href={`mailto:${terms.grievanceOfficer.email}`}
              >
                {terms.grievanceOfficer.email}
              </a>
              , {terms.grievanceOfficer.phone}.
            </p>
          )}
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-marigold uppercase">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-3 grid gap-0.5">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.support')}>
          <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-marigold uppercase">
            {t('footer.support')}
          </h2>
          <ul className="mt-3 grid gap-0.5">
            {SUPPORT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              {/* A file, not a route: outside the router's /hi basename, so it names its language. */}
              <a href={pathInLanguage('/terms.pdf', language)} className={`${linkClass} gap-1.5`}>
                <FileDown aria-hidden="true" className="size-4" /> {t('footer.termsPdf')}
              </a>
            </li>
          </ul>
        </nav>
        <address className="not-italic">
          <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-marigold uppercase">
            {t('footer.visitOrCall')}
          </h2>
          <ul className="mt-3 grid gap-3 text-sm text-ivory/80">
            <li className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-marigold" />
              <span>{shop.addressLines.join(', ')}</span>
            </li>
            {shop.phones.map((phone) => (
              <li key={phone}>
                <a
                  href={`tel:${phone.replace(/\s/g, '')}`}
                  className="flex min-h-11 items-center gap-2.5 sm:min-h-6 hover:text-marigold"
                >
                  <Phone aria-hidden="true" className="size-4 shrink-0 text-marigold" />
                  {phone}
                </a>
              </li>
            ))}
            <li>
              <a
                href={`mailto:${shop.email}`}
                className="flex min-h-11 items-center gap-2.5 sm:min-h-6 break-all hover:text-marigold"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0 text-marigold" />
                {shop.email}
              </a>
            </li>
          </ul>
        </address>
      </div>
      <div className="border-t border-ivory/10">
        <p className="mx-auto max-w-7xl px-5 py-5 text-xs text-ivory/65 sm:px-6">
          {t('footer.rights', { year: new Date().getFullYear(), shop: shop.name })}
        </p>
      </div>
    </footer>
  );
}
