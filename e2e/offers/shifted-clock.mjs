// Loaded with `node --import` before the offers server of the e2e run (scripts/e2e-server.mjs
// with E2E_SHIFTED_CLOCK=1; never in production): the process's clock runs `days` days ahead
// after `POST /__test-clock?days=N` (answered here, before the app sees it; 0 sets it back), so
// the offer journey lets an offer expire without waiting (offers/offer-server.ts).
import http from "node:http";

const RealDate = Date;
let offsetMs = 0;
class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offsetMs;
  }
}
globalThis.Date = ShiftedDate;

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, ...args) {
  const [req, res] = args;
  if (event === "request" && req.method === "POST" && req.url?.startsWith("/__test-clock?")) {
    const days = Number(new URL(req.url, "http://clock").searchParams.get("days"));
    if (!Number.isInteger(days)) res.writeHead(400).end();
    else {
      offsetMs = days * 24 * 3600 * 1000;
      res.writeHead(204).end();
    }
    req.resume();
    return true;
  }
  return emit.call(this, event, ...args);
};
