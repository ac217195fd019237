/** The mails the demo "sent" without SMTP_URL, which /demo/outbox shows instead of sending them. */
export interface OutboxMail {
  id: number;
  createdAt: string;
  kind: string;
  language: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** file names only: the files stay where they were stored */
  attachments: string[];
  /** headers beyond the usual ones (List-Unsubscribe) */
  headers: Record<string, string>;
}

export interface OutboxEntry extends Omit<OutboxMail, 'id' | 'headers'> {
  headers?: Record<string, string>;
  html: string;
  messageId: string | null;
}

export interface Outbox {
  /** Keeps a mail as it would have left: the demo shows what a visitor and the agency would receive. */
  add(mail: OutboxEntry): void;
  /** The latest mails, newest first. */
  latest(limit: number): OutboxMail[];
}
