/**
 * Debian's nginx as the reverse proxy in front of server instances, for the scale-out tests
 * (test/proxy-scale-out.test.ts and the browser journey in e2e/scale-out/). It round-robins
 * over the instances, appends the client's address to X-Forwarded-For as a real deployment
 * does, lets a request pick one instance with the `X-Test-Instance: a|b|…` header (letters
 * in the order of `ports`), and names the instance that answered in `X-Test-Upstream`.
 * Runs in the foreground as a child process, with every file in a temporary folder.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./processes";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

function config(dir: string, port: number, ports: number[]): string {
  const letters = ports.map((upstream, index) => `${String.fromCharCode(97 + index)} 127.0.0.1:${upstream};`).join(" ");
  return `
daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream jute { ${ports.map((upstream) => `server 127.0.0.1:${upstream};`).join(" ")} }
  map $http_x_test_instance $jute_target { ${letters} default jute; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://$jute_target;
      proxy_set_header Host $host;
      # Appends the client's address to whatever X-Forwarded-For the client sent.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      add_header X-Test-Upstream $upstream_addr always;
    }
  }
}
`;
}

const healthy = (base: string) =>
  new Promise<boolean>((resolve) => {
    const outgoing = http.get(`${base}/api/health`, { agent: false }, (incoming) => {
      incoming.resume();
      resolve(incoming.statusCode === 200);
    });
    outgoing.on("error", () => resolve(false));
  });

export interface Nginx {
  base: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts nginx in front of 127.0.0.1:`ports` and waits until it proxies /api/health. */
export async function startNginx(ports: number[]): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: install Debian's nginx package (.ci/run does), or set NGINX_PATH`);
  const dir = mkdtempSync(path.join(tmpdir(), "jute-nginx-"));
  const port = await freePort();
  writeFileSync(path.join(dir, "nginx.conf"), config(dir, port, ports));
  const child: ChildProcess = spawn(NGINX, ["-e", path.join(dir, "error.log"), "-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await healthy(base)) return { base, port, stop };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`nginx did not start:\n${output}`);
}
