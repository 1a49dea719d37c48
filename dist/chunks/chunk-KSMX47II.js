#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  openRepository,
  readHistory,
  readPlanCommit,
  readProject,
  readTags,
  releaseDate,
  writeFileAtomic,
  writtenFiles
} from "./chunk-DV75R2UF.js";
import {
  OutsideRepositoryError,
  checkConfigPaths,
  checkConfigValues,
  findChangelogFile,
  isConfigured,
  loadConfig,
  readRepoText,
  resolveConfig,
  resolveRepoPath,
  runGit
} from "./chunk-PHSAG7GJ.js";
import {
  styles
} from "./chunk-5ZHY677I.js";
import {
  commandLine,
  took,
  traceCall,
  tracing
} from "./chunk-OUOMCRLW.js";
import {
  now
} from "./chunk-O4HYDLSU.js";
import {
  bumpOfCommit,
  inferTagFormat,
  parseCommit,
  planRelease,
  releaseSubjectVersion,
  toPlanCommit
} from "./chunk-BPE3UX2H.js";
import {
  compileTagFormat,
  describeGitmojiTypes,
  selectBaseTag,
  selectCalverBaseTag,
  startsWithGitmoji,
  withPackageName
} from "./chunk-WKNHIKGV.js";
import {
  parseVersion
} from "./chunk-7LN7AZCI.js";
import {
  parseToml
} from "./chunk-UP7RG7CN.js";
import {
  rstToMarkdown
} from "./chunk-3G4I5FCV.js";
import {
  stripControl
} from "./chunk-PECP7TWK.js";
import {
  compileParsers,
  readsGitmoji
} from "./chunk-OCYB4WJ4.js";
import {
  findMemberPins
} from "./chunk-CFXCZ66A.js";
import {
  ConfigError,
  ReleaseError
} from "./chunk-DSG6HE4L.js";
import {
  __commonJS,
  __toESM
} from "./chunk-Z7FL2XP4.js";

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_NO_SLASH = "[^\\\\/]", ONE_CHAR = "(?=.)", QMARK = "[^/]", END_ANCHOR = "(?:\\/|$)", START_ANCHOR = "(?:^|\\/)", DOTS_SLASH = `\\.{1,2}${END_ANCHOR}`, NO_DOT = "(?!\\.)", NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`, NO_DOT_SLASH = `(?!\\.{0,1}${END_ANCHOR})`, NO_DOTS_SLASH = `(?!${DOTS_SLASH})`, QMARK_NO_DOT = "[^.\\/]", STAR = `${QMARK}*?`, SEP = "/", POSIX_CHARS = {
      DOT_LITERAL: "\\.",
      PLUS_LITERAL: "\\+",
      QMARK_LITERAL: "\\?",
      SLASH_LITERAL: "\\/",
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    }, WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: "[\\\\/]",
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: "\\.{1,2}(?:[\\\\/]|$)",
      NO_DOT: "(?!\\.)",
      NO_DOTS: "(?!(?:^|[\\\\/])\\.{1,2}(?:[\\\\/]|$))",
      NO_DOT_SLASH: "(?!\\.{0,1}(?:[\\\\/]|$))",
      NO_DOTS_SLASH: "(?!\\.{1,2}(?:[\\\\/]|$))",
      QMARK_NO_DOT: "[^.\\\\/]",
      START_ANCHOR: "(?:^|[\\\\/])",
      END_ANCHOR: "(?:[\\\\/]|$)",
      SEP: "\\"
    }, POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION: 0,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === !0 ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val == "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator < "u" && navigator.platform) {
        let platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      return typeof process < "u" && process.platform ? process.platform === "win32" : !1;
    };
    exports.removeBackslashes = (str) => str.replace(REGEX_REMOVE_BACKSLASH, (match) => match === "\\" ? "" : match);
    exports.escapeLast = (input, char, lastIdx) => {
      let idx = input.lastIndexOf(char, lastIdx);
      return idx === -1 ? input : input[idx - 1] === "\\" ? exports.escapeLast(input, char, idx - 1) : `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      return output.startsWith("./") && (output = output.slice(2), state.prefix = "./"), output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      let prepend = options.contains ? "" : "^", append = options.contains ? "" : "$", output = `${prepend}(?:${input})${append}`;
      return state.negated === !0 && (output = `(?:^(?!${output}).*$)`), output;
    };
    exports.basename = (path, { windows } = {}) => {
      let segs = path.split(windows ? /[\\/]/ : "/"), last = segs[segs.length - 1];
      return last === "" ? segs[segs.length - 2] : last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils(), {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants(), isPathSeparator = (code) => code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH, depth = (token) => {
      token.isPrefix !== !0 && (token.depth = token.isGlobstar ? 1 / 0 : 1);
    }, scan = (input, options) => {
      let opts = options || {}, length = input.length - 1, scanToEnd = opts.parts === !0 || opts.tokens === !0 || opts.scanToEnd === !0, slashes = [], tokens = [], parts = [], str = input, index = -1, start = 0, lastIndex = 0, isBrace = !1, isBracket = !1, isGlob2 = !1, isExtglob = !1, isGlobstar = !1, braceEscaped = !1, backslashes = !1, negated = !1, negatedExtglob = !1, finished = !1, braces = 0, prev, code, token = { value: "", depth: 0, isGlob: !1 }, eos = () => index >= length, peek = () => str.charCodeAt(index + 1), advance = () => (prev = code, str.charCodeAt(++index));
      for (; index < length; ) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = !0, code = advance(), code === CHAR_LEFT_CURLY_BRACE && (braceEscaped = !0);
          continue;
        }
        if (braceEscaped === !0 || code === CHAR_LEFT_CURLY_BRACE) {
          for (braces++; eos() !== !0 && (code = advance()); ) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = !0, advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== !0 && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              if (isBrace = token.isBrace = !0, isGlob2 = token.isGlob = !0, finished = !0, scanToEnd === !0)
                continue;
              break;
            }
            if (braceEscaped !== !0 && code === CHAR_COMMA) {
              if (isBrace = token.isBrace = !0, isGlob2 = token.isGlob = !0, finished = !0, scanToEnd === !0)
                continue;
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE && (braces--, braces === 0)) {
              braceEscaped = !1, isBrace = token.isBrace = !0, finished = !0;
              break;
            }
          }
          if (scanToEnd === !0)
            continue;
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          if (slashes.push(index), tokens.push(token), token = { value: "", depth: 0, isGlob: !1 }, finished === !0) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== !0 && (code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK) === !0 && peek() === CHAR_LEFT_PARENTHESES) {
          if (isGlob2 = token.isGlob = !0, isExtglob = token.isExtglob = !0, finished = !0, code === CHAR_EXCLAMATION_MARK && index === start && (negatedExtglob = !0), scanToEnd === !0) {
            let parens = 0;
            for (; eos() !== !0 && (code = advance()); ) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = !0, advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = !0;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK && (isGlobstar = token.isGlobstar = !0), isGlob2 = token.isGlob = !0, finished = !0, scanToEnd === !0)
            continue;
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          if (isGlob2 = token.isGlob = !0, finished = !0, scanToEnd === !0)
            continue;
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          for (; eos() !== !0 && (next = advance()); ) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = !0, advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = !0, isGlob2 = token.isGlob = !0, finished = !0;
              break;
            }
          }
          if (scanToEnd === !0)
            continue;
          break;
        }
        if (opts.nonegate !== !0 && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = !0, start++;
          continue;
        }
        if (opts.noparen !== !0 && code === CHAR_LEFT_PARENTHESES) {
          if (isGlob2 = token.isGlob = !0, scanToEnd === !0) {
            let parens = 1;
            for (; eos() !== !0 && (code = advance()); ) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = !0, advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = !0;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob2 === !0) {
          if (finished = !0, scanToEnd === !0)
            continue;
          break;
        }
      }
      opts.noext === !0 && (isExtglob = !1, isGlob2 = !1);
      let base = str, prefix = "", glob = "";
      start > 0 && (prefix = str.slice(0, start), str = str.slice(start), lastIndex -= start), base && isGlob2 === !0 && lastIndex > 0 ? (base = str.slice(0, lastIndex), glob = str.slice(lastIndex)) : isGlob2 === !0 ? (base = "", glob = str) : base = str, base && base !== "" && base !== "/" && base !== str && isPathSeparator(base.charCodeAt(base.length - 1)) && (base = base.slice(0, -1)), opts.unescape === !0 && (glob && (glob = utils.removeBackslashes(glob)), base && backslashes === !0 && (base = utils.removeBackslashes(base)));
      let state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob: isGlob2,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === !0 && (state.maxDepth = 0, isPathSeparator(code) || tokens.push(token), state.tokens = tokens), opts.parts === !0 || opts.tokens === !0) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          let n2 = prevIndex !== void 0 ? prevIndex + 1 : start, i = slashes[idx], value2 = input.slice(n2, i);
          opts.tokens && (idx === 0 && start !== 0 ? (tokens[idx].isPrefix = !0, tokens[idx].value = prefix) : tokens[idx].value = value2, depth(tokens[idx]), state.maxDepth += tokens[idx].depth), i >= start && (parts.push(value2), prevIndex = i);
        }
        let n = prevIndex !== void 0 ? prevIndex + 1 : start, value = input.slice(n);
        parts.push(value), opts.tokens && prevIndex && prevIndex + 1 < input.length && (tokens[tokens.length - 1].value = value, depth(tokens[tokens.length - 1]), state.maxDepth += tokens[tokens.length - 1].depth), state.slashes = slashes, state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants = require_constants(), utils = require_utils(), {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants, expandRange = (args, options) => {
      if (typeof options.expandRange == "function")
        return options.expandRange(...args, options);
      args.sort();
      let value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    }, syntaxError = (type, char) => `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`, splitTopLevel = (input) => {
      let parts = [], bracket = 0, paren = 0, quote = 0, value = "", escaped = !1;
      for (let ch of input) {
        if (escaped === !0) {
          value += ch, escaped = !1;
          continue;
        }
        if (ch === "\\") {
          value += ch, escaped = !0;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1, value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[")
            bracket++;
          else if (ch === "]" && bracket > 0)
            bracket--;
          else if (bracket === 0) {
            if (ch === "(")
              paren++;
            else if (ch === ")" && paren > 0)
              paren--;
            else if (ch === "|" && paren === 0) {
              parts.push(value), value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      return parts.push(value), parts;
    }, isPlainBranch = (branch) => {
      let escaped = !1;
      for (let ch of branch) {
        if (escaped === !0) {
          escaped = !1;
          continue;
        }
        if (ch === "\\") {
          escaped = !0;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch))
          return !1;
      }
      return !0;
    }, normalizeSimpleBranch = (branch) => {
      let value = branch.trim(), changed = !0;
      for (; changed === !0; )
        changed = !1, /^@\([^\\()[\]{}|]+\)$/.test(value) && (value = value.slice(2, -1), changed = !0);
      if (isPlainBranch(value))
        return value.replace(/\\(.)/g, "$1");
    }, hasRepeatedCharPrefixOverlap = (branches) => {
      let values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++)
        for (let j = i + 1; j < values.length; j++) {
          let a = values[i], b = values[j], char = a[0];
          if (!(!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) && (a === b || a.startsWith(b) || b.startsWith(a)))
            return !0;
        }
      return !1;
    }, parseRepeatedExtglob = (pattern, requireEnd = !0) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(")
        return;
      let bracket = 0, paren = 0, quote = 0, escaped = !1;
      for (let i = 1; i < pattern.length; i++) {
        let ch = pattern[i];
        if (escaped === !0) {
          escaped = !1;
          continue;
        }
        if (ch === "\\") {
          escaped = !0;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote !== 1) {
          if (ch === "[") {
            bracket++;
            continue;
          }
          if (ch === "]" && bracket > 0) {
            bracket--;
            continue;
          }
          if (!(bracket > 0)) {
            if (ch === "(") {
              paren++;
              continue;
            }
            if (ch === ")" && (paren--, paren === 0))
              return requireEnd === !0 && i !== pattern.length - 1 ? void 0 : {
                type: pattern[0],
                body: pattern.slice(2, i),
                end: i
              };
          }
        }
      }
    }, buildCharClassStar = (chars) => `${chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`}*`, getStarExtglobSequenceChars = (pattern) => {
      let index = 0, chars = [];
      for (; index < pattern.length; ) {
        let match = parseRepeatedExtglob(pattern.slice(index), !1);
        if (!match || match.type !== "*")
          return;
        let branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1)
          return;
        let branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1)
          return;
        chars.push(branch), index += match.end + 1;
      }
      if (!(chars.length < 1))
        return chars;
    }, repeatedExtglobRecursion = (pattern) => {
      let depth = 0, value = pattern.trim(), match = parseRepeatedExtglob(value);
      for (; match; )
        depth++, value = match.body.trim(), match = parseRepeatedExtglob(value);
      return depth;
    }, analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === !1)
        return { risky: !1 };
      let max = typeof options.maxExtglobRecursion == "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION, branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1 && (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)))
        return { risky: !0 };
      let safeChars = [], sawStarSequence = !1, combinable = !0;
      for (let branch of branches) {
        let chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = !0, safeChars.push(...chars);
          continue;
        }
        let literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        if (combinable = !1, repeatedExtglobRecursion(branch) > max)
          return { risky: !0 };
      }
      return sawStarSequence ? combinable ? { risky: !0, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: !0 } : { risky: !1 };
    }, parse = (input, options) => {
      if (typeof input != "string")
        throw new TypeError("Expected a string");
      input = REPLACEMENTS[input] || input;
      let opts = { ...options }, max = typeof opts.maxLength == "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH, len = input.length;
      if (len > max)
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      let bos = { type: "bos", value: "", output: opts.prepend || "" }, tokens = [bos], capture = opts.capture ? "" : "?:", PLATFORM_CHARS = constants.globChars(opts.windows), EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS), {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS, globstar = (opts2) => `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`, nodot = opts.dot ? "" : NO_DOT, qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT, star = opts.bash === !0 ? globstar(opts) : STAR;
      opts.capture && (star = `(${star})`), typeof opts.noext == "boolean" && (opts.noextglob = opts.noext);
      let state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === !0,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: !1,
        negated: !1,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: !1,
        tokens
      };
      input = utils.removePrefix(input, state), len = input.length;
      let extglobs = [], braces = [], stack = [], prev = bos, value, eos = () => state.index === len - 1, peek = state.peek = (n = 1) => input[state.index + n], advance = state.advance = () => input[++state.index] || "", remaining = () => input.slice(state.index + 1), consume = (value2 = "", num = 0) => {
        state.consumed += value2, state.index += num;
      }, append = (token) => {
        state.output += token.output != null ? token.output : token.value, consume(token.value);
      }, negate = () => {
        let count = 1;
        for (; peek() === "!" && (peek(2) !== "(" || peek(3) === "?"); )
          advance(), state.start++, count++;
        return count % 2 === 0 ? !1 : (state.negated = !0, state.start++, !0);
      }, increment = (type) => {
        state[type]++, stack.push(type);
      }, decrement = (type) => {
        state[type]--, stack.pop();
      }, push = (tok) => {
        if (prev.type === "globstar") {
          let isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace"), isExtglob = tok.extglob === !0 || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob && (state.output = state.output.slice(0, -prev.output.length), prev.type = "star", prev.value = "*", prev.output = star, state.output += prev.output);
        }
        if (extglobs.length && tok.type !== "paren" && (extglobs[extglobs.length - 1].inner += tok.value), (tok.value || tok.output) && append(tok), prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value, prev.value += tok.value;
          return;
        }
        tok.prev = prev, tokens.push(tok), prev = tok;
      }, extglobOpen = (type, value2) => {
        let token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev, token.parens = state.parens, token.output = state.output, token.startIndex = state.index, token.tokensIndex = tokens.length;
        let output = (opts.capture ? "(" : "") + token.open;
        increment("parens"), push({ type, value: value2, output: state.output ? "" : ONE_CHAR }), push({ type: "paren", extglob: !0, value: advance(), output }), extglobs.push(token);
      }, extglobClose = (token) => {
        let literal = input.slice(token.startIndex, state.index + 1), body = input.slice(token.startIndex + 2, state.index), analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          let safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0, open = tokens[token.tokensIndex];
          open.type = "text", open.value = literal, open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++)
            tokens[i].value = "", tokens[i].output = "", delete tokens[i].suffix;
          state.output = token.output + open.output, state.backtrack = !0, push({ type: "paren", extglob: !0, value, output: "" }), decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : ""), rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/") && (extglobStar = globstar(opts)), (extglobStar !== star || eos() || /^\)+$/.test(remaining())) && (output = token.close = `)$))${extglobStar}`), token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            let expression = parse(rest, { ...options, fastpaths: !1 }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          token.prev.type === "bos" && (state.negatedExtglob = !0);
        }
        push({ type: "paren", extglob: !0, value, output }), decrement("parens");
      };
      if (opts.fastpaths !== !1 && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = !1, output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => first === "\\" ? (backslashes = !0, m) : first === "?" ? esc ? esc + first + (rest ? QMARK.repeat(rest.length) : "") : index === 0 ? qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "") : QMARK.repeat(chars.length) : first === "." ? DOT_LITERAL.repeat(chars.length) : first === "*" ? esc ? esc + first + (rest ? star : "") : star : esc ? m : `\\${m}`);
        return backslashes === !0 && (opts.unescape === !0 ? output = output.replace(/\\/g, "") : output = output.replace(/\\+/g, (m) => m.length % 2 === 0 ? "\\\\" : m ? "\\" : "")), output === input && opts.contains === !0 ? (state.output = input, state) : (state.output = utils.wrapOutput(output, state, options), state);
      }
      for (; !eos(); ) {
        if (value = advance(), value === "\0")
          continue;
        if (value === "\\") {
          let next = peek();
          if (next === "/" && opts.bash !== !0 || next === "." || next === ";")
            continue;
          if (!next) {
            value += "\\", push({ type: "text", value });
            continue;
          }
          let match = /^\\+/.exec(remaining()), slashes = 0;
          if (match && match[0].length > 2 && (slashes = match[0].length, state.index += slashes, slashes % 2 !== 0 && (value += "\\")), opts.unescape === !0 ? value = advance() : value += advance(), state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== !1 && value === ":") {
            let inner = prev.value.slice(1);
            if (inner.includes("[") && (prev.posix = !0, inner.includes(":"))) {
              let idx = prev.value.lastIndexOf("["), pre = prev.value.slice(0, idx), rest2 = prev.value.slice(idx + 2), posix3 = POSIX_REGEX_SOURCE[rest2];
              if (posix3) {
                prev.value = pre + posix3, state.backtrack = !0, advance(), !bos.output && tokens.indexOf(prev) === 1 && (bos.output = ONE_CHAR);
                continue;
              }
            }
          }
          (value === "[" && peek() !== ":" || value === "-" && peek() === "]") && (value = `\\${value}`), value === "]" && (prev.value === "[" || prev.value === "[^") && (value = `\\${value}`), opts.posix === !0 && value === "!" && prev.value === "[" && (value = "^"), prev.value += value, append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value), prev.value += value, append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1, opts.keepQuotes === !0 && push({ type: "text", value });
          continue;
        }
        if (value === "(") {
          increment("parens"), push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === !0)
            throw new SyntaxError(syntaxError("opening", "("));
          let extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" }), decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === !0 || !remaining().includes("]")) {
            if (opts.nobracket !== !0 && opts.strictBrackets === !0)
              throw new SyntaxError(syntaxError("closing", "]"));
            value = `\\${value}`;
          } else
            increment("brackets");
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === !0 || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === !0)
              throw new SyntaxError(syntaxError("opening", "["));
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          let prevValue = prev.value.slice(1);
          if (prev.posix !== !0 && prevValue[0] === "^" && !prevValue.includes("/") && (value = `/${value}`), prev.value += value, append({ value }), opts.literalBrackets === !1 || utils.hasRegexChars(prevValue))
            continue;
          let escaped = utils.escapeRegex(prev.value);
          if (state.output = state.output.slice(0, -prev.value.length), opts.literalBrackets === !0) {
            state.output += escaped, prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`, state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== !0) {
          increment("braces");
          let open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open), push(open);
          continue;
        }
        if (value === "}") {
          let brace = braces[braces.length - 1];
          if (opts.nobrace === !0 || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === !0) {
            let arr = tokens.slice(), range = [];
            for (let i = arr.length - 1; i >= 0 && (tokens.pop(), arr[i].type !== "brace"); i--)
              arr[i].type !== "dots" && range.unshift(arr[i].value);
            output = expandRange(range, opts), state.backtrack = !0;
          }
          if (brace.comma !== !0 && brace.dots !== !0) {
            let out = state.output.slice(0, brace.outputIndex), toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{", value = output = "\\}", state.output = out;
            for (let t of toks)
              state.output += t.output || t.value;
          }
          push({ type: "brace", value, output }), decrement("braces"), braces.pop();
          continue;
        }
        if (value === "|") {
          extglobs.length > 0 && extglobs[extglobs.length - 1].conditions++, push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value, brace = braces[braces.length - 1];
          brace && stack[stack.length - 1] === "braces" && (brace.comma = !0, output = "|"), push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1, state.consumed = "", state.output = "", tokens.pop(), prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            prev.value === "." && (prev.output = DOT_LITERAL);
            let brace = braces[braces.length - 1];
            prev.type = "dots", prev.output += value, prev.value += value, brace.dots = !0;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          if (!(prev && prev.value === "(") && opts.noextglob !== !0 && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            let next = peek(), output = value;
            (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) && (output = `\\${value}`), push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== !0 && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== !0 && peek() === "(" && (peek(2) !== "?" || !/[!=<:]/.test(peek(3)))) {
            extglobOpen("negate", value);
            continue;
          }
          if (opts.nonegate !== !0 && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== !0 && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === !1) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== !0 && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: !0, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          (value === "$" || value === "^") && (value = `\\${value}`);
          let match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          match && (value += match[0], state.index += match[0].length), push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === !0)) {
          prev.type = "star", prev.star = !0, prev.value += value, prev.output = star, state.backtrack = !0, state.globstar = !0, consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== !0 && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === !0) {
            consume(value);
            continue;
          }
          let prior = prev.prev, before = prior.prev, isStart = prior.type === "slash" || prior.type === "bos", afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === !0 && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          let isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace"), isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          for (; rest.slice(0, 3) === "/**"; ) {
            let after = input[state.index + 4];
            if (after && after !== "/")
              break;
            rest = rest.slice(3), consume("/**", 3);
          }
          let isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar", prev.value += value, prev.output = globstar(opts), state.output = prev.output, state.globstar = !0, consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length), prior.output = `(?:${prior.output}`, prev.type = "globstar", prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)"), prev.value += value, state.globstar = !0, state.output += prior.output + prev.output, consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            let end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length), prior.output = `(?:${prior.output}`, prev.type = "globstar", prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`, prev.value += value, state.output += prior.output + prev.output, state.globstar = !0, consume(value + advance()), push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar", prev.value += value, prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`, state.output = prev.output, state.globstar = !0, consume(value + advance()), push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length), prev.type = "globstar", prev.output = globstar(opts), prev.value += value, state.output += prev.output, state.globstar = !0, consume(value);
          continue;
        }
        let token = { type: "star", value, output: star };
        if (opts.bash === !0) {
          token.output = ".*?", (prev.type === "bos" || prev.type === "slash") && (token.output = nodot + token.output), push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === !0) {
          token.output = value, push(token);
          continue;
        }
        (state.index === state.start || prev.type === "slash" || prev.type === "dot") && (prev.type === "dot" ? (state.output += NO_DOT_SLASH, prev.output += NO_DOT_SLASH) : opts.dot === !0 ? (state.output += NO_DOTS_SLASH, prev.output += NO_DOTS_SLASH) : (state.output += nodot, prev.output += nodot), peek() !== "*" && (state.output += ONE_CHAR, prev.output += ONE_CHAR)), push(token);
      }
      for (; state.brackets > 0; ) {
        if (opts.strictBrackets === !0) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "["), decrement("brackets");
      }
      for (; state.parens > 0; ) {
        if (opts.strictBrackets === !0) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "("), decrement("parens");
      }
      for (; state.braces > 0; ) {
        if (opts.strictBrackets === !0) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{"), decrement("braces");
      }
      if (opts.strictSlashes !== !0 && (prev.type === "star" || prev.type === "bracket") && push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` }), state.backtrack === !0) {
        state.output = "";
        for (let token of state.tokens)
          state.output += token.output != null ? token.output : token.value, token.suffix && (state.output += token.suffix);
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      let opts = { ...options }, max = typeof opts.maxLength == "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH, len = input.length;
      if (len > max)
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      input = REPLACEMENTS[input] || input;
      let {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows), nodot = opts.dot ? NO_DOTS : NO_DOT, slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT, capture = opts.capture ? "" : "?:", state = { negated: !1, prefix: "" }, star = opts.bash === !0 ? ".*?" : STAR;
      opts.capture && (star = `(${star})`);
      let globstar = (opts2) => opts2.noglobstar === !0 ? star : `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`, create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            let match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            let source2 = create(match[1]);
            return source2 ? source2 + DOT_LITERAL + match[2] : void 0;
          }
        }
      }, output = utils.removePrefix(input, state), source = create(output);
      return source && opts.strictSlashes !== !0 && (source += `${SLASH_LITERAL}?`), source;
    };
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan(), parse = require_parse(), utils = require_utils(), constants = require_constants(), isObject = (val) => val && typeof val == "object" && !Array.isArray(val), picomatch3 = (glob, options, returnState = !1) => {
      if (Array.isArray(glob)) {
        let fns = glob.map((input) => picomatch3(input, options, returnState));
        return (str) => {
          for (let isMatch of fns) {
            let state2 = isMatch(str);
            if (state2) return state2;
          }
          return !1;
        };
      }
      let isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob != "string" && !isState)
        throw new TypeError("Expected pattern to be a non-empty string");
      let opts = options || {}, posix3 = opts.windows, regex = isState ? picomatch3.compileRe(glob, options) : picomatch3.makeRe(glob, options, !1, !0), state = regex.state;
      delete regex.state;
      let isIgnored = () => !1;
      if (opts.ignore) {
        let ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch3(opts.ignore, ignoreOpts, returnState);
      }
      let matcher = (input, returnObject = !1) => {
        let { isMatch, match, output } = picomatch3.test(input, regex, options, { glob, posix: posix3 }), result = { glob, state, regex, posix: posix3, input, output, match, isMatch };
        return typeof opts.onResult == "function" && opts.onResult(result), isMatch === !1 ? (result.isMatch = !1, returnObject ? result : !1) : isIgnored(input) ? (typeof opts.onIgnore == "function" && opts.onIgnore(result), result.isMatch = !1, returnObject ? result : !1) : (typeof opts.onMatch == "function" && opts.onMatch(result), returnObject ? result : !0);
      };
      return returnState && (matcher.state = state), matcher;
    };
    picomatch3.test = (input, regex, options, { glob, posix: posix3 } = {}) => {
      if (typeof input != "string")
        throw new TypeError("Expected input to be a string");
      if (input === "")
        return { isMatch: !1, output: "" };
      let opts = options || {}, format = opts.format || (posix3 ? utils.toPosixSlashes : null), match = input === glob, output = match && format ? format(input) : input;
      return match === !1 && (output = format ? format(input) : input, match = output === glob), (match === !1 || opts.capture === !0) && (opts.matchBase === !0 || opts.basename === !0 ? match = picomatch3.matchBase(input, regex, options, posix3) : match = regex.exec(output)), { isMatch: !!match, match, output };
    };
    picomatch3.matchBase = (input, glob, options, posix3 = options && options.windows) => (glob instanceof RegExp ? glob : picomatch3.makeRe(glob, options)).test(utils.basename(input, { windows: posix3 }));
    picomatch3.isMatch = (str, patterns, options) => picomatch3(patterns, options)(str);
    picomatch3.parse = (pattern, options) => Array.isArray(pattern) ? pattern.map((p) => picomatch3.parse(p, options)) : parse(pattern, { ...options, fastpaths: !1 });
    picomatch3.scan = (input, options) => scan(input, options);
    picomatch3.compileRe = (state, options, returnOutput = !1, returnState = !1) => {
      if (returnOutput === !0)
        return state.output;
      let opts = options || {}, prepend = opts.contains ? "" : "^", append = opts.contains ? "" : "$", source = `${prepend}(?:${state.output})${append}`;
      state && state.negated === !0 && (source = `^(?!${source}).*$`);
      let regex = picomatch3.toRegex(source, options);
      return returnState === !0 && (regex.state = state), regex;
    };
    picomatch3.makeRe = (input, options = {}, returnOutput = !1, returnState = !1) => {
      if (!input || typeof input != "string")
        throw new TypeError("Expected a non-empty string");
      let parsed = { negated: !1, fastpaths: !0 };
      return options.fastpaths !== !1 && (input[0] === "." || input[0] === "*") && (parsed.output = parse.fastpaths(input, options)), parsed.output || (parsed = parse(input, options)), picomatch3.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch3.toRegex = (source, options) => {
      try {
        let opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === !0) throw err;
        return /$^/;
      }
    };
    picomatch3.constants = constants;
    module.exports = picomatch3;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch(), utils = require_utils();
    function picomatch3(glob, options, returnState = !1) {
      return options && (options.windows === null || options.windows === void 0) && (options = { ...options, windows: utils.isWindows() }), pico(glob, options, returnState);
    }
    Object.assign(picomatch3, pico);
    module.exports = picomatch3;
  }
});

// src/flows/check/check.ts
import { join as join5 } from "node:path";

// src/config/package-config.ts
import { join } from "node:path";
var REPOSITORY_KEYS = [
  "packages",
  "release_branch",
  "commit_message",
  "host",
  "pr",
  "parsers",
  "allowed_types",
  "allowed_scopes",
  "require_scope",
  "strict_style"
], PACKAGE_TAG_FORMAT = "{name}-v{version}";
async function loadPackageConfig(repoRoot, folder, rootLayers) {
  let packageRoot = join(repoRoot, folder), root = folder === ".", file = root ? "pyproject.toml" : `${folder}/pyproject.toml`, text = (await readRepoText(repoRoot, file, ConfigError))?.text;
  if (text === void 0)
    throw new ConfigError(`${file}: not found; each package's folder needs its pyproject.toml`);
  let data = parseToml(text, file), own = root ? void 0 : tableAt(data, file);
  for (let key of REPOSITORY_KEYS)
    if (own !== void 0 && key in own)
      throw new ConfigError(
        `${file}: "tool.releaser.${key}" is a setting of the whole repository, not of one package; set it in the root configuration`
      );
  let layers = [...rootLayers];
  own !== void 0 && layers.push({ file, prefix: "tool.releaser", values: own });
  let config = resolveConfig(layers);
  isConfigured(layers, ["tag_format"]) || (config.tag_format = PACKAGE_TAG_FORMAT), checkConfigValues(config, layers);
  let changelog = own !== void 0 && "changelog_file" in own ? void 0 : await findChangelogFile(packageRoot, { pyproject: data });
  return changelog !== void 0 && (config.changelog_file = changelog.path), await checkConfigPaths(packageRoot, config, layers), { config, files: layers.map((l) => l.file), pyproject: { text, data }, layers, changelog };
}
function tableAt(data, file) {
  let tool = data.tool;
  if (typeof tool != "object" || tool === null) return;
  let table2 = tool.releaser;
  if (table2 !== void 0) {
    if (typeof table2 != "object" || table2 === null || Array.isArray(table2))
      throw new ConfigError(`${file}: "tool.releaser" must be a table ([tool.releaser])`);
    return table2;
  }
}

// src/git/paths-touched.ts
async function commitsTouching(root, base, folder, env, excluded = []) {
  let range = base === void 0 ? ["HEAD"] : [`${base}..HEAD`], paths = [
    folder === "." ? ":(top)" : `:(top,literal)${folder}`,
    ...excluded.map((path) => `:(top,literal,exclude)${path}`)
  ], { stdout } = await runGit(["rev-list", ...range, "--", ...paths], { cwd: root, env });
  return new Set(stdout.split(`
`).filter((line) => line !== ""));
}

// src/workspace/members.ts
var import_picomatch2 = __toESM(require_picomatch2(), 1);
import { lstat } from "node:fs/promises";
import { join as join3 } from "node:path";

// src/workspace/folder-glob.ts
var import_picomatch = __toESM(require_picomatch2(), 1);
import { readdir, realpath, stat } from "node:fs/promises";
import { isAbsolute, join as join2, posix } from "node:path";
var NEVER_WALKED = /* @__PURE__ */ new Set(["node_modules"]);
function normaliseEntry(entry, label) {
  let slashed = entry.trim().replace(/\\/g, "/");
  if (slashed.startsWith("/") || /^[A-Za-z]:\//.test(slashed) || isAbsolute(entry))
    throw new ConfigError(
      `${label} is an absolute path; packages are folders inside the repository: write it relative to the repository root`
    );
  let folded = posix.normalize(slashed === "" ? "." : slashed).replace(/\/+$/, "");
  if (folded === ".." || folded.startsWith("../"))
    throw new ConfigError(
      `${label} leads outside the repository; releaser reads packages inside the repository only: list folders inside it`
    );
  return folded === "" ? "." : folded;
}
function isGlob(entry) {
  return import_picomatch.default.scan(entry).isGlob;
}
async function matchFolders(root, glob, label) {
  if (glob === ".") return [await folderAt(await rootPath(root), ".")];
  let scan = import_picomatch.default.scan(glob);
  if (!scan.isGlob) {
    let path = await resolveInside(root, glob, label);
    return await isDirectory(path.abs) ? [await folderAt(path, glob)] : [];
  }
  let rest = scan.glob.split("/"), deep = rest.includes("**") || scan.glob.includes("**"), parts = rest.map((part) => (0, import_picomatch.default)(part, { dot: !1 })), whole = (0, import_picomatch.default)(glob, { dot: !1 }), base = scan.base === "" ? await rootPath(root) : await resolveInside(root, scan.base, label), seen = /* @__PURE__ */ new Set([base.rel]), found = [], visit = async (given, real, depth) => {
    let entries = await listDir(real.abs), hasPyproject = holdsPyproject(entries);
    if (!(depth > 0 && (deep ? whole(given) : depth === parts.length) && (found.push({ given, rel: real.rel === "" ? "." : real.rel, abs: real.abs, hasPyproject, deep }), deep && hasPyproject)) && !(!deep && depth >= parts.length))
      for (let entry of entries) {
        if (entry.name.startsWith(".") || NEVER_WALKED.has(entry.name) || !(entry.isDirectory() || entry.isSymbolicLink()) || !deep && !parts[depth]?.(entry.name)) continue;
        let childGiven = given === "" ? entry.name : `${given}/${entry.name}`, child = entry.isSymbolicLink() ? await resolveInside(root, childGiven, label) : inside(real, entry.name);
        entry.isSymbolicLink() && !await isDirectory(child.abs) || seen.has(child.rel) || (seen.add(child.rel), await visit(childGiven, child, depth + 1));
      }
  };
  return await isDirectory(base.abs) && await visit(scan.base, base, 0), found;
}
async function holdsNoFile(abs) {
  for (let entry of await listDir(abs))
    if (!entry.isDirectory() || !await holdsNoFile(join2(abs, entry.name))) return !1;
  return !0;
}
async function folderAt(path, given) {
  let hasPyproject = holdsPyproject(await listDir(path.abs));
  return { given, rel: path.rel === "" ? "." : path.rel, abs: path.abs, hasPyproject, deep: !1 };
}
async function rootPath(root) {
  return { given: ".", rel: "", abs: await realpath(root) };
}
function inside(parent, name) {
  let rel = parent.rel === "" ? name : `${parent.rel}/${name}`;
  return { given: rel, rel, abs: join2(parent.abs, name) };
}
async function resolveInside(root, given, label) {
  try {
    return await resolveRepoPath(root, given);
  } catch (error) {
    throw error instanceof OutsideRepositoryError ? new ConfigError(
      `${label}: ${error.message}; releaser reads packages inside the repository only: remove the link or narrow the entry`
    ) : error;
  }
}
function holdsPyproject(entries) {
  return entries.some((entry) => entry.name === "pyproject.toml" && !entry.isDirectory());
}
async function listDir(abs) {
  return readdir(abs, { withFileTypes: !0 }).catch((error) => {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
    throw error;
  });
}
async function isDirectory(abs) {
  return (await stat(abs).catch(() => {
  }))?.isDirectory() ?? !1;
}

// src/workspace/members.ts
async function findWorkspace(root, input) {
  let list = memberList(input);
  if (list === void 0) return;
  let folders = /* @__PURE__ */ new Map(), named = /* @__PURE__ */ new Set();
  for (let entry of list.entries)
    for (let folder of await membersOf(root, entry, list))
      folders.has(folder.rel) || folders.set(folder.rel, folder), isGlob(entry.glob) || named.add(folder.rel);
  if (folders.size === 0) {
    if (isProject(input.rootPyproject)) return;
    throw new ConfigError(
      `${list.source} matches no folder with a pyproject.toml and the root has no [project]; there is no package to release: fix the globs`
    );
  }
  let members = [];
  for (let folder of [...folders.values()].sort((a, b) => compare(a.rel, b.rel))) {
    let data = folder.rel === "." ? input.rootPyproject : await readPyproject(root, folder.rel);
    table(table(data, "tool"), "uv")?.package !== !1 && (!named.has(folder.rel) && folder.rel !== "." && !isProject(data) && projectName(data) === void 0 || (await refuseSubmodule(folder), members.push(memberOf(folder.rel, data))));
  }
  if (members.length === 0)
    throw new ConfigError(
      `${list.source} names no package releaser can release (each folder's pyproject.toml is a virtual project, [tool.uv] package = false, or has no [project] name); fix the list`
    );
  return refuseSameNames(members), { source: list.source, members };
}
function normalisePackageName(name) {
  return name.replace(/[-_.]+/g, "-").toLowerCase();
}
function memberList(input) {
  let packages = input.packages;
  if (packages !== void 0 && packages.globs.length > 0) {
    let label = (glob) => `packages entry "${glob}" (${packages.from})`;
    return {
      source: `packages in ${packages.from}`,
      kind: "packages",
      entries: packages.globs.map((glob) => ({
        glob: normaliseEntry(glob, label(glob)),
        label: label(glob)
      })),
      excludes: []
    };
  }
  let uv = table(table(table(input.rootPyproject, "tool"), "uv"), "workspace");
  if (uv === void 0) return;
  let globs = (key) => stringList(uv[key], `[tool.uv.workspace] ${key}`).map((glob) => {
    let label = `[tool.uv.workspace] ${key} entry "${glob}" (pyproject.toml)`;
    return { glob: normaliseEntry(glob, label), label };
  });
  return {
    source: "[tool.uv.workspace] members in pyproject.toml",
    kind: "uv",
    entries: globs("members"),
    excludes: globs("exclude")
  };
}
async function membersOf(root, entry, list) {
  let excluded = list.excludes.map((exclude) => (0, import_picomatch2.default)(exclude.glob, { dot: !0 })), matched = (await matchFolders(root, entry.glob, entry.label)).filter(
    (folder) => !excluded.some((test) => test(folder.given) || test(folder.rel))
  ), members = [];
  for (let folder of matched)
    if (folder.hasPyproject) members.push(folder);
    else if (list.kind === "uv") await refuseUvFolder(entry, folder);
    else if (!isGlob(entry.glob))
      throw new ConfigError(
        `${entry.label}: ${folder.rel} has no pyproject.toml; a package needs one: add it, or fix the entry`
      );
  if (list.kind === "packages" && members.length === 0)
    throw !isGlob(entry.glob) && matched.length === 0 ? new ConfigError(
      `${entry.label}: there is no folder ${entry.glob} in the repository; fix the path or remove the entry`
    ) : new ConfigError(
      `${entry.label} matches no folder with a pyproject.toml; fix the glob or remove the entry`
    );
  return members;
}
async function refuseUvFolder(entry, folder) {
  if (!(folder.deep || await holdsNoFile(folder.abs)))
    throw new ConfigError(
      `${entry.label} matches ${folder.rel}, which has no pyproject.toml (uv refuses the workspace too); add one, or list the folder in [tool.uv.workspace] exclude`
    );
}
async function readPyproject(root, rel) {
  let file = `${rel}/pyproject.toml`, text = await readRepoText(root, file, ConfigError);
  return text === void 0 ? void 0 : parseToml(text.text, file);
}
function memberOf(path, data) {
  let file = path === "." ? "pyproject.toml" : `${path}/pyproject.toml`;
  if (data === void 0)
    throw new ConfigError(
      `${file} does not exist; a package releaser releases needs one: add it, or fix the entry`
    );
  let name = projectName(data);
  if (name === void 0)
    throw new ConfigError(
      `${file} has no [project] name; a package releaser releases needs one: add name = "..." to its [project] table`
    );
  if (typeof name != "string" || name.trim() === "")
    throw new ConfigError(`${file}: the package name must be a non-empty string; write it as name = "..."`);
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/.test(name.trim()))
    throw new ConfigError(
      `${file}: "${name}" is not a valid package name (PEP 508: letters, digits, and ".", "_" or "-" between them); fix the name`
    );
  return { path, name: name.trim(), normalisedName: normalisePackageName(name.trim()) };
}
async function refuseSubmodule(folder) {
  if (!(folder.rel === "." || await lstat(join3(folder.abs, ".git")).catch(() => {
  }) === void 0))
    throw new ConfigError(
      `${folder.rel} is a git submodule (another repository), so its files cannot go into this repository's release commit; release it from its own repository, and leave it out of the list`
    );
}
function projectName(data) {
  return table(data, "project")?.name ?? table(table(data, "tool"), "poetry")?.name;
}
function pathInRepository(folder, path) {
  return folder === "." ? path : `${folder}/${path}`;
}
function refuseSameNames(members) {
  let byName = /* @__PURE__ */ new Map();
  for (let member of members) {
    let other = byName.get(member.normalisedName);
    if (other !== void 0)
      throw new ConfigError(
        `two packages are named ${member.normalisedName} (${other} and ${member.path}, names compared as PEP 503 normalises them); each package needs its own name: rename one or leave it out of the list`
      );
    byName.set(member.normalisedName, member.path);
  }
}
function isProject(data) {
  return table(data, "project") !== void 0;
}
function table(data, key) {
  let value = data?.[key];
  return typeof value == "object" && value !== null && !Array.isArray(value) ? value : void 0;
}
function stringList(value, key) {
  if (value === void 0) return [];
  if (Array.isArray(value) && value.every((item) => typeof item == "string")) return value;
  throw new ConfigError(
    `pyproject.toml: ${key} must be a list of strings (globs of folders); write it as ${key.split(" ")[1]} = ["packages/*"]`
  );
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/flows/shared/progress-step.ts
async function inStep(progress, step, doing, work, ended) {
  progress?.start(step, doing);
  let result;
  try {
    result = await work();
  } catch (error) {
    throw progress?.end(step, "failed", error instanceof Error ? error.message : String(error)), error;
  }
  if (progress) {
    let end = ended(result), { status = "done", detail } = typeof end == "string" ? { detail: end } : end;
    progress.end(step, status, detail);
  }
  return result;
}
function historySummary(plan) {
  let count = `${plan.commits.length} commit${plan.commits.length === 1 ? "" : "s"}`, range = plan.baseTag === void 0 ? "in all history" : `since ${plan.baseTag}`;
  return plan.nextVersion === void 0 ? `${count} ${range}: nothing to release` : `${count} ${range}: ${plan.nextVersion} next (${plan.bump})`;
}

// src/flows/shared/towncrier.ts
import { spawn } from "node:child_process";

// src/edits/towncrier-news.ts
var UNDERLINE = /^([=\-~^*+#"'`:.!$%&,;<>?@_|/\\])\1{2,}[ \t]*$/, MARKDOWN_HEADING = /^(#{1,6})[ \t]+\S/;
function findNewsSection(text, version) {
  let lines = text.replace(/\r\n?/g, `
`).split(`
`), names = versionPattern(version);
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (!names.test(line)) continue;
    let level = headingLevel(lines, i);
    if (level === void 0) continue;
    let end = lines.length;
    for (let j = i + 1; j < lines.length; j++) {
      let other = headingLevel(lines, j);
      if (other !== void 0 && endsSection(level, other)) {
        end = j;
        break;
      }
    }
    return `${lines.slice(i, end).join(`
`).trimEnd()}
`;
  }
}
function headingLevel(lines, i) {
  let line = lines[i], markdown = MARKDOWN_HEADING.exec(line);
  if (markdown) return { kind: "md", depth: markdown[1].length };
  if (line.trim() === "" || UNDERLINE.test(line)) return;
  let under = UNDERLINE.exec(lines[i + 1] ?? "");
  return under ? { kind: "rst", char: under[1] } : void 0;
}
function endsSection(level, other) {
  return level.kind === "rst" ? other.kind === "rst" && other.char === level.char : other.kind === "md" && other.depth <= level.depth;
}
function versionPattern(version) {
  let escaped = version.replace(/^v/i, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w.+-])v?${escaped}(?![\\w+-]|\\.\\w)`, "i");
}
function insertNewsDraft(existing, startString, section) {
  if (existing === void 0) return section;
  let text = existing.replace(/\r\n?/g, `
`), at = text.indexOf(startString), header = at === -1 ? "" : `${text.slice(0, at).trimEnd()}

${startString}
`, body = (at === -1 ? text : text.slice(at + startString.length)).trimStart();
  return `${header}${section}${body === "" ? "" : `

${body}`}`;
}

// src/project/towncrier-config.ts
import { posix as posix2 } from "node:path";
var START_STRING = `.. towncrier release notes start
`;
function readTowncrierConfig(data, source) {
  let tool = data.tool;
  if (!isTable(tool) || !isTable(tool.towncrier)) return;
  let table2 = tool.towncrier, text = (key) => typeof table2[key] == "string" ? table2[key] : void 0, directory = text("directory"), packageName = text("package") ?? "", packageDir = text("package_dir") ?? ".";
  return {
    source,
    filename: text("filename") ?? "NEWS.rst",
    singleFile: table2.single_file !== !1,
    fragmentBase: normalise(directory ?? posix2.join(packageDir, packageName)),
    newsfragmentsFolders: directory === void 0,
    startString: text("start_string") ?? START_STRING,
    namesProject: (text("name") ?? "") !== "" || packageName !== ""
  };
}
function newsFilePath(config, release) {
  return config.singleFile ? normalise(config.filename) : normalise(
    config.filename.replaceAll("{name}", release.name).replaceAll("{version}", release.version).replaceAll("{project_date}", release.date)
  );
}
function fragmentFolder(config) {
  return (config.newsfragmentsFolders ? posix2.join(config.fragmentBase, "newsfragments") : config.fragmentBase).replace(/^\.\//, "");
}
function isFragmentPath(config, path) {
  let base = config.fragmentBase, inside2 = base === "." ? path : path.startsWith(`${base}/`) ? path.slice(base.length + 1) : void 0;
  return inside2 === void 0 ? !1 : !config.newsfragmentsFolders || inside2.split("/").slice(0, -1).includes("newsfragments");
}
function normalise(path) {
  let joined = posix2.normalize(path.replaceAll("\\", "/")).replace(/\/+$/, "");
  return joined === "" ? "." : joined;
}
function isTable(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}

// src/flows/shared/towncrier.ts
async function detectTowncrier(root, pyproject) {
  let own = (await readRepoText(root, "towncrier.toml", ConfigError))?.text;
  if (own !== void 0) {
    let found = readTowncrierConfig(parseToml(own, "towncrier.toml"), "towncrier.toml");
    if (found) return found;
  }
  return pyproject === void 0 ? void 0 : readTowncrierConfig(pyproject, "pyproject.toml");
}
function towncrierArgs(config, release, mode) {
  let name = !config.namesProject && release.name !== void 0 ? ["--name", release.name] : [];
  return [
    "towncrier",
    "build",
    mode === "draft" ? "--draft" : "--yes",
    "--version",
    release.version,
    "--date",
    release.date,
    ...name
  ];
}
async function renderTowncrierDraft(config, release) {
  let { stdout } = await runTowncrier(config, release, "draft");
  return `${stdout.replace(/\r\n/g, `
`).trimEnd()}
`;
}
async function buildTowncrierNews(config, release) {
  await runTowncrier(config, release, "build");
}
async function readNewsSection(config, release) {
  let path = newsFilePath(config, { ...release, name: release.name ?? "" }), text = (await readRepoText(release.root, path, ConfigError))?.text;
  return { path, text, section: text === void 0 ? void 0 : findNewsSection(text, release.version) };
}
async function withTowncrierChangelog(plan, world) {
  if (plan.nextVersion === void 0) return plan;
  let config = await detectTowncrier(world.root, world.pyproject);
  if (config === void 0) return plan;
  let release = { ...world, version: plan.nextVersion }, written = await readNewsSection(config, release);
  if (written.section !== void 0) {
    let kept = { ...plan, changelog: written.section };
    return outcomes.set(kept, { kind: "written", newsFile: written.path }), kept;
  }
  try {
    let drafted = { ...plan, changelog: await renderTowncrierDraft(config, release) };
    outcomes.set(drafted, { kind: "drafted", newsFile: written.path });
    let empty = noFragmentsWarning(config, drafted);
    return empty !== void 0 && world.warn(empty), drafted;
  } catch (error) {
    if (!(error instanceof TowncrierMissingError)) throw error;
    world.warn(MISSING_WARNING);
    let kept = { ...plan };
    return outcomes.set(kept, { kind: "missing", error }), kept;
  }
}
var NO_FRAGMENTS = /No significant changes\./;
function noFragmentsWarning(config, plan) {
  if (plan.changelog === void 0 || !NO_FRAGMENTS.test(plan.changelog)) return;
  let cancelled = new Set(plan.cancelled), asking = plan.commits.filter((c) => !cancelled.has(c) && bumpOfCommit(c) !== "none").length;
  if (asking === 0) return;
  let since = plan.baseTag === void 0 ? "in the history" : `since ${plan.baseTag}`;
  return `towncrier found no news fragments for ${plan.nextVersion}, although ${asking} ${asking === 1 ? "commit" : "commits"} ${since} ${asking === 1 ? "asks" : "ask"} for a release; the section will say 'No significant changes.' (add fragments to ${fragmentFolder(config)})`;
}
var MISSING_WARNING = "towncrier is not installed (no towncrier on PATH), so the changelog shown is the one the commits would give, not the news fragments'; `update` and `release-pr` need it: pip install towncrier", outcomes = /* @__PURE__ */ new WeakMap();
function draftedByTowncrier(plan) {
  return outcomes.get(plan)?.kind === "drafted";
}
function changelogAsMarkdown(plan) {
  let outcome = outcomes.get(plan);
  return outcome !== void 0 && outcome.kind !== "missing" && /\.rst$/i.test(outcome.newsFile) && plan.changelog !== void 0 ? `${rstToMarkdown(plan.changelog)}
` : plan.changelog;
}
function requireTowncrier(plan) {
  let outcome = outcomes.get(plan);
  if (outcome?.kind === "missing") throw outcome.error;
}
function withoutTowncrierWarning(context) {
  return { ...context, warn: (message) => message === MISSING_WARNING ? void 0 : context.warn(message) };
}
var TowncrierMissingError = class extends ConfigError {
};
function runTowncrier(config, release, mode) {
  let argv = towncrierArgs(config, release, mode), shown = `towncrier build ${mode === "draft" ? "--draft" : "--yes"}`;
  return new Promise((resolve, reject) => {
    let started = now(), [command = "", ...args] = argv, child = spawn(command, args, {
      cwd: release.root,
      env: { ...release.env, PYTHONIOENCODING: "utf-8" },
      stdio: ["ignore", "pipe", "pipe"]
    }), out = [], err = [];
    child.stdout.on("data", (chunk) => out.push(chunk)), child.stderr.on("data", (chunk) => err.push(chunk)), child.on("error", (error) => {
      error.code === "ENOENT" ? reject(
        new TowncrierMissingError(
          `[tool.towncrier] in ${config.source} makes towncrier write the changelog, but towncrier is not installed (no towncrier on PATH); install it (pip install towncrier) and run again; nothing was changed`,
          { cause: error }
        )
      ) : reject(new ConfigError(`${shown} could not be started: ${error.message}`, { cause: error }));
    }), child.on("close", (code, signal) => {
      tracing() && traceCall(`run ${commandLine(argv)} -> exit ${code ?? signal} (${took(started)})`);
      let stdout = Buffer.concat(out).toString("utf8"), stderr = Buffer.concat(err).toString("utf8");
      if (code === 0) {
        resolve({ stdout, stderr });
        return;
      }
      let last = `${stderr}
${stdout}`.split(`
`).map((l) => l.trim()).filter((l) => l !== "" && !/^(Loading template|Finding news|Rendering news)/.test(l)), reason = last.at(-1) ?? (signal ? `killed by ${signal}` : `exit code ${code}`);
      if (/Failed to list the news fragment files/.test(stderr) && /FileNotFoundError/.test(reason)) {
        reject(
          new ConfigError(
            `${shown} failed: the news fragment folder ${fragmentFolder(config)} does not exist; create it with an empty .gitkeep in it (towncrier's git rm takes the folder away with its last fragment)`,
            { details: [`command: ${commandLine(argv)}`, ...last.slice(-20)] }
          )
        );
        return;
      }
      reject(
        new ConfigError(
          `${shown} failed: ${reason}; fix the towncrier settings in ${config.source} or the news fragments (\`${commandLine(argv)}\` shows it all)`,
          { details: [`command: ${commandLine(argv)}`, ...last.slice(-20)] }
        )
      );
    });
  });
}

