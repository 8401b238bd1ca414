import { useT } from '@/lib/i18n/i18n';

/**
 * The hero's illustration: a jharokha arch framing a pair of jhumkas and a bangle stack, drawn in the
 * shop palette so the first screen needs no photo download.
 */
export function HeroArt() {
  const t = useT();
  return (
    <div
      className="relative mx-auto w-full max-w-[15rem] sm:max-w-[20rem] md:max-w-[26rem]"
      aria-hidden="true"
    >
      <svg viewBox="0 0 400 460" className="h-auto w-full drop-shadow-[0_24px_40px_rgba(43,33,24,0.18)]">
        <defs>
          <linearGradient id="hero-arch" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#a4452a" />
            <stop offset="1" stopColor="#86361f" />
          </linearGradient>
          <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f9d27a" />
            <stop offset="0.5" stopColor="#f5b544" />
            <stop offset="1" stopColor="#c98a1c" />
          </linearGradient>
          <pattern id="hero-dots" width="14" height="14" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.2" fill="#f3eadb" opacity="0.25" />
          </pattern>
        </defs>
        <path d="M40 460V190C40 95 112 20 200 20s160 75 160 170v270Z" fill="url(#hero-arch)" />
        <path d="M40 460V190C40 95 112 20 200 20s160 75 160 170v270Z" fill="url(#hero-dots)" />
        <path
          d="M62 460V194c0-80 62-146 138-146s138 66 138 146v266"
          fill="none"
          stroke="#f5b544"
          strokeWidth="2"
          opacity="0.7"
        />
        {[130, 270].map((x, index) => (
          <g key={x} transform={`translate(${x} ${index === 0 ? 92 : 112})`}>
            <line x1="0" y1="0" x2="0" y2="34" stroke="url(#hero-gold)" strokeWidth="3" />
            <circle cx="0" cy="0" r="9" fill="url(#hero-gold)" />
            <circle cx="0" cy="0" r="4" fill="#a4452a" />
            <circle cx="0" cy="44" r="13" fill="url(#hero-gold)" />
            <circle cx="0" cy="44" r="6" fill="#2f6b3f" />
            <path d="M-44 118c0-40 20-62 44-62s44 22 44 62Z" fill="url(#hero-gold)" />
            <path d="M-44 118c0-40 20-62 44-62s44 22 44 62" fill="none" stroke="#c98a1c" strokeWidth="2" />
            {[-36, -24, -12, 0, 12, 24, 36].map((dx) => (
              <g key={dx}>
                <line x1={dx} y1="118" x2={dx} y2="134" stroke="#f5b544" strokeWidth="1.5" />
                <circle cx={dx} cy="138" r="4.5" fill={dx % 24 === 0 ? '#fbf7f0' : '#f5b544'} />
              </g>
            ))}
            <path
              d="M-30 100h60"
              stroke="#86361f"
              strokeWidth="2"
              strokeDasharray="2 5"
              strokeLinecap="round"
            />
          </g>
        ))}
        <g transform="translate(200 370)">
          {[0, 1, 2, 3].map((i) => (
            <ellipse
              key={i}
              cx="0"
              cy={-i * 13}
              rx="92"
              ry="26"
              fill="none"
              stroke={i % 2 === 0 ? '#f5b544' : '#fbf7f0'}
              strokeWidth={i % 2 === 0 ? 9 : 5}
            />
          ))}
        </g>
      </svg>
      <div className="absolute -bottom-3 -left-2 rounded-2xl bg-card px-4 py-3 shadow-[var(--shadow-lift)] sm:-left-6">
        <p className="text-xs text-muted">{t('home.heroCod')}</p>
        <p className="font-display text-base font-semibold text-ink">{t('home.heroAcrossIndia')}</p>
      </div>
    </div>
  );
}
