import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';

/**
 * The shop's logo when the owner uploaded one (Shop Settings, issue 26); otherwise its name set in
 * the display serif, with a small marigold bindi.
 */
export function BrandMark({
  name,
  logoUrl,
  className,
  onClick,
}: {
  name: string;
  logoUrl?: string | null | undefined;
  className?: string;
  onClick?: () => void;
}) {
  if (logoUrl) {
    return (
      <Link to="/" onClick={onClick} className={cn('inline-flex items-center', className)}>
        <img src={logoUrl} alt={name} className="h-9 w-auto max-w-40 object-contain sm:h-10 sm:max-w-52" />
      </Link>
    );
  }
  const [first, ...rest] = name.split(' ');
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn('group inline-flex items-baseline gap-1.5 whitespace-nowrap', className)}
    >
      <span
        aria-hidden="true"
        className="size-2.5 translate-y-[-0.15em] rounded-full bg-marigold ring-4 ring-marigold-soft"
      />
      <span className="font-display text-[1.4rem] leading-none font-semibold tracking-tight text-ink">
        {first}
      </span>
      {rest.length > 0 && (
        <span className="font-display text-[1.4rem] leading-none font-light text-accent italic">
          {rest.join(' ')}
        </span>
      )}
    </Link>
  );
}
