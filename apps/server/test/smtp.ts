/**
 * A real SMTP server in-process (the smtp-server package) that keeps every mail it accepts,
 * for the outbox and enquiry tests. It can be stopped and started again on the same port, to
 * play an SMTP server that is down for a while.
 */
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header values by lower-case name (the last one wins). */
  headers: Record<string, string>;
  /** The plain-text body (the text/plain part of a multipart mail), decoded. */
  text: string;
}

/** A password reset mail to `email` (a new account, mail on, also gets its address confirmation link). */
export const isResetMailTo = (mail: ReceivedMail, email: string) => mail.to.includes(email) && mail.headers.subject === "Reset your password";

export interface TestSmtp {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves once at least `count` mails matching `filter` have arrived. */
  waitFor(count: number, filter?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, "%25"));
  } catch {
    return bytes;
  }
}

export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4);
  const text = /^multipart\//i.test(headers["content-type"] ?? "") ? plainPart(raw) : decodeBody(body, headers["content-transfer-encoding"]);
  return { ...envelope, raw, headers, text };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (/quoted-printable/i.test(encoding ?? "")) return decodeQuotedPrintable(body);
  if (/base64/i.test(encoding ?? "")) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** The text/plain part of a multipart mail (HTML alternative and attachments beside it), decoded. */
function plainPart(raw: string): string {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1] ?? "");
  let parts = [raw];
  for (const boundary of boundaries) parts = parts.flatMap((part) => part.split(`--${boundary}`));
  for (const part of parts) {
    const split = part.indexOf("\r\n\r\n");
    if (split < 0) continue;
    const head = part.slice(0, split).replace(/\r\n[ \t]+/g, " ");
    if (!/content-type:\s*text\/plain/i.test(head) || /content-disposition:\s*attachment/i.test(head)) continue;
    const encoding = /content-transfer-encoding:\s*([^\r\n;]+)/i.exec(head)?.[1];
    return decodeBody(part.slice(split + 4).replace(/\r\n$/, ""), encoding);
  }
  return "";
}

export async function startTestSmtp(options: { port?: number; running?: boolean } = {}): Promise<TestSmtp> {
  const port = options.port ?? (await freePort());
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          mails.push(
            parseMail(Buffer.concat(chunks).toString("utf8"), {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            }),
          );
          callback();
        });
      },
    });

  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(count, filter = () => true, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = mails.filter(filter);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${matching.length} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async start() {
      if (server) return;
      server = create();
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once("error", reject);
        listening.listen(port, "127.0.0.1", () => resolve());
      });
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  if (options.running !== false) await smtp.start();
  return smtp;
}

/** The files attached to a mail (MIME parts marked as attachments), their bytes decoded. */
export function attachmentsOf(mail: ReceivedMail): { filename: string; contentType: string; content: Buffer }[] {
  const boundaries = [...mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1] ?? "");
  let parts = [mail.raw];
  for (const boundary of boundaries) parts = parts.flatMap((part) => part.split(`--${boundary}`));
  const files: { filename: string; contentType: string; content: Buffer }[] = [];
  for (const part of parts) {
    const split = part.indexOf("\r\n\r\n");
    if (split < 0) continue;
    const head = part.slice(0, split).replace(/\r\n[ \t]+/g, " ");
    if (!/content-disposition:\s*attachment/i.test(head)) continue;
    const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? "";
    const contentType = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? "";
    files.push({ filename, contentType, content: Buffer.from(part.slice(split + 4).replace(/\s+/g, ""), "base64") });
  }
  return files;
}
