import type { ReactNode } from 'react';

/** The calm heading band every content page opens with. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-line bg-sand/70">
      <div className="mx-auto max-w-5xl px-5 py-12 sm:px-6 sm:py-16">
        <p className="text-xs font-semibold tracking-[0.18em] text-accent uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-4xl font-semibold text-ink sm:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-lg text-ink-soft">{children}</div>}
      </div>
    </section>
  );
}
