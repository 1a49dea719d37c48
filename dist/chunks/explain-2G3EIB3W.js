#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  styles
} from "./chunk-5ZHY677I.js";
import "./chunk-Z7FL2XP4.js";

// src/core/error-catalog.ts
var ERROR_CATALOG = [
  {
    code: "RELEASE_ERROR",
    kind: "ReleaseError",
    cause: "A release cannot go on for a reason that is not about configuration, git, the code host or publishing: e.g. an interrupted `update` waiting to be finished, or a version override that contradicts the history (--release-as below the last release).",
    fix: "Read the one-line message: it names what to run. For an interrupted update, run `releaser update` again (it finishes the same release commit)."
  },
  {
    code: "CONFIG_ERROR",
    kind: "ConfigError",
    cause: "The configuration cannot be used: a TOML syntax error, an unknown key, a value of the wrong type or shape (a tag_format git refuses, a pr.branch that is no branch name), a path leading outside the repository, a missing token, or a package index URL that is not https.",
    fix: 'The message names the file and the key ("pyproject.toml: key tool.releaser.pr.branch: ..."). Fix that value; `releaser check` reports the next problem, if any, without changing anything.'
  },
  {
    code: "GIT_ERROR",
    kind: "GitError",
    cause: "git could not do what the release needs: not a repository, no commits, a dirty working tree, the wrong branch, HEAD behind or diverged from origin, a shallow clone that cannot be deepened, no identity for the commit or tag.",
    fix: "Do what the message says (commit or stash, check out the release branch, `git pull --ff-only`, `fetch-depth: 0` in actions/checkout, set user.name and user.email), then run the same command again."
  },
  {
    code: "TAG_EXISTS",
    kind: "TagExistsError",
    cause: "The tag for the version to release already exists on another commit than HEAD (here or on origin), or --release-as names a version that is already tagged.",
    // A published tag is what installers and users point at: the advice never removes one (issue 32).
    fix: "Release a new version: `releaser update` proposes the next free one, or pass --release-as with a version above every release. A tag that a release uses is never moved or removed; when the tag here differs from origin's, `git fetch --tags --force` takes origin's."
  },
  {
    code: "PUSH_ERROR",
    kind: "PushError",
    cause: "The remote refused a push: branch protection, a token without `contents: write` (GitHub) or without the Developer role, or Maintainer for a protected branch or tag (GitLab), a CI_JOB_TOKEN where the project does not allow job tokens to push, a pre-receive hook, or someone pushing to the same branch during the run. A rejected release push leaves no tag behind.",
    fix: `Read the server's reason in the message; give the token the permission or role, or allow the push in the branch or tag protection (on GitLab, for CI_JOB_TOKEN: Settings, CI/CD, Job token permissions, "Allow Git push requests to the repository", or set GITLAB_TOKEN), then run again (a re-run picks up where it stopped).`
  },
  {
    code: "GIT_HOST_ERROR",
    kind: "GitHostError",
    cause: "The code host's API answered with an error that is not about the token: 404 (wrong repository or API URL; GitLab also answers 404 for a project the token cannot see), 400, 409 or 422 (the host's own words are in the message), or 5xx and cut connections that did not end after retries.",
    fix: "Check host.repository (or the origin URL) and host.api_url for a 404; follow the host's words for a 400, 409 or 422; for 5xx run again later: every step looks before it acts, so nothing is done twice."
  },
  {
    code: "AUTHENTICATION_ERROR",
    kind: "AuthenticationError",
    cause: "The code host refused the token (401: wrong, expired or revoked) or the token lacks a permission (403), e.g. `pull-requests: write` for release-pr or `contents: write` for release; or the repository's Actions setting \"Allow GitHub Actions to create and approve pull requests\" is off; or a release's commit changes workflow files and the token may not. On GitLab: a token without the api scope, a role below Developer, a protected tag, or CI_JOB_TOKEN where GitLab takes no job token (merge requests).",
    fix: 'Give a valid token in GITHUB_TOKEN (or host.token_env, or GH_TOKEN); on GitLab in GITLAB_TOKEN (or GL_TOKEN): a project or personal access token with the api scope and at least the Developer role. In GitHub Actions add the permission the message names under "permissions:" in the workflow; for the Actions setting, turn it on (repository or organisation Settings, Actions, General, Workflow permissions) or use a personal access token or GitHub App token; for workflow files, a token with the `workflow` scope (Workflows: write for an App).'
  },
  {
    code: "RATE_LIMIT_ERROR",
    kind: "RateLimitError",
    cause: "The code host's rate limit was reached and its reset is further away than releaser waits (host.max_rate_limit_wait, 300 s by default), or a secondary rate limit kept refusing beyond that wait.",
    fix: "Run again after the time the message gives, or raise host.max_rate_limit_wait."
  },
  {
    code: "PUBLISH_ERROR",
    kind: "PublishError",
    cause: "The publishing pipeline stopped: a pre_release hook failed, or a hook or build changed the commit to release. Nothing was tagged.",
    fix: "Fix what the hook reports (its command, exit code and last line are in the message), make hooks and builds leave tracked files alone, then run release again."
  },
  {
    code: "BUILD_ERROR",
    kind: "BuildError",
    cause: "The build failed or made the wrong files: the tool is not installed, it exited non-zero, or the sdist/wheel names, METADATA or PKG-INFO do not carry the project's name and the release's version. It happens before the tag.",
    fix: "Install the tool (the message says how) or set publish.build_command; for a wrong version, check where the build takes it from (setuptools-scm and hatch-vcs get SETUPTOOLS_SCM_PRETEND_VERSION)."
  },
  {
    code: "UPLOAD_ERROR",
    kind: "UploadError",
    cause: "The package index refused the upload or the trusted-publishing exchange (its own words are in the message): a wrong token, no trusted publisher for this workflow, a file that exists with other content.",
    fix: "Fix the credential (PYPI_TOKEN, or the trusted publisher on the index and `permissions: id-token: write`) and run release again: files already on the index are skipped."
  },
  {
    code: "VERSION_FILE_ERROR",
    kind: "VersionFileError",
    cause: "A file that carries the version cannot be read or edited safely: malformed TOML, a __version__ that is not a plain string, invalid UTF-8, a FIFO or a directory where a file was expected.",
    fix: "Fix the file the message names (file:line), or point version_files at the right place."
  },
  {
    code: "VALIDATION_ERROR",
    kind: "ValidationError",
    cause: "A pull request title or commit message does not follow the conventional-commit format (check-pr, check-commit).",
    fix: "Rewrite it as `type(scope): description`, e.g. `feat(api): add a streaming reader`; the message lists the problems."
  },
  {
    code: "USAGE_ERROR",
    kind: "(none)",
    cause: "The command line is wrong: an unknown command or option, a missing argument, or a value an option does not take (e.g. --bump huge). Exit code 2.",
    fix: "Read the one line (it names the option and, for a typo, the nearest one) and `releaser <command> --help`."
  },
  {
    code: "INTERNAL_ERROR",
    kind: "(none)",
    cause: "Something releaser did not expect: a bug.",
    fix: "Run the command again with --verbose and report the output (secrets are masked)."
  }
];
function explainError(code) {
  let wanted = code.trim().toUpperCase().replace(/^RELEASER_/, "").replaceAll("-", "_");
  return ERROR_CATALOG.find((entry) => entry.code === wanted);
}

