/**
 * Browser and operating system of a User-Agent header, for "Where you're signed in": the major
 * browsers by their own tokens, in the order that tells them apart (Edge and Opera also say
 * Chrome; Chrome also says Safari). A few lines rather than a parser library: the list only
 * needs to be recognisable, and an unknown agent is shown as it is.
 */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['iOS', /iPhone|iPad|iPod/],
  ['Android', /Android/],
  ['Windows', /Windows NT/],
  ['ChromeOS', /CrOS/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];

export interface Agent {
  browser: string;
  os: string;
}

export function parseUserAgent(header: string): Agent {
  let browser = '';
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(header);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const os = SYSTEMS.find(([, pattern]) => pattern.test(header))?.[0] ?? '';
  return { browser: browser || header.slice(0, 60), os };
}
