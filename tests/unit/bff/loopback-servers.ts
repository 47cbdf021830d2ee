import http from "node:http";
import type { AddressInfo } from "node:net";

/** Plain Node servers on loopback for a test file: `listen` answers each one's base URL, `closeAll` stops them. */
export function loopbackServers() {
  const servers: http.Server[] = [];
  return {
    async listen(handler: http.RequestListener): Promise<string> {
      const server = http.createServer(handler);
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    closeAll: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
