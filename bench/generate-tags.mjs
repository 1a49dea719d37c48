// The project with 5,000 tags (issue 45): the small project's layout on 600 older commits, with
// 5,000 more version tags (v0.{minor}.{patch}, annotated, as releases are) spread over its older
// commits, all ancestors of HEAD and all below its last release v1.4.2, so the answer is the small
// project's shape: 5 commits since v1.4.2. The bench serves a bare copy as `origin` (remote.mjs),
// so `check` lists 5,000 tags of the clone and 5,000 of origin's, all of them fetched already.
//   node bench/generate-tags.mjs   generates (or reuses) and prints the metadata
import { fileURLToPath } from "node:url";
import { cachedRepo, data, fastImport, GENERATOR_VERSION, generate, SMALL } from "./generate.mjs";

export const TAGS_GENERATOR_VERSION = 1;
export const TAGS_NAME = "tags";
export const EXTRA_TAGS = 5_000;
const SHAPE = { ...SMALL, name: TAGS_NAME, older: 600 };

async function generateTags(dir) {
  const meta = await generate(SHAPE.size, dir, SHAPE);
  const { git, out, flush, end } = fastImport(dir, { fresh: false });
  // The older commits, oldest first, up to the first release (v1.4.0): the extra tags go there.
  const older = git("rev-list", "--reverse", "--first-parent", "v1.4.0").trim().split("\n");
  const time = 1_420_070_400; // the history's start (generate.mjs)
  for (let i = 0; i < EXTRA_TAGS; i++) {
    const name = `v0.${Math.floor(i / 100)}.${i % 100}`;
    const commit = older[Math.floor((i * older.length) / EXTRA_TAGS)];
    out(
      `tag ${name}\nfrom ${commit}\ntagger Release Bot <bot@example.org> ${time + i * 60} +0000\n${data(`Release ${name.slice(1)}\n`)}`,
    );
    if (i % 500 === 499) await flush();
  }
  await end();
  git("pack-refs", "--all"); // as a clone has them
  return {
    ...meta,
    generator: GENERATOR_VERSION * 100 + TAGS_GENERATOR_VERSION,
    extra_tags: EXTRA_TAGS,
    tags: git("tag", "--list").trim().split("\n").length,
    head: git("rev-parse", "HEAD").trim(),
  };
}

// Returns { dir, meta }.
export function ensureTagsRepo(log = () => {}) {
  return cachedRepo(TAGS_NAME, GENERATOR_VERSION * 100 + TAGS_GENERATOR_VERSION, generateTags, log);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { dir, meta } = await ensureTagsRepo((s) => console.error(s));
  console.log(JSON.stringify({ dir, ...meta }));
}
