import type { DeviceType } from '@thisoneforfree/contracts';

/**
 * What a person recognises of a User-Agent header in a list of their
 * sessions: the browser with its major version, the system, and whether it
 * is a phone, a tablet or a computer. A small table of the browsers and
 * systems in use, not a full parser: anything else reads "Unknown browser"
 * or "Unknown system", which is still true.
 */
export interface DeviceDescription {
  browser: string;
  os: string;
  deviceType: DeviceType;
}

/**
 * Browsers in the order they must be tested: most User-Agents name several
 * (Edge says Chrome and Safari too, Chrome says Safari), so the more specific
 * comes first. The first group captures the major version.
 */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Vivaldi', /\bVivaldi\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chromium', /\bChromium\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
  ['curl', /^curl\/(\d+)/],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['iPadOS', /\biPad\b/],
  ['iOS', /\b(?:iPhone|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

function browserOf(userAgent: string): string {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return match[1] ? `${name} ${match[1]}` : name;
  }
  return 'Unknown browser';
}

function systemOf(userAgent: string): string {
  for (const [name, pattern] of SYSTEMS) {
    if (!pattern.test(userAgent)) continue;
    if (name === 'Android') {
      const version = /\bAndroid (\d+)/.exec(userAgent)?.[1];
      return version ? `Android ${version}` : name;
    }
    return name;
  }
  return 'Unknown system';
}

function deviceTypeOf(userAgent: string, os: string): DeviceType {
  if (os === 'iPadOS' || /\bTablet\b/i.test(userAgent)) return 'tablet';
  // Android tablets leave "Mobile" out of their User-Agent; phones put it in.
  if (os.startsWith('Android')) return /\bMobile\b/.test(userAgent) ? 'phone' : 'tablet';
  if (os === 'iOS' || /\bMobi/.test(userAgent)) return 'phone';
  if (['Windows', 'macOS', 'Linux', 'ChromeOS'].includes(os)) return 'desktop';
  return 'unknown';
}

export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent)
    return { browser: 'Unknown browser', os: 'Unknown system', deviceType: 'unknown' };
  const os = systemOf(userAgent);
  return { browser: browserOf(userAgent), os, deviceType: deviceTypeOf(userAgent, os) };
}
