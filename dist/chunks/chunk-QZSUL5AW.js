#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  OutsideRepositoryError,
  checkConfigPaths,
  checkConfigValues,
  findChangelogFile,
  gitEnv,
  gitFailure,
  isConfigured,
  parseVersionFileEntry,
  readRepoText,
  resolveConfig,
  resolveRepoPath,
  runGit,
  spawnError
} from "./chunk-O364KSEP.js";
import {
  commandLine,
  hasUserInfo,
  took,
  traceCall,
  tracing
} from "./chunk-OUOMCRLW.js";
import {
  now
} from "./chunk-O4HYDLSU.js";
import {
  parseCommit,
  parseSubjectCommit,
  toPlanCommit
} from "./chunk-4XLCCHAR.js";
import {
  parse,
  parseToml
} from "./chunk-UP7RG7CN.js";
import {
  holdsVersion,
  readPythonAssignment
} from "./chunk-BC3YJVCI.js";
import {
  LOCKFILE_NAMES
} from "./chunk-OESMF5TY.js";
import {
  NeedsPositions,
  dataView,
  readPyprojectInfo
} from "./chunk-QVROL4RX.js";
import {
  compileVersionPattern,
  fillTemplate,
  findVersionByPattern
} from "./chunk-UROYSPG4.js";
import {
  normalisePackageName
} from "./chunk-L37HI2WG.js";
import {
  compareVersions,
  parseVersion
} from "./chunk-7LN7AZCI.js";
import {
  ConfigError,
  GitError,
  PushError,
  VersionFileError
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
    }, parse2 = (input, options) => {
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
          let safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0, open2 = tokens[token.tokensIndex];
          open2.type = "text", open2.value = literal, open2.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++)
            tokens[i].value = "", tokens[i].output = "", delete tokens[i].suffix;
          state.output = token.output + open2.output, state.backtrack = !0, push({ type: "paren", extglob: !0, value, output: "" }), decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : ""), rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/") && (extglobStar = globstar(opts)), (extglobStar !== star || eos() || /^\)+$/.test(remaining())) && (output = token.close = `)$))${extglobStar}`), token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            let expression = parse2(rest, { ...options, fastpaths: !1 }).output;
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
              let idx = prev.value.lastIndexOf("["), pre = prev.value.slice(0, idx), rest2 = prev.value.slice(idx + 2), posix2 = POSIX_REGEX_SOURCE[rest2];
              if (posix2) {
                prev.value = pre + posix2, state.backtrack = !0, advance(), !bos.output && tokens.indexOf(prev) === 1 && (bos.output = ONE_CHAR);
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
          let open2 = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open2), push(open2);
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
    parse2.fastpaths = (input, options) => {
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
    module.exports = parse2;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan(), parse2 = require_parse(), utils = require_utils(), constants = require_constants(), isObject = (val) => val && typeof val == "object" && !Array.isArray(val), picomatch3 = (glob, options, returnState = !1) => {
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
      let opts = options || {}, posix2 = opts.windows, regex = isState ? picomatch3.compileRe(glob, options) : picomatch3.makeRe(glob, options, !1, !0), state = regex.state;
      delete regex.state;
      let isIgnored = () => !1;
      if (opts.ignore) {
        let ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch3(opts.ignore, ignoreOpts, returnState);
      }
      let matcher = (input, returnObject = !1) => {
        let { isMatch, match, output } = picomatch3.test(input, regex, options, { glob, posix: posix2 }), result = { glob, state, regex, posix: posix2, input, output, match, isMatch };
        return typeof opts.onResult == "function" && opts.onResult(result), isMatch === !1 ? (result.isMatch = !1, returnObject ? result : !1) : isIgnored(input) ? (typeof opts.onIgnore == "function" && opts.onIgnore(result), result.isMatch = !1, returnObject ? result : !1) : (typeof opts.onMatch == "function" && opts.onMatch(result), returnObject ? result : !0);
      };
      return returnState && (matcher.state = state), matcher;
    };
    picomatch3.test = (input, regex, options, { glob, posix: posix2 } = {}) => {
      if (typeof input != "string")
        throw new TypeError("Expected input to be a string");
      if (input === "")
        return { isMatch: !1, output: "" };
      let opts = options || {}, format = opts.format || (posix2 ? utils.toPosixSlashes : null), match = input === glob, output = match && format ? format(input) : input;
      return match === !1 && (output = format ? format(input) : input, match = output === glob), (match === !1 || opts.capture === !0) && (opts.matchBase === !0 || opts.basename === !0 ? match = picomatch3.matchBase(input, regex, options, posix2) : match = regex.exec(output)), { isMatch: !!match, match, output };
    };
    picomatch3.matchBase = (input, glob, options, posix2 = options && options.windows) => (glob instanceof RegExp ? glob : picomatch3.makeRe(glob, options)).test(utils.basename(input, { windows: posix2 }));
    picomatch3.isMatch = (str, patterns, options) => picomatch3(patterns, options)(str);
    picomatch3.parse = (pattern, options) => Array.isArray(pattern) ? pattern.map((p) => picomatch3.parse(p, options)) : parse2(pattern, { ...options, fastpaths: !1 });
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
      return options.fastpaths !== !1 && (input[0] === "." || input[0] === "*") && (parsed.output = parse2.fastpaths(input, options)), parsed.output || (parsed = parse2(input, options)), picomatch3.compileRe(parsed, options, returnOutput, returnState);
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
  let table3 = tool.releaser;
  if (table3 !== void 0) {
    if (typeof table3 != "object" || table3 === null || Array.isArray(table3))
      throw new ConfigError(`${file}: "tool.releaser" must be a table ([tool.releaser])`);
    return table3;
  }
}

// src/git/repository.ts
import { stat } from "node:fs/promises";
async function openRepository(cwd, env) {
  if (!await stat(cwd).then(
    (s) => s.isDirectory(),
    () => !1
  )) throw new GitError(`no such directory: ${cwd}; check the path given with -C`);
  let result = await runGit(
    [
      "rev-parse",
      "--show-toplevel",
      "--absolute-git-dir",
      "--is-shallow-repository",
      "--verify",
      "-q",
      "HEAD^{commit}"
    ],
    { cwd, env, allowedCodes: [1, 128] }
  ).catch((error) => {
    throw error instanceof GitError && /not a git repository|No such file/i.test(error.details.join(`
`)) ? notARepository(cwd) : error;
  });
  if (result.code === 128 && /not a git repository/i.test(result.stderr)) throw notARepository(cwd);
  if (result.code === 128 && /must be run in a work tree/i.test(result.stderr))
    throw new GitError(
      `${cwd} is a bare git repository (no working tree, so no files to read or release); run releaser in a clone with a working tree (git clone ${cwd} <dir>)`
    );
  if (/safe\.directory|dubious ownership/.test(result.stderr))
    throw new GitError(
      `git refuses to read ${cwd}: the directory is owned by another user; run \`git config --global --add safe.directory ${cwd}\``
    );
  let [root, gitDir, shallow, head] = result.stdout.split(`
`);
  if (!root || !gitDir) throw notARepository(cwd);
  if (result.code !== 0 || !head)
    throw new GitError(
      `the repository at ${root} has no commits yet; make a first commit, then run releaser again`
    );
  return { root, gitDir, shallow: shallow === "true", head };
}
function notARepository(cwd) {
  return new GitError(
    `not a git repository: ${cwd}; run releaser inside your project's git checkout, or point at it with -C <dir>`
  );
}

// src/git/tags.ts
async function readTags(cwd, env) {
  let { stdout } = await runGit(
    ["for-each-ref", "--format=%(refname:strip=2)%00%(objectname)%00%(*objectname)", "refs/tags"],
    { cwd, env }
  ), all = [], commits = /* @__PURE__ */ new Map();
  for (let line of stdout.split(`
`)) {
    if (line === "") continue;
    let [name = "", object = "", peeled = ""] = line.split("\0");
    all.push(name), commits.set(name, peeled === "" ? object : peeled);
  }
  return { all, commits };
}
async function readMergedTags(cwd, env) {
  let { stdout } = await runGit(
    ["for-each-ref", "--format=%(refname:strip=2)", "--merged=HEAD", "refs/tags"],
    {
      cwd,
      env
    }
  );
  return stdout.split(`
`).filter((line) => line !== "");
}
async function readTagCommit(cwd, tag, env) {
  let result = await runGit(["rev-parse", "--verify", "-q", `refs/tags/${tag}^{commit}`], {
    cwd,
    env,
    allowedCodes: [1, 128]
  });
  return result.code === 0 ? result.stdout.trim() : void 0;
}
async function createAnnotatedTag(cwd, tag, commit, message, options) {
  await runGit(["tag", options.sign ? "-s" : "-a", "--cleanup=verbatim", "-F", "-", tag, commit], {
    cwd,
    env: options.env,
    input: message.endsWith(`
`) ? message : `${message}
`
  });
}
async function deleteTag(cwd, tag, env) {
  await runGit(["tag", "-d", tag], { cwd, env, allowedCodes: [1] });
}

// src/workspace/members.ts
var import_picomatch2 = __toESM(require_picomatch2(), 1);
import { lstat } from "node:fs/promises";
import { join as join3 } from "node:path";

