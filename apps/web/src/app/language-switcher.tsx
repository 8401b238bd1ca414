import { pathInLanguage, type Language } from '@shop/domain';
import { Languages } from 'lucide-react';
import { useLocation } from '@/lib/router';
import { cn } from '@/lib/cn';
import { rememberLanguage, useLanguage } from '@/lib/language';

/**
 * The other language, its name written in it: a Hindi reader on an English page looks for
 * "हिन्दी", so the name is not the page's word for it and is not in the page's catalogue.
 */
const OFFERED: Record<Language, { language: Language; name: string }> = {
  en: { language: 'hi', name: 'हिन्दी' },

  hi: { language: 'en', name: 'English' },
};

/**
 * The same page in the other language (issue 28). A plain link, loaded whole: the page comes
 * server-rendered in its language, and the choice is remembered for bare addresses.
 */
export function LanguageSwitcher({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { pathname, search, hash } = useLocation();
  const { language, name } = OFFERED[useLanguage()];
  return (
    <a
      href={pathInLanguage(`${pathname}${search}${hash}`, language)}
      hrefLang={language}
      lang={language}
      onClick={() => {
        rememberLanguage(language);
        onNavigate?.();
      }}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:bg-sand hover:text-ink',
        className,
      )}
      data-testid="language-switcher"
    >
      <Languages aria-hidden className="size-4" />
      {/* "हिन्दी" in a 5 KB cut of its own (lib/webfonts.ts): the shop's Devanagari webfont (121 KB) is
          for Hindi pages, and would otherwise be fetched by every English page for this one word. */}
      <span style={{ fontFamily: "'Hindi Label', system-ui, sans-serif" }}>{name}</span>
    </a>
  );
}
