import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../helpers/repo.ts";

/**
 * The README and the pages in docs/ are read on GitHub and in a clone by people who have
 * only this repository (issue 23): every link must lead somewhere. A relative link must name a file
 * or folder inside the repository that git does not ignore, an `#anchor` must name a heading of
 * the page it points into (GitHub's slugs), nothing may climb out with `..`, and a web link may
 * only go to one of the well-known hosts below.
 */
const ROOT = join(import.meta.dirname, "../..");

/** The hosts a page may link to. Keep it short and explicit: add a host on purpose, not by accident. */
const ALLOWED_HOSTS = new Set([
  "www.conventionalcommits.org",
  "peps.python.org",
  "docs.pypi.org",
  "keepachangelog.com",
  "towncrier.readthedocs.io",
]);

interface Link {
  page: string;
  line: number;
  target: string;
}

/** The pages checked: README.md and every Markdown page in docs/. */
function pagesOf(root: string): string[] {
  const docs = existsSync(join(root, "docs"))
    ? readdirSync(join(root, "docs"))
        .filter((name) => name.endsWith(".md"))
        .map((name) => `docs/${name}`)
    : [];
  return ["README.md", ...docs.sort()];
}

/** Blanks fenced code blocks (keeping line numbers): links and headings there are text. */
function withoutFences(text: string): string {
  const lines = text.split("\n");
  let fence: string | undefined;
  const kept = lines.map((line) => {
    const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && opener !== undefined) {
      fence = opener;
      return "";
    }
    if (fence !== undefined) {
      if (line.trim().startsWith(fence[0]?.repeat(fence.length) ?? "")) fence = undefined;
      return "";
    }
    return line;
  });
  return kept.join("\n");
}

/** Blanks fenced code blocks and inline code spans too: a link in code is text. */
function withoutCode(text: string): string {
  return withoutFences(text).replace(/(`+)[^`]*?\1/g, (span) => span.replace(/[^\n]/g, " "));
}

