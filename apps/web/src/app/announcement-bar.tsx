import { X } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { useT } from '@/lib/i18n/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { useStorefrontHome } from '@/lib/storefront-home';

const DISMISSED_KEY = 'announcement-dismissed';

/** The text a shopper closed, for this visit (session storage), so a new announcement shows again. */
function readDismissed(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function writeDismissed(text: string): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, text);
  } catch {
    // Storage unavailable: the bar stays closed until the page is reloaded.
  }
}

/** The owner's announcement above the header ("Free delivery above ₹1,500"), closable for the visit. */
export function AnnouncementBar() {
  const { data } = useStorefrontHome();
  const hydrated = useHydrated();
  const t = useT();
  const [closed, setClosed] = useState(false);
  const announcement = data?.announcement;
  if (!announcement?.enabled || !announcement.text) return null;
  // The server cannot know what this visitor closed: it renders the bar, the browser hides it after.
  if (closed || (hydrated && readDismissed() === announcement.text)) return null;

  const { text, href } = announcement;
  const linkClass = 'underline decoration-marigold/70 underline-offset-2 hover:text-marigold';
  return (
    <div role="region" aria-label={t('announcement.label')} className="bg-ink text-ivory">
      <div className="mx-auto flex min-h-10 max-w-7xl items-center gap-2 px-3 py-1.5 text-sm sm:px-6">
        <p className="flex-1 text-center">
          {href === '' ? (
            text
          ) : href.startsWith('/') ? (
            <Link to={href} className={linkClass}>
              {text}
            </Link>
          ) : (
            <a href={href} rel="noopener nofollow" className={linkClass}>
              {text}
            </a>
          )}
        </p>
        <button
          type="button"
          aria-label={t('announcement.close')}
          className="grid size-8 shrink-0 place-items-center rounded-full text-ivory/80 hover:bg-ivory/10 hover:text-ivory"
          onClick={() => {
            writeDismissed(text);
            setClosed(true);
          }}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
