/** A user name or password written into a URL (`https://user:secret@host/`): never sent, never shown. */
const USER_INFO = /^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i;

/** Whether the URL carries a user name or password. */
export function hasUserInfo(url: string): boolean {
  return USER_INFO.test(url);
}

/** The URL as it may be shown: its user name and password replaced by `***`. */
export function withoutUserInfo(url: string): string {
  return url.replace(USER_INFO, "$1***@");
}
