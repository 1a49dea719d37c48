import { describe, expect, it } from "vitest";
import { type GroupCandidate, groupByPlainTags } from "./release-group.ts";

const candidate = (
  path: string,
  version: string | undefined,
  more: Partial<GroupCandidate> = {},
): GroupCandidate => ({
  name: path === "." ? "acme" : (path.split("/").at(-1) as string),
  path,
  version,
  fromTag: false,
  ownTags: 0,
  ...more,
});

describe("groupByPlainTags", () => {
  it("groups the packages that carry the newest plain tag's version, leaving a core of its own numbering out", () => {
    const group = groupByPlainTags(
      ["2.0.0", "2.1.0", "2.2.0rc1", "v1.9.0"],
      [
        candidate("packages/alpha", "2.1.0"),
        candidate("packages/beta", "2.1"),
        candidate("packages/core", "0.46.3"),
      ],
    );
    expect(group).toEqual({
      paths: ["packages/alpha", "packages/beta"],
      shared: true,
      tag: "2.1.0",
      version: "2.1.0",
      apart: [
        {
          name: "core",
          path: "packages/core",
          why: "its files carry 0.46.3, not the 2.1.0 of the release tags",
        },
      ],
    });
  });

  it("takes the packages whose build reads the tag, the root's own project included", () => {
    const group = groupByPlainTags(
      ["2.1.0", "2.2.0"],
      [
        candidate(".", undefined, { fromTag: true }),
        candidate("packages/cli", undefined, { fromTag: true }),
        candidate("packages/lib", undefined, { fromTag: true }),
      ],
    );
    expect(group?.paths).toEqual([".", "packages/cli", "packages/lib"]);
    expect(group?.shared).toBe(true);
    expect(group?.tag).toBe("2.2.0");
  });

  it("makes the root the one package when only its version is the tags' (v-tags), the member of its own tags apart", () => {
    const group = groupByPlainTags(
      ["v2.13.3", "v2.13.2", "core-v2.46.3"],
      [candidate(".", "2.13.3"), candidate("core", "2.46.3", { name: "acme-core", ownTags: 1 })],
    );
    expect(group).toEqual({
      paths: ["."],
      shared: false,
      tag: "v2.13.3",
      version: "2.13.3",
      apart: [{ name: "acme-core", path: "core", why: "it has release tags of its own" }],
    });
  });

  it("takes a newer pre-release tag the files carry: the way to the next final release", () => {
    const group = groupByPlainTags(
      ["v2.12.5", "v2.13.0b3", "v2.13.0b2"],
      [candidate(".", "2.13.0b3"), candidate("core", "2.46.0")],
    );
    expect(group).toEqual({
      paths: ["."],
      shared: false,
      tag: "v2.13.0b3",
      version: "2.13.0b3",
      apart: [
        { name: "core", path: "core", why: "its files carry 2.46.0, not the 2.13.0b3 of the release tags" },
      ],
    });
  });

  it("groups nothing without a plain release tag, or when no package carries its version", () => {
    expect(groupByPlainTags(["alpha-v1.0.0"], [candidate("packages/alpha", "1.0.0")])).toBeUndefined();
    expect(
      groupByPlainTags(
        ["3.0.0"],
        [candidate("packages/alpha", "1.0.0"), candidate("packages/beta", "2.0.0")],
      ),
    ).toBeUndefined();
  });
});