// src/flows/update/update-journal.ts
import { readdir as readdir2, readFile, rm } from "node:fs/promises";
import { basename, dirname, join as join4 } from "node:path";
var FILE = "releaser-update.json";
function journalPath(gitDir) {
  return join4(gitDir, FILE);
}
async function readJournal(gitDir) {
  let text = await readFile(journalPath(gitDir), "utf8").catch(() => {
  });
  if (text !== void 0)
    try {
      let data = JSON.parse(text);
      if (typeof data.version == "string" && typeof data.head == "string" && typeof data.message == "string" && Array.isArray(data.paths) && data.paths.every((p) => typeof p == "string"))
        return { version: data.version, head: data.head, message: data.message, paths: data.paths };
    } catch {
    }
}
async function writeJournal(gitDir, journal) {
  await writeFileAtomic(journalPath(gitDir), `${JSON.stringify(journal, null, 2)}
`);
}
async function removeJournal(gitDir) {
  await rm(journalPath(gitDir), { force: !0 });
}
var TEMP = /^(.+)\.releaser-(\d+)-[0-9a-f]{8}\.tmp$/;
async function findStrayTempFiles(files) {
  let stray = [], byDir = /* @__PURE__ */ new Map();
  for (let file of files) {
    let names = byDir.get(dirname(file)) ?? /* @__PURE__ */ new Set();
    names.add(basename(file)), byDir.set(dirname(file), names);
  }
  for (let [dir, names] of byDir)
    for (let entry of await readdir2(dir).catch(() => [])) {
      let match = TEMP.exec(entry);
      match && names.has(match[1]) && !isRunning(Number(match[2])) && stray.push(join4(dir, entry));
    }
  return stray.sort();
}
function isRunning(pid) {
  if (pid === process.pid) return !1;
  try {
    return process.kill(pid, 0), !0;
  } catch (error) {
    return error.code === "EPERM";
  }
}
async function updateWrittenPaths(root, entries, paths, version, env) {
  let wanted = new Set(paths), found = [];
  for (let entry of entries)
    wanted.has(entry.path) && (entry.code === "??" || await addsVersion(root, entry.path, version, env)) && found.push(entry.path);
  return found;
}
async function addsVersion(root, path, version, env) {
  let diff = await runGit(
    ["diff", "HEAD", "--no-color", "--no-ext-diff", "--unified=0", "--", `:(literal)${path}`],
    { cwd: root, env, allowedCodes: [128] }
  );
  if (diff.code !== 0) return !0;
  let escaped = version.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), carries = new RegExp(`(?<![\\w.+-])${escaped}(?![\\w+-]|\\.\\w)`);
  return diff.stdout.split(`
`).some((line) => /^\+(?!\+\+ )/.test(line) && carries.test(line));
}

