import type { GitHubStandIn } from "../stand-ins/github-api.ts";

/**
 * Releases of acme/widgets made before a test's own, put straight into the GitHub stand-in,
 * oldest first (GitHub lists the newest first, so they come after any the test makes).
 * Published, except the tags in `drafts`.
 */
export function addOlderReleases(
  github: GitHubStandIn,
  tags: readonly string[],
  drafts: readonly string[] = [],
): void {
  const origin = github.url.replace(/\/api\/v3$/, "");
  for (const [i, tag] of tags.entries()) {
    const id = 100_000 + i;
    github.releases.push({
      id,
      tag_name: tag,
      target_commitish: "main",
      name: tag,
      body: "",
      draft: drafts.includes(tag),
      prerelease: false,
      make_latest: "true",
      html_url: `${origin}/acme/widgets/releases/tag/${tag}`,
      url: `${github.url}/repos/acme/widgets/releases/${id}`,
      upload_url: `${origin}/uploads/repos/acme/widgets/releases/${id}/assets{?name,label}`,
      assets: [],
    });
  }
}
