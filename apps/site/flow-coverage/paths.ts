/** Where the flow coverage records and report live (coverage/ is not committed). */
import path from "node:path";

export const repoRoot = () => path.resolve(import.meta.dirname, "../../..");
export const reportDir = () => process.env.FLOW_COVERAGE_DIR ?? path.join(repoRoot(), "coverage", "flows");
export const rawDir = () => path.join(reportDir(), "raw");
