/**
 * Folders the server finds relative to itself. This module sits one level below the
 * package root both as source (src/paths.ts) and bundled (dist/main.mjs), so `..` is the
 * package root either way.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const serverRoot = fileURLToPath(new URL("..", import.meta.url));
export const migrationsFolder = path.join(serverRoot, "drizzle");
export const defaultSiteDir = path.resolve(serverRoot, "../site/dist");
