import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  /** The whole message as received, for a MIME parser (attachments). */
  raw: string;
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A header's encoded words (RFC 2047: nodemailer writes a subject with accents as =?UTF-8?Q?…?=), decoded; the space between two of them goes. */
function decodeWords(value: string): string {
  return value.replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=(?:\s+(?==\?))?/gi, (_match, kind: string, data: string) =>
    kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}

/** The plain-text part of a MIME message, decoded (nodemailer sends quoted-printable or base64). */
export function parseMail(raw: string): CapturedMail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head)?.[1]?.replace(/\r?\n[ \t]/g, " ").trim() ?? "";
  const body = rest.join("\n\n");
  const part = /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: (\S+)\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(body);
  const encoding = part?.[1]?.toLowerCase();
  const content = part?.[2] ?? body;
  const text = encoding === "base64" ? Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8") : decodeQuotedPrintable(content);
  return { to: header("To"), subject: decodeWords(header("Subject")), text, raw };
}

export interface MailServer {
  port: number;
  messages: CapturedMail[];
  /** Keeps accepting connections but answers no message until the returned function is called (a slow mail server). */
  hold(): () => void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startMailServer(): Promise<MailServer> {
  const messages: CapturedMail[] = [];
  let held: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        void held.then(() => {
          messages.push(parseMail(Buffer.concat(chunks).toString("utf8")));
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    messages,
    hold: () => {
      let release = () => undefined as void;
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
