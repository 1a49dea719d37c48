import type { CodeHost, PullRequest } from "../../host/port.ts";

/**
 * Creates the pull request, or brings the open one's title, body and labels up to date; writes
 * only what differs. `changed` says whether anything was written.
 */
export async function reconcilePullRequest(
  host: CodeHost,
  open: PullRequest | undefined,
  want: { head: string; base: string; title: string; body: string; labels: readonly string[] },
): Promise<{ pr: PullRequest; changed: boolean; created: boolean }> {
  let changed = false;
  let created = false;
  let pr = open;
  if (pr === undefined) {
    // `created` false: another run opened it meanwhile; it is brought up to date like an open one.
    ({ pullRequest: pr, created } = await host.createPullRequest({
      head: want.head,
      base: want.base,
      title: want.title,
      body: want.body,
    }));
    changed = created;
  }
  const changes: { title?: string; body?: string } = {};
  if (pr.title !== want.title) changes.title = want.title;
  if (normalise(pr.body) !== normalise(want.body)) changes.body = want.body;
  if (changes.title !== undefined || changes.body !== undefined) {
    pr = await host.updatePullRequest(pr.number, changes);
    changed = true;
  }
  const carried = pr.labels;
  const missing = want.labels.filter((label) => !carried.includes(label));
  if (missing.length > 0) {
    await host.addLabels(pr.number, missing);
    pr = { ...pr, labels: [...pr.labels, ...missing] };
    changed = true;
  }
  return { pr, changed, created };
}

/** GitHub stores bodies with CRLF line ends when they were edited in the browser. */
function normalise(text: string): string {
  return text.replace(/\r\n/g, "\n").trimEnd();
}
