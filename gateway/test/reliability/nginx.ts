// nginx (Debian's nginx-light) as the load balancer in front of several gateways, run as the current user on
// loopback only, with its pid file, logs and temp paths in a private directory.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./child-gateway.ts";

const CANDIDATES = ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"];

export function nginxBinary(): string | null {
  return CANDIDATES.find((file) => fs.existsSync(file)) ?? null;
}

export interface Nginx {
  url: string;
  /** The master process (its worker is its child), for CPU readings from /proc. */
  pid: number;
  /** Lines of the access log: "<upstream address> <status>". */
  accessLog(): string[];
  stop(): Promise<void>;
}

/** `port`: where nginx listens (a free one when not given). */
export async function startNginx(upstreamPorts: number[], port?: number): Promise<Nginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx is not installed (apt-get install -y nginx-light)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-nginx-"));
  port ??= await freePort();
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, config(dir, port, upstreamPorts));
  execFileSync(binary, ["-t", "-q", "-p", dir, "-c", conf], { stdio: "pipe" });
  const child = spawn(binary, ["-p", dir, "-c", conf, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  await waitForPort(port, child, () => stderr);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    accessLog: () => fs.readFileSync(path.join(dir, "access.log"), "utf8").split("\n").filter(Boolean),
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function config(dir: string, port: number, upstreamPorts: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  // As root, nginx would drop its worker to `nobody`, which cannot write this private directory.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};` : "";
  return `
${user}
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
# Each request in flight holds a client and an upstream connection: at 1024, a few hundred slow requests (the
# watchers bench under load) made nginx drop connections ("worker_connections are not enough").
worker_rlimit_nofile 10000;
events { worker_connections 4096; }
http {
  log_format upstreamlog '$upstream_addr $status';
  access_log ${path.join(dir, "access.log")} upstreamlog;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  upstream gateways {
    ${upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream};`).join("\n    ")}
    # Idle upstream connections kept, above the requests a class keeps in flight: with 32, the watchers bench's
    # 6,000 learners made each gateway accept 110-170 new connections a second (nginx closed the idle ones past 32
    # and opened new ones at the next burst); with 1,024, none in its steady state.
    keepalive 1024;
    # Below the gateway's keep-alive timeout, so nginx never reuses a connection the gateway is closing.
    keepalive_timeout 30s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://gateways;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A write must never be replayed on the other gateway after a timeout: that would duplicate it.
      proxy_next_upstream off;
    }
  }
}
`;
}

async function waitForPort(port: number, child: ChildProcess, stderr: () => string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not listen on ${port}: ${stderr()}`);
}
