// Loaded with `node --import` before the server in the offer journey (never in production):
// every SIGUSR2 moves the process's clock a day ahead, so the test can let an offer expire.
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
process.on("SIGUSR2", () => {
  offsetMs += 24 * 3600 * 1000;
});
