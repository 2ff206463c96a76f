export interface MailMessage {
  organizationId: string | null;
  /** What the message is for: welcome, free_trial, reset_password, verify_email, account_exists. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** A file sent with a message, as text (a calendar invite). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Where e-mail goes. One is chosen from configuration (CONVENTIONS.md 10). */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
