/**
 * For a spec that starts a server of its own: serve the recording build (apps/site/dist-flows)
 * with the sink that writes its transition beacons to coverage/flows/raw/ (as the e2e server
 * does; see apps/site/src/shared/flows/README.md), so its journeys count in the flow coverage.
 */
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export function recordingServer(name: string): { nodeArgs: string[]; env: Record<string, string> } {
  return {
    nodeArgs: ["--import", path.join(root, "scripts/flow-record-sink.mjs")],
    env: {
      SITE_DIR: path.join(root, "apps/site/dist-flows"),
      FLOW_RECORD_FILE: path.join(root, "coverage/flows/raw", `e2e-${name}-${process.pid}-${Date.now().toString(36)}.jsonl`),
    },
  };
}
