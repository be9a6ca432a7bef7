/**
 * The built server as real processes, for the fault and scale-out tests: a bundle of
 * src/main.ts built the way build.mjs builds it (to its own file, so that a test never
 * overwrites the dist/main.mjs another run is using), started on a free port, and plain
 * HTTP requests on a fresh socket each (so that "in flight" means one request on one
 * connection, and a refused or reset connection reads as status 0).
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { testServerEnv } from "../../../scripts/lib/test-server-env.mjs";
import { buildServer } from "../build.mjs";
import { freePort } from "./free-port";

export const serverRoot = fileURLToPath(new URL("..", import.meta.url));
/** The bundle the process tests run (never the dist/main.mjs another run may be using). */
export const serverBundle = path.join(serverRoot, "dist", "main.proof.mjs");

let built: Promise<void> | undefined;

/** Bundles src/main.ts once per test file, with the production build's settings. */
export function buildServerBundle(): Promise<void> {
  built ??= buildServer(serverBundle).then(() => undefined);
  return built;
}

export { freePort };

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the bundled server with the given environment (under `wrap`, when given) and waits until /api/health answers. */
export async function startServerProcess(env: Record<string, string>, options: { wrap?: string[] } = {}): Promise<ServerProcess> {
  const port = await freePort();
  // `wrap` runs the server under another command, e.g. unshare in a PID namespace of its own.
  const [command = process.execPath, ...prefix] = options.wrap ?? [];
  const child = spawn(command, options.wrap ? [...prefix, process.execPath, serverBundle] : [serverBundle], {
    cwd: serverRoot,
    env: { ...process.env, ...testServerEnv({ PORT: String(port), ...env }) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const entry: ServerProcess = {
    child,
    base,
    port,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  // Generous: under a full test run the two cores are shared with every other test project.
  for (let attempt = 0; attempt < 900; attempt += 1) {
    const ready = await request(base, "GET", "/api/health").then((reply) => reply.status === 200, () => false);
    if (ready) return entry;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not become ready:\n${output}`);
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Set when the connection was refused or reset: status is then 0. */
  error?: string;
}

/** One request on a new connection (no keep-alive). Never rejects: a network failure is status 0. */
export function request(
  base: string,
  method: string,
  pathname: string,
  options: { body?: string; headers?: Record<string, string>; timeoutMs?: number; localAddress?: string } = {},
): Promise<Reply> {
  return new Promise((resolve) => {
    const url = new URL(pathname, base);
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname + url.search,
        agent: false,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        headers: { connection: "close", ...(options.body !== undefined ? { "content-length": Buffer.byteLength(options.body) } : {}), ...options.headers },
        timeout: options.timeoutMs ?? 20_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString() }));
        incoming.on("error", (error) => resolve({ status: 0, headers: {}, body: "", error: error.message }));
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("client timeout")));
    outgoing.on("error", (error) => resolve({ status: 0, headers: {}, body: "", error: error.message }));
    if (options.body !== undefined) outgoing.write(options.body);
    outgoing.end();
  });
}

export const postJson = (base: string, call: string, body: unknown, headers: Record<string, string> = {}) =>
  request(base, "POST", `/api/${call}`, { body: JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });

export const postForm = (base: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request(base, "POST", "/api/api_request", { body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });

export interface LoadRecord {
  kind: "page" | "catalogue" | "price" | "login" | "register";
  started: number;
  ended: number;
  status: number;
  error?: string;
  member?: { name: string; email: string; password: string };
}

/** What each kind of request answers when all is well. */
export const OK_STATUS: Record<LoadRecord["kind"], number[]> = {
  page: [200, 404],
  catalogue: [200],
  price: [200],
  login: [200],
  register: [201],
};

/**
 * A mixed load on one server from `workers` concurrent loops (each request on its own
 * connection) until `stopWhen()` says so: catalogue calls, price lookups with a member's
 * token, logins and registrations of new members.
 */
export async function mixedLoad(
  base: () => string,
  options: {
    workers: number;
    token: string;
    member: { email: string; password: string };
    newMember: () => { name: string; email: string; password: string };
    stopWhen: () => boolean;
    maxMs: number;
    /** Filled as replies arrive, for a caller that watches the load. */
    records?: LoadRecord[];
  },
): Promise<LoadRecord[]> {
  const records: LoadRecord[] = options.records ?? [];
  const started = Date.now();
  const kinds: LoadRecord["kind"][] = ["catalogue", "price", "register", "catalogue", "login", "price", "register", "page"];
  const worker = async (offset: number) => {
    for (let index = offset; !options.stopWhen() && Date.now() - started < options.maxMs; index += 1) {
      const kind = kinds[index % kinds.length] as LoadRecord["kind"];
      const record: LoadRecord = { kind, started: Date.now(), ended: 0, status: 0 };
      let reply: Reply;
      if (kind === "catalogue") reply = await postForm(base(), { type: index % 2 ? "category" : "sub_category", category_id: "3" });
      else if (kind === "price") reply = await postForm(base(), { type: "list", sub_category_id: String(1 + (index % 5)), truck_fare_id: "1" }, { authorization: `Bearer ${options.token}` });
      else if (kind === "login") reply = await postJson(base(), "api_login", options.member);
      else if (kind === "page") reply = await request(base(), "GET", "/api/health");
      else {
        record.member = options.newMember();
        reply = await postJson(base(), "api_register", record.member);
      }
      record.status = reply.status;
      record.ended = Date.now();
      if (reply.error) record.error = reply.error;
      records.push(record);
      if (reply.status === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_unused, index) => worker(index)));
  return records;
}
