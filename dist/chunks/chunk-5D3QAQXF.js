#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  OutsideRepositoryError,
  decodeUtf8,
  readRepoText,
  resolveRepoPath
} from "./chunk-QRNXJCXI.js";
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
  calverFormatProblem,
  compileTagFormat,
  withPackageName
} from "./chunk-ZRAOEREK.js";
import {
  parseToml
} from "./chunk-UP7RG7CN.js";
import {
  hasVersionHeading,
  releaseMarkers
} from "./chunk-L5I3LTLB.js";
import {
  compileVersionPattern
} from "./chunk-DY55BNRB.js";
import {
  compileCustomParser,
  enableLinearRegExpFallback
} from "./chunk-QEUVSNEV.js";
import {
  compareVersions,
  parseVersion
} from "./chunk-GW6HQE3D.js";
import {
  ConfigError,
  GitError
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
      let opts = options || {}, length = input.length - 1, scanToEnd = opts.parts === !0 || opts.tokens === !0 || opts.scanToEnd === !0, slashes = [], tokens = [], parts = [], str = input, index = -1, start = 0, lastIndex = 0, isBrace = !1, isBracket = !1, isGlob = !1, isExtglob = !1, isGlobstar = !1, braceEscaped = !1, backslashes = !1, negated = !1, negatedExtglob = !1, finished = !1, braces = 0, prev, code, token = { value: "", depth: 0, isGlob: !1 }, eos = () => index >= length, peek = () => str.charCodeAt(index + 1), advance = () => (prev = code, str.charCodeAt(++index));
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
              if (isBrace = token.isBrace = !0, isGlob = token.isGlob = !0, finished = !0, scanToEnd === !0)
                continue;
              break;
            }
            if (braceEscaped !== !0 && code === CHAR_COMMA) {
              if (isBrace = token.isBrace = !0, isGlob = token.isGlob = !0, finished = !0, scanToEnd === !0)
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
          if (isGlob = token.isGlob = !0, isExtglob = token.isExtglob = !0, finished = !0, code === CHAR_EXCLAMATION_MARK && index === start && (negatedExtglob = !0), scanToEnd === !0) {
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
          if (prev === CHAR_ASTERISK && (isGlobstar = token.isGlobstar = !0), isGlob = token.isGlob = !0, finished = !0, scanToEnd === !0)
            continue;
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          if (isGlob = token.isGlob = !0, finished = !0, scanToEnd === !0)
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
              isBracket = token.isBracket = !0, isGlob = token.isGlob = !0, finished = !0;
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
          if (isGlob = token.isGlob = !0, scanToEnd === !0) {
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
        if (isGlob === !0) {
          if (finished = !0, scanToEnd === !0)
            continue;
          break;
        }
      }
      opts.noext === !0 && (isExtglob = !1, isGlob = !1);
      let base = str, prefix = "", glob = "";
      start > 0 && (prefix = str.slice(0, start), str = str.slice(start), lastIndex -= start), base && isGlob === !0 && lastIndex > 0 ? (base = str.slice(0, lastIndex), glob = str.slice(lastIndex)) : isGlob === !0 ? (base = "", glob = str) : base = str, base && base !== "" && base !== "/" && base !== str && isPathSeparator(base.charCodeAt(base.length - 1)) && (base = base.slice(0, -1)), opts.unescape === !0 && (glob && (glob = utils.removeBackslashes(glob)), base && backslashes === !0 && (base = utils.removeBackslashes(base)));
      let state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
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
              let idx = prev.value.lastIndexOf("["), pre = prev.value.slice(0, idx), rest2 = prev.value.slice(idx + 2), posix = POSIX_REGEX_SOURCE[rest2];
              if (posix) {
                prev.value = pre + posix, state.backtrack = !0, advance(), !bos.output && tokens.indexOf(prev) === 1 && (bos.output = ONE_CHAR);
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
    var scan = require_scan(), parse2 = require_parse(), utils = require_utils(), constants = require_constants(), isObject = (val) => val && typeof val == "object" && !Array.isArray(val), picomatch2 = (glob, options, returnState = !1) => {
      if (Array.isArray(glob)) {
        let fns = glob.map((input) => picomatch2(input, options, returnState));
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
      let opts = options || {}, posix = opts.windows, regex = isState ? picomatch2.compileRe(glob, options) : picomatch2.makeRe(glob, options, !1, !0), state = regex.state;
      delete regex.state;
      let isIgnored = () => !1;
      if (opts.ignore) {
        let ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      let matcher = (input, returnObject = !1) => {
        let { isMatch, match, output } = picomatch2.test(input, regex, options, { glob, posix }), result = { glob, state, regex, posix, input, output, match, isMatch };
        return typeof opts.onResult == "function" && opts.onResult(result), isMatch === !1 ? (result.isMatch = !1, returnObject ? result : !1) : isIgnored(input) ? (typeof opts.onIgnore == "function" && opts.onIgnore(result), result.isMatch = !1, returnObject ? result : !1) : (typeof opts.onMatch == "function" && opts.onMatch(result), returnObject ? result : !0);
      };
      return returnState && (matcher.state = state), matcher;
    };
    picomatch2.test = (input, regex, options, { glob, posix } = {}) => {
      if (typeof input != "string")
        throw new TypeError("Expected input to be a string");
      if (input === "")
        return { isMatch: !1, output: "" };
      let opts = options || {}, format = opts.format || (posix ? utils.toPosixSlashes : null), match = input === glob, output = match && format ? format(input) : input;
      return match === !1 && (output = format ? format(input) : input, match = output === glob), (match === !1 || opts.capture === !0) && (opts.matchBase === !0 || opts.basename === !0 ? match = picomatch2.matchBase(input, regex, options, posix) : match = regex.exec(output)), { isMatch: !!match, match, output };
    };
    picomatch2.matchBase = (input, glob, options, posix = options && options.windows) => (glob instanceof RegExp ? glob : picomatch2.makeRe(glob, options)).test(utils.basename(input, { windows: posix }));
    picomatch2.isMatch = (str, patterns, options) => picomatch2(patterns, options)(str);
    picomatch2.parse = (pattern, options) => Array.isArray(pattern) ? pattern.map((p) => picomatch2.parse(p, options)) : parse2(pattern, { ...options, fastpaths: !1 });
    picomatch2.scan = (input, options) => scan(input, options);
    picomatch2.compileRe = (state, options, returnOutput = !1, returnState = !1) => {
      if (returnOutput === !0)
        return state.output;
      let opts = options || {}, prepend = opts.contains ? "" : "^", append = opts.contains ? "" : "$", source = `${prepend}(?:${state.output})${append}`;
      state && state.negated === !0 && (source = `^(?!${source}).*$`);
      let regex = picomatch2.toRegex(source, options);
      return returnState === !0 && (regex.state = state), regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = !1, returnState = !1) => {
      if (!input || typeof input != "string")
        throw new TypeError("Expected a non-empty string");
      let parsed = { negated: !1, fastpaths: !0 };
      return options.fastpaths !== !1 && (input[0] === "." || input[0] === "*") && (parsed.output = parse2.fastpaths(input, options)), parsed.output || (parsed = parse2(input, options)), picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        let opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === !0) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch(), utils = require_utils();
    function picomatch2(glob, options, returnState = !1) {
      return options && (options.windows === null || options.windows === void 0) && (options = { ...options, windows: utils.isWindows() }), pico(glob, options, returnState);
    }
    Object.assign(picomatch2, pico);
    module.exports = picomatch2;
  }
});

// src/core/release-lines.ts
var import_picomatch = __toESM(require_picomatch2(), 1);
var FALLBACK_BRANCH = "main";
function releaseBranchEntries(setting) {
  return typeof setting == "string" ? [setting] : setting;
}
function isBranchGlob(entry) {
  return /[*?[]/.test(entry);
}
function trunkOf(setting) {
  return typeof setting == "string" ? setting : releaseBranchEntries(setting).find((entry) => !isBranchGlob(entry));
}
function isReleaseBranch(setting, branch) {
  return typeof setting == "string" ? setting === branch : releaseBranchEntries(setting).some(
    (entry) => isBranchGlob(entry) ? import_picomatch.default.isMatch(branch, entry, { dot: !0 }) : entry === branch
  );
}
function lineOfBranch(branch) {
  let last = branch.split("/").at(-1) ?? "", match = /^v?(\d+(?:\.\d+)*)\.x$/i.exec(last);
  if (match !== null)
    return (match[1] ?? "").split(".").map(Number);
}
function inLine(line, version) {
  let parsed = typeof version == "string" ? parseVersion(version) : version;
  return parsed === void 0 ? !1 : line.every((part, i) => (parsed.release[i] ?? 0) === part);
}
function lineText(line) {
  return line.join(".");
}

// src/core/ref-name.ts
function branchNameProblem(name) {
  if (name === "") return "it is empty";
  if (/\s/.test(name)) return "it contains whitespace";
  if (/[\u0000-\u001f\u007f~^:?*[\\]/.test(name))
    return "it contains one of ~ ^ : ? * [ \\ or a control character";
  if (name.includes("..")) return 'it contains ".."';
  if (name.includes("@{") || name === "@") return 'it contains "@{" or is "@"';
  if (name.startsWith("/") || name.endsWith("/") || name.includes("//"))
    return "it has an empty path component";
  if (name.startsWith("-")) return 'it starts with "-"';
  if (name.endsWith(".")) return 'it ends with "."';
  if (name.split("/").some((part) => part.startsWith(".") || part.endsWith(".lock")))
    return 'a component starts with "." or ends with ".lock"';
  if (name === "HEAD" || name.startsWith("refs/")) return "it names HEAD or a full ref, not a branch";
}

// src/config/values.ts
function checkConfigValues(config, layers) {
  let fail = (path, problem) => {
    throw configValueError(layers, path, problem);
  }, tag = "";
  try {
    tag = compileTagFormat(withPackageName(config.tag_format, "pkg", "")).format("1.0.0rc1");
  } catch (error) {
    fail(["tag_format"], error.message.replace(/\.$/, ""));
  }
  let tagProblem = branchNameProblem(tag);
  tagProblem !== void 0 && fail(
    ["tag_format"],
    `"${config.tag_format}" makes tags git refuses (${tag}: ${tagProblem}), e.g. "v{version}"`
  );
  let calverProblem = calverFormatProblem(config.calver_format);
  calverProblem !== void 0 && fail(["calver_format"], calverProblem), config.parsers.some((parser2) => parser2.pattern !== void 0) && enableLinearRegExpFallback(), config.parsers.forEach((parser2, index) => {
    let problem = parserProblem(parser2);
    problem !== void 0 && fail(["parsers"], `entry ${index + 1}: ${problem}`);
  }), config.version_files.forEach((entry, index) => {
    let problem = versionFileProblem(entry);
    problem !== void 0 && fail(["version_files"], `entry ${index + 1}: ${problem}`);
  });
  for (let key of ["commit_message", "changelog_file"])
    config[key].trim() === "" && fail([key], "must not be empty");
  typeof config.release_branch == "string" && isBranchGlob(config.release_branch) && fail(
    ["release_branch"],
    `"${config.release_branch}" is a pattern, and one release_branch names one branch; to add maintenance lines, give a list with the trunk first: release_branch = ["main", ${JSON.stringify(config.release_branch)}]`
  ), typeof config.release_branch != "string" && config.release_branch.length === 0 && fail(
    ["release_branch"],
    'an empty list names no branch; give at least one, e.g. ["main"] or ["main", "*.x"]'
  );
  for (let entry of releaseBranchEntries(config.release_branch)) {
    entry.trim() === "" && fail(["release_branch"], "must not be empty");
    let branchProblem = branchNameProblem(isBranchGlob(entry) ? entry.replace(/[*?[\]{}]/g, "x") : entry);
    branchProblem !== void 0 && fail(["release_branch"], `"${entry}" cannot be a git branch name: ${branchProblem}, e.g. "main"`);
  }
  checkPullRequestValues(config, fail);
}
function parserProblem(parser2) {
  let example = `pattern = '^\\[(?P<type>\\w+)\\] (?P<description>.+)$' or preset = "gitmoji"`;
  if (parser2.pattern === void 0 && parser2.preset === void 0)
    return `a parser needs a pattern or a preset: give one, e.g. ${example}`;
  if (parser2.pattern !== void 0 && parser2.preset !== void 0)
    return "a parser is a pattern or a preset, not both: put each in its own [[parsers]] table";
  if (parser2.pattern !== void 0)
    try {
      compileCustomParser(parser2.pattern);
      return;
    } catch (error) {
      return error.message;
    }
}
function versionFileProblem(entry) {
  let forms = '"path.py:VARIABLE", "path.toml:dotted.key", "path" (a file holding just the version) or { path = "...", pattern = "...(?P<version>...)..." }';
  if (typeof entry != "string") {
    if (entry.path.trim() === "") return `the path is empty; an entry is ${forms}`;
    try {
      compileVersionPattern(entry.pattern);
    } catch (error) {
      return error.message;
    }
    return;
  }
  let colon = entry.lastIndexOf(":");
  if (entry.trim() === "" || colon === 0 || colon !== -1 && colon === entry.length - 1)
    return `"${entry}" must be ${forms}`;
}
function checkPullRequestValues(config, fail) {
  let { branch, title, labels } = config.pr, unknown = (text2, allowed) => [...text2.matchAll(/\{([^{}]*)\}/g)].map((m) => m[0]).filter((p) => p !== allowed), extraInBranch = unknown(branch, "{branch}");
  extraInBranch.length > 0 && fail(
    ["pr", "branch"],
    `"${branch}" has ${extraInBranch.join(", ")}; only {branch} (the release branch) is filled in, e.g. "releaser/{branch}"`
  );
  let problem = branchNameProblem(branch.replaceAll("{branch}", trunkOf(config.release_branch) ?? "main"));
  problem !== void 0 && fail(["pr", "branch"], `"${branch}" cannot be a git branch name: ${problem} (e.g. "releaser/{branch}")`), (title.trim() === "" || /[\r\n]/.test(title)) && fail(["pr", "title"], 'must be one non-empty line, e.g. "chore(release): {version}"');
  let extraInTitle = unknown(title, "{version}");
  extraInTitle.length > 0 && fail(["pr", "title"], `"${title}" has ${extraInTitle.join(", ")}; only {version} is filled in`);
  for (let label of labels)
    (label.trim() === "" || label.length > 50 || /[\r\n,]/.test(label)) && fail(
      ["pr", "labels"],
      `${JSON.stringify(label)} is not a label: give names of 1 to 50 characters, without commas or line breaks`
    );
}
function configValueError(layers, path, problem) {
  let layer = [...layers].reverse().find((l) => hasPath(l.values, path)), file = layer?.file ?? "configuration", key = [layer?.prefix ?? "", ...path].filter((p) => p !== "").join(".");
  return new ConfigError(`${file}: key "${key}": ${problem}`);
}
function isConfigured(layers, path) {
  return layers.some((l) => hasPath(l.values, path));
}
function hasPath(values, path) {
  let current = values;
  for (let key of path) {
    if (typeof current != "object" || current === null || !(key in current)) return !1;
    current = current[key];
  }
  return !0;
}

// src/config/load.ts
import { readFile as readFile2, stat as stat2 } from "node:fs/promises";
import { basename, isAbsolute, relative, resolve } from "node:path";

// src/project/find-changelog.ts
import { readdir as readdir2, stat } from "node:fs/promises";

// src/project/changelog-names.ts
var NAMES = ["changelog", "changes", "history", "news", "release-notes", "releases"], EXTENSIONS = [".md", ".rst", ".txt", ""];
function rankChangelogName(name) {
  let lower = name.toLowerCase().replace(/_/g, "-");
  for (let [e, ext] of EXTENSIONS.entries()) {
    if (ext !== "" && !lower.endsWith(ext)) continue;
    let base = ext === "" ? lower : lower.slice(0, -ext.length), n = NAMES.indexOf(base);
    if (n !== -1) return n * EXTENSIONS.length + e;
  }
}
function pickChangelogName(names) {
  let best;
  for (let name of names) {
    let rank = rankChangelogName(name);
    rank !== void 0 && (best === void 0 || rank < best.rank || rank === best.rank && name < best.name) && (best = { name, rank });
  }
  return best?.name;
}

// src/project/changelog-tree.ts
import { lstat, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
var LEVELS = 4, MAX_FOLDERS = 400, MAX_READ_BYTES = 4 * 1024 * 1024, SKIPPED = /* @__PURE__ */ new Set([
  "node_modules",
  "vendor",
  "vendored",
  "_vendor",
  "third_party",
  "third-party",
  "thirdparty",
  "extern",
  "externals",
  "cextern",
  "site-packages",
  "venv",
  "tests",
  "test",
  "testing",
  "fixtures",
  "examples",
  "example",
  "_build",
  "htmlcov",
  "__pycache__"
]), OUTPUT = /* @__PURE__ */ new Set(["build", "dist"]), PROJECT_FILES = /* @__PURE__ */ new Set(["pyproject.toml", "setup.py", "__init__.py"]), VERSION_IN_NAME = /(?:^|[^\d.])v?(\d+\.\d+(?:\.\d+)*)(?=$|[^\d])/i, LOG_WORD = /change|news|history|release|notes/i;
async function readChangelogTree(root) {
  let files = [], perRelease, queue = (await listFolder(root, "")).filter((e) => isWalked(e) && !OUTPUT.has(e.name.toLowerCase())).map((e) => e.name).sort(), folders = 0;
  for (let depth = 1; depth <= LEVELS && queue.length > 0 && folders < MAX_FOLDERS; depth++) {
    let next = [];
    for (let rel of queue) {
      if (++folders > MAX_FOLDERS) break;
      let entries = await listFolder(root, rel);
      if (!entries.some((e) => PROJECT_FILES.has(e.name))) {
        for (let entry of entries)
          if (isWalked(entry)) next.push(`${rel}/${entry.name}`);
          else if (entry.isFile() && rankChangelogName(entry.name) !== void 0) {
            let read = await readTreeChangelog(root, `${rel}/${entry.name}`, depth);
            read !== void 0 && files.push(read);
          }
        perRelease ??= perReleaseFolder(rel, entries);
      }
    }
    queue = next.sort();
  }
  return { files, perRelease };
}
function isWalked(entry) {
  return entry.isDirectory() && !entry.name.startsWith(".") && !SKIPPED.has(entry.name.toLowerCase());
}
async function readTreeChangelog(root, path, depth) {
  let text2 = await readSmallFile(root, path);
  if (text2 === void 0) return;
  let markers = releaseMarkers(text2);
  if (markers.length === 0) return;
  let newest;
  for (let marker of markers) {
    let version = parseVersion(marker.version);
    version !== void 0 && (newest === void 0 || compareVersions(version, newest) > 0) && (newest = version);
  }
  let name = path.slice(path.lastIndexOf("/") + 1);
  return {
    path,
    depth,
    rank: rankChangelogName(name),
    versions: markers.map((m) => m.version),
    newest,
    form: markerForm(markers)
  };
}
function markerForm(markers) {
  let count = (form) => markers.filter((m) => m.form === form).length, best;
  for (let form of ["heading", "changelog-directive", "release-role"])
    count(form) > 0 && (best === void 0 || count(form) > count(best)) && (best = form);
  return best;
}
function perReleaseFolder(folder, entries) {
  let named = LOG_WORD.test(folder.slice(folder.lastIndexOf("/") + 1)), count = 0, newest;
  for (let entry of entries) {
    if (!entry.isFile() || !/\.(?:md|rst|txt)$/i.test(entry.name)) continue;
    let match = VERSION_IN_NAME.exec(entry.name), version = match === null ? void 0 : parseVersion(match[1]);
    version === void 0 || !(named || LOG_WORD.test(entry.name)) || (count++, (newest === void 0 || compareVersions(version, newest.version) > 0) && (newest = { name: entry.name, version }));
  }
  return count >= 2 && newest !== void 0 ? { folder: `${folder}/`, newest: `${folder}/${newest.name}` } : void 0;
}
async function listFolder(root, rel) {
  try {
    let dir = rel === "" ? root : join(root, rel);
    return (await lstat(dir)).isDirectory() ? await readdir(dir, { withFileTypes: !0 }) : [];
  } catch {
    return [];
  }
}
async function readSmallFile(root, rel) {
  try {
    let info = await lstat(join(root, rel));
    return !info.isFile() || info.size > MAX_READ_BYTES ? void 0 : await readFile(join(root, rel), "utf8");
  } catch {
    return;
  }
}

// src/project/find-changelog.ts
var DEFAULT_CHANGELOG = "CHANGELOG.md";
async function findChangelogFile(root, options = {}) {
  let rootEntries = await listDir(root), towncrier = await readTowncrierFile(root, rootEntries, options.pyproject);
  if (towncrier !== void 0) {
    let exists = await isFileInside(root, towncrier);
    return { path: towncrier, source: "towncrier", exists };
  }
  let shallow = await findShallowChangelog(root, rootEntries), text2 = shallow.exists ? await readRepoText(root, shallow.path, ConfigError).catch(() => {
  }) : void 0;
  return settleChangelog(shallow, releaseMarkers(text2?.text ?? ""), await readChangelogTree(root));
}
function settleChangelog(shallow, own, tree) {
  let latest = newestFirst(own.map((m) => m.version)).slice(0, 2), newest = latest[0], deeper = tree.files.filter(
    (f) => f.path !== shallow.path && f.newest !== void 0 && (newest === void 0 || compareVersions(f.newest, newest) > 0 && latest.every((v) => f.versions.some((w) => sameVersion(w, v))))
  );
  deeper.sort(
    (a, b) => compareVersions(b.newest, a.newest) || a.depth - b.depth || a.rank - b.rank || (a.path < b.path ? -1 : 1)
  );
  let best = deeper[0], form = best !== void 0 ? best.form : markerForm(own), chosen = best !== void 0 ? { path: best.path, source: "found", exists: !0 } : { ...shallow }, warning = form === "changelog-directive" || form === "release-role" ? formWarning(chosen.path, form) : chosen.source === "default" && tree.perRelease !== void 0 ? `${tree.perRelease.folder} holds a changelog file per release (the newest: ${tree.perRelease.newest}), which releaser does not write: \`update\` writes ${chosen.path} instead; write the release's file by hand, or set changelog_file to the file releaser should write` : void 0;
  return warning === void 0 ? chosen : { ...chosen, warning };
}
function formWarning(path, form) {
  return `${path} writes its releases as ${form === "changelog-directive" ? "`.. changelog::` directives (sphinx-changelog)" : "`:release:` entries (the Sphinx releases extension)"}, which releaser does not write: \`update\` puts a reST section with a heading above them; rewrite it in the file's form in the release commit, or set changelog_file to a file releaser may write`;
}
function newestFirst(versions) {
  return versions.map((text2) => parseVersion(text2)).filter((v) => v !== void 0).sort((a, b) => compareVersions(b, a));
}
function sameVersion(text2, version) {
  let parsed = parseVersion(text2);
  return parsed !== void 0 && compareVersions(parsed, version) === 0;
}
async function findShallowChangelog(root, rootEntries) {
  let atRoot = await pickFile(root, "", rootEntries);
  if (atRoot?.history === !0) return { path: atRoot.path, source: "found", exists: !0 };
  let docs = rootEntries.find((e) => e.name === "docs"), inDocs = docs !== void 0 && (docs.isDirectory() || docs.isSymbolicLink()) ? await pickFile(root, "docs/", await listDir(root, "docs")) : void 0;
  if (atRoot !== void 0 && inDocs !== void 0 && await isPointer(root, atRoot) && await hasHistory(root, inDocs))
    return { path: inDocs.path, source: "found", exists: !0 };
  let found = atRoot ?? inDocs;
  return found !== void 0 ? { path: found.path, source: "found", exists: !0 } : { path: DEFAULT_CHANGELOG, source: "default", exists: !1 };
}
async function isPointer(root, picked) {
  if (picked.history === !0) return !1;
  let text2 = await readRepoText(root, picked.path, ConfigError).catch(() => {
  });
  return text2 !== void 0 && text2.text.trim() !== "" && !hasVersionHeading(text2.text);
}
async function hasHistory(root, picked) {
  if (picked.history !== void 0) return picked.history;
  let text2 = await readRepoText(root, picked.path, ConfigError).catch(() => {
  });
  return text2 !== void 0 && hasVersionHeading(text2.text);
}
function towncrierNewsFile(data) {
  let tool = data.tool;
  if (!isTable(tool) || !isTable(tool.towncrier)) return;
  let settings = tool.towncrier;
  return settings.single_file === !1 ? void 0 : (typeof settings.filename == "string" && settings.filename.trim() !== "" ? settings.filename : "NEWS.rst").replace(/\\/g, "/").replace(/^(?:\.\/)+/, "");
}
async function readTowncrierFile(root, entries, pyproject) {
  let names = new Set(entries.map((e) => e.name));
  if (names.has("towncrier.toml")) {
    let text3 = (await readRepoText(root, "towncrier.toml", ConfigError))?.text;
    if (text3 !== void 0) return towncrierNewsFile(parseToml(text3, "towncrier.toml"));
  }
  if (pyproject !== void 0) return towncrierNewsFile(pyproject);
  if (!names.has("pyproject.toml")) return;
  let text2 = (await readRepoText(root, "pyproject.toml", ConfigError))?.text;
  return text2 === void 0 ? void 0 : towncrierNewsFile(parseToml(text2, "pyproject.toml"));
}
async function listCandidates(root, prefix, entries) {
  let candidates = entries.filter((e) => rankChangelogName(e.name) !== void 0 && (e.isFile() || e.isSymbolicLink())).map((e) => e.name), found = [];
  for (; candidates.length > 0; ) {
    let name = pickChangelogName(candidates);
    candidates.splice(candidates.indexOf(name), 1), (entries.find((e) => e.name === name).isFile() || await isFileInside(root, prefix + name).catch(passOver(found))) && found.push(prefix + name);
  }
  return found;
}
function passOver(found) {
  return (error) => {
    if (found.length === 0) throw error;
    return !1;
  };
}
async function pickFile(root, prefix, entries) {
  let candidates = await listCandidates(root, prefix, entries);
  if (candidates.length !== 0) {
    if (candidates.length === 1) return { path: candidates[0], history: void 0 };
    for (let path of candidates) {
      let text2 = await readRepoText(root, path, ConfigError).catch(() => {
      });
      if (text2 !== void 0 && hasVersionHeading(text2.text)) return { path, history: !0 };
    }
    return { path: candidates[0], history: !1 };
  }
}
async function isFileInside(root, given) {
  try {
    let path = await resolveRepoPath(root, given);
    return (await stat(path.abs).catch(() => {
    }))?.isFile() === !0;
  } catch (error) {
    throw error instanceof OutsideRepositoryError ? new ConfigError(
      `${error.message}; releaser reads and writes files inside the repository only, nothing was changed`
    ) : error;
  }
}
async function listDir(root, folder) {
  let dir = root;
  if (folder !== void 0) {
    let path = await resolveRepoPath(root, folder).catch(() => {
    });
    if (path === void 0) return [];
    dir = path.abs;
  }
  return readdir2(dir, { withFileTypes: !0 }).catch(() => []);
}
function isTable(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}

// src/project/version-target.ts
function parseVersionFileEntry(entry) {
  if (typeof entry != "string")
    return { kind: "pattern", path: normalisePath(entry.path), pattern: entry.pattern };
  let path = versionFilePath(entry);
  if (!entry.includes(":")) return { kind: "text", path };
  let name = entry.slice(entry.lastIndexOf(":") + 1);
  return path.endsWith(".toml") ? { kind: "toml", path, key: name } : { kind: "python", path, variable: name };
}
function versionFilePath(entry) {
  if (typeof entry != "string") return normalisePath(entry.path);
  let colon = entry.lastIndexOf(":");
  return normalisePath(colon === -1 ? entry : entry.slice(0, colon));
}
function describeVersionFileEntry(entry) {
  return typeof entry == "string" ? entry : `{ path = "${entry.path}", pattern = '${entry.pattern}' }`;
}
function normalisePath(path) {
  return path.replace(/^\.\//, "");
}

// src/config/paths.ts
async function checkConfigPaths(root, config, layers) {
  let check = async (key, path) => {
    try {
      await resolveRepoPath(root, path);
    } catch (error) {
      throw error instanceof OutsideRepositoryError ? isConfigured(layers, key) ? configValueError(
        layers,
        key,
        `${error.message}; give a path inside the repository, relative to its root`
      ) : new ConfigError(
        `${error.message}; releaser reads and writes files inside the repository only, nothing was changed`
      ) : error;
    }
  };
  for (let entry of config.version_files) await check(["version_files"], versionFilePath(entry));
  await check(["changelog_file"], config.changelog_file);
  for (let pattern of config.release.assets) {
    let fixed = pattern.split(/[*?[{]/)[0] ?? "";
    if (/(^|[\\/])\.\.([\\/]|$)/.test(pattern) || fixed.startsWith("/") || /^[A-Za-z]:[\\/]/.test(fixed) || fixed.startsWith("~"))
      throw configValueError(
        layers,
        ["release", "assets"],
        `"${pattern}" points outside the repository; asset globs are relative to the repository root and must stay inside it`
      );
  }
}

// node_modules/valibot/dist/index.mjs
var store$4, DEFAULT_CONFIG = {
  lang: void 0,
  message: void 0,
  abortEarly: void 0,
  abortPipeEarly: void 0
};
// @__NO_SIDE_EFFECTS__
function getGlobalConfig(config$1) {
  return !config$1 && !store$4 ? DEFAULT_CONFIG : {
    lang: config$1?.lang ?? store$4?.lang,
    message: config$1?.message,
    abortEarly: config$1?.abortEarly ?? store$4?.abortEarly,
    abortPipeEarly: config$1?.abortPipeEarly ?? store$4?.abortPipeEarly
  };
}
var store$3;
// @__NO_SIDE_EFFECTS__
function getGlobalMessage(lang) {
  return store$3?.get(lang);
}
var store$2;
// @__NO_SIDE_EFFECTS__
function getSchemaMessage(lang) {
  return store$2?.get(lang);
}
var store$1;
// @__NO_SIDE_EFFECTS__
function getSpecificMessage(reference, lang) {
  return store$1?.get(reference)?.get(lang);
}
// @__NO_SIDE_EFFECTS__
function _stringify(input) {
  let type = typeof input;
  return type === "string" ? `"${input}"` : type === "number" || type === "bigint" || type === "boolean" ? `${input}` : type === "object" || type === "function" ? (input && Object.getPrototypeOf(input)?.constructor?.name) ?? "null" : type;
}
function _addIssue(context, label, dataset, config$1, other) {
  let input = other && "input" in other ? other.input : dataset.value, expected = other?.expected ?? context.expects ?? null, received = other?.received ?? /* @__PURE__ */ _stringify(input), issue = {
    kind: context.kind,
    type: context.type,
    input,
    expected,
    received,
    message: `Invalid ${label}: ${expected ? `Expected ${expected} but r` : "R"}eceived ${received}`,
    requirement: context.requirement,
    path: other?.path,
    issues: other?.issues,
    lang: config$1.lang,
    abortEarly: config$1.abortEarly,
    abortPipeEarly: config$1.abortPipeEarly
  }, isSchema = context.kind === "schema", message$1 = other?.message ?? context.message ?? /* @__PURE__ */ getSpecificMessage(context.reference, issue.lang) ?? (isSchema ? /* @__PURE__ */ getSchemaMessage(issue.lang) : null) ?? config$1.message ?? /* @__PURE__ */ getGlobalMessage(issue.lang);
  message$1 !== void 0 && (issue.message = typeof message$1 == "function" ? message$1(issue) : message$1), isSchema && (dataset.typed = !1), dataset.issues ? dataset.issues.push(issue) : dataset.issues = [issue];
}
// @__NO_SIDE_EFFECTS__
function _isValidObjectKey(object$1, key) {
  return Object.prototype.hasOwnProperty.call(object$1, key) && key !== "__proto__" && key !== "prototype" && key !== "constructor";
}
// @__NO_SIDE_EFFECTS__
function _joinExpects(values$1, separator) {
  let list = [...new Set(values$1)];
  return list.length > 1 ? `(${list.join(` ${separator} `)})` : list[0] ?? "never";
}
function _standardSchema(schema) {
  return schema["~standard"] = {
    version: 1,
    vendor: "valibot",
    validate: (value$1) => schema["~run"]({ value: value$1 }, /* @__PURE__ */ getGlobalConfig())
  }, schema;
}
var ValiError = class extends Error {
  /**
  * Creates a Valibot error with useful information.
  *
  * @param issues The error issues.
  */
  constructor(issues) {
    super(issues[0].message), this.name = "ValiError", this.issues = issues;
  }
};
var EMOJI_REGEX = new RegExp("^(?:[\\u{1F1E6}-\\u{1F1FF}]{2}|\\u{1F3F4}[\\u{E0061}-\\u{E007A}]{2}[\\u{E0030}-\\u{E0039}\\u{E0061}-\\u{E007A}]{1,3}\\u{E007F}|(?:\\p{Emoji}\\uFE0F\\u20E3?|\\p{Emoji_Modifier_Base}\\p{Emoji_Modifier}?|(?![\\p{Emoji_Modifier_Base}\\u{1F1E6}-\\u{1F1FF}])\\p{Emoji_Presentation})(?:\\u200D(?:\\p{Emoji}\\uFE0F\\u20E3?|\\p{Emoji_Modifier_Base}\\p{Emoji_Modifier}?|(?![\\p{Emoji_Modifier_Base}\\u{1F1E6}-\\u{1F1FF}])\\p{Emoji_Presentation}))*)+$", "u");
// @__NO_SIDE_EFFECTS__
function integer(message$1) {
  return {
    kind: "validation",
    type: "integer",
    reference: integer,
    async: !1,
    expects: null,
    requirement: Number.isInteger,
    message: message$1,
    "~run"(dataset, config$1) {
      return dataset.typed && !this.requirement(dataset.value) && _addIssue(this, "integer", dataset, config$1), dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function minValue(requirement, message$1) {
  return {
    kind: "validation",
    type: "min_value",
    reference: minValue,
    async: !1,
    expects: `>=${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
    requirement,
    message: message$1,
    "~run"(dataset, config$1) {
      return dataset.typed && !(dataset.value >= this.requirement) && _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) }), dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function getFallback(schema, dataset, config$1) {
  return typeof schema.fallback == "function" ? schema.fallback(dataset, config$1) : schema.fallback;
}
// @__NO_SIDE_EFFECTS__
function getDefault(schema, dataset, config$1) {
  return typeof schema.default == "function" ? schema.default(dataset, config$1) : schema.default;
}
// @__NO_SIDE_EFFECTS__
function array(item, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "array",
    reference: array,
    expects: "Array",
    async: !1,
    item,
    message: message$1,
    "~run"(dataset, config$1) {
      let input = dataset.value;
      if (Array.isArray(input)) {
        dataset.typed = !0, dataset.value = [];
        for (let key = 0; key < input.length; key++) {
          let value$1 = input[key], itemDataset = this.item["~run"]({ value: value$1 }, config$1);
          if (itemDataset.issues) {
            let pathItem = {
              type: "array",
              origin: "value",
              input,
              key,
              value: value$1
            };
            for (let issue of itemDataset.issues)
              issue.path ? issue.path.unshift(pathItem) : issue.path = [pathItem], dataset.issues?.push(issue);
            if (dataset.issues || (dataset.issues = itemDataset.issues), config$1.abortEarly) {
              dataset.typed = !1;
              break;
            }
          }
          itemDataset.typed || (dataset.typed = !1), dataset.value.push(itemDataset.value);
        }
      } else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function boolean(message$1) {
  return _standardSchema({
    kind: "schema",
    type: "boolean",
    reference: boolean,
    expects: "boolean",
    async: !1,
    message: message$1,
    "~run"(dataset, config$1) {
      return typeof dataset.value == "boolean" ? dataset.typed = !0 : _addIssue(this, "type", dataset, config$1), dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function number(message$1) {
  return _standardSchema({
    kind: "schema",
    type: "number",
    reference: number,
    expects: "number",
    async: !1,
    message: message$1,
    "~run"(dataset, config$1) {
      return typeof dataset.value == "number" && !isNaN(dataset.value) ? dataset.typed = !0 : _addIssue(this, "type", dataset, config$1), dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function optional(wrapped, default_) {
  return _standardSchema({
    kind: "schema",
    type: "optional",
    reference: optional,
    expects: `(${wrapped.expects} | undefined)`,
    async: !1,
    wrapped,
    default: default_,
    "~run"(dataset, config$1) {
      return dataset.value === void 0 && (this.default !== void 0 && (dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1)), dataset.value === void 0) ? (dataset.typed = !0, dataset) : this.wrapped["~run"](dataset, config$1);
    }
  });
}
// @__NO_SIDE_EFFECTS__
function picklist(options, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "picklist",
    reference: picklist,
    expects: /* @__PURE__ */ _joinExpects(options.map(_stringify), "|"),
    async: !1,
    options,
    message: message$1,
    "~run"(dataset, config$1) {
      return this.options.includes(dataset.value) ? dataset.typed = !0 : _addIssue(this, "type", dataset, config$1), dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function record(key, value$1, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "record",
    reference: record,
    expects: "Object",
    async: !1,
    key,
    value: value$1,
    message: message$1,
    "~run"(dataset, config$1) {
      let input = dataset.value;
      if (input && typeof input == "object") {
        dataset.typed = !0, dataset.value = {};
        for (let entryKey in input) if (/* @__PURE__ */ _isValidObjectKey(input, entryKey)) {
          let entryValue = input[entryKey], keyDataset = this.key["~run"]({ value: entryKey }, config$1);
          if (keyDataset.issues) {
            let pathItem = {
              type: "object",
              origin: "key",
              input,
              key: entryKey,
              value: entryValue
            };
            for (let issue of keyDataset.issues)
              issue.path = [pathItem], dataset.issues?.push(issue);
            if (dataset.issues || (dataset.issues = keyDataset.issues), config$1.abortEarly) {
              dataset.typed = !1;
              break;
            }
          }
          let valueDataset = this.value["~run"]({ value: entryValue }, config$1);
          if (valueDataset.issues) {
            let pathItem = {
              type: "object",
              origin: "value",
              input,
              key: entryKey,
              value: entryValue
            };
            for (let issue of valueDataset.issues)
              issue.path ? issue.path.unshift(pathItem) : issue.path = [pathItem], dataset.issues?.push(issue);
            if (dataset.issues || (dataset.issues = valueDataset.issues), config$1.abortEarly) {
              dataset.typed = !1;
              break;
            }
          }
          (!keyDataset.typed || !valueDataset.typed) && (dataset.typed = !1), keyDataset.typed && (dataset.value[keyDataset.value] = valueDataset.value);
        }
      } else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function strictObject(entries$1, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "strict_object",
    reference: strictObject,
    expects: "Object",
    async: !1,
    entries: entries$1,
    message: message$1,
    "~run"(dataset, config$1) {
      let input = dataset.value;
      if (input && typeof input == "object") {
        dataset.typed = !0, dataset.value = {};
        for (let key in this.entries) {
          let valueSchema = this.entries[key];
          if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
            let value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema), valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
            if (valueDataset.issues) {
              let pathItem = {
                type: "object",
                origin: "value",
                input,
                key,
                value: value$1
              };
              for (let issue of valueDataset.issues)
                issue.path ? issue.path.unshift(pathItem) : issue.path = [pathItem], dataset.issues?.push(issue);
              if (dataset.issues || (dataset.issues = valueDataset.issues), config$1.abortEarly) {
                dataset.typed = !1;
                break;
              }
            }
            valueDataset.typed || (dataset.typed = !1), dataset.value[key] = valueDataset.value;
          } else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
          else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish" && (_addIssue(this, "key", dataset, config$1, {
            input: void 0,
            expected: `"${key}"`,
            path: [{
              type: "object",
              origin: "key",
              input,
              key,
              value: input[key]
            }]
          }), config$1.abortEarly))
            break;
        }
        if (!dataset.issues || !config$1.abortEarly) {
          for (let key in input) if (!Object.prototype.hasOwnProperty.call(this.entries, key)) {
            _addIssue(this, "key", dataset, config$1, {
              input: key,
              expected: "never",
              path: [{
                type: "object",
                origin: "key",
                input,
                key,
                value: input[key]
              }]
            });
            break;
          }
        }
      } else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function string(message$1) {
  return _standardSchema({
    kind: "schema",
    type: "string",
    reference: string,
    expects: "string",
    async: !1,
    message: message$1,
    "~run"(dataset, config$1) {
      return typeof dataset.value == "string" ? dataset.typed = !0 : _addIssue(this, "type", dataset, config$1), dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function _subIssues(datasets) {
  let issues;
  if (datasets) for (let dataset of datasets) if (issues) for (let issue of dataset.issues) issues.push(issue);
  else issues = dataset.issues;
  return issues;
}
// @__NO_SIDE_EFFECTS__
function union(options, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "union",
    reference: union,
    expects: /* @__PURE__ */ _joinExpects(options.map((option) => option.expects), "|"),
    async: !1,
    options,
    message: message$1,
    "~run"(dataset, config$1) {
      let validDataset, typedDatasets, untypedDatasets;
      for (let schema of this.options) {
        let optionDataset = schema["~run"]({ value: dataset.value }, config$1);
        if (optionDataset.typed) if (optionDataset.issues) typedDatasets ? typedDatasets.push(optionDataset) : typedDatasets = [optionDataset];
        else {
          validDataset = optionDataset;
          break;
        }
        else untypedDatasets ? untypedDatasets.push(optionDataset) : untypedDatasets = [optionDataset];
      }
      if (validDataset) return validDataset;
      if (typedDatasets) {
        if (typedDatasets.length === 1) return typedDatasets[0];
        _addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(typedDatasets) }), dataset.typed = !0;
      } else {
        if (untypedDatasets?.length === 1) return untypedDatasets[0];
        _addIssue(this, "type", dataset, config$1, { issues: /* @__PURE__ */ _subIssues(untypedDatasets) });
      }
      return dataset;
    }
  });
}
function parse(schema, input, config$1) {
  let dataset = schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
  if (dataset.issues) throw new ValiError(dataset.issues);
  return dataset.value;
}
// @__NO_SIDE_EFFECTS__
function pipe(...pipe$1) {
  return _standardSchema({
    ...pipe$1[0],
    pipe: pipe$1,
    "~run"(dataset, config$1) {
      for (let item of pipe$1) if (item.kind !== "metadata") {
        if (dataset.issues && (item.kind === "schema" || item.kind === "transformation")) {
          dataset.typed = !1;
          break;
        }
        (!dataset.issues || !config$1.abortEarly && !config$1.abortPipeEarly) && (dataset = item["~run"](dataset, config$1));
      }
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function safeParse(schema, input, config$1) {
  let dataset = schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
  return {
    typed: dataset.typed,
    success: !dataset.issues,
    output: dataset.value,
    issues: dataset.issues
  };
}

// src/config/schema.ts
var text = string(), textList = array(string()), argv = union([string(), array(string())]), versionFile = union([string(), strictObject({ path: text, pattern: text })]), changelog = strictObject({
  /** Section titles by commit type (overrides and additions to spec table 2.7). */
  sections: optional(record(string(), text), {}),
  /** Types left out of the changelog. */
  hidden: optional(textList, ["style", "test", "ci", "chore"]),
  /** towncrier fragment types -> the bump a fragment of that type asks for (DESIGN 4): `{ type = "minor" }`. */
  fragment_bumps: optional(record(string(), picklist(["major", "minor", "patch", "none"])), {})
}), parser = strictObject({
  pattern: optional(text),
  preset: optional(picklist(["gitmoji", "scientific-python"]))
}), host = strictObject({
  /** `auto`: GitLab when origin is on gitlab.com or GitLab CI's server (DESIGN 9), else GitHub. */
  provider: optional(picklist(["auto", "github", "gitlab"]), "auto"),
  api_url: optional(text, "https://api.github.com"),
  /** owner/repo; default: parsed from the origin remote. */
  repository: optional(text, ""),
  token_env: optional(text, "GITHUB_TOKEN"),
  /** Seconds releaser waits out a rate limit before it gives up with RateLimitError. */
  max_rate_limit_wait: optional(pipe(number(), integer(), minValue(0)), 300)
}), pr = strictObject({
  branch: optional(text, "releaser/{branch}"),
  title: optional(text, "chore(release): {version}"),
  labels: optional(textList, ["release"]),
  /** `api`: the release commit is made by the host (GitHub's Git Data API, GitLab's Commits API); `git`: pushed. */
  commit: optional(picklist(["api", "git"]), "api"),
  /** Start the PR's `pull_request` workflows by `workflow_dispatch`: `auto` in GitHub Actions only. */
  dispatch_checks: optional(picklist(["auto", "always", "never"]), "auto"),
  /** The host's auto-merge for the release PR, with this merge method; "" leaves it off. */
  auto_merge: optional(picklist(["", "squash", "merge", "rebase"]), "")
}), release = strictObject({
  assets: optional(textList, ["dist/*"]),
  draft: optional(boolean(), !1),
  prerelease: optional(boolean(), !1),
  /** Sign release tags with git's own `-s` (user.signingkey, gpg.format). */
  sign_tags: optional(boolean(), !1)
}), publish = strictObject({
  tool: optional(picklist(["auto", "uv", "poetry", "hatch", "pdm", "twine"]), "auto"),
  repository_url: optional(text, ""),
  build_command: optional(argv, ""),
  publish_command: optional(argv, ""),
  trusted_publishing: optional(picklist(["auto", "always", "never"]), "auto"),
  token_env: optional(text, "PYPI_TOKEN"),
  /** GitLab CI: the variable holding the OIDC ID token for trusted publishing. */
  id_token_env: optional(text, "PYPI_ID_TOKEN"),
  skip_existing: optional(boolean(), !0)
}), hooks = strictObject({
  pre_release: optional(textList, []),
  post_release: optional(textList, [])
}), configSchema = strictObject({
  tag_format: optional(text, "v{version}"),
  /** How versions are numbered: semver's major.minor.patch, or by the calendar (calver_format). */
  version_scheme: optional(picklist(["semver", "calver"]), "semver"),
  /** The calendar format (YYYY, YY, MM, M, N, MICRO), read when version_scheme is "calver". */
  calver_format: optional(text, "YY.N.MICRO"),
  /** One branch name, or names and globs (`["main", "*.x"]`): the first name is the trunk (DESIGN 3). */
  release_branch: optional(union([text, textList]), "main"),
  commit_message: optional(text, "chore(release): {version}"),
  major_on_zero: optional(boolean(), !0),
  version_files: optional(array(versionFile), []),
  changelog_file: optional(text, "CHANGELOG.md"),
  allowed_types: optional(textList, []),
  allowed_scopes: optional(textList, []),
  /** check-pr/check-commit require a scope. */
  require_scope: optional(boolean(), !1),
  /** check-pr/check-commit fail on style warnings (mood, case, length, period). */
  strict_style: optional(boolean(), !1),
  changelog: optional(changelog, {}),
  parsers: optional(array(parser), []),
  host: optional(host, {}),
  pr: optional(pr, {}),
  release: optional(release, {}),
  publish: optional(publish, {}),
  hooks: optional(hooks, {}),
  /**
   * The folders of the packages released from this repository, globs relative to the root
   * (DESIGN 8); empty: a uv workspace's members, else the one project at the root.
   */
  packages: optional(textList, []),
  /**
   * The packages are released together (DESIGN 8): one version, one tag of the root's shape, one
   * code-host release; every package's version files are written and its dists published.
   */
  shared_version: optional(boolean(), !1)
});

// src/config/resolve.ts
function resolveConfig(layers) {
  for (let layer of layers) {
    let result = safeParse(configSchema, layer.values);
    if (!result.success) throw layerError(layer, result.issues);
  }
  let merged = layers.reduce((acc, layer) => mergeTables(acc, layer.values), {});
  return parse(configSchema, merged);
}
var DEFAULT_CONFIG2 = parse(configSchema, {});
function mergeTables(low, high) {
  let out = { ...low };
  for (let [key, value] of Object.entries(high)) {
    let below = out[key];
    out[key] = isTable2(below) && isTable2(value) ? mergeTables(below, value) : value;
  }
  return out;
}
function isTable2(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}
function layerError(layer, issues) {
  let lines = issues.map((issue) => describeIssue(layer, issue)), [first, ...rest] = lines, more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length > 1 ? "s" : ""})` : "";
  return new ConfigError(`${first}${more}`, { details: rest });
}
function describeIssue(layer, issue) {
  let path = (issue.path ?? []).map((item) => String(item.key));
  if (issue.type === "strict_object" && issue.expected === "never") {
    let key = path[path.length - 1] ?? "", listed = knownKeys(path.slice(0, -1)), known = listed.length === 0 && path[0] === "version_files" ? ["path", "pattern"] : listed, suggestion = closest(key, known);
    return `${layer.file}: unknown key ${quoteKey(layer, path)}${suggestion ? ` (did you mean "${suggestion}"?)` : ""}; known keys here: ${known.join(", ")}`;
  }
  let where = `${layer.file}: key ${quoteKey(layer, path)}`, got = describeValue(valueAt(layer.values, path));
  if (issue.type === "picklist") {
    let options = (issue.expected ?? "").replace(/^\(|\)$/g, "").split(" | ");
    return `${where}: expected one of ${options.join(", ")}, got ${got}`;
  }
  if (issue.type === "union") {
    let value = valueAt(layer.values, path), inTable = isTable2(value) ? (issue.issues ?? []).find((sub) => sub.type === "strict_object") : void 0;
    if (inTable !== void 0) {
      let full = { ...inTable, path: [...issue.path ?? [], ...inTable.path ?? []] }, key = full.path?.at(-1)?.key;
      return inTable.expected !== "never" && valueAt(layer.values, [...path, String(key)]) === void 0 ? `${layer.file}: key ${quoteKey(layer, [...path, String(key)])} is missing: a table entry needs ${Object.keys(value).includes("path") ? "a pattern" : "a path"} as well` : describeIssue(layer, full);
    }
    return path[0] === "version_files" ? `${where}: expected a string ("path.py:NAME", "path.toml:key" or "path") or a table { path, pattern }, got ${got}` : `${where}: expected a string or a list of strings, got ${got}`;
  }
  let expected = issue.type === "strict_object" || issue.type === "record" ? "a table" : issue.expected;
  return `${where}: expected ${expected}, got ${got}`;
}
function quoteKey(layer, path) {
  return `"${[layer.prefix, ...path.map((p) => /^\d+$/.test(p) ? `[${p}]` : p)].filter((p) => p !== "").join(".").replace(/\.\[/g, "[")}"`;
}
function valueAt(values, path) {
  let current = values;
  for (let key of path) {
    if (typeof current != "object" || current === null) return;
    current = current[key];
  }
  return current;
}
function describeValue(value) {
  return value === void 0 ? "nothing" : Array.isArray(value) ? `a list ${truncate(JSON.stringify(value))}` : typeof value == "object" && value !== null ? "a table" : `${typeof value} ${truncate(JSON.stringify(value))}`;
}
function truncate(text2) {
  return text2.length > 40 ? `${text2.slice(0, 37)}...` : text2;
}
function knownKeys(path) {
  let schema = unwrap(configSchema);
  for (let key of path) {
    let next = /^\d+$/.test(key) ? schema?.item : schema?.entries?.[key];
    schema = unwrap(next);
  }
  return Object.keys(schema?.entries ?? {});
}
function unwrap(schema) {
  let current = schema;
  for (; current?.wrapped !== void 0; ) current = current.wrapped;
  return current;
}
function closest(word, candidates) {
  let best, bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (let candidate of candidates) {
    let distance = editDistance(word.toLowerCase(), candidate);
    distance < bestDistance && (best = candidate, bestDistance = distance);
  }
  return best;
}
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let current = [i];
    for (let j = 1; j <= b.length; j++) {
      let cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
}

// src/config/sources.ts
var CONFIG_SOURCES = [
  { file: "pyproject.toml", table: ["tool", "releaser"] },
  { file: "releaser.toml" },
  { file: ".releaser.toml" }
];

// src/config/load.ts
async function loadConfig(root, options = {}) {
  let pyprojectText = (await readRepoText(root, "pyproject.toml", ConfigError))?.text, pyproject = pyprojectText === void 0 ? void 0 : { text: pyprojectText, data: parseToml(pyprojectText, "pyproject.toml") }, layers = [];
  if (options.configFile !== void 0) {
    let path = isAbsolute(options.configFile) ? options.configFile : resolve(options.cwd ?? root, options.configFile), shown = displayPath(root, path), text2 = await readOptional(path, shown);
    if (text2 === void 0)
      throw new ConfigError(`${shown}: config file not found (given by --config); check the path`);
    let source = basename(path) === "pyproject.toml" ? { file: shown, table: ["tool", "releaser"] } : { file: shown }, layer = toLayer(source, parseToml(text2, shown));
    layer && layers.push(layer);
  } else
    for (let source of CONFIG_SOURCES) {
      if (source.file === "pyproject.toml") {
        let layer2 = pyproject && toLayer(source, pyproject.data);
        layer2 && layers.push(layer2);
        continue;
      }
      let text2 = (await readRepoText(root, source.file, ConfigError))?.text;
      if (text2 === void 0) continue;
      let layer = toLayer(source, parseToml(text2, source.file));
      layer && layers.push(layer);
    }
  let config = resolveConfig(layers);
  checkConfigValues(config, layers);
  let changelog2;
  return options.findChangelog !== !1 && !isConfigured(layers, ["changelog_file"]) && (changelog2 = await findChangelogFile(root, { pyproject: pyproject?.data }), config.changelog_file = changelog2.path), await checkConfigPaths(root, config, layers), { config, files: layers.map((l) => l.file), pyproject, layers, changelog: changelog2 };
}
async function validateConfigValues(root, values, file = "pyproject.toml") {
  let layers = [{ file, prefix: "tool.releaser", values }], config = resolveConfig(layers);
  return checkConfigValues(config, layers), await checkConfigPaths(root, config, layers), config;
}
function toLayer(source, data) {
  if (!source.table) return { file: source.file, prefix: "", values: data };
  let values = data;
  for (let key of source.table) {
    if (typeof values != "object" || values === null) return;
    values = values[key];
  }
  if (values === void 0) return;
  let prefix = source.table.join(".");
  if (typeof values != "object" || values === null || Array.isArray(values))
    throw new ConfigError(
      `${source.file}: "${prefix}" must be a table ([${prefix}]), not a ${typeof values}`
    );
  return { file: source.file, prefix, values };
}
async function readOptional(path, shown) {
  try {
    let stats = await stat2(path);
    if (!stats.isFile() && !stats.isDirectory())
      throw new ConfigError(`${shown}: not a regular file; expected a TOML file`);
    return decodeUtf8(await readFile2(path), shown, ConfigError);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    let code = error.code;
    if (code === "ENOENT") return;
    throw code === "EISDIR" ? new ConfigError(`${shown}: is a directory, expected a TOML file`) : new ConfigError(`${shown}: cannot be read (${code ?? String(error)})`, { cause: error });
  }
}
function displayPath(root, path) {
  let rel = relative(root, path);
  return rel.startsWith("..") ? path : rel;
}

// src/git/run.ts
import { spawn } from "node:child_process";
var REMOTE_LIMIT_MS = {
  "ls-remote": 12e4,
  fetch: 3e5,
  push: 3e5,
  pull: 3e5
}, LOCAL_LIMIT_MS = 6e5;
function defaultLimitMs(args, env = process.env) {
  let remote = REMOTE_LIMIT_MS[subcommand(args)];
  if (remote === void 0) return LOCAL_LIMIT_MS;
  let asked = env.RELEASER_GIT_TIMEOUT_MS;
  if (asked === void 0 || asked === "") return remote;
  let value = Number(asked);
  if (!Number.isInteger(value) || value < 100 || value > 36e5)
    throw new ConfigError(
      `RELEASER_GIT_TIMEOUT_MS = "${asked}" is not a whole number of milliseconds from 100 to 3600000; set it to one (e.g. 120000) or unset it`
    );
  return value;
}
function gitEnv(env = process.env) {
  return { ...env, LC_ALL: "C", GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0" };
}
function runGit(args, options) {
  return new Promise((resolvePromise, reject) => {
    let limitMs = Math.min(
      options.timeoutMs ?? Number.POSITIVE_INFINITY,
      defaultLimitMs(args, options.env)
    ), child = spawn("git", args, {
      cwd: options.cwd,
      env: gitEnv(options.env),
      stdio: [options.input === void 0 ? "ignore" : "pipe", "pipe", "pipe"],
      detached: process.platform !== "win32"
    });
    running.add(child), watchExit(), options.input !== void 0 && (child.stdin?.on("error", () => {
    }), child.stdin?.end(options.input));
    let out = [], err = [];
    child.stdout.on("data", (chunk) => out.push(chunk)), child.stderr.on("data", (chunk) => err.push(chunk)), child.on("error", (error) => {
      running.delete(child), clearTimeout(timer), reject(spawnError(error, options.cwd));
    });
    let started = now(), timedOut = !1, timer = setTimeout(() => {
      timedOut = !0, stopGroup(child), running.delete(child), child.stdout.destroy(), child.stderr.destroy(), reject(timeoutError(args, limitMs));
    }, limitMs);
    child.on("close", (code) => {
      if (clearTimeout(timer), running.delete(child), timedOut) return;
      tracing() && traceCall(`git ${commandLine(args)} -> exit ${code} (${took(started)})`);
      let result = {
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
        code: code ?? 1
      };
      result.code === 0 || options.allowedCodes?.includes(result.code) ? resolvePromise(result) : reject(gitFailure(args, result));
    });
  });
}
function timeoutError(args, limitMs) {
  let command = subcommand(args), seconds = limitMs / 1e3;
  return REMOTE_LIMIT_MS[command] === void 0 ? new GitError(
    `\`git ${command}\` did not finish in ${seconds} s and was stopped; look for what holds the repository (a hook, a lock, a filesystem that does not answer) and run again`
  ) : new GitError(
    `\`git ${command}\` had no answer in ${seconds} s and was stopped; check the network and the remote's URL (\`git remote -v\`)`
  );
}
var running = /* @__PURE__ */ new Set(), SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"], watching = !1;
function watchExit() {
  if (!watching) {
    watching = !0, process.on("exit", stopRunning);
    for (let signal of SIGNALS) {
      let onSignal = () => {
        stopRunning();
        for (let each of SIGNALS) process.removeListener(each, handlers[each]);
        process.removeListener("exit", stopRunning), watching = !1, process.listenerCount(signal) === 0 && process.kill(process.pid, signal);
      };
      handlers[signal] = onSignal, process.on(signal, onSignal);
    }
  }
}
var handlers = {};
function stopRunning() {
  for (let child of running) stopGroup(child);
  running.clear();
}
function stopGroup(child) {
  try {
    child.pid !== void 0 && process.platform !== "win32" ? process.kill(-child.pid, "SIGTERM") : child.kill("SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}
function subcommand(args) {
  for (let i = 0; i < args.length; i++) {
    let arg = args[i] ?? "";
    if (arg === "-c" || arg === "-C") i++;
    else if (!arg.startsWith("-")) return arg;
  }
  return "";
}
function spawnError(error, cwd) {
  return error.code === "ENOENT" ? new GitError("git was not found on PATH; install git (e.g. `apt-get install git`) and try again", {
    cause: error
  }) : new GitError(`git could not be started in ${cwd}: ${error.message}`, { cause: error });
}
function gitFailure(args, result) {
  let reason = firstErrorLine(result.stderr) ?? `exit code ${result.code}`;
  return new GitError(`\`git ${subcommand(args)}\` failed: ${reason}`, {
    details: [`command: git ${args.join(" ")}`, ...result.stderr.trim().split(`
`).filter(Boolean)]
  });
}
function firstErrorLine(stderr) {
  let lines = stderr.split(`
`).map((l) => l.trim());
  return (lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.find((l) => l !== ""))?.replace(/^(fatal|error):\s*/, "");
}

export {
  rankChangelogName,
  findChangelogFile,
  parseVersionFileEntry,
  versionFilePath,
  describeVersionFileEntry,
  require_picomatch2 as require_picomatch,
  FALLBACK_BRANCH,
  releaseBranchEntries,
  isBranchGlob,
  trunkOf,
  isReleaseBranch,
  lineOfBranch,
  inLine,
  lineText,
  checkConfigValues,
  isConfigured,
  checkConfigPaths,
  resolveConfig,
  loadConfig,
  validateConfigValues,
  gitEnv,
  runGit,
  spawnError,
  gitFailure
};
