import { describe, expect, it } from "vitest";
import { imperativeOf } from "./imperative-mood.ts";

describe("imperativeOf: the inflections of the listed verbs", () => {
  it.each([
    // Doubled final consonant.
    ["pinned", "pin"],
    ["pinning", "pin"],
    ["pins", "pin"],
    ["running", "run"],
    ["runs", "run"],
    ["skipped", "skip"],
    ["skipping", "skip"],
    ["stopped", "stop"],
    ["dropping", "drop"],
    // Irregular pasts.
    ["showed", "show"],
    ["shown", "show"],
    ["shows", "show"],
    ["showing", "show"],
    ["wrote", "write"],
    ["written", "write"],
    ["writing", "write"],
    ["rewrote", "rewrite"],
    ["making", "make"],
    // -y, -e, -es.
    ["applied", "apply"],
    ["applies", "apply"],
    ["applying", "apply"],
    ["copies", "copy"],
    ["tidied", "tidy"],
    ["clarifies", "clarify"],
    ["switches", "switch"],
    ["fixing", "fix"],
    ["configured", "configure"],
    ["configuring", "configure"],
    ["merges", "merge"],
    // Case and trailing punctuation.
    ["ADDED", "add"],
    ["added!!", "add"],
    ["added...", "add"],
    ["Fixed:", "fix"],
  ])("%s -> %s", (word, verb) => {
    expect(imperativeOf(word)).toBe(verb);
  });

  it.each([
    "pined",
    "runned",
    "skiped",
    "showd",
    "writed",
    "maked",
    "applyed",
    "copys",
    "switchs",
    "set",
  ])("%s is no form it knows", (word) => {
    expect(imperativeOf(word)).toBeUndefined();
  });
});
