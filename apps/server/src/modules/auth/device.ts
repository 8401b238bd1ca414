import Bowser from 'bowser';

const UNKNOWN_DEVICE = 'Unknown device';

/**
 * What a person reads for one of their sessions (issue 29): 'Chrome on Android', 'Safari on iPhone',
 * 'Microsoft Edge on Windows'. Read from the user agent with bowser (decision 067); a missing or
 * unreadable one is 'Unknown device'.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_DEVICE;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const system = platform.model === 'iPhone' || platform.model === 'iPad' ? platform.model : os.name;
  if (browser.name && system) return `${browser.name} on ${system}`;
  return browser.name || system || UNKNOWN_DEVICE;
}
