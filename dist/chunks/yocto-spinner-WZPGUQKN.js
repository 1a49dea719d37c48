#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  __export
} from "./chunk-Z7FL2XP4.js";

// node_modules/yocto-spinner/index.js
import process from "node:process";
import { stripVTControlCharacters } from "node:util";

// node_modules/yoctocolors/base.js
var base_exports = {};
__export(base_exports, {
  bgBlack: () => bgBlack,
  bgBlue: () => bgBlue,
  bgBlueBright: () => bgBlueBright,
  bgCyan: () => bgCyan,
  bgCyanBright: () => bgCyanBright,
  bgGray: () => bgGray,
  bgGreen: () => bgGreen,
  bgGreenBright: () => bgGreenBright,
  bgMagenta: () => bgMagenta,
  bgMagentaBright: () => bgMagentaBright,
  bgRed: () => bgRed,
  bgRedBright: () => bgRedBright,
  bgWhite: () => bgWhite,
  bgWhiteBright: () => bgWhiteBright,
  bgYellow: () => bgYellow,
  bgYellowBright: () => bgYellowBright,
  black: () => black,
  blue: () => blue,
  blueBright: () => blueBright,
  bold: () => bold,
  cyan: () => cyan,
  cyanBright: () => cyanBright,
  dim: () => dim,
  gray: () => gray,
  green: () => green,
  greenBright: () => greenBright,
  hidden: () => hidden,
  inverse: () => inverse,
  italic: () => italic,
  magenta: () => magenta,
  magentaBright: () => magentaBright,
  overline: () => overline,
  red: () => red,
  redBright: () => redBright,
  reset: () => reset,
  strikethrough: () => strikethrough,
  underline: () => underline,
  underlineBlack: () => underlineBlack,
  underlineBlue: () => underlineBlue,
  underlineBlueBright: () => underlineBlueBright,
  underlineCurly: () => underlineCurly,
  underlineCyan: () => underlineCyan,
  underlineCyanBright: () => underlineCyanBright,
  underlineDashed: () => underlineDashed,
  underlineDotted: () => underlineDotted,
  underlineDouble: () => underlineDouble,
  underlineGray: () => underlineGray,
  underlineGreen: () => underlineGreen,
  underlineGreenBright: () => underlineGreenBright,
  underlineMagenta: () => underlineMagenta,
  underlineMagentaBright: () => underlineMagentaBright,
  underlineRed: () => underlineRed,
  underlineRedBright: () => underlineRedBright,
  underlineWhite: () => underlineWhite,
  underlineWhiteBright: () => underlineWhiteBright,
  underlineYellow: () => underlineYellow,
  underlineYellowBright: () => underlineYellowBright,
  white: () => white,
  whiteBright: () => whiteBright,
  yellow: () => yellow,
  yellowBright: () => yellowBright
});
import tty from "node:tty";
var hasColors = tty?.WriteStream?.prototype?.hasColors?.() ?? !1, format = (open, close) => {
  if (!hasColors)
    return (input) => input;
  let openCode = `\x1B[${open}m`, closeCode = `\x1B[${close}m`;
  return (input) => {
    let string = input + "", index = string.indexOf(closeCode);
    if (index === -1)
      return openCode + string + closeCode;
    let result = openCode, lastIndex = 0, replaceCode = (close === 22 ? closeCode : "") + openCode;
    for (; index !== -1; )
      result += string.slice(lastIndex, index) + replaceCode, lastIndex = index + closeCode.length, index = string.indexOf(closeCode, lastIndex);
    return result += string.slice(lastIndex) + closeCode, result;
  };
}, reset = format(0, 0), bold = format(1, 22), dim = format(2, 22), italic = format(3, 23), underline = format(4, 24), underlineDouble = format("4:2", 24), underlineCurly = format("4:3", 24), underlineDotted = format("4:4", 24), underlineDashed = format("4:5", 24), overline = format(53, 55), inverse = format(7, 27), hidden = format(8, 28), strikethrough = format(9, 29), black = format(30, 39), red = format(31, 39), green = format(32, 39), yellow = format(33, 39), blue = format(34, 39), magenta = format(35, 39), cyan = format(36, 39), white = format(37, 39), gray = format(90, 39), bgBlack = format(40, 49), bgRed = format(41, 49), bgGreen = format(42, 49), bgYellow = format(43, 49), bgBlue = format(44, 49), bgMagenta = format(45, 49), bgCyan = format(46, 49), bgWhite = format(47, 49), bgGray = format(100, 49), redBright = format(91, 39), greenBright = format(92, 39), yellowBright = format(93, 39), blueBright = format(94, 39), magentaBright = format(95, 39), cyanBright = format(96, 39), whiteBright = format(97, 39), bgRedBright = format(101, 49), bgGreenBright = format(102, 49), bgYellowBright = format(103, 49), bgBlueBright = format(104, 49), bgMagentaBright = format(105, 49), bgCyanBright = format(106, 49), bgWhiteBright = format(107, 49), underlineBlack = format("58;5;0", 59), underlineRed = format("58;5;1", 59), underlineGreen = format("58;5;2", 59), underlineYellow = format("58;5;3", 59), underlineBlue = format("58;5;4", 59), underlineMagenta = format("58;5;5", 59), underlineCyan = format("58;5;6", 59), underlineWhite = format("58;5;7", 59), underlineGray = format("58;5;8", 59), underlineRedBright = format("58;5;9", 59), underlineGreenBright = format("58;5;10", 59), underlineYellowBright = format("58;5;11", 59), underlineBlueBright = format("58;5;12", 59), underlineMagentaBright = format("58;5;13", 59), underlineCyanBright = format("58;5;14", 59), underlineWhiteBright = format("58;5;15", 59);

