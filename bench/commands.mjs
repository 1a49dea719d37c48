// What the bench runs on each repository, and how each answer is checked.
// A command: { id, label, kind: floor | context | releaser | peer | remote, floor?: gitnode | node,
//   argv, env?, cwd?, devnull?, runs?, target?, verify?(res) -> [problems], read?(res) -> the answer shown, expect? }
export const NODE = process.execPath;

// The correctness gate: every `check --json` run must give the exact answer. `tag` is the base tag
// as git finds it, `counted` = git rev-list --count tag..HEAD.
export function verifyCheck(res, { meta, tag, counted }) {
  const { expected } = meta;
  let j;
  try {
    j = JSON.parse(res.stdout);
  } catch {
    return [
      `check --json did not print one JSON document (stdout starts ${JSON.stringify(res.stdout.slice(0, 200))})`,
    ];
  }
  const bad = [];
  const want = (what, got, exp) => {
    if (got !== exp) bad.push(`${what} is ${JSON.stringify(got)}, expected ${JSON.stringify(exp)}`);
  };
  // A release-branch base: the commits it released as cherry-picks are not in the range.
  const picked = meta.released_on_base ?? 0;
  want("commits.total", j.commits?.total, counted - picked);
  if (picked) want("released_on_branch.cherry_picks", j.released_on_branch?.cherry_picks, picked);
  want("next_version", j.next_version, expected.next_version);
  want("bump", j.bump, expected.bump);
  want("last_tag", j.last_tag, tag);
  want("current_version", j.current_version, meta.base_version);
  want("commits.conventional", j.commits?.conventional, expected.conventional);
  if (meta.towncrier) {
    // towncrier's draft is the changelog: its heading names the project and the next version.
    if (!j.changelog?.startsWith(`${meta.towncrier} ${expected.next_version} (`))
      bad.push(`changelog is not towncrier's draft: ${JSON.stringify((j.changelog ?? "").slice(0, 80))}`);
    return bad;
  }
  const section = /### ⚠ Breaking Changes\n\n([\s\S]*?)(?=\n### |\n## |$)/.exec(j.changelog ?? "")?.[1] ?? "";
  want(
    'number of entries under "### ⚠ Breaking Changes" in changelog',
    section.split("\n").filter((l) => l.startsWith("- ")).length,
    expected.breaking,
  );
  return bad;
}

function checkCommand(cli, facts, floor) {
  const next = facts.meta.expected.next_version;
  return {
    id: "check",
    label: "releaser check --json",
    kind: "releaser",
    floor,
    argv: [NODE, cli, "check", "--json"],
    verify: (r) => verifyCheck(r, facts),
    read: (r) => JSON.parse(r.stdout).next_version,
    expect: next,
  };
}
const versionCommand = (cli) => ({
  id: "version",
  label: "releaser --version",
  kind: "releaser",
  floor: "node",
  argv: [NODE, cli, "--version"],
  verify: (r) => (r.stdout.trim() ? [] : ["--version printed nothing"]),
  read: (r) => r.stdout.trim(),
});
const gitLog = (tag) => ({
  id: "git-log",
  label: `floor: git log --format='%H%n%B' ${tag}..HEAD`,
  kind: "floor",
  argv: ["git", "log", "--format=%H%n%B", `${tag}..HEAD`],
  devnull: true,
});
const nodeFloor = { id: "node", label: "floor: node -e ''", kind: "floor", argv: [NODE, "-e", ""] };

// The 1k/10k/100k repositories: floors, releaser, peers.
export function sizeCommands(cli, facts, peers) {
  const next = facts.meta.expected.next_version;
  const cmds = [
    gitLog(facts.tag),
    nodeFloor,
    checkCommand(cli, facts, "gitnode"),
    {
      id: "update",
      label: "releaser update --dry-run",
      kind: "releaser",
      floor: "gitnode",
      argv: [NODE, cli, "update", "--dry-run"],
      verify: (r) =>
        `${r.stdout}\n${r.stderr}`.includes(next) ? [] : [`update --dry-run output does not mention ${next}`],
      read: () => next, // verified: its output names it
      expect: next,
    },
    versionCommand(cli),
  ];
  for (const p of peers) {
    cmds.push({
      id: p.id,
      label: p.label,
      kind: "peer",
      floor: "gitnode",
      argv: p.argv,
      read: (r) => p.parse(r.stdout),
      expect: next,
      skip: p.available ? null : `unavailable: ${p.reason}`,
    });
  }
  return cmds;
}

// The release-branch history: floors, what git itself needs for the tag question, releaser.
export function branchCommands(cli, facts) {
  return [
    gitLog(facts.tag),
    nodeFloor,
    {
      id: "merged-tags",
      label: "context: git for-each-ref --merged HEAD refs/tags",
      kind: "context",
      argv: ["git", "for-each-ref", "--merged", "HEAD", "refs/tags"],
      devnull: true,
    },
    {
      id: "rev-count",
      label: `context: git rev-list --count ${facts.tag}..HEAD`,
      kind: "context",
      argv: ["git", "rev-list", "--count", `${facts.tag}..HEAD`],
      verify: (r) => (Number(r.stdout) === facts.counted ? [] : [`rev-list printed ${r.stdout.trim()}`]),
    },
    checkCommand(cli, facts, "gitnode"),
  ];
}