// src/flows/check/follow-pins.ts
var NO_COMMIT = "0".repeat(40);
function dependencyCommit(update) {
  let message = `fix: dependency ${update.name} updated to ${update.version}`;
  return toPlanCommit(parseCommit({ hash: NO_COMMIT, message }));
}
function readPins(packages) {
  let names = new Set(packages.map((p) => p.member.normalisedName)), pins = /* @__PURE__ */ new Map();
  for (let p of packages) {
    let text = p.loaded.pyproject?.text, own = text === void 0 ? [] : findMemberPins(text, pathInRepository(p.member.path, "pyproject.toml"), names);
    pins.set(
      p,
      own.filter((pin) => pin.name !== p.member.normalisedName)
    );
  }
  return pins;
}
async function followPins(packages, replan) {
  let pins = readPins(packages), current = packages;
  for (let round = 0; round <= packages.length; round++) {
    let versions = new Map(
      current.flatMap(
        (p) => p.plan.nextVersion === void 0 ? [] : [[p.member.normalisedName, p.plan.nextVersion]]
      )
    ), changed = !1, next = [];
    for (let [index, p] of current.entries()) {
      let original = packages[index], wanted = staleUpdates(pins.get(original) ?? [], versions);
      if (p.plan.pending || sameUpdates(wanted, p.dependencyUpdates)) {
        next.push(p);
        continue;
      }
      changed = !0, next.push(await replan(original, wanted));
    }
    if (current = next, !changed) return current;
  }
  return current;
}
function staleUpdates(pins, versions) {
  let updates = /* @__PURE__ */ new Map();
  for (let pin of pins) {
    let version = versions.get(pin.name);
    version !== void 0 && version !== pin.version && updates.set(pin.name, version);
  }
  return [...updates].map(([name, version]) => ({ name, version })).sort((a, b) => a.name.localeCompare(b.name));
}
function sameUpdates(a, b) {
  return a.length === b.length && a.every((u, i) => u.name === b[i]?.name && u.version === b[i]?.version);
}

