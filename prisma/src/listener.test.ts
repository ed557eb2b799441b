// The listener's heartbeat (decision 042, amended): a connection that dies without an error (the peer's packets
// stop, as behind a NAT or a firewall that dropped the flow) must count as lost within a heartbeat and its
// timeout, so that no cache goes on trusting what it kept while nothing can be heard. The listener is run through
// a loopback TCP relay that can stop relaying without closing either side, which is what such a death looks like.
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenPostgres, type ChannelHandler, type Listener } from "./listener.ts";

const url = process.env.TEST_DATABASE_URL;
const CHANNEL = "listener_heartbeat_test";

interface Relay {
  port: number;
  /** Stops relaying on every connection open now, leaving both sides open; later connections relay. */
  freeze(): void;
  /** Closes every connection, frozen or not, and stops accepting. */
  close(): Promise<void>;
}

async function startRelay(target: URL): Promise<Relay> {
  const open = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair = { client, upstream };
    open.add(pair);
    sockets.add(client).add(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      for (const { client, upstream } of open) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
      open.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A channel's handler that records what it is told. */
function recorder() {
  const states: boolean[] = [];
  const payloads: string[] = [];
  const handler: ChannelHandler = {
    announce: (payload) => void payloads.push(payload),
    setListening: (on) => void states.push(on),
  };
  return { handler, states, payloads, listening: () => states.at(-1) === true };
}

async function until(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function notify(payload: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SELECT pg_notify($1, $2)`, [CHANNEL, payload]);
  } finally {
    await client.end();
  }
}

describe.skipIf(!url)("the listener on PostgreSQL", () => {
  let relay: Relay;
  const listeners: Listener[] = [];
  const through = (relayed: Relay) => {
    const proxied = new URL(url!);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(relayed.port);
    return proxied.toString();
  };

  beforeAll(async () => {
    relay = await startRelay(new URL(url!));
  });
  afterAll(async () => {
    for (const listener of listeners) await listener.close();
    await relay.close();
  });

  it("counts a connection that stops answering as lost within its heartbeat, then listens again", async () => {
    const channel = recorder();
    listeners.push(
      await listenPostgres({
        url: through(relay),
        channels: { [CHANNEL]: channel.handler },
        retryMs: 50,
        heartbeatMs: 200,
        heartbeatTimeoutMs: 300,
      }),
    );
    await until(channel.listening, 5_000, "listening");
    await notify("before");
    await until(() => channel.payloads.includes("before"), 5_000, "the first notification heard");

    relay.freeze();
    // Nothing errors on the frozen connection: only the unanswered heartbeat tells.
    await until(() => !channel.listening(), 2_000, "the silent loss noticed");
    // The reconnection goes through the relay afresh and is heard again.
    await until(channel.listening, 5_000, "listening again");
    await notify("after");
    await until(() => channel.payloads.includes("after"), 5_000, "a notification heard after the loss");
    expect(channel.payloads).toEqual(["before", "after"]);
  });

  it("without a heartbeat, trusts a silent connection that hears nothing", async () => {
    const channel = recorder();
    const quiet = await startRelay(new URL(url!));
    try {
      const listener = await listenPostgres({
        url: through(quiet),
        channels: { [CHANNEL]: channel.handler },
        heartbeatMs: 3_600_000,
      });
      listeners.push(listener);
      await until(channel.listening, 5_000, "listening");
      quiet.freeze();
      await notify("unheard");
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // What the heartbeat is for: still "listening", and the write was not heard.
      expect(channel.listening()).toBe(true);
      expect(channel.payloads).not.toContain("unheard");
      // Its goodbye is never answered either: closing gives up on it after the heartbeat's timeout (5 s here)
      // instead of hanging a shutdown, or this test, until TCP gives up.
      await listener.close();
      listeners.splice(listeners.indexOf(listener), 1);
    } finally {
      await quiet.close();
    }
  });
});