// The small project: start-up matters most; the floor is node's own.
export function smallCommands(cli, facts, runs) {
  return [
    { ...nodeFloor, runs },
    {
      ...gitLog(facts.tag),
      kind: "context",
      label: `context: git log --format='%H%n%B' ${facts.tag}..HEAD`,
      runs,
    },
    { ...checkCommand(cli, facts, "node"), target: 1.5, runs },
    { ...versionCommand(cli), target: 1.3, runs },
    {
      id: "help",
      label: "releaser --help",
      kind: "releaser",
      floor: "node",
      target: 1.3,
      runs,
      argv: [NODE, cli, "--help"],
      verify: (r) => (/Usage: releaser/.test(r.stdout) ? [] : ["--help printed no usage line"]),
    },
  ];
}

// release-pr and release against the stand-ins (remote.mjs), on the clones with an origin.
export function remoteCommands(cli, facts, remote) {
  const next = facts.meta.expected.next_version;
  const said = (r, ...patterns) => {
    const text = `${r.stdout}\n${r.stderr}`;
    const missing = patterns.filter((p) => !(typeof p === "string" ? text.includes(p) : p.test(text)));
    return missing.length
      ? [`output lacks ${missing.map(String).join(", ")}: ${JSON.stringify(text.slice(0, 400))}`]
      : [];
  };
  const common = { kind: "remote", env: remote.env, remote, expect: next };
  const publish = remote.skipPublish ? ["--skip-publish"] : [];
  return [
    {
      ...common,
      id: "release-pr",
      label: "releaser release-pr --dry-run",
      cwd: remote.dirs.main,
      argv: [NODE, cli, "release-pr", "--dry-run"],
      verify: (r) => said(r, /dry run/i, next),
      read: () => next,
    },
    {
      ...common,
      id: "release-merged",
      label: `releaser release --dry-run${publish.length ? " --skip-publish" : ""} (release PR merged)`,
      cwd: remote.dirs.merged,
      argv: [NODE, cli, "release", "--dry-run", ...publish],
      verify: (r) => said(r, /dry run/i, `v${next}`),
      read: () => next,
    },
    {
      ...common,
      id: "release-nothing",
      label: "releaser release --dry-run (nothing to release)",
      cwd: remote.dirs.main,
      argv: [NODE, cli, "release", "--dry-run"],
      verify: (r) => said(r, /nothing to release/i),
      read: () => "nothing",
      expect: "nothing",
    },
  ];
}

// The main line with maintenance branches: floors (towncrier's own draft run among them, as
// `check` runs it), check, init --dry-run.
export function maintenanceCommands(cli, facts) {
  const next = facts.meta.expected.next_version;
  return [
    gitLog(facts.tag),
    nodeFloor,
    {
      id: "towncrier",
      label: `floor: towncrier build --draft --version ${next}`,
      kind: "floor",
      argv: ["towncrier", "build", "--draft", "--version", next, "--name", facts.meta.towncrier],
      devnull: true,
    },
    { ...checkCommand(cli, facts, "gitnodetowncrier"), target: 2.5 },
    initCommand(cli),
  ];
}
const initCommand = (cli) => ({
  id: "init",
  label: "releaser init --dry-run",
  kind: "releaser",
  floor: "node",
  limit: 3, // s (issue 45)
  argv: [NODE, cli, "init", "--dry-run"],
  verify: (r) =>
    /\[tool\.releaser\]/.test(r.stdout) ? [] : ["init --dry-run showed no [tool.releaser] table"],
});

// The project with a 400-package uv.lock: floors, check, update --dry-run (which edits the lock).
export function lockCommands(cli, facts, runs) {
  const next = facts.meta.expected.next_version;
  return [
    { ...nodeFloor, runs },
    { ...gitLog(facts.tag), runs },
    { ...checkCommand(cli, facts, "gitnode"), runs },
    {
      id: "update",
      label: "releaser update --dry-run",
      kind: "releaser",
      floor: "gitnode",
      runs,
      argv: [NODE, cli, "update", "--dry-run"],
      verify: (r) =>
        r.stdout.includes(`+version = "${next}"`) && /in [^\n]*uv\.lock/.test(r.stdout)
          ? []
          : [`update --dry-run does not show uv.lock's entry at ${next}`],
      read: () => next, // verified: the lock's diff names it
      expect: next,
    },
  ];
}

// The project with 5,000 tags, on its clone whose origin (on the git stand-in) has them all, all
// fetched already: floors, git's own listing of origin's tags, check (issue 45: within 1 s).
export function tagsCommands(cli, facts, remote, runs) {
  const clone = remote.dirs.main;
  return [
    { ...nodeFloor, runs },
    { ...gitLog(facts.tag), cwd: clone, runs },
    {
      id: "ls-remote",
      label: "context: git ls-remote origin 'refs/tags/*'",
      kind: "context",
      cwd: clone,
      env: remote.gitAuth,
      runs,
      argv: ["git", "ls-remote", "origin", "refs/tags/*"],
      verify: (r) => {
        const n = r.stdout.split("\n").filter((l) => l.includes("refs/tags/") && !l.endsWith("^{}")).length;
        return n === facts.meta.tags ? [] : [`ls-remote listed ${n} tags, origin has ${facts.meta.tags}`];
      },
    },
    { ...checkCommand(cli, facts, "gitnode"), cwd: clone, env: remote.env, limit: 1, runs },
  ];
}