// src/flows/check/tag-derived-pending.ts
function tagDerivedPendingVersion(project, commits, templates, packageName) {
  if (project.version !== void 0 || !isTagDerived(project)) return;
  let named = releaseSubjectVersion(templates, packageName);
  for (let commit of commits) {
    let version = named(commit.subject);
    if (version !== void 0) return parseVersion(version) === void 0 ? void 0 : version;
  }
}
function isTagDerived({ pyproject }) {
  let version = pyproject?.version;
  return version?.kind === "dynamic" && version.source?.kind === "computed";
}

// src/flows/check/workspace-warnings.ts
async function workspaceWarnings(root, workspace, planned) {
  let warnings = [], versions = new Map(
    planned.flatMap(
      (p) => p.plan.nextVersion === void 0 ? [] : [[p.member.normalisedName, p.plan.nextVersion]]
    )
  ), chosen = new Set(planned.map((p) => p.member.normalisedName));
  for (let member of workspace.members) {
    if (chosen.has(member.normalisedName) || versions.size === 0) continue;
    let file = pathInRepository(member.path, "pyproject.toml"), text = (await readRepoText(root, file, ConfigError))?.text;
    if (text !== void 0)
      for (let pin of findMemberPins(text, file, new Set(versions.keys()))) {
        let version = versions.get(pin.name);
        version === void 0 || version === pin.version || warnings.push(
          `${member.name} pins ${pin.name}==${pin.version} (${pin.where}), and ${pin.name} becomes ${version}; leave out --package, or add --package ${member.name}, so the pin follows`
        );
      }
  }
  for (let p of planned)
    (p.loaded.pyproject?.data.tool?.towncrier !== void 0 || p.loaded.changelog?.source === "towncrier") && p.plan.nextVersion !== void 0 && warnings.push(
      `${p.member.name} keeps its changelog with towncrier, which \`releaser update\` does not run for a package of several yet: it will stop there; set changelog_file in its [tool.releaser] table to a file releaser writes`
    );
  return warnings;
}

