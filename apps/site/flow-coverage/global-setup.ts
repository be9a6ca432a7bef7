/** Before the site project's run: the previous run's unit transition records go. */
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { rawDir } from "./paths";

export default function clearUnitRecords(): void {
  const dir = rawDir();
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) if (name.startsWith("unit-")) rmSync(path.join(dir, name));
}
