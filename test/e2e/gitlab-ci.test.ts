import { afterAll, describe, expect, it } from "vitest";
import { assertNoToken, hostedRepo, JOB_TOKEN } from "../helpers/hosted-repo.ts";
import { pyproject, runAsync, tempDir } from "../helpers/repo.ts";
import { registerSecret } from "../helpers/secrets.ts";
import { startPackageIndexStandIn } from "../stand-ins/package-index.ts";

/**
 * A release in a simulated GitLab CI job (issue 27): the environment holds what a job on a
 * protected branch gets (CI_JOB_TOKEN, the CI_* variables, and the OIDC ID token that
 * `id_tokens: PYPI_ID_TOKEN: aud: pypi` defines), nothing else: no GITLAB_TOKEN, no index token,
 * no host settings in pyproject.toml. releaser finds GitLab from CI_SERVER_URL, the API from
 * CI_API_V4_URL, the project from CI_PROJECT_PATH; pushes the tag as gitlab-ci-token; stores the
 * files in the generic package registry and links them from the release; exchanges the ID token
 * at the index's mint-token endpoint; and pip installs the result. Slow (a build, a venv): e2e.
 */

const ID_TOKEN =
  "eyJhbGciOiJSUzI1NiJ9.eyJhdWQiOiJweXBpIiwicHJvamVjdF9wYXRoIjoiYWNtZS93aWRnZXRzIn0.c2lnbmF0dXJl";
registerSecret(ID_TOKEN);
const PATH = `/usr/bin:${process.env.PATH ?? ""}`;
const closers: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

describe("release in a GitLab CI job with only CI_JOB_TOKEN and an OIDC ID token", () => {
  it("tags, makes the GitLab release linking the registry's files, publishes by trusted publishing, and pip installs it", async () => {
    const index = await startPackageIndexStandIn({
      token: "pypi-NeverUsedHere",
      oidc: { audience: "pypi", acceptedJwt: ID_TOKEN },
    });
    closers.push(index.close);
    const h = await hostedRepo("", {
      provider: "gitlab",
      // No [tool.releaser.host]: the job's variables say where GitLab is.
      pyproject: () =>
        pyproject(
          "1.4.2",
          "widgets",
          `\n[tool.releaser.publish]\nrepository_url = "${index.uploadUrl}"\nbuild_command = ["/usr/bin/python3", "-m", "build", "--no-isolation", "--skip-dependency-check", "--outdir", "dist"]\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n`,
        ),
    });
    await h.repo.commitAsync("chore: ignore dist", { ".gitignore": "dist/\n" });
    expect((await h.run(["update"])).code).toBe(0);
    await h.push("main");

    // GitLab CI checks out the pipeline's commit detached.
    const head = (await h.repo.gitAsync("rev-parse", "HEAD")).trim();
    await h.repo.gitAsync("checkout", "-q", "--detach");
    const job = {
      CI_COMMIT_BRANCH: "main",
      CI_COMMIT_SHA: head,
      GITLAB_TOKEN: "",
      GITLAB_CI: "true",
      CI: "true",
      CI_SERVER_URL: h.gitlab.serverUrl,
      CI_API_V4_URL: h.gitlab.url,
      CI_PROJECT_PATH: "acme/widgets",
      CI_JOB_TOKEN: JOB_TOKEN,
      PYPI_ID_TOKEN: ID_TOKEN,
      PATH,
    };
    // A pipeline for another commit is not this HEAD's branch: refused, nothing done.
    const elsewhere = await h.run(["release"], { ...job, CI_COMMIT_SHA: "f".repeat(40) });
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain("but HEAD is detached; check out main");
    expect(h.gitlab.requests).toEqual([]);

    const before = h.git.requests.length;
    const result = await h.run(["release", "--json"], job);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ released: true, published: true });
    expect(result.stderr).toContain("minted an upload token by trusted publishing");

    // Every request to GitLab went with the job token, none with an access token.
    const auth = h.gitlab.requests.map((r) => Object.keys(r.headers).find((k) => /token/i.test(k)));
    expect(new Set(auth)).toEqual(new Set(["job-token"]));
    // The tag was pushed by this run, as gitlab-ci-token.
    const pushes = h.git.requests.slice(before).filter((r) => r.path.endsWith("/git-receive-pack"));
    expect(pushes.map((r) => r.user)).toEqual(["gitlab-ci-token"]);
    expect(await h.remoteGit("ls-remote", "--tags", "origin", "refs/tags/v1.5.0")).toContain(
      "refs/tags/v1.5.0",
    );

    const files = ["widgets-1.5.0-py2.py3-none-any.whl", "widgets-1.5.0.tar.gz"];
    const [release] = h.host.releases();
    expect(release?.tag).toBe("v1.5.0");
    expect(release?.body).toContain("### Features\n\n- B");
    expect(release?.assets.map((a) => a.name).sort()).toEqual(files);
    const links = h.gitlab.state.releases[0]?.links ?? [];
    expect(links.every((l) => l.link_type === "package")).toBe(true);
    // The linked registry files are the bytes the index got (and dist/ holds).
    for (const asset of release?.assets ?? []) {
      expect(asset.content.length).toBeGreaterThan(0);
      expect(asset.content.equals(index.files.get(asset.name)?.content ?? Buffer.alloc(0))).toBe(true);
    }
    expect([...index.files.keys()].sort()).toEqual(files);
    expect(index.minted).toHaveLength(1);
    // The registry holds the files and the draft's record, which a Developer's job token may not
    // delete (deleting package files takes the Maintainer role): the release links only the files.
    expect(h.gitlab.state.packages.flatMap((p) => p.package_files.map((f) => f.file_name)).sort()).toEqual(
      [...files, "releaser-draft.json"].sort(),
    );

    const venv = tempDir("releaser-venv-");
    expect((await runAsync("/usr/bin/python3", ["-m", "venv", venv], { cwd: venv })).code).toBe(0);
    const pip = await runAsync(
      `${venv}/bin/pip`,
      ["install", "-q", "--disable-pip-version-check", "--index-url", index.simpleUrl, "widgets==1.5.0"],
      { cwd: venv, env: { PIP_CONFIG_FILE: "/dev/null", PIP_NO_CACHE_DIR: "1" } },
    );
    expect(pip.code, pip.stderr).toBe(0);
    const imported = await runAsync(
      `${venv}/bin/python`,
      ["-c", "import widgets; print(widgets.__version__)"],
      {
        cwd: venv,
      },
    );
    expect(imported.stdout.trim()).toBe("1.5.0");
    assertNoToken({ stdout: result.stdout, stderr: result.stderr });
    expect(result.stdout + result.stderr).not.toContain(ID_TOKEN);

    // Run again in the next pipeline: everything is found done.
    const again = await h.run(["release", "--json"], job);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ released: false, published: true });
    expect(h.gitlab.state.releases).toHaveLength(1);
  }, 240_000);

  it("release-pr with only CI_JOB_TOKEN stops before any change: merge requests need GITLAB_TOKEN", async () => {
    const h = await hostedRepo("", { provider: "gitlab" });
    const before = await h.remoteBranch("releaser/main");
    const result = await h.run(["release-pr"], {
      GITLAB_TOKEN: "",
      GITLAB_CI: "true",
      CI_JOB_TOKEN: JOB_TOKEN,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/GitLab does not let CI_JOB_TOKEN .*api scope in GITLAB_TOKEN/);
    expect(h.gitlab.state.mergeRequests).toEqual([]);
    expect(before).toBe("");
  });
});
