import { describe, expect, it } from "vitest";
import { ConfigError } from "../../core/errors.ts";
import { commitActions } from "./commit-actions.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("commitActions: the release commit's files as GitLab's Commits API actions", () => {
  it("creates a new file, updates a changed one, deletes a removed one, text as it is", () => {
    expect(
      commitActions([
        {
          path: "CHANGELOG.md",
          mode: "100644",
          content: bytes("# Changelog\n\n## 1.5.0 — ünïcode\n"),
          before: "100644",
        },
        { path: "news/.gitkeep", mode: "100644", content: bytes(""), before: undefined },
        { path: "news/12.feature.md", deleted: true },
      ]),
    ).toEqual([
      {
        action: "update",
        file_path: "CHANGELOG.md",
        content: "# Changelog\n\n## 1.5.0 — ünïcode\n",
        encoding: "text",
      },
      { action: "create", file_path: "news/.gitkeep", content: "", encoding: "text" },
      { action: "delete", file_path: "news/12.feature.md" },
    ]);
  });

  it("sends bytes that are not UTF-8 text, or hold a NUL, base64-encoded", () => {
    const binary = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe]);
    const nul = bytes("a\u0000b");
    expect(
      commitActions([
        { path: "logo.png", mode: "100644", content: binary, before: "100644" },
        { path: "data.bin", mode: "100644", content: nul, before: undefined },
      ]),
    ).toEqual([
      { action: "update", file_path: "logo.png", content: "iVBOR//+", encoding: "base64" },
      { action: "create", file_path: "data.bin", content: "YQBi", encoding: "base64" },
    ]);
  });

  it("sets the executable bit with chmod after the content: a new script, a mode that changed either way", () => {
    expect(
      commitActions([
        { path: "run.sh", mode: "100755", content: bytes("#!/bin/sh\n"), before: undefined },
        { path: "tools/go.sh", mode: "100755", content: bytes("x\n"), before: "100644" },
        { path: "tools/old.sh", mode: "100644", content: bytes("y\n"), before: "100755" },
        { path: "tools/same.sh", mode: "100755", content: bytes("z\n"), before: "100755" },
      ]),
    ).toEqual([
      { action: "create", file_path: "run.sh", content: "#!/bin/sh\n", encoding: "text" },
      { action: "chmod", file_path: "run.sh", execute_filemode: true },
      { action: "update", file_path: "tools/go.sh", content: "x\n", encoding: "text" },
      { action: "chmod", file_path: "tools/go.sh", execute_filemode: true },
      { action: "update", file_path: "tools/old.sh", content: "y\n", encoding: "text" },
      { action: "chmod", file_path: "tools/old.sh", execute_filemode: false },
      { action: "update", file_path: "tools/same.sh", content: "z\n", encoding: "text" },
    ]);
  });

  it("refuses a symbolic link, which GitLab's actions cannot write, saying to push instead", () => {
    const link = () =>
      commitActions([{ path: "VERSION", mode: "120000", content: bytes("src/VERSION"), before: undefined }]);
    expect(link).toThrow(ConfigError);
    expect(link).toThrow(
      'the release commit changes the symbolic link VERSION, which GitLab\'s Commits API cannot write; set pr.commit = "git" so the commit is pushed',
    );
  });
});
