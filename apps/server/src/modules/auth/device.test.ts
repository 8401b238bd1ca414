import { describe, expect, it } from 'vitest';
import { describeDevice } from './device.js';

describe('the device a session is shown as', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0',
      'Microsoft Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0',
      'Firefox on macOS',
    ],
  ])('reads %s as %s', (userAgent, device) => {
    expect(describeDevice(userAgent)).toBe(device);
  });

  it('says "Unknown device" for a missing or unreadable user agent', () => {
    expect(describeDevice(undefined)).toBe('Unknown device');
    expect(describeDevice('   ')).toBe('Unknown device');
    expect(describeDevice('lightMyRequest')).toBe('Unknown device');
  });
});
