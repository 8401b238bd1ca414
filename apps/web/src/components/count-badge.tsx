/** The small number on the navbar's wishlist and cart icons. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-0.5 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-marigold px-1 text-[11px] leading-none font-bold text-ink ring-2 ring-ivory"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