/** Every link and image of a Markdown page: inline, reference definitions, autolinks, bare URLs, HTML. */
function linksOf(page: string, markdown: string): Link[] {
  const text = withoutCode(markdown);
  const links: Link[] = [];
  const lineAt = (index: number) => text.slice(0, index).split("\n").length;
  const add = (index: number, target: string) => links.push({ page, line: lineAt(index), target });
  // [text](target "title") and ![alt](target): the target ends at whitespace or the closing paren.
  for (const m of text.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]*)>?(?:\s+["'(][^)]*)?\)/g)) {
    add(m.index, m[1] ?? "");
  }
  for (const m of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) add(m.index, m[1] ?? "");
  for (const m of text.matchAll(/<(https?:\/\/[^>\s]+)>/g)) add(m.index, m[1] ?? "");
  for (const m of text.matchAll(/<(?:a|img)\s[^>]*?(?:href|src)\s*=\s*["']([^"']*)["']/gi)) {
    add(m.index, m[1] ?? "");
  }
  // GitHub also links a bare URL in running text; those inside a link's parentheses are found above.
  for (const m of text.matchAll(/(?<![(<"'=\w])https?:\/\/[^\s)<>\]]+/g)) add(m.index, m[0]);
  return links.sort((a, b) => a.line - b.line);
}

/** GitHub's anchors for a page's headings: the slug of each, `-1`, `-2`, ... for repeats. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ""] of withoutFences(markdown).matchAll(/^ {0,3}#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/<[^>]+>/g, "")
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  // An explicit <a name="..."> or id="..." is a target too.
  for (const [, id = ""] of markdown.matchAll(/<a\s[^>]*?(?:name|id)\s*=\s*["']([^"']+)["']/gi))
    anchors.add(id);
  return anchors;
}

/** One line per broken link, naming the page, the line, the target and what is wrong with it. */
function brokenLinks(root: string, pages = pagesOf(root)): string[] {
  const problems: string[] = [];
  const ignored = gitIgnored(root);
  for (const page of pages) {
    const markdown = readFileSync(join(root, page), "utf8");
    for (const { line, target } of linksOf(page, markdown)) {
      const problem = checkTarget(root, page, markdown, target, ignored);
      if (problem !== undefined) problems.push(`${page}:${line}: ${target || "(empty)"}: ${problem}`);
    }
    // A path outside the repository named as code (`../shared/DESIGN.md`) is a link by other means.
    const text = withoutFences(markdown);
    for (const m of text.matchAll(/`((?:\.\.\/)+[^`\s]*)`/g)) {
      if (!leaves(relative(root, resolve(root, dirname(page), m[1] ?? "")))) continue;
      const line = text.slice(0, m.index).split("\n").length;
      problems.push(`${page}:${line}: ${m[0]}: names a path outside the repository`);
    }
  }
  return problems;
}

function checkTarget(
  root: string,
  page: string,
  markdown: string,
  target: string,
  ignored: (path: string) => boolean,
): string | undefined {
  if (target === "") return "an empty link";
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (scheme !== "https" && scheme !== "http") return `a ${scheme}: link (only relative links and https)`;
    let host: string;
    try {
      host = new URL(target).hostname;
    } catch {
      return "not a valid URL";
    }
    if (scheme === "http") return "plain http: use https";
    return ALLOWED_HOSTS.has(host) ? undefined : `${host} is not on the list of allowed hosts`;
  }
  if (target.startsWith("//")) return "a protocol-relative link";
  if (target.startsWith("/")) return "an absolute path: write it relative to the page";
  const hash = target.indexOf("#");
  const path = decodeURIComponent(hash === -1 ? target : target.slice(0, hash)).replace(/\?.*$/, "");
  const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
  const full = path === "" ? join(root, page) : resolve(root, dirname(page), path);
  const inside = relative(root, full);
  if (leaves(inside)) return "climbs out of the repository with `..`: link inside it only";
  if (!existsSync(full)) return `${inside || "."} does not exist`;
  if (inside !== "" && ignored(inside)) return `${inside} is ignored by git: it is not in the repository`;
  if (anchor === undefined) return undefined;
  if (statSync(full).isDirectory() || !full.endsWith(".md"))
    return "an #anchor into a file that is no Markdown page";
  let anchors = anchorCache.get(full);
  if (anchors === undefined) {
    anchors = anchorsOf(path === "" ? markdown : readFileSync(full, "utf8"));
    anchorCache.set(full, anchors);
  }
  return anchors.has(anchor) ? undefined : `no heading of ${inside || page} has the anchor #${anchor}`;
}

const anchorCache = new Map<string, Set<string>>();

/** Whether a path relative to the repository root leads out of it. */
function leaves(inside: string): boolean {
  return inside === ".." || inside.startsWith(`..${sep}`) || isAbsolute(inside);
}

/** Whether git ignores a path (a build output or a local file: not there for other readers). */
function gitIgnored(root: string): (path: string) => boolean {
  const known = new Map<string, boolean>();
  return (path) => {
    let ignored = known.get(path);
    if (ignored === undefined) {
      try {
        execFileSync("git", ["check-ignore", "-q", "--no-index", path], { cwd: root, stdio: "ignore" });
        ignored = true;
      } catch {
        ignored = false;
      }
      known.set(path, ignored);
    }
    return ignored;
  };
}

describe("links in README.md and docs/", () => {
  it("every link resolves inside the repository or goes to an allowed host", () => {
    const pages = pagesOf(ROOT);
    expect(pages).toContain("docs/commands.md");
    const found = pages.flatMap((page) => linksOf(page, readFileSync(join(ROOT, page), "utf8")));
    // The check looked at something: the README links into docs/.
    expect(
      found.filter((l) => l.page === "README.md" && l.target.startsWith("docs/")).length,
    ).toBeGreaterThan(3);
    expect(brokenLinks(ROOT, pages)).toEqual([]);
  });

  it("finds each kind of broken link in a page made to have them", () => {
    const root = tempDir("releaser-links-");
    execFileSync("git", ["init", "-q"], { cwd: root });
    mkdirSync(join(root, "docs"));
    writeFileSync(join(root, ".gitignore"), "dist/\n");
    mkdirSync(join(root, "dist"));
    writeFileSync(join(root, "dist", "cli.js"), "");
    writeFileSync(
      join(root, "docs", "guide.md"),
      [
        "# Guide",
        "## Install `py-releaser` (today)",
        "## Install `py-releaser` (today)",
        "### ⚠ Breaking Changes",
        "[back](../README.md#title) [out](../../out.md) `../README.md` and `../../secret.md`",
      ].join("\n\n"),
    );
    const readme = [
      "# Title",
      "[ok](docs/guide.md) [ok anchor](docs/guide.md#install-py-releaser-today)",
      "[repeat](docs/guide.md#install-py-releaser-today-1) [emoji](docs/guide.md#-breaking-changes)",
      "[self](#title) [folder](docs/) ![img](docs/guide.md)",
      "[pep](https://peps.python.org/pep-0440/) <https://www.conventionalcommits.org/en/v1.0.0/>",
      "[missing](docs/nothing.md)",
      "[up](../shared/DESIGN.md)",
      "[sneaky](docs/../../x.md)",
      "[bad anchor](docs/guide.md#no-such-heading)",
      "[bad self](#nowhere)",
      "![missing image](docs/logo.png)",
      "[host](https://example.com/page)",
      "see https://evil.example.org/x for more",
      "[plain](http://peps.python.org/pep-0440/)",
      "[abs](/docs/guide.md)",
      "[ignored](dist/cli.js)",
      "[ref]: docs/gone.md",
      '<a href="docs/away.md">html</a>',
      "`[in code](docs/nothing-in-code.md)` and see `../shared/STYLE.md`",
      "```",
      "[in a fence](docs/nothing-in-fence.md)",
      "```",
    ].join("\n");
    writeFileSync(join(root, "README.md"), readme);
    const problems = brokenLinks(root);
    expect(problems).toEqual([
      "README.md:6: docs/nothing.md: docs/nothing.md does not exist",
      "README.md:7: ../shared/DESIGN.md: climbs out of the repository with `..`: link inside it only",
      "README.md:8: docs/../../x.md: climbs out of the repository with `..`: link inside it only",
      "README.md:9: docs/guide.md#no-such-heading: no heading of docs/guide.md has the anchor #no-such-heading",
      "README.md:10: #nowhere: no heading of README.md has the anchor #nowhere",
      "README.md:11: docs/logo.png: docs/logo.png does not exist",
      "README.md:12: https://example.com/page: example.com is not on the list of allowed hosts",
      "README.md:13: https://evil.example.org/x: evil.example.org is not on the list of allowed hosts",
      "README.md:14: http://peps.python.org/pep-0440/: plain http: use https",
      "README.md:15: /docs/guide.md: an absolute path: write it relative to the page",
      "README.md:16: dist/cli.js: dist/cli.js is ignored by git: it is not in the repository",
      "README.md:17: docs/gone.md: docs/gone.md does not exist",
      "README.md:18: docs/away.md: docs/away.md does not exist",
      "README.md:19: `../shared/STYLE.md`: names a path outside the repository",
      "docs/guide.md:9: ../../out.md: climbs out of the repository with `..`: link inside it only",
      "docs/guide.md:9: `../../secret.md`: names a path outside the repository",
    ]);
  });
});
