// The commit-message corpus of the benchmark's repositories and the answer they imply.
// Deterministic: a seeded PRNG (mulberry32), no Math.random.
export const TAG = "v1.4.2";
export const BASE_VERSION = "1.4.2";
export const PKG = "acme-widgets";
export const MOD = "acme_widgets";
// Same shape as the spec 4.5 grammar (DESIGN 4: the description holds a non-space character).
const CONVENTIONAL = /^(\w+)(?:\(([^)]+)\))?(!)?:\s*(.*\S.*)$/;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const AUTHORS = [
  ["Ada Lovelace", "ada@example.org"],
  ["José Müller", "jose@example.org"],
  ["Zoë Zhang", "zoe@example.org"],
  ["Bob Smith", "bob@example.com"],
  ["Priya Raman", "priya@example.net"],
  ["Łukasz Nowak", "lukasz@example.pl"],
  ["田中 太郎", "taro@example.jp"],
  ["dependabot[bot]", "49699333+dependabot[bot]@users.noreply.github.com"],
];
export const SCOPES = "cli api core parser config io http cache auth db ui deps plugins".split(" ");
const VERBS = "add support handle allow expose improve reject validate cache stream retry normalise".split(
  " ",
);
const NOUNS = [
  "timeouts|empty input|unicode paths|naïve datetimes|large files|nested tables|proxy settings",
  "Windows line endings|the --verbose flag|async iterators|gzip bodies|locale names like 日本語",
  "emoji in titles 🚀|Straße addresses|retry budgets|plugin hooks",
]
  .join("|")
  .split("|");
// Commit types and their weights: mostly feat/fix.
const TYPES = "feat:30 fix:32 docs:7 perf:3 refactor:6 chore:8 ci:3 test:5 build:3 style:1"
  .split(" ")
  .map((tw) => [tw.split(":")[0], Number(tw.split(":")[1])]);
const TYPE_TOTAL = TYPES.reduce((s, [, w]) => s + w, 0);
export function version(v) {
  const pyproject = `[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[project]
name = "${PKG}"
version = "${v}"
description = "Widgets for the benchmark of releaser"
readme = "README.md"
requires-python = ">=3.9"

[tool.hatch.build.targets.wheel]
packages = ["src/${MOD}"]

[tool.releaser]
version_files = ["src/${MOD}/__init__.py:__version__"]

# python-semantic-release 7, one of the benchmark's peers
[tool.semantic_release]
version_variable = ["src/${MOD}/__init__.py:__version__"]
version_toml = ["pyproject.toml:project.version"]
branch = "main"
version_source = "tag"
commit_subject = "chore(release): {version}"
upload_to_pypi = false
upload_to_release = false
`;
  return { pyproject, init: `"""Acme widgets."""\n\n__version__ = "${v}"\n` };
}
// Older releases, one about every 1,000 commits; the last one (1.4.2) is the 20,000th commit.
export const RELEASES = (
  "0.1.0 0.2.0 0.3.0 0.3.1 0.4.0 0.5.0 0.6.0 0.6.1 0.7.0 1.0.0 " +
  "1.0.1 1.1.0 1.1.1 1.2.0 1.2.1 1.3.0 1.3.1 1.4.0 1.4.1 1.4.2"
).split(" ");

// Commit messages drawn from a seeded PRNG.
export class Messages {
  constructor(seed) {
    this.rand = mulberry32(seed);
  }
  int(n) {
    return Math.floor(this.rand() * n);
  }
  pick(a) {
    return a[this.int(a.length)];
  }
  type() {
    let x = this.rand() * TYPE_TOTAL;
    for (const [t, w] of TYPES) {
      x -= w;
      if (x < 0) return t;
    }
    return "fix";
  }
  description() {
    const d = `${this.pick(VERBS)} ${this.pick(NOUNS)}`;
    return this.int(20) === 0 ? `${d} in ${this.pick(SCOPES)} module (#${this.int(9000) + 10})` : d;
  }
  // A commit message: { text, subject, conventional, breaking, type }
  message(breakingKind = null) {
    if (!breakingKind && this.int(1000) < 25) {
      const s = this.pick([
        "Update README.md",
        "WIP",
        "wip",
        "fix typo",
        "Bump version",
        "Initial draft of the widget API",
        "Apply suggestions from code review",
        "Tidy up",
        "Update CONTRIBUTING.md",
        "Café menu tweaks ☕",
      ]);
      return { text: `${s}\n`, subject: s, conventional: false, breaking: false, type: null };
    }
    let type = this.type();
    const kind = breakingKind ?? (this.int(1000) < 3 ? "bang" : this.int(1000) < 3 ? "footer" : null);
    if (kind && (type === "docs" || type === "style" || type === "test")) type = "feat";
    const scope =
      this.int(10) < 6
        ? `(${this.int(25) === 0 ? `${this.pick(SCOPES)},${this.pick(SCOPES)}` : this.pick(SCOPES)})`
        : "";
    const head = this.int(200) === 0 ? type[0].toUpperCase() + type.slice(1) : type;
    const subject = `${head}${scope}${kind === "bang" ? "!" : ""}: ${this.description()}`;
    const parts = [subject];
    if (this.int(10) < 3) {
      parts.push(
        `The previous behaviour surprised users of ${this.pick(NOUNS)}.\nThis keeps the old path working and ${this.pick(VERBS)}s the new one.`,
      );
    }
    const footers = [];
    if (kind === "footer" || (kind === "bang" && this.int(2) === 0)) {
      footers.push(
        `${this.int(4) === 0 ? "BREAKING-CHANGE" : "BREAKING CHANGE"}: ${this.pick(SCOPES)} settings moved to the [tool.${MOD}] table`,
      );
    }
    if (this.int(10) < 2) footers.push(`Refs #${this.int(5000) + 1}`);
    if (this.int(20) === 0) footers.push(`Closes #${this.int(5000) + 1}`);
    if (this.int(12) === 0) {
      const [n, e] = this.pick(AUTHORS);
      footers.push(`Co-authored-by: ${n} <${e}>`);
    }
    if (footers.length) parts.push(footers.join("\n"));
    const text = `${parts.join("\n\n")}\n`;
    const m = CONVENTIONAL.exec(subject);
    if (!m) throw new Error(`generator bug: not conventional: ${subject}`);
    return { text, subject, conventional: true, breaking: Boolean(kind), type: m[1].toLowerCase() };
  }
}

