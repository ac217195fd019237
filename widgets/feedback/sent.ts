/** What the visitor sent from a form to this thank-you page, for it to repeat (written by widgets/form/sent.ts). */
import { SENT_KEY, type SentLine } from '../form/sent-key.ts';
import { sessionStore } from '../ui/storage/web-storage.ts';

/** The lines sent to the thank-you page at `path`, if this tab sent a form there. */
export function sentTo(path: string): SentLine[] {
  try {
    const stored = JSON.parse(sessionStore.read(SENT_KEY) ?? 'null') as { path?: unknown; lines?: unknown } | null;
    if (!stored || stored.path !== path || !Array.isArray(stored.lines)) return [];
    return stored.lines.filter(
      (line): line is SentLine => typeof line === 'object' && line !== null && typeof line.label === 'string' && typeof line.value === 'string',
    );
  } catch {
    return [];
  }
}
