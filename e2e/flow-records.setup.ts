/**
 * Before the e2e run: the recording build must exist (`pnpm test:e2e` builds it), and the
 * previous run's e2e transition records go, so the report counts this run only
 * (FLOW_RECORDS_KEEP=1 keeps them: several partial runs add up).
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

export default function flowRecordsSetup(): void {
  if (!existsSync(path.resolve("apps/site/dist-flows/index.html")))
    throw new Error("apps/site/dist-flows is missing: run `pnpm --filter @jute/site build:flows` (pnpm test:e2e does)");
  const dir = path.resolve("coverage/flows/raw");
  if (!existsSync(dir) || process.env.FLOW_RECORDS_KEEP === "1") return;
  for (const name of readdirSync(dir)) if (name.startsWith("e2e-")) rmSync(path.join(dir, name));
}
