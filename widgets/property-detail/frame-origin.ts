/**
 * The exact origin the map frame's message is addressed to (never "*": only the frame's
 * own site may read the listing data), or null when `url` has none a message can
 * target. Apart from map-message.ts: the page decides whether to show a map at all
 * before the frame's code is loaded.
 */
export function frameOrigin(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
