#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  VersionFileError
} from "./chunk-DSG6HE4L.js";

// node_modules/eslint-visitor-keys/lib/visitor-keys.js
var KEYS = {
  ArrayExpression: ["elements"],
  ArrayPattern: ["elements"],
  ArrowFunctionExpression: ["params", "body"],
  AssignmentExpression: ["left", "right"],
  AssignmentPattern: ["left", "right"],
  AwaitExpression: ["argument"],
  BinaryExpression: ["left", "right"],
  BlockStatement: ["body"],
  BreakStatement: ["label"],
  CallExpression: ["callee", "arguments"],
  CatchClause: ["param", "body"],
  ChainExpression: ["expression"],
  ClassBody: ["body"],
  ClassDeclaration: ["id", "superClass", "body"],
  ClassExpression: ["id", "superClass", "body"],
  ConditionalExpression: ["test", "consequent", "alternate"],
  ContinueStatement: ["label"],
  DebuggerStatement: [],
  DoWhileStatement: ["body", "test"],
  EmptyStatement: [],
  ExperimentalRestProperty: ["argument"],
  ExperimentalSpreadProperty: ["argument"],
  ExportAllDeclaration: ["exported", "source", "attributes"],
  ExportDefaultDeclaration: ["declaration"],
  ExportNamedDeclaration: [
    "declaration",
    "specifiers",
    "source",
    "attributes"
  ],
  ExportSpecifier: ["local", "exported"],
  ExpressionStatement: ["expression"],
  ForInStatement: ["left", "right", "body"],
  ForOfStatement: ["left", "right", "body"],
  ForStatement: ["init", "test", "update", "body"],
  FunctionDeclaration: ["id", "params", "body"],
  FunctionExpression: ["id", "params", "body"],
  Identifier: [],
  IfStatement: ["test", "consequent", "alternate"],
  ImportAttribute: ["key", "value"],
  ImportDeclaration: ["specifiers", "source", "attributes"],
  ImportDefaultSpecifier: ["local"],
  ImportExpression: ["source", "options"],
  ImportNamespaceSpecifier: ["local"],
  ImportSpecifier: ["imported", "local"],
  JSXAttribute: ["name", "value"],
  JSXClosingElement: ["name"],
  JSXClosingFragment: [],
  JSXElement: ["openingElement", "children", "closingElement"],
  JSXEmptyExpression: [],
  JSXExpressionContainer: ["expression"],
  JSXFragment: ["openingFragment", "children", "closingFragment"],
  JSXIdentifier: [],
  JSXMemberExpression: ["object", "property"],
  JSXNamespacedName: ["namespace", "name"],
  JSXOpeningElement: ["name", "attributes"],
  JSXOpeningFragment: [],
  JSXSpreadAttribute: ["argument"],
  JSXSpreadChild: ["expression"],
  JSXText: [],
  LabeledStatement: ["label", "body"],
  Literal: [],
  LogicalExpression: ["left", "right"],
  MemberExpression: ["object", "property"],
  MetaProperty: ["meta", "property"],
  MethodDefinition: ["key", "value"],
  NewExpression: ["callee", "arguments"],
  ObjectExpression: ["properties"],
  ObjectPattern: ["properties"],
  PrivateIdentifier: [],
  Program: ["body"],
  Property: ["key", "value"],
  PropertyDefinition: ["key", "value"],
  RestElement: ["argument"],
  ReturnStatement: ["argument"],
  SequenceExpression: ["expressions"],
  SpreadElement: ["argument"],
  StaticBlock: ["body"],
  Super: [],
  SwitchCase: ["test", "consequent"],
  SwitchStatement: ["discriminant", "cases"],
  TaggedTemplateExpression: ["tag", "quasi"],
  TemplateElement: [],
  TemplateLiteral: ["quasis", "expressions"],
  ThisExpression: [],
  ThrowStatement: ["argument"],
  TryStatement: ["block", "handler", "finalizer"],
  UnaryExpression: ["argument"],
  UpdateExpression: ["argument"],
  VariableDeclaration: ["declarations"],
  VariableDeclarator: ["id", "init"],
  WhileStatement: ["test", "body"],
  WithStatement: ["object", "body"],
  YieldExpression: ["argument"]
}, NODE_TYPES = Object.keys(KEYS);
for (let type of NODE_TYPES)
  Object.freeze(KEYS[type]);
Object.freeze(KEYS);
var visitor_keys_default = KEYS;

// node_modules/eslint-visitor-keys/lib/index.js
function unionWith(additionalKeys) {
  let retv = (
    /** @type {{ [type: string]: ReadonlyArray<string> }} */
    Object.assign({}, visitor_keys_default)
  );
  for (let type of Object.keys(additionalKeys))
    if (Object.hasOwn(retv, type)) {
      let keys = new Set(additionalKeys[type]);
      for (let key of retv[type])
        keys.add(key);
      retv[type] = Object.freeze(Array.from(keys));
    } else
      retv[type] = Object.freeze(Array.from(additionalKeys[type]));
  return Object.freeze(retv);
}