// node_modules/yocto-spinner/index.js
var isUnicodeSupported = process.platform !== "win32" || !!process.env.WT_SESSION || process.env.TERM_PROGRAM === "vscode", isInteractive = (stream) => !!(stream.isTTY && process.env.TERM !== "dumb" && !("CI" in process.env)), infoSymbol = base_exports.blue(isUnicodeSupported ? "\u2139" : "i"), successSymbol = base_exports.green(isUnicodeSupported ? "\u2714" : "\u221A"), warningSymbol = base_exports.yellow(isUnicodeSupported ? "\u26A0" : "\u203C"), errorSymbol = base_exports.red(isUnicodeSupported ? "\u2716" : "\xD7"), defaultSpinner = {
  frames: isUnicodeSupported ? [
    "\u280B",
    "\u2819",
    "\u2839",
    "\u2838",
    "\u283C",
    "\u2834",
    "\u2826",
    "\u2827",
    "\u2807",
    "\u280F"
  ] : [
    "-",
    "\\",
    "|",
    "/"
  ],
  interval: 80
}, SYNCHRONIZED_OUTPUT_ENABLE = "\x1B[?2026h", SYNCHRONIZED_OUTPUT_DISABLE = "\x1B[?2026l", oscSequenceRegex = /][\s\S]*?(?:|\\)/g, activeHooksPerStream = /* @__PURE__ */ new Set(), YoctoSpinner = class {
  #frames;
  #interval;
  #currentFrame = -1;
  #timer;
  #handleSignals;
  #text;
  #stream;
  #color;
  #lines = 0;
  #exitHandlerBound;
  #isInteractive;
  #lastSpinnerFrameTime = 0;
  #isSpinning = !1;
  #hookedStreams = /* @__PURE__ */ new Map();
  #isInternalWrite = !1;
  #isDeferringRender = !1;
  constructor(options = {}) {
    let spinner = options.spinner ?? defaultSpinner;
    if (!Array.isArray(spinner.frames) || spinner.frames.length === 0 || spinner.frames.some((frame) => typeof frame != "string"))
      throw new Error("The `spinner.frames` option must be a non-empty array of strings");
    if (spinner.interval !== void 0 && !(Number.isInteger(spinner.interval) && spinner.interval > 0))
      throw new Error("The `spinner.interval` option must be a positive integer");
    this.#frames = spinner.frames, this.#interval = spinner.interval ?? defaultSpinner.interval, this.#handleSignals = options.handleSignals ?? !0, this.#text = options.text ?? "", this.#stream = options.stream ?? process.stderr, this.#color = options.color ?? "cyan", this.#isInteractive = isInteractive(this.#stream), this.#exitHandlerBound = this.#exitHandler.bind(this);
  }
  #internalWrite(action) {
    this.#isInternalWrite = !0;
    try {
      return action();
    } finally {
      this.#isInternalWrite = !1;
    }
  }
  #stringifyChunk(chunk, encoding) {
    if (chunk == null)
      return "";
    if (typeof chunk == "string")
      return chunk;
    if (Buffer.isBuffer(chunk) || ArrayBuffer.isView(chunk)) {
      let normalizedEncoding = typeof encoding == "string" && encoding !== "" && encoding !== "buffer" ? encoding : "utf8";
      return Buffer.from(chunk).toString(normalizedEncoding);
    }
    return String(chunk);
  }
  #withSynchronizedOutput(action) {
    if (!this.#isInteractive)
      return action();
    try {
      return this.#write(SYNCHRONIZED_OUTPUT_ENABLE), action();
    } finally {
      this.#write(SYNCHRONIZED_OUTPUT_DISABLE);
    }
  }
  #hookStream(stream) {
    if (!stream || this.#hookedStreams.has(stream) || typeof stream.write != "function" || activeHooksPerStream.has(stream))
      return;
    let originalWrite = stream.write, hookedWrite = (...writeArguments) => this.#hookedWrite(stream, originalWrite, writeArguments);
    this.#hookedStreams.set(stream, { originalWrite, hookedWrite }), activeHooksPerStream.add(stream), stream.write = hookedWrite;
  }
  #installHook() {
    if (!this.#isInteractive || this.#hookedStreams.size > 0)
      return;
    let streamsToHook = /* @__PURE__ */ new Set([this.#stream]);
    (this.#stream === process.stdout || this.#stream === process.stderr) && (isInteractive(process.stdout) && streamsToHook.add(process.stdout), isInteractive(process.stderr) && streamsToHook.add(process.stderr));
    for (let stream of streamsToHook)
      this.#hookStream(stream);
  }
  #uninstallHook() {
    for (let [stream, hookInfo] of this.#hookedStreams)
      stream.write === hookInfo.hookedWrite && (stream.write = hookInfo.originalWrite), activeHooksPerStream.delete(stream);
    this.#hookedStreams.clear();
  }
  #hookedWrite(stream, originalWrite, writeArguments) {
    let [chunk, encoding, callback] = writeArguments, resolvedEncoding = encoding, resolvedCallback = callback;
    if (typeof resolvedEncoding == "function" && (resolvedCallback = resolvedEncoding, resolvedEncoding = void 0), this.#isInternalWrite || !this.isSpinning)
      return originalWrite.call(stream, chunk, resolvedEncoding, resolvedCallback);
    this.#lines > 0 && this.clear();
    let chunkString = this.#stringifyChunk(chunk, resolvedEncoding), chunkTerminatesLine = chunkString.at(-1) === `
`, writeResult = originalWrite.call(stream, chunk, resolvedEncoding, resolvedCallback);
    return chunkTerminatesLine ? this.#isDeferringRender = !1 : chunkString !== "" && (this.#isDeferringRender = !0), this.isSpinning && !this.#isDeferringRender && this.#render(), writeResult;
  }
  start(text) {
    return text && (this.#text = text), this.isSpinning ? this : (this.#isSpinning = !0, this.#hideCursor(), this.#installHook(), this.#render(), this.#subscribeToProcessEvents(), this.#isInteractive && (this.#timer = setInterval(() => {
      this.#render();
    }, this.#interval)), this);
  }
  stop(finalText) {
    if (!this.isSpinning)
      return this;
    let shouldWriteNewline = this.#isDeferringRender;
    if (this.#isSpinning = !1, this.#timer && (clearInterval(this.#timer), this.#timer = void 0), this.#isDeferringRender = !1, this.#uninstallHook(), this.#showCursor(), this.clear(), this.#unsubscribeFromProcessEvents(), finalText) {
      let prefix = shouldWriteNewline ? `
` : "";
      this.#stream.write(`${prefix}${finalText}
`);
    }
    return this;
  }
  #symbolStop(symbol, text) {
    return this.stop(`${symbol} ${text ?? this.#text}`);
  }
  success(text) {
    return this.#symbolStop(successSymbol, text);
  }
  error(text) {
    return this.#symbolStop(errorSymbol, text);
  }
  warning(text) {
    return this.#symbolStop(warningSymbol, text);
  }
  info(text) {
    return this.#symbolStop(infoSymbol, text);
  }
  get isSpinning() {
    return this.#isSpinning;
  }
  get text() {
    return this.#text;
  }
  set text(value) {
    this.#text = value ?? "", this.#render();
  }
  get color() {
    return this.#color;
  }
  set color(value) {
    this.#color = value, this.#render();
  }
  clear() {
    return this.#isInteractive ? this.#lines === 0 ? this : (this.#internalWrite(() => {
      this.#stream.cursorTo(0);
      for (let index = 0; index < this.#lines; index++)
        index > 0 && this.#stream.moveCursor(0, -1), this.#stream.clearLine(1);
    }), this.#lines = 0, this) : this;
  }
  #render() {
    if (this.#isDeferringRender)
      return;
    let useSynchronizedOutput = this.#isInteractive, now = Date.now();
    (this.#currentFrame === -1 || now - this.#lastSpinnerFrameTime >= this.#interval) && (this.#currentFrame = ++this.#currentFrame % this.#frames.length, this.#lastSpinnerFrameTime = now);
    let applyColor = base_exports[this.#color] ?? base_exports.cyan, frame = this.#frames[this.#currentFrame], string = `${applyColor(frame)} ${this.#text}`;
    this.#isInteractive || (string += `
`), useSynchronizedOutput ? this.#withSynchronizedOutput(() => {
      this.clear(), this.#write(string);
    }) : this.#write(string), this.#isInteractive && (this.#lines = this.#lineCount(string));
  }
  #write(text) {
    this.#internalWrite(() => {
      this.#stream.write(text);
    });
  }
  #lineCount(text) {
    let width = this.#stream.columns || 80, lines = stripVTControlCharacters(text.replaceAll(oscSequenceRegex, "")).split(`
`), lineCount = 0;
    for (let line of lines)
      lineCount += Math.max(1, Math.ceil(line.length / width));
    return lineCount;
  }
  #hideCursor() {
    this.#isInteractive && this.#write("\x1B[?25l");
  }
  #showCursor() {
    this.#isInteractive && this.#write("\x1B[?25h");
  }
  #subscribeToProcessEvents() {
    this.#handleSignals && (process.once("SIGINT", this.#exitHandlerBound), process.once("SIGTERM", this.#exitHandlerBound));
  }
  #unsubscribeFromProcessEvents() {
    this.#handleSignals && (process.off("SIGINT", this.#exitHandlerBound), process.off("SIGTERM", this.#exitHandlerBound));
  }
  #exitHandler(signal) {
    this.isSpinning && this.stop();
    let exitCode = signal === "SIGINT" ? 130 : signal === "SIGTERM" ? 143 : 1;
    process.exit(exitCode);
  }
};
function yoctoSpinner(options) {
  return new YoctoSpinner(options);
}
export {
  yoctoSpinner as default
};
