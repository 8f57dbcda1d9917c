// A user agent as a person reads it: "Chrome 126 · Windows". Order matters: Edge and Opera also
// say Chrome, and Chrome also says Safari.
const browsers: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function browserName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = browsers.map(([re, name]) => ({ name, match: re.exec(userAgent) })).find((b) => b.match);
  const system = systems.find(([re]) => re.test(userAgent))?.[1];
  if (!browser) return userAgent.length > 60 ? `${userAgent.slice(0, 60)}…` : userAgent;
  const label = `${browser.name} ${browser.match?.[1] ?? ''}`.trim();
  return system ? `${label} · ${system}` : label;
}
