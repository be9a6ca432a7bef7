// Loaded with `node --import` by scripts/e2e-server.mjs when FLOW_RECORD_FILE is set (the e2e
// run's server of the recording build, dist-flows/; never the production server): answers the
// beacons the recording build sends to POST /__flows/record (one microstep's transitions each)
// before the app sees them, and appends each body as a line to FLOW_RECORD_FILE.
import { appendFileSync, mkdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const file = process.env.FLOW_RECORD_FILE;
if (file) {
  mkdirSync(path.dirname(file), { recursive: true });
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, ...args) {
    const [req, res] = args;
    if (event === "request" && req.method === "POST" && req.url === "/__flows/record") {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk) => {
        if (body.length < 64_000) body += chunk;
      });
      req.on("end", () => {
        const line = body.replace(/\s*\n\s*/g, " ").trim();
        if (line) appendFileSync(file, `${line}\n`);
        res.writeHead(204).end();
      });
      return true;
    }
    return emit.call(this, event, ...args);
  };
}
