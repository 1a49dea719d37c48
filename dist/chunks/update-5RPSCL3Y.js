#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  updateRepositoryFlow
} from "./chunk-J6MJCQNR.js";
import "./chunk-TLCNX4GV.js";
import "./chunk-42W5FCZH.js";
import "./chunk-UDKX5HLU.js";
import {
  anyway,
  checkJson,
  progressFor,
  workspaceJson
} from "./chunk-POGXQ7MB.js";
import "./chunk-WPWWHQWQ.js";
import "./chunk-OHWNW6QK.js";
import "./chunk-5OPBFZVE.js";
import {
  styles
} from "./chunk-5ZHY677I.js";
import "./chunk-NRU6ZLCV.js";
import "./chunk-KHGI7K5P.js";
import "./chunk-JCLYMUD7.js";
import "./chunk-4657AF6W.js";
import "./chunk-PB6TKFMF.js";
import {
  stripControl
} from "./chunk-PECP7TWK.js";
import "./chunk-HSFYTKTF.js";
import "./chunk-KVTZWJTW.js";
import "./chunk-V7J7FPVE.js";
import "./chunk-DSG6HE4L.js";
import "./chunk-Z7FL2XP4.js";

// node_modules/diff/libesm/diff/base.js
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    typeof options == "function" ? (callback = options, options = {}) : "callback" in options && (callback = options.callback);
    let oldString = this.castInput(oldStr, options), newString = this.castInput(newStr, options), oldTokens = this.removeEmpty(this.tokenize(oldString, options)), newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    let done = (value) => {
      if (value = this.postProcess(value, options), callback) {
        setTimeout(function() {
          callback(value);
        }, 0);
        return;
      } else
        return value;
    }, newLen = newTokens.length, oldLen = oldTokens.length, editLength = 1, maxEditLength = newLen + oldLen;
    options.maxEditLength != null && (maxEditLength = Math.min(maxEditLength, options.maxEditLength));
    let maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : 1 / 0, abortAfterTimestamp = Date.now() + maxExecutionTime, bestPath = [{ oldPos: -1, lastComponent: void 0 }], newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen)
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    let minDiagonalToConsider = -1 / 0, maxDiagonalToConsider = 1 / 0, execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath, removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        removePath && (bestPath[diagonalPath - 1] = void 0);
        let canAdd = !1;
        if (addPath) {
          let addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        let canRemove = removePath && removePath.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos ? basePath = this.addToPath(addPath, !0, !1, 0, options) : basePath = this.addToPath(removePath, !1, !0, 1, options), newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options), basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen)
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || !0;
        bestPath[diagonalPath] = basePath, basePath.oldPos + 1 >= oldLen && (maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1)), newPos + 1 >= newLen && (minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1));
      }
      editLength++;
    };
    if (callback)
      (function exec() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp)
            return callback(void 0);
          execEditLength() || exec();
        }, 0);
      })();
    else
      for (; editLength <= maxEditLength && Date.now() <= abortAfterTimestamp; ) {
        let ret = execEditLength();
        if (ret)
          return ret;
      }
  }
  addToPath(path, added, removed, oldPosInc, options) {
    let last = path.lastComponent;
    return last && !options.oneChangePerToken && last.added === added && last.removed === removed ? {
      oldPos: path.oldPos + oldPosInc,
      lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
    } : {
      oldPos: path.oldPos + oldPosInc,
      lastComponent: { count: 1, added, removed, previousComponent: last }
    };
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    let newLen = newTokens.length, oldLen = oldTokens.length, oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    for (; newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options); )
      newPos++, oldPos++, commonCount++, options.oneChangePerToken && (basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: !1, removed: !1 });
    return commonCount && !options.oneChangePerToken && (basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: !1, removed: !1 }), basePath.oldPos = oldPos, newPos;
  }
  equals(left, right, options) {
    return options.comparator ? options.comparator(left, right) : left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
  }
  removeEmpty(array) {
    let ret = [];
    for (let i = 0; i < array.length; i++)
      array[i] && ret.push(array[i]);
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value, options) {
    return value;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value, options) {
    return Array.from(value);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return !1;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    let components = [], nextComponent;
    for (; lastComponent; )
      components.push(lastComponent), nextComponent = lastComponent.previousComponent, delete lastComponent.previousComponent, lastComponent = nextComponent;
    components.reverse();
    let componentLen = components.length, componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      let component = components[componentPos];
      if (component.removed)
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count)), oldPos += component.count;
      else {
        if (!component.added && this.useLongestToken) {
          let value = newTokens.slice(newPos, newPos + component.count);
          value = value.map(function(value2, i) {
            let oldValue = oldTokens[oldPos + i];
            return oldValue.length > value2.length ? oldValue : value2;
          }), component.value = this.join(value);
        } else
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        newPos += component.count, component.added || (oldPos += component.count);
      }
    }
    return components;
  }
};

