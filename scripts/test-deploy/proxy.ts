/**
 * A tiny HTTPS proxy on loopback (HTTP CONNECT, tunnels only) for the deploy test: the installer
 * is run with HTTPS_PROXY pointing here, and the tunnels it counts prove that the variable
 * reached npm through the installer's `env -i` (issue 42 item 5). The machine shares this
 * one's network, so its 127.0.0.1 is this one's.
 */
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";

export type Proxy = { url: string; hosts: Map<string, number>; close(): void };

export async function startConnectProxy(): Promise<Proxy> {
  const hosts = new Map<string, number>();
  const server = http.createServer((_req, res) => res.writeHead(405).end());
  server.on("connect", (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const [host, port] = (req.url ?? "").split(":");
    hosts.set(host, (hosts.get(host) ?? 0) + 1);
    const upstream = net.connect(Number(port) || 443, host, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hosts,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