// src/cli/commands/explain.ts
function runExplain(code, output, json) {
  let s = styles(output.color);
  if (code === void 0) {
    if (json) output.out(`${JSON.stringify(ERROR_CATALOG, null, 2)}
`);
    else {
      let width = Math.max(...ERROR_CATALOG.map((e) => e.code.length));
      for (let entry2 of ERROR_CATALOG) output.out(`${s.bold(entry2.code.padEnd(width))}  ${entry2.kind}
`);
      output.out(`
releaser explain <code> says when it happens and what to do.
`);
    }
    return 0;
  }
  let entry = explainError(code);
  if (entry === void 0) {
    let message = `no error has the code ${JSON.stringify(code)}; the codes are ${ERROR_CATALOG.map((e) => e.code).join(", ")}`;
    return output.err(`${styles(output.errColor).red("error:")} ${message}
`), json && output.out(`${JSON.stringify({ error: { code: "USAGE_ERROR", message } })}
`), 2;
  }
  return json ? (output.out(`${JSON.stringify(entry, null, 2)}
`), 0) : (output.out(
    `${s.bold(entry.code)}${entry.kind === "(none)" ? "" : ` (${entry.kind})`}

${s.bold("When:")} ${entry.cause}

${s.bold("What to do:")} ${entry.fix}
`
  ), 0);
}
export {
  runExplain
};