// node_modules/diff/libesm/diff/line.js
var LineDiff = class extends Diff {
  constructor() {
    super(...arguments), this.tokenize = tokenize;
  }
  equals(left, right, options) {
    return options.ignoreWhitespace ? ((!options.newlineIsToken || !left.includes(`
`)) && (left = left.trim()), (!options.newlineIsToken || !right.includes(`
`)) && (right = right.trim())) : options.ignoreNewlineAtEof && !options.newlineIsToken && (left.endsWith(`
`) && (left = left.slice(0, -1)), right.endsWith(`
`) && (right = right.slice(0, -1))), super.equals(left, right, options);
  }
}, lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
  return lineDiff.diff(oldStr, newStr, options);
}
function tokenize(value, options) {
  options.stripTrailingCr && (value = value.replace(/\r\n/g, `
`));
  let retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
  linesAndNewlines[linesAndNewlines.length - 1] || linesAndNewlines.pop();
  for (let i = 0; i < linesAndNewlines.length; i++) {
    let line = linesAndNewlines[i];
    i % 2 && !options.newlineIsToken ? retLines[retLines.length - 1] += line : retLines.push(line);
  }
  return retLines;
}

// node_modules/diff/libesm/patch/create.js
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  let optionsObj;
  options ? typeof options == "function" ? optionsObj = { callback: options } : optionsObj = options : optionsObj = {}, typeof optionsObj.context > "u" && (optionsObj.context = 4);
  let context = optionsObj.context;
  if (optionsObj.newlineIsToken)
    throw new Error("newlineIsToken may not be used with patch-generation functions, only with diffing functions");
  if (optionsObj.callback) {
    let { callback } = optionsObj;
    diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
      let patch = diffLinesResultToPatch(diff);
      callback(patch);
    } }));
  } else
    return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
  function diffLinesResultToPatch(diff) {
    if (!diff)
      return;
    diff.push({ value: "", lines: [] });
    function contextLines(lines) {
      return lines.map(function(entry) {
        return " " + entry;
      });
    }
    let hunks = [], oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
    for (let i = 0; i < diff.length; i++) {
      let current = diff[i], lines = current.lines || splitLines(current.value);
      if (current.lines = lines, current.added || current.removed) {
        if (!oldRangeStart) {
          let prev = diff[i - 1];
          oldRangeStart = oldLine, newRangeStart = newLine, prev && (curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [], oldRangeStart -= curRange.length, newRangeStart -= curRange.length);
        }
        for (let line of lines)
          curRange.push((current.added ? "+" : "-") + line);
        current.added ? newLine += lines.length : oldLine += lines.length;
      } else {
        if (oldRangeStart)
          if (lines.length <= context * 2 && i < diff.length - 2)
            for (let line of contextLines(lines))
              curRange.push(line);
          else {
            let contextSize = Math.min(lines.length, context);
            for (let line of contextLines(lines.slice(0, contextSize)))
              curRange.push(line);
            let hunk = {
              oldStart: oldRangeStart,
              oldLines: oldLine - oldRangeStart + contextSize,
              newStart: newRangeStart,
              newLines: newLine - newRangeStart + contextSize,
              lines: curRange
            };
            hunks.push(hunk), oldRangeStart = 0, newRangeStart = 0, curRange = [];
          }
        oldLine += lines.length, newLine += lines.length;
      }
    }
    for (let hunk of hunks)
      for (let i = 0; i < hunk.lines.length; i++)
        hunk.lines[i].endsWith(`
`) ? hunk.lines[i] = hunk.lines[i].slice(0, -1) : (hunk.lines.splice(i + 1, 0, "\\ No newline at end of file"), i++);
    return {
      oldFileName,
      newFileName,
      oldHeader,
      newHeader,
      hunks
    };
  }
}
function splitLines(text) {
  let hasTrailingNl = text.endsWith(`
`), result = text.split(`
`).map((line) => line + `
`);
  return hasTrailingNl ? result.pop() : result.push(result.pop().slice(0, -1)), result;
}

