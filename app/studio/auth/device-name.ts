/**
 * A first guess at a passkey's name from the browser's user agent ("iPhone", "Mac"), which the
 * owner can change before registering. Only the platform's name, nothing identifying.
 */
const platforms: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Macintosh|Mac OS X/, "Mac"],
  [/Windows/, "Windows"],
  [/CrOS/, "Chromebook"],
  [/Linux/, "Linux"],
];

export function deviceName(userAgent: string | null, fallback: string): string {
  return platforms.find(([pattern]) => pattern.test(userAgent ?? ""))?.[1] ?? fallback;
}
