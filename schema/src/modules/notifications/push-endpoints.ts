// Which push services the server will POST to (docs/notifications.md). A subscription's endpoint comes from the
// browser, so without this list any learner could make the server send requests to any https address (server-side
// request forgery). Browsers' PushManager.subscribe() only ever answers an address of their vendor's push service.
import { AppError } from "../../errors.ts";

/**
 * The push services of the browsers learners use: Chrome and most Android browsers (FCM), Firefox (Mozilla autopush),
 * Safari (Apple) and Edge (Windows Push Notification Services, on regional hosts). A leading `*.` matches any
 * subdomain; `host:port` names a port, otherwise only https's own 443 is accepted.
 */
export const defaultPushEndpointHosts: readonly string[] = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
  "*.notify.windows.com",
];

function hostMatches(url: URL, pattern: string): boolean {
  const [host, port = ""] = pattern.toLowerCase().split(/:(?=\d+$)/);
  if (url.port !== port) return false;
  if (host.startsWith("*.")) return url.hostname.endsWith(host.slice(1));
  return url.hostname === host;
}

/** True when the endpoint is an https address, without credentials, on one of the allowed push services. */
export function pushEndpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  return hosts.some((pattern) => hostMatches(url, pattern));
}

export function checkPushEndpoint(endpoint: string, hosts: readonly string[]): void {
  if (pushEndpointAllowed(endpoint, hosts)) return;
  throw new AppError("push_endpoint_not_allowed", "This push subscription's address is not on a known push service", {
    endpoint: "must be the address PushManager.subscribe() gave, on a push service this site sends to",
  });
}