// src/flows/check/check.ts
async function checkFlow(context, overrides, options = {}) {
  let found = await checkRepository(context, overrides, options);
  if (found.kind === "single") return found.result;
  let names = found.workspace.members.map((m) => m.name).join(", ");
  throw new ConfigError(
    `this repository holds several packages (${names}; ${found.workspace.source}): \`releaser check\` and \`releaser update\` release each of them so far, and this command takes one project at the root; the root's version is left alone`
  );
}
async function checkRepository(context, overrides, options = {}) {
  let repo = await openRepository(context.cwd, context.env), tagsRead = readTags(repo.root, context.env);
  tagsRead.catch(() => {
  });
  let journal = await readJournal(repo.gitDir), fromFiles = await loadConfig(repo.root, { configFile: context.configFile, cwd: context.cwd }), workspace = await findWorkspace(repo.root, {
    rootPyproject: fromFiles.pyproject?.data,
    packages: fromFiles.config.packages.length === 0 ? void 0 : { globs: fromFiles.config.packages, from: settingFile(fromFiles, "packages") }
  }), wanted = options.packages ?? [];
  if (workspace === void 0) {
    if (wanted.length > 0)
      throw new ConfigError(
        `--package ${wanted[0]}: this repository releases one project at its root, not several packages; leave out --package, or list the packages with packages = ["packages/*"] in the configuration`
      );
    let interrupted = journal?.head === repo.head ? journal : void 0;
    if (interrupted && (overrides.bump !== void 0 || (overrides.releaseAs ?? interrupted.version) !== interrupted.version || overrides.prerelease !== void 0))
      throw new ReleaseError(
        `an update to ${interrupted.version} was interrupted before its commit; finish it first with \`releaser update\` (no --bump, --release-as or --prerelease), or discard it: \`git checkout -- .\` and delete .git/releaser-update.json`
      );
    let asked = interrupted ? { releaseAs: interrupted.version, allowDowngrade: !0 } : overrides;
    return { kind: "single", result: await checkPackage({ context, options, repo, tagsRead, journal, interrupted }, fromFiles, {
      overrides: asked
    }) };
  }
  let members = selectMembers(workspace, wanted);
  if (overrides.releaseAs !== void 0 && members.length > 1)
    throw new ConfigError(
      `--release-as ${overrides.releaseAs} names one version, and this repository holds ${members.length} packages (${members.map((m) => m.name).join(", ")}); add --package <name> for the one it is for`
    );
  let shared = { context, options, repo, tagsRead, journal, interrupted: void 0 }, packages = [], configs = /* @__PURE__ */ new Map();
  for (let member of members) {
    let loaded = await loadPackageConfig(repo.root, member.path, fromFiles.layers);
    configs.set(member, loaded);
    let nested = nestedFolders(workspace, member), result = await checkPackage(shared, loaded, { overrides, member, nested });
    result.history.deepened !== "" && (shared.tagsRead = Promise.resolve(result.history.tags));
    let sharing = packages.find((p) => p.config.tag_format === result.config.tag_format);
    if (sharing !== void 0)
      throw new ConfigError(
        `${sharing.member.name} and ${member.name} would share their tags (tag_format "${result.config.tag_format}", ${result.tagFormatWhy}), so one's release would be the other's; put {name} in tag_format ("{name}-v{version}", the default for several packages), or give each package its own in its [tool.releaser] table`
      );
    packages.push({ ...result, member, dependencyUpdates: [] });
  }
  let followed = await followPins(packages, async (p, dependencyUpdates) => {
    let loaded = configs.get(p.member), nested = nestedFolders(workspace, p.member);
    return { ...await checkPackage(shared, loaded, {
      overrides,
      member: p.member,
      nested,
      dependencyUpdates
    }), member: p.member, dependencyUpdates };
  });
  for (let warning of await workspaceWarnings(repo.root, workspace, followed)) context.warn(warning);
  return { kind: "workspace", workspace, packages: followed };
}
function nestedFolders(workspace, member) {
  return workspace.members.filter((m) => m !== member && (member.path === "." || m.path.startsWith(`${member.path}/`))).map((m) => m.path);
}
function selectMembers(workspace, wanted) {
  if (wanted.length === 0) return workspace.members;
  let chosen = wanted.map((name) => {
    let member = workspace.members.find((m) => m.normalisedName === normalisePackageName(name));
    if (member === void 0)
      throw new ConfigError(
        `--package ${name}: no package of that name here; the packages are ${workspace.members.map((m) => m.name).join(", ")} (${workspace.source})`
      );
    return member;
  });
  return workspace.members.filter((m) => chosen.includes(m));
}
function settingFile(loaded, key) {
  return [...loaded.layers].reverse().find((l) => key in l.values)?.file ?? "the configuration";
}
async function checkPackage({ context, options, repo, tagsRead, journal, interrupted }, fromFiles, target) {
  let { member } = target, projectRoot = member === void 0 ? repo.root : join5(repo.root, member.path), warn = member === void 0 ? context.warn : (message) => context.warn(`${member.name}: ${message}`), projectRead = readProject(projectRoot, fromFiles);
  projectRead.catch(() => {
  });
  let { loaded, tagFormatWhy } = await withTagShape(
    fromFiles,
    tagsRead,
    async () => (await projectRead).name,
    member
  ), { config } = loaded, date = releaseDate(context.env, context.now), tagFormat = compileTagFormat(config.tag_format), parsers = compileParsers(config.parsers), historyEnv = options.fetchEnv ? await options.fetchEnv(config, repo.root) : context.env, read = () => readHistory(
    repo,
    (merged) => (config.version_scheme === "calver" ? selectCalverBaseTag : selectBaseTag)(merged, tagFormat)?.tag,
    (bytes, start, end) => readPlanCommit(bytes, start, end, parsers),
    historyEnv,
    tagsRead,
    [
      `refs/heads/${config.release_branch}`,
      `refs/remotes/origin/${config.release_branch}`,
      "refs/remotes/origin/HEAD"
    ]
  ), progress = repo.shallow ? context.progress : void 0, remoteTagsRead = options.remoteTags?.(config, repo.root);
  remoteTagsRead?.catch(() => {
  });
  let [whole, project] = await Promise.all([
    inStep(
      progress,
      "fetch",
      "deepening the shallow clone to the last release",
      read,
      (found) => found.deepened === "" ? { status: "already", detail: "the shallow clone reaches the last release" } : `the shallow clone was ${found.deepened} commits to reach the last release`
    ),
    projectRead
  ]);
  for (let warning of project.warnings) warn(warning);
  whole.deepened !== "" && progress === void 0 && warn(`the shallow clone was ${whole.deepened} commits to reach the last release`);
  let history = member === void 0 ? whole : await touchingFolder(repo.root, whole, member.path, historyEnv, target.nested ?? []), plan = planRelease({
    tagFormat: config.tag_format,
    packageName: project.name,
    majorOnZero: config.major_on_zero,
    changelog: config.changelog,
    tags: ownTags(
      remoteTagsRead === void 0 ? history.tags.all : [...history.tags.all, ...await remoteTagsRead],
      member
    ),
    baseTag: history.baseTag,
    // A dependency's release stands in the plan as a fix of this package (follow-pins.ts).
    commits: [...(target.dependencyUpdates ?? []).map(dependencyCommit), ...history.commits],
    fileVersion: project.version ?? tagDerivedPendingVersion(
      project,
      history.commits,
      [config.commit_message, config.pr.title],
      member?.normalisedName
    ),
    fileVersionSource: project.versionSource,
    releaseSubjects: [config.commit_message, config.pr.title],
    releasePackage: member?.normalisedName,
    date,
    calver: config.version_scheme === "calver" ? config.calver_format : void 0,
    overrides: target.overrides
  }), unreleased = member === void 0 ? options.warnUnreleased ?? !0 : options.warnUnreleasedPackages ?? options.warnUnreleased ?? !0;
  for (let warning of planWarnings(plan, unreleased)) warn(warning);
  let staleJournal = journal !== void 0 && interrupted === void 0, towncrier = { root: projectRoot, pyproject: loaded.pyproject?.data, name: project.name, date }, shown = options.towncrierDraft === !1 ? plan : await withTowncrierChangelog(plan, { ...towncrier, env: context.env, warn });
  return {
    repo,
    loaded,
    config,
    history,
    project,
    plan: shown,
    date,
    interrupted,
    staleJournal,
    tagFormatWhy
  };
}
async function touchingFolder(root, history, folder, env, nested) {
  let base = history.baseTag === void 0 ? void 0 : `refs/tags/${history.baseTag}`, touching = await commitsTouching(root, base, folder, env, nested);
  return { ...history, commits: history.commits.filter((c) => touching.has(c.commit.hash)) };
}
async function withTagShape(fromFiles, tagsRead, packageName, member) {
  let tags = (await tagsRead).all, configured = isConfigured(fromFiles.layers, ["tag_format"]), format = fromFiles.config.tag_format, named = format.includes("{name}") ? withPackageName(
    format,
    member?.normalisedName ?? normalisedOrUndefined(await packageName()),
    configured ? fromFiles.files.at(-1) ?? "the configuration" : "the default"
  ) : format, loaded = named === format ? fromFiles : { ...fromFiles, config: { ...fromFiles.config, tag_format: named } };
  if (configured) {
    let from = loaded.files.at(-1) ?? "the configuration";
    return await refuseShapeMatchingNothing(loaded.config.tag_format, from, tags, packageName), { loaded, tagFormatWhy: `from ${from}` };
  }
  let inferred = inferTagFormat(ownTags(tags, member), member?.name ?? await packageName());
  if (member !== void 0 && (!inferred.fromTags || !namesPackage(inferred.format, member)))
    return {
      loaded,
      tagFormatWhy: `the default for a package of several: ${named.replace("{version}", "1.2.3")}`
    };
  if (inferred.format === loaded.config.tag_format) return { loaded, tagFormatWhy: inferred.why };
  let releases = (shape) => {
    let compiled = compileTagFormat(shape);
    return tags.filter((tag) => isReleaseVersion(compiled.parse(tag))).length;
  };
  if (releases(loaded.config.tag_format) > 0 && releases(inferred.format) < 2)
    return {
      loaded,
      tagFormatWhy: `the default: your release tags look like ${loaded.config.tag_format.replace("{version}", "1.2.3")}`
    };
  let config = { ...loaded.config, tag_format: inferred.format };
  return { loaded: { ...loaded, config }, tagFormatWhy: inferred.why };
}
function ownTags(tags, member) {
  if (member === void 0) return tags;
  let name = member.normalisedName;
  return tags.filter((tag) => {
    let normalised = normalisePackageName(tag);
    return normalised.startsWith(name) && "-@/".includes(normalised.charAt(name.length) || "?");
  });
}
function normalisedOrUndefined(name) {
  return name === void 0 ? void 0 : normalisePackageName(name);
}
function namesPackage(format, member) {
  let prefix = format.slice(0, format.indexOf("{version}"));
  return normalisePackageName(prefix).startsWith(member.normalisedName);
}
async function refuseShapeMatchingNothing(format, from, tags, packageName) {
  let configured = compileTagFormat(format);
  if (tags.some((tag) => isReleaseVersion(configured.parse(tag)))) return;
  let inferred = inferTagFormat(tags, await packageName());
  if (!inferred.fromTags || inferred.format === format) return;
  let shape = compileTagFormat(inferred.format), count = tags.filter((tag) => isReleaseVersion(shape.parse(tag))).length;
  if (count !== 0)
    throw new ConfigError(
      `tag_format "${format}" (${from}) matches none of your ${count} release tag${count === 1 ? "" : "s"}; they look like "${inferred.format}" (${inferred.format.replace("{version}", "1.2.3")}), so every commit would count as unreleased; set tag_format = "${inferred.format}", or remove the setting and releaser reads the shape from the tags`
    );
}
function isReleaseVersion(version) {
  return version !== void 0 && version.release.length >= 3 && version.local === void 0;
}
function planWarnings(plan, unreleased) {
  let warnings = [];
  if (plan.releaseAsNote !== void 0 && warnings.push(plan.releaseAsNote), plan.taken.length > 0 && plan.nextVersion !== void 0) {
    let skipped = plan.taken.map((t) => `${t.version} (${t.tag})`).join(", "), are = plan.taken.length > 1 ? "are" : "is";
    warnings.push(
      `${skipped} ${are} tagged already, outside this branch's history (a release branch, or only on origin), so the next version is ${plan.nextVersion}`
    );
  }
  let u = plan.unreleased;
  if (unreleased && u !== void 0)
    if (u.next === u.version)
      warnings.push(
        `the files carry ${u.version}, which no tag names and no release commit set yet; \`releaser update\` (or the release pull request) makes the release commit, and \`releaser release\` releases it after that`
      );
    else {
      let next = u.next === void 0 ? "nothing is released until a commit asks for a release (feat, fix, a breaking change)" : `the next release will be ${u.next}`;
      warnings.push(
        `the files carry ${u.version} (${u.why}), which no tag names; \`releaser release\` will not release it, only a version that \`update\` or the merged release pull request set; ${next}`
      );
    }
  return warnings;
}

