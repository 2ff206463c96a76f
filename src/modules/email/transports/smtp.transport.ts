import nodemailer from "nodemailer";
import type { MailMessage, MailTransport } from "./transport";

/** Real delivery over SMTP (nodemailer), for `SMTP_URL=smtp://user:pass@host:port`. */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: "smtp",
    async send(message: MailMessage) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, attachments: message.attachments });
    },
  };
}