// src/workspace/folder-glob.ts
var import_picomatch = __toESM(require_picomatch2(), 1);
import { readdir, realpath, stat as stat2 } from "node:fs/promises";
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
  return (await stat2(abs).catch(() => {
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
  return refuseSameNames(members), members.length === 1 && (members[0].sole = !0), { source: list.source, members };
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
function asPackageError(error, name) {
  return !(error instanceof Error) || !("code" in error) || error.message.startsWith(`${name}:`) || (error.message = `${name}: ${error.message}`), error;
}

// src/project/build-version-sources.ts
import { stat as stat3 } from "node:fs/promises";
import { join as join6 } from "node:path";

// src/project/compiled-version-sources.ts
import { dirname, join as join4 } from "node:path";
async function cargoTargets(root, manifest, warnings) {
  let crate = await readManifest(root, manifest);
  if (crate === void 0)
    return warnings.push(
      `maturin builds from ${manifest} (the version is dynamic), which does not exist; set [tool.maturin] manifest-path or name the version's file in version_files`
    ), [];
  let pkg = table2(crate.data.package), name = typeof pkg?.name == "string" ? pkg.name : void 0, version = pkg?.version, found = [], lockDir = dirname(manifest);
  if (typeof version == "string") {
    found.push([
      { kind: "toml", path: manifest, key: "package.version" },
      `[package] version in ${manifest}, which maturin builds the version from`
    ]);
    let workspace = table2(crate.data.workspace) === void 0 ? await findWorkspace2(root, manifest) : manifest;
    workspace !== void 0 && (lockDir = dirname(workspace));
  } else if (table2(version)?.workspace === !0) {
    let workspace = table2(crate.data.workspace) !== void 0 ? manifest : await findWorkspace2(root, manifest), shared = workspace === void 0 ? void 0 : table2(table2(table2((await readManifest(root, workspace))?.data.workspace)?.package))?.version;
    if (workspace === void 0 || typeof shared != "string")
      return warnings.push(
        `${manifest} takes its version from the Cargo workspace (version.workspace = true), but no workspace manifest with [workspace.package] version was found in the repository; name the file in version_files`
      ), [];
    found.push([
      { kind: "toml", path: workspace, key: "workspace.package.version" },
      `[workspace.package] version in ${workspace}, which ${manifest} (built by maturin) takes its version from`
    ]), lockDir = dirname(workspace);
  } else
    return warnings.push(
      `${manifest} has no [package] version, which maturin builds the version from; add one or name the version's file in version_files`
    ), [];
  let lock = join4(lockDir, "Cargo.lock").replace(/^\.\//, "");
  return name !== void 0 && await lockHoldsCrate(root, lock, name) && found.push([
    { kind: "lock", path: lock, lock: "cargo", projectName: name },
    `the crate ${name}'s entry in ${lock}`
  ]), found;
}
async function mesonTargets(root, warnings) {
  let file = await readRepoText(root, "meson.build", VersionFileError);
  if (file === void 0)
    return warnings.push(
      "meson-python builds the version from meson.build's project(), and there is no meson.build at the project's root; name the version's file in version_files"
    ), [];
  let call = projectCall(file.text);
  return call === void 0 || !MESON_LITERAL_VERSION.test(call) ? [] : [
    [
      {
        kind: "pattern",
        path: "meson.build",
        pattern: MESON_VERSION_PATTERN,
        why: "version: in meson.build's project()"
      },
      "version: in meson.build's project(), which meson-python builds the version from"
    ]
  ];
}
var MESON_VERSION_PATTERN = String.raw`^\s*project\s*\((?:[^()'#]|'[^'\n]*'|#[^\n]*)*?\bversion\s*:\s*'(?P<version>[^'\n]+)'`, MESON_LITERAL_VERSION = /\bversion\s*:\s*'[^'\n]+'/;
function projectCall(text) {
  let start = /^\s*project\s*\(/m.exec(text);
  if (start === null) return;
  let depth = 0;
  for (let i = start.index + start[0].length - 1; i < text.length; i++) {
    let c = text[i];
    if (c === "'") {
      let close = text.indexOf("'", i + 1);
      if (close === -1) return;
      i = close;
    } else if (c === "#") {
      let end = text.indexOf(`
`, i);
      if (end === -1) return;
      i = end;
    } else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return text.slice(start.index, i + 1);
  }
}
async function readManifest(root, path) {
  let file = await readRepoText(root, path, VersionFileError);
  if (file !== void 0)
    try {
      return { data: parse(file.text) };
    } catch (error) {
      throw new VersionFileError(`${path} is not valid TOML (${firstLine(error)}); fix it and run again`);
    }
}
async function findWorkspace2(root, manifest) {
  let dir = dirname(manifest);
  for (; dir !== "." && dir !== ""; ) {
    dir = dirname(dir);
    let candidate = dir === "." ? "Cargo.toml" : join4(dir, "Cargo.toml"), found = await readManifest(root, candidate);
    if (found !== void 0 && table2(found.data.workspace) !== void 0) return candidate;
  }
}
async function lockHoldsCrate(root, lock, name) {
  let file = await readRepoText(root, lock, VersionFileError);
  if (file === void 0) return !1;
  let { lockfileHoldsProject } = await import("./lockfile-DQD7QOOZ.js");
  return lockfileHoldsProject(file.text, "cargo", name);
}
function table2(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value) ? value : void 0;
}
function firstLine(error) {
  return (error instanceof Error ? error.message : String(error)).split(`
`)[0] ?? "";
}

// src/project/find-version-modules.ts
import { lstat as lstat2, readdir as readdir2 } from "node:fs/promises";
import { join as join5 } from "node:path";
var VERSION_MODULES = ["__init__.py", "_version.py", "__about__.py", "__version__.py", "version.py"], NOT_PACKAGES = /* @__PURE__ */ new Set([
  "tests",
  "test",
  "docs",
  "doc",
  "examples",
  "scripts",
  "build",
  "dist",
  "node_modules"
]);
async function findVersionModules(root, projectName2) {
  let found = await assigningVersion(root, namedDirs(projectName2));
  return found.length === 0 && (found = await assigningVersion(root, await everyPackageDir(root))), found;
}
function namedDirs(projectName2) {
  let importName = projectName2?.toLowerCase().replace(/[-.]+/g, "_");
  return importName ? [`src/${importName}`, importName] : [];
}
async function everyPackageDir(root) {
  return [...await packageDirs(root, "src"), ...await packageDirs(root, "")];
}
async function versionModules(root, dirs) {
  let modules = [];
  for (let dir of dirs)
    for (let file of VERSION_MODULES) {
      let path = dir === "" ? file : `${dir}/${file}`, text = (await readRepoText(root, path, VersionFileError))?.text;
      text !== void 0 && modules.push({ path, text });
    }
  return modules;
}
async function assigningVersion(root, dirs) {
  return (await versionModules(root, dirs)).filter(({ text }) => holdsVersion(readPythonAssignment(text, "__version__"))).map(({ path }) => path);
}
async function packageDirs(root, base) {
  let entries = await readdir2(join5(root, base), { withFileTypes: !0 }).catch(() => []), dirs = [];
  for (let entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith(".") || NOT_PACKAGES.has(entry.name)) continue;
    let path = base === "" ? entry.name : `${base}/${entry.name}`;
    (await lstat2(join5(root, path, "__init__.py")).catch(() => {
    }))?.isFile() && dirs.push(path);
  }
  return dirs.sort();
}

// src/project/build-version-sources.ts
async function implicitTargets(root, sources, name, warnings) {
  let { pyproject, setupCfg, setupPy } = sources, source = pyproject?.version.kind === "dynamic" ? pyproject.version.source : void 0;
  if (source?.kind === "file") {
    if (source.pattern !== void 0) {
      let why = source.tool === "scikit-build-core" ? "[tool.scikit-build.metadata.version] input and regex in pyproject.toml" : "[tool.hatch.version] path and pattern in pyproject.toml";
      return [[{ kind: "pattern", path: source.path, pattern: source.pattern, why }, why]];
    }
    return [
      [
        { kind: "python", path: source.path, variable: "__version__" },
        `[tool.${source.tool}.version] path in pyproject.toml`
      ]
    ];
  }
  if (source?.kind === "text-file")
    return [[{ kind: "text", path: source.path }, "version = { file } in [tool.setuptools.dynamic]"]];
  if (source?.kind === "computed") return [];
  if (source?.kind === "cargo") return cargoTargets(root, source.manifest, warnings);
  if (source?.kind === "meson") return mesonTargets(root, warnings);
  let hatchPath = pyproject?.hatchVersionPath;
  if (hatchPath !== void 0)
    return [
      [
        { kind: "python", path: hatchPath, variable: "__version__" },
        "[tool.hatch.version] path in pyproject.toml"
      ]
    ];
  if (source?.kind === "attr") {
    let found2 = await attrTarget(
      moduleRoots(root, sources.pyprojectData),
      source.attr,
      `${source.tool} reads ${source.attr}`,
      warnings
    );
    return found2 === void 0 ? [] : [found2];
  }
  let cfgVersion = setupCfg?.ini.get("metadata")?.get("version")?.value, cfgSource = cfgVersion === void 0 ? void 0 : /^(attr|file)\s*:\s*(.+)$/.exec(cfgVersion);
  if (cfgSource) {
    let value = cfgSource[2].split(",")[0]?.trim() ?? "";
    if (cfgSource[1] === "attr") {
      let found2 = await attrTarget(
        moduleRoots(root, sources.pyprojectData),
        value,
        `version = attr: ${value} in setup.cfg`,
        warnings
      );
      return found2 === void 0 ? [] : [found2];
    }
    return [[{ kind: "text", path: value.replace(/^\.\//, "") }, `version = file: ${value} in setup.cfg`]];
  }
  let declared = pyproject?.version.kind === "static" || cfgVersion !== void 0;
  if (!declared && setupPy?.version?.kind === "literal") {
    let why = "the literal version= of setup() in setup.py";
    return [[{ kind: "pattern", path: "setup.py", pattern: setupPy.version.pattern, why }, why]];
  }
  if (!declared && setupPy?.version?.kind === "variable")
    return [
      [
        { kind: "python", path: "setup.py", variable: setupPy.version.variable },
        `${setupPy.version.variable}, which setup() takes as its version, in setup.py`
      ]
    ];
  let read = declared ? [] : await filesSetupPyReads(root, setupPy?.versionPaths ?? []);
  if (read.length > 0) return read;
  let found = await findVersionModules(root, name);
  if (found.length > 1)
    throw new VersionFileError(
      `several files assign __version__: ${found.join(", ")}; choose the one to update with version_files = ["${found[0]}:__version__"] in [tool.releaser]`
    );
  return [...found.map((path) => [
    { kind: "python", path, variable: "__version__" },
    "the package's __version__"
  ]), ...await plainVersionFiles(root, name)];
}
function moduleRoots(root, pyprojectData) {
  let find = pyprojectData?.tool?.setuptools?.packages?.find?.where, where = (Array.isArray(find) ? find : []).filter((w) => typeof w == "string").map((w) => w.replace(/^\.\//, "").replace(/\/+$/, "")).filter((w) => w !== "" && w !== "." && !w.startsWith("/") && !w.split("/").includes(".."));
  return { root, where };
}
async function attrTarget({ root, where }, attr, why, warnings) {
  let [module, variable] = splitAttr(attr), path = await findModuleFile(root, module, where);
  if (path === void 0) {
    warnings.push(
      `${why.replace(/ reads /, " reads the version from ")} but no file for module ${module} was found`
    );
    return;
  }
  let followed = await followReexport(root, module, path, variable, where);
  return [
    { kind: "python", path: followed ?? path, variable },
    followed === void 0 ? why : `${why}, which ${path} takes from ${followed}`
  ];
}
async function followReexport(root, module, path, variable, where) {
  let text = (await readRepoText(root, path, VersionFileError).catch(() => {
  }))?.text;
  if (text === void 0 || holdsVersion(readPythonAssignment(text, variable))) return;
  let name = variable.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), imported = new RegExp(`^from\\s+(\\.+|[\\w.]+)\\s+import\\s+.*\\b${name}\\b`, "m").exec(text), attribute = new RegExp(`^${name}\\s*=\\s*(\\w+)\\.${name}\\s*$`, "m").exec(text), packageOf = path.endsWith("__init__.py") ? module : module.split(".").slice(0, -1).join("."), target;
  if (imported !== null) {
    let from = imported[1];
    target = from.startsWith(".") ? [
      ...packageOf.split(".").slice(0, packageOf.split(".").length - (from.length - from.replace(/^\.+/, "").length) + 1),
      from.replace(/^\.+/, "")
    ].filter(Boolean).join(".") : from;
  } else attribute !== null && (target = `${packageOf}.${attribute[1]}`);
  if (target === void 0 || target === module) return;
  let file = await findModuleFile(root, target, where);
  if (file === void 0) return;
  let found = (await readRepoText(root, file, VersionFileError).catch(() => {
  }))?.text;
  return found !== void 0 && holdsVersion(readPythonAssignment(found, variable)) ? file : void 0;
}
async function filesSetupPyReads(root, paths) {
  let found = [];
  for (let path of paths) {
    let text = (await readRepoText(root, path, VersionFileError).catch(() => {
    }))?.text;
    if (text === void 0) continue;
    let why = `setup.py reads the version from ${path}`;
    if (path.endsWith(".py")) {
      let variable = ["__version__", "VERSION", "version"].find(
        (v) => holdsVersion(readPythonAssignment(text, v))
      );
      variable !== void 0 && found.push([{ kind: "python", path, variable }, why]);
    } else isPlainVersion(text) && found.push([{ kind: "text", path }, why]);
  }
  return found;
}
function isPlainVersion(text) {
  return /^\s*v?\d[^\s]*\s*$/.test(text) && parseVersion(text.trim().replace(/^v/, "")) !== void 0;
}
var PLAIN_FILE_WHY = (path) => `${path} holds just the version`;
async function plainVersionFiles(root, name) {
  let importName = name?.toLowerCase().replace(/[-.]+/g, "_"), dirs = ["", ...importName ? [`src/${importName}/`, `${importName}/`] : []], found = [];
  for (let dir of dirs)
    for (let file of ["VERSION", "VERSION.txt", "version.txt"]) {
      let path = `${dir}${file}`, text = (await readRepoText(root, path, VersionFileError).catch(() => {
      }))?.text;
      text !== void 0 && isPlainVersion(text) && found.push([{ kind: "text", path }, PLAIN_FILE_WHY(path)]);
    }
  return found;
}
function splitAttr(attr) {
  let dot = attr.lastIndexOf(".");
  return dot === -1 ? [attr, "__version__"] : [attr.slice(0, dot), attr.slice(dot + 1)];
}
async function findModuleFile(root, module, where = []) {
  let rel = module.replaceAll(".", "/");
  for (let base of [...where.map((w) => `${w}/`), "src/", ""])
    for (let candidate of [`${base}${rel}/__init__.py`, `${base}${rel}.py`])
      if (await exists(join6(root, candidate))) return candidate;
}
async function exists(path) {
  return stat3(path).then(
    () => !0,
    () => !1
  );
}

// src/project/read-project.ts
import { join as join7 } from "node:path";

// src/project/ini-file.ts
function parseIni(text) {
  let sections = /* @__PURE__ */ new Map(), current, last;
  return text.split(`
`).forEach((raw, index) => {
    let line = raw.replace(/\r$/, "");
    if (/^\s*[#;]/.test(line)) return;
    if (line.trim() === "") {
      last = void 0;
      return;
    }
    let header = /^\[([^\]]+)\]\s*$/.exec(line);
    if (header !== null) {
      let name = header[1].trim();
      current = sections.get(name) ?? /* @__PURE__ */ new Map(), sections.set(name, current), last = void 0;
      return;
    }
    if (/^\s/.test(line) && last !== void 0) {
      last.value = `${last.value}
${line.trim()}`.trim();
      return;
    }
    let pair = /^([^=:]+?)\s*[=:]\s*(.*)$/.exec(line);
    pair === null || current === void 0 || (last = { value: pair[2].trim(), line: index + 1 }, current.set(pair[1].trim().toLowerCase(), last));
  }), sections;
}
function iniValuePattern(section, key) {
  let quote = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `^\\[${quote(section)}\\][ \\t]*\\r?\\n(?:(?!\\[)[^\\n]*\\n)*?[ \\t]*${quote(key)}[ \\t]*[=:][ \\t]*(?P<version>[^\\s#;]+)`;
}

// src/project/bumpversion.ts
var BUMPVERSION_FILES = [
  ".bumpversion.toml",
  ".bumpversion.cfg",
  "setup.cfg",
  "pyproject.toml"
];
function unsupportedPlaceholder(template) {
  let rest = template.replace(/\{\{|\}\}/g, "").replace(/\{(current_version|new_version)\}/g, "");
  return /\{[^}]*\}/.exec(rest)?.[0];
}
function build(file, currentVersion, own, defaults, entries) {
  let targets = [own], skipped = [];
  for (let entry of entries) {
    if (entry.path === void 0) {
      entry.glob !== void 0 && skipped.push(`${entry.glob} (a glob; list its files in version_files)`);
      continue;
    }
    let search = entry.search ?? defaults.search, replace = entry.replace ?? defaults.replace, odd = unsupportedPlaceholder(search) ?? unsupportedPlaceholder(replace);
    search.includes("{current_version}") && (entry.regex ? skipped.push(`${entry.path} (a regex search)`) : entry.ownFormat ? skipped.push(`${entry.path} (its own serialize/parse)`) : odd !== void 0 ? skipped.push(`${entry.path} (its search/replace uses ${odd})`) : targets.push({
      kind: "template",
      path: entry.path.replace(/^\.\//, ""),
      search,
      replace,
      current: currentVersion,
      why: file
    }));
  }
  return { file, currentVersion, targets, skipped };
}
function readBumpversionIni(file, text) {
  let ini = parseIni(text), main = ini.get("bumpversion"), current = main?.get("current_version")?.value;
  if (main === void 0 || current === void 0 || current === "") return;
  let defaults = {
    search: main.get("search")?.value ?? "{current_version}",
    replace: main.get("replace")?.value ?? "{new_version}"
  }, entries = [];
  for (let [name, section] of ini) {
    let match = /^bumpversion:(file|glob)(?:\([^)]*\))?:(.+)$/.exec(name);
    if (match === null) continue;
    let target = match[2].trim();
    entries.push({
      path: match[1] === "file" ? target : void 0,
      glob: match[1] === "glob" ? target : void 0,
      search: section.get("search")?.value,
      replace: section.get("replace")?.value,
      regex: /^(true|yes|1)$/i.test(section.get("regex")?.value ?? ""),
      ownFormat: section.has("serialize") || section.has("parse")
    });
  }
  for (let path of (main.get("files")?.value ?? "").split(/\s+/).filter((p) => p !== ""))
    entries.some((e) => e.path === path) || entries.push({
      path,
      glob: void 0,
      search: void 0,
      replace: void 0,
      regex: !1,
      ownFormat: !1
    });
  let own = {
    kind: "pattern",
    path: file,
    pattern: iniValuePattern("bumpversion", "current_version"),
    why: `current_version in ${file}`
  };
  return build(file, current, own, defaults, entries);
}
function readBumpversionToml(file, data) {
  let tool = data.tool?.bumpversion, current = tool?.current_version;
  if (tool === void 0 || typeof current != "string" || current === "") return;
  let text = (value) => typeof value == "string" ? value : void 0, defaults = {
    search: text(tool.search) ?? "{current_version}",
    replace: text(tool.replace) ?? "{new_version}"
  }, entries = (Array.isArray(tool.files) ? tool.files : []).map((entry) => ({
    path: text(entry.filename),
    glob: text(entry.glob),
    search: text(entry.search),
    replace: text(entry.replace),
    regex: entry.regex === !0,
    ownFormat: entry.serialize !== void 0 || entry.parse !== void 0
  }));
  return build(file, current, { kind: "toml", path: file, key: "tool.bumpversion.current_version" }, defaults, entries);
}
function dropStaleBumpversion(targets, reasons, current, file, warnings) {
  if (file === void 0) return;
  let fromBump = (t) => (reasons.get(t) ?? "").startsWith("bumpversion"), own = targets.find((t) => (reasons.get(t) ?? "").startsWith("bumpversion's current_version")), build2 = targets.find((t) => t.kind !== "lock" && !fromBump(t) && current.get(t) !== void 0), stale = own === void 0 ? void 0 : current.get(own), version = build2 === void 0 ? void 0 : current.get(build2);
  if (stale === void 0 || version === void 0 || stale === version) return;
  let a = parseVersion(stale), b = parseVersion(version);
  if (!(a === void 0 || b === void 0 || compareVersions(a, b) === 0)) {
    for (let target of targets.filter(fromBump)) targets.splice(targets.indexOf(target), 1);
    warnings.push(
      `${file}'s current_version ${stale} is not the version ${build2?.path} carries (${version}): bumpversion's settings are left as they are, and its files are not written; remove them, or set current_version to ${version} for releaser to keep them current`
    );
  }
}

// src/project/read-pyproject.ts
async function readPyproject2(pyproject, path) {
  try {
    return readPyprojectInfo(dataView(pyproject.data, pyproject.text));
  } catch (error) {
    if (!(error instanceof NeedsPositions)) throw error;
    let { readPyprojectVersion } = await import("./pyproject-XEG5KNV3.js");
    return readPyprojectVersion(pyproject.text, path);
  }
}

// src/project/setup-py.ts
function keyword(text, key) {
  let call = /\bsetup(?:tools\.setup)?\s*\(/.exec(text);
  if (call === null) return;
  let rest = text.slice(call.index), literal = new RegExp(`[(,\\s]${key}\\s*=\\s*(["'])([^"'\\n]+)\\1`).exec(rest), variable = new RegExp(`[(,\\s]${key}\\s*=\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*[,)\\n]`).exec(rest);
  return literal !== null && (variable === null || literal.index <= variable.index) ? { literal: literal[2] } : variable === null ? void 0 : { variable: variable[1] };
}
function stringAssignment(text, variable) {
  let found = readPythonAssignment(text, variable);
  return found?.kind === "string" ? found.value : void 0;
}
function readSetupPy(text) {
  let name = keyword(text, "name"), version = keyword(text, "version"), versionFacts;
  if (version !== void 0 && "literal" in version)
    versionFacts = {
      kind: "literal",
      value: version.literal,
      pattern: `\\bsetup(?:tools\\.setup)?\\s*\\([\\s\\S]*?[(,\\s]version\\s*=\\s*(["'])(?P<version>[^"'\\n]+)\\1`
    };
  else if (version !== void 0) {
    let value = stringAssignment(text, version.variable);
    value !== void 0 && (versionFacts = { kind: "variable", variable: version.variable, value });
  }
  let versionPaths = [
    ...new Set(
      // String literals, a subscript's key (`ns["version"]`) aside.
      [...text.matchAll(/(?<!\[\s*)(["'])([A-Za-z0-9_./-]+)\1/g)].map((m) => m[2].replace(/^\.\//, "")).filter(
        (path) => (
          // A version module or file, or a package's __init__.py / __about__.py that setup.py
          // opens and runs (`exec(open("pkg/__init__.py").read(), ns)`).
          /(^|\/)(_{0,2}version_{0,2}\.py|VERSION(\.txt)?|version\.txt)$/i.test(path) || /(^|\/)__(init|about)__\.py$/.test(path) && !path.startsWith("/") && !path.includes("..")
        )
      )
    )
  ];
  return {
    name: name === void 0 ? void 0 : "literal" in name ? name.literal : stringAssignment(text, name.variable),
    version: versionFacts,
    versionPaths
  };
}

// src/project/stale-copies.ts
var NOT_COPIES = /(^|\/)(uv\.lock|poetry\.lock|pdm\.lock|Pipfile\.lock|package-lock\.json|yarn\.lock|pnpm-lock\.yaml|Cargo\.lock|requirements[^/]*\.txt|constraints[^/]*\.txt)$|\.lock$/;
function escapeRegex(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function entryFor(path, lineText, version, whole, table3) {
  if (whole) return JSON.stringify(path);
  let python = /^([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*[^=]+)?=\s*(['"])/.exec(lineText);
  if (path.endsWith(".py") && python !== null) return JSON.stringify(`${path}:${python[1]}`);
  let tomlKey = /^\s*([A-Za-z0-9_-]+)\s*=/.exec(lineText);
  if (path.endsWith(".toml") && tomlKey !== null)
    return JSON.stringify(`${path}:${table3 ? `${table3}.` : ""}${tomlKey[1]}`);
  let at = lineText.indexOf(version), prefix = lineText.slice(0, at).trimStart(), pattern = `^\\s*${escapeRegex(prefix).replace(/\s+/g, "\\s*")}(?P<version>[^"'\\s,]+)`;
  return `{ path = ${JSON.stringify(path)}, pattern = ${JSON.stringify(pattern)} }`;
}
function tomlTableAt(text, line) {
  let table3;
  for (let row of text.split(`
`).slice(0, line - 1)) {
    let header = /^\s*\[\s*([A-Za-z0-9_.-]+)\s*\]\s*(?:#.*)?\r?$/.exec(row);
    header !== null ? table3 = header[1] : /^\s*\[/.test(row) && (table3 = void 0);
  }
  return table3;
}
async function findStaleCopies(root, version, covered, skip) {
  let result = await runGit(["grep", "-n", "-I", "-F", "--no-color", "-z", "-e", version, "--", "."], {
    cwd: root,
    allowedCodes: [1, 128]
  }).catch(() => {
  });
  if (result === void 0 || result.code !== 0) return [];
  let v = escapeRegex(version), assignment = new RegExp(
    `^\\s*(?:[{,]\\s*)?["']?(?:__version__|version|release)["']?\\s*[:=]\\s*["']?v?${v}(?![\\w.+-]*\\d)["']?\\s*[,;}]?\\s*(?:#.*)?$`,
    "i"
  ), whole = new RegExp(`^\\s*v?${v}\\s*$`), copies = [];
  for (let record of result.stdout.split(`
`)) {
    let [path, lineText, ...rest] = record.split("\0");
    if (path === void 0 || lineText === void 0 || rest.length === 0) continue;
    let text = rest.join("\0"), line = Number(lineText);
    if (skip.has(path) || NOT_COPIES.test(path) || covered.has(`${path}:${line}`)) continue;
    let isWhole = whole.test(text) && line === 1;
    if (!isWhole && !assignment.test(text)) continue;
    let table3 = path.endsWith(".toml") ? tomlTableAt((await readRepoText(root, path).catch(() => {
    }))?.text ?? "", line) : void 0;
    copies.push({ path, line, text: text.trim(), entry: entryFor(path, text, version, isWhole, table3) });
  }
  return copies;
}

// src/project/read-project.ts
async function readProject(root, loaded) {
  let { config } = loaded, sources = await readSources(root, loaded), { pyproject, setupCfg, setupPy } = sources, metadata = setupCfg?.ini.get("metadata"), name = pyproject?.name ?? nonEmpty(metadata?.get("name")?.value) ?? setupPy?.name, reasons = /* @__PURE__ */ new Map(), targets = [], warnings = [], add = (target, why) => {
    targets.some((t) => sameTarget(t, target)) || (targets.push(target), reasons.set(target, why));
  };
  pyproject?.version.kind === "static" && add(
    { kind: "pyproject", path: "pyproject.toml" },
    `the static version in [${pyproject.version.table}] of pyproject.toml`
  );
  let cfgVersion = metadata?.get("version")?.value;
  cfgVersion !== void 0 && !/^(attr|file)\s*:/.test(cfgVersion) && pyproject?.version.kind !== "static" && add(
    {
      kind: "pattern",
      path: "setup.cfg",
      pattern: iniValuePattern("metadata", "version"),
      why: "[metadata] version in setup.cfg"
    },
    "the static version in [metadata] of setup.cfg"
  );
  let explicit = config.version_files.map(parseVersionFileEntry);
  for (let target of explicit) add(target, "listed in version_files");
  if (!explicit.some((t) => t.kind !== "toml"))
    for (let [target, why] of await implicitTargets(root, sources, name, warnings)) add(target, why);
  let bump = await readBumpversion(root, sources);
  if (bump !== void 0) {
    for (let target of bump.targets.filter(
      (t) => t.kind !== "template" || t.path !== config.changelog_file
    ))
      add(
        target,
        target.kind === "template" ? `bumpversion lists it in ${bump.file}` : `bumpversion's current_version in ${bump.file}`
      );
    bump.skipped.length > 0 && warnings.push(
      `${bump.file} lists ${bump.skipped.join(", ")}, which releaser does not write; name ${bump.skipped.length === 1 ? "it" : "them"} in version_files`
    );
  }
  if (name !== void 0)
    for (let [lock, file] of Object.entries(LOCKFILE_NAMES))
      await lockHoldsProject(root, file, lock, name) && add({ kind: "lock", path: file, lock, projectName: name }, `the project's entry in ${file}`);
  let current = /* @__PURE__ */ new Map(), lines = /* @__PURE__ */ new Map();
  for (let target of targets) {
    let found = await readTargetVersion(root, target, pyproject);
    current.set(target, found?.value), found?.line !== void 0 && lines.set(target, found.line);
  }
  for (let target of [...targets]) {
    let found = targets.find((t) => t.kind !== "lock" && t !== target && current.get(t) !== void 0);
    reasons.get(target) === PLAIN_FILE_WHY(target.path) && found !== void 0 && current.get(found) !== current.get(target) && targets.splice(targets.indexOf(target), 1);
  }
  dropStaleBumpversion(targets, reasons, current, bump?.file, warnings);
  let primary = targets.find((t) => t.kind !== "lock" && current.get(t) !== void 0), version = primary === void 0 ? void 0 : current.get(primary), line = primary === void 0 ? void 0 : lines.get(primary), versionSource = primary === void 0 ? void 0 : `${primary.path}${line === void 0 ? "" : `:${line}`}`, usable = version !== void 0 && parseVersion(version) !== void 0;
  for (let target of targets) {
    let value = current.get(target);
    target.kind !== "lock" && primary && usable && value !== void 0 && value !== version && warnings.push(
      `${target.path} carries version ${value} but ${primary.path} carries ${version}; \`update\` will set both to the next version`
    ), target.kind === "template" && value === void 0 && warnings.push(
      `${target.path} (listed in ${target.why}) does not contain ${JSON.stringify(fillTemplate(target.search, { current_version: target.current, new_version: "" }))}; \`update\` stops there until the file or its search is fixed`
    );
  }
  let staleCopies = usable ? await staleCopiesOf(root, targets, version, config.changelog_file) : [];
  if (staleCopies.length > 0) {
    let list = staleCopies.map((c) => `${c.path}:${c.line} ${c.text}`).join("; "), entries = [...new Set(staleCopies.map((c) => c.entry))].join(", ");
    warnings.push(
      `${list}: ${staleCopies.length === 1 ? "still carries" : "still carry"} ${version}, which \`update\` would leave behind; add ${entries} to version_files (or derive ${staleCopies.length === 1 ? "it" : "them"} from the version)`
    );
  }
  if (pyproject?.version.kind === "dynamic" && // A TOML value in pyproject.toml itself is no file the build reads a dynamic version from; a
  // Cargo manifest (maturin) is.
  !targets.some(
    (t) => t.kind !== "lock" && t.kind !== "pyproject" && !(t.kind === "toml" && t.path === "pyproject.toml")
  )) {
    let source = pyproject.version.source;
    source?.kind !== "computed" && source?.kind !== "meson" && warnings.push(
      'pyproject.toml declares a dynamic version but no file holding it was found; name it with version_files = ["src/pkg/__init__.py:__version__"]'
    );
  } else pyproject?.version.kind !== "dynamic" && (setupPy !== void 0 || setupCfg !== void 0) && !targets.some((t) => t.kind !== "lock") && warnings.push(
    'no file carries the version that releaser can read (setup.py computes it); `update` stops until one is named: version_files = ["pkg/VERSION"] or { path = "...", pattern = "...(?P<version>...)..." }'
  );
  let setuptoolsFiles = [
    ...setupPy === void 0 ? [] : ["setup.py"],
    ...setupCfg === void 0 ? [] : ["setup.cfg"]
  ];
  return {
    name,
    pyproject,
    targets,
    version,
    current,
    versionSource,
    reasons,
    staleCopies,
    bumpversionFile: bump?.file,
    setuptoolsFiles,
    warnings
  };
}
function nonEmpty(text) {
  return text === void 0 || text.trim() === "" ? void 0 : text.trim();
}
function sameTarget(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
async function readSources(root, loaded) {
  let pyproject = loaded.pyproject ? await readPyproject2(loaded.pyproject, "pyproject.toml") : void 0, cfgText = (await readRepoText(root, "setup.cfg", VersionFileError))?.text, pyText = (await readRepoText(root, "setup.py", VersionFileError))?.text;
  return {
    pyproject,
    pyprojectData: loaded.pyproject?.data,
    setupCfg: cfgText === void 0 ? void 0 : { text: cfgText, ini: parseIni(cfgText) },
    setupPy: pyText === void 0 ? void 0 : readSetupPy(pyText)
  };
}
async function readBumpversion(root, sources) {
  for (let file of BUMPVERSION_FILES) {
    if (file === "pyproject.toml")
      return sources.pyprojectData === void 0 ? void 0 : readBumpversionToml(file, sources.pyprojectData);
    if (file === "setup.cfg") {
      let found = sources.setupCfg === void 0 ? void 0 : readBumpversionIni(file, sources.setupCfg.text);
      if (found !== void 0) return found;
      continue;
    }
    let text = (await readRepoText(root, file, VersionFileError))?.text;
    if (text !== void 0)
      if (file.endsWith(".toml")) {
        let { parseToml: parseToml2 } = await import("./toml-XQQEGPKK.js"), found = readBumpversionToml(file, parseToml2(text, file));
        if (found !== void 0) return found;
      } else {
        let found = readBumpversionIni(file, text);
        if (found !== void 0) return found;
      }
  }
}
async function staleCopiesOf(root, targets, version, changelogFile) {
  let texts = /* @__PURE__ */ new Map();
  for (let target of targets)
    texts.set(
      target.path,
      (await readRepoText(root, target.path, VersionFileError).catch(() => {
      }))?.text
    );
  let covered = /* @__PURE__ */ new Set(), whole = /* @__PURE__ */ new Set([changelogFile]);
  try {
    let { planFileEdits } = await import("./file-edit-GVCF6RRC.js"), plan = planFileEdits({
      version: "0.0.0.dev999999999",
      targets,
      texts,
      changelogFile,
      changelogSection: void 0
    });
    for (let edit of plan.edits) {
      let before = (edit.before ?? "").split(`
`), after = edit.after.split(`
`);
      before.length !== after.length && whole.add(edit.path), before.forEach((line, i) => {
        line !== after[i] && covered.add(`${edit.path}:${i + 1}`);
      });
    }
  } catch {
    return [];
  }
  for (let target of targets) (target.kind === "text" || target.kind === "lock") && whole.add(target.path);
  return findStaleCopies(root, version, covered, whole);
}
async function readTargetVersion(root, target, pyproject) {
  switch (target.kind) {
    case "pyproject":
      return pyproject?.version.kind === "static" ? { value: pyproject.version.version, line: pyproject.version.line } : void 0;
    case "lock":
      return;
    default: {
      let text = await readTargetText(root, target.path);
      if (target.kind === "text") return { value: text.trim() };
      if (target.kind === "template") {
        let search = fillTemplate(target.search, { current_version: target.current, new_version: "" }), at = text.indexOf(search);
        return at === -1 ? void 0 : { value: target.current, line: text.slice(0, at).split(`
`).length };
      }
      if (target.kind === "pattern") {
        let found = findVersionByPattern(text, compileVersionPattern(target.pattern));
        if (found === void 0)
          throw new VersionFileError(
            `${target.path}: the pattern ${JSON.stringify(target.pattern)}${target.why === void 0 ? " (version_files)" : ` (${target.why})`} finds no version; fix the pattern or the file`
          );
        return { value: found.value, line: found.line };
      }
      if (target.kind === "toml") {
        let { readTomlValue } = await import("./toml-key-V2DO2L3F.js"), value = readTomlValue(text, target.key, target.path);
        if (typeof value != "string")
          throw new VersionFileError(
            `${target.path}: key ${target.key} holds no version string (from version_files)`
          );
        return { value };
      }
      let assignment = readPythonAssignment(text, target.variable);
      if (assignment === void 0)
        throw new VersionFileError(
          `${target.path}: no top-level assignment of ${target.variable} (like ${target.variable} = "1.2.3"); fix version_files or the file`
        );
      return assignment.kind === "expression" ? void 0 : { value: assignment.value, line: assignment.line };
    }
  }
}
async function readTargetText(root, path) {
  let read = await readRepoText(root, path, VersionFileError);
  if (read === void 0)
    throw new VersionFileError(
      `${path}: version file not found; fix the path in version_files (relative to the repository root)`
    );
  return read.text;
}
async function lockHoldsProject(root, file, lock, name) {
  if (!await exists(join7(root, file))) return !1;
  let read = await readRepoText(root, file, VersionFileError).catch(() => null);
  if (read === null) return !0;
  let text = read?.text;
  if (text === void 0) return !1;
  let spelled = name.split(/[-_.]+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[-_.]+");
  if (!new RegExp(`["']${spelled}\\s*(?:\\[[^\\]]*\\])?["']`, "i").test(text)) return !1;
  let { lockfileHoldsProject } = await import("./lockfile-DQD7QOOZ.js");
  return lockfileHoldsProject(text, lock, name);
}
function writtenFiles(project, changelogFile) {
  return [.../* @__PURE__ */ new Set([...project.targets.map((t) => t.path), changelogFile])];
}

// src/git/remote.ts
async function readRemoteUrl(cwd, name, env) {
  let result = await runGit(["remote", "get-url", name], { cwd, env, allowedCodes: [2, 128] });
  return result.code === 0 ? result.stdout.trim() : void 0;
}
function gitAuthEnv(remoteUrl, token, env, user = "x-access-token") {
  let origin;
  try {
    let url = new URL(remoteUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:") return {};
    origin = `${url.protocol}//${url.host}/`;
  } catch {
    return {};
  }
  let count = Number(env.GIT_CONFIG_COUNT ?? "0") || 0, header = `AUTHORIZATION: basic ${Buffer.from(`${user}:${token}`).toString("base64")}`, key = `http.${origin}.extraheader`;
  return {
    GIT_CONFIG_COUNT: String(count + 2),
    [`GIT_CONFIG_KEY_${count}`]: key,
    [`GIT_CONFIG_VALUE_${count}`]: "",
    [`GIT_CONFIG_KEY_${count + 1}`]: key,
    [`GIT_CONFIG_VALUE_${count + 1}`]: header
  };
}
async function fetchRemoteBranch(cwd, remote, branch, into, env) {
  await runGit(
    ["fetch", "--quiet", "--no-tags", "--no-write-fetch-head", remote, `+refs/heads/${branch}:${into}`],
    {
      cwd,
      env
    }
  );
}
async function forcePushBranch(cwd, remote, commit, branch, expected, env) {
  let ref = `refs/heads/${branch}`, result = await runGit(
    [
      "push",
      "--porcelain",
      "--quiet",
      `--force-with-lease=${ref}:${expected ?? ""}`,
      remote,
      `${commit}:${ref}`
    ],
    { cwd, env, allowedCodes: [1, 128] }
  );
  if (result.code !== 0) throw pushFailure(branch, remote, result);
}
function pushFailure(branch, remote, result) {
  let lines = `${result.stdout}
${result.stderr}`.split(`
`).map((l) => l.trim()), rejected = lines.find((l) => l.startsWith("!"))?.split("	").at(-1), fatal = lines.find((l) => /^(fatal|error|remote):/.test(l))?.replace(/^(fatal|error):\s*/, ""), said = lines.filter((l) => l.startsWith("remote:")).map((l) => l.slice(7).trim()).filter((l) => l !== "" && !/^-+$/.test(l)).slice(0, 2).join(" "), reason = `${rejected ?? fatal ?? `exit code ${result.code}`}${said ? `: ${said}` : ""}`;
  return /stale info/.test(reason) ? new PushError(
    `the push of ${branch} to ${remote} was refused because ${branch} changed on ${remote} while this run worked (${reason}); run again`,
    { details: lines.filter((l) => l !== "") }
  ) : new PushError(
    `the push of ${branch} to ${remote} was rejected (${reason}); ${GITLAB_SAYS.test(result.stderr) ? GITLAB_PUSH : `check the token's "contents: write" permission and branch protection`}, then run again`,
    { details: lines.filter((l) => l !== "") }
  );
}
async function readRemoteRefs(cwd, remote, refs, env) {
  let patterns = refs.flatMap((ref) => ref.startsWith("refs/tags/") ? [ref, `${ref}^{}`] : [ref]), wanted = new Set(refs);
  return parseListing(await listRemote(cwd, remote, patterns, env), (ref) => wanted.has(ref));
}
async function readRemoteBranchAndTags(cwd, remote, branch, env) {
  let branchRef = `refs/heads/${branch}`, found = parseListing(
    await listRemote(cwd, remote, [branchRef, "refs/tags/*"], env),
    (ref) => ref === branchRef || ref.startsWith("refs/tags/")
  ), tags = /* @__PURE__ */ new Map();
  for (let [ref, commit] of found)
    ref.startsWith("refs/tags/") && tags.set(ref.slice(10), commit);
  return { branch: found.get(branchRef), tags };
}
async function readRemoteTags(cwd, remote, env, timeoutMs) {
  let found = parseListing(
    await listRemote(cwd, remote, ["refs/tags/*"], env, timeoutMs),
    (ref) => ref.startsWith("refs/tags/")
  );
  return new Map([...found].map(([ref, commit]) => [ref.slice(10), commit]));
}
var REMOTE_LIST_TIMEOUT_MS = 12e4;
async function listRemote(cwd, remote, patterns, env, timeoutMs = REMOTE_LIST_TIMEOUT_MS) {
  let result = await runGit(["ls-remote", remote, ...patterns], {
    cwd,
    env,
    allowedCodes: [128],
    timeoutMs
  });
  if (result.code !== 0) {
    let reason = result.stderr.split(`
`).map((l) => l.trim()).find((l) => /^(fatal|error|remote):/.test(l))?.replace(/^(fatal|error):\s*/, "") ?? "exit code 128", refused = /Authentication failed|could not read Username|403|401/i.test(result.stderr);
    throw new GitError(
      refused ? refusedCredentials(remote, reason, result.stderr) : `could not read the remote "${remote}" (${reason}); check the network, the remote URL and that the token may read the repository`
    );
  }
  return result.stdout;
}
function parseListing(stdout, keep) {
  let found = /* @__PURE__ */ new Map();
  for (let line of stdout.split(`
`)) {
    let [commit = "", ref = ""] = line.split("	"), name = ref.endsWith("^{}") ? ref.slice(0, -3) : ref;
    commit === "" || !keep(name) || (ref.endsWith("^{}") || !found.has(name)) && found.set(name, commit);
  }
  return found;
}
async function pushReleaseRefs(cwd, remote, refs, env) {
  let specs = [];
  if (refs.tag !== void 0 && specs.push(`refs/tags/${refs.tag}:refs/tags/${refs.tag}`), refs.branch && specs.push(`${refs.branch.commit}:refs/heads/${refs.branch.name}`), specs.length === 0) return { upToDate: [] };
  let result = await runGit(
    ["push", "--porcelain", ...specs.length > 1 ? ["--atomic"] : [], remote, ...specs],
    { cwd, env, allowedCodes: [1, 128] }
  );
  if (result.code !== 0) {
    let what = [refs.tag, refs.branch?.name].filter((x) => x !== void 0).join(" and ");
    throw pushFailure(what, remote, result);
  }
  return { upToDate: result.stdout.split(`
`).filter((line) => line.startsWith("=	")).map((line) => (line.split("	")[1] ?? "").split(":").at(-1) ?? "").map((ref) => ref.replace(/^refs\/(tags|heads)\//, "")) };
}
var GITLAB_SAYS = /\bGitLab\b|HTTP Basic: Access denied/, GITLAB_PUSH = 'check that the token may push there on GitLab: the Developer role, Maintainer (or a role allowed under Settings \u2192 Repository \u2192 Protected branches or Protected tags) for a protected branch or tag; for CI_JOB_TOKEN, "Allow Git push requests to the repository" under Settings \u2192 CI/CD \u2192 Job token permissions, or give GITLAB_TOKEN';
function refusedCredentials(remote, reason, stderr) {
  let variables = GITLAB_SAYS.test(stderr) ? "host.token_env, GITLAB_TOKEN or GL_TOKEN, or CI_JOB_TOKEN in GitLab CI" : "host.token_env, GITHUB_TOKEN or GH_TOKEN";
  return `the remote "${remote}" refused the credentials (${reason}); give a token that may read and push the repository (${variables})`;
}

// src/core/loopback.ts
function isLoopbackAddress(url) {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(url.hostname) || url.hostname === "[::1]";
}
function isSafeForToken(url) {
  return url.protocol === "https:" || url.protocol === "http:" && isLoopbackAddress(url);
}

// src/host/remote-url.ts
function parseRemoteUrl(url, nested = !1) {
  let text = url.trim(), scheme, host, path, scp = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/\/)(.+)$/.exec(text);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    let parsed;
    try {
      parsed = new URL(text);
    } catch {
      return;
    }
    scheme = parsed.protocol.replace(/:$/, "").toLowerCase(), host = parsed.hostname, path = decodeURIComponent(parsed.pathname);
  } else if (scp !== null)
    scheme = "ssh", host = scp[1], path = scp[2];
  else
    return;
  let parts = path.replace(/\/+$/, "").replace(/\.git$/, "").split("/").filter((p) => p !== "");
  if (parts.length < 2 || host === "") return;
  let owners = nested ? parts.slice(0, -1) : parts.slice(-2, -1), repo = parts[parts.length - 1];
  if (!(!owners.every((o) => SEGMENT.test(o)) || !SEGMENT.test(repo)))
    return { scheme, host, owner: owners.join("/"), repo };
}
var SEGMENT = /^[A-Za-z0-9_.-]+$/;
function parseRepositoryName(text, nested = !1) {
  let parts = text.trim().replace(/\.git$/, "").split("/");
  if (!(parts.length < 2 || !nested && parts.length > 2) && parts.every((p) => SEGMENT.test(p)))
    return { owner: parts.slice(0, -1).join("/"), repo: parts[parts.length - 1] };
}

// src/host/settings.ts
var PUBLIC_API = "https://api.github.com", GITLAB_COM = "gitlab.com";
function resolveHostSettings(config, env, originUrl) {
  let target = resolveHostTarget(config, env, originUrl), found = findHostToken(config, env, originUrl);
  if (found === void 0)
    throw target.provider === "gitlab" ? new ConfigError(
      `no token for GitLab: set ${privateTokenNeed(config)} to a project or personal access token with the api scope (host.token_env names the variable); in GitLab CI, CI_JOB_TOKEN is used for releases and the package registry, and release-pr's merge requests need GITLAB_TOKEN as a masked CI/CD variable`
    ) : new ConfigError(
      `no token for the code host: set ${config.host.token_env}${config.host.token_env === "GH_TOKEN" ? "" : " or GH_TOKEN"} (host.token_env names the variable); in GitHub Actions pass GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }} in env and give the workflow "permissions: contents: write, pull-requests: write"`
    );
  return { ...target, token: found.token, tokenVariable: found.variable, tokenKind: found.kind };
}
function resolveHostTarget(config, env, originUrl) {
  let host = config.host, provider = resolveProvider(config, env, originUrl), repository = resolveRepository(config, env, originUrl, provider), apiUrl = resolveApiUrl(config, env, originUrl), example = provider === "gitlab" ? "https://HOST/api/v4" : "https://HOST/api/v3";
  if (!/^https?:\/\/[^/\s]/.test(apiUrl) || !URL.canParse(apiUrl))
    throw new ConfigError(
      `${apiUrlSource(config, env, provider)} = "${apiUrl}" is not an http(s) URL (e.g. ${example})`
    );
  if (hasUserInfo(apiUrl))
    throw new ConfigError(
      `${apiUrlSource(config, env, provider)} carries a user name or password; remove them from the URL and give the token in ${tokenVariables(config, provider)[0]?.variable} (host.token_env names the variable)`
    );
  if (!isSafeForToken(new URL(apiUrl)))
    throw new ConfigError(
      `${apiUrlSource(config, env, provider)} = "${apiUrl}" is plain http, which would send the code host's token unencrypted; use https (plain http is allowed only to a loopback address such as 127.0.0.1 or [::1], not to a name, not even localhost)`
    );
  return {
    provider,
    apiUrl,
    repository,
    maxRateLimitWait: host.max_rate_limit_wait,
    retryBaseMs: milliseconds("RELEASER_RETRY_DELAY_MS", env.RELEASER_RETRY_DELAY_MS, 1e3, 0, 6e4),
    requestTimeoutMs: milliseconds(
      "RELEASER_HTTP_TIMEOUT_MS",
      env.RELEASER_HTTP_TIMEOUT_MS,
      3e4,
      100,
      6e5
    ),
    rateLimitSecondMs: milliseconds(
      "RELEASER_RATE_LIMIT_SECOND_MS",
      env.RELEASER_RATE_LIMIT_SECOND_MS,
      1e3,
      0,
      1e3
    )
  };
}
function resolveProvider(config, env, originUrl) {
  let chosen = config.host.provider;
  if (chosen !== "auto") return chosen;
  if (/\/api\/v4\/*$/.test(config.host.api_url)) return "gitlab";
  let origin = originUrl === void 0 ? void 0 : parseRemoteUrl(originUrl);
  if (origin === void 0) return "github";
  let host = origin.host.toLowerCase();
  if (isGitLabCom(host)) return "gitlab";
  let server = env.CI_SERVER_URL?.trim();
  return server && URL.canParse(server) && new URL(server).hostname.toLowerCase() === host ? "gitlab" : "github";
}
var isGitLabCom = (host) => {
  let name = host.toLowerCase();
  return name === GITLAB_COM || name.endsWith(`.${GITLAB_COM}`);
};
function resolveRepository(config, env, originUrl, provider) {
  let host = config.host, nested = provider === "gitlab", shape = nested ? '"group/project" (subgroups allowed: "group/sub/project")' : '"owner/repo"';
  if (host.repository !== "") {
    let named = parseRepositoryName(host.repository, nested);
    if (named === void 0)
      throw new ConfigError(
        `host.repository = "${host.repository}" is not of the form ${shape}; fix it or remove it to use the origin remote`
      );
    return named;
  }
  let fromCi = nested ? env.CI_PROJECT_PATH?.trim() : void 0;
  if (fromCi) {
    let named = parseRepositoryName(fromCi, !0);
    if (named === void 0)
      throw new ConfigError(
        `CI_PROJECT_PATH = "${fromCi}" is not a GitLab project path; set host.repository = "group/project" in [tool.releaser]`
      );
    return named;
  }
  if (originUrl === void 0)
    throw new ConfigError(
      `cannot tell which repository to release: there is no "origin" remote; add one (git remote add origin URL) or set host.repository = ${shape} in [tool.releaser]`
    );
  let parsed = parseRemoteUrl(originUrl, nested);
  if (parsed !== void 0 && !nested && isGitLabCom(parsed.host))
    throw new ConfigError(
      `origin is on ${parsed.host} but host.provider = "github"; set host.provider = "gitlab" (or remove it), or name the GitHub repository in host.repository = "owner/repo"`
    );
  if (parsed === void 0)
    throw new ConfigError(
      `cannot tell which repository to release from the "origin" remote URL; set host.repository = ${shape} in [tool.releaser]`
    );
  return { owner: parsed.owner, repo: parsed.repo };
}
function apiUrlSource(config, env, provider) {
  return config.host.api_url !== PUBLIC_API ? "host.api_url" : provider === "gitlab" ? env.CI_API_V4_URL?.trim() ? "CI_API_V4_URL" : "host.api_url" : env.GITHUB_API_URL ? "GITHUB_API_URL" : "host.api_url";
}
function tokenVariables(config, provider) {
  let named = config.host.token_env;
  if (provider === "github")
    return [.../* @__PURE__ */ new Set([named, "GH_TOKEN"])].map((variable) => ({ variable, kind: "private" }));
  let first = named === "GITHUB_TOKEN" ? [] : [named];
  return [.../* @__PURE__ */ new Set([...first, "GITLAB_TOKEN", "GL_TOKEN", "CI_JOB_TOKEN"])].map((variable) => ({
    variable,
    kind: variable === "CI_JOB_TOKEN" ? "job" : "private"
  }));
}
function hostTokenNeed(config, provider = "github") {
  let [first, ...rest] = tokenVariables(config, provider).map((t) => t.variable);
  return rest.length === 0 ? first : `${first} (or ${rest.join(", ")})`;
}
function privateTokenNeed(config) {
  let [first, ...rest] = tokenVariables(config, "gitlab").filter((t) => t.kind === "private").map((t) => t.variable);
  return rest.length === 0 ? first : `${first} (or ${rest.join(", ")})`;
}
function milliseconds(name, value, fallback, min, max) {
  if (value === void 0 || value.trim() === "") return fallback;
  let ms = Number(value);
  if (!Number.isInteger(ms) || ms < min || ms > max)
    throw new ConfigError(
      `${name}="${value}" is not a whole number of milliseconds from ${min} to ${max}; unset it (default ${fallback})`
    );
  return ms;
}
function resolveApiUrl(config, env, originUrl) {
  let configured = config.host.api_url, apiUrl = configured;
  if (configured === PUBLIC_API)
    if (resolveProvider(config, env, originUrl) === "gitlab") {
      let host = gitlabHost(originUrl);
      apiUrl = env.CI_API_V4_URL?.trim() || `${host.startsWith("http://") ? host : `https://${host}`}/api/v4`;
    } else env.GITHUB_API_URL && (apiUrl = env.GITHUB_API_URL);
  return apiUrl.replace(/\/+$/, "");
}
function gitlabHost(originUrl) {
  let origin = originUrl === void 0 ? void 0 : parseRemoteUrl(originUrl);
  if (origin === void 0 || originUrl === void 0) return GITLAB_COM;
  if (origin.scheme === "https" || origin.scheme === "http") {
    let url = new URL(originUrl.trim());
    return origin.scheme === "http" ? `http://${url.host}` : url.host;
  }
  return origin.host;
}
function findHostToken(config, env, originUrl) {
  for (let { variable, kind } of tokenVariables(config, resolveProvider(config, env, originUrl))) {
    let token = env[variable]?.trim();
    if (token) return { token, variable, kind };
  }
}

// src/fs/write-atomic.ts
import { open, rename, stat as stat4, unlink } from "node:fs/promises";
var written = 0;
function tempSuffix() {
  return written = (written + 1) % 256, ((Date.now() % 16777216 << 8 | written) >>> 0).toString(16).padStart(8, "0");
}
async function writeFileAtomic(path, text, beforeRename = () => {
}) {
  let mode = await stat4(path).then(
    (s) => s.mode & 4095,
    () => 438
  ), temp = "", handle;
  for (let attempt = 0; handle === void 0; attempt++)
    temp = `${path}.releaser-${process.pid}-${tempSuffix()}.tmp`, handle = await open(temp, "wx", mode).catch((error) => {
      if (error.code !== "EEXIST" || attempt >= 20) throw error;
    });
  try {
    try {
      await handle.writeFile(text, "utf8"), await handle.sync();
    } finally {
      await handle.close();
    }
    beforeRename(), await rename(temp, path);
  } catch (error) {
    throw await unlink(temp).catch(() => {
    }), error;
  }
}

// src/git/log-record.ts
function decodeRawCommit(bytes, start, end) {
  let newline = bytes.indexOf(10, start);
  return newline === -1 || newline >= end ? { hash: bytes.toString("latin1", start, end), message: "" } : {
    hash: bytes.toString("latin1", start, newline),
    message: bytes.toString("utf8", newline + 1, end)
  };
}
function readPlanCommit(bytes, start, end, parsers) {
  let hashEnd = bytes.indexOf(10, start);
  if (hashEnd !== -1 && hashEnd < end) {
    let subjectStart = hashEnd + 1, subjectEnd = bytes.indexOf(10, subjectStart);
    if ((subjectEnd === -1 || subjectEnd > end) && (subjectEnd = end), !mayNeedBody(bytes, subjectEnd, end) && !mayBeBlank(bytes, subjectStart, subjectEnd)) {
      let cut = subjectEnd > subjectStart && bytes[subjectEnd - 1] === 13 ? 1 : 0, subject = bytes.toString("utf8", subjectStart, subjectEnd - cut), lean = parseSubjectCommit(bytes.toString("latin1", start, hashEnd), subject, parsers);
      if (lean !== void 0) return lean;
    }
  }
  return toPlanCommit(parseCommit(decodeRawCommit(bytes, start, end), parsers));
}
var BREAKING = Buffer.from("BREAKING"), RELEASE_AS = Buffer.from("release-as");
function mayNeedBody(bytes, from, to) {
  for (let i = from; i < to; i++) {
    let byte = bytes[i];
    if (byte === 66 && startsWithBytes(bytes, i, to, BREAKING, !1) || (byte | 32) === 114 && startsWithBytes(bytes, i, to, RELEASE_AS, !0)) return !0;
  }
  return !1;
}
function startsWithBytes(bytes, at, to, word, anyCase) {
  if (at + word.length > to) return !1;
  for (let k = 0; k < word.length; k++) {
    let byte = bytes[at + k], want = word[k];
    if (byte !== want && !(anyCase && (byte | 32) === want)) return !1;
  }
  return !0;
}
function mayBeBlank(bytes, from, to) {
  for (let i = from; i < to; i++) {
    let byte = bytes[i];
    if (byte < 128 && !(byte === 32 || byte >= 9 && byte <= 13)) return !1;
  }
  return !0;
}

// src/git/history.ts
import { readFile } from "node:fs/promises";
import { join as join8 } from "node:path";

// src/git/log.ts
import { spawn } from "node:child_process";

// src/git/record-splitter.ts
function createRecordSplitter(onRecord) {
  let pending = [], pendingLength = 0, emit = (buffer, start, end) => {
    if (pendingLength === 0) {
      onRecord(buffer, start, end);
      return;
    }
    pending.push(buffer.subarray(start, end));
    let whole = Buffer.concat(pending, pendingLength + end - start);
    pending = [], pendingLength = 0, onRecord(whole, 0, whole.length);
  };
  return {
    push(chunk) {
      let buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), start = 0;
      for (; ; ) {
        let nul = buffer.indexOf(0, start);
        if (nul === -1) break;
        emit(buffer, start, nul), start = nul + 1;
      }
      start < buffer.length && (pending.push(buffer.subarray(start)), pendingLength += buffer.length - start);
    },
    end() {
      if (pendingLength === 0) return;
      let record = Buffer.concat(pending, pendingLength);
      pending = [], pendingLength = 0, record.some((byte) => !isSpaceByte(byte)) && onRecord(record, 0, record.length);
    }
  };
}
function isSpaceByte(byte) {
  return byte === 32 || byte >= 9 && byte <= 13;
}

// src/git/log.ts
var LOG_ARGS = [
  "-c",
  "log.showSignature=false",
  "log",
  "-z",
  "--no-color",
  "--encoding=UTF-8",
  "--format=%m%H%n%B"
];
function streamGit(cwd, args, onRecord, env) {
  let splitter = createRecordSplitter(onRecord), child = spawn("git", args, { cwd, env: gitEnv(env), stdio: ["ignore", "pipe", "pipe"] }), stopped = !1, started = now();
  return {
    done: new Promise((resolvePromise, reject) => {
      let err = [];
      child.stdout.on("data", (chunk) => {
        stopped || splitter.push(chunk);
      }), child.stderr.on("data", (chunk) => err.push(chunk)), child.on("error", (error) => reject(spawnError(error, cwd))), child.on("close", (code) => {
        if (tracing() && traceCall(`git ${commandLine(args)} -> ${stopped ? "stopped" : `exit ${code}`} (${took(started)})`), stopped) return resolvePromise();
        if (code !== 0) {
          let stderr = Buffer.concat(err).toString("utf8");
          return reject(gitFailure(args, { stdout: "", stderr, code: code ?? 1 }));
        }
        splitter.end(), resolvePromise();
      });
    }),
    stop() {
      stopped = !0, child.kill();
    }
  };
}
async function readRange(cwd, since, map, env) {
  let range = since === void 0 ? ["HEAD"] : ["--boundary", `${since}..HEAD`], commits = [], boundary = /* @__PURE__ */ new Set();
  return await streamGit(
    cwd,
    [...LOG_ARGS, ...range, "--"],
    (bytes, start, end) => {
      bytes[start] === 45 ? boundary.add(decodeRawCommit(bytes, start + 1, end).hash) : commits.push(map(bytes, start + 1, end));
    },
    env
  ).done, { commits, boundary };
}

// src/git/history.ts
var DEEPEN_STEPS = [100, 400, 1600, 6400];
async function readHistory(repo, chooseBase, map, env, tagsRead, mainLine = []) {
  let shallow = repo.shallow, deepened = "";
  for (let step = 0; ; step++) {
    let tags = step === 0 && tagsRead !== void 0 ? await tagsRead : await readTags(repo.root, env), { baseTag, range, releasedOnBranch } = await readSinceBase(
      repo,
      tags,
      chooseBase,
      map,
      env,
      mainLine
    ), history = { tags, baseTag, commits: range.commits, deepened, releasedOnBranch };
    if (!shallow) return history;
    let cut = await readShallowCommits(repo.gitDir);
    if (!range.commits.some((c) => cut.has(c.commit.hash))) return history;
    let remote = await chooseRemote(repo.root, env), depth = DEEPEN_STEPS[step], how = depth === void 0 ? "--unshallow" : `--deepen=${depth}`;
    await runGit(["fetch", "--quiet", "--tags", how, remote], { cwd: repo.root, env }).catch(
      (error) => {
        throw new GitError(
          `this is a shallow clone and deepening it from "${remote}" failed, so the commits since the last release cannot be read; fetch the whole history (actions/checkout: \`fetch-depth: 0\`, or \`git fetch --unshallow --tags\`)`,
          { cause: error, details: error instanceof GitError ? [error.message, ...error.details] : [] }
        );
      }
    );
    let total = DEEPEN_STEPS.slice(0, step + 1).reduce((a, b) => a + b, 0);
    deepened = depth === void 0 ? "unshallowed" : `deepened by up to ${total}`, shallow = depth !== void 0 && (await readShallowCommits(repo.gitDir)).size > 0;
  }
}
async function readSinceBase(repo, tags, chooseBase, map, env, mainLine) {
  let best = chooseBase(tags.all);
  if (best === void 0)
    return { baseTag: void 0, range: await readRange(repo.root, void 0, map, env) };
  let commit = tags.commits.get(best);
  if (commit === repo.head) return { baseTag: best, range: { commits: [], boundary: /* @__PURE__ */ new Set() } };
  let range = await readRange(repo.root, `refs/tags/${best}`, map, env);
  if (commit !== void 0 && range.boundary.has(commit)) return { baseTag: best, range };
  let baseTag = await chooseMergedBase(repo, tags, best, range, chooseBase, env);
  if (commit !== void 0 && range.boundary.size > 0 && await cutAfter(repo.root, baseTag === void 0 ? void 0 : tags.commits.get(baseTag), commit, env) && !await reachableFromAny(repo.root, commit, mainLine, env)) {
    let released = await releasedAsCherryPicks(repo.root, best, env), commits = range.commits.filter((c) => !released.has(c.commit.hash));
    return {
      baseTag: best,
      range: { commits, boundary: range.boundary },
      releasedOnBranch: { cherryPicks: range.commits.length - commits.length }
    };
  }
  if (baseTag === void 0) return { baseTag, range: await readRange(repo.root, void 0, map, env) };
  let baseCommit = tags.commits.get(baseTag);
  return baseCommit === repo.head ? { baseTag, range: { commits: [], boundary: /* @__PURE__ */ new Set() } } : range.boundary.size === 1 && baseCommit !== void 0 && range.boundary.has(baseCommit) ? { baseTag, range } : { baseTag, range: await readRange(repo.root, `refs/tags/${baseTag}`, map, env) };
}
async function cutAfter(cwd, mergedBase, tagCommit, env) {
  let fork = await runGit(["merge-base", tagCommit, "HEAD"], { cwd, env, allowedCodes: [1] }), at = fork.stdout.trim();
  return fork.code !== 0 || at === "" ? !1 : mergedBase === void 0 ? !0 : (await runGit(["merge-base", "--is-ancestor", mergedBase, at], {
    cwd,
    env,
    allowedCodes: [1]
  })).code === 0;
}
async function reachableFromAny(cwd, commit, refs, env) {
  for (let ref of refs)
    if ((await runGit(["merge-base", "--is-ancestor", commit, ref], {
      cwd,
      env,
      allowedCodes: [1, 128]
    })).code === 0) return !0;
  return !1;
}
async function releasedAsCherryPicks(cwd, tag, env) {
  let symmetric = `refs/tags/${tag}...HEAD`, [mine, unpicked, theirs] = await Promise.all([
    runGit(["log", "--right-only", "--no-merges", "--format=%H", "--name-only", symmetric], { cwd, env }),
    runGit(["rev-list", "--cherry-pick", "--right-only", "--no-merges", symmetric], { cwd, env }),
    runGit(["log", "--format=%B", `HEAD..refs/tags/${tag}`], { cwd, env })
  ]), kept = new Set(unpicked.stdout.split(`
`).filter(Boolean)), changing = /* @__PURE__ */ new Set(), last = "";
  for (let line of mine.stdout.split(`
`))
    /^[0-9a-f]{40}$/.test(line) ? last = line : line !== "" && changing.add(last);
  let released = new Set([...changing].filter((c) => !kept.has(c)));
  for (let m of theirs.stdout.matchAll(/\(cherry picked from commit ([0-9a-f]{40})\)/g))
    released.add(m[1]);
  return released;
}
async function chooseMergedBase(repo, tags, best, range, chooseBase, env) {
  let seen = new Set(range.boundary);
  for (let c of range.commits) seen.add(c.commit.hash);
  seen.add(repo.head);
  let known = tags.all.filter((tag) => seen.has(tags.commits.get(tag) ?? "")), knownSet = new Set(known), found = chooseBase(known), rivals = tags.all.filter(
    (tag) => tag !== best && !knownSet.has(tag) && (found === void 0 ? chooseBase([tag]) === tag : chooseBase([found, tag]) === tag)
  );
  if (rivals.length === 0) return found;
  let merged = await mergedAmong(repo.root, rivals, tags, env);
  return chooseBase(merged === void 0 ? await readMergedTags(repo.root, env) : [...known, ...merged]);
}
async function mergedAmong(cwd, candidates, tags, env) {
  let commits = [...new Set(candidates.map((tag) => tags.commits.get(tag) ?? ""))].filter((c) => c !== ""), result = await runGit(["rev-list", "--stdin"], {
    cwd,
    env,
    // `^{commit}`: a tag on a tree or blob makes git refuse (it would be listed as merged).
    input: `${commits.map((c) => `${c}^{commit}`).join(`
`)}
^HEAD
`,
    allowedCodes: [128]
  });
  if (result.code !== 0) return;
  let outside = new Set(result.stdout.split(`
`));
  return candidates.filter((tag) => {
    let c = tags.commits.get(tag);
    return c !== void 0 && !outside.has(c);
  });
}
async function readShallowCommits(gitDir) {
  try {
    let text = await readFile(join8(gitDir, "shallow"), "utf8");
    return new Set(text.split(`
`).filter((line) => line !== ""));
  } catch {
    return /* @__PURE__ */ new Set();
  }
}
async function chooseRemote(root, env) {
  let remotes = (await runGit(["remote"], { cwd: root, env })).stdout.split(`
`).filter(Boolean), remote = remotes.includes("origin") ? "origin" : remotes[0];
  if (remote === void 0)
    throw new GitError(
      "this is a shallow clone with no remote to deepen it from, so the commits since the last release cannot be read; clone the whole history (actions/checkout: `fetch-depth: 0`)"
    );
  return remote;
}

// src/flows/shared/context.ts
var MAX_EPOCH = 253402300799;
function releaseDate(env, now2) {
  let epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== void 0 && epoch !== "") {
    let seconds = /^\d+$/.test(epoch.trim()) ? Number(epoch.trim()) : Number.NaN;
    if (!(seconds <= MAX_EPOCH))
      throw new ConfigError(
        `SOURCE_DATE_EPOCH="${epoch}" is not a whole number of seconds between 1970 and the end of 9999; unset it or give e.g. 1763683200`
      );
    return new Date(seconds * 1e3).toISOString().slice(0, 10);
  }
  return now2().toISOString().slice(0, 10);
}

export {
  PACKAGE_TAG_FORMAT,
  loadPackageConfig,
  openRepository,
  readTags,
  readTagCommit,
  createAnnotatedTag,
  deleteTag,
  require_picomatch2 as require_picomatch,
  findWorkspace,
  pathInRepository,
  asPackageError,
  writeFileAtomic,
  readPlanCommit,
  readHistory,
  exists,
  findStaleCopies,
  readProject,
  writtenFiles,
  releaseDate,
  readRemoteUrl,
  gitAuthEnv,
  fetchRemoteBranch,
  forcePushBranch,
  readRemoteRefs,
  readRemoteBranchAndTags,
  readRemoteTags,
  REMOTE_LIST_TIMEOUT_MS,
  pushReleaseRefs,
  refusedCredentials,
  isLoopbackAddress,
  isSafeForToken,
  parseRemoteUrl,
  resolveHostSettings,
  resolveHostTarget,
  resolveProvider,
  hostTokenNeed,
  resolveApiUrl,
  findHostToken
};