export function cap(s) {
  return s[0].toUpperCase() + s.slice(1);
}

// The answer for the commits `msgs` since the release of `base`.
export function expectedAnswer(msgs, base = BASE_VERSION) {
  const breaking = msgs.filter((m) => m.breaking).length;
  const types = new Set(msgs.filter((m) => m.conventional).map((m) => m.type));
  const bump = breaking
    ? "major"
    : types.has("feat")
      ? "minor"
      : ["fix", "docs", "perf"].some((t) => types.has(t))
        ? "patch"
        : "none";
  const [M, m, p] = base.split(".").map(Number);
  const next = { major: `${M + 1}.0.0`, minor: `${M}.${m + 1}.0`, patch: `${M}.${m}.${p + 1}`, none: null }[
    bump
  ];
  return {
    total: msgs.length,
    conventional: msgs.filter((x) => x.conventional).length,
    breaking,
    bump,
    next_version: next,
  };
}

// A uv.lock of `count` packages (uv's layout: one [[package]] table each, sorted by name, with its
// source, dependencies, sdist and wheels), the project's own entry at `v` among them. Seeded.
export function uvLock(v, count, seed = 0x10c4) {
  const r = mulberry32(seed);
  const int = (n) => Math.floor(r() * n);
  const hex = (n) => Array.from({ length: n }, () => "0123456789abcdef"[int(16)]).join("");
  const syllables =
    "py req url lib six attr click rich yaml jinja mark soup httpx anyio idna cert tz date".split(" ");
  const names = new Set();
  while (names.size < count - 1)
    names.add(`${syllables[int(syllables.length)]}${syllables[int(syllables.length)]}-${int(1000)}`);
  const all = [...names, PKG].sort();
  const deps = (self) =>
    [...new Set(Array.from({ length: int(5) }, () => all[int(all.length)]))]
      .filter((n) => n !== self && n !== PKG)
      .sort();
  const upload = () =>
    `2024-${String(1 + int(12)).padStart(2, "0")}-${String(1 + int(28)).padStart(2, "0")}T12:00:00Z`;
  const tables = all.map((name) => {
    if (name === PKG) {
      const own = deps(name);
      return `[[package]]\nname = "${PKG}"\nversion = "${v}"\nsource = { editable = "." }\ndependencies = [\n${own.map((d) => `    { name = "${d}" },\n`).join("")}]\n\n[package.metadata]\nrequires-dist = [${own.map((d) => `{ name = "${d}" }`).join(", ")}]\n`;
    }
    const ver = `${int(10)}.${int(30)}.${int(10)}`;
    const file = name.replaceAll("-", "_");
    const url = (ext) =>
      `https://files.pythonhosted.org/packages/${hex(2)}/${hex(2)}/${hex(60)}/${file}-${ver}${ext}`;
    const dependencies = deps(name);
    const wheels = int(4) === 0 ? 1 + int(24) : 1; // some packages ship a wheel per platform
    const wheelTags = [
      "py3-none-any",
      "cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64",
      "cp312-cp312-macosx_11_0_arm64",
      "cp312-cp312-win_amd64",
    ];
    let t = `[[package]]\nname = "${name}"\nversion = "${ver}"\nsource = { registry = "https://pypi.org/simple" }\n`;
    if (dependencies.length)
      t += `dependencies = [\n${dependencies.map((d) => `    { name = "${d}" },\n`).join("")}]\n`;
    t += `sdist = { url = "${url(".tar.gz")}", hash = "sha256:${hex(64)}", size = ${1000 + int(900000)}, upload-time = "${upload()}" }\n`;
    t += `wheels = [\n${Array.from({ length: wheels }, (_, i) => `    { url = "${url(`-${wheelTags[i % wheelTags.length]}${i >= wheelTags.length ? `.${i}` : ""}.whl`)}", hash = "sha256:${hex(64)}", size = ${1000 + int(900000)}, upload-time = "${upload()}" },\n`).join("")}]\n`;
    return t;
  });
  return `version = 1\nrevision = 2\nrequires-python = ">=3.9"\n\n${tables.join("\n")}`;
}