// src/cli/commands/convention-advice.ts
var MERGE_SUBJECT = /^Merge (?:pull request|branch|branches|remote-tracking branch|tag|commit) /;
function conventionShare(commits, parsers) {
  let preset = readsGitmoji(parsers), share = { considered: 0, conventional: 0, gitmoji: 0, following: 0, preset };
  for (let commit of commits) {
    if (!commit.conventional && MERGE_SUBJECT.test(commit.subject)) continue;
    share.considered++;
    let gitmoji = startsWithGitmoji(commit.subject);
    commit.conventional && share.conventional++, gitmoji && share.gitmoji++, (commit.conventional || preset && gitmoji) && share.following++;
  }
  return share;
}
function conventionAdvice(share, since) {
  let { considered, following, gitmoji, preset } = share;
  if (considered === 0 || following * 2 >= considered) return;
  let of = `${following} of the ${considered} commit${considered === 1 ? "" : "s"} ${since} (merges aside)`, force = "or force this release's bump with `--bump patch|minor|major`";
  return preset ? `${of} follow the conventional-commit or the gitmoji convention, and releaser bumps and writes the changelog from those only: start subjects with a gitmoji it maps (${describeGitmojiTypes()}) or write \`feat: ...\`, \`fix: ...\`, ${force}.` : gitmoji * 2 > considered ? `${of} follow the conventional-commit convention, but ${gitmoji} start with a gitmoji: add \`[[tool.releaser.parsers]]\` with \`preset = "gitmoji"\` to the configuration to read them (${describeGitmojiTypes()}; other gitmojis ask for no release), ${force}.` : `${of} follow the conventional-commit convention (\`feat: ...\`, \`fix: ...\`), and releaser bumps and writes the changelog from those only: write subjects that way, add a parser for the form your project uses (\`[[tool.releaser.parsers]]\` with \`pattern = '^\\[(?P<type>\\w+)\\] (?P<description>.+)$'\`), ${force}.`;
}