// src/cli/diff.ts
var CONTEXT = 3;
function renderDiff(edits, color) {
  let s = styles(color), lines = [];
  for (let edit of edits) {
    lines.push(
      s.bold(edit.before === void 0 ? "--- /dev/null" : `--- a/${edit.path}`),
      s.bold(`+++ b/${edit.path}`)
    );
    for (let hunk of diffHunks(edit.before ?? "", edit.after)) {
      lines.push(s.cyan(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`));
      for (let line of hunk.lines)
        line.startsWith("+") ? lines.push(s.green(line)) : line.startsWith("-") ? lines.push(s.red(line)) : lines.push(line);
    }
  }
  return lines.length === 0 ? "" : (lines.push(""), lines.join(`
`));
}
function diffHunks(before, after) {
  let a = splitLines2(before), b = splitLines2(after), prefix = 0;
  for (; prefix < a.length && prefix < b.length && a[prefix] === b[prefix]; ) prefix++;
  let suffix = 0;
  for (; suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]; )
    suffix++;
  let start = Math.max(0, prefix - CONTEXT), keep = Math.max(0, suffix - CONTEXT), oldWindow = a.slice(start, a.length - keep), known = new Set(oldWindow), runs = [], newWindow = [];
  for (let line of b.slice(start, b.length - keep))
    known.has(line) || !line.endsWith(`
`) ? newWindow.push(line) : newWindow.at(-1) === STAND_IN(runs.length - 1) ? runs.at(-1)?.push(line) : (runs.push([line]), newWindow.push(STAND_IN(runs.length - 1)));
  let patch = structuredPatch("a", "b", oldWindow.join(""), newWindow.join(""), void 0, void 0, {
    context: CONTEXT
  }), shift = 0;
  return patch.hunks.map((hunk) => {
    let lines = hunk.lines.flatMap((line) => standInRun(line, runs) ?? [line]), added = lines.length - hunk.lines.length, newLines = hunk.newLines + added, result = {
      oldStart: hunk.oldStart + start - (hunk.oldLines === 0 ? 1 : 0),
      oldLines: hunk.oldLines,
      newStart: hunk.newStart + shift + start - (newLines === 0 ? 1 : 0),
      newLines,
      lines
    };
    return shift += added, result;
  });
}
var STAND_IN = (n) => `\0releaser-run-${n}
`;
function standInRun(line, runs) {
  let match = /^\+\0releaser-run-(\d+)$/.exec(line);
  return match === null ? void 0 : runs[Number(match[1])].map((text) => `+${text.endsWith(`
`) ? text.slice(0, -1) : text}`);
}
function splitLines2(text) {
  let lines = [], start = 0;
  for (; start < text.length; ) {
    let newline = text.indexOf(`
`, start), end = newline === -1 ? text.length : newline + 1;
    lines.push(text.slice(start, end)), start = end;
  }
  return lines;
}

// src/cli/commands/update-workspace.ts
function reportWorkspaceUpdate(found, options, output, json) {
  let { outcome } = found, s = styles(json ? output.errColor : output.color), say = (text) => json ? output.err(text) : output.out(text), names = (list) => list.map((p) => stripControl(p.member.name)).join(", ");
  if (outcome.kind === "nothing")
    say(`Nothing to release: no commit asks for a version bump in ${names(found.packages)}.
`);
  else if (outcome.kind === "pending")
    say(
      `Nothing to update: ${outcome.pending.map((p) => `${stripControl(p.member.name)} ${p.plan.nextVersion}`).join(", ")} ${outcome.pending.length === 1 ? "is" : "are"} set and not tagged yet; \`releaser release\` releases ${outcome.pending.length === 1 ? "it" : "them"}.
`
    );
  else {
    if (output.verbose)
      for (let note of outcome.notes) output.err(`${styles(output.errColor).dim(note)}
`);
    let moves = outcome.releases.map((r) => `${stripControl(r.check.member.name)} ${r.check.plan.baseVersion} -> ${s.bold(r.version)}`).join(", "), paths = outcome.edits.map((e) => stripControl(e.path)).join(", ") || "the files carried it already";
    if (outcome.kind === "dry-run")
      say(renderDiff(outcome.edits, !json && output.color)), say(
        `${s.yellow("Dry run:")} would update ${moves} in ${paths} and commit "${stripControl(outcome.message)}"${options.commit ? "" : " (no: --no-commit)"}; nothing was written.
`
      );
    else {
      let committed = outcome.commit ? `; committed ${outcome.commit.slice(0, 7)} "${stripControl(outcome.message)}"` : "; not committed (--no-commit)";
      say(`${s.green("Updated")} ${moves}: ${paths}${committed}
`);
    }
  }
  if (json) {
    let written = outcome.kind === "dry-run" || outcome.kind === "written" ? outcome : void 0;
    output.out(
      `${JSON.stringify(
        {
          ...workspaceJson(found.workspace, found.packages),
          dry_run: options.dryRun,
          files: written?.edits.map((e) => e.path) ?? [],
          commit: outcome.kind === "written" ? outcome.commit ?? null : null,
          released_packages: written?.releases.map((r) => ({ name: r.check.member.name, version: r.version })) ?? []
        },
        null,
        2
      )}
`
    );
  }
  return 0;
}

// src/cli/commands/update.ts
async function runUpdate(context, overrides, options, output, json, packages = []) {
  let progress = await progressFor(output), found = await updateRepositoryFlow(
    progress ? { ...context, progress } : context,
    overrides,
    options,
    packages
  );
  if (found.kind === "workspace") return reportWorkspaceUpdate(found, options, output, json);
  let { check, outcome } = found.result, { plan } = check, s = styles(json ? output.errColor : output.color), e = styles(output.errColor), say = (text) => json ? output.err(text) : output.out(text);
  if (outcome.kind === "nothing")
    say(
      `Nothing to release: no commit ${plan.baseTag ? `since ${plan.baseTag} ` : ""}asks for a version bump${anyway(check.history.commits.length)}.
`
    );
  else if (outcome.kind === "pending")
    say(
      `Nothing to update: the files already carry ${plan.nextVersion} and tag ${plan.tag} does not exist yet; \`releaser release\` releases it.
`
    );
  else {
    for (let note of outcome.notes) output.verbose && output.err(`${e.dim(note)}
`);
    outcome.finishing.length > 0 && output.err(
      `${e.cyan("Finishing an incomplete update:")} ${outcome.finishing.join("; ")}${outcome.kind === "dry-run" ? " (dry run)" : ""}
`
    );
    let from = check.project.version ?? plan.baseVersion;
    if (outcome.kind === "dry-run")
      say(renderDiff(outcome.edits, !json && output.color)), say(
        `${s.yellow("Dry run:")} would update ${from} -> ${plan.nextVersion} in ${outcome.edits.map((e2) => e2.path).join(", ") || "no file (each carries it already)"} and commit "${outcome.message}"${options.commit ? "" : " (no: --no-commit)"}; nothing was written.
`
      );
    else {
      let committed = outcome.commit ? `; committed ${outcome.commit.slice(0, 7)} "${outcome.message}"` : "; not committed (--no-commit)";
      say(
        `${s.green("Updated")} ${from} -> ${s.bold(plan.nextVersion ?? "")}: ${outcome.edits.map((e2) => e2.path).join(", ") || "the files carried it already"}${committed}
`
      );
    }
  }
  if (json) {
    let files = outcome.kind === "dry-run" || outcome.kind === "written" ? outcome.edits.map((e2) => e2.path) : [];
    output.out(
      `${JSON.stringify(
        {
          ...checkJson(check),
          dry_run: options.dryRun,
          files,
          commit: outcome.kind === "written" ? outcome.commit ?? null : null,
          finished_interrupted: outcome.kind === "written" || outcome.kind === "dry-run" ? outcome.finishing.length > 0 : !1
        },
        null,
        2
      )}
`
    );
  }
  return 0;
}
export {
  runUpdate
};