// node_modules/toml-eslint-parser/lib/index.mjs
function last(arr) {
  return arr[arr.length - 1] ?? null;
}
function toKeyName(node) {
  return node.type === "TOMLBare" ? node.name : node.value;
}
var TOMLVerImpl = class {
  constructor(major, minor) {
    this.major = major, this.minor = minor;
  }
  lt(major, minor) {
    return this.major < major || this.major === major && this.minor < minor;
  }
  gte(major, minor) {
    return this.major > major || this.major === major && this.minor >= minor;
  }
}, TOML_VERSION_1_0 = new TOMLVerImpl(1, 0), TOML_VERSION_1_1 = new TOMLVerImpl(1, 1), DEFAULT_TOML_VERSION = TOML_VERSION_1_1, SUPPORTED_TOML_VERSIONS = {
  "1.0": TOML_VERSION_1_0,
  "1.0.0": TOML_VERSION_1_0,
  "1.1": TOML_VERSION_1_1,
  "1.1.0": TOML_VERSION_1_1,
  latest: TOML_VERSION_1_1,
  next: TOML_VERSION_1_1
};
function getTOMLVer(v) {
  return v && SUPPORTED_TOML_VERSIONS[v] || DEFAULT_TOML_VERSION;
}
var MESSAGES = {
  "unterminated-string": "Unterminated string constant",
  "unterminated-table-key": "Unterminated table-key",
  "unterminated-array": "Unterminated array",
  "unterminated-inline-table": "Unterminated inline table",
  "missing-key": "Empty bare keys are not allowed",
  "missing-newline": "Must be a newline",
  "missing-equals-sign": "Expected equal (=) token",
  "missing-value": "Unspecified values are invalid",
  "missing-comma": "Expected comma (,) token",
  "dupe-keys": "Defining a key multiple times is invalid",
  "unexpected-char": "Unexpected character",
  "unexpected-token": "Unexpected token",
  "invalid-control-character": "Control characters (codes < 0x1f and 0x7f) are not allowed",
  "invalid-comment-character": "Invalid code point {{cp}} within comments",
  "invalid-key-value-newline": "The key, equals sign, and value must be on the same line",
  "invalid-inline-table-newline": "No newlines are allowed between the curly braces unless they are valid within a value",
  "invalid-underscore": "Underscores are allowed between digits",
  "invalid-space": "Unexpected spaces",
  "invalid-three-quotes": "Three or more quotes are not permitted",
  "invalid-date": "Unexpected invalid date",
  "invalid-time": "Unexpected invalid time",
  "invalid-leading-zero": "Leading zeros are not allowed",
  "invalid-trailing-comma-in-inline-table": "Trailing comma is not permitted in an inline table",
  "invalid-char-in-escape-sequence": "Invalid character in escape sequence",
  "invalid-consecutive-dots-in-key": "Consecutive dots are not permitted in keys",
  "invalid-code-point": "Invalid code point {{cp}}",
  "invalid-trailing-dot-in-key": "Keys cannot end with a dot",
  "invalid-leading-dot-in-key": "Keys cannot start with a dot"
};
function getMessage(code, data) {
  return data ? MESSAGES[code].replace(/\{\{(.*?)\}\}/gu, (_, name$2) => name$2 in data ? data[name$2] : `{{${name$2}}}`) : MESSAGES[code];
}
var ParseError = class extends SyntaxError {
  /**
  * Initialize this ParseError instance.
  *
  */
  constructor(code, offset, line, column, data) {
    super(getMessage(code, data)), this.index = offset, this.lineNumber = line, this.column = column;
  }
}, CodePoint = {
  EOF: -1,
  NULL: 0,
  SOH: 1,
  BACKSPACE: 8,
  TABULATION: 9,
  LINE_FEED: 10,
  FORM_FEED: 12,
  CARRIAGE_RETURN: 13,
  ESCAPE: 27,
  SO: 14,
  US: 31,
  SPACE: 32,
  QUOTATION_MARK: 34,
  HASH: 35,
  SINGLE_QUOTE: 39,
  PLUS_SIGN: 43,
  COMMA: 44,
  DASH: 45,
  DOT: 46,
  DIGIT_0: 48,
  DIGIT_1: 49,
  DIGIT_2: 50,
  DIGIT_3: 51,
  DIGIT_7: 55,
  DIGIT_9: 57,
  COLON: 58,
  EQUALS_SIGN: 61,
  LATIN_CAPITAL_A: 65,
  LATIN_CAPITAL_E: 69,
  LATIN_CAPITAL_F: 70,
  LATIN_CAPITAL_T: 84,
  LATIN_CAPITAL_U: 85,
  LATIN_CAPITAL_Z: 90,
  LEFT_BRACKET: 91,
  BACKSLASH: 92,
  RIGHT_BRACKET: 93,
  UNDERSCORE: 95,
  LATIN_SMALL_A: 97,
  LATIN_SMALL_B: 98,
  LATIN_SMALL_E: 101,
  LATIN_SMALL_F: 102,
  LATIN_SMALL_I: 105,
  LATIN_SMALL_L: 108,
  LATIN_SMALL_N: 110,
  LATIN_SMALL_O: 111,
  LATIN_SMALL_R: 114,
  LATIN_SMALL_S: 115,
  LATIN_SMALL_T: 116,
  LATIN_SMALL_U: 117,
  LATIN_SMALL_X: 120,
  LATIN_SMALL_Z: 122,
  LEFT_BRACE: 123,
  RIGHT_BRACE: 125,
  TILDE: 126,
  DELETE: 127,
  PAD: 128,
  SUPERSCRIPT_TWO: 178,
  SUPERSCRIPT_THREE: 179,
  SUPERSCRIPT_ONE: 185,
  VULGAR_FRACTION_ONE_QUARTER: 188,
  VULGAR_FRACTION_THREE_QUARTERS: 190,
  LATIN_CAPITAL_LETTER_A_WITH_GRAVE: 192,
  LATIN_CAPITAL_LETTER_O_WITH_DIAERESIS: 214,
  LATIN_CAPITAL_LETTER_O_WITH_STROKE: 216,
  LATIN_SMALL_LETTER_O_WITH_DIAERESIS: 246,
  LATIN_SMALL_LETTER_O_WITH_STROKE: 248,
  GREEK_SMALL_REVERSED_DOTTED_LUNATE_SIGMA_SYMBOL: 891,
  GREEK_CAPITAL_LETTER_YOT: 895,
  CP_1FFF: 8191,
  ZERO_WIDTH_NON_JOINER: 8204,
  ZERO_WIDTH_JOINER: 8205,
  UNDERTIE: 8255,
  CHARACTER_TIE: 8256,
  SUPERSCRIPT_ZERO: 8304,
  CP_218F: 8591,
  CIRCLED_DIGIT_ONE: 9312,
  NEGATIVE_CIRCLED_DIGIT_ZERO: 9471,
  GLAGOLITIC_CAPITAL_LETTER_AZU: 11264,
  CP_2FEF: 12271,
  IDEOGRAPHIC_COMMA: 12289,
  CP_D7FF: 55295,
  CP_E000: 57344,
  CJK_COMPATIBILITY_IDEOGRAPH_F900: 63744,
  ARABIC_LIGATURE_SALAAMUHU_ALAYNAA: 64975,
  ARABIC_LIGATURE_SALLA_USED_AS_KORANIC_STOP_SIGN_ISOLATED_FORM: 65008,
  REPLACEMENT_CHARACTER: 65533,
  LINEAR_B_SYLLABLE_B008_A: 65536,
  CP_EFFFF: 983039,
  CP_10FFFF: 1114111
};
function isControl(cp) {
  return cp >= CodePoint.NULL && cp <= CodePoint.US;
}
function isWhitespace(cp) {
  return cp === CodePoint.TABULATION || cp === CodePoint.SPACE;
}
function isEOL(cp) {
  return cp === CodePoint.LINE_FEED || cp === CodePoint.CARRIAGE_RETURN;
}
function isUpperLetter(cp) {
  return cp >= CodePoint.LATIN_CAPITAL_A && cp <= CodePoint.LATIN_CAPITAL_Z;
}
function isLowerLetter(cp) {
  return cp >= CodePoint.LATIN_SMALL_A && cp <= CodePoint.LATIN_SMALL_Z;
}
function isLetter(cp) {
  return isLowerLetter(cp) || isUpperLetter(cp);
}
function isDigit(cp) {
  return cp >= CodePoint.DIGIT_0 && cp <= CodePoint.DIGIT_9;
}
function isHexDig(cp) {
  return isDigit(cp) || cp >= CodePoint.LATIN_SMALL_A && cp <= CodePoint.LATIN_SMALL_F || cp >= CodePoint.LATIN_CAPITAL_A && cp <= CodePoint.LATIN_CAPITAL_F;
}
function isOctalDig(cp) {
  return cp >= CodePoint.DIGIT_0 && cp <= CodePoint.DIGIT_7;
}
function isUnicodeScalarValue(cp) {
  return cp >= 0 && cp <= 55295 || cp >= 57344 && cp <= 1114111;
}
function sortedLastIndex(array, value) {
  let low = 0, high = array.length;
  for (; low < high; ) {
    let mid = low + high >>> 1, val = array[mid];
    if (val === value) return mid + 1;
    val < value ? low = mid + 1 : high = mid;
  }
  return low;
}
var Locations = class {
  constructor() {
    this.offsets = [];
  }
  addOffset(offset) {
    for (let i = this.offsets.length - 1; i >= 0; i--) {
      let element = this.offsets[i];
      if (element === offset) return;
      if (element < offset) break;
    }
    this.offsets.push(offset);
  }
  /**
  * Calculate the location of the given index.
  * @param index The index to calculate their location.
  * @returns The location of the index.
  */
  getLocFromIndex(offset) {
    let line = sortedLastIndex(this.offsets, offset) + 1;
    return {
      line,
      column: offset - (line === 1 ? 0 : this.offsets[line - 2])
    };
  }
}, CodePointIterator = class {
  /**
  * Initialize this char iterator.
  */
  constructor(text) {
    this.locs = new Locations(), this.lastCodePoint = CodePoint.NULL, this.start = -1, this.end = 0, this.text = text;
  }
  next() {
    return this.lastCodePoint === CodePoint.EOF ? CodePoint.EOF : this.lastCodePoint = this.moveAt(this.end);
  }
  getLocFromIndex(index) {
    return this.locs.getLocFromIndex(index);
  }
  eat(cp) {
    return this.text.codePointAt(this.end) === cp ? (this.next(), !0) : !1;
  }
  moveAt(offset) {
    this.start = this.end = offset;
    let cp = this.text.codePointAt(this.start) ?? CodePoint.EOF;
    if (cp === CodePoint.EOF)
      return this.end = this.start, cp;
    if (this.end += cp >= 65536 ? 2 : 1, cp === CodePoint.LINE_FEED) this.locs.addOffset(this.end);
    else if (cp === CodePoint.CARRIAGE_RETURN)
      return this.text.codePointAt(this.end) === CodePoint.LINE_FEED && (this.end++, this.locs.addOffset(this.end)), CodePoint.LINE_FEED;
    return cp;
  }
}, HAS_BIGINT = typeof BigInt < "u", RADIX_PREFIXES = {
  16: "0x",
  10: "",
  8: "0o",
  2: "0b"
}, ESCAPES_1_0 = {
  [CodePoint.QUOTATION_MARK]: CodePoint.QUOTATION_MARK,
  [CodePoint.BACKSLASH]: CodePoint.BACKSLASH,
  [CodePoint.LATIN_SMALL_B]: CodePoint.BACKSPACE,
  [CodePoint.LATIN_SMALL_F]: CodePoint.FORM_FEED,
  [CodePoint.LATIN_SMALL_N]: CodePoint.LINE_FEED,
  [CodePoint.LATIN_SMALL_R]: CodePoint.CARRIAGE_RETURN,
  [CodePoint.LATIN_SMALL_T]: CodePoint.TABULATION
}, ESCAPES_LATEST = {
  ...ESCAPES_1_0,
  [CodePoint.LATIN_SMALL_E]: CodePoint.ESCAPE
}, Tokenizer = class {
  /**
  * Initialize this tokenizer.
  */
  constructor(text, parserOptions) {
    this.backCode = !1, this.lastCodePoint = CodePoint.NULL, this.state = "DATA", this.token = null, this.tokenStart = -1, this.valuesEnabled = !1, this.text = text, this.parserOptions = parserOptions || {}, this.codePointIterator = new CodePointIterator(text), this.tomlVersion = getTOMLVer(this.parserOptions.tomlVersion), this.ESCAPES = this.tomlVersion.gte(1, 1) ? ESCAPES_LATEST : ESCAPES_1_0;
  }
  get start() {
    return this.codePointIterator.start;
  }
  get end() {
    return this.codePointIterator.end;
  }
  getLocFromIndex(index) {
    return this.codePointIterator.getLocFromIndex(index);
  }
  /**
  * Report an invalid character error.
  */
  reportParseError(code, data) {
    let offset = this.codePointIterator.start, loc = this.codePointIterator.getLocFromIndex(offset);
    throw new ParseError(code, offset, loc.line, loc.column, data);
  }
  /**
  * Get the next token.
  */
  nextToken() {
    let token = this.token;
    if (token != null)
      return this.token = null, token;
    let cp = this.lastCodePoint;
    for (; cp !== CodePoint.EOF && !this.token; ) {
      cp = this.nextCode();
      let nextState = this[this.state](cp);
      if (!nextState) throw new Error(`Unknown error: pre state=${this.state}`);
      this.state = nextState;
    }
    return token = this.token, this.token = null, token;
  }
  /**
  * Get the next code point.
  */
  nextCode() {
    return this.lastCodePoint === CodePoint.EOF ? CodePoint.EOF : this.backCode ? (this.backCode = !1, this.lastCodePoint) : this.lastCodePoint = this.codePointIterator.next();
  }
  /**
  * Eat the next code point.
  */
  eatCode(cp) {
    return this.lastCodePoint === CodePoint.EOF ? !1 : this.backCode ? this.lastCodePoint === cp ? (this.backCode = !1, !0) : !1 : this.codePointIterator.eat(cp);
  }
  /**
  * Moves the character position to the given position.
  */
  moveAt(loc) {
    this.backCode && (this.backCode = !1), this.lastCodePoint = this.codePointIterator.moveAt(loc);
  }
  /**
  * Back the current code point as the given state.
  */
  back(state) {
    return this.backCode = !0, state;
  }
  punctuatorToken() {
    this.startToken(), this.endToken("Punctuator", "end");
  }
  startToken() {
    this.tokenStart = this.codePointIterator.start;
  }
  /**
  * Commit the current token.
  */
  endToken(type, pos, option1, option2) {
    let { tokenStart } = this, end = this.codePointIterator[pos], range = [tokenStart, end], loc = {
      start: this.codePointIterator.getLocFromIndex(tokenStart),
      end: this.codePointIterator.getLocFromIndex(end)
    };
    if (type === "Block") this.token = {
      type,
      value: this.text.slice(tokenStart + 1, end),
      range,
      loc
    };
    else {
      let token, value = this.text.slice(tokenStart, end);
      if (type === "BasicString" || type === "LiteralString" || type === "MultiLineBasicString" || type === "MultiLineLiteralString") token = {
        type,
        value,
        string: option1,
        range,
        loc
      };
      else if (type === "Integer") {
        let text = option1;
        token = {
          type,
          value,
          number: parseInt(text, option2),
          bigint: HAS_BIGINT ? BigInt(RADIX_PREFIXES[option2] + text) : null,
          range,
          loc
        };
      } else type === "Float" ? token = {
        type,
        value,
        number: option1,
        range,
        loc
      } : type === "Boolean" ? token = {
        type,
        value,
        boolean: option1,
        range,
        loc
      } : type === "LocalDate" || type === "LocalTime" || type === "LocalDateTime" || type === "OffsetDateTime" ? token = {
        type,
        value,
        date: option1,
        range,
        loc
      } : token = {
        type,
        value,
        range,
        loc
      };
      this.token = token;
    }
  }
  DATA(cp) {
    for (; isWhitespace(cp) || isEOL(cp); ) cp = this.nextCode();
    if (cp === CodePoint.HASH)
      return this.startToken(), "COMMENT";
    if (cp === CodePoint.QUOTATION_MARK)
      return this.startToken(), "BASIC_STRING";
    if (cp === CodePoint.SINGLE_QUOTE)
      return this.startToken(), "LITERAL_STRING";
    if (cp === CodePoint.DOT || cp === CodePoint.EQUALS_SIGN || cp === CodePoint.LEFT_BRACKET || cp === CodePoint.RIGHT_BRACKET || cp === CodePoint.LEFT_BRACE || cp === CodePoint.RIGHT_BRACE || cp === CodePoint.COMMA)
      return this.punctuatorToken(), "DATA";
    if (this.valuesEnabled) {
      if (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN)
        return this.startToken(), "SIGN";
      if (cp === CodePoint.LATIN_SMALL_N || cp === CodePoint.LATIN_SMALL_I)
        return this.startToken(), this.back("NAN_OR_INF");
      if (isDigit(cp))
        return this.startToken(), this.back("NUMBER");
      if (cp === CodePoint.LATIN_SMALL_T || cp === CodePoint.LATIN_SMALL_F)
        return this.startToken(), this.back("BOOLEAN");
    } else if (isUnquotedKeyChar(cp, this.tomlVersion))
      return this.startToken(), "BARE";
    return cp === CodePoint.EOF ? "DATA" : this.reportParseError("unexpected-char");
  }
  COMMENT(cp) {
    let processCommentChar = this.tomlVersion.gte(1, 1) ? (c) => {
      isNonEOL(c) || this.reportParseError("invalid-comment-character", { cp: JSON.stringify(String.fromCodePoint(c)).slice(1, -1) });
    } : (c) => {
      isControlOtherThanTab(c) && this.reportParseErrorControlChar();
    };
    for (; !isEOL(cp) && cp !== CodePoint.EOF; )
      processCommentChar(cp), cp = this.nextCode();
    return this.endToken("Block", "start"), "DATA";
  }
  BARE(cp) {
    for (; isUnquotedKeyChar(cp, this.tomlVersion); ) cp = this.nextCode();
    return this.endToken("Bare", "start"), this.back("DATA");
  }
  BASIC_STRING(cp) {
    if (cp === CodePoint.QUOTATION_MARK)
      return cp = this.nextCode(), cp === CodePoint.QUOTATION_MARK ? "MULTI_LINE_BASIC_STRING" : (this.endToken("BasicString", "start", ""), this.back("DATA"));
    let out = [];
    for (; cp !== CodePoint.QUOTATION_MARK && cp !== CodePoint.EOF && cp !== CodePoint.LINE_FEED; ) {
      if (isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
      if (cp === CodePoint.BACKSLASH) {
        cp = this.nextCode();
        let ecp = this.ESCAPES[cp];
        if (ecp) {
          out.push(ecp), cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_SMALL_U) {
          let code = this.parseUnicode(4);
          out.push(code), cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_CAPITAL_U) {
          let code = this.parseUnicode(8);
          out.push(code), cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_SMALL_X && this.tomlVersion.gte(1, 1)) {
          let code = this.parseUnicode(2);
          out.push(code), cp = this.nextCode();
          continue;
        }
        return this.reportParseError("invalid-char-in-escape-sequence");
      }
      out.push(cp), cp = this.nextCode();
    }
    return cp !== CodePoint.QUOTATION_MARK ? this.reportParseError("unterminated-string") : (this.endToken("BasicString", "end", String.fromCodePoint(...out)), "DATA");
  }
  MULTI_LINE_BASIC_STRING(cp) {
    let out = [];
    for (cp === CodePoint.LINE_FEED && (cp = this.nextCode()); cp !== CodePoint.EOF; ) {
      if (cp !== CodePoint.LINE_FEED && isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
      if (cp === CodePoint.QUOTATION_MARK) {
        let startPos = this.codePointIterator.start;
        if (this.eatCode(CodePoint.QUOTATION_MARK) && this.eatCode(CodePoint.QUOTATION_MARK))
          return this.eatCode(CodePoint.QUOTATION_MARK) && (out.push(CodePoint.QUOTATION_MARK), this.eatCode(CodePoint.QUOTATION_MARK) && (out.push(CodePoint.QUOTATION_MARK), this.eatCode(CodePoint.QUOTATION_MARK))) ? (this.moveAt(startPos), this.reportParseError("invalid-three-quotes")) : (this.endToken("MultiLineBasicString", "end", String.fromCodePoint(...out)), "DATA");
        this.moveAt(startPos);
      }
      if (cp === CodePoint.BACKSLASH) {
        cp = this.nextCode();
        let ecp = this.ESCAPES[cp];
        if (ecp) {
          out.push(ecp), cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_SMALL_U) {
          let code = this.parseUnicode(4);
          out.push(code), cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_CAPITAL_U) {
          let code = this.parseUnicode(8);
          out.push(code), cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LATIN_SMALL_X && this.tomlVersion.gte(1, 1)) {
          let code = this.parseUnicode(2);
          out.push(code), cp = this.nextCode();
          continue;
        } else if (cp === CodePoint.LINE_FEED) {
          for (cp = this.nextCode(); isWhitespace(cp) || cp === CodePoint.LINE_FEED; ) cp = this.nextCode();
          continue;
        } else if (isWhitespace(cp)) {
          let valid = !0, startPos = this.codePointIterator.start, nextCp;
          for (; (nextCp = this.nextCode()) !== CodePoint.EOF && nextCp !== CodePoint.LINE_FEED; )
            if (!isWhitespace(nextCp)) {
              this.moveAt(startPos), valid = !1;
              break;
            }
          if (valid) {
            for (cp = this.nextCode(); isWhitespace(cp) || cp === CodePoint.LINE_FEED; ) cp = this.nextCode();
            continue;
          }
        }
        return this.reportParseError("invalid-char-in-escape-sequence");
      }
      out.push(cp), cp = this.nextCode();
    }
    return this.reportParseError("unterminated-string");
  }
  LITERAL_STRING(cp) {
    if (cp === CodePoint.SINGLE_QUOTE)
      return cp = this.nextCode(), cp === CodePoint.SINGLE_QUOTE ? "MULTI_LINE_LITERAL_STRING" : (this.endToken("LiteralString", "start", ""), this.back("DATA"));
    let out = [];
    for (; cp !== CodePoint.SINGLE_QUOTE && cp !== CodePoint.EOF && cp !== CodePoint.LINE_FEED; ) {
      if (isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
      out.push(cp), cp = this.nextCode();
    }
    return cp !== CodePoint.SINGLE_QUOTE ? this.reportParseError("unterminated-string") : (this.endToken("LiteralString", "end", String.fromCodePoint(...out)), "DATA");
  }
  MULTI_LINE_LITERAL_STRING(cp) {
    let out = [];
    for (cp === CodePoint.LINE_FEED && (cp = this.nextCode()); cp !== CodePoint.EOF; ) {
      if (cp !== CodePoint.LINE_FEED && isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
      if (cp === CodePoint.SINGLE_QUOTE) {
        let startPos = this.codePointIterator.start;
        if (this.eatCode(CodePoint.SINGLE_QUOTE) && this.eatCode(CodePoint.SINGLE_QUOTE))
          return this.eatCode(CodePoint.SINGLE_QUOTE) && (out.push(CodePoint.SINGLE_QUOTE), this.eatCode(CodePoint.SINGLE_QUOTE) && (out.push(CodePoint.SINGLE_QUOTE), this.eatCode(CodePoint.SINGLE_QUOTE))) ? (this.moveAt(startPos), this.reportParseError("invalid-three-quotes")) : (this.endToken("MultiLineLiteralString", "end", String.fromCodePoint(...out)), "DATA");
        this.moveAt(startPos);
      }
      out.push(cp), cp = this.nextCode();
    }
    return this.reportParseError("unterminated-string");
  }
  SIGN(cp) {
    return cp === CodePoint.LATIN_SMALL_N || cp === CodePoint.LATIN_SMALL_I ? this.back("NAN_OR_INF") : isDigit(cp) ? this.back("NUMBER") : this.reportParseError("unexpected-char");
  }
  NAN_OR_INF(cp) {
    if (cp === CodePoint.LATIN_SMALL_N) {
      let startPos = this.codePointIterator.start;
      if (this.eatCode(CodePoint.LATIN_SMALL_A) && this.eatCode(CodePoint.LATIN_SMALL_N))
        return this.endToken("Float", "end", NaN), "DATA";
      this.moveAt(startPos);
    } else if (cp === CodePoint.LATIN_SMALL_I) {
      let startPos = this.codePointIterator.start;
      if (this.eatCode(CodePoint.LATIN_SMALL_N) && this.eatCode(CodePoint.LATIN_SMALL_F))
        return this.endToken("Float", "end", this.text[this.tokenStart] === "-" ? -1 / 0 : 1 / 0), "DATA";
      this.moveAt(startPos);
    }
    return this.reportParseError("unexpected-char");
  }
  NUMBER(cp) {
    let start = this.text[this.tokenStart], sign = start === "+" ? CodePoint.PLUS_SIGN : start === "-" ? CodePoint.DASH : CodePoint.NULL;
    if (cp === CodePoint.DIGIT_0) {
      if (sign === CodePoint.NULL) {
        let startPos = this.codePointIterator.start, nextCp$1 = this.nextCode();
        if (isDigit(nextCp$1)) {
          let nextNextCp = this.nextCode();
          if (nextNextCp === CodePoint.COLON)
            return this.data = {
              hasDate: !1,
              year: 0,
              month: 0,
              day: 0,
              hour: Number(String.fromCodePoint(CodePoint.DIGIT_0, nextCp$1)),
              minute: 0,
              second: 0
            }, "TIME_MINUTE";
          if (isDigit(nextNextCp)) {
            let nextNextNextCp = this.nextCode();
            if (isDigit(nextNextNextCp) && this.eatCode(CodePoint.DASH))
              return this.data = {
                hasDate: !0,
                year: Number(String.fromCodePoint(CodePoint.DIGIT_0, nextCp$1, nextNextCp, nextNextNextCp)),
                month: 0,
                day: 0,
                hour: 0,
                minute: 0,
                second: 0
              }, "DATE_MONTH";
          }
          return this.moveAt(startPos), this.reportParseError("invalid-leading-zero");
        }
        this.moveAt(startPos);
      }
      return cp = this.nextCode(), cp === CodePoint.LATIN_SMALL_X || cp === CodePoint.LATIN_SMALL_O || cp === CodePoint.LATIN_SMALL_B ? sign !== CodePoint.NULL ? this.reportParseError("unexpected-char") : cp === CodePoint.LATIN_SMALL_X ? "HEX" : cp === CodePoint.LATIN_SMALL_O ? "OCTAL" : "BINARY" : cp === CodePoint.LATIN_SMALL_E || cp === CodePoint.LATIN_CAPITAL_E ? (this.data = {
        minus: sign === CodePoint.DASH,
        left: [CodePoint.DIGIT_0]
      }, "EXPONENT_RIGHT") : cp === CodePoint.DOT ? (this.data = {
        minus: sign === CodePoint.DASH,
        absInt: [CodePoint.DIGIT_0]
      }, "FRACTIONAL_RIGHT") : (this.endToken("Integer", "start", "0", 10), this.back("DATA"));
    }
    let { out, nextCp, hasUnderscore } = this.parseDigits(cp, isDigit);
    return nextCp === CodePoint.DASH && sign === CodePoint.NULL && !hasUnderscore && out.length === 4 ? (this.data = {
      hasDate: !0,
      year: Number(String.fromCodePoint(...out)),
      month: 0,
      day: 0,
      hour: 0,
      minute: 0,
      second: 0
    }, "DATE_MONTH") : nextCp === CodePoint.COLON && sign === CodePoint.NULL && !hasUnderscore && out.length === 2 ? (this.data = {
      hasDate: !1,
      year: 0,
      month: 0,
      day: 0,
      hour: Number(String.fromCodePoint(...out)),
      minute: 0,
      second: 0
    }, "TIME_MINUTE") : nextCp === CodePoint.LATIN_SMALL_E || nextCp === CodePoint.LATIN_CAPITAL_E ? (this.data = {
      minus: sign === CodePoint.DASH,
      left: out
    }, "EXPONENT_RIGHT") : nextCp === CodePoint.DOT ? (this.data = {
      minus: sign === CodePoint.DASH,
      absInt: out
    }, "FRACTIONAL_RIGHT") : (this.endToken("Integer", "start", sign === CodePoint.DASH ? String.fromCodePoint(CodePoint.DASH, ...out) : String.fromCodePoint(...out), 10), this.back("DATA"));
  }
  HEX(cp) {
    let { out } = this.parseDigits(cp, isHexDig);
    return this.endToken("Integer", "start", String.fromCodePoint(...out), 16), this.back("DATA");
  }
  OCTAL(cp) {
    let { out } = this.parseDigits(cp, isOctalDig);
    return this.endToken("Integer", "start", String.fromCodePoint(...out), 8), this.back("DATA");
  }
  BINARY(cp) {
    let { out } = this.parseDigits(cp, (c) => c === CodePoint.DIGIT_0 || c === CodePoint.DIGIT_1);
    return this.endToken("Integer", "start", String.fromCodePoint(...out), 2), this.back("DATA");
  }
  FRACTIONAL_RIGHT(cp) {
    let { minus, absInt } = this.data, { out, nextCp } = this.parseDigits(cp, isDigit), absNum = [
      ...absInt,
      CodePoint.DOT,
      ...out
    ];
    if (nextCp === CodePoint.LATIN_SMALL_E || nextCp === CodePoint.LATIN_CAPITAL_E)
      return this.data = {
        minus,
        left: absNum
      }, "EXPONENT_RIGHT";
    let value = Number(minus ? String.fromCodePoint(CodePoint.DASH, ...absNum) : String.fromCodePoint(...absNum));
    return this.endToken("Float", "start", value), this.back("DATA");
  }
  EXPONENT_RIGHT(cp) {
    let { left, minus: leftMinus } = this.data, minus = !1;
    (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN) && (minus = cp === CodePoint.DASH, cp = this.nextCode());
    let { out } = this.parseDigits(cp, isDigit), right = out;
    minus && right.unshift(CodePoint.DASH);
    let value = Number(leftMinus ? String.fromCodePoint(CodePoint.DASH, ...left, CodePoint.LATIN_SMALL_E, ...right) : String.fromCodePoint(...left, CodePoint.LATIN_SMALL_E, ...right));
    return this.endToken("Float", "start", value), this.back("DATA");
  }
  BOOLEAN(cp) {
    if (cp === CodePoint.LATIN_SMALL_T) {
      let startPos = this.codePointIterator.start;
      if (this.eatCode(CodePoint.LATIN_SMALL_R) && this.eatCode(CodePoint.LATIN_SMALL_U) && this.eatCode(CodePoint.LATIN_SMALL_E))
        return this.endToken("Boolean", "end", !0), "DATA";
      this.moveAt(startPos);
    } else if (cp === CodePoint.LATIN_SMALL_F) {
      let startPos = this.codePointIterator.start;
      if (this.eatCode(CodePoint.LATIN_SMALL_A) && this.eatCode(CodePoint.LATIN_SMALL_L) && this.eatCode(CodePoint.LATIN_SMALL_S) && this.eatCode(CodePoint.LATIN_SMALL_E))
        return this.endToken("Boolean", "end", !1), "DATA";
      this.moveAt(startPos);
    }
    return this.reportParseError("unexpected-char");
  }
  DATE_MONTH(cp) {
    let start = this.codePointIterator.start;
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), !isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), cp !== CodePoint.DASH) return this.reportParseError("unexpected-char");
    let end = this.codePointIterator.start, data = this.data;
    return data.month = Number(this.text.slice(start, end)), "DATE_DAY";
  }
  DATE_DAY(cp) {
    let start = this.codePointIterator.start;
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), !isDigit(cp)) return this.reportParseError("unexpected-char");
    let end = this.codePointIterator.end, data = this.data;
    if (data.day = Number(this.text.slice(start, end)), !isValidDate(data.year, data.month, data.day)) return this.reportParseError("invalid-date");
    if (cp = this.nextCode(), cp === CodePoint.LATIN_CAPITAL_T || cp === CodePoint.LATIN_SMALL_T) return "TIME_HOUR";
    if (cp === CodePoint.SPACE) {
      let startPos = this.codePointIterator.start;
      if (isDigit(this.nextCode()) && isDigit(this.nextCode()))
        return this.moveAt(startPos), "TIME_HOUR";
      this.moveAt(startPos);
    }
    let dateValue = getDateFromDateTimeData(data, "");
    return this.endToken("LocalDate", "start", dateValue), this.back("DATA");
  }
  TIME_HOUR(cp) {
    let start = this.codePointIterator.start;
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), !isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), cp !== CodePoint.COLON) return this.reportParseError("unexpected-char");
    let end = this.codePointIterator.start, data = this.data;
    return data.hour = Number(this.text.slice(start, end)), "TIME_MINUTE";
  }
  TIME_MINUTE(cp) {
    let start = this.codePointIterator.start;
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), !isDigit(cp)) return this.reportParseError("unexpected-char");
    let end = this.codePointIterator.end, data = this.data;
    return data.minute = Number(this.text.slice(start, end)), cp = this.nextCode(), cp === CodePoint.COLON ? "TIME_SECOND" : this.tomlVersion.lt(1, 1) ? this.reportParseError("unexpected-char") : isValidTime(data.hour, data.minute, data.second) ? this.processTimeEnd(cp, data) : this.reportParseError("invalid-time");
  }
  TIME_SECOND(cp) {
    let start = this.codePointIterator.start;
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), !isDigit(cp)) return this.reportParseError("unexpected-char");
    let end = this.codePointIterator.end, data = this.data;
    return data.second = Number(this.text.slice(start, end)), isValidTime(data.hour, data.minute, data.second) ? (cp = this.nextCode(), cp === CodePoint.DOT ? "TIME_SEC_FRAC" : this.processTimeEnd(cp, data)) : this.reportParseError("invalid-time");
  }
  TIME_SEC_FRAC(cp) {
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    let start = this.codePointIterator.start;
    for (; isDigit(cp); ) cp = this.nextCode();
    let end = this.codePointIterator.start, data = this.data;
    return data.frac = this.text.slice(start, end), this.processTimeEnd(cp, data);
  }
  processTimeEnd(cp, data) {
    if (data.hasDate) {
      if (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN)
        return data.offsetSign = cp, "TIME_OFFSET";
      if (cp === CodePoint.LATIN_CAPITAL_Z || cp === CodePoint.LATIN_SMALL_Z) {
        let dateValue$2 = getDateFromDateTimeData(data, "Z");
        return this.endToken("OffsetDateTime", "end", dateValue$2), "DATA";
      }
      let dateValue$1 = getDateFromDateTimeData(data, "");
      return this.endToken("LocalDateTime", "start", dateValue$1), this.back("DATA");
    }
    let dateValue = getDateFromDateTimeData(data, "");
    return this.endToken("LocalTime", "start", dateValue), this.back("DATA");
  }
  TIME_OFFSET(cp) {
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    let hourStart = this.codePointIterator.start;
    if (cp = this.nextCode(), !isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), cp !== CodePoint.COLON) return this.reportParseError("unexpected-char");
    let hourEnd = this.codePointIterator.start;
    cp = this.nextCode();
    let minuteStart = this.codePointIterator.start;
    if (!isDigit(cp)) return this.reportParseError("unexpected-char");
    if (cp = this.nextCode(), !isDigit(cp)) return this.reportParseError("unexpected-char");
    let minuteEnd = this.codePointIterator.end, hour = Number(this.text.slice(hourStart, hourEnd)), minute = Number(this.text.slice(minuteStart, minuteEnd));
    if (!isValidTime(hour, minute, 0)) return this.reportParseError("invalid-time");
    let data = this.data, dateValue = getDateFromDateTimeData(data, `${String.fromCodePoint(data.offsetSign)}${padStart(hour, 2)}:${padStart(minute, 2)}`);
    return this.endToken("OffsetDateTime", "end", dateValue), "DATA";
  }
  parseDigits(cp, checkDigit) {
    if (cp === CodePoint.UNDERSCORE) return this.reportParseError("invalid-underscore");
    if (!checkDigit(cp)) return this.reportParseError("unexpected-char");
    let out = [], before = CodePoint.NULL, hasUnderscore = !1;
    for (; checkDigit(cp) || cp === CodePoint.UNDERSCORE; ) {
      if (cp === CodePoint.UNDERSCORE) {
        if (hasUnderscore = !0, before === CodePoint.UNDERSCORE) return this.reportParseError("invalid-underscore");
      } else out.push(cp);
      before = cp, cp = this.nextCode();
    }
    return before === CodePoint.UNDERSCORE ? this.reportParseError("invalid-underscore") : {
      out,
      nextCp: cp,
      hasUnderscore
    };
  }
  parseUnicode(count) {
    let startLoc = this.codePointIterator.start, start = this.codePointIterator.end, charCount = 0, cp;
    for (; (cp = this.nextCode()) !== CodePoint.EOF; ) {
      if (!isHexDig(cp))
        return this.moveAt(startLoc), this.reportParseError("invalid-char-in-escape-sequence");
      if (charCount++, charCount >= count) break;
    }
    let end = this.codePointIterator.end, code = this.text.slice(start, end), codePoint = parseInt(code, 16);
    return isUnicodeScalarValue(codePoint) ? codePoint : this.reportParseError("invalid-code-point", { cp: code });
  }
  reportParseErrorControlChar() {
    return this.reportParseError("invalid-control-character");
  }
};
function isUnquotedKeyChar(cp, tomlVersion) {
  return isLetter(cp) || isDigit(cp) || cp === CodePoint.UNDERSCORE || cp === CodePoint.DASH ? !0 : (tomlVersion.lt(1, 1), !1);
}
function isControlOtherThanTab(cp) {
  return isControl(cp) && cp !== CodePoint.TABULATION || cp === CodePoint.DELETE;
}
function isNonEOL(cp) {
  return cp === CodePoint.TABULATION || CodePoint.SPACE <= cp && cp <= CodePoint.TILDE || isNonAscii(cp);
}
function isNonAscii(cp) {
  return CodePoint.PAD <= cp && cp <= CodePoint.CP_D7FF || CodePoint.CP_E000 <= cp && cp <= CodePoint.CP_10FFFF;
}
function isValidDate(y, m, d) {
  return y >= 0 && m <= 12 && m >= 1 && d >= 1 ? d <= (m === 2 ? y & 3 || !(y % 25) && y & 15 ? 28 : 29 : 30 + (m + (m >> 3) & 1)) : !1;
}
function isValidTime(h, m, s) {
  return !(h >= 24 || h < 0 || m > 59 || m < 0 || s > 60 || s < 0);
}
function getDateFromDateTimeData(data, timeZone) {
  let year = padStart(data.year, 4), month = data.month ? padStart(data.month, 2) : "01", day = data.day ? padStart(data.day, 2) : "01", hour = padStart(data.hour, 2), minute = padStart(data.minute, 2), second = padStart(data.second, 2), textDate = `${year}-${month}-${day}`, frac = data.frac ? `.${data.frac}` : "", dateValue = /* @__PURE__ */ new Date(`${textDate}T${hour}:${minute}:${second}${frac}${timeZone}`);
  return !isNaN(dateValue.getTime()) || data.second !== 60 ? dateValue : /* @__PURE__ */ new Date(`${textDate}T${hour}:${minute}:59${frac}${timeZone}`);
}
function padStart(num, maxLength) {
  return String(num).padStart(maxLength, "0");
}
var VALUE_KIND_VALUE = /* @__PURE__ */ Symbol("VALUE_KIND_VALUE"), VALUE_KIND_INTERMEDIATE = /* @__PURE__ */ Symbol("VALUE_KIND_INTERMEDIATE"), KeysResolver = class {
  constructor(ctx) {
    this.rootKeys = /* @__PURE__ */ new Map(), this.tables = [], this.ctx = ctx;
  }
  applyResolveKeyForTable(node) {
    let keys = this.rootKeys, peekKeyIndex = node.key.keys.length - 1;
    for (let index = 0; index < peekKeyIndex; index++) {
      let keyNode = node.key.keys[index], keyName = toKeyName(keyNode);
      node.resolvedKey.push(keyName);
      let keyStore = keys.get(keyName);
      if (!keyStore)
        keyStore = {
          node: keyNode,
          keys: /* @__PURE__ */ new Map()
        }, keys.set(keyName, keyStore);
      else if (keyStore.table === "array") {
        let peekIndex = keyStore.peekIndex;
        node.resolvedKey.push(peekIndex), keyStore = keyStore.keys.get(peekIndex);
      }
      keys = keyStore.keys;
    }
    let lastKeyNode = node.key.keys[peekKeyIndex], lastKeyName = toKeyName(lastKeyNode);
    node.resolvedKey.push(lastKeyName);
    let lastKeyStore = keys.get(lastKeyName);
    if (lastKeyStore) if (lastKeyStore.table) if (lastKeyStore.table === "array") if (node.kind === "array") {
      let newKeyStore = {
        node: lastKeyNode,
        keys: /* @__PURE__ */ new Map()
      }, newIndex = lastKeyStore.peekIndex + 1;
      node.resolvedKey.push(newIndex), lastKeyStore.keys.set(newIndex, newKeyStore), lastKeyStore.peekIndex = newIndex, this.tables.push({
        node,
        keys: newKeyStore.keys
      });
    } else this.ctx.reportParseError("dupe-keys", lastKeyNode);
    else this.ctx.reportParseError("dupe-keys", lastKeyNode);
    else if (node.kind === "array") this.ctx.reportParseError("dupe-keys", lastKeyNode);
    else {
      let transformKey = {
        table: node.kind,
        node: lastKeyNode,
        keys: lastKeyStore.keys
      };
      keys.set(lastKeyName, transformKey), this.tables.push({
        node,
        keys: transformKey.keys
      });
    }
    else if (node.kind === "array") {
      node.resolvedKey.push(0);
      let newKeyStore = {
        node: lastKeyNode,
        keys: /* @__PURE__ */ new Map()
      };
      keys.set(lastKeyName, {
        table: node.kind,
        node: lastKeyNode,
        keys: /* @__PURE__ */ new Map([[0, newKeyStore]]),
        peekIndex: 0
      }), this.tables.push({
        node,
        keys: newKeyStore.keys
      });
    } else {
      let newKeyStore = {
        table: node.kind,
        node: lastKeyNode,
        keys: /* @__PURE__ */ new Map()
      };
      keys.set(lastKeyName, newKeyStore), this.tables.push({
        node,
        keys: newKeyStore.keys
      });
    }
  }
  verifyDuplicateKeys(node) {
    for (let body of node.body) body.type === "TOMLKeyValue" && verifyDuplicateKeysForKeyValue(this.ctx, this.rootKeys, body);
    for (let { node: tableNode, keys } of this.tables) for (let body of tableNode.body) verifyDuplicateKeysForKeyValue(this.ctx, keys, body);
  }
};
function verifyDuplicateKeysForKeyValue(ctx, defineKeys, node) {
  let keys = defineKeys, lastKey = last(node.key.keys);
  for (let keyNode of node.key.keys) {
    let key = toKeyName(keyNode), defineKey = keys.get(key);
    defineKey ? ((defineKey.value === VALUE_KIND_VALUE || lastKey === keyNode || defineKey.table) && ctx.reportParseError("dupe-keys", getAfterNode(keyNode, defineKey.node)), defineKey.value = VALUE_KIND_INTERMEDIATE) : (lastKey === keyNode ? defineKey = {
      value: VALUE_KIND_VALUE,
      node: keyNode,
      keys: /* @__PURE__ */ new Map()
    } : defineKey = {
      value: VALUE_KIND_INTERMEDIATE,
      node: keyNode,
      keys: /* @__PURE__ */ new Map()
    }, keys.set(key, defineKey)), keys = defineKey.keys;
  }
  node.value.type === "TOMLInlineTable" ? verifyDuplicateKeysForInlineTable(ctx, keys, node.value) : node.value.type === "TOMLArray" && verifyDuplicateKeysForArray(ctx, keys, node.value);
}
function verifyDuplicateKeysForInlineTable(ctx, defineKeys, node) {
  for (let body of node.body) verifyDuplicateKeysForKeyValue(ctx, defineKeys, body);
}
function verifyDuplicateKeysForArray(ctx, defineKeys, node) {
  let keys = defineKeys;
  for (let index = 0; index < node.elements.length; index++) {
    let element = node.elements[index], defineKey = keys.get(index);
    defineKey ? ctx.reportParseError("dupe-keys", getAfterNode(element, defineKey.node)) : (defineKey = {
      value: VALUE_KIND_VALUE,
      node: element,
      keys: /* @__PURE__ */ new Map()
    }, defineKeys.set(index, defineKey), element.type === "TOMLInlineTable" ? verifyDuplicateKeysForInlineTable(ctx, defineKey.keys, element) : element.type === "TOMLArray" && verifyDuplicateKeysForArray(ctx, defineKey.keys, element));
  }
}
function getAfterNode(a, b) {
  return a.range[0] <= b.range[0] ? b : a;
}
var Context = class {
  constructor(data) {
    this.tokens = [], this.comments = [], this.back = null, this.stateStack = [], this.needNewLine = !1, this.needSameLine = !1, this.currToken = null, this.prevToken = null, this.valueContainerStack = [], this.tokenizer = new Tokenizer(data.text, data.parserOptions), this.topLevelTable = data.topLevelTable, this.table = data.topLevelTable, this.keysResolver = new KeysResolver(this);
  }
  /**
  * Get the next token.
  */
  nextToken(option) {
    if (this.prevToken = this.currToken, this.back ? (this.currToken = this.back, this.back = null) : this.currToken = this._nextTokenFromTokenizer(option), (this.needNewLine || this.needSameLine || option?.needSameLine) && this.prevToken && this.currToken) if (this.prevToken.loc.end.line === this.currToken.loc.start.line) {
      if (this.needNewLine) return this.reportParseError("missing-newline", this.currToken);
    } else {
      let needSameLine = this.needSameLine || option?.needSameLine;
      if (needSameLine) return this.reportParseError(needSameLine, this.currToken);
    }
    return this.needNewLine = !1, this.needSameLine = !1, this.currToken;
  }
  _nextTokenFromTokenizer(option) {
    let valuesEnabled = this.tokenizer.valuesEnabled;
    option?.valuesEnabled && (this.tokenizer.valuesEnabled = option.valuesEnabled);
    let token = this.tokenizer.nextToken();
    for (; token && token.type === "Block"; )
      this.comments.push(token), token = this.tokenizer.nextToken();
    return token && this.tokens.push(token), this.tokenizer.valuesEnabled = valuesEnabled, token;
  }
  backToken() {
    if (this.back) throw new Error("Illegal state");
    this.back = this.currToken, this.currToken = this.prevToken;
  }
  addValueContainer(valueContainer) {
    this.valueContainerStack.push(valueContainer), this.tokenizer.valuesEnabled = !0;
  }
  consumeValueContainer() {
    let valueContainer = this.valueContainerStack.pop();
    return this.tokenizer.valuesEnabled = this.valueContainerStack.length > 0, valueContainer;
  }
  applyResolveKeyForTable(node) {
    this.keysResolver.applyResolveKeyForTable(node);
  }
  verifyDuplicateKeys() {
    this.keysResolver.verifyDuplicateKeys(this.topLevelTable);
  }
  /**
  * Report an invalid token error.
  */
  reportParseError(code, token) {
    let offset, line, column;
    if (token)
      offset = token.range[0], line = token.loc.start.line, column = token.loc.start.column;
    else {
      offset = this.tokenizer.start;
      let startPos = this.tokenizer.getLocFromIndex(offset);
      line = startPos.line, column = startPos.column;
    }
    throw new ParseError(code, offset, line, column);
  }
}, STATE_FOR_ERROR = { VALUE: "missing-value" }, STRING_VALUE_STYLE_MAP = {
  BasicString: "basic",
  MultiLineBasicString: "basic",
  LiteralString: "literal",
  MultiLineLiteralString: "literal"
}, STRING_KEY_STYLE_MAP = {
  BasicString: "basic",
  LiteralString: "literal"
}, DATETIME_VALUE_KIND_MAP = {
  OffsetDateTime: "offset-date-time",
  LocalDateTime: "local-date-time",
  LocalDate: "local-date",
  LocalTime: "local-time"
}, TOMLParser = class {
  /**
  * Initialize this parser.
  */
  constructor(text, parserOptions) {
    this.text = text, this.parserOptions = parserOptions || {}, this.tomlVersion = getTOMLVer(this.parserOptions.tomlVersion);
  }
  /**
  * Parse TOML
  */
  parse() {
    let ast = {
      type: "Program",
      body: [],
      sourceType: "module",
      tokens: [],
      comments: [],
      parent: null,
      range: [0, 0],
      loc: {
        start: {
          line: 1,
          column: 0
        },
        end: {
          line: 1,
          column: 0
        }
      }
    }, node = {
      type: "TOMLTopLevelTable",
      body: [],
      parent: ast,
      range: cloneRange(ast.range),
      loc: cloneLoc(ast.loc)
    };
    ast.body = [node];
    let ctx = new Context({
      text: this.text,
      parserOptions: this.parserOptions,
      topLevelTable: node
    }), token = ctx.nextToken();
    if (token) {
      for (node.range[0] = token.range[0], node.loc.start = clonePos(token.loc.start); token; ) {
        let state$1 = ctx.stateStack.pop() || "TABLE";
        ctx.stateStack.push(...this[state$1](token, ctx)), token = ctx.nextToken();
      }
      let state = ctx.stateStack.pop() || "TABLE";
      if (state in STATE_FOR_ERROR) return ctx.reportParseError(STATE_FOR_ERROR[state], null);
      ctx.table.type === "TOMLTable" && applyEndLoc(ctx.table, last(ctx.table.body)), applyEndLoc(node, last(node.body));
    }
    ctx.verifyDuplicateKeys(), ast.tokens = ctx.tokens, ast.comments = ctx.comments;
    let endOffset = ctx.tokenizer.end, endPos = ctx.tokenizer.getLocFromIndex(endOffset);
    return ast.range[1] = endOffset, ast.loc.end = {
      line: endPos.line,
      column: endPos.column
    }, ast;
  }
  TABLE(token, ctx) {
    return isBare(token) || isString(token) ? this.processKeyValue(token, ctx.table, ctx) : isLeftBracket(token) ? this.processTable(token, ctx.topLevelTable, ctx) : ctx.reportParseError("unexpected-token", token);
  }
  VALUE(token, ctx) {
    return isString(token) || isMultiLineString(token) ? this.processStringValue(token, ctx) : isNumber(token) ? this.processNumberValue(token, ctx) : isBoolean(token) ? this.processBooleanValue(token, ctx) : isDateTime(token) ? this.processDateTimeValue(token, ctx) : isLeftBracket(token) ? this.processArray(token, ctx) : isLeftBrace(token) ? this.processInlineTable(token, ctx) : ctx.reportParseError("unexpected-token", token);
  }
  processTable(token, topLevelTableNode, ctx) {
    let tableNode = {
      type: "TOMLTable",
      kind: "standard",
      key: null,
      resolvedKey: [],
      body: [],
      parent: topLevelTableNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    ctx.table.type === "TOMLTable" && applyEndLoc(ctx.table, last(ctx.table.body)), topLevelTableNode.body.push(tableNode), ctx.table = tableNode;
    let targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
    if (isLeftBracket(targetToken)) {
      if (token.range[1] < targetToken.range[0]) return ctx.reportParseError("invalid-space", targetToken);
      tableNode.kind = "array", targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
    }
    if (isRightBracket(targetToken)) return ctx.reportParseError("missing-key", targetToken);
    if (!targetToken) return ctx.reportParseError("unterminated-table-key", null);
    if (targetToken = this.processKeyNode(targetToken, tableNode, ctx).nextToken, !isRightBracket(targetToken)) return ctx.reportParseError("unterminated-table-key", targetToken);
    if (tableNode.kind === "array") {
      let rightBracket = targetToken;
      if (targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" }), !isRightBracket(targetToken)) return ctx.reportParseError("unterminated-table-key", targetToken);
      if (rightBracket.range[1] < targetToken.range[0]) return ctx.reportParseError("invalid-space", targetToken);
    }
    return applyEndLoc(tableNode, targetToken), ctx.applyResolveKeyForTable(tableNode), ctx.needNewLine = !0, [];
  }
  processKeyValue(token, tableNode, ctx) {
    let keyValueNode = {
      type: "TOMLKeyValue",
      key: null,
      value: null,
      parent: tableNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    tableNode.body.push(keyValueNode);
    let { nextToken: targetToken } = this.processKeyNode(token, keyValueNode, ctx);
    return isEq(targetToken) ? (ctx.addValueContainer({
      parent: keyValueNode,
      set: (valNode) => (keyValueNode.value = valNode, applyEndLoc(keyValueNode, valNode), ctx.needNewLine = !0, [])
    }), ctx.needSameLine = "invalid-key-value-newline", ["VALUE"]) : ctx.reportParseError("missing-equals-sign", targetToken);
  }
  processKeyNode(token, parent, ctx) {
    isDot(token) && ctx.reportParseError("invalid-leading-dot-in-key", token);
    let keyNode = {
      type: "TOMLKey",
      keys: [],
      parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    parent.key = keyNode;
    let targetToken = token, dotToken = null;
    do {
      if (isBare(targetToken)) this.processBareKey(targetToken, keyNode);
      else if (isString(targetToken)) this.processStringKey(targetToken, keyNode);
      else break;
      if (dotToken = null, targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" }), !isDot(targetToken)) break;
      dotToken = targetToken, targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
    } while (targetToken);
    return dotToken && ctx.reportParseError(isDot(targetToken) ? "invalid-consecutive-dots-in-key" : "invalid-trailing-dot-in-key", dotToken), applyEndLoc(keyNode, last(keyNode.keys)), {
      keyNode,
      nextToken: targetToken
    };
  }
  processBareKey(token, keyNode) {
    let node = {
      type: "TOMLBare",
      name: token.value,
      parent: keyNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    keyNode.keys.push(node);
  }
  processStringKey(token, keyNode) {
    let node = {
      type: "TOMLQuoted",
      kind: "string",
      value: token.string,
      style: STRING_KEY_STYLE_MAP[token.type],
      multiline: !1,
      parent: keyNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    keyNode.keys.push(node);
  }
  processStringValue(token, ctx) {
    let valueContainer = ctx.consumeValueContainer(), node = {
      type: "TOMLValue",
      kind: "string",
      value: token.string,
      style: STRING_VALUE_STYLE_MAP[token.type],
      multiline: isMultiLineString(token),
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    return valueContainer.set(node);
  }
  processNumberValue(token, ctx) {
    let valueContainer = ctx.consumeValueContainer(), text = this.text, [startRange, endRange] = token.range, numberString = null, getNumberText = () => numberString ?? (numberString = text.slice(startRange, endRange).replace(/_/g, "")), node;
    return token.type === "Integer" ? node = {
      type: "TOMLValue",
      kind: "integer",
      value: token.number,
      bigint: token.bigint,
      get number() {
        return getNumberText();
      },
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    } : node = {
      type: "TOMLValue",
      kind: "float",
      value: token.number,
      get number() {
        return getNumberText();
      },
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    }, valueContainer.set(node);
  }
  processBooleanValue(token, ctx) {
    let valueContainer = ctx.consumeValueContainer(), node = {
      type: "TOMLValue",
      kind: "boolean",
      value: token.boolean,
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    return valueContainer.set(node);
  }
  processDateTimeValue(token, ctx) {
    let valueContainer = ctx.consumeValueContainer(), node = {
      type: "TOMLValue",
      kind: DATETIME_VALUE_KIND_MAP[token.type],
      value: token.date,
      datetime: token.value,
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    return valueContainer.set(node);
  }
  processArray(token, ctx) {
    let valueContainer = ctx.consumeValueContainer(), node = {
      type: "TOMLArray",
      elements: [],
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    }, nextToken = ctx.nextToken({ valuesEnabled: !0 });
    return isRightBracket(nextToken) ? (applyEndLoc(node, nextToken), valueContainer.set(node)) : (ctx.backToken(), this.processArrayValue(node, valueContainer, ctx));
  }
  processArrayValue(node, valueContainer, ctx) {
    return ctx.addValueContainer({
      parent: node,
      set: (valNode) => {
        node.elements.push(valNode);
        let nextToken = ctx.nextToken({ valuesEnabled: !0 }), hasComma = isComma(nextToken);
        return hasComma && (nextToken = ctx.nextToken({ valuesEnabled: !0 })), isRightBracket(nextToken) ? (applyEndLoc(node, nextToken), valueContainer.set(node)) : hasComma ? (ctx.backToken(), this.processArrayValue(node, valueContainer, ctx)) : ctx.reportParseError(nextToken ? "missing-comma" : "unterminated-array", nextToken);
      }
    }), ["VALUE"];
  }
  processInlineTable(token, ctx) {
    let valueContainer = ctx.consumeValueContainer(), node = {
      type: "TOMLInlineTable",
      body: [],
      parent: valueContainer.parent,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    }, needSameLine = this.tomlVersion.gte(1, 1) ? void 0 : "invalid-inline-table-newline", nextToken = ctx.nextToken({ needSameLine });
    if (nextToken) {
      if (isBare(nextToken) || isString(nextToken)) return this.processInlineTableKeyValue(nextToken, node, valueContainer, ctx);
      if (isRightBrace(nextToken))
        return applyEndLoc(node, nextToken), valueContainer.set(node);
    }
    return ctx.reportParseError("unexpected-token", nextToken);
  }
  processInlineTableKeyValue(token, inlineTableNode, valueContainer, ctx) {
    let keyValueNode = {
      type: "TOMLKeyValue",
      key: null,
      value: null,
      parent: inlineTableNode,
      range: cloneRange(token.range),
      loc: cloneLoc(token.loc)
    };
    inlineTableNode.body.push(keyValueNode);
    let { nextToken: targetToken } = this.processKeyNode(token, keyValueNode, ctx);
    if (!isEq(targetToken)) return ctx.reportParseError("missing-equals-sign", targetToken);
    let needSameLine = this.tomlVersion.gte(1, 1) ? void 0 : "invalid-inline-table-newline";
    return ctx.addValueContainer({
      parent: keyValueNode,
      set: (valNode) => {
        keyValueNode.value = valNode, applyEndLoc(keyValueNode, valNode);
        let nextToken = ctx.nextToken({ needSameLine });
        if (isComma(nextToken)) {
          if (nextToken = ctx.nextToken({ needSameLine }), nextToken && (isBare(nextToken) || isString(nextToken))) return this.processInlineTableKeyValue(nextToken, inlineTableNode, valueContainer, ctx);
          if (isRightBrace(nextToken)) {
            if (this.tomlVersion.lt(1, 1)) return ctx.reportParseError("invalid-trailing-comma-in-inline-table", nextToken);
          } else return ctx.reportParseError(nextToken ? "unexpected-token" : "unterminated-inline-table", nextToken);
        }
        return isRightBrace(nextToken) ? (applyEndLoc(inlineTableNode, nextToken), valueContainer.set(inlineTableNode)) : ctx.reportParseError(nextToken ? "missing-comma" : "unterminated-inline-table", nextToken);
      }
    }), ctx.needSameLine = "invalid-key-value-newline", ["VALUE"];
  }
};
function isDot(token) {
  return isPunctuator(token) && token.value === ".";
}
function isEq(token) {
  return isPunctuator(token) && token.value === "=";
}
function isLeftBracket(token) {
  return isPunctuator(token) && token.value === "[";
}
function isRightBracket(token) {
  return isPunctuator(token) && token.value === "]";
}
function isLeftBrace(token) {
  return isPunctuator(token) && token.value === "{";
}
function isRightBrace(token) {
  return isPunctuator(token) && token.value === "}";
}
function isComma(token) {
  return isPunctuator(token) && token.value === ",";
}
function isPunctuator(token) {
  return !!(token && token.type === "Punctuator");
}
function isBare(token) {
  return token.type === "Bare";
}
function isString(token) {
  return token.type === "BasicString" || token.type === "LiteralString";
}
function isMultiLineString(token) {
  return token.type === "MultiLineBasicString" || token.type === "MultiLineLiteralString";
}
function isNumber(token) {
  return token.type === "Integer" || token.type === "Float";
}
function isBoolean(token) {
  return token.type === "Boolean";
}
function isDateTime(token) {
  return token.type === "OffsetDateTime" || token.type === "LocalDateTime" || token.type === "LocalDate" || token.type === "LocalTime";
}
function applyEndLoc(node, child) {
  child && (node.range[1] = child.range[1], node.loc.end = clonePos(child.loc.end));
}
function cloneRange(range) {
  return [range[0], range[1]];
}
function cloneLoc(loc) {
  return {
    start: clonePos(loc.start),
    end: clonePos(loc.end)
  };
}
function clonePos(pos) {
  return {
    line: pos.line,
    column: pos.column
  };
}
var tomlKeys = {
  Program: ["body"],
  TOMLTopLevelTable: ["body"],
  TOMLTable: ["key", "body"],
  TOMLKeyValue: ["key", "value"],
  TOMLKey: ["keys"],
  TOMLArray: ["elements"],
  TOMLInlineTable: ["body"],
  TOMLBare: [],
  TOMLQuoted: [],
  TOMLValue: []
}, KEYS2 = unionWith(tomlKeys);
function parseForESLint(code, options) {
  return {
    ast: new TOMLParser(code, options).parse(),
    visitorKeys: KEYS2,
    services: { isTOML: !0 }
  };
}
var getStaticTOMLValue = generateConvertTOMLValue((node) => node.value);
function generateConvertTOMLValue(convertValue) {
  function resolveValue(node, baseTable) {
    return resolver[node.type](node, baseTable);
  }
  let resolver = {
    Program(node, baseTable = {}) {
      return resolveValue(node.body[0], baseTable);
    },
    TOMLTopLevelTable(node, baseTable = {}) {
      for (let body of node.body) resolveValue(body, baseTable);
      return baseTable;
    },
    TOMLKeyValue(node, baseTable = {}) {
      let value = resolveValue(node.value);
      return set(baseTable, resolveValue(node.key), value), baseTable;
    },
    TOMLTable(node, baseTable = {}) {
      let table = getTable(baseTable, resolveValue(node.key), node.kind === "array");
      for (let body of node.body) resolveValue(body, table);
      return baseTable;
    },
    TOMLArray(node) {
      return node.elements.map((e) => resolveValue(e));
    },
    TOMLInlineTable(node) {
      let table = {};
      for (let body of node.body) resolveValue(body, table);
      return table;
    },
    TOMLKey(node) {
      return node.keys.map((key) => resolveValue(key));
    },
    TOMLBare(node) {
      return node.name;
    },
    TOMLQuoted(node) {
      return node.value;
    },
    TOMLValue(node) {
      return convertValue(node);
    }
  };
  return (node) => resolveValue(node);
}
function getTable(baseTable, keys, array) {
  let target = baseTable;
  for (let index = 0; index < keys.length - 1; index++) {
    let key = keys[index];
    target = getNextTargetFromKey(target, key);
  }
  let lastKey = last(keys), lastTarget = target[lastKey];
  if (lastTarget == null) {
    let tableValue$1 = {};
    return target[lastKey] = array ? [tableValue$1] : tableValue$1, tableValue$1;
  }
  if (isValue(lastTarget)) {
    let tableValue$1 = {};
    return target[lastKey] = array ? [tableValue$1] : tableValue$1, tableValue$1;
  }
  if (!array) {
    if (Array.isArray(lastTarget)) {
      let tableValue$1 = {};
      return target[lastKey] = tableValue$1, tableValue$1;
    }
    return lastTarget;
  }
  if (Array.isArray(lastTarget)) {
    let tableValue$1 = {};
    return lastTarget.push(tableValue$1), tableValue$1;
  }
  let tableValue = {};
  return target[lastKey] = [tableValue], tableValue;
  function getNextTargetFromKey(currTarget, key) {
    let nextTarget = currTarget[key];
    if (nextTarget == null) {
      let val = {};
      return currTarget[key] = val, val;
    }
    if (isValue(nextTarget)) {
      let val = {};
      return currTarget[key] = val, val;
    }
    let resultTarget = nextTarget;
    for (; Array.isArray(resultTarget); ) {
      let lastIndex = resultTarget.length - 1, nextElement = resultTarget[lastIndex];
      if (isValue(nextElement)) {
        let val = {};
        return resultTarget[lastIndex] = val, val;
      }
      resultTarget = nextElement;
    }
    return resultTarget;
  }
}
function set(baseTable, keys, value) {
  let target = baseTable;
  for (let index = 0; index < keys.length - 1; index++) {
    let key = keys[index], nextTarget = target[key];
    if (nextTarget == null) {
      let val = {};
      target[key] = val, target = val;
    } else if (isValue(nextTarget) || Array.isArray(nextTarget)) {
      let val = {};
      target[key] = val, target = val;
    } else target = nextTarget;
  }
  target[last(keys)] = value;
}
function isValue(value) {
  return typeof value != "object" || value instanceof Date;
}
function parseTOML(code, options) {
  return parseForESLint(code, options).ast;
}

// src/edits/toml-document.ts
var EXPECTATIONS = {
  "Unterminated string constant": "a closing quote before the end of the line",
  "Unterminated table-key": 'a "]" closing the table header',
  "Unterminated array": 'a "]" closing the array',
  "Unterminated inline table": 'a "}" closing the inline table',
  "Empty bare keys are not allowed": "a key",
  "Must be a newline": "a newline after the value",
  "Expected equal (=) token": 'an "=" after the key',
  "Unspecified values are invalid": 'a value after "="',
  "Expected comma (,) token": 'a "," between the elements',
  "Defining a key multiple times is invalid": "each key and table to be defined only once",
  "The key, equals sign, and value must be on the same line": 'the key, "=" and the value on one line'
};
function parseTomlDocument(text, file) {
  let source = text.startsWith("\uFEFF") ? ` ${text.slice(1)}` : text, program;
  try {
    program = parseTOML(source);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    let expected = EXPECTATIONS[error.message] ?? "valid TOML (key = value, [table] or # comment)", { line, column } = errorPosition(source, error);
    throw new VersionFileError(
      `${file}:${line}:${column}: invalid TOML: ${error.message}; expected ${expected}`,
      {
        cause: error
      }
    );
  }
  let entries = [], tableHeaders = [];
  for (let item of program.body[0].body)
    if (item.type === "TOMLTable") {
      tableHeaders.push(item.resolvedKey);
      for (let node of item.body) collect(entries, item.resolvedKey, node);
    } else
      collect(entries, [], item);
  return { text, file, entries, tableHeaders };
}
var NOTICED_LATE = /* @__PURE__ */ new Set([
  "Unspecified values are invalid",
  "The key, equals sign, and value must be on the same line",
  "Expected equal (=) token"
]);
function errorPosition(source, error) {
  if (!NOTICED_LATE.has(error.message) || error.column !== 0)
    return { line: error.lineNumber, column: error.column + 1 };
  let index = error.index;
  for (; index > 0 && /\s/.test(source[index - 1]); ) index--;
  let before = source.slice(0, index);
  return { line: before.split(`
`).length, column: index - before.lastIndexOf(`
`) };
}
function collect(entries, prefix, node) {
  let path = [...prefix, ...node.key.keys.map((key) => key.type === "TOMLBare" ? key.name : key.value)];
  entries.push({ path, node, value: node.value }), collectNested(entries, path, node.value);
}
function collectNested(entries, path, value) {
  if (value.type === "TOMLInlineTable")
    for (let child of value.body) collect(entries, path, child);
  else value.type === "TOMLArray" && value.elements.forEach((element, index) => {
    collectNested(entries, [...path, index], element);
  });
}
function samePath(a, b) {
  return a.length === b.length && a.every((part, index) => part === b[index]);
}
function startsWithPath(path, prefix) {
  return prefix.every((part, index) => part === path[index]);
}
function findEntry(doc, path) {
  return doc.entries.find((entry) => samePath(entry.path, path));
}
function hasTable(doc, path) {
  return doc.tableHeaders.some((header) => startsWithPath(header, path)) || doc.entries.some((entry) => entry.path.length > path.length && startsWithPath(entry.path, path));
}
function staticValue(value) {
  return getStaticTOMLValue(value);
}
function valueAt(doc, path) {
  let entry = findEntry(doc, path);
  return entry === void 0 ? void 0 : staticValue(entry.value);
}
function isStringValue(value) {
  return value.type === "TOMLValue" && value.kind === "string";
}
function describeValue(value) {
  if (value.type === "TOMLArray") return "an array";
  if (value.type === "TOMLInlineTable") return "an inline table";
  switch (value.kind) {
    case "string":
      return "a string";
    case "integer":
      return "an integer";
    case "float":
      return "a float";
    case "boolean":
      return "a boolean";
    default:
      return "a date or time";
  }
}
function locate(doc, node) {
  return `${doc.file}:${node.loc.start.line}:${node.loc.start.column + 1}`;
}
function formatPath(path) {
  return path.map((part, index) => {
    if (typeof part == "number") return `[${part}]`;
    let text = /^[A-Za-z0-9_-]+$/.test(part) ? part : JSON.stringify(part);
    return index === 0 ? text : `.${text}`;
  }).join("");
}
function parseDottedKey(key, file) {
  let invalid = () => new VersionFileError(
    `${file}: "${key}" is not a valid TOML key; expected a dotted key like tool.x.version`
  );
  if (/[\r\n=#[\]{}]/.test(key.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, ""))) throw invalid();
  let program;
  try {
    program = parseTOML(`${key} = 0
`);
  } catch {
    throw invalid();
  }
  let [first] = program.body[0].body;
  if (first?.type !== "TOMLKeyValue") throw invalid();
  return first.key.keys.map((part) => part.type === "TOMLBare" ? part.name : part.value);
}
function replaceStrings(text, replacements) {
  let sorted = [...replacements].sort((a, b) => b.value.range[0] - a.value.range[0]), result = text;
  for (let { value, newValue } of sorted) {
    let [start, end] = value.range;
    result = result.slice(0, start) + encodeString(text.slice(start, end), value, newValue) + result.slice(end);
  }
  return result;
}
function encodeString(raw, value, newValue) {
  let quote = value.style === "basic" ? '"' : "'", delimiter = value.multiline ? quote.repeat(3) : quote, opening = delimiter + (/^(?:"""|''')\r?\n/.exec(raw)?.[0].slice(3) ?? "");
  return value.style === "basic" ? `${opening}${escapeBasic(newValue)}${delimiter}` : !newValue.includes(value.multiline ? "'''" : "'") && ![...newValue].some((char) => isControl2(char) && char !== "	") ? `${opening}${newValue}${delimiter}` : `"${escapeBasic(newValue)}"`;
}
function isControl2(char) {
  let code = char.charCodeAt(0);
  return code < 32 || code === 127;
}
function escapeBasic(value) {
  return [...value].map((char) => char === "\\" || char === '"' ? `\\${char}` : isControl2(char) ? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()}` : char).join("");
}

export {
  parseTomlDocument,
  findEntry,
  hasTable,
  staticValue,
  valueAt,
  isStringValue,
  describeValue,
  locate,
  formatPath,
  parseDottedKey,
  replaceStrings
};