// src/cli/commands/check-report.ts
function checkJson({ plan, history, project, interrupted, config, tagFormatWhy }) {
  let conventional = plan.commits.filter((c) => c.conventional).length;
  return {
    last_tag: plan.baseTag ?? null,
    current_version: plan.baseVersion,
    file_version: project.version ?? null,
    bump: plan.bump,
    next_version: plan.nextVersion ?? null,
    tag: plan.tag ?? null,
    tag_format: config.tag_format,
    /** Where tag_format comes from: the configuration, or the shape of the project's tags. */
    tag_format_why: tagFormatWhy,
    pending: plan.pending,
    /** The files' version when nothing will release it (a hand bump, a .devN): why, and the next release. */
    unreleased_version: plan.unreleased === void 0 ? null : { version: plan.unreleased.version, why: plan.unreleased.why, next: plan.unreleased.next ?? null },
    /** Versions the bump landed on that are tagged already (elsewhere), skipped for the next free one. */
    taken_versions: plan.taken.map((t) => ({ version: t.version, tag: t.tag })),
    version_source: plan.source,
    downgrade: plan.downgrade,
    /** The base is a release tagged on a release branch cut from this line (pytest's 9.0.x): cherry-picks released there, left out. */
    released_on_branch: history.releasedOnBranch === void 0 ? null : { cherry_picks: history.releasedOnBranch.cherryPicks },
    commits: {
      total: history.commits.length,
      conventional,
      skipped: plan.commits.length - conventional,
      cancelled: plan.cancelled.length,
      /** Subjects that start with a gitmoji (✨, :bug:, ...), mapped by the preset or not. */
      gitmoji: conventionShare(plan.commits, config.parsers).gitmoji
    },
    changelog: plan.changelog ?? null,
    interrupted_update: interrupted?.version ?? null,
    files: writtenFiles(project, config.changelog_file),
    /** Tracked files that still assign the version and that `update` would leave behind (DESIGN 5). */
    stale_copies: project.staleCopies.map((c) => ({
      path: c.path,
      line: c.line,
      text: c.text,
      version_files_entry: c.entry
    })),
    version_from_tag: versionFromTag(project)
  };
}
function versionFromTag(project) {
  let version = project.pyproject?.version;
  return version?.kind === "dynamic" && version.source?.kind === "computed";
}
var MAX_LISTED = 10;
function renderCheck({ plan, history, project, interrupted, config, tagFormatWhy }, color, folder) {
  let s = styles(color), lines = [], row = (label, value) => lines.push(`${s.dim(label.padEnd(14))}${value}`), name = project.name ? ` ${s.bold(stripControl(project.name))}` : "", where = folder === void 0 ? "" : s.dim(` (${stripControl(folder)})`);
  lines.push(`${s.bold("releaser check")}${name}${where}`, "");
  let onBranch = history.releasedOnBranch;
  row(
    "last release",
    plan.baseTag ? `${plan.baseTag} (${plan.baseVersion})${onBranch === void 0 ? "" : `, tagged on a release branch cut from this line${onBranch.cherryPicks === 0 ? "" : `; ${onBranch.cherryPicks === 1 ? "1 commit released there as a cherry-pick is" : `${onBranch.cherryPicks} commits released there as cherry-picks are`} left out`}`}` : `none (base version ${plan.baseVersion})`
  );
  let ignoredOthers = /another package/.test(tagFormatWhy);
  if ((config.tag_format !== "v{version}" || ignoredOthers) && !tagFormatWhy.startsWith("from ") && row(
    "tag shape",
    `${stripControl(config.tag_format.replace("{version}", "1.2.3"))} (${stripControl(tagFormatWhy)})`
  ), project.version !== void 0 && project.version !== plan.baseVersion) {
    let note = plan.unreleased === void 0 ? "" : s.yellow(` (${plan.unreleased.why}, untagged: not released)`);
    row("in the files", `${project.version}${note}`);
  }
  let conventional = plan.commits.filter((c) => c.conventional), skipped = plan.commits.filter((c) => !c.conventional), since = plan.baseTag ? `since ${plan.baseTag}` : "in all history";
  if (row(
    "commits",
    `${history.commits.length} ${since} (${conventional.length} conventional, ${skipped.length} skipped${plan.cancelled.length > 0 ? `, ${plan.cancelled.length} cancelled by reverts` : ""})`
  ), plan.nextVersion === void 0)
    row("bump", "none"), lines.push(
      "",
      `${s.yellow("Nothing to release:")} no commit ${since} asks for a version bump (feat, fix, docs, perf or a breaking change).`
    );
  else {
    row("bump", `${s.bold(plan.bump)}${sourceNote(plan)}`);
    for (let line of listCommits(plan.drivers, s)) lines.push(`${" ".repeat(14)}${line}`);
    if (row("next version", `${s.green(s.bold(plan.nextVersion))} (tag ${stripControl(plan.tag ?? "")})`), plan.taken.length > 0) {
      let taken = plan.taken.map((t) => `${t.version} (${stripControl(t.tag)} exists)`).join(", ");
      row("skipped", `${taken}: tagged outside this branch's history`);
    }
    let files = writtenFiles(project, config.changelog_file).map((file) => stripControl(folder === void 0 ? file : pathInRepository(folder, file))).join(", ");
    row("writes", versionFromTag(project) ? `${files} (the build takes the version from the tag)` : files), interrupted !== void 0 ? lines.push(
      "",
      `${s.yellow("Interrupted:")} an update to ${interrupted.version} stopped before its commit; \`releaser update\` finishes it.`
    ) : plan.pending && lines.push(
      "",
      `${s.cyan("Pending:")} the files already carry ${plan.nextVersion} and tag ${plan.tag} does not exist yet; \`releaser release\` releases it.`
    ), lines.push("", plan.changelog?.trimEnd() ?? "");
  }
  let advice = conventionAdvice(conventionShare(plan.commits, config.parsers), since);
  if (advice !== void 0 && lines.push("", `${s.yellow("Not conventional:")} ${stripControl(advice)}`), skipped.length > 0) {
    lines.push("", s.dim(`skipped (not conventional): ${skipped.length}`));
    for (let line of listCommits(skipped, s)) lines.push(s.dim(`  ${line}`));
  }
  return `${lines.join(`
`)}
`;
}
function sourceNote(plan) {
  if (plan.downgrade) return ` (version forced by --release-as: a downgrade from ${plan.baseVersion})`;
  switch (plan.source) {
    case "bump-flag":
      return " (forced by --bump)";
    case "release-as-flag":
      return " (version forced by --release-as)";
    case "release-as-footer":
      return " (version set by a Release-As footer)";
    case "pending":
      return " (pending release)";
    default:
      return ", from:";
  }
}
function listCommits(commits, s) {
  let lines = commits.slice(0, MAX_LISTED).map((c) => `${s.dim(c.commit.hash.slice(0, 7))} ${stripControl(c.subject)}`);
  return commits.length > MAX_LISTED && lines.push(s.dim(`... and ${commits.length - MAX_LISTED} more`)), lines;
}

export {
  require_picomatch2 as require_picomatch,
  pathInRepository,
  inStep,
  historySummary,
  insertNewsDraft,
  isFragmentPath,
  detectTowncrier,
  renderTowncrierDraft,
  buildTowncrierNews,
  readNewsSection,
  draftedByTowncrier,
  changelogAsMarkdown,
  requireTowncrier,
  withoutTowncrierWarning,
  journalPath,
  writeJournal,
  removeJournal,
  findStrayTempFiles,
  updateWrittenPaths,
  checkFlow,
  checkRepository,
  checkJson,
  renderCheck
};
