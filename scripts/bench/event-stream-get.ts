import http from "node:http";

/**
 * GET an event stream with node:http rather than fetch: a thousand web-stream readers would cost this shared
 * machine more CPU than the app under test, and the lag would measure the reader. Each chunk of text goes to
 * `onText`; `settle` is called on the end, on an error (its code) and on an answer other than 200.
 */
export function getEventStream(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  onText: (text: string) => void,
  settle: (failure?: string) => void,
): http.ClientRequest {
  const request = http.get(url, { headers: { ...headers, accept: "text/event-stream" }, agent, signal: AbortSignal.timeout(timeoutMs) }, (answer) => {
    if (answer.statusCode !== 200) {
      answer.resume();
      return settle(`HTTP ${answer.statusCode}`);
    }
    answer.setEncoding("utf8");
    answer.on("data", onText);
    answer.on("end", () => settle());
    answer.on("error", (error) => settle(failureName(error)));
  });
  request.on("error", (error) => settle(failureName(error)));
  return request;
}

const failureName = (error: NodeJS.ErrnoException) => error.code ?? error.name;

/**
 * A connection of its own per stream, as a thousand browsers would have, and never a reused one: a kept-alive
 * socket the server closes between rounds would fail the stream that picks it up.
 */
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
