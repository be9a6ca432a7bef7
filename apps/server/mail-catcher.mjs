// A local SMTP server that accepts every mail and prints it, for seeing the site's mail while
// developing: `pnpm --filter @jute/server mail:catch` (port 2525, or MAIL_CATCHER_PORT), then
// start the server with SMTP_URL=smtp://127.0.0.1:2525. Nothing is relayed anywhere.
import { SMTPServer } from "smtp-server";

const port = Number(process.env.MAIL_CATCHER_PORT ?? 2525);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(", ");
      console.log(`\n----- mail for ${to} (${new Date().toISOString()}) -----\n${Buffer.concat(chunks).toString("utf8")}`);
      callback();
    });
  },
});
server.listen(port, "127.0.0.1", () => console.log(`Catching mail on smtp://127.0.0.1:${port} (Ctrl-C to stop)`));
