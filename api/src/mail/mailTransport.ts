/** One mail the api sends (plain text: sign-in links, notices). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * How mail leaves: SMTP when SMTP_URL is set (smtpTransport.ts), otherwise nowhere but the outbox
 * table and its log file (a development machine has no mail service). Tests use a recording one.
 */
export interface MailTransport {
  readonly kind: string;
  send(mail: Mail, from: string): Promise<void>;
}

/** Keeps mail in the outbox (and its log file) only: nothing is sent. */
export const outboxOnlyTransport: MailTransport = {
  kind: 'outbox-only',
  async send() {
    throw new Error('no mail transport: set SMTP_URL to send mail');
  },
};
