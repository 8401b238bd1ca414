/** '28 Nov 2026, 3:05 pm': a moment as the shop's staff and shoppers in India read it. */
const INDIA_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export const indiaTime = (when: Date): string => INDIA_TIME.format(when);
