/** Where a form leaves what it sent for its thank-you page (form/sent.ts writes it, feedback/sent.ts reads it). */
export const SENT_KEY = 'agency-sent';

export interface SentLine {
  label: string;
  value: string;
}
