import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { Provider } from "./host-view.ts";
import { type HostedRepo, hostedRepo } from "./hosted-repo.ts";

/** The distribution files `release --skip-build` uploads: bytes a text decoder would mangle. */
export const SDIST = Buffer.from("sdist bytes \u0000\u0001\u0002 of widgets 1.5.0");
export const WHEEL = Buffer.from("PK\u0003\u0004 wheel bytes of widgets 1.5.0, a little longer");

/** A project whose release commit for 1.5.0 is on main, here and on the remote, with dist/ built. */
export async function merged(extraConfig = "", provider: Provider = "github"): Promise<HostedRepo> {
  const h = await hostedRepo(extraConfig, { provider });
  h.repo.commit("chore: ignore dist", { ".gitignore": "dist/\n" });
  const update = await h.run(["update"]);
  expect(update.code, update.stderr).toBe(0);
  await h.push("main");
  writeDist(h);
  return h;
}

export function writeDist(h: HostedRepo) {
  writeDistIn(h.repo.dir);
}

/** dist/ with the two files, in a checkout. */
export function writeDistIn(dir: string) {
  mkdirSync(join(dir, "dist"), { recursive: true });
  writeFileSync(join(dir, "dist", "widgets-1.5.0.tar.gz"), SDIST);
  writeFileSync(join(dir, "dist", "widgets-1.5.0-py3-none-any.whl"), WHEEL);
}

/** The remote's tags: name -> [object type, peeled commit]. */
export async function remoteTags(h: HostedRepo): Promise<Map<string, string>> {
  const out = await h.remoteGit("ls-remote", "--tags", "origin");
  const tags = new Map<string, string>();
  for (const line of out.split("\n")) {
    const [commit = "", ref = ""] = line.split("\t");
    if (ref === "") continue;
    const name = ref.replace(/^refs\/tags\//, "").replace(/\^\{\}$/, "");
    if (ref.endsWith("^{}") || !tags.has(name)) tags.set(name, commit);
  }
  return tags;
}
