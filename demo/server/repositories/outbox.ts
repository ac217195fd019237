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
  html: string;
  /** the names of every attached file */
  attachments: string[];
  /** the attached files the server made for the mail (a calendar file, a PDF), to download from the outbox */
  files: OutboxFileLink[];
  /** headers besides the usual ones (List-Unsubscribe, …) */
  headers: Record<string, string>;
}

export interface OutboxFileLink {
  name: string;
  contentType: string;
  /** `/demo/outbox/<mail>/files/<position>` */
  url: string;
}

export interface OutboxFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutboxEntry extends Omit<OutboxMail, 'id' | 'files' | 'headers'> {
  messageId: string | null;
  files?: OutboxFile[];
  headers?: Record<string, string>;
}

export interface Outbox {
  /** Keeps a mail as it would have left: the demo shows what a visitor and the agency would receive. */
  add(mail: OutboxEntry): Promise<void>;
  /** The latest mails, newest first. */
  latest(limit: number): Promise<OutboxMail[]>;
  /** One file the outbox kept with a mail. */
  file(mailId: number, position: number): Promise<OutboxFile | undefined>;
}
