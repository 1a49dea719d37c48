/**
 * Whether a URL's host is a loopback address written as one: 127.0.0.0/8 or `[::1]`. Names are
 * not taken (not even `localhost`): what a name resolves to is up to the resolver, so a token sent
 * over plain http to one could leave the machine.
 */
export function isLoopbackAddress(url: URL): boolean {
  // URL has already turned short or numeric IPv4 forms (127.1, 2130706433) into dotted quads.
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(url.hostname) || url.hostname === "[::1]";
}

/** Whether a token may go to this URL: https, or plain http to a loopback address. */
export function isSafeForToken(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackAddress(url));
}
