import { useEffect, useState } from 'react';

/** Milliseconds until `dueBy` (never below 0), ticking every second; null without a due time. */
export function useTimeLeft(dueBy: string | null): number | null {
  const due = dueBy ? Date.parse(dueBy) : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (due === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [due]);
  return due === null ? null : Math.max(0, due - now);
}

/** "29:05": minutes and seconds. */
export function minutesAndSeconds(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
