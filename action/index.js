import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf, __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x2) => typeof require < "u" ? require : typeof Proxy < "u" ? new Proxy(x2, {
  get: (a, b) => (typeof require < "u" ? require : a)[b]
}) : x2)(function(x2) {
  if (typeof require < "u") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x2 + '" is not supported');
});
var __esm = (fn, res, err2) => function() {
  if (err2) throw err2[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err2 = [e], e;
  }
};
var __commonJS = (cb, mod) => function() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: !0 });
}, __copyProps = (to, from, except, desc) => {
  if (from && typeof from == "object" || typeof from == "function")
    for (let key of __getOwnPropNames(from))
      !__hasOwnProp.call(to, key) && key !== except && __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: !0 }) : target,
  mod
));

// src/core/errors.ts
function isReleaseError(error) {
  return error instanceof ReleaseError;
}
var ReleaseError, ConfigError, GitError, TagExistsError, PushError, GitHostError, AuthenticationError, RateLimitError, PublishError, BuildError, UploadError, VersionFileError, init_errors = __esm({
  "src/core/errors.ts"() {
    "use strict";
    ReleaseError = class extends Error {
      code = "RELEASE_ERROR";
      recoverable;
      details;
      constructor(message, options = {}) {
        super(message, options.cause === void 0 ? void 0 : { cause: options.cause }), this.name = new.target.name, this.recoverable = options.recoverable ?? !1, this.details = options.details ?? [];
      }
    }, ConfigError = class extends ReleaseError {
      code = "CONFIG_ERROR";
    }, GitError = class extends ReleaseError {
      code = "GIT_ERROR";
    }, TagExistsError = class extends GitError {
      code = "TAG_EXISTS";
    }, PushError = class extends GitError {
      code = "PUSH_ERROR";
    }, GitHostError = class extends ReleaseError {
      code = "GIT_HOST_ERROR";
    }, AuthenticationError = class extends GitHostError {
      code = "AUTHENTICATION_ERROR";
    }, RateLimitError = class extends GitHostError {
      code = "RATE_LIMIT_ERROR";
    }, PublishError = class extends ReleaseError {
      code = "PUBLISH_ERROR";
    }, BuildError = class extends PublishError {
      code = "BUILD_ERROR";
    }, UploadError = class extends PublishError {
      code = "UPLOAD_ERROR";
    }, VersionFileError = class extends ReleaseError {
      code = "VERSION_FILE_ERROR";
    };
  }
});

// src/core/text.ts
function stripControl(text3) {
  return text3.replace(/\r\n?/g, `
`).replace(CONTROL_CHARS, "");
}
function escapeBlockStart(line) {
  return line.replace(/^([ \t]*)(?=#|`{3}|~{3}|<|\[[^\]]*\]:|=+[ \t]*$|-{2,}[ \t]*$)/, "$1\\");
}
function listSome(items, shown = 5) {
  let more = items.length - shown;
  return items.slice(0, shown).join(", ") + (more > 0 ? `, and ${more} more` : "");
}
var CONTROL_CHARS, init_text = __esm({
  "src/core/text.ts"() {
    "use strict";
    CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
  }
});

// src/cli/output.ts
function createOutput(options) {
  let learnt = [], scrub = createScrubber(options.env);
  return {
    out: (text3) => options.stdout.write(scrub(text3)),
    err: (text3) => options.stderr.write(scrub(text3)),
    color: options.color,
    errColor: options.errColor ?? options.color,
    verbose: options.verbose,
    quiet: options.quiet,
    addSecret: (value) => {
      learnt.push(value), scrub = createScrubber(options.env, learnt);
    },
    scrub: (text3) => scrub(text3),
    // -v writes a line per call: a live display would be torn by them, so it lists plainly.
    live: options.stderrIsTTY === !0 && (options.errColor ?? options.color) && !options.quiet && !options.verbose,
    stderr: options.stderr
  };
}
function createScrubber(env, extra = []) {
  let secrets = [
    ...Object.entries(env).filter(([name, value]) => SECRET_NAME.test(name) && value !== void 0 && value.length >= 8).map(([, value]) => value),
    ...extra.filter((value) => value.length >= 8)
  ].sort((a, b) => b.length - a.length);
  return secrets.length === 0 ? (text3) => text3 : (text3) => {
    let result = text3;
    for (let secret of secrets) result = result.split(secret).join("***");
    return result;
  };
}
function styles(color) {
  let wrap = (open3, close) => (text3) => color ? `\x1B[${open3}m${text3}\x1B[${close}m` : text3;
  return {
    bold: wrap(1, 22),
    dim: wrap(2, 22),
    red: wrap(31, 39),
    green: wrap(32, 39),
    yellow: wrap(33, 39),
    cyan: wrap(36, 39)
  };
}
var SECRET_NAME, init_output = __esm({
  "src/cli/output.ts"() {
    "use strict";
    SECRET_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|PRIVATE_KEY|CREDENTIALS?)$/i;
  }
});

// src/cli/errors.ts
function reportError(error, output, json) {
  let style = styles(output.errColor);
  if (isReleaseError(error)) {
    if (output.err(
      `${style.red("error:")} ${showControl(error.message)} ${style.dim(explainPointer(error.code))}
`
    ), output.verbose) {
      for (let line of error.details) output.err(`  ${style.dim(line)}
`);
      error.stack && output.err(`${style.dim(error.stack)}
`);
    }
    return json && output.out(`${JSON.stringify({ error: { code: error.code, message: error.message } })}
`), 1;
  }
  let message = error instanceof Error ? error.message : String(error);
  return output.err(
    `${style.red("internal error:")} ${showControl(message)}; this is a bug in releaser, please report it with the output of --verbose ${style.dim(explainPointer("INTERNAL_ERROR"))}
`
  ), output.verbose && error instanceof Error && error.stack && output.err(`${style.dim(error.stack)}
`), json && output.out(`${JSON.stringify({ error: { code: "INTERNAL_ERROR", message } })}
`), 1;
}
function explainPointer(code) {
  return `(releaser explain ${code})`;
}
function reportWarning(message, output) {
  output.quiet || output.err(`${styles(output.errColor).yellow("warning:")} ${showControl(message)}
`);
}
function showControl(text3) {
  return text3.replace(/\r\n|\n|\r/g, (b) => b === `
` ? "\\n" : b === "\r" ? "\\r" : "\\r\\n").replace(CONTROL_CHARS, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}
var init_errors2 = __esm({
  "src/cli/errors.ts"() {
    "use strict";
    init_errors();
    init_text();
    init_output();
  }
});

// node_modules/commander/lib/error.js
var require_error = __commonJS({
  "node_modules/commander/lib/error.js"(exports) {
    var CommanderError2 = class extends Error {
      /**
       * Constructs the CommanderError class
       * @param {number} exitCode suggested exit code which could be used with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       */
      constructor(exitCode, code, message) {
        super(message), Error.captureStackTrace(this, this.constructor), this.name = this.constructor.name, this.code = code, this.exitCode = exitCode, this.nestedError = void 0;
      }
    }, InvalidArgumentError2 = class extends CommanderError2 {
      /**
       * Constructs the InvalidArgumentError class
       * @param {string} [message] explanation of why argument is invalid
       */
      constructor(message) {
        super(1, "commander.invalidArgument", message), Error.captureStackTrace(this, this.constructor), this.name = this.constructor.name;
      }
    };
    exports.CommanderError = CommanderError2;
    exports.InvalidArgumentError = InvalidArgumentError2;
  }
});

// node_modules/commander/lib/argument.js
var require_argument = __commonJS({
  "node_modules/commander/lib/argument.js"(exports) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error(), Argument2 = class {
      /**
       * Initialize a new command argument with the given name and description.
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @param {string} name
       * @param {string} [description]
       */
      constructor(name, description) {
        switch (this.description = description || "", this.variadic = !1, this.parseArg = void 0, this.defaultValue = void 0, this.defaultValueDescription = void 0, this.argChoices = void 0, name[0]) {
          case "<":
            this.required = !0, this._name = name.slice(1, -1);
            break;
          case "[":
            this.required = !1, this._name = name.slice(1, -1);
            break;
          default:
            this.required = !0, this._name = name;
            break;
        }
        this._name.endsWith("...") && (this.variadic = !0, this._name = this._name.slice(0, -3));
      }
      /**
       * Return argument name.
       *
       * @return {string}
       */
      name() {
        return this._name;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        return previous === this.defaultValue || !Array.isArray(previous) ? [value] : (previous.push(value), previous);
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Argument}
       */
      default(value, description) {
        return this.defaultValue = value, this.defaultValueDescription = description, this;
      }
      /**
       * Set the custom handler for processing CLI command arguments into argument values.
       *
       * @param {Function} [fn]
       * @return {Argument}
       */
      argParser(fn) {
        return this.parseArg = fn, this;
      }
      /**
       * Only allow argument value to be one of choices.
       *
       * @param {string[]} values
       * @return {Argument}
       */
      choices(values) {
        return this.argChoices = values.slice(), this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg))
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          return this.variadic ? this._collectValue(arg, previous) : arg;
        }, this;
      }
      /**
       * Make argument required.
       *
       * @returns {Argument}
       */
      argRequired() {
        return this.required = !0, this;
      }
      /**
       * Make argument optional.
       *
       * @returns {Argument}
       */
      argOptional() {
        return this.required = !1, this;
      }
    };
    function humanReadableArgName(arg) {
      let nameOutput = arg.name() + (arg.variadic === !0 ? "..." : "");
      return arg.required ? "<" + nameOutput + ">" : "[" + nameOutput + "]";
    }
    exports.Argument = Argument2;
    exports.humanReadableArgName = humanReadableArgName;
  }
});

// node_modules/commander/lib/help.js
var require_help = __commonJS({
  "node_modules/commander/lib/help.js"(exports) {
    var { humanReadableArgName } = require_argument(), Help2 = class {
      constructor() {
        this.helpWidth = void 0, this.minWidthToWrap = 40, this.sortSubcommands = !1, this.sortOptions = !1, this.showGlobalOptions = !1;
      }
      /**
       * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
       * and just before calling `formatHelp()`.
       *
       * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
       *
       * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
       */
      prepareContext(contextOptions) {
        this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
      }
      /**
       * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
       *
       * @param {Command} cmd
       * @returns {Command[]}
       */
      visibleCommands(cmd) {
        let visibleCommands = cmd.commands.filter((cmd2) => !cmd2._hidden), helpCommand = cmd._getHelpCommand();
        return helpCommand && !helpCommand._hidden && visibleCommands.push(helpCommand), this.sortSubcommands && visibleCommands.sort((a, b) => a.name().localeCompare(b.name())), visibleCommands;
      }
      /**
       * Compare options for sort.
       *
       * @param {Option} a
       * @param {Option} b
       * @returns {number}
       */
      compareOptions(a, b) {
        let getSortKey = (option) => option.short ? option.short.replace(/^-/, "") : option.long.replace(/^--/, "");
        return getSortKey(a).localeCompare(getSortKey(b));
      }
      /**
       * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleOptions(cmd) {
        let visibleOptions = cmd.options.filter((option) => !option.hidden), helpOption = cmd._getHelpOption();
        if (helpOption && !helpOption.hidden) {
          let removeShort = helpOption.short && cmd._findOption(helpOption.short), removeLong = helpOption.long && cmd._findOption(helpOption.long);
          !removeShort && !removeLong ? visibleOptions.push(helpOption) : helpOption.long && !removeLong ? visibleOptions.push(
            cmd.createOption(helpOption.long, helpOption.description)
          ) : helpOption.short && !removeShort && visibleOptions.push(
            cmd.createOption(helpOption.short, helpOption.description)
          );
        }
        return this.sortOptions && visibleOptions.sort(this.compareOptions), visibleOptions;
      }
      /**
       * Get an array of the visible global options. (Not including help.)
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleGlobalOptions(cmd) {
        if (!this.showGlobalOptions) return [];
        let globalOptions = [];
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          let visibleOptions = ancestorCmd.options.filter(
            (option) => !option.hidden
          );
          globalOptions.push(...visibleOptions);
        }
        return this.sortOptions && globalOptions.sort(this.compareOptions), globalOptions;
      }
      /**
       * Get an array of the arguments if any have a description.
       *
       * @param {Command} cmd
       * @returns {Argument[]}
       */
      visibleArguments(cmd) {
        return cmd._argsDescription && cmd.registeredArguments.forEach((argument) => {
          argument.description = argument.description || cmd._argsDescription[argument.name()] || "";
        }), cmd.registeredArguments.find((argument) => argument.description) ? cmd.registeredArguments : [];
      }
      /**
       * Get the command term to show in the list of subcommands.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandTerm(cmd) {
        let args = cmd.registeredArguments.map((arg) => humanReadableArgName(arg)).join(" ");
        return cmd._name + (cmd._aliases[0] ? "|" + cmd._aliases[0] : "") + (cmd.options.length ? " [options]" : "") + // simplistic check for non-help option
        (args ? " " + args : "");
      }
      /**
       * Get the option term to show in the list of options.
       *
       * @param {Option} option
       * @returns {string}
       */
      optionTerm(option) {
        return option.flags;
      }
      /**
       * Get the argument term to show in the list of arguments.
       *
       * @param {Argument} argument
       * @returns {string}
       */
      argumentTerm(argument) {
        return argument.name();
      }
      /**
       * Get the longest command term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestSubcommandTermLength(cmd, helper) {
        return helper.visibleCommands(cmd).reduce((max2, command) => Math.max(
          max2,
          this.displayWidth(
            helper.styleSubcommandTerm(helper.subcommandTerm(command))
          )
        ), 0);
      }
      /**
       * Get the longest option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestOptionTermLength(cmd, helper) {
        return helper.visibleOptions(cmd).reduce((max2, option) => Math.max(
          max2,
          this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
        ), 0);
      }
      /**
       * Get the longest global option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestGlobalOptionTermLength(cmd, helper) {
        return helper.visibleGlobalOptions(cmd).reduce((max2, option) => Math.max(
          max2,
          this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
        ), 0);
      }
      /**
       * Get the longest argument term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestArgumentTermLength(cmd, helper) {
        return helper.visibleArguments(cmd).reduce((max2, argument) => Math.max(
          max2,
          this.displayWidth(
            helper.styleArgumentTerm(helper.argumentTerm(argument))
          )
        ), 0);
      }
      /**
       * Get the command usage to be displayed at the top of the built-in help.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandUsage(cmd) {
        let cmdName = cmd._name;
        cmd._aliases[0] && (cmdName = cmdName + "|" + cmd._aliases[0]);
        let ancestorCmdNames = "";
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent)
          ancestorCmdNames = ancestorCmd.name() + " " + ancestorCmdNames;
        return ancestorCmdNames + cmdName + " " + cmd.usage();
      }
      /**
       * Get the description for the command.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandDescription(cmd) {
        return cmd.description();
      }
      /**
       * Get the subcommand summary to show in the list of subcommands.
       * (Fallback to description for backwards compatibility.)
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandDescription(cmd) {
        return cmd.summary() || cmd.description();
      }
      /**
       * Get the option description to show in the list of options.
       *
       * @param {Option} option
       * @return {string}
       */
      optionDescription(option) {
        let extraInfo = [];
        if (option.argChoices && extraInfo.push(
          // use stringify to match the display of the default value
          `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
        ), option.defaultValue !== void 0 && (option.required || option.optional || option.isBoolean() && typeof option.defaultValue == "boolean") && extraInfo.push(
          `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`
        ), option.presetArg !== void 0 && option.optional && extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`), option.envVar !== void 0 && extraInfo.push(`env: ${option.envVar}`), extraInfo.length > 0) {
          let extraDescription = `(${extraInfo.join(", ")})`;
          return option.description ? `${option.description} ${extraDescription}` : extraDescription;
        }
        return option.description;
      }
      /**
       * Get the argument description to show in the list of arguments.
       *
       * @param {Argument} argument
       * @return {string}
       */
      argumentDescription(argument) {
        let extraInfo = [];
        if (argument.argChoices && extraInfo.push(
          // use stringify to match the display of the default value
          `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
        ), argument.defaultValue !== void 0 && extraInfo.push(
          `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`
        ), extraInfo.length > 0) {
          let extraDescription = `(${extraInfo.join(", ")})`;
          return argument.description ? `${argument.description} ${extraDescription}` : extraDescription;
        }
        return argument.description;
      }
      /**
       * Format a list of items, given a heading and an array of formatted items.
       *
       * @param {string} heading
       * @param {string[]} items
       * @param {Help} helper
       * @returns string[]
       */
      formatItemList(heading, items, helper) {
        return items.length === 0 ? [] : [helper.styleTitle(heading), ...items, ""];
      }
      /**
       * Group items by their help group heading.
       *
       * @param {Command[] | Option[]} unsortedItems
       * @param {Command[] | Option[]} visibleItems
       * @param {Function} getGroup
       * @returns {Map<string, Command[] | Option[]>}
       */
      groupItems(unsortedItems, visibleItems, getGroup) {
        let result = /* @__PURE__ */ new Map();
        return unsortedItems.forEach((item) => {
          let group = getGroup(item);
          result.has(group) || result.set(group, []);
        }), visibleItems.forEach((item) => {
          let group = getGroup(item);
          result.has(group) || result.set(group, []), result.get(group).push(item);
        }), result;
      }
      /**
       * Generate the built-in help text.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {string}
       */
      formatHelp(cmd, helper) {
        let termWidth = helper.padWidth(cmd, helper), helpWidth = helper.helpWidth ?? 80;
        function callFormatItem(term, description) {
          return helper.formatItem(term, termWidth, description, helper);
        }
        let output = [
          `${helper.styleTitle("Usage:")} ${helper.styleUsage(helper.commandUsage(cmd))}`,
          ""
        ], commandDescription = helper.commandDescription(cmd);
        commandDescription.length > 0 && (output = output.concat([
          helper.boxWrap(
            helper.styleCommandDescription(commandDescription),
            helpWidth
          ),
          ""
        ]));
        let argumentList = helper.visibleArguments(cmd).map((argument) => callFormatItem(
          helper.styleArgumentTerm(helper.argumentTerm(argument)),
          helper.styleArgumentDescription(helper.argumentDescription(argument))
        ));
        if (output = output.concat(
          this.formatItemList("Arguments:", argumentList, helper)
        ), this.groupItems(
          cmd.options,
          helper.visibleOptions(cmd),
          (option) => option.helpGroupHeading ?? "Options:"
        ).forEach((options, group) => {
          let optionList = options.map((option) => callFormatItem(
            helper.styleOptionTerm(helper.optionTerm(option)),
            helper.styleOptionDescription(helper.optionDescription(option))
          ));
          output = output.concat(this.formatItemList(group, optionList, helper));
        }), helper.showGlobalOptions) {
          let globalOptionList = helper.visibleGlobalOptions(cmd).map((option) => callFormatItem(
            helper.styleOptionTerm(helper.optionTerm(option)),
            helper.styleOptionDescription(helper.optionDescription(option))
          ));
          output = output.concat(
            this.formatItemList("Global Options:", globalOptionList, helper)
          );
        }
        return this.groupItems(
          cmd.commands,
          helper.visibleCommands(cmd),
          (sub) => sub.helpGroup() || "Commands:"
        ).forEach((commands, group) => {
          let commandList = commands.map((sub) => callFormatItem(
            helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
            helper.styleSubcommandDescription(helper.subcommandDescription(sub))
          ));
          output = output.concat(this.formatItemList(group, commandList, helper));
        }), output.join(`
`);
      }
      /**
       * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
       *
       * @param {string} str
       * @returns {number}
       */
      displayWidth(str) {
        return stripColor(str).length;
      }
      /**
       * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
       *
       * @param {string} str
       * @returns {string}
       */
      styleTitle(str) {
        return str;
      }
      styleUsage(str) {
        return str.split(" ").map((word) => word === "[options]" ? this.styleOptionText(word) : word === "[command]" ? this.styleSubcommandText(word) : word[0] === "[" || word[0] === "<" ? this.styleArgumentText(word) : this.styleCommandText(word)).join(" ");
      }
      styleCommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleOptionDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleSubcommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleArgumentDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleDescriptionText(str) {
        return str;
      }
      styleOptionTerm(str) {
        return this.styleOptionText(str);
      }
      styleSubcommandTerm(str) {
        return str.split(" ").map((word) => word === "[options]" ? this.styleOptionText(word) : word[0] === "[" || word[0] === "<" ? this.styleArgumentText(word) : this.styleSubcommandText(word)).join(" ");
      }
      styleArgumentTerm(str) {
        return this.styleArgumentText(str);
      }
      styleOptionText(str) {
        return str;
      }
      styleArgumentText(str) {
        return str;
      }
      styleSubcommandText(str) {
        return str;
      }
      styleCommandText(str) {
        return str;
      }
      /**
       * Calculate the pad width from the maximum term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      padWidth(cmd, helper) {
        return Math.max(
          helper.longestOptionTermLength(cmd, helper),
          helper.longestGlobalOptionTermLength(cmd, helper),
          helper.longestSubcommandTermLength(cmd, helper),
          helper.longestArgumentTermLength(cmd, helper)
        );
      }
      /**
       * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
       *
       * @param {string} str
       * @returns {boolean}
       */
      preformatted(str) {
        return /\n[^\S\r\n]/.test(str);
      }
      /**
       * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
       *
       * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
       *   TTT  DDD DDDD
       *        DD DDD
       *
       * @param {string} term
       * @param {number} termWidth
       * @param {string} description
       * @param {Help} helper
       * @returns {string}
       */
      formatItem(term, termWidth, description, helper) {
        let itemIndentStr = " ".repeat(2);
        if (!description) return itemIndentStr + term;
        let paddedTerm = term.padEnd(
          termWidth + term.length - helper.displayWidth(term)
        ), spacerWidth = 2, remainingWidth = (this.helpWidth ?? 80) - termWidth - spacerWidth - 2, formattedDescription;
        return remainingWidth < this.minWidthToWrap || helper.preformatted(description) ? formattedDescription = description : formattedDescription = helper.boxWrap(description, remainingWidth).replace(
          /\n/g,
          `
` + " ".repeat(termWidth + spacerWidth)
        ), itemIndentStr + paddedTerm + " ".repeat(spacerWidth) + formattedDescription.replace(/\n/g, `
${itemIndentStr}`);
      }
      /**
       * Wrap a string at whitespace, preserving existing line breaks.
       * Wrapping is skipped if the width is less than `minWidthToWrap`.
       *
       * @param {string} str
       * @param {number} width
       * @returns {string}
       */
      boxWrap(str, width) {
        if (width < this.minWidthToWrap) return str;
        let rawLines = str.split(/\r\n|\n/), chunkPattern = /[\s]*[^\s]+/g, wrappedLines = [];
        return rawLines.forEach((line) => {
          let chunks = line.match(chunkPattern);
          if (chunks === null) {
            wrappedLines.push("");
            return;
          }
          let sumChunks = [chunks.shift()], sumWidth = this.displayWidth(sumChunks[0]);
          chunks.forEach((chunk) => {
            let visibleWidth = this.displayWidth(chunk);
            if (sumWidth + visibleWidth <= width) {
              sumChunks.push(chunk), sumWidth += visibleWidth;
              return;
            }
            wrappedLines.push(sumChunks.join(""));
            let nextChunk = chunk.trimStart();
            sumChunks = [nextChunk], sumWidth = this.displayWidth(nextChunk);
          }), wrappedLines.push(sumChunks.join(""));
        }), wrappedLines.join(`
`);
      }
    };
    function stripColor(str) {
      let sgrPattern = /\x1b\[\d*(;\d*)*m/g;
      return str.replace(sgrPattern, "");
    }
    exports.Help = Help2;
    exports.stripColor = stripColor;
  }
});

// node_modules/commander/lib/option.js
var require_option = __commonJS({
  "node_modules/commander/lib/option.js"(exports) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error(), Option2 = class {
      /**
       * Initialize a new `Option` with the given `flags` and `description`.
       *
       * @param {string} flags
       * @param {string} [description]
       */
      constructor(flags, description) {
        this.flags = flags, this.description = description || "", this.required = flags.includes("<"), this.optional = flags.includes("["), this.variadic = /\w\.\.\.[>\]]$/.test(flags), this.mandatory = !1;
        let optionFlags = splitOptionFlags(flags);
        this.short = optionFlags.shortFlag, this.long = optionFlags.longFlag, this.negate = !1, this.long && (this.negate = this.long.startsWith("--no-")), this.defaultValue = void 0, this.defaultValueDescription = void 0, this.presetArg = void 0, this.envVar = void 0, this.parseArg = void 0, this.hidden = !1, this.argChoices = void 0, this.conflictsWith = [], this.implied = void 0, this.helpGroupHeading = void 0;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Option}
       */
      default(value, description) {
        return this.defaultValue = value, this.defaultValueDescription = description, this;
      }
      /**
       * Preset to use when option used without option-argument, especially optional but also boolean and negated.
       * The custom processing (parseArg) is called.
       *
       * @example
       * new Option('--color').default('GREYSCALE').preset('RGB');
       * new Option('--donate [amount]').preset('20').argParser(parseFloat);
       *
       * @param {*} arg
       * @return {Option}
       */
      preset(arg) {
        return this.presetArg = arg, this;
      }
      /**
       * Add option name(s) that conflict with this option.
       * An error will be displayed if conflicting options are found during parsing.
       *
       * @example
       * new Option('--rgb').conflicts('cmyk');
       * new Option('--js').conflicts(['ts', 'jsx']);
       *
       * @param {(string | string[])} names
       * @return {Option}
       */
      conflicts(names) {
        return this.conflictsWith = this.conflictsWith.concat(names), this;
      }
      /**
       * Specify implied option values for when this option is set and the implied options are not.
       *
       * The custom processing (parseArg) is not called on the implied values.
       *
       * @example
       * program
       *   .addOption(new Option('--log', 'write logging information to file'))
       *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
       *
       * @param {object} impliedOptionValues
       * @return {Option}
       */
      implies(impliedOptionValues) {
        let newImplied = impliedOptionValues;
        return typeof impliedOptionValues == "string" && (newImplied = { [impliedOptionValues]: !0 }), this.implied = Object.assign(this.implied || {}, newImplied), this;
      }
      /**
       * Set environment variable to check for option value.
       *
       * An environment variable is only used if when processed the current option value is
       * undefined, or the source of the current value is 'default' or 'config' or 'env'.
       *
       * @param {string} name
       * @return {Option}
       */
      env(name) {
        return this.envVar = name, this;
      }
      /**
       * Set the custom handler for processing CLI option arguments into option values.
       *
       * @param {Function} [fn]
       * @return {Option}
       */
      argParser(fn) {
        return this.parseArg = fn, this;
      }
      /**
       * Whether the option is mandatory and must have a value after parsing.
       *
       * @param {boolean} [mandatory=true]
       * @return {Option}
       */
      makeOptionMandatory(mandatory = !0) {
        return this.mandatory = !!mandatory, this;
      }
      /**
       * Hide option in help.
       *
       * @param {boolean} [hide=true]
       * @return {Option}
       */
      hideHelp(hide = !0) {
        return this.hidden = !!hide, this;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        return previous === this.defaultValue || !Array.isArray(previous) ? [value] : (previous.push(value), previous);
      }
      /**
       * Only allow option value to be one of choices.
       *
       * @param {string[]} values
       * @return {Option}
       */
      choices(values) {
        return this.argChoices = values.slice(), this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg))
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          return this.variadic ? this._collectValue(arg, previous) : arg;
        }, this;
      }
      /**
       * Return option name.
       *
       * @return {string}
       */
      name() {
        return this.long ? this.long.replace(/^--/, "") : this.short.replace(/^-/, "");
      }
      /**
       * Return option name, in a camelcase format that can be used
       * as an object attribute key.
       *
       * @return {string}
       */
      attributeName() {
        return this.negate ? camelcase(this.name().replace(/^no-/, "")) : camelcase(this.name());
      }
      /**
       * Set the help group heading.
       *
       * @param {string} heading
       * @return {Option}
       */
      helpGroup(heading) {
        return this.helpGroupHeading = heading, this;
      }
      /**
       * Check if `arg` matches the short or long flag.
       *
       * @param {string} arg
       * @return {boolean}
       * @package
       */
      is(arg) {
        return this.short === arg || this.long === arg;
      }
      /**
       * Return whether a boolean option.
       *
       * Options are one of boolean, negated, required argument, or optional argument.
       *
       * @return {boolean}
       * @package
       */
      isBoolean() {
        return !this.required && !this.optional && !this.negate;
      }
    }, DualOptions = class {
      /**
       * @param {Option[]} options
       */
      constructor(options) {
        this.positiveOptions = /* @__PURE__ */ new Map(), this.negativeOptions = /* @__PURE__ */ new Map(), this.dualOptions = /* @__PURE__ */ new Set(), options.forEach((option) => {
          option.negate ? this.negativeOptions.set(option.attributeName(), option) : this.positiveOptions.set(option.attributeName(), option);
        }), this.negativeOptions.forEach((value, key) => {
          this.positiveOptions.has(key) && this.dualOptions.add(key);
        });
      }
      /**
       * Did the value come from the option, and not from possible matching dual option?
       *
       * @param {*} value
       * @param {Option} option
       * @returns {boolean}
       */
      valueFromOption(value, option) {
        let optionKey = option.attributeName();
        if (!this.dualOptions.has(optionKey)) return !0;
        let preset = this.negativeOptions.get(optionKey).presetArg, negativeValue = preset !== void 0 ? preset : !1;
        return option.negate === (negativeValue === value);
      }
    };
    function camelcase(str) {
      return str.split("-").reduce((str2, word) => str2 + word[0].toUpperCase() + word.slice(1));
    }
    function splitOptionFlags(flags) {
      let shortFlag, longFlag, shortFlagExp = /^-[^-]$/, longFlagExp = /^--[^-]/, flagParts = flags.split(/[ |,]+/).concat("guard");
      if (shortFlagExp.test(flagParts[0]) && (shortFlag = flagParts.shift()), longFlagExp.test(flagParts[0]) && (longFlag = flagParts.shift()), !shortFlag && shortFlagExp.test(flagParts[0]) && (shortFlag = flagParts.shift()), !shortFlag && longFlagExp.test(flagParts[0]) && (shortFlag = longFlag, longFlag = flagParts.shift()), flagParts[0].startsWith("-")) {
        let unsupportedFlag = flagParts[0], baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
        throw /^-[^-][^-]/.test(unsupportedFlag) ? new Error(
          `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`
        ) : shortFlagExp.test(unsupportedFlag) ? new Error(`${baseError}
- too many short flags`) : longFlagExp.test(unsupportedFlag) ? new Error(`${baseError}
- too many long flags`) : new Error(`${baseError}
- unrecognised flag format`);
      }
      if (shortFlag === void 0 && longFlag === void 0)
        throw new Error(
          `option creation failed due to no flags found in '${flags}'.`
        );
      return { shortFlag, longFlag };
    }
    exports.Option = Option2;
    exports.DualOptions = DualOptions;
  }
});

// node_modules/commander/lib/suggestSimilar.js
var require_suggestSimilar = __commonJS({
  "node_modules/commander/lib/suggestSimilar.js"(exports) {
    function editDistance3(a, b) {
      if (Math.abs(a.length - b.length) > 3)
        return Math.max(a.length, b.length);
      let d = [];
      for (let i2 = 0; i2 <= a.length; i2++)
        d[i2] = [i2];
      for (let j = 0; j <= b.length; j++)
        d[0][j] = j;
      for (let j = 1; j <= b.length; j++)
        for (let i2 = 1; i2 <= a.length; i2++) {
          let cost = 1;
          a[i2 - 1] === b[j - 1] ? cost = 0 : cost = 1, d[i2][j] = Math.min(
            d[i2 - 1][j] + 1,
            // deletion
            d[i2][j - 1] + 1,
            // insertion
            d[i2 - 1][j - 1] + cost
            // substitution
          ), i2 > 1 && j > 1 && a[i2 - 1] === b[j - 2] && a[i2 - 2] === b[j - 1] && (d[i2][j] = Math.min(d[i2][j], d[i2 - 2][j - 2] + 1));
        }
      return d[a.length][b.length];
    }
    function suggestSimilar(word, candidates) {
      if (!candidates || candidates.length === 0) return "";
      candidates = Array.from(new Set(candidates));
      let searchingOptions = word.startsWith("--");
      searchingOptions && (word = word.slice(2), candidates = candidates.map((candidate) => candidate.slice(2)));
      let similar = [], bestDistance = 3, minSimilarity = 0.4;
      return candidates.forEach((candidate) => {
        if (candidate.length <= 1) return;
        let distance = editDistance3(word, candidate), length = Math.max(word.length, candidate.length);
        (length - distance) / length > minSimilarity && (distance < bestDistance ? (bestDistance = distance, similar = [candidate]) : distance === bestDistance && similar.push(candidate));
      }), similar.sort((a, b) => a.localeCompare(b)), searchingOptions && (similar = similar.map((candidate) => `--${candidate}`)), similar.length > 1 ? `
(Did you mean one of ${similar.join(", ")}?)` : similar.length === 1 ? `
(Did you mean ${similar[0]}?)` : "";
    }
    exports.suggestSimilar = suggestSimilar;
  }
});

// node_modules/commander/lib/command.js
var require_command = __commonJS({
  "node_modules/commander/lib/command.js"(exports) {
    var EventEmitter = __require("node:events").EventEmitter, childProcess = __require("node:child_process"), path = __require("node:path"), fs = __require("node:fs"), process3 = __require("node:process"), { Argument: Argument2, humanReadableArgName } = require_argument(), { CommanderError: CommanderError2 } = require_error(), { Help: Help2, stripColor } = require_help(), { Option: Option2, DualOptions } = require_option(), { suggestSimilar } = require_suggestSimilar(), Command2 = class _Command extends EventEmitter {
      /**
       * Initialize a new `Command`.
       *
       * @param {string} [name]
       */
      constructor(name) {
        super(), this.commands = [], this.options = [], this.parent = null, this._allowUnknownOption = !1, this._allowExcessArguments = !1, this.registeredArguments = [], this._args = this.registeredArguments, this.args = [], this.rawArgs = [], this.processedArgs = [], this._scriptPath = null, this._name = name || "", this._optionValues = {}, this._optionValueSources = {}, this._storeOptionsAsProperties = !1, this._actionHandler = null, this._executableHandler = !1, this._executableFile = null, this._executableDir = null, this._defaultCommandName = null, this._exitCallback = null, this._aliases = [], this._combineFlagAndOptionalValue = !0, this._description = "", this._summary = "", this._argsDescription = void 0, this._enablePositionalOptions = !1, this._passThroughOptions = !1, this._lifeCycleHooks = {}, this._showHelpAfterError = !1, this._showSuggestionAfterError = !0, this._savedState = null, this._outputConfiguration = {
          writeOut: (str) => process3.stdout.write(str),
          writeErr: (str) => process3.stderr.write(str),
          outputError: (str, write) => write(str),
          getOutHelpWidth: () => process3.stdout.isTTY ? process3.stdout.columns : void 0,
          getErrHelpWidth: () => process3.stderr.isTTY ? process3.stderr.columns : void 0,
          getOutHasColors: () => useColor() ?? (process3.stdout.isTTY && process3.stdout.hasColors?.()),
          getErrHasColors: () => useColor() ?? (process3.stderr.isTTY && process3.stderr.hasColors?.()),
          stripColor: (str) => stripColor(str)
        }, this._hidden = !1, this._helpOption = void 0, this._addImplicitHelpCommand = void 0, this._helpCommand = void 0, this._helpConfiguration = {}, this._helpGroupHeading = void 0, this._defaultCommandGroup = void 0, this._defaultOptionGroup = void 0;
      }
      /**
       * Copy settings that are useful to have in common across root command and subcommands.
       *
       * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
       *
       * @param {Command} sourceCommand
       * @return {Command} `this` command for chaining
       */
      copyInheritedSettings(sourceCommand) {
        return this._outputConfiguration = sourceCommand._outputConfiguration, this._helpOption = sourceCommand._helpOption, this._helpCommand = sourceCommand._helpCommand, this._helpConfiguration = sourceCommand._helpConfiguration, this._exitCallback = sourceCommand._exitCallback, this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties, this._combineFlagAndOptionalValue = sourceCommand._combineFlagAndOptionalValue, this._allowExcessArguments = sourceCommand._allowExcessArguments, this._enablePositionalOptions = sourceCommand._enablePositionalOptions, this._showHelpAfterError = sourceCommand._showHelpAfterError, this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError, this;
      }
      /**
       * @returns {Command[]}
       * @private
       */
      _getCommandAndAncestors() {
        let result = [];
        for (let command = this; command; command = command.parent)
          result.push(command);
        return result;
      }
      /**
       * Define a command.
       *
       * There are two styles of command: pay attention to where to put the description.
       *
       * @example
       * // Command implemented using action handler (description is supplied separately to `.command`)
       * program
       *   .command('clone <source> [destination]')
       *   .description('clone a repository into a newly created directory')
       *   .action((source, destination) => {
       *     console.log('clone command called');
       *   });
       *
       * // Command implemented using separate executable file (description is second parameter to `.command`)
       * program
       *   .command('start <service>', 'start named service')
       *   .command('stop [service]', 'stop named service, or all if no name supplied');
       *
       * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
       * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
       * @param {object} [execOpts] - configuration options (for executable)
       * @return {Command} returns new command for action handler, or `this` for executable command
       */
      command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
        let desc = actionOptsOrExecDesc, opts = execOpts;
        typeof desc == "object" && desc !== null && (opts = desc, desc = null), opts = opts || {};
        let [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/), cmd = this.createCommand(name);
        return desc && (cmd.description(desc), cmd._executableHandler = !0), opts.isDefault && (this._defaultCommandName = cmd._name), cmd._hidden = !!(opts.noHelp || opts.hidden), cmd._executableFile = opts.executableFile || null, args && cmd.arguments(args), this._registerCommand(cmd), cmd.parent = this, cmd.copyInheritedSettings(this), desc ? this : cmd;
      }
      /**
       * Factory routine to create a new unattached command.
       *
       * See .command() for creating an attached subcommand, which uses this routine to
       * create the command. You can override createCommand to customise subcommands.
       *
       * @param {string} [name]
       * @return {Command} new command
       */
      createCommand(name) {
        return new _Command(name);
      }
      /**
       * You can customise the help with a subclass of Help by overriding createHelp,
       * or by overriding Help properties using configureHelp().
       *
       * @return {Help}
       */
      createHelp() {
        return Object.assign(new Help2(), this.configureHelp());
      }
      /**
       * You can customise the help by overriding Help properties using configureHelp(),
       * or with a subclass of Help by overriding createHelp().
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureHelp(configuration) {
        return configuration === void 0 ? this._helpConfiguration : (this._helpConfiguration = configuration, this);
      }
      /**
       * The default output goes to stdout and stderr. You can customise this for special
       * applications. You can also customise the display of errors by overriding outputError.
       *
       * The configuration properties are all functions:
       *
       *     // change how output being written, defaults to stdout and stderr
       *     writeOut(str)
       *     writeErr(str)
       *     // change how output being written for errors, defaults to writeErr
       *     outputError(str, write) // used for displaying errors and not used for displaying help
       *     // specify width for wrapping help
       *     getOutHelpWidth()
       *     getErrHelpWidth()
       *     // color support, currently only used with Help
       *     getOutHasColors()
       *     getErrHasColors()
       *     stripColor() // used to remove ANSI escape codes if output does not have colors
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureOutput(configuration) {
        return configuration === void 0 ? this._outputConfiguration : (this._outputConfiguration = {
          ...this._outputConfiguration,
          ...configuration
        }, this);
      }
      /**
       * Display the help or a custom message after an error occurs.
       *
       * @param {(boolean|string)} [displayHelp]
       * @return {Command} `this` command for chaining
       */
      showHelpAfterError(displayHelp = !0) {
        return typeof displayHelp != "string" && (displayHelp = !!displayHelp), this._showHelpAfterError = displayHelp, this;
      }
      /**
       * Display suggestion of similar commands for unknown commands, or options for unknown options.
       *
       * @param {boolean} [displaySuggestion]
       * @return {Command} `this` command for chaining
       */
      showSuggestionAfterError(displaySuggestion = !0) {
        return this._showSuggestionAfterError = !!displaySuggestion, this;
      }
      /**
       * Add a prepared subcommand.
       *
       * See .command() for creating an attached subcommand which inherits settings from its parent.
       *
       * @param {Command} cmd - new subcommand
       * @param {object} [opts] - configuration options
       * @return {Command} `this` command for chaining
       */
      addCommand(cmd, opts) {
        if (!cmd._name)
          throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
        return opts = opts || {}, opts.isDefault && (this._defaultCommandName = cmd._name), (opts.noHelp || opts.hidden) && (cmd._hidden = !0), this._registerCommand(cmd), cmd.parent = this, cmd._checkForBrokenPassThrough(), this;
      }
      /**
       * Factory routine to create a new unattached argument.
       *
       * See .argument() for creating an attached argument, which uses this routine to
       * create the argument. You can override createArgument to return a custom argument.
       *
       * @param {string} name
       * @param {string} [description]
       * @return {Argument} new argument
       */
      createArgument(name, description) {
        return new Argument2(name, description);
      }
      /**
       * Define argument syntax for command.
       *
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @example
       * program.argument('<input-file>');
       * program.argument('[output-file]');
       *
       * @param {string} name
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom argument processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      argument(name, description, parseArg, defaultValue) {
        let argument = this.createArgument(name, description);
        return typeof parseArg == "function" ? argument.default(defaultValue).argParser(parseArg) : argument.default(parseArg), this.addArgument(argument), this;
      }
      /**
       * Define argument syntax for command, adding multiple at once (without descriptions).
       *
       * See also .argument().
       *
       * @example
       * program.arguments('<cmd> [env]');
       *
       * @param {string} names
       * @return {Command} `this` command for chaining
       */
      arguments(names) {
        return names.trim().split(/ +/).forEach((detail) => {
          this.argument(detail);
        }), this;
      }
      /**
       * Define argument syntax for command, adding a prepared argument.
       *
       * @param {Argument} argument
       * @return {Command} `this` command for chaining
       */
      addArgument(argument) {
        let previousArgument = this.registeredArguments.slice(-1)[0];
        if (previousArgument?.variadic)
          throw new Error(
            `only the last argument can be variadic '${previousArgument.name()}'`
          );
        if (argument.required && argument.defaultValue !== void 0 && argument.parseArg === void 0)
          throw new Error(
            `a default value for a required argument is never used: '${argument.name()}'`
          );
        return this.registeredArguments.push(argument), this;
      }
      /**
       * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
       *
       * @example
       *    program.helpCommand('help [cmd]');
       *    program.helpCommand('help [cmd]', 'show help');
       *    program.helpCommand(false); // suppress default help command
       *    program.helpCommand(true); // add help command even if no subcommands
       *
       * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
       * @param {string} [description] - custom description
       * @return {Command} `this` command for chaining
       */
      helpCommand(enableOrNameAndArgs, description) {
        if (typeof enableOrNameAndArgs == "boolean")
          return this._addImplicitHelpCommand = enableOrNameAndArgs, enableOrNameAndArgs && this._defaultCommandGroup && this._initCommandGroup(this._getHelpCommand()), this;
        let nameAndArgs = enableOrNameAndArgs ?? "help [command]", [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/), helpDescription = description ?? "display help for command", helpCommand = this.createCommand(helpName);
        return helpCommand.helpOption(!1), helpArgs && helpCommand.arguments(helpArgs), helpDescription && helpCommand.description(helpDescription), this._addImplicitHelpCommand = !0, this._helpCommand = helpCommand, (enableOrNameAndArgs || description) && this._initCommandGroup(helpCommand), this;
      }
      /**
       * Add prepared custom help command.
       *
       * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
       * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
       * @return {Command} `this` command for chaining
       */
      addHelpCommand(helpCommand, deprecatedDescription) {
        return typeof helpCommand != "object" ? (this.helpCommand(helpCommand, deprecatedDescription), this) : (this._addImplicitHelpCommand = !0, this._helpCommand = helpCommand, this._initCommandGroup(helpCommand), this);
      }
      /**
       * Lazy create help command.
       *
       * @return {(Command|null)}
       * @package
       */
      _getHelpCommand() {
        return this._addImplicitHelpCommand ?? (this.commands.length && !this._actionHandler && !this._findCommand("help")) ? (this._helpCommand === void 0 && this.helpCommand(void 0, void 0), this._helpCommand) : null;
      }
      /**
       * Add hook for life cycle event.
       *
       * @param {string} event
       * @param {Function} listener
       * @return {Command} `this` command for chaining
       */
      hook(event, listener) {
        let allowedValues = ["preSubcommand", "preAction", "postAction"];
        if (!allowedValues.includes(event))
          throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
        return this._lifeCycleHooks[event] ? this._lifeCycleHooks[event].push(listener) : this._lifeCycleHooks[event] = [listener], this;
      }
      /**
       * Register callback to use as replacement for calling process.exit.
       *
       * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
       * @return {Command} `this` command for chaining
       */
      exitOverride(fn) {
        return fn ? this._exitCallback = fn : this._exitCallback = (err2) => {
          if (err2.code !== "commander.executeSubCommandAsync")
            throw err2;
        }, this;
      }
      /**
       * Call process.exit, and _exitCallback if defined.
       *
       * @param {number} exitCode exit code for using with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       * @return never
       * @private
       */
      _exit(exitCode, code, message) {
        this._exitCallback && this._exitCallback(new CommanderError2(exitCode, code, message)), process3.exit(exitCode);
      }
      /**
       * Register callback `fn` for the command.
       *
       * @example
       * program
       *   .command('serve')
       *   .description('start service')
       *   .action(function() {
       *      // do work here
       *   });
       *
       * @param {Function} fn
       * @return {Command} `this` command for chaining
       */
      action(fn) {
        let listener = (args) => {
          let expectedArgsCount = this.registeredArguments.length, actionArgs = args.slice(0, expectedArgsCount);
          return this._storeOptionsAsProperties ? actionArgs[expectedArgsCount] = this : actionArgs[expectedArgsCount] = this.opts(), actionArgs.push(this), fn.apply(this, actionArgs);
        };
        return this._actionHandler = listener, this;
      }
      /**
       * Factory routine to create a new unattached option.
       *
       * See .option() for creating an attached option, which uses this routine to
       * create the option. You can override createOption to return a custom option.
       *
       * @param {string} flags
       * @param {string} [description]
       * @return {Option} new option
       */
      createOption(flags, description) {
        return new Option2(flags, description);
      }
      /**
       * Wrap parseArgs to catch 'commander.invalidArgument'.
       *
       * @param {(Option | Argument)} target
       * @param {string} value
       * @param {*} previous
       * @param {string} invalidArgumentMessage
       * @private
       */
      _callParseArg(target, value, previous, invalidArgumentMessage) {
        try {
          return target.parseArg(value, previous);
        } catch (err2) {
          if (err2.code === "commander.invalidArgument") {
            let message = `${invalidArgumentMessage} ${err2.message}`;
            this.error(message, { exitCode: err2.exitCode, code: err2.code });
          }
          throw err2;
        }
      }
      /**
       * Check for option flag conflicts.
       * Register option if no conflicts found, or throw on conflict.
       *
       * @param {Option} option
       * @private
       */
      _registerOption(option) {
        let matchingOption = option.short && this._findOption(option.short) || option.long && this._findOption(option.long);
        if (matchingOption) {
          let matchingFlag = option.long && this._findOption(option.long) ? option.long : option.short;
          throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
        }
        this._initOptionGroup(option), this.options.push(option);
      }
      /**
       * Check for command name and alias conflicts with existing commands.
       * Register command if no conflicts found, or throw on conflict.
       *
       * @param {Command} command
       * @private
       */
      _registerCommand(command) {
        let knownBy = (cmd) => [cmd.name()].concat(cmd.aliases()), alreadyUsed = knownBy(command).find(
          (name) => this._findCommand(name)
        );
        if (alreadyUsed) {
          let existingCmd = knownBy(this._findCommand(alreadyUsed)).join("|"), newCmd = knownBy(command).join("|");
          throw new Error(
            `cannot add command '${newCmd}' as already have command '${existingCmd}'`
          );
        }
        this._initCommandGroup(command), this.commands.push(command);
      }
      /**
       * Add an option.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addOption(option) {
        this._registerOption(option);
        let oname = option.name(), name = option.attributeName();
        if (option.negate) {
          let positiveLongFlag = option.long.replace(/^--no-/, "--");
          this._findOption(positiveLongFlag) || this.setOptionValueWithSource(
            name,
            option.defaultValue === void 0 ? !0 : option.defaultValue,
            "default"
          );
        } else option.defaultValue !== void 0 && this.setOptionValueWithSource(name, option.defaultValue, "default");
        let handleOptionValue = (val, invalidValueMessage, valueSource) => {
          val == null && option.presetArg !== void 0 && (val = option.presetArg);
          let oldValue = this.getOptionValue(name);
          val !== null && option.parseArg ? val = this._callParseArg(option, val, oldValue, invalidValueMessage) : val !== null && option.variadic && (val = option._collectValue(val, oldValue)), val == null && (option.negate ? val = !1 : option.isBoolean() || option.optional ? val = !0 : val = ""), this.setOptionValueWithSource(name, val, valueSource);
        };
        return this.on("option:" + oname, (val) => {
          let invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
          handleOptionValue(val, invalidValueMessage, "cli");
        }), option.envVar && this.on("optionEnv:" + oname, (val) => {
          let invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
          handleOptionValue(val, invalidValueMessage, "env");
        }), this;
      }
      /**
       * Internal implementation shared by .option() and .requiredOption()
       *
       * @return {Command} `this` command for chaining
       * @private
       */
      _optionEx(config, flags, description, fn, defaultValue) {
        if (typeof flags == "object" && flags instanceof Option2)
          throw new Error(
            "To add an Option object use addOption() instead of option() or requiredOption()"
          );
        let option = this.createOption(flags, description);
        if (option.makeOptionMandatory(!!config.mandatory), typeof fn == "function")
          option.default(defaultValue).argParser(fn);
        else if (fn instanceof RegExp) {
          let regex2 = fn;
          fn = (val, def) => {
            let m = regex2.exec(val);
            return m ? m[0] : def;
          }, option.default(defaultValue).argParser(fn);
        } else
          option.default(fn);
        return this.addOption(option);
      }
      /**
       * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
       * option-argument is indicated by `<>` and an optional option-argument by `[]`.
       *
       * See the README for more details, and see also addOption() and requiredOption().
       *
       * @example
       * program
       *     .option('-p, --pepper', 'add pepper')
       *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
       *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
       *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      option(flags, description, parseArg, defaultValue) {
        return this._optionEx({}, flags, description, parseArg, defaultValue);
      }
      /**
       * Add a required option which must have a value after parsing. This usually means
       * the option must be specified on the command line. (Otherwise the same as .option().)
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      requiredOption(flags, description, parseArg, defaultValue) {
        return this._optionEx(
          { mandatory: !0 },
          flags,
          description,
          parseArg,
          defaultValue
        );
      }
      /**
       * Alter parsing of short flags with optional values.
       *
       * @example
       * // for `.option('-f,--flag [value]'):
       * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
       * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
       *
       * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
       * @return {Command} `this` command for chaining
       */
      combineFlagAndOptionalValue(combine = !0) {
        return this._combineFlagAndOptionalValue = !!combine, this;
      }
      /**
       * Allow unknown options on the command line.
       *
       * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
       * @return {Command} `this` command for chaining
       */
      allowUnknownOption(allowUnknown = !0) {
        return this._allowUnknownOption = !!allowUnknown, this;
      }
      /**
       * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
       *
       * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
       * @return {Command} `this` command for chaining
       */
      allowExcessArguments(allowExcess = !0) {
        return this._allowExcessArguments = !!allowExcess, this;
      }
      /**
       * Enable positional options. Positional means global options are specified before subcommands which lets
       * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
       * The default behaviour is non-positional and global options may appear anywhere on the command line.
       *
       * @param {boolean} [positional]
       * @return {Command} `this` command for chaining
       */
      enablePositionalOptions(positional = !0) {
        return this._enablePositionalOptions = !!positional, this;
      }
      /**
       * Pass through options that come after command-arguments rather than treat them as command-options,
       * so actual command-options come before command-arguments. Turning this on for a subcommand requires
       * positional options to have been enabled on the program (parent commands).
       * The default behaviour is non-positional and options may appear before or after command-arguments.
       *
       * @param {boolean} [passThrough] for unknown options.
       * @return {Command} `this` command for chaining
       */
      passThroughOptions(passThrough = !0) {
        return this._passThroughOptions = !!passThrough, this._checkForBrokenPassThrough(), this;
      }
      /**
       * @private
       */
      _checkForBrokenPassThrough() {
        if (this.parent && this._passThroughOptions && !this.parent._enablePositionalOptions)
          throw new Error(
            `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`
          );
      }
      /**
       * Whether to store option values as properties on command object,
       * or store separately (specify false). In both cases the option values can be accessed using .opts().
       *
       * @param {boolean} [storeAsProperties=true]
       * @return {Command} `this` command for chaining
       */
      storeOptionsAsProperties(storeAsProperties = !0) {
        if (this.options.length)
          throw new Error("call .storeOptionsAsProperties() before adding options");
        if (Object.keys(this._optionValues).length)
          throw new Error(
            "call .storeOptionsAsProperties() before setting option values"
          );
        return this._storeOptionsAsProperties = !!storeAsProperties, this;
      }
      /**
       * Retrieve option value.
       *
       * @param {string} key
       * @return {object} value
       */
      getOptionValue(key) {
        return this._storeOptionsAsProperties ? this[key] : this._optionValues[key];
      }
      /**
       * Store option value.
       *
       * @param {string} key
       * @param {object} value
       * @return {Command} `this` command for chaining
       */
      setOptionValue(key, value) {
        return this.setOptionValueWithSource(key, value, void 0);
      }
      /**
       * Store option value and where the value came from.
       *
       * @param {string} key
       * @param {object} value
       * @param {string} source - expected values are default/config/env/cli/implied
       * @return {Command} `this` command for chaining
       */
      setOptionValueWithSource(key, value, source) {
        return this._storeOptionsAsProperties ? this[key] = value : this._optionValues[key] = value, this._optionValueSources[key] = source, this;
      }
      /**
       * Get source of option value.
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSource(key) {
        return this._optionValueSources[key];
      }
      /**
       * Get source of option value. See also .optsWithGlobals().
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSourceWithGlobals(key) {
        let source;
        return this._getCommandAndAncestors().forEach((cmd) => {
          cmd.getOptionValueSource(key) !== void 0 && (source = cmd.getOptionValueSource(key));
        }), source;
      }
      /**
       * Get user arguments from implied or explicit arguments.
       * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
       *
       * @private
       */
      _prepareUserArgs(argv2, parseOptions) {
        if (argv2 !== void 0 && !Array.isArray(argv2))
          throw new Error("first parameter to parse must be array or undefined");
        if (parseOptions = parseOptions || {}, argv2 === void 0 && parseOptions.from === void 0) {
          process3.versions?.electron && (parseOptions.from = "electron");
          let execArgv = process3.execArgv ?? [];
          (execArgv.includes("-e") || execArgv.includes("--eval") || execArgv.includes("-p") || execArgv.includes("--print")) && (parseOptions.from = "eval");
        }
        argv2 === void 0 && (argv2 = process3.argv), this.rawArgs = argv2.slice();
        let userArgs;
        switch (parseOptions.from) {
          case void 0:
          case "node":
            this._scriptPath = argv2[1], userArgs = argv2.slice(2);
            break;
          case "electron":
            process3.defaultApp ? (this._scriptPath = argv2[1], userArgs = argv2.slice(2)) : userArgs = argv2.slice(1);
            break;
          case "user":
            userArgs = argv2.slice(0);
            break;
          case "eval":
            userArgs = argv2.slice(1);
            break;
          default:
            throw new Error(
              `unexpected parse option { from: '${parseOptions.from}' }`
            );
        }
        return !this._name && this._scriptPath && this.nameFromFilename(this._scriptPath), this._name = this._name || "program", userArgs;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Use parseAsync instead of parse if any of your action handlers are async.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * program.parse(); // parse process.argv and auto-detect electron and special node flags
       * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
       * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv] - optional, defaults to process.argv
       * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
       * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
       * @return {Command} `this` command for chaining
       */
      parse(argv2, parseOptions) {
        this._prepareForParse();
        let userArgs = this._prepareUserArgs(argv2, parseOptions);
        return this._parseCommand([], userArgs), this;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
       * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
       * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv]
       * @param {object} [parseOptions]
       * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
       * @return {Promise}
       */
      async parseAsync(argv2, parseOptions) {
        this._prepareForParse();
        let userArgs = this._prepareUserArgs(argv2, parseOptions);
        return await this._parseCommand([], userArgs), this;
      }
      _prepareForParse() {
        this._savedState === null ? this.saveStateBeforeParse() : this.restoreStateBeforeParse();
      }
      /**
       * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state saved.
       */
      saveStateBeforeParse() {
        this._savedState = {
          // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
          _name: this._name,
          // option values before parse have default values (including false for negated options)
          // shallow clones
          _optionValues: { ...this._optionValues },
          _optionValueSources: { ...this._optionValueSources }
        };
      }
      /**
       * Restore state before parse for calls after the first.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state restored.
       */
      restoreStateBeforeParse() {
        if (this._storeOptionsAsProperties)
          throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);
        this._name = this._savedState._name, this._scriptPath = null, this.rawArgs = [], this._optionValues = { ...this._savedState._optionValues }, this._optionValueSources = { ...this._savedState._optionValueSources }, this.args = [], this.processedArgs = [];
      }
      /**
       * Throw if expected executable is missing. Add lots of help for author.
       *
       * @param {string} executableFile
       * @param {string} executableDir
       * @param {string} subcommandName
       */
      _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
        if (fs.existsSync(executableFile)) return;
        let executableDirMessage = executableDir ? `searched for local subcommand relative to directory '${executableDir}'` : "no directory for search for local subcommand, use .executableDir() to supply a custom directory", executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
        throw new Error(executableMissing);
      }
      /**
       * Execute a sub-command executable.
       *
       * @private
       */
      _executeSubCommand(subcommand, args) {
        args = args.slice();
        let launchWithNode = !1, sourceExt = [".js", ".ts", ".tsx", ".mjs", ".cjs"];
        function findFile(baseDir, baseName) {
          let localBin = path.resolve(baseDir, baseName);
          if (fs.existsSync(localBin)) return localBin;
          if (sourceExt.includes(path.extname(baseName))) return;
          let foundExt = sourceExt.find(
            (ext) => fs.existsSync(`${localBin}${ext}`)
          );
          if (foundExt) return `${localBin}${foundExt}`;
        }
        this._checkForMissingMandatoryOptions(), this._checkForConflictingOptions();
        let executableFile = subcommand._executableFile || `${this._name}-${subcommand._name}`, executableDir = this._executableDir || "";
        if (this._scriptPath) {
          let resolvedScriptPath;
          try {
            resolvedScriptPath = fs.realpathSync(this._scriptPath);
          } catch {
            resolvedScriptPath = this._scriptPath;
          }
          executableDir = path.resolve(
            path.dirname(resolvedScriptPath),
            executableDir
          );
        }
        if (executableDir) {
          let localFile = findFile(executableDir, executableFile);
          if (!localFile && !subcommand._executableFile && this._scriptPath) {
            let legacyName = path.basename(
              this._scriptPath,
              path.extname(this._scriptPath)
            );
            legacyName !== this._name && (localFile = findFile(
              executableDir,
              `${legacyName}-${subcommand._name}`
            ));
          }
          executableFile = localFile || executableFile;
        }
        launchWithNode = sourceExt.includes(path.extname(executableFile));
        let proc;
        process3.platform !== "win32" ? launchWithNode ? (args.unshift(executableFile), args = incrementNodeInspectorPort(process3.execArgv).concat(args), proc = childProcess.spawn(process3.argv[0], args, { stdio: "inherit" })) : proc = childProcess.spawn(executableFile, args, { stdio: "inherit" }) : (this._checkForMissingExecutable(
          executableFile,
          executableDir,
          subcommand._name
        ), args.unshift(executableFile), args = incrementNodeInspectorPort(process3.execArgv).concat(args), proc = childProcess.spawn(process3.execPath, args, { stdio: "inherit" })), proc.killed || ["SIGUSR1", "SIGUSR2", "SIGTERM", "SIGINT", "SIGHUP"].forEach((signal) => {
          process3.on(signal, () => {
            proc.killed === !1 && proc.exitCode === null && proc.kill(signal);
          });
        });
        let exitCallback = this._exitCallback;
        proc.on("close", (code) => {
          code = code ?? 1, exitCallback ? exitCallback(
            new CommanderError2(
              code,
              "commander.executeSubCommandAsync",
              "(close)"
            )
          ) : process3.exit(code);
        }), proc.on("error", (err2) => {
          if (err2.code === "ENOENT")
            this._checkForMissingExecutable(
              executableFile,
              executableDir,
              subcommand._name
            );
          else if (err2.code === "EACCES")
            throw new Error(`'${executableFile}' not executable`);
          if (!exitCallback)
            process3.exit(1);
          else {
            let wrappedError = new CommanderError2(
              1,
              "commander.executeSubCommandAsync",
              "(error)"
            );
            wrappedError.nestedError = err2, exitCallback(wrappedError);
          }
        }), this.runningCommand = proc;
      }
      /**
       * @private
       */
      _dispatchSubcommand(commandName, operands, unknown) {
        let subCommand = this._findCommand(commandName);
        subCommand || this.help({ error: !0 }), subCommand._prepareForParse();
        let promiseChain;
        return promiseChain = this._chainOrCallSubCommandHook(
          promiseChain,
          subCommand,
          "preSubcommand"
        ), promiseChain = this._chainOrCall(promiseChain, () => {
          if (subCommand._executableHandler)
            this._executeSubCommand(subCommand, operands.concat(unknown));
          else
            return subCommand._parseCommand(operands, unknown);
        }), promiseChain;
      }
      /**
       * Invoke help directly if possible, or dispatch if necessary.
       * e.g. help foo
       *
       * @private
       */
      _dispatchHelpCommand(subcommandName) {
        subcommandName || this.help();
        let subCommand = this._findCommand(subcommandName);
        return subCommand && !subCommand._executableHandler && subCommand.help(), this._dispatchSubcommand(
          subcommandName,
          [],
          [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? "--help"]
        );
      }
      /**
       * Check this.args against expected this.registeredArguments.
       *
       * @private
       */
      _checkNumberOfArguments() {
        this.registeredArguments.forEach((arg, i2) => {
          arg.required && this.args[i2] == null && this.missingArgument(arg.name());
        }), !(this.registeredArguments.length > 0 && this.registeredArguments[this.registeredArguments.length - 1].variadic) && this.args.length > this.registeredArguments.length && this._excessArguments(this.args);
      }
      /**
       * Process this.args using this.registeredArguments and save as this.processedArgs!
       *
       * @private
       */
      _processArguments() {
        let myParseArg = (argument, value, previous) => {
          let parsedValue = value;
          if (value !== null && argument.parseArg) {
            let invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
            parsedValue = this._callParseArg(
              argument,
              value,
              previous,
              invalidValueMessage
            );
          }
          return parsedValue;
        };
        this._checkNumberOfArguments();
        let processedArgs = [];
        this.registeredArguments.forEach((declaredArg, index) => {
          let value = declaredArg.defaultValue;
          declaredArg.variadic ? index < this.args.length ? (value = this.args.slice(index), declaredArg.parseArg && (value = value.reduce((processed, v) => myParseArg(declaredArg, v, processed), declaredArg.defaultValue))) : value === void 0 && (value = []) : index < this.args.length && (value = this.args[index], declaredArg.parseArg && (value = myParseArg(declaredArg, value, declaredArg.defaultValue))), processedArgs[index] = value;
        }), this.processedArgs = processedArgs;
      }
      /**
       * Once we have a promise we chain, but call synchronously until then.
       *
       * @param {(Promise|undefined)} promise
       * @param {Function} fn
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCall(promise, fn) {
        return promise?.then && typeof promise.then == "function" ? promise.then(() => fn()) : fn();
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallHooks(promise, event) {
        let result = promise, hooks2 = [];
        return this._getCommandAndAncestors().reverse().filter((cmd) => cmd._lifeCycleHooks[event] !== void 0).forEach((hookedCommand) => {
          hookedCommand._lifeCycleHooks[event].forEach((callback) => {
            hooks2.push({ hookedCommand, callback });
          });
        }), event === "postAction" && hooks2.reverse(), hooks2.forEach((hookDetail) => {
          result = this._chainOrCall(result, () => hookDetail.callback(hookDetail.hookedCommand, this));
        }), result;
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {Command} subCommand
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallSubCommandHook(promise, subCommand, event) {
        let result = promise;
        return this._lifeCycleHooks[event] !== void 0 && this._lifeCycleHooks[event].forEach((hook2) => {
          result = this._chainOrCall(result, () => hook2(this, subCommand));
        }), result;
      }
      /**
       * Process arguments in context of this command.
       * Returns action result, in case it is a promise.
       *
       * @private
       */
      _parseCommand(operands, unknown) {
        let parsed = this.parseOptions(unknown);
        if (this._parseOptionsEnv(), this._parseOptionsImplied(), operands = operands.concat(parsed.operands), unknown = parsed.unknown, this.args = operands.concat(unknown), operands && this._findCommand(operands[0]))
          return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
        if (this._getHelpCommand() && operands[0] === this._getHelpCommand().name())
          return this._dispatchHelpCommand(operands[1]);
        if (this._defaultCommandName)
          return this._outputHelpIfRequested(unknown), this._dispatchSubcommand(
            this._defaultCommandName,
            operands,
            unknown
          );
        this.commands.length && this.args.length === 0 && !this._actionHandler && !this._defaultCommandName && this.help({ error: !0 }), this._outputHelpIfRequested(parsed.unknown), this._checkForMissingMandatoryOptions(), this._checkForConflictingOptions();
        let checkForUnknownOptions = () => {
          parsed.unknown.length > 0 && this.unknownOption(parsed.unknown[0]);
        }, commandEvent = `command:${this.name()}`;
        if (this._actionHandler) {
          checkForUnknownOptions(), this._processArguments();
          let promiseChain;
          return promiseChain = this._chainOrCallHooks(promiseChain, "preAction"), promiseChain = this._chainOrCall(
            promiseChain,
            () => this._actionHandler(this.processedArgs)
          ), this.parent && (promiseChain = this._chainOrCall(promiseChain, () => {
            this.parent.emit(commandEvent, operands, unknown);
          })), promiseChain = this._chainOrCallHooks(promiseChain, "postAction"), promiseChain;
        }
        if (this.parent?.listenerCount(commandEvent))
          checkForUnknownOptions(), this._processArguments(), this.parent.emit(commandEvent, operands, unknown);
        else if (operands.length) {
          if (this._findCommand("*"))
            return this._dispatchSubcommand("*", operands, unknown);
          this.listenerCount("command:*") ? this.emit("command:*", operands, unknown) : this.commands.length ? this.unknownCommand() : (checkForUnknownOptions(), this._processArguments());
        } else this.commands.length ? (checkForUnknownOptions(), this.help({ error: !0 })) : (checkForUnknownOptions(), this._processArguments());
      }
      /**
       * Find matching command.
       *
       * @private
       * @return {Command | undefined}
       */
      _findCommand(name) {
        if (name)
          return this.commands.find(
            (cmd) => cmd._name === name || cmd._aliases.includes(name)
          );
      }
      /**
       * Return an option matching `arg` if any.
       *
       * @param {string} arg
       * @return {Option}
       * @package
       */
      _findOption(arg) {
        return this.options.find((option) => option.is(arg));
      }
      /**
       * Display an error message if a mandatory option does not have a value.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForMissingMandatoryOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd.options.forEach((anOption) => {
            anOption.mandatory && cmd.getOptionValue(anOption.attributeName()) === void 0 && cmd.missingMandatoryOptionValue(anOption);
          });
        });
      }
      /**
       * Display an error message if conflicting options are used together in this.
       *
       * @private
       */
      _checkForConflictingLocalOptions() {
        let definedNonDefaultOptions = this.options.filter((option) => {
          let optionKey = option.attributeName();
          return this.getOptionValue(optionKey) === void 0 ? !1 : this.getOptionValueSource(optionKey) !== "default";
        });
        definedNonDefaultOptions.filter(
          (option) => option.conflictsWith.length > 0
        ).forEach((option) => {
          let conflictingAndDefined = definedNonDefaultOptions.find(
            (defined) => option.conflictsWith.includes(defined.attributeName())
          );
          conflictingAndDefined && this._conflictingOption(option, conflictingAndDefined);
        });
      }
      /**
       * Display an error message if conflicting options are used together.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForConflictingOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd._checkForConflictingLocalOptions();
        });
      }
      /**
       * Parse options from `argv` removing known options,
       * and return argv split into operands and unknown arguments.
       *
       * Side effects: modifies command by storing options. Does not reset state if called again.
       *
       * Examples:
       *
       *     argv => operands, unknown
       *     --known kkk op => [op], []
       *     op --known kkk => [op], []
       *     sub --unknown uuu op => [sub], [--unknown uuu op]
       *     sub -- --unknown uuu op => [sub --unknown uuu op], []
       *
       * @param {string[]} args
       * @return {{operands: string[], unknown: string[]}}
       */
      parseOptions(args) {
        let operands = [], unknown = [], dest = operands;
        function maybeOption(arg) {
          return arg.length > 1 && arg[0] === "-";
        }
        let negativeNumberArg = (arg) => /^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(arg) ? !this._getCommandAndAncestors().some(
          (cmd) => cmd.options.map((opt) => opt.short).some((short) => /^-\d$/.test(short))
        ) : !1, activeVariadicOption = null, activeGroup = null, i2 = 0;
        for (; i2 < args.length || activeGroup; ) {
          let arg = activeGroup ?? args[i2++];
          if (activeGroup = null, arg === "--") {
            dest === unknown && dest.push(arg), dest.push(...args.slice(i2));
            break;
          }
          if (activeVariadicOption && (!maybeOption(arg) || negativeNumberArg(arg))) {
            this.emit(`option:${activeVariadicOption.name()}`, arg);
            continue;
          }
          if (activeVariadicOption = null, maybeOption(arg)) {
            let option = this._findOption(arg);
            if (option) {
              if (option.required) {
                let value = args[i2++];
                value === void 0 && this.optionMissingArgument(option), this.emit(`option:${option.name()}`, value);
              } else if (option.optional) {
                let value = null;
                i2 < args.length && (!maybeOption(args[i2]) || negativeNumberArg(args[i2])) && (value = args[i2++]), this.emit(`option:${option.name()}`, value);
              } else
                this.emit(`option:${option.name()}`);
              activeVariadicOption = option.variadic ? option : null;
              continue;
            }
          }
          if (arg.length > 2 && arg[0] === "-" && arg[1] !== "-") {
            let option = this._findOption(`-${arg[1]}`);
            if (option) {
              option.required || option.optional && this._combineFlagAndOptionalValue ? this.emit(`option:${option.name()}`, arg.slice(2)) : (this.emit(`option:${option.name()}`), activeGroup = `-${arg.slice(2)}`);
              continue;
            }
          }
          if (/^--[^=]+=/.test(arg)) {
            let index = arg.indexOf("="), option = this._findOption(arg.slice(0, index));
            if (option && (option.required || option.optional)) {
              this.emit(`option:${option.name()}`, arg.slice(index + 1));
              continue;
            }
          }
          if (dest === operands && maybeOption(arg) && !(this.commands.length === 0 && negativeNumberArg(arg)) && (dest = unknown), (this._enablePositionalOptions || this._passThroughOptions) && operands.length === 0 && unknown.length === 0) {
            if (this._findCommand(arg)) {
              operands.push(arg), unknown.push(...args.slice(i2));
              break;
            } else if (this._getHelpCommand() && arg === this._getHelpCommand().name()) {
              operands.push(arg, ...args.slice(i2));
              break;
            } else if (this._defaultCommandName) {
              unknown.push(arg, ...args.slice(i2));
              break;
            }
          }
          if (this._passThroughOptions) {
            dest.push(arg, ...args.slice(i2));
            break;
          }
          dest.push(arg);
        }
        return { operands, unknown };
      }
      /**
       * Return an object containing local option values as key-value pairs.
       *
       * @return {object}
       */
      opts() {
        if (this._storeOptionsAsProperties) {
          let result = {}, len = this.options.length;
          for (let i2 = 0; i2 < len; i2++) {
            let key = this.options[i2].attributeName();
            result[key] = key === this._versionOptionName ? this._version : this[key];
          }
          return result;
        }
        return this._optionValues;
      }
      /**
       * Return an object containing merged local and global option values as key-value pairs.
       *
       * @return {object}
       */
      optsWithGlobals() {
        return this._getCommandAndAncestors().reduce(
          (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
          {}
        );
      }
      /**
       * Display error message and exit (or call exitOverride).
       *
       * @param {string} message
       * @param {object} [errorOptions]
       * @param {string} [errorOptions.code] - an id string representing the error
       * @param {number} [errorOptions.exitCode] - used with process.exit
       */
      error(message, errorOptions) {
        this._outputConfiguration.outputError(
          `${message}
`,
          this._outputConfiguration.writeErr
        ), typeof this._showHelpAfterError == "string" ? this._outputConfiguration.writeErr(`${this._showHelpAfterError}
`) : this._showHelpAfterError && (this._outputConfiguration.writeErr(`
`), this.outputHelp({ error: !0 }));
        let config = errorOptions || {}, exitCode = config.exitCode || 1, code = config.code || "commander.error";
        this._exit(exitCode, code, message);
      }
      /**
       * Apply any option related environment variables, if option does
       * not have a value from cli or client code.
       *
       * @private
       */
      _parseOptionsEnv() {
        this.options.forEach((option) => {
          if (option.envVar && option.envVar in process3.env) {
            let optionKey = option.attributeName();
            (this.getOptionValue(optionKey) === void 0 || ["default", "config", "env"].includes(
              this.getOptionValueSource(optionKey)
            )) && (option.required || option.optional ? this.emit(`optionEnv:${option.name()}`, process3.env[option.envVar]) : this.emit(`optionEnv:${option.name()}`));
          }
        });
      }
      /**
       * Apply any implied option values, if option is undefined or default value.
       *
       * @private
       */
      _parseOptionsImplied() {
        let dualHelper = new DualOptions(this.options), hasCustomOptionValue = (optionKey) => this.getOptionValue(optionKey) !== void 0 && !["default", "implied"].includes(this.getOptionValueSource(optionKey));
        this.options.filter(
          (option) => option.implied !== void 0 && hasCustomOptionValue(option.attributeName()) && dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option
          )
        ).forEach((option) => {
          Object.keys(option.implied).filter((impliedKey) => !hasCustomOptionValue(impliedKey)).forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              "implied"
            );
          });
        });
      }
      /**
       * Argument `name` is missing.
       *
       * @param {string} name
       * @private
       */
      missingArgument(name) {
        let message = `error: missing required argument '${name}'`;
        this.error(message, { code: "commander.missingArgument" });
      }
      /**
       * `Option` is missing an argument.
       *
       * @param {Option} option
       * @private
       */
      optionMissingArgument(option) {
        let message = `error: option '${option.flags}' argument missing`;
        this.error(message, { code: "commander.optionMissingArgument" });
      }
      /**
       * `Option` does not have a value, and is a mandatory option.
       *
       * @param {Option} option
       * @private
       */
      missingMandatoryOptionValue(option) {
        let message = `error: required option '${option.flags}' not specified`;
        this.error(message, { code: "commander.missingMandatoryOptionValue" });
      }
      /**
       * `Option` conflicts with another option.
       *
       * @param {Option} option
       * @param {Option} conflictingOption
       * @private
       */
      _conflictingOption(option, conflictingOption) {
        let findBestOptionFromValue = (option2) => {
          let optionKey = option2.attributeName(), optionValue = this.getOptionValue(optionKey), negativeOption = this.options.find(
            (target) => target.negate && optionKey === target.attributeName()
          ), positiveOption = this.options.find(
            (target) => !target.negate && optionKey === target.attributeName()
          );
          return negativeOption && (negativeOption.presetArg === void 0 && optionValue === !1 || negativeOption.presetArg !== void 0 && optionValue === negativeOption.presetArg) ? negativeOption : positiveOption || option2;
        }, getErrorMessage = (option2) => {
          let bestOption = findBestOptionFromValue(option2), optionKey = bestOption.attributeName();
          return this.getOptionValueSource(optionKey) === "env" ? `environment variable '${bestOption.envVar}'` : `option '${bestOption.flags}'`;
        }, message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
        this.error(message, { code: "commander.conflictingOption" });
      }
      /**
       * Unknown option `flag`.
       *
       * @param {string} flag
       * @private
       */
      unknownOption(flag) {
        if (this._allowUnknownOption) return;
        let suggestion = "";
        if (flag.startsWith("--") && this._showSuggestionAfterError) {
          let candidateFlags = [], command = this;
          do {
            let moreFlags = command.createHelp().visibleOptions(command).filter((option) => option.long).map((option) => option.long);
            candidateFlags = candidateFlags.concat(moreFlags), command = command.parent;
          } while (command && !command._enablePositionalOptions);
          suggestion = suggestSimilar(flag, candidateFlags);
        }
        let message = `error: unknown option '${flag}'${suggestion}`;
        this.error(message, { code: "commander.unknownOption" });
      }
      /**
       * Excess arguments, more than expected.
       *
       * @param {string[]} receivedArgs
       * @private
       */
      _excessArguments(receivedArgs) {
        if (this._allowExcessArguments) return;
        let expected = this.registeredArguments.length, s = expected === 1 ? "" : "s", message = `error: too many arguments${this.parent ? ` for '${this.name()}'` : ""}. Expected ${expected} argument${s} but got ${receivedArgs.length}.`;
        this.error(message, { code: "commander.excessArguments" });
      }
      /**
       * Unknown command.
       *
       * @private
       */
      unknownCommand() {
        let unknownName = this.args[0], suggestion = "";
        if (this._showSuggestionAfterError) {
          let candidateNames = [];
          this.createHelp().visibleCommands(this).forEach((command) => {
            candidateNames.push(command.name()), command.alias() && candidateNames.push(command.alias());
          }), suggestion = suggestSimilar(unknownName, candidateNames);
        }
        let message = `error: unknown command '${unknownName}'${suggestion}`;
        this.error(message, { code: "commander.unknownCommand" });
      }
      /**
       * Get or set the program version.
       *
       * This method auto-registers the "-V, --version" option which will print the version number.
       *
       * You can optionally supply the flags and description to override the defaults.
       *
       * @param {string} [str]
       * @param {string} [flags]
       * @param {string} [description]
       * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
       */
      version(str, flags, description) {
        if (str === void 0) return this._version;
        this._version = str, flags = flags || "-V, --version", description = description || "output the version number";
        let versionOption = this.createOption(flags, description);
        return this._versionOptionName = versionOption.attributeName(), this._registerOption(versionOption), this.on("option:" + versionOption.name(), () => {
          this._outputConfiguration.writeOut(`${str}
`), this._exit(0, "commander.version", str);
        }), this;
      }
      /**
       * Set the description.
       *
       * @param {string} [str]
       * @param {object} [argsDescription]
       * @return {(string|Command)}
       */
      description(str, argsDescription) {
        return str === void 0 && argsDescription === void 0 ? this._description : (this._description = str, argsDescription && (this._argsDescription = argsDescription), this);
      }
      /**
       * Set the summary. Used when listed as subcommand of parent.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      summary(str) {
        return str === void 0 ? this._summary : (this._summary = str, this);
      }
      /**
       * Set an alias for the command.
       *
       * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
       *
       * @param {string} [alias]
       * @return {(string|Command)}
       */
      alias(alias) {
        if (alias === void 0) return this._aliases[0];
        let command = this;
        if (this.commands.length !== 0 && this.commands[this.commands.length - 1]._executableHandler && (command = this.commands[this.commands.length - 1]), alias === command._name)
          throw new Error("Command alias can't be the same as its name");
        let matchingCommand = this.parent?._findCommand(alias);
        if (matchingCommand) {
          let existingCmd = [matchingCommand.name()].concat(matchingCommand.aliases()).join("|");
          throw new Error(
            `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`
          );
        }
        return command._aliases.push(alias), this;
      }
      /**
       * Set aliases for the command.
       *
       * Only the first alias is shown in the auto-generated help.
       *
       * @param {string[]} [aliases]
       * @return {(string[]|Command)}
       */
      aliases(aliases) {
        return aliases === void 0 ? this._aliases : (aliases.forEach((alias) => this.alias(alias)), this);
      }
      /**
       * Set / get the command usage `str`.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      usage(str) {
        if (str === void 0) {
          if (this._usage) return this._usage;
          let args = this.registeredArguments.map((arg) => humanReadableArgName(arg));
          return [].concat(
            this.options.length || this._helpOption !== null ? "[options]" : [],
            this.commands.length ? "[command]" : [],
            this.registeredArguments.length ? args : []
          ).join(" ");
        }
        return this._usage = str, this;
      }
      /**
       * Get or set the name of the command.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      name(str) {
        return str === void 0 ? this._name : (this._name = str, this);
      }
      /**
       * Set/get the help group heading for this subcommand in parent command's help.
       *
       * @param {string} [heading]
       * @return {Command | string}
       */
      helpGroup(heading) {
        return heading === void 0 ? this._helpGroupHeading ?? "" : (this._helpGroupHeading = heading, this);
      }
      /**
       * Set/get the default help group heading for subcommands added to this command.
       * (This does not override a group set directly on the subcommand using .helpGroup().)
       *
       * @example
       * program.commandsGroup('Development Commands:);
       * program.command('watch')...
       * program.command('lint')...
       * ...
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      commandsGroup(heading) {
        return heading === void 0 ? this._defaultCommandGroup ?? "" : (this._defaultCommandGroup = heading, this);
      }
      /**
       * Set/get the default help group heading for options added to this command.
       * (This does not override a group set directly on the option using .helpGroup().)
       *
       * @example
       * program
       *   .optionsGroup('Development Options:')
       *   .option('-d, --debug', 'output extra debugging')
       *   .option('-p, --profile', 'output profiling information')
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      optionsGroup(heading) {
        return heading === void 0 ? this._defaultOptionGroup ?? "" : (this._defaultOptionGroup = heading, this);
      }
      /**
       * @param {Option} option
       * @private
       */
      _initOptionGroup(option) {
        this._defaultOptionGroup && !option.helpGroupHeading && option.helpGroup(this._defaultOptionGroup);
      }
      /**
       * @param {Command} cmd
       * @private
       */
      _initCommandGroup(cmd) {
        this._defaultCommandGroup && !cmd.helpGroup() && cmd.helpGroup(this._defaultCommandGroup);
      }
      /**
       * Set the name of the command from script filename, such as process.argv[1],
       * or require.main.filename, or __filename.
       *
       * (Used internally and public although not documented in README.)
       *
       * @example
       * program.nameFromFilename(require.main.filename);
       *
       * @param {string} filename
       * @return {Command}
       */
      nameFromFilename(filename) {
        return this._name = path.basename(filename, path.extname(filename)), this;
      }
      /**
       * Get or set the directory for searching for executable subcommands of this command.
       *
       * @example
       * program.executableDir(__dirname);
       * // or
       * program.executableDir('subcommands');
       *
       * @param {string} [path]
       * @return {(string|null|Command)}
       */
      executableDir(path2) {
        return path2 === void 0 ? this._executableDir : (this._executableDir = path2, this);
      }
      /**
       * Return program help documentation.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
       * @return {string}
       */
      helpInformation(contextOptions) {
        let helper = this.createHelp(), context = this._getOutputContext(contextOptions);
        helper.prepareContext({
          error: context.error,
          helpWidth: context.helpWidth,
          outputHasColors: context.hasColors
        });
        let text3 = helper.formatHelp(this, helper);
        return context.hasColors ? text3 : this._outputConfiguration.stripColor(text3);
      }
      /**
       * @typedef HelpContext
       * @type {object}
       * @property {boolean} error
       * @property {number} helpWidth
       * @property {boolean} hasColors
       * @property {function} write - includes stripColor if needed
       *
       * @returns {HelpContext}
       * @private
       */
      _getOutputContext(contextOptions) {
        contextOptions = contextOptions || {};
        let error = !!contextOptions.error, baseWrite, hasColors2, helpWidth;
        return error ? (baseWrite = (str) => this._outputConfiguration.writeErr(str), hasColors2 = this._outputConfiguration.getErrHasColors(), helpWidth = this._outputConfiguration.getErrHelpWidth()) : (baseWrite = (str) => this._outputConfiguration.writeOut(str), hasColors2 = this._outputConfiguration.getOutHasColors(), helpWidth = this._outputConfiguration.getOutHelpWidth()), { error, write: (str) => (hasColors2 || (str = this._outputConfiguration.stripColor(str)), baseWrite(str)), hasColors: hasColors2, helpWidth };
      }
      /**
       * Output help information for this command.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      outputHelp(contextOptions) {
        let deprecatedCallback;
        typeof contextOptions == "function" && (deprecatedCallback = contextOptions, contextOptions = void 0);
        let outputContext = this._getOutputContext(contextOptions), eventContext = {
          error: outputContext.error,
          write: outputContext.write,
          command: this
        };
        this._getCommandAndAncestors().reverse().forEach((command) => command.emit("beforeAllHelp", eventContext)), this.emit("beforeHelp", eventContext);
        let helpInformation = this.helpInformation({ error: outputContext.error });
        if (deprecatedCallback && (helpInformation = deprecatedCallback(helpInformation), typeof helpInformation != "string" && !Buffer.isBuffer(helpInformation)))
          throw new Error("outputHelp callback must return a string or a Buffer");
        outputContext.write(helpInformation), this._getHelpOption()?.long && this.emit(this._getHelpOption().long), this.emit("afterHelp", eventContext), this._getCommandAndAncestors().forEach(
          (command) => command.emit("afterAllHelp", eventContext)
        );
      }
      /**
       * You can pass in flags and a description to customise the built-in help option.
       * Pass in false to disable the built-in help option.
       *
       * @example
       * program.helpOption('-?, --help' 'show help'); // customise
       * program.helpOption(false); // disable
       *
       * @param {(string | boolean)} flags
       * @param {string} [description]
       * @return {Command} `this` command for chaining
       */
      helpOption(flags, description) {
        return typeof flags == "boolean" ? (flags ? (this._helpOption === null && (this._helpOption = void 0), this._defaultOptionGroup && this._initOptionGroup(this._getHelpOption())) : this._helpOption = null, this) : (this._helpOption = this.createOption(
          flags ?? "-h, --help",
          description ?? "display help for command"
        ), (flags || description) && this._initOptionGroup(this._helpOption), this);
      }
      /**
       * Lazy create help option.
       * Returns null if has been disabled with .helpOption(false).
       *
       * @returns {(Option | null)} the help option
       * @package
       */
      _getHelpOption() {
        return this._helpOption === void 0 && this.helpOption(void 0, void 0), this._helpOption;
      }
      /**
       * Supply your own option to use for the built-in help option.
       * This is an alternative to using helpOption() to customise the flags and description etc.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addHelpOption(option) {
        return this._helpOption = option, this._initOptionGroup(option), this;
      }
      /**
       * Output help information and exit.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      help(contextOptions) {
        this.outputHelp(contextOptions);
        let exitCode = Number(process3.exitCode ?? 0);
        exitCode === 0 && contextOptions && typeof contextOptions != "function" && contextOptions.error && (exitCode = 1), this._exit(exitCode, "commander.help", "(outputHelp)");
      }
      /**
       * // Do a little typing to coordinate emit and listener for the help text events.
       * @typedef HelpTextEventContext
       * @type {object}
       * @property {boolean} error
       * @property {Command} command
       * @property {function} write
       */
      /**
       * Add additional text to be displayed with the built-in help.
       *
       * Position is 'before' or 'after' to affect just this command,
       * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
       *
       * @param {string} position - before or after built-in help
       * @param {(string | Function)} text - string to add, or a function returning a string
       * @return {Command} `this` command for chaining
       */
      addHelpText(position, text3) {
        let allowedValues = ["beforeAll", "before", "after", "afterAll"];
        if (!allowedValues.includes(position))
          throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
        let helpEvent = `${position}Help`;
        return this.on(helpEvent, (context) => {
          let helpStr;
          typeof text3 == "function" ? helpStr = text3({ error: context.error, command: context.command }) : helpStr = text3, helpStr && context.write(`${helpStr}
`);
        }), this;
      }
      /**
       * Output help information if help flags specified
       *
       * @param {Array} args - array of options to search for help flags
       * @private
       */
      _outputHelpIfRequested(args) {
        let helpOption = this._getHelpOption();
        helpOption && args.find((arg) => helpOption.is(arg)) && (this.outputHelp(), this._exit(0, "commander.helpDisplayed", "(outputHelp)"));
      }
    };
    function incrementNodeInspectorPort(args) {
      return args.map((arg) => {
        if (!arg.startsWith("--inspect"))
          return arg;
        let debugOption, debugHost = "127.0.0.1", debugPort = "9229", match;
        return (match = arg.match(/^(--inspect(-brk)?)$/)) !== null ? debugOption = match[1] : (match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+)$/)) !== null ? (debugOption = match[1], /^\d+$/.test(match[3]) ? debugPort = match[3] : debugHost = match[3]) : (match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/)) !== null && (debugOption = match[1], debugHost = match[3], debugPort = match[4]), debugOption && debugPort !== "0" ? `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}` : arg;
      });
    }
    function useColor() {
      if (process3.env.NO_COLOR || process3.env.FORCE_COLOR === "0" || process3.env.FORCE_COLOR === "false")
        return !1;
      if (process3.env.FORCE_COLOR || process3.env.CLICOLOR_FORCE !== void 0)
        return !0;
    }
    exports.Command = Command2;
    exports.useColor = useColor;
  }
});

// node_modules/commander/index.js
var require_commander = __commonJS({
  "node_modules/commander/index.js"(exports) {
    var { Argument: Argument2 } = require_argument(), { Command: Command2 } = require_command(), { CommanderError: CommanderError2, InvalidArgumentError: InvalidArgumentError2 } = require_error(), { Help: Help2 } = require_help(), { Option: Option2 } = require_option();
    exports.program = new Command2();
    exports.createCommand = (name) => new Command2(name);
    exports.createOption = (flags, description) => new Option2(flags, description);
    exports.createArgument = (name, description) => new Argument2(name, description);
    exports.Command = Command2;
    exports.Option = Option2;
    exports.Argument = Argument2;
    exports.Help = Help2;
    exports.CommanderError = CommanderError2;
    exports.InvalidArgumentError = InvalidArgumentError2;
    exports.InvalidOptionArgumentError = InvalidArgumentError2;
  }
});

// src/core/version.ts
function parseVersion(text3, options = {}) {
  let groups2 = (options.strict ? STRICT_PATTERN : LENIENT_PATTERN).exec(text3)?.groups;
  if (groups2 === void 0) return;
  let epoch = toNumber(groups2.epoch), release2 = parseRelease(groups2.release);
  if (epoch === void 0 || release2 === void 0) return;
  let version = { epoch, release: release2 }, preLabel = groups2.preL;
  if (preLabel !== void 0) {
    let number2 = toNumber(groups2.preN);
    if (number2 === void 0) return;
    version.pre = { label: PRE_SPELLINGS[preLabel.toLowerCase()], number: number2 };
  }
  if ((groups2.postN1 !== void 0 || groups2.postL !== void 0) && (version.post = toNumber(groups2.postN1 ?? groups2.postN2), version.post === void 0) || groups2.devL !== void 0 && (version.dev = toNumber(groups2.devN), version.dev === void 0))
    return;
  let local = groups2.local;
  return local !== void 0 && (version.local = normaliseLocal(local)), version;
}
function formatVersion(version) {
  let text3 = version.epoch === 0 ? "" : `${version.epoch}!`;
  return text3 += version.release.join("."), version.pre !== void 0 && (text3 += `${version.pre.label}${version.pre.number}`), version.post !== void 0 && (text3 += `.post${version.post}`), version.dev !== void 0 && (text3 += `.dev${version.dev}`), version.local !== void 0 && (text3 += `+${version.local}`), text3;
}
function compareVersions(a, b) {
  return a.epoch - b.epoch || compareReleases(a.release, b.release) || comparePre(a, b) || compareOptional(a.post, b.post, -1) || compareOptional(a.dev, b.dev, 1) || compareLocals(a.local, b.local);
}
function isFinalRelease(version) {
  return version.pre === void 0 && version.dev === void 0;
}
function sameRelease(a, b) {
  return a.epoch === b.epoch && compareReleases(a.release, b.release) === 0;
}
function bumpVersion(base, bump, options) {
  if (bump === "none") return base;
  let [major = 0, minor = 0, patch = 0] = base.release, effective = bump === "major" && major === 0 && !options.majorOnZero ? "minor" : bump, release2;
  effective === "major" ? release2 = [major + 1, 0, 0] : effective === "minor" ? release2 = [major, minor + 1, 0] : release2 = [major, minor, patch + 1];
  let next = { epoch: base.epoch, release: release2 };
  return options.prerelease === void 0 ? next : nextPreRelease(next, options.prerelease, options.existing ?? []);
}
function nextPreRelease(release2, label, existing) {
  let highest = 0, latest;
  for (let other of existing)
    other.pre === void 0 || !sameRelease(other, release2) || (other.pre.label === label && (highest = Math.max(highest, other.pre.number)), (latest === void 0 || compareVersions(other, latest) > 0) && (latest = other));
  let next = { ...release2, pre: { label, number: highest + 1 } };
  if (latest !== void 0 && compareVersions(next, latest) < 0)
    throw new ReleaseError(
      `The pre-release ${formatVersion(next)} would sort before the existing ${formatVersion(latest)}.`,
      { details: [`Use the label "${latest.pre.label}" or a later one (a < b < rc).`] }
    );
  return next;
}
function parseRelease(text3) {
  let release2 = [], n = 0;
  for (let i2 = 0; i2 < text3.length; i2++) {
    let code = text3.charCodeAt(i2);
    code === 46 ? (release2.push(n), n = 0) : n = n * 10 + (code - 48);
  }
  return release2.push(n), release2.every(Number.isSafeInteger) ? release2 : void 0;
}
function toNumber(digits) {
  if (digits === void 0) return 0;
  let n = Number(digits);
  return Number.isSafeInteger(n) ? n : void 0;
}
function normaliseLocal(local) {
  return local.toLowerCase().split(/[-_.]/).map((part) => /^[0-9]+$/.test(part) ? part.replace(/^0+(?=[0-9])/, "") : part).join(".");
}
function compareOptional(a, b, missing) {
  return a === b ? 0 : a === void 0 ? missing : b === void 0 ? -missing : a - b;
}
function compareReleases(a, b) {
  let length = Math.max(a.length, b.length);
  for (let i2 = 0; i2 < length; i2++) {
    let diff = (a[i2] ?? 0) - (b[i2] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
function comparePre(a, b) {
  let keyA = preKey(a), keyB = preKey(b);
  return keyA[0] - keyB[0] || keyA[1] - keyB[1];
}
function preKey(v) {
  return v.pre !== void 0 ? [PRE_RANK[v.pre.label], v.pre.number] : v.post === void 0 && v.dev !== void 0 ? [-1, 0] : [3, 0];
}
function compareLocals(a, b) {
  if (a === b) return 0;
  if (a === void 0) return -1;
  if (b === void 0) return 1;
  let partsA = a.split("."), partsB = b.split("."), length = Math.min(partsA.length, partsB.length);
  for (let i2 = 0; i2 < length; i2++) {
    let diff = compareLocalParts(partsA[i2], partsB[i2]);
    if (diff !== 0) return diff;
  }
  return partsA.length - partsB.length;
}
function compareLocalParts(a, b) {
  let numericA = /^[0-9]+$/.test(a), numericB = /^[0-9]+$/.test(b);
  return numericA !== numericB ? numericA ? 1 : -1 : numericA && a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
}
var VERSION_BODY, STRICT_PATTERN, LENIENT_PATTERN, PRE_SPELLINGS, PRE_RANK, init_version = __esm({
  "src/core/version.ts"() {
    "use strict";
    init_errors();
    VERSION_BODY = "(?:(?<epoch>[0-9]+)!)?(?<release>[0-9]+(?:\\.[0-9]+)*)(?:[-_.]?(?<preL>alpha|a|beta|b|preview|pre|c|rc)[-_.]?(?<preN>[0-9]+)?)?(?:-(?<postN1>[0-9]+)|[-_.]?(?<postL>post|rev|r)[-_.]?(?<postN2>[0-9]+)?)?(?:[-_.]?(?<devL>dev)[-_.]?(?<devN>[0-9]+)?)?(?:\\+(?<local>[a-z0-9]+(?:[-_.][a-z0-9]+)*))?", STRICT_PATTERN = new RegExp(`^${VERSION_BODY}$`, "i"), LENIENT_PATTERN = new RegExp(`^\\s*v?${VERSION_BODY}\\s*$`, "i"), PRE_SPELLINGS = {
      a: "a",
      alpha: "a",
      b: "b",
      beta: "b",
      c: "rc",
      rc: "rc",
      pre: "rc",
      preview: "rc"
    }, PRE_RANK = { a: 0, b: 1, rc: 2 };
  }
});

// src/core/url-credentials.ts
function hasUserInfo(url) {
  return USER_INFO.test(url);
}
function withoutUserInfo(url) {
  return url.replace(USER_INFO, "$1***@");
}
var USER_INFO, init_url_credentials = __esm({
  "src/core/url-credentials.ts"() {
    "use strict";
    USER_INFO = /^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i;
  }
});

// src/runtime/clock.ts
function now() {
  return Number(process.hrtime.bigint()) / 1e6;
}
var init_clock = __esm({
  "src/runtime/clock.ts"() {
    "use strict";
  }
});

// src/runtime/trace.ts
function setCallTracer(tracer) {
  let previous = current;
  return current = tracer, previous;
}
function tracing() {
  return current !== void 0;
}
function traceCall(call) {
  current?.(call);
}
function commandLine(argv2) {
  return argv2.map((arg) => /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`).join(" ");
}
function took(started) {
  return `${Math.round(now() - started)} ms`;
}
function tracedFetch(base) {
  return async (input2, init) => {
    if (current === void 0) return base(input2, init);
    let method = init?.method ?? (input2 instanceof Request ? input2.method : "GET"), url = withoutUserInfo(input2 instanceof Request ? input2.url : String(input2)), started = now();
    try {
      let response = await base(input2, init);
      return traceCall(`http ${method} ${url} -> ${response.status} (${took(started)})`), response;
    } catch (error) {
      let reason2 = error instanceof Error ? error.cause instanceof Error ? error.cause.message : error.message : String(error);
      throw traceCall(`http ${method} ${url} -> failed: ${reason2} (${took(started)})`), error;
    }
  };
}
var current, init_trace = __esm({
  "src/runtime/trace.ts"() {
    "use strict";
    init_url_credentials();
    init_clock();
  }
});

// src/runtime/version.ts
var VERSION, init_version2 = __esm({
  "src/runtime/version.ts"() {
    "use strict";
    VERSION = "0.1.0";
  }
});

// src/fs/repo-path.ts
import { lstat, readlink, realpath } from "node:fs/promises";
import { dirname, isAbsolute, join, normalize, relative, resolve, sep } from "node:path";
async function resolveRepoPath(root, given) {
  if (given === "" || isAbsolute(given) || /^[A-Za-z]:[\\/]/.test(given))
    throw new OutsideRepositoryError(`"${given}" is an absolute path`);
  if (normalize(given).split(/[\\/]/).some((part) => part.toLowerCase() === ".git"))
    throw new OutsideRepositoryError(
      `"${given}" is inside the git directory (.git), which releaser never writes: git's own files there (hooks, HEAD, the index) are not project files`
    );
  let realRoot = await realpath(root), current2 = resolve(realRoot, normalize(given));
  if (!isInside(realRoot, current2))
    throw new OutsideRepositoryError(`"${given}" points outside the repository`);
  for (let hops = 0; hops <= MAX_LINKS; hops++) {
    let link = await firstLink(realRoot, current2);
    if (link === void 0) {
      if (!isInside(realRoot, current2)) break;
      let rel = toRel(realRoot, current2);
      if (rel.split("/").some((part) => part.toLowerCase() === ".git"))
        throw new OutsideRepositoryError(
          `"${given}" leads into the git directory (.git), which releaser never writes`
        );
      return { given, rel, abs: current2 };
    }
    let target = resolve(dirname(link.at), link.target);
    if (current2 = join(target, relative(link.at, current2)), !isInside(realRoot, target))
      throw new OutsideRepositoryError(
        `"${given}" ${link.at === current0(realRoot, given) ? "is a symbolic link" : "goes through a symbolic link"} that leads outside the repository (to ${link.target})`
      );
  }
  throw new OutsideRepositoryError(`"${given}" leads outside the repository or through a loop of links`);
}
async function firstLink(root, path) {
  let parts = relative(root, path).split(sep).filter((p) => p !== ""), at = root;
  for (let part of parts) {
    at = join(at, part);
    let stats = await lstat(at).catch(() => {
    });
    if (stats === void 0) return;
    if (stats.isSymbolicLink()) return { at, target: await readlink(at) };
  }
}
function isInside(root, path) {
  let rel = relative(root, path);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}
function toRel(root, abs) {
  return relative(root, abs).split(sep).join("/");
}
function current0(root, given) {
  return resolve(root, normalize(given));
}
var OutsideRepositoryError, MAX_LINKS, init_repo_path = __esm({
  "src/fs/repo-path.ts"() {
    "use strict";
    OutsideRepositoryError = class extends Error {
    }, MAX_LINKS = 40;
  }
});

// src/fs/read-repo-file.ts
import { constants } from "node:fs";
import { open } from "node:fs/promises";
async function readRepoText(root, given, ErrorType = ReleaseError) {
  let file = await readRepoBytes(root, given, ErrorType, "a text file");
  return file === void 0 ? void 0 : { path: file.path, text: decodeUtf8(file.bytes, given, ErrorType) };
}
async function readRepoBytes(root, given, ErrorType = ReleaseError, expected = "a regular file") {
  let path = await resolveRepoPathOr(root, given, ErrorType), handle = await open(path.abs, constants.O_RDONLY | constants.O_NONBLOCK).catch(
    (error) => {
      if (!(error.code === "ENOENT" || error.code === "ENOTDIR"))
        throw error.code === "EISDIR" ? new ErrorType(`${given}: is a directory, expected ${expected}; nothing was changed`) : new ErrorType(`${given}: cannot be read (${error.code ?? error.message})`, { cause: error });
    }
  );
  if (handle !== void 0)
    try {
      let stats = await handle.stat();
      if (stats.isDirectory())
        throw new ErrorType(`${given}: is a directory, expected ${expected}; nothing was changed`);
      if (!stats.isFile())
        throw new ErrorType(
          `${given}: not a regular file (${describeKind(stats)}); expected ${expected}, nothing was read`
        );
      return { path, bytes: await handle.readFile() };
    } finally {
      await handle.close();
    }
}
async function resolveRepoPathOr(root, given, ErrorType = ReleaseError) {
  try {
    return await resolveRepoPath(root, given);
  } catch (error) {
    throw error instanceof OutsideRepositoryError ? new ErrorType(
      `${error.message}; releaser reads and writes files inside the repository only, nothing was changed`
    ) : error;
  }
}
function decodeUtf8(bytes, given, ErrorType = ReleaseError) {
  try {
    return decoder.decode(bytes);
  } catch {
    let { line, byte } = firstInvalidByte(bytes);
    throw new ErrorType(
      `${given}:${line}: not valid UTF-8 (byte 0x${byte.toString(16).toUpperCase().padStart(2, "0")}); releaser edits UTF-8 text only: save the file as UTF-8, nothing was changed`
    );
  }
}
function firstInvalidByte(bytes) {
  let line = 1, start = 0;
  for (; start <= bytes.length; ) {
    let end = bytes.indexOf(10, start);
    end === -1 && (end = bytes.length);
    let lineBytes = bytes.subarray(start, end);
    try {
      decoder.decode(lineBytes);
    } catch {
      return { line, byte: lineBytes.find((b) => b >= 128) ?? 0 };
    }
    line++, start = end + 1;
  }
  return { line, byte: 0 };
}
function describeKind(stats) {
  return stats.isFIFO() ? "a named pipe" : stats.isSocket() ? "a socket" : stats.isCharacterDevice() || stats.isBlockDevice() ? "a device" : "not a file";
}
var decoder, init_read_repo_file = __esm({
  "src/fs/read-repo-file.ts"() {
    "use strict";
    init_errors();
    init_repo_path();
    decoder = new TextDecoder("utf-8", { fatal: !0, ignoreBOM: !0 });
  }
});

// src/project/version-target.ts
function parseVersionFileEntry(entry) {
  let path = versionFilePath(entry), name = entry.slice(entry.lastIndexOf(":") + 1);
  return path.endsWith(".toml") ? { kind: "toml", path, key: name } : { kind: "python", path, variable: name };
}
function versionFilePath(entry) {
  let colon = entry.lastIndexOf(":");
  return entry.slice(0, colon).replace(/^\.\//, "");
}
var init_version_target = __esm({
  "src/project/version-target.ts"() {
    "use strict";
  }
});

// src/core/case-fold.ts
function foldCase(source) {
  let out = [], inClass = !1, i2 = 0;
  for (; i2 < source.length; ) {
    let c = source[i2];
    if (c === "\\") {
      let sequence = readEscape(source, i2);
      out.push(sequence), i2 += sequence.length;
      continue;
    }
    if (!inClass && source.startsWith("(?<", i2) && /[A-Za-z_$]/.test(source[i2 + 3] ?? "")) {
      let close = source.indexOf(">", i2), end = close === -1 ? source.length : close + 1;
      out.push(source.slice(i2, end)), i2 = end;
      continue;
    }
    if (inClass)
      if (c === "]")
        inClass = !1, out.push(c);
      else if (isLetter(c) && source[i2 + 1] === "-" && isLetter(source[i2 + 2] ?? "")) {
        let to = source[i2 + 2];
        out.push(`${c}-${to}`), sameCase(c, to) && out.push(`${swap(c)}-${swap(to)}`), i2 += 3;
        continue;
      } else
        out.push(isLetter(c) ? `${c}${swap(c)}` : c);
    else c === "[" ? (inClass = !0, out.push(c), source[i2 + 1] === "^" && (out.push("^"), i2++)) : isLetter(c) && !isQuantifierBrace(source, i2) ? out.push(`[${c.toLowerCase()}${c.toUpperCase()}]`) : out.push(c);
    i2++;
  }
  return out.join("");
}
function readEscape(source, at) {
  let next = source[at + 1] ?? "";
  if (/[pPuk]/.test(next) && /[{<]/.test(source[at + 2] ?? "")) {
    let close = source.indexOf(source[at + 2] === "{" ? "}" : ">", at);
    return source.slice(at, close === -1 ? source.length : close + 1);
  }
  return next === "x" ? source.slice(at, at + 4) : next === "u" ? source.slice(at, at + 6) : next === "c" ? source.slice(at, at + 3) : source.slice(at, at + 2);
}
function isLetter(c) {
  return /^[A-Za-z]$/.test(c);
}
function sameCase(a, b) {
  return a === a.toLowerCase() == (b === b.toLowerCase());
}
function swap(c) {
  return c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
}
function isQuantifierBrace(source, at) {
  let open3 = source.lastIndexOf("{", at), close = source.lastIndexOf("}", at);
  return open3 > close && /^\{\d*,?\d*$/.test(source.slice(open3, at));
}
var init_case_fold = __esm({
  "src/core/case-fold.ts"() {
    "use strict";
  }
});

// src/core/custom-parser.ts
function runsInLinearTime(source, flags) {
  try {
    return new RegExp(source, `${flags}l`), !0;
  } catch (error) {
    return !/linear time/i.test(error instanceof Error ? error.message : "");
  }
}
function compileCustomParser(pattern) {
  let translated = translatePattern(pattern), source = translated.flags.includes("i") ? foldCase(translated.source) : translated.source, flags = translated.flags.replace("i", ""), regex2;
  try {
    regex2 = new RegExp(source, flags);
  } catch (error) {
    let reason2 = error instanceof Error ? error.message : String(error);
    throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid regular expression: ${reason2}`);
  }
  let slow = findBacktrackingOnly(source);
  if (slow !== void 0)
    throw new Error(
      `pattern ${JSON.stringify(pattern)} uses ${slow}, which only a backtracking engine can run and which can take exponential time on some commit subjects; custom parsers run in linear time, so rewrite it without back-references and lookaround`
    );
  if (!runsInLinearTime(source, flags))
    throw new Error(
      `pattern ${JSON.stringify(pattern)} cannot run in linear time (a counted repeat too large for the linear engine, e.g. {0,40}), so some commit subjects could make it run for hours; use * or + instead of large counts`
    );
  let groups2 = new RegExp(`${source}|`, flags).exec("")?.groups ?? {}, missing = ["type", "description"].filter((name) => !(name in groups2));
  if (missing.length > 0) {
    let names = missing.map((name) => `(?<${name}>...)`).join(" and ");
    throw new Error(`pattern ${JSON.stringify(pattern)} needs the named group ${names}`);
  }
  return { pattern: regex2 };
}
function translatePattern(pattern) {
  let flags = "", rest = pattern, inline = /^\(\?([imsua]+)\)/.exec(pattern);
  inline !== null && (flags = [...new Set(inline[1].replace(/[ua]/g, ""))].join(""), rest = pattern.slice(inline[0].length));
  let out = [], inClass = !1;
  for (let i2 = 0; i2 < rest.length; i2++) {
    let c = rest[i2];
    if (c === "\\") {
      let escaped = rest[i2 + 1] ?? "";
      !inClass && escaped === "A" ? out.push("^") : !inClass && escaped === "Z" ? out.push("$") : out.push(c, escaped), i2++;
    } else if (inClass)
      c === "]" && (inClass = !1), out.push(c);
    else if (c === "[")
      inClass = !0, out.push(c);
    else if (rest.startsWith("(?P<", i2))
      out.push("(?<"), i2 += 3;
    else if (rest.startsWith("(?P=", i2)) {
      let close = rest.indexOf(")", i2);
      if (close < 0) {
        out.push(c);
        continue;
      }
      out.push(`\\k<${rest.slice(i2 + 4, close)}>`), i2 = close;
    } else
      out.push(c);
  }
  return { source: out.join(""), flags };
}
function findBacktrackingOnly(source) {
  let inClass = !1;
  for (let i2 = 0; i2 < source.length; i2++) {
    let c = source[i2];
    if (c === "\\") {
      let next = source[i2 + 1] ?? "";
      if (!inClass && /[1-9]/.test(next)) return `a back-reference (\\${next})`;
      if (!inClass && next === "k" && source[i2 + 2] === "<") return "a back-reference (\\k<...>)";
      i2++;
    } else if (inClass)
      c === "]" && (inClass = !1);
    else if (c === "[")
      inClass = !0;
    else if (c === "(" && source[i2 + 1] === "?") {
      let kind = /^\(\?(=|!|<=|<!)/.exec(source.slice(i2))?.[1];
      if (kind !== void 0) return `a lookaround ((?${kind}...)`;
    }
  }
}
var init_custom_parser = __esm({
  "src/core/custom-parser.ts"() {
    "use strict";
    init_case_fold();
  }
});

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
var init_ref_name = __esm({
  "src/core/ref-name.ts"() {
    "use strict";
  }
});

// src/core/tag-format.ts
function compileTagFormat(format2) {
  let count2 = format2.split(PLACEHOLDER).length - 1;
  if (count2 !== 1)
    throw new ConfigError(
      `tag_format "${format2}" must contain {version} exactly once (found ${count2 === 0 ? "none" : count2}).`,
      { details: [`For example "${DEFAULT_TAG_FORMAT}" or "release-{version}".`] }
    );
  let index = format2.indexOf(PLACEHOLDER), prefix = format2.slice(0, index), suffix = format2.slice(index + PLACEHOLDER.length), unknown = /\{[A-Za-z_][A-Za-z0-9_]*\}/.exec(prefix + suffix);
  if (unknown !== null)
    throw new ConfigError(`tag_format "${format2}" uses ${unknown[0]}; the only placeholder is {version}.`);
  return {
    source: format2,
    format: (version) => `${prefix}${version}${suffix}`,
    // Fixed literal parts are compared as strings, so no regex metacharacter in them has effect.
    parse(tag) {
      if (!(!tag.startsWith(prefix) || !tag.endsWith(suffix)))
        return parseVersion(tag.slice(prefix.length, tag.length - suffix.length), { strict: !0 });
    }
  };
}
function selectBaseTag(tagNames, tagFormat2) {
  let compiled = toTagFormat(tagFormat2), best;
  for (let tag of tagNames) {
    let version = compiled.parse(tag);
    if (version === void 0 || !isBaseCandidate(version)) continue;
    let order = best === void 0 ? 1 : compareVersions(version, best.version);
    if (order < 0) continue;
    let canonical2 = compiled.format(formatVersion(version)) === tag;
    (order > 0 || canonical2 && !best?.canonical) && (best = { tag, version, canonical: canonical2 });
  }
  return best === void 0 ? void 0 : { tag: best.tag, version: best.version };
}
function preReleaseVersions(tagNames, tagFormat2) {
  let compiled = toTagFormat(tagFormat2), versions = [];
  for (let tag of tagNames) {
    let version = compiled.parse(tag);
    version?.pre !== void 0 && versions.push(version);
  }
  return versions;
}
function findTagForVersion(tagNames, tagFormat2, version) {
  let compiled = toTagFormat(tagFormat2), wanted = formatVersion(version), exact = compiled.format(wanted), found;
  for (let tag of tagNames) {
    if (tag === exact) return tag;
    if (found !== void 0) continue;
    let parsed = compiled.parse(tag);
    parsed !== void 0 && formatVersion(parsed) === wanted && (found = tag);
  }
  return found;
}
function toTagFormat(tagFormat2) {
  return typeof tagFormat2 == "string" ? compileTagFormat(tagFormat2) : tagFormat2;
}
function isBaseCandidate(version) {
  return isFinalRelease(version) && version.local === void 0 && version.release.length >= 3;
}
function findPreviousVersion(tagNames, tagFormat2, version) {
  let compiled = toTagFormat(tagFormat2), best;
  for (let tag of tagNames) {
    let parsed = compiled.parse(tag);
    parsed === void 0 || parsed.release.length < 3 || parsed.local !== void 0 || compareVersions(parsed, version) >= 0 || (best === void 0 || compareVersions(parsed, best) > 0) && (best = parsed);
  }
  return best === void 0 ? "" : formatVersion(best);
}
var DEFAULT_TAG_FORMAT, PLACEHOLDER, init_tag_format = __esm({
  "src/core/tag-format.ts"() {
    "use strict";
    init_errors();
    init_version();
    DEFAULT_TAG_FORMAT = "v{version}", PLACEHOLDER = "{version}";
  }
});

// src/runtime/regexp-engine.ts
function enableLinearRegExpFallback() {
  if (enabled) return;
  enabled = !0;
  let { setFlagsFromString } = process.getBuiltinModule("node:v8");
  setFlagsFromString("--enable-experimental-regexp-engine-on-excessive-backtracks"), setFlagsFromString("--enable-experimental-regexp-engine");
}
var enabled, init_regexp_engine = __esm({
  "src/runtime/regexp-engine.ts"() {
    "use strict";
    enabled = !1;
  }
});

// src/config/values.ts
function checkConfigValues(config, layers) {
  let fail = (path, problem) => {
    throw configValueError(layers, path, problem);
  }, tag = "";
  try {
    tag = compileTagFormat(config.tag_format).format("1.0.0rc1");
  } catch (error) {
    fail(["tag_format"], error.message.replace(/\.$/, ""));
  }
  let tagProblem = branchNameProblem(tag);
  tagProblem !== void 0 && fail(
    ["tag_format"],
    `"${config.tag_format}" makes tags git refuses (${tag}: ${tagProblem}), e.g. "v{version}"`
  ), config.parsers.length > 0 && enableLinearRegExpFallback(), config.parsers.forEach((parser2, index) => {
    try {
      compileCustomParser(parser2.pattern);
    } catch (error) {
      fail(["parsers"], `entry ${index + 1}: ${error.message}`);
    }
  });
  for (let entry of config.version_files) {
    let colon = entry.lastIndexOf(":");
    (colon <= 0 || colon === entry.length - 1) && fail(
      ["version_files"],
      `"${entry}" must be "path:VARIABLE" (e.g. "src/pkg/__init__.py:__version__") or "path.toml:dotted.key"`
    );
  }
  for (let key of ["release_branch", "commit_message", "changelog_file"])
    config[key].trim() === "" && fail([key], "must not be empty");
  let branchProblem = branchNameProblem(config.release_branch);
  branchProblem !== void 0 && fail(
    ["release_branch"],
    `"${config.release_branch}" cannot be a git branch name: ${branchProblem}, e.g. "main"`
  ), checkPullRequestValues(config, fail);
}
function checkPullRequestValues(config, fail) {
  let { branch, title, labels } = config.pr, unknown = (text3, allowed) => [...text3.matchAll(/\{([^{}]*)\}/g)].map((m) => m[0]).filter((p) => p !== allowed), extraInBranch = unknown(branch, "{branch}");
  extraInBranch.length > 0 && fail(
    ["pr", "branch"],
    `"${branch}" has ${extraInBranch.join(", ")}; only {branch} (the release branch) is filled in, e.g. "releaser/{branch}"`
  );
  let problem = branchNameProblem(branch.replaceAll("{branch}", config.release_branch));
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
  let current2 = values;
  for (let key of path) {
    if (typeof current2 != "object" || current2 === null || !(key in current2)) return !1;
    current2 = current2[key];
  }
  return !0;
}
var init_values = __esm({
  "src/config/values.ts"() {
    "use strict";
    init_custom_parser();
    init_errors();
    init_ref_name();
    init_tag_format();
    init_regexp_engine();
  }
});

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
var init_paths = __esm({
  "src/config/paths.ts"() {
    "use strict";
    init_errors();
    init_repo_path();
    init_version_target();
    init_values();
  }
});

// node_modules/valibot/dist/index.mjs
// @__NO_SIDE_EFFECTS__
function getGlobalConfig(config$1) {
  return !config$1 && !store$4 ? DEFAULT_CONFIG : {
    lang: config$1?.lang ?? store$4?.lang,
    message: config$1?.message,
    abortEarly: config$1?.abortEarly ?? store$4?.abortEarly,
    abortPipeEarly: config$1?.abortPipeEarly ?? store$4?.abortPipeEarly
  };
}
// @__NO_SIDE_EFFECTS__
function getGlobalMessage(lang) {
  return store$3?.get(lang);
}
// @__NO_SIDE_EFFECTS__
function getSchemaMessage(lang) {
  return store$2?.get(lang);
}
// @__NO_SIDE_EFFECTS__
function getSpecificMessage(reference, lang) {
  return store$1?.get(reference)?.get(lang);
}
// @__NO_SIDE_EFFECTS__
function _stringify(input2) {
  let type = typeof input2;
  return type === "string" ? `"${input2}"` : type === "number" || type === "bigint" || type === "boolean" ? `${input2}` : type === "object" || type === "function" ? (input2 && Object.getPrototypeOf(input2)?.constructor?.name) ?? "null" : type;
}
function _addIssue(context, label, dataset, config$1, other) {
  let input2 = other && "input" in other ? other.input : dataset.value, expected = other?.expected ?? context.expects ?? null, received = other?.received ?? /* @__PURE__ */ _stringify(input2), issue = {
    kind: context.kind,
    type: context.type,
    input: input2,
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
  let list2 = [...new Set(values$1)];
  return list2.length > 1 ? `(${list2.join(` ${separator} `)})` : list2[0] ?? "never";
}
function _standardSchema(schema) {
  return schema["~standard"] = {
    version: 1,
    vendor: "valibot",
    validate: (value$1) => schema["~run"]({ value: value$1 }, /* @__PURE__ */ getGlobalConfig())
  }, schema;
}
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
      let input2 = dataset.value;
      if (Array.isArray(input2)) {
        dataset.typed = !0, dataset.value = [];
        for (let key = 0; key < input2.length; key++) {
          let value$1 = input2[key], itemDataset = this.item["~run"]({ value: value$1 }, config$1);
          if (itemDataset.issues) {
            let pathItem = {
              type: "array",
              origin: "value",
              input: input2,
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
      let input2 = dataset.value;
      if (input2 && typeof input2 == "object") {
        dataset.typed = !0, dataset.value = {};
        for (let entryKey in input2) if (/* @__PURE__ */ _isValidObjectKey(input2, entryKey)) {
          let entryValue = input2[entryKey], keyDataset = this.key["~run"]({ value: entryKey }, config$1);
          if (keyDataset.issues) {
            let pathItem = {
              type: "object",
              origin: "key",
              input: input2,
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
              input: input2,
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
      let input2 = dataset.value;
      if (input2 && typeof input2 == "object") {
        dataset.typed = !0, dataset.value = {};
        for (let key in this.entries) {
          let valueSchema = this.entries[key];
          if (key in input2 || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
            let value$1 = key in input2 ? input2[key] : /* @__PURE__ */ getDefault(valueSchema), valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
            if (valueDataset.issues) {
              let pathItem = {
                type: "object",
                origin: "value",
                input: input2,
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
              input: input2,
              key,
              value: input2[key]
            }]
          }), config$1.abortEarly))
            break;
        }
        if (!dataset.issues || !config$1.abortEarly) {
          for (let key in input2) if (!Object.prototype.hasOwnProperty.call(this.entries, key)) {
            _addIssue(this, "key", dataset, config$1, {
              input: key,
              expected: "never",
              path: [{
                type: "object",
                origin: "key",
                input: input2,
                key,
                value: input2[key]
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
function parse(schema, input2, config$1) {
  let dataset = schema["~run"]({ value: input2 }, /* @__PURE__ */ getGlobalConfig(config$1));
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
function safeParse(schema, input2, config$1) {
  let dataset = schema["~run"]({ value: input2 }, /* @__PURE__ */ getGlobalConfig(config$1));
  return {
    typed: dataset.typed,
    success: !dataset.issues,
    output: dataset.value,
    issues: dataset.issues
  };
}
var store$4, DEFAULT_CONFIG, store$3, store$2, store$1, ValiError, EMOJI_REGEX, init_dist = __esm({
  "node_modules/valibot/dist/index.mjs"() {
    DEFAULT_CONFIG = {
      lang: void 0,
      message: void 0,
      abortEarly: void 0,
      abortPipeEarly: void 0
    };
    ValiError = class extends Error {
      /**
      * Creates a Valibot error with useful information.
      *
      * @param issues The error issues.
      */
      constructor(issues) {
        super(issues[0].message), this.name = "ValiError", this.issues = issues;
      }
    }, EMOJI_REGEX = new RegExp("^(?:[\\u{1F1E6}-\\u{1F1FF}]{2}|\\u{1F3F4}[\\u{E0061}-\\u{E007A}]{2}[\\u{E0030}-\\u{E0039}\\u{E0061}-\\u{E007A}]{1,3}\\u{E007F}|(?:\\p{Emoji}\\uFE0F\\u20E3?|\\p{Emoji_Modifier_Base}\\p{Emoji_Modifier}?|(?![\\p{Emoji_Modifier_Base}\\u{1F1E6}-\\u{1F1FF}])\\p{Emoji_Presentation})(?:\\u200D(?:\\p{Emoji}\\uFE0F\\u20E3?|\\p{Emoji_Modifier_Base}\\p{Emoji_Modifier}?|(?![\\p{Emoji_Modifier_Base}\\u{1F1E6}-\\u{1F1FF}])\\p{Emoji_Presentation}))*)+$", "u");
  }
});

// src/config/schema.ts
var text, textList, argv, changelog, parser, host, pr, release, publish, hooks, configSchema, init_schema = __esm({
  "src/config/schema.ts"() {
    "use strict";
    init_dist();
    text = string(), textList = array(string()), argv = union([string(), array(string())]), changelog = strictObject({
      /** Section titles by commit type (overrides and additions to spec table 2.7). */
      sections: optional(record(string(), text), {}),
      /** Types left out of the changelog. */
      hidden: optional(textList, ["style", "test", "ci", "chore"])
    }), parser = strictObject({ pattern: text }), host = strictObject({
      provider: optional(picklist(["github"]), "github"),
      api_url: optional(text, "https://api.github.com"),
      /** owner/repo; default: parsed from the origin remote. */
      repository: optional(text, ""),
      token_env: optional(text, "GITHUB_TOKEN"),
      /** Seconds releaser waits out a rate limit before it gives up with RateLimitError. */
      max_rate_limit_wait: optional(pipe(number(), integer(), minValue(0)), 300)
    }), pr = strictObject({
      branch: optional(text, "releaser/{branch}"),
      title: optional(text, "chore(release): {version}"),
      labels: optional(textList, ["release"])
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
      skip_existing: optional(boolean(), !0)
    }), hooks = strictObject({
      pre_release: optional(textList, []),
      post_release: optional(textList, [])
    }), configSchema = strictObject({
      tag_format: optional(text, "v{version}"),
      release_branch: optional(text, "main"),
      commit_message: optional(text, "chore(release): {version}"),
      major_on_zero: optional(boolean(), !0),
      version_files: optional(textList, []),
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
      hooks: optional(hooks, {})
    });
  }
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
function mergeTables(low, high) {
  let out = { ...low };
  for (let [key, value] of Object.entries(high)) {
    let below = out[key];
    out[key] = isTable(below) && isTable(value) ? mergeTables(below, value) : value;
  }
  return out;
}
function isTable(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}
function layerError(layer, issues) {
  let lines = issues.map((issue) => describeIssue(layer, issue)), [first, ...rest] = lines, more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length > 1 ? "s" : ""})` : "";
  return new ConfigError(`${first}${more}`, { details: rest });
}
function describeIssue(layer, issue) {
  let path = (issue.path ?? []).map((item) => String(item.key));
  if (issue.type === "strict_object" && issue.expected === "never") {
    let key = path[path.length - 1] ?? "", known = knownKeys(path.slice(0, -1)), suggestion = closest(key, known);
    return `${layer.file}: unknown key ${quoteKey(layer, path)}${suggestion ? ` (did you mean "${suggestion}"?)` : ""}; known keys here: ${known.join(", ")}`;
  }
  let where = `${layer.file}: key ${quoteKey(layer, path)}`, got = describeValue(valueAt(layer.values, path));
  if (issue.type === "picklist") {
    let options = (issue.expected ?? "").replace(/^\(|\)$/g, "").split(" | ");
    return `${where}: expected one of ${options.join(", ")}, got ${got}`;
  }
  if (issue.type === "union") return `${where}: expected a string or a list of strings, got ${got}`;
  let expected = issue.type === "strict_object" || issue.type === "record" ? "a table" : issue.expected;
  return `${where}: expected ${expected}, got ${got}`;
}
function quoteKey(layer, path) {
  return `"${[layer.prefix, ...path.map((p) => /^\d+$/.test(p) ? `[${p}]` : p)].filter((p) => p !== "").join(".").replace(/\.\[/g, "[")}"`;
}
function valueAt(values, path) {
  let current2 = values;
  for (let key of path) {
    if (typeof current2 != "object" || current2 === null) return;
    current2 = current2[key];
  }
  return current2;
}
function describeValue(value) {
  return value === void 0 ? "nothing" : Array.isArray(value) ? `a list ${truncate(JSON.stringify(value))}` : typeof value == "object" && value !== null ? "a table" : `${typeof value} ${truncate(JSON.stringify(value))}`;
}
function truncate(text3) {
  return text3.length > 40 ? `${text3.slice(0, 37)}...` : text3;
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
  let current2 = schema;
  for (; current2?.wrapped !== void 0; ) current2 = current2.wrapped;
  return current2;
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
  let previous = Array.from({ length: b.length + 1 }, (_, i2) => i2);
  for (let i2 = 1; i2 <= a.length; i2++) {
    let current2 = [i2];
    for (let j = 1; j <= b.length; j++) {
      let cost = a[i2 - 1] === b[j - 1] ? 0 : 1;
      current2[j] = Math.min(previous[j] + 1, current2[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current2;
  }
  return previous[b.length];
}
var DEFAULT_CONFIG2, init_resolve = __esm({
  "src/config/resolve.ts"() {
    "use strict";
    init_dist();
    init_errors();
    init_schema();
    DEFAULT_CONFIG2 = parse(configSchema, {});
  }
});

// src/config/sources.ts
var CONFIG_SOURCES, init_sources = __esm({
  "src/config/sources.ts"() {
    "use strict";
    CONFIG_SOURCES = [
      { file: "pyproject.toml", table: ["tool", "releaser"] },
      { file: "releaser.toml" },
      { file: ".releaser.toml" }
    ];
  }
});

// node_modules/smol-toml/dist/error.js
function getLineColFromPtr(string2, ptr) {
  let lines = string2.slice(0, ptr).split(/\r?\n/);
  return [lines.length, lines.pop().length + 1];
}
function makeCodeBlock(string2, line, column) {
  let lines = string2.split(/\r?\n/), codeblock = "", numberLen = (Math.log10(line + 1) | 0) + 1;
  for (let i2 = line - 1; i2 <= line + 1; i2++) {
    let l = lines[i2 - 1];
    l && (codeblock += i2.toString().padEnd(numberLen, " "), codeblock += ":  ", codeblock += l, codeblock += `
`, i2 === line && (codeblock += " ".repeat(numberLen + column + 2), codeblock += `^
`));
  }
  return codeblock;
}
var TomlError, init_error = __esm({
  "node_modules/smol-toml/dist/error.js"() {
    TomlError = class _TomlError extends Error {
      line;
      column;
      codeblock;
      constructor(message, options) {
        let [line, column] = getLineColFromPtr(options.toml, options.ptr), codeblock = makeCodeBlock(options.toml, line, column);
        super(`Invalid TOML document: ${message}

${codeblock}`, options), this.line = line, this.column = column, this.codeblock = codeblock;
      }
      /** @internal */
      static x(message, ctx, ptr) {
        throw new _TomlError(message, { toml: ctx.s, ptr: ptr ?? ctx.p });
      }
    };
  }
});

// node_modules/smol-toml/dist/primitive.js
function parseString(ctx) {
  let startPtr = ctx.p, c = ctx.s.charCodeAt(ctx.p++), first = c, isLiteral = c === 39, isMultiline = c === ctx.s.charCodeAt(ctx.p) && c === ctx.s.charCodeAt(ctx.p + 1);
  isMultiline && ((c = ctx.s.charCodeAt(ctx.p += 2)) === 10 ? ctx.p++ : c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10 && (ctx.p += 2));
  let parsed = "", sliceStart = ctx.p, state = 0;
  for (; ctx.p < ctx.s.length; ctx.p++)
    if (c = ctx.s.charCodeAt(ctx.p), isMultiline && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10))
      state = state && 3;
    else if (c < 32 && c !== 9 || c === 127)
      TomlError.x("control characters are not allowed in strings", ctx);
    else if ((!state || state === 3) && c === first && (!isMultiline || ctx.s.charCodeAt(ctx.p + 1) === first && ctx.s.charCodeAt(ctx.p + 2) === first)) {
      if (isMultiline && (ctx.s.charCodeAt(ctx.p + 3) === first && ctx.p++, ctx.s.charCodeAt(ctx.p + 3) === first && ctx.p++), !state) {
        let s = ctx.s.slice(sliceStart, ctx.p);
        parsed = parsed ? parsed + s : s;
      }
      return ctx.p += isMultiline ? 3 : 1, parsed;
    } else if (!state)
      !isLiteral && c === 92 && (parsed += ctx.s.slice(sliceStart, sliceStart = ctx.p), state = 1);
    else if (state === 1)
      if (c === 120 || c === 117 || c === 85) {
        let errPtr = ctx.p++ - 1, value = 0, len = c === 120 ? 2 : c === 117 ? 4 : 8;
        for (let j = 0; j < len; j++, ctx.p++) {
          let hex = ctx.s.charCodeAt(ctx.p), digit = (
            /* 0-9 */
            hex >= 48 && hex <= 57 ? hex - 48 : (
              /* A-F */
              hex >= 65 && hex <= 70 ? hex - 65 + 10 : (
                /* a-f */
                hex >= 97 && hex <= 102 ? hex - 97 + 10 : -1
              )
            )
          );
          digit < 0 && TomlError.x("invalid non-hex character in unicode escape", ctx), value = value << 4 | digit;
        }
        (value < 0 || value > 1114111 || value >= 55296 && value <= 57343) && TomlError.x("invalid unicode escape", ctx, errPtr), parsed += String.fromCodePoint(value), sliceStart = ctx.p--, state = 0;
      } else isMultiline && (c === 32 || c === 9) ? state = 2 : (c === 98 ? parsed += "\b" : c === 116 ? parsed += "	" : c === 110 ? parsed += `
` : c === 102 ? parsed += "\f" : c === 114 ? parsed += "\r" : c === 101 ? parsed += "\x1B" : c === 34 ? parsed += '"' : c === 92 ? parsed += "\\" : TomlError.x("unrecognised escape sequence", ctx), sliceStart = ctx.p + 1, state = 0);
    else c !== 32 && c !== 9 && (state === 2 && TomlError.x("invalid escape: only line-ending whitespace may be escaped", ctx, sliceStart), state = !isLiteral && c === 92 ? 1 : 0, sliceStart = ctx.p);
  TomlError.x("unfinished string", ctx, startPtr);
}
var init_primitive = __esm({
  "node_modules/smol-toml/dist/primitive.js"() {
    init_error();
  }
});

// node_modules/smol-toml/dist/date.js
var DATE_TIME_RE, TomlDate, init_date = __esm({
  "node_modules/smol-toml/dist/date.js"() {
    DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i, TomlDate = class _TomlDate extends Date {
      #hasDate = !1;
      #hasTime = !1;
      #offset = null;
      constructor(date, fasttype, unsafeDelim) {
        let hasDate = !0, hasTime = !0, offset = "Z", c;
        if (typeof date == "string")
          if (fasttype)
            prep: {
              if (fasttype < 3) {
                if (+date.slice(11, 13) > 23) {
                  date = "";
                  break prep;
                }
                fasttype === 2 ? (offset = null, date += "Z") : (c = date.charCodeAt(date.length - 1)) !== 90 && c !== 122 && (offset = date.slice(date.length - 6)), unsafeDelim && (date = date.slice(0, 10) + "T" + date.slice(11));
              } else fasttype === 4 && (date = +date.slice(0, 2) > 23 ? "" : `0000-01-01T${date}Z`);
              hasDate = fasttype !== 4, hasTime = fasttype !== 3;
            }
          else {
            let match = date.match(DATE_TIME_RE);
            match ? (match[1] || (hasDate = !1, date = `0000-01-01T${date}`), hasTime = !!match[2], hasTime && date[10] === " " && (date = date.replace(" ", "T")), match[2] && +match[2] > 23 ? date = "" : (offset = match[3] || null, !offset && hasTime && (date += "Z"))) : date = "";
          }
        super(date), isNaN(this.getTime()) || (this.#hasDate = hasDate, this.#hasTime = hasTime, this.#offset = offset);
      }
      isDateTime() {
        return this.#hasDate && this.#hasTime;
      }
      isLocal() {
        return !this.#hasDate || !this.#hasTime || !this.#offset;
      }
      isDate() {
        return this.#hasDate && !this.#hasTime;
      }
      isTime() {
        return this.#hasTime && !this.#hasDate;
      }
      isValid() {
        return this.#hasDate || this.#hasTime;
      }
      toISOString() {
        let iso = super.toISOString();
        if (this.isDate())
          return iso.slice(0, 10);
        if (this.isTime())
          return iso.slice(11, 23);
        if (this.#offset === null)
          return iso.slice(0, -1);
        if (this.#offset === "Z" || this.#offset === "z")
          return iso;
        let offset = +this.#offset.slice(1, 3) * 60 + +this.#offset.slice(4, 6);
        return offset = this.#offset[0] === "-" ? offset : -offset, new Date(this.getTime() - offset * 6e4).toISOString().slice(0, -1) + this.#offset;
      }
      static wrapAsOffsetDateTime(jsDate, offset = "Z") {
        let date = new _TomlDate(jsDate);
        return date.#offset = offset, date;
      }
      static wrapAsLocalDateTime(jsDate) {
        let date = new _TomlDate(jsDate);
        return date.#offset = null, date;
      }
      static wrapAsLocalDate(jsDate) {
        let date = new _TomlDate(jsDate);
        return date.#hasTime = !1, date.#offset = null, date;
      }
      static wrapAsLocalTime(jsDate) {
        let date = new _TomlDate(jsDate);
        return date.#hasDate = !1, date.#offset = null, date;
      }
    };
  }
});

// node_modules/smol-toml/dist/extract.js
function isDigit(char, base = 10) {
  return base === 16 ? char > 47 && char < 58 || char > 64 && char < 71 || char > 96 && char < 103 : char > 47 && char < 48 + base;
}
function isEndOfValue(char, delim) {
  return char === 32 || char === 9 || char === 10 || char === 13 || // Structure end or next value delimiter
  delim && (char === delim || char === 44) || // Comment
  char === 35;
}
function extractValue(ctx, end) {
  let errPtr = ctx.p, c = ctx.s.charCodeAt(ctx.p);
  if (c === 91 || c === 123) {
    ctx.d-- || TomlError.x("document contains excessively nested structures. aborting.", ctx);
    let value = c === 91 ? parseArray(ctx) : parseInlineTable(ctx);
    return ctx.d++, value;
  }
  return c === 34 || c === 39 ? parseString(ctx) : c === 116 ? ((ctx.s.charCodeAt(++ctx.p) !== 114 || ctx.s.charCodeAt(++ctx.p) !== 117 || ctx.s.charCodeAt(++ctx.p) !== 101) && TomlError.x("invalid value", ctx, errPtr), ctx.p++, !0) : c === 102 ? ((ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 108 || ctx.s.charCodeAt(++ctx.p) !== 115 || ctx.s.charCodeAt(++ctx.p) !== 101) && TomlError.x("invalid value", ctx, errPtr), ctx.p++, !1) : c === 43 || c === 45 ? parseNumber(ctx, ctx.p, ctx.s.charCodeAt(++ctx.p), 44 - c, end) : ctx.s.charCodeAt(ctx.p + 4) === 45 && ctx.s.charCodeAt(ctx.p + 7) === 45 ? parseDate(ctx, c, end) : ctx.s.charCodeAt(ctx.p + 2) === 58 ? parseTime(ctx, c, end) : parseNumber(ctx, ctx.p, c, 0, end);
}
function parseNumber(ctx, startPtr, startChr, sign, endChr) {
  let c = startChr, state = 0, hasUnderscores = !1;
  if (c === 105)
    return (ctx.s.charCodeAt(++ctx.p) !== 110 || ctx.s.charCodeAt(++ctx.p) !== 102) && TomlError.x("invalid value", ctx, startPtr), ctx.p++, (sign || 1) / 0;
  if (c === 110)
    return (ctx.s.charCodeAt(++ctx.p) !== 97 || ctx.s.charCodeAt(++ctx.p) !== 110) && TomlError.x("invalid value", ctx, startPtr), ctx.p++, NaN;
  if (c === 48) {
    if (++ctx.p >= ctx.s.length || isEndOfValue(c = ctx.s.charCodeAt(ctx.p), endChr))
      return ctx.bi === !0 ? 0n : 0;
    if (!sign) {
      if (c === 120)
        return parseIntegerBaseN(ctx, startPtr, 16, endChr);
      if (c === 98)
        return parseIntegerBaseN(ctx, startPtr, 2, endChr);
      if (c === 111)
        return parseIntegerBaseN(ctx, startPtr, 8, endChr);
    }
    c === 46 ? state = 2 : c === 101 || c === 69 ? state = 4 : TomlError.x("illegal leading zero", ctx, startPtr);
  } else isDigit(c) || TomlError.x("invalid value", ctx, startPtr);
  for (; ++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr)); )
    state || (state = 1), c === 95 ? (state & 1 || TomlError.x("illegal underscore", ctx), state += 11, hasUnderscores = !0) : state === 1 && c === 46 ? state = 2 : (state === 1 || state === 3) && (c === 101 || c === 69) ? state = 4 : state === 4 && (c === 43 || c === 45) ? state = 6 : isDigit(c) ? state > 9 ? state -= 11 : state & 1 || state++ : TomlError.x("illegal character in numeric literal", ctx);
  if (!state) {
    let val = (startChr - 48) * (sign || 1);
    return ctx.bi === !0 ? BigInt(val) : val;
  }
  state & 1 || TomlError.x("unfinished numeric value", ctx, startPtr);
  let str = ctx.s.slice(startPtr, ctx.p);
  return hasUnderscores && (str = str.replaceAll("_", "")), state > 1 ? parseFloat(str) : parseInteger(ctx, str, 10, startPtr);
}
function parseIntegerBaseN(ctx, startPtr, base, endChr) {
  let c, underscore = 1;
  for (; ++ctx.p < ctx.s.length && (c = ctx.s.charCodeAt(ctx.p), !isEndOfValue(c, endChr)); )
    c === 95 ? (underscore & 1 && TomlError.x("illegal underscore", ctx), underscore = 3) : isDigit(c, base) ? underscore & 1 && underscore-- : TomlError.x("illegal character in numeric literal", ctx);
  underscore & 1 && TomlError.x("unfinished numeric value", ctx);
  let str = ctx.s.slice(startPtr + 2, ctx.p);
  return underscore && (str = str.replaceAll("_", "")), parseInteger(ctx, str, base, startPtr);
}
function parseInteger(ctx, str, base, startPtr) {
  if (ctx.bi !== !0)
    int: {
      let val = parseInt(str, base);
      if (!Number.isSafeInteger(val)) {
        if (ctx.bi)
          break int;
        TomlError.x("integer value cannot be represented losslessly", ctx, startPtr);
      }
      return val;
    }
  return BigInt(base === 10 ? str : (base === 2 ? "0b" : base === 8 ? "0o" : "0x") + str);
}
function parseDate(ctx, c, endChr) {
  let startPtr = ctx.p++, unsafeSeparator;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)) || !isDigit(ctx.s.charCodeAt(ctx.p++)))
    return parseNumber(ctx, ctx.p = startPtr, c, 0, endChr);
  if (ctx.p += 5, isDigit(ctx.s.charCodeAt(ctx.p++)) || TomlError.x("invalid date-time: date part is malformed", ctx, startPtr), ctx.p >= ctx.s.length || ((c = ctx.s.charCodeAt(ctx.p)) !== 32 || (unsafeSeparator = !0, !isDigit(ctx.s.charCodeAt(ctx.p + 1)))) && c !== 84 && c !== 116) {
    let t2 = ctx.s.slice(startPtr, ctx.p);
    return readDate(ctx, t2, 3, !1, startPtr);
  }
  if (ctx.s.charCodeAt(ctx.p += 3) !== 58 && TomlError.x("invalid date-time: time part is malformed", ctx, startPtr), ctx.s.charCodeAt(ctx.p += 3) === 58 && (ctx.p += 3), ctx.s.charCodeAt(ctx.p) === 46)
    for (; isDigit(ctx.s.charCodeAt(++ctx.p)); )
      ;
  if (c = ctx.s.charCodeAt(ctx.p)) {
    if (c === 90 || c === 122) {
      let t2 = ctx.s.slice(startPtr, ++ctx.p);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, "[+00:00]");
    }
    if (c === 43 || c === 45) {
      let t2 = ctx.s.slice(startPtr, ctx.p += 6);
      return readDate(ctx, t2, 1, unsafeSeparator, startPtr, !ctx.ld && "[" + ctx.s.slice(ctx.p - 6, ctx.p) + "]");
    }
  }
  let t = ctx.s.slice(startPtr, ctx.p);
  return readDate(ctx, t, 2, unsafeSeparator, startPtr);
}
function parseTime(ctx, c, endChr) {
  let start = ctx.p;
  if (!isDigit(c) || !isDigit(ctx.s.charCodeAt(++ctx.p)))
    return parseNumber(ctx, --ctx.p, c, 0, endChr);
  if (ctx.s.charCodeAt(ctx.p += 4) === 58 && (ctx.p += 3), ctx.s.charCodeAt(ctx.p) === 46)
    for (; isDigit(ctx.s.charCodeAt(++ctx.p)); )
      ;
  let t = ctx.s.slice(start, ctx.p);
  return readDate(ctx, t, 4, !1, start);
}
function readDate(ctx, str, type, unsafeDelim, errPtr, temporalSuffix) {
  if (ctx.ld) {
    let date = new TomlDate(str, type, unsafeDelim);
    return date.isValid() || TomlError.x("invalid date", ctx, errPtr), date;
  }
  try {
    switch (temporalSuffix && (str += temporalSuffix), type) {
      case 1:
        return Temporal.ZonedDateTime.from(str);
      case 2:
        return Temporal.PlainDateTime.from(str);
      case 3:
        return Temporal.PlainDate.from(str);
      case 4:
        return Temporal.PlainTime.from(str);
    }
  } catch (e) {
    TomlError.x(e instanceof Error ? e.message : "" + e, ctx, errPtr);
  }
}
var init_extract = __esm({
  "node_modules/smol-toml/dist/extract.js"() {
    init_primitive();
    init_struct();
    init_error();
    init_date();
  }
});

// node_modules/smol-toml/dist/util.js
function skipComment(ctx) {
  for (; ctx.p < ctx.s.length; ctx.p++) {
    let c = ctx.s.charCodeAt(ctx.p);
    if (c === 10)
      break;
    if (c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10) {
      ctx.p++;
      break;
    }
    (c < 32 && c !== 9 || c === 127) && TomlError.x("control characters are not allowed in comments", ctx);
  }
}
function skipVoid(ctx, banNewLines, banComments) {
  let c;
  for (; ctx.p < ctx.s.length; ) {
    for (; ctx.p < ctx.s.length && ((c = ctx.s.charCodeAt(ctx.p)) === 32 || c === 9 || !banNewLines && (c === 10 || c === 13 && ctx.s.charCodeAt(ctx.p + 1) === 10)); )
      ctx.p++;
    if (banComments || c !== 35)
      break;
    skipComment(ctx);
  }
}
var init_util = __esm({
  "node_modules/smol-toml/dist/util.js"() {
    init_error();
  }
});

// node_modules/smol-toml/dist/struct.js
function parseKey(ctx, end = 61) {
  let startPtr, state = 0, parsed = [], sliceStart, c = ctx.s.charCodeAt(startPtr = ctx.p);
  do {
    if (c === end)
      return state || TomlError.x("unexpected end of key", ctx), state === 1 && parsed.push(ctx.s.slice(sliceStart, ctx.p)), ctx.p++, parsed;
    c === 46 ? (state || TomlError.x("illegal empty bare key", ctx), state === 1 && parsed.push(ctx.s.slice(sliceStart, ctx.p)), state = 0) : !state && (c === 34 || c === 39) ? (c === ctx.s.charCodeAt(ctx.p + 1) && c === ctx.s.charCodeAt(ctx.p + 2) && TomlError.x("illegal quoted key: multiline strings are not allowed", ctx), parsed.push(parseString(ctx)), state = 2, ctx.p--) : c === 32 || c === 9 ? state === 1 && (parsed.push(ctx.s.slice(sliceStart, ctx.p)), state = 2) : state === 2 || c < 48 && c !== 45 || c > 57 && c < 65 || c > 90 && c < 97 && c !== 95 || c > 122 ? TomlError.x("illegal character in key", ctx) : state || (state = 1, sliceStart = ctx.p);
  } while (c = ctx.s.charCodeAt(++ctx.p));
  TomlError.x("incomplete key-value: cannot find end of key", ctx, startPtr);
}
function parseInlineTable(ctx) {
  let startPtr = ctx.p++, res = /* @__PURE__ */ Object.create(null), seen = /* @__PURE__ */ new Set(), c;
  for (; ctx.p < ctx.s.length; ) {
    if (skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p)) === 125)
      return ctx.p++, res;
    let k, t = res, hasOwn = !1, errPtr = ctx.p, key = parseKey(ctx);
    for (let i2 = 0; i2 < key.length; i2++) {
      i2 && (t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null)), k = key[i2], (hasOwn = Object.hasOwn(t, k)) && (typeof t[k] != "object" || seen.has(t[k])) && TomlError.x("trying to redefine an already defined value", ctx, errPtr);
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor")) {
        t = ctx.uk !== 1 && TomlError.x("document contains an unsafe property", ctx, errPtr);
        break;
      }
      !hasOwn && unsafe && Object.defineProperty(t, k, { enumerable: !0, configurable: !0, writable: !0 });
    }
    hasOwn && TomlError.x("trying to redefine an already defined value", ctx, errPtr), skipVoid(ctx, !0, !0);
    let value = extractValue(
      ctx,
      125
      /* } */
    );
    if (t && typeof (t[k] = value) == "object" && seen.add(value), skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p++)) === 125)
      return res;
    c !== 44 && TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished table", ctx, startPtr);
}
function parseArray(ctx) {
  let startPtr = ctx.p++, res = [], c;
  for (; ctx.p < ctx.s.length; ) {
    if (skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p)) === 93)
      return ctx.p++, res;
    if (res.push(extractValue(
      ctx,
      93
      /* ] */
    )), skipVoid(ctx), (c = ctx.s.charCodeAt(ctx.p++)) === 93)
      return res;
    c !== 44 && TomlError.x("expected comma or end of structure", ctx, ctx.p - 1);
  }
  TomlError.x("unfinished array", ctx, startPtr);
}
var init_struct = __esm({
  "node_modules/smol-toml/dist/struct.js"() {
    init_primitive();
    init_extract();
    init_util();
    init_error();
  }
});

// node_modules/smol-toml/dist/parse.js
function peekTable(ctx, key, table, meta, type) {
  let t = table, m = meta, k, hasOwn = !1, state;
  for (let i2 = 0; i2 < key.length; i2++) {
    if (i2) {
      if (t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null), m = (state = m[k]).c, type === 0 && (state.t === 1 || state.t === 2))
        return null;
      if (state.t === 2) {
        let l = t.length - 1;
        t = t[l], m = m[l].c;
      }
    }
    if (k = key[i2], (hasOwn = Object.hasOwn(t, k)) && m[k]?.t === 0 && m[k]?.d)
      return null;
    if (!hasOwn) {
      let unsafe = k === "__proto__";
      if (ctx.uk && (unsafe || k === "constructor"))
        return !1;
      unsafe && (Object.defineProperty(t, k, { enumerable: !0, configurable: !0, writable: !0 }), Object.defineProperty(m, k, { enumerable: !0, configurable: !0, writable: !0 })), m[k] = {
        t: i2 < key.length - 1 && type === 2 ? 3 : type,
        d: !1,
        i: 0,
        c: /* @__PURE__ */ Object.create(null)
      };
    }
  }
  if (state = m[k], state.t !== type && !(type === 1 && state.t === 3) || (type === 2 && (state.d || (state.d = !0, t[k] = []), t[k].push(t = /* @__PURE__ */ Object.create(null)), state.c[state.i++] = state = { t: 1, d: !1, i: 0, c: /* @__PURE__ */ Object.create(null) }), state.d))
    return null;
  if (state.d = !0, type === 1)
    t = hasOwn ? t[k] : t[k] = /* @__PURE__ */ Object.create(null);
  else if (type === 0 && hasOwn)
    return null;
  return [k, t, state.c];
}
function validateTablePeek(ctx, peek, ptr) {
  (peek === null || ctx.uk === 2) && TomlError.x(peek === null ? "trying to redefine an already defined table or value" : "document contains an unsafe property", ctx, ptr);
}
function parse2(toml, options = {}) {
  let ctx = {
    s: toml,
    p: 0,
    d: options.maxDepth ?? 1e3,
    bi: options.integersAsBigInt ?? !1,
    ld: options.useLegacyDate ?? !0,
    uk: options.unsafeKeyBehaviour === "throw" ? 2 : options.unsafeKeyBehaviour === "drop" ? 1 : 0
  }, res = /* @__PURE__ */ Object.create(null), meta = /* @__PURE__ */ Object.create(null), tmp, skipping = !1, tbl = res, m = meta;
  for (toml.charCodeAt(0) === 65279 && ctx.p++, skipVoid(ctx); ctx.p < toml.length; ) {
    if (toml.charCodeAt(ctx.p) === 91) {
      let isTableArray = toml.charCodeAt(++ctx.p) === 91;
      tmp = ctx.p += +isTableArray, skipping = !1;
      let k = parseKey(
        ctx,
        93
        /* ] */
      );
      isTableArray && (toml.charCodeAt(ctx.p) !== 93 && TomlError.x("expected end of table array declaration", ctx), ctx.p++);
      let p = peekTable(
        ctx,
        k,
        res,
        meta,
        isTableArray ? 2 : 1
        /* Type.EXPLICIT */
      );
      p ? (m = p[2], tbl = p[1]) : (validateTablePeek(ctx, p, tmp), skipping = !0);
    } else {
      tmp = ctx.p;
      let k = parseKey(ctx), p = peekTable(
        ctx,
        k,
        tbl,
        m,
        0
        /* Type.DOTTED */
      );
      !p && !skipping && validateTablePeek(ctx, p, tmp), skipVoid(ctx, !0, !0);
      let v = extractValue(ctx, void 0);
      p && !skipping && (p[1][p[0]] = v);
    }
    skipVoid(ctx, !0), ctx.p < toml.length && (tmp = toml.charCodeAt(ctx.p)) !== 10 && (tmp !== 13 || toml.charCodeAt(ctx.p + 1) !== 10) && TomlError.x("each key-value declaration must be followed by an end-of-line", ctx), skipVoid(ctx);
  }
  return res;
}
var init_parse = __esm({
  "node_modules/smol-toml/dist/parse.js"() {
    init_struct();
    init_extract();
    init_util();
    init_error();
  }
});

// node_modules/smol-toml/dist/stringify.js
var HAS_WELLFORMED, init_stringify = __esm({
  "node_modules/smol-toml/dist/stringify.js"() {
    HAS_WELLFORMED = !!"".isWellFormed;
  }
});

// node_modules/smol-toml/dist/index.js
var init_dist2 = __esm({
  "node_modules/smol-toml/dist/index.js"() {
    init_parse();
    init_stringify();
    init_date();
    init_error();
  }
});

// src/config/toml.ts
function parseToml(text3, file) {
  try {
    return parse2(text3);
  } catch (error) {
    if (error instanceof TomlError) {
      let reason2 = firstLine(error.message.replace(/^Invalid TOML document:\s*/, ""));
      throw new ConfigError(
        `${file}:${error.line}:${error.column}: invalid TOML: ${reason2}; fix the syntax at that position`,
        { details: error.message.split(`
`).slice(1), cause: error }
      );
    }
    throw error;
  }
}
function firstLine(text3) {
  return text3.split(`
`, 1)[0] ?? text3;
}
var init_toml = __esm({
  "src/config/toml.ts"() {
    "use strict";
    init_dist2();
    init_errors();
  }
});

// src/config/load.ts
import { readFile, stat } from "node:fs/promises";
import { basename, isAbsolute as isAbsolute2, relative as relative2, resolve as resolve2 } from "node:path";
async function loadConfig(root, options = {}) {
  let pyprojectText = (await readRepoText(root, "pyproject.toml", ConfigError))?.text, pyproject = pyprojectText === void 0 ? void 0 : { text: pyprojectText, data: parseToml(pyprojectText, "pyproject.toml") }, layers = [];
  if (options.configFile !== void 0) {
    let path = isAbsolute2(options.configFile) ? options.configFile : resolve2(options.cwd ?? root, options.configFile), shown = displayPath(root, path), text3 = await readOptional(path, shown);
    if (text3 === void 0)
      throw new ConfigError(`${shown}: config file not found (given by --config); check the path`);
    let source = basename(path) === "pyproject.toml" ? { file: shown, table: ["tool", "releaser"] } : { file: shown }, layer = toLayer(source, parseToml(text3, shown));
    layer && layers.push(layer);
  } else
    for (let source of CONFIG_SOURCES) {
      if (source.file === "pyproject.toml") {
        let layer2 = pyproject && toLayer(source, pyproject.data);
        layer2 && layers.push(layer2);
        continue;
      }
      let text3 = (await readRepoText(root, source.file, ConfigError))?.text;
      if (text3 === void 0) continue;
      let layer = toLayer(source, parseToml(text3, source.file));
      layer && layers.push(layer);
    }
  let config = resolveConfig(layers);
  return checkConfigValues(config, layers), await checkConfigPaths(root, config, layers), { config, files: layers.map((l) => l.file), pyproject, layers };
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
    let stats = await stat(path);
    if (!stats.isFile() && !stats.isDirectory())
      throw new ConfigError(`${shown}: not a regular file; expected a TOML file`);
    return decodeUtf8(await readFile(path), shown, ConfigError);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    let code = error.code;
    if (code === "ENOENT") return;
    throw code === "EISDIR" ? new ConfigError(`${shown}: is a directory, expected a TOML file`) : new ConfigError(`${shown}: cannot be read (${code ?? String(error)})`, { cause: error });
  }
}
function displayPath(root, path) {
  let rel = relative2(root, path);
  return rel.startsWith("..") ? path : rel;
}
var init_load = __esm({
  "src/config/load.ts"() {
    "use strict";
    init_errors();
    init_read_repo_file();
    init_paths();
    init_resolve();
    init_sources();
    init_toml();
    init_values();
  }
});

// src/core/bump.ts
function bumpOfCommit(commit) {
  return commit.breaking ? "major" : commit.conventional ? commit.type === "feat" ? "minor" : PATCH_TYPES.has(commit.type) ? "patch" : "none" : "none";
}
function maxBump(a, b) {
  return RANK[a] >= RANK[b] ? a : b;
}
function compareBumps(a, b) {
  return RANK[a] - RANK[b];
}
function decideBump(commits) {
  let bump = "none";
  for (let commit of commits) bump = maxBump(bump, bumpOfCommit(commit));
  let drivers = bump === "none" ? [] : commits.filter((c) => bumpOfCommit(c) === bump);
  return { bump, drivers };
}
var RANK, PATCH_TYPES, init_bump = __esm({
  "src/core/bump.ts"() {
    "use strict";
    RANK = { none: 0, patch: 1, minor: 2, major: 3 }, PATCH_TYPES = /* @__PURE__ */ new Set(["fix", "docs", "perf"]);
  }
});

// src/core/changelog.ts
function groupCommits(commits, options) {
  let hidden2 = new Set(options.hidden.map((t) => t.toLowerCase())), titles = new Map(DEFAULT_SECTIONS);
  for (let [type, title] of Object.entries(options.sections)) titles.set(type.toLowerCase(), title);
  let breaking = [], byType = /* @__PURE__ */ new Map();
  for (let commit of commits) {
    if (!commit.conventional) continue;
    if (commit.breaking) {
      let notes = commit.breakingNotes.length > 0 ? commit.breakingNotes : [commit.description];
      for (let note of notes) breaking.push(formatEntry(note));
    }
    if (hidden2.has(commit.type) || !titles.has(commit.type)) continue;
    let list2 = byType.get(commit.type) ?? [];
    list2.length === 0 && byType.set(commit.type, list2), list2.push(formatEntry(commit.description));
  }
  let groups2 = [];
  breaking.length > 0 && groups2.push({ title: BREAKING_TITLE, entries: breaking });
  for (let [type, title] of titles) {
    let entries = byType.get(type);
    entries && groups2.push({ title, entries });
  }
  return groups2;
}
function formatEntry(text3) {
  return isPlainLine(text3) ? `- ${text3.charAt(0).toUpperCase()}${text3.slice(1)}` : escapedEntry(text3);
}
function escapedEntry(text3) {
  let trimmed = stripControl(text3).trim(), capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1), [first = "", ...rest] = escapeMentions(capitalised).split(`
`);
  return `- ${[first, ...rest].map(escapeBlockStart).join(`
  `)}`;
}
function isPlainLine(text3) {
  let length = text3.length;
  if (length === 0) return !1;
  let first = text3.charCodeAt(0);
  if (first <= 32 || first >= 127 || first === 35 || first === 126 || first === 60 || first === 91 || first === 61 || first === 45 || isSpaceCode(text3.charCodeAt(length - 1))) return !1;
  for (let i2 = 0; i2 < length; i2++) {
    let c = text3.charCodeAt(i2);
    if (c < 32 || c >= 127 && c <= 159 || c === 64 || c === 96 || c === 92) return !1;
  }
  return !0;
}
function isSpaceCode(c) {
  return c === 32 || c >= 9 && c <= 13 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function escapeMentions(text3) {
  if (!text3.includes("@")) return text3;
  let parts = [], strays = [], escaped = !1, afterMention = !1, i2 = 0;
  for (; i2 < text3.length; ) {
    let char = text3[i2];
    if (char === "\\" && text3[i2 + 1] === "@") {
      if (MENTION_START.test(text3[i2 + 2] ?? "")) {
        i2++;
        continue;
      }
      parts.push("\\@"), i2 += 2;
    } else if ((char === "h" || char === "H") && (i2 === 0 || !MENTION_BLOCKER.test(text3[i2 - 1])) && URL_START.test(text3.slice(i2, i2 + 8))) {
      let end = text3.slice(i2).search(/[\s<>]/), url = end === -1 ? text3.slice(i2) : text3.slice(i2, i2 + end);
      parts.push(url), i2 += url.length;
    } else if (char === "\\" && i2 + 1 < text3.length && ASCII_PUNCTUATION.test(text3[i2 + 1]))
      parts.push(text3.slice(i2, i2 + 2)), i2 += 2;
    else if (char === "`") {
      let run = backtickRun(text3, i2), close = findClosingRun(text3, i2 + run, run);
      if (close === void 0) {
        for (let k = 0; k < run; k++) strays.push(parts.push("`") - 1);
        i2 += run;
      } else
        parts.push(text3.slice(i2, close)), i2 = close;
    } else if (char === "@" && (afterMention || i2 === 0 || !MENTION_BLOCKER.test(text3[i2 - 1]))) {
      MENTION.lastIndex = i2 + 1;
      let name = MENTION.exec(text3)?.[0];
      if (name === void 0)
        parts.push(char), i2++;
      else {
        let last2 = parts.length - 1;
        parts[last2]?.endsWith("`") && !strays.includes(last2) && parts.push(" "), parts.push(`\`@${name}\``), i2 += 1 + name.length, text3[i2] === "`" && findClosingRun(text3, i2 + backtickRun(text3, i2), backtickRun(text3, i2)) && parts.push(" "), escaped = !0, afterMention = !0;
        continue;
      }
    } else
      parts.push(char), i2++;
    afterMention = !1;
  }
  if (!escaped) return text3;
  for (let index of strays) parts[index] = "\\`";
  return parts.join("");
}
function backtickRun(text3, at) {
  let end = at;
  for (; text3[end] === "`"; ) end++;
  return end - at;
}
function findClosingRun(text3, from, length) {
  let i2 = from;
  for (; i2 < text3.length; ) {
    if (text3[i2] !== "`") {
      i2++;
      continue;
    }
    let run = backtickRun(text3, i2);
    if (run === length) return i2 + run;
    i2 += run;
  }
}
function sectionHeading(version, date) {
  return `## [${version}] - ${date}`;
}
function renderSection(version, date, groups2) {
  let parts = [sectionHeading(version, date)];
  for (let group of groups2) parts.push(`### ${group.title}`, group.entries.join(`
`));
  return `${parts.join(`

`)}
`;
}
var DEFAULT_SECTIONS, BREAKING_TITLE, MENTION, MENTION_START, URL_START, MENTION_BLOCKER, ASCII_PUNCTUATION, init_changelog = __esm({
  "src/core/changelog.ts"() {
    "use strict";
    init_text();
    DEFAULT_SECTIONS = [
      ["feat", "Features"],
      ["fix", "Bug Fixes"],
      ["docs", "Documentation"],
      ["style", "Styles"],
      ["refactor", "Refactoring"],
      ["perf", "Performance"],
      ["test", "Tests"],
      ["build", "Build"],
      ["ci", "CI"],
      ["chore", "Chores"],
      ["revert", "Reverts"]
    ], BREAKING_TITLE = "\u26A0 Breaking Changes";
    MENTION = /[A-Za-z0-9][A-Za-z0-9-]*(?:\/[\w.-]+)?/y, MENTION_START = /[A-Za-z0-9]/, URL_START = /^https?:\/\//i, MENTION_BLOCKER = /\w/, ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
  }
});

// src/core/release-subject.ts
function releaseSubjectMatcher(templates, version) {
  let wanted = releaseSubjects(templates, version);
  return (subject) => wanted.some((w) => subject === w || subject.startsWith(`${w} (#`));
}
function mayHaveReleaseSubject(templates, version) {
  let wanted = releaseSubjects(templates, version);
  return (line) => {
    let cut = line.trimEnd();
    return cut !== "" && wanted.some((w) => cut.startsWith(w) || w.startsWith(cut));
  };
}
function releaseSubjects(templates, version) {
  return templates.map((template) => (template.split(`
`)[0] ?? "").replaceAll("{version}", version).trim()).filter((subject) => subject !== "");
}
var init_release_subject = __esm({
  "src/core/release-subject.ts"() {
    "use strict";
  }
});

// src/core/reverts.ts
function cancelReverts(commits) {
  let cancelled = new Uint8Array(commits.length), index = indexCommits(commits);
  if (index === void 0) return [...commits];
  for (let i2 = 0; i2 < commits.length; i2++) {
    let revert = commits[i2].revert;
    if (cancelled[i2] === 1 || revert === void 0) continue;
    let target = findTarget(index, cancelled, i2, revert);
    target !== void 0 && (cancelled[i2] = 1, cancelled[target] = 1);
  }
  return commits.filter((_, i2) => cancelled[i2] === 0);
}
function indexCommits(commits) {
  let wantedHashes = /* @__PURE__ */ new Set(), wantedSubjects = /* @__PURE__ */ new Set();
  for (let { revert } of commits)
    revert?.hash !== void 0 && wantedHashes.add(revert.hash.toLowerCase()), revert?.subject !== void 0 && wantedSubjects.add(revert.subject.trim());
  if (wantedHashes.size === 0 && wantedSubjects.size === 0) return;
  let index = {
    hashes: [],
    byHash: /* @__PURE__ */ new Map(),
    sortedByHash: void 0,
    bySubject: /* @__PURE__ */ new Map(),
    subjectCursor: /* @__PURE__ */ new Map()
  };
  return commits.forEach((commit, i2) => {
    let hash = commit.commit.hash.toLowerCase();
    index.hashes.push(hash), wantedHashes.has(hash) && push(index.byHash, hash, i2);
    let subject = commit.subject.trim();
    wantedSubjects.has(subject) && push(index.bySubject, subject, i2);
  }), index;
}
function push(map, key, value) {
  let list2 = map.get(key);
  list2 === void 0 ? map.set(key, [value]) : list2.push(value);
}
function findTarget(index, cancelled, revertIndex, revert) {
  let hash = revert.hash?.toLowerCase() ?? "";
  if (hash.length >= 7) {
    let named = index.byHash.get(hash) ?? withHashPrefix(index, hash);
    if (named.length > 0) return named.find((j) => j > revertIndex && cancelled[j] === 0);
  }
  if (revert.subject !== void 0)
    return findBySubject(index, cancelled, revertIndex, revert.subject.trim());
}
function withHashPrefix(index, prefix) {
  let { hashes } = index;
  index.sortedByHash ??= hashes.map((_, i2) => i2).sort((a, b) => hashes[a] < hashes[b] ? -1 : 1);
  let sorted = index.sortedByHash, low = 0, high = sorted.length;
  for (; low < high; ) {
    let middle = low + high >>> 1;
    hashes[sorted[middle]] < prefix ? low = middle + 1 : high = middle;
  }
  let found = [];
  for (let k = low; k < sorted.length && hashes[sorted[k]].startsWith(prefix); k++) found.push(sorted[k]);
  return found.sort((a, b) => a - b);
}
function findBySubject(index, cancelled, revertIndex, subject) {
  let list2 = index.bySubject.get(subject);
  if (list2 === void 0) return;
  let cursor = index.subjectCursor.get(subject) ?? 0;
  for (; cursor < list2.length && (list2[cursor] <= revertIndex || cancelled[list2[cursor]] === 1); ) cursor++;
  return index.subjectCursor.set(subject, cursor), list2[cursor];
}
var init_reverts = __esm({
  "src/core/reverts.ts"() {
    "use strict";
  }
});

// src/core/plan.ts
function planRelease(input2) {
  let tagFormat2 = compileTagFormat(input2.tagFormat), base = input2.baseTag === void 0 ? void 0 : tagFormat2.parse(input2.baseTag), fileVersion = input2.fileVersion === void 0 ? void 0 : parseVersionOrThrow(input2.fileVersion, input2.fileVersionSource ?? "the project files"), baseVersion = base ?? fileVersion ?? ZERO, commits = [...input2.commits], counted = cancelReverts(commits), countedSet = counted.length === commits.length ? void 0 : new Set(counted), cancelled = countedSet === void 0 ? [] : commits.filter((c) => !countedSet.has(c)), decision = decideBump(counted), pending = fileVersion !== void 0 && isPending(input2, tagFormat2, base, fileVersion, counted), chosen = chooseVersion(input2, decision.bump, baseVersion, fileVersion, pending, counted), plan = {
    baseTag: input2.baseTag,
    baseVersion: formatVersion(baseVersion),
    fileVersion: fileVersion === void 0 ? void 0 : formatVersion(fileVersion),
    commits,
    cancelled,
    bump: chosen.bump,
    drivers: chosen.source === "commits" ? decision.drivers : [],
    source: chosen.source,
    downgrade: chosen.version !== void 0 && compareVersions(chosen.version, baseVersion) < 0,
    nextVersion: void 0,
    tag: void 0,
    pending: chosen.source === "pending",
    groups: [],
    changelog: void 0
  };
  if (chosen.version === void 0) return plan;
  let nextVersion = formatVersion(chosen.version), groups2 = groupCommits(counted, input2.changelog);
  return {
    ...plan,
    nextVersion,
    tag: tagFormat2.format(nextVersion),
    groups: groups2,
    changelog: renderSection(nextVersion, input2.date, groups2)
  };
}
function isPending(input2, tagFormat2, base, fileVersion, counted) {
  if (findTagForVersion(input2.tags, tagFormat2, fileVersion) !== void 0) return !1;
  if (base !== void 0) return compareVersions(fileVersion, base) > 0;
  let version = formatVersion(fileVersion), isRelease = releaseSubjectMatcher(input2.releaseSubjects, version);
  return counted.some((c) => isRelease(c.subject));
}
function chooseVersion(input2, commitBump, baseVersion, fileVersion, pending, counted) {
  let { overrides } = input2, bumpOptions = {
    majorOnZero: input2.majorOnZero,
    prerelease: overrides.prerelease,
    existing: preReleaseVersions(input2.tags, input2.tagFormat)
  };
  if (overrides.releaseAs !== void 0) {
    let version = parseVersionOrThrow(overrides.releaseAs, "--release-as");
    return checkForcedVersion(input2, version, baseVersion), { bump: bumpBetween(baseVersion, version, commitBump), version, source: "release-as-flag" };
  }
  if (overrides.bump !== void 0)
    return {
      bump: overrides.bump,
      version: bumpVersion(baseVersion, overrides.bump, bumpOptions),
      source: "bump-flag"
    };
  if (pending && fileVersion !== void 0)
    return {
      bump: bumpBetween(baseVersion, fileVersion, commitBump),
      version: fileVersion,
      source: "pending"
    };
  let footer = counted.find((c) => c.releaseAs !== void 0)?.releaseAs;
  if (footer !== void 0) {
    let version = parseVersionOrThrow(footer, "the Release-As footer");
    if (compareVersions(version, baseVersion) > 0)
      return { bump: bumpBetween(baseVersion, version, commitBump), version, source: "release-as-footer" };
  }
  return commitBump === "none" ? { bump: "none", version: void 0, source: "commits" } : { bump: commitBump, version: bumpVersion(baseVersion, commitBump, bumpOptions), source: "commits" };
}
function checkForcedVersion(input2, version, baseVersion) {
  let tagFormat2 = compileTagFormat(input2.tagFormat), tag = findTagForVersion(input2.tags, tagFormat2, version) ?? findTagForVersion(input2.tags, tagFormat2, canonicalRelease(version)), text3 = formatVersion(version);
  if (tag !== void 0)
    throw new TagExistsError(
      `--release-as ${text3}: tag ${tag} already exists, so ${text3} is released; choose a version above ${formatVersion(baseVersion)}`
    );
  if (compareVersions(version, baseVersion) < 0 && input2.overrides.allowDowngrade !== !0)
    throw new ReleaseError(
      `--release-as ${text3} is below the current version ${formatVersion(baseVersion)}${input2.baseTag ? ` (${input2.baseTag})` : ""}; pass --allow-downgrade if you mean to release a lower version`
    );
}
function canonicalRelease(version) {
  let release2 = [...version.release];
  for (; release2.length > 3 && release2[release2.length - 1] === 0; ) release2.pop();
  for (; release2.length < 3; ) release2.push(0);
  return { ...version, release: release2 };
}
function bumpBetween(from, to, fallback) {
  if (compareVersions(to, from) < 0) return compareBumps(fallback, "none") > 0 ? fallback : "patch";
  for (let [index, bump] of [
    [0, "major"],
    [1, "minor"],
    [2, "patch"]
  ])
    if ((to.release[index] ?? 0) !== (from.release[index] ?? 0)) return bump;
  return compareBumps(fallback, "none") > 0 ? fallback : "patch";
}
function parseVersionOrThrow(text3, where) {
  let version = parseVersion(text3);
  if (version === void 0)
    throw new ReleaseError(`${where}: "${text3}" is not a valid PEP 440 version (e.g. 1.5.0, 2.0.0rc1)`);
  return version;
}
var ZERO, init_plan = __esm({
  "src/core/plan.ts"() {
    "use strict";
    init_bump();
    init_changelog();
    init_errors();
    init_release_subject();
    init_reverts();
    init_tag_format();
    init_version();
    ZERO = { epoch: 0, release: [0, 0, 0] };
  }
});

// src/core/char-codes.ts
function dropCarriageReturn(line) {
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}
function isBlank(line) {
  return line.trim() === "";
}
function isSpaceCode2(c) {
  return c === 32 || c >= 9 && c <= 13;
}
function isDigitCode(c) {
  return c >= 48 && c <= 57;
}
function isAlphanumericCode(c) {
  return isDigitCode(c) || c >= 65 && c <= 90 || c >= 97 && c <= 122;
}
function isWordCode(c) {
  return isAlphanumericCode(c) || c === 95;
}
function isTokenCode(c) {
  return isWordCode(c) || c === 45;
}
var init_char_codes = __esm({
  "src/core/char-codes.ts"() {
    "use strict";
  }
});

// src/core/parse-footers.ts
function parseBodyAndFooters(lines) {
  let footerStart = lines.length, k = lines.length - 1;
  for (; ; ) {
    for (; k >= 0 && isBlank(lines[k]); ) k--;
    if (k < 0) break;
    let start = k;
    for (; start > 0 && !isBlank(lines[start - 1]); ) start--;
    if (parseFooterLine(lines[start]) === void 0) break;
    footerStart = start, k = start - 1;
  }
  let footers = [], current2, close = () => {
    current2 !== void 0 && (current2.footer.value = current2.lines.join(`
`).trim(), footers.push(current2.footer));
  };
  for (let i2 = footerStart; i2 < lines.length; i2++) {
    let line = lines[i2], footer = parseFooterLine(line);
    if (footer === void 0) {
      current2?.lines.push(line);
      continue;
    }
    close(), current2 = { footer, lines: [footer.value] };
  }
  close();
  let bodyLines = lines.slice(0, footerStart);
  return { body: bodyLines.join(`
`).trim(), footers, ...scanBodyForBreakingChanges(bodyLines) };
}
function scanBodyForBreakingChanges(lines) {
  let bodyNotes = [], bodyBreaking = !1, note, flush = () => {
    if (note === void 0) return;
    let text3 = note.join(`
`).trim();
    text3 !== "" && bodyNotes.push(text3), note = void 0;
  };
  for (let line of lines) {
    let footer = parseFooterLine(line);
    footer !== void 0 ? (flush(), isBreakingToken(footer.token) && (bodyBreaking = !0, note = [footer.value])) : isBlank(line) ? flush() : note?.push(line);
  }
  return flush(), { bodyNotes, bodyBreaking };
}
function parseFooterLine(line) {
  for (let token of BREAKING_TOKENS)
    if (line.startsWith(token) && line.charCodeAt(token.length) === 58)
      return { token, separator: ": ", value: line.slice(token.length + 1).trim() };
  if (!isAlphanumericCode(line.charCodeAt(0))) return;
  let i2 = 1;
  for (; isTokenCode(line.charCodeAt(i2)); ) i2++;
  let at = line.charCodeAt(i2), next = line.charCodeAt(i2 + 1), separator;
  if (at === 58 && (next === 32 || next === 9)) separator = ": ";
  else if (at === 32 && next === 35) separator = " #";
  else return;
  let value = line.slice(i2 + 2).trim();
  if (value !== "")
    return { token: line.slice(0, i2), separator, value };
}
function isBreakingToken(token) {
  return token === "BREAKING CHANGE" || token === "BREAKING-CHANGE";
}
function findReleaseAs(footers) {
  for (let i2 = footers.length - 1; i2 >= 0; i2--) {
    let footer = footers[i2];
    if (footer.separator === ": " && footer.token.toLowerCase() === "release-as") return footer.value;
  }
}
var BREAKING_TOKENS, init_parse_footers = __esm({
  "src/core/parse-footers.ts"() {
    "use strict";
    init_char_codes();
    BREAKING_TOKENS = ["BREAKING CHANGE", "BREAKING-CHANGE"];
  }
});

// src/core/parse-subject.ts
function parseSubject(subject, parsers = []) {
  let match = matchSubject(firstLine2(subject), parsers);
  if (match === void 0) return;
  let { type, scope, scopes, breaking, description } = match;
  return { type, scope, scopes, breaking, description };
}
function matchSubject(subject, parsers) {
  return matchConventional(subject) ?? matchGitRevert(subject) ?? matchCustom(subject, parsers);
}
function matchConventional(subject) {
  let i2 = 0;
  for (; isWordCode(subject.charCodeAt(i2)); ) i2++;
  if (i2 === 0) return;
  let type = subject.slice(0, i2).toLowerCase(), scope;
  if (subject.charCodeAt(i2) === 40) {
    let close = subject.indexOf(")", i2);
    if (close <= i2 + 1) return;
    scope = subject.slice(i2 + 1, close), i2 = close + 1;
  }
  let breaking = subject.charCodeAt(i2) === 33;
  if (breaking && i2++, subject.charCodeAt(i2) !== 58) return;
  let description = subject.slice(i2 + 1).trim();
  if (description !== "")
    return { type, scope, scopes: splitScopes(scope), breaking, description };
}
function matchGitRevert(subject) {
  let reapply = subject.startsWith('Reapply "');
  if (!reapply && !subject.startsWith('Revert "')) return;
  let start = reapply ? 9 : 8, end = endBeforePullRequestSuffix(subject);
  if (subject.charCodeAt(end - 1) !== 34) return;
  let inner = subject.slice(start, end - 1);
  if (inner.trim() === "") return;
  let reverted = reapply ? `Revert "${inner}"` : inner;
  return { type: "revert", scope: void 0, scopes: [], breaking: !1, description: reverted, reverted };
}
function endBeforePullRequestSuffix(subject) {
  let end = subject.trimEnd().length;
  if (subject.charCodeAt(end - 1) !== 41) return end;
  let open3 = subject.lastIndexOf(" (#");
  if (open3 < 0 || open3 + 3 >= end - 1) return end;
  for (let i2 = open3 + 3; i2 < end - 1; i2++) if (!isDigitCode(subject.charCodeAt(i2))) return end;
  return open3;
}
function matchCustom(subject, parsers) {
  for (let { pattern } of parsers) {
    pattern.lastIndex = 0;
    let groups2 = pattern.exec(subject)?.groups;
    if (groups2 === void 0) continue;
    let type = groups2.type?.trim().toLowerCase(), description = groups2.description?.trim();
    if (!type || !description) continue;
    let scope = groups2.scope === "" ? void 0 : groups2.scope, breaking = (groups2.breaking ?? "") !== "";
    return { type, scope, scopes: splitScopes(scope), breaking, description };
  }
}
function splitScopes(scope) {
  if (scope === void 0) return NO_SCOPES;
  if (!scope.includes(",")) {
    let trimmed = scope.trim();
    return trimmed === "" ? NO_SCOPES : [trimmed];
  }
  return scope.split(",").map((part) => part.trim()).filter((part) => part !== "");
}
function firstLine2(text3) {
  let newline = text3.indexOf(`
`);
  return dropCarriageReturn(newline < 0 ? text3 : text3.slice(0, newline));
}
var NO_SCOPES, init_parse_subject = __esm({
  "src/core/parse-subject.ts"() {
    "use strict";
    init_char_codes();
    NO_SCOPES = Object.freeze([]);
  }
});

// src/core/parse-commit.ts
function parseCommit(commit, parsers = []) {
  let single = singleLineSubject(commit.message);
  if (single !== void 0) return parseSubjectOnly(commit, single, parsers);
  let lines = commit.message.split(`
`).map(dropCarriageReturn), first = 0;
  for (; first < lines.length && isBlank(lines[first]); ) first++;
  let subject = lines[first] ?? "", rest = lines.slice(first + 1), { body, footers, bodyNotes, bodyBreaking } = parseBodyAndFooters(rest), releaseAs = findReleaseAs(footers), match = matchSubject(subject, parsers);
  if (match === void 0)
    return {
      commit,
      subject,
      type: "",
      scope: void 0,
      scopes: [],
      description: subject.trim(),
      body,
      footers,
      breaking: !1,
      breakingNotes: [],
      conventional: !1,
      revert: void 0,
      releaseAs
    };
  let footerNotes = [], footerBreaking = !1;
  for (let footer of footers)
    isBreakingToken(footer.token) && (footerBreaking = !0, footer.value !== "" && footerNotes.push(footer.value));
  return {
    commit,
    subject,
    type: match.type,
    scope: match.scope,
    scopes: match.scopes,
    description: match.description,
    body,
    footers,
    breaking: match.breaking || bodyBreaking || footerBreaking,
    breakingNotes: [...bodyNotes, ...footerNotes],
    conventional: !0,
    revert: match.type === "revert" ? revertReference(match, rest) : void 0,
    releaseAs
  };
}
function singleLineSubject(message) {
  let first = message.charCodeAt(0);
  if (message.length === 0 || isSpaceCode2(first)) return;
  let end = message.indexOf(`
`);
  end === -1 && (end = message.length);
  for (let i2 = end; i2 < message.length; i2++) if (!isSpaceCode2(message.charCodeAt(i2))) return;
  return message.charCodeAt(end - 1) === 13 ? message.slice(0, end - 1) : message.slice(0, end);
}
function parseSubjectOnly(commit, subject, parsers) {
  let match = matchSubject(subject, parsers);
  return {
    commit,
    subject,
    type: match?.type ?? "",
    scope: match?.scope,
    scopes: match?.scopes ?? NO_NOTES,
    description: match?.description ?? subject.trim(),
    body: "",
    footers: NO_FOOTERS,
    breaking: match?.breaking ?? !1,
    breakingNotes: NO_NOTES,
    conventional: match !== void 0,
    revert: match?.type === "revert" ? { subject: match.reverted ?? unquote(match.description) } : void 0,
    releaseAs: void 0
  };
}
function parseSubjectCommit(hash, subject, parsers) {
  let match = matchSubject(subject, parsers);
  if (match?.type !== "revert")
    return planCommit(
      hash,
      subject,
      match?.type ?? "",
      match?.scope,
      match?.description ?? subject.trim(),
      match?.breaking ?? !1,
      NO_NOTES,
      match !== void 0,
      void 0,
      void 0
    );
}
function toPlanCommit(c) {
  return planCommit(
    c.commit.hash,
    c.subject,
    c.type,
    c.scope,
    c.description,
    c.breaking,
    c.breakingNotes,
    c.conventional,
    c.revert,
    c.releaseAs
  );
}
function planCommit(hash, subject, type, scope, description, breaking, breakingNotes, conventional, revert, releaseAs) {
  return {
    commit: { hash },
    subject,
    type,
    scope,
    description,
    breaking,
    breakingNotes,
    conventional,
    revert,
    releaseAs
  };
}
function revertReference(match, rest) {
  let reference = { subject: match.reverted ?? unquote(match.description) };
  for (let line of rest) {
    let found = REVERTS_COMMIT.exec(line);
    if (found !== null) {
      reference.hash = found[1].toLowerCase();
      break;
    }
  }
  return reference;
}
function unquote(text3) {
  return text3.length >= 2 && text3.startsWith('"') && text3.endsWith('"') ? text3.slice(1, -1).trim() : text3;
}
var NO_FOOTERS, NO_NOTES, REVERTS_COMMIT, init_parse_commit = __esm({
  "src/core/parse-commit.ts"() {
    "use strict";
    init_char_codes();
    init_parse_footers();
    init_parse_subject();
    NO_FOOTERS = Object.freeze([]), NO_NOTES = Object.freeze([]);
    REVERTS_COMMIT = /^This reverts commit ([0-9a-fA-F]{7,64})\b/;
  }
});

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
function mayNeedBody(bytes, from, to) {
  for (let i2 = from; i2 < to; i2++) {
    let byte = bytes[i2];
    if (byte === 66 && startsWithBytes(bytes, i2, to, BREAKING, !1) || (byte | 32) === 114 && startsWithBytes(bytes, i2, to, RELEASE_AS, !0)) return !0;
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
  for (let i2 = from; i2 < to; i2++) {
    let byte = bytes[i2];
    if (byte < 128 && !(byte === 32 || byte >= 9 && byte <= 13)) return !1;
  }
  return !0;
}
var BREAKING, RELEASE_AS, init_log_record = __esm({
  "src/git/log-record.ts"() {
    "use strict";
    init_parse_commit();
    BREAKING = Buffer.from("BREAKING"), RELEASE_AS = Buffer.from("release-as");
  }
});

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
      let record2 = Buffer.concat(pending, pendingLength);
      pending = [], pendingLength = 0, record2.some((byte) => !isSpaceByte(byte)) && onRecord(record2, 0, record2.length);
    }
  };
}
function isSpaceByte(byte) {
  return byte === 32 || byte >= 9 && byte <= 13;
}
var init_record_splitter = __esm({
  "src/git/record-splitter.ts"() {
    "use strict";
  }
});

// src/git/run.ts
import { spawn } from "node:child_process";
function gitEnv(env = process.env) {
  return { ...env, LC_ALL: "C", GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0" };
}
function runGit(args, options) {
  return new Promise((resolvePromise, reject) => {
    let child = spawn("git", args, {
      cwd: options.cwd,
      env: gitEnv(options.env),
      stdio: [options.input === void 0 ? "ignore" : "pipe", "pipe", "pipe"]
    });
    options.input !== void 0 && (child.stdin?.on("error", () => {
    }), child.stdin?.end(options.input));
    let out = [], err2 = [];
    child.stdout.on("data", (chunk) => out.push(chunk)), child.stderr.on("data", (chunk) => err2.push(chunk)), child.on("error", (error) => reject(spawnError(error, options.cwd)));
    let started = now();
    child.on("close", (code) => {
      tracing() && traceCall(`git ${commandLine(args)} -> exit ${code} (${took(started)})`);
      let result = {
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err2).toString("utf8"),
        code: code ?? 1
      };
      result.code === 0 || options.allowedCodes?.includes(result.code) ? resolvePromise(result) : reject(gitFailure(args, result));
    });
  });
}
function spawnError(error, cwd) {
  return error.code === "ENOENT" ? new GitError("git was not found on PATH; install git (e.g. `apt-get install git`) and try again", {
    cause: error
  }) : new GitError(`git could not be started in ${cwd}: ${error.message}`, { cause: error });
}
function gitFailure(args, result) {
  let reason2 = firstErrorLine(result.stderr) ?? `exit code ${result.code}`;
  return new GitError(`\`git ${args[0] ?? ""}\` failed: ${reason2}`, {
    details: [`command: git ${args.join(" ")}`, ...result.stderr.trim().split(`
`).filter(Boolean)]
  });
}
function firstErrorLine(stderr) {
  let lines = stderr.split(`
`).map((l) => l.trim());
  return (lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.find((l) => l !== ""))?.replace(/^(fatal|error):\s*/, "");
}
var init_run = __esm({
  "src/git/run.ts"() {
    "use strict";
    init_errors();
    init_clock();
    init_trace();
  }
});

// src/git/log.ts
import { spawn as spawn2 } from "node:child_process";
function streamGit(cwd, args, onRecord, env) {
  let splitter = createRecordSplitter(onRecord), child = spawn2("git", args, { cwd, env: gitEnv(env), stdio: ["ignore", "pipe", "pipe"] }), stopped = !1, started = now();
  return {
    done: new Promise((resolvePromise, reject) => {
      let err2 = [];
      child.stdout.on("data", (chunk) => {
        stopped || splitter.push(chunk);
      }), child.stderr.on("data", (chunk) => err2.push(chunk)), child.on("error", (error) => reject(spawnError(error, cwd))), child.on("close", (code) => {
        if (tracing() && traceCall(`git ${commandLine(args)} -> ${stopped ? "stopped" : `exit ${code}`} (${took(started)})`), stopped) return resolvePromise();
        if (code !== 0) {
          let stderr = Buffer.concat(err2).toString("utf8");
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
var LOG_ARGS, init_log = __esm({
  "src/git/log.ts"() {
    "use strict";
    init_clock();
    init_trace();
    init_log_record();
    init_record_splitter();
    init_run();
    LOG_ARGS = [
      "-c",
      "log.showSignature=false",
      "log",
      "-z",
      "--no-color",
      "--encoding=UTF-8",
      "--format=%m%H%n%B"
    ];
  }
});

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
var init_tags = __esm({
  "src/git/tags.ts"() {
    "use strict";
    init_run();
  }
});

// src/git/history.ts
import { readFile as readFile2 } from "node:fs/promises";
import { join as join2 } from "node:path";
async function readHistory(repo, chooseBase, map, env, tagsRead) {
  let shallow = repo.shallow, deepened = "";
  for (let step = 0; ; step++) {
    let tags = step === 0 && tagsRead !== void 0 ? await tagsRead : await readTags(repo.root, env), { baseTag, range } = await readSinceBase(repo, tags, chooseBase, map, env), history = { tags, baseTag, commits: range.commits, deepened };
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
async function readSinceBase(repo, tags, chooseBase, map, env) {
  let best = chooseBase(tags.all);
  if (best === void 0)
    return { baseTag: void 0, range: await readRange(repo.root, void 0, map, env) };
  let commit = tags.commits.get(best);
  if (commit === repo.head) return { baseTag: best, range: { commits: [], boundary: /* @__PURE__ */ new Set() } };
  let range = await readRange(repo.root, `refs/tags/${best}`, map, env);
  if (commit !== void 0 && range.boundary.has(commit)) return { baseTag: best, range };
  let baseTag = await chooseMergedBase(repo, tags, best, range, chooseBase, env);
  if (baseTag === void 0) return { baseTag, range: await readRange(repo.root, void 0, map, env) };
  let baseCommit2 = tags.commits.get(baseTag);
  return baseCommit2 === repo.head ? { baseTag, range: { commits: [], boundary: /* @__PURE__ */ new Set() } } : range.boundary.size === 1 && baseCommit2 !== void 0 && range.boundary.has(baseCommit2) ? { baseTag, range } : { baseTag, range: await readRange(repo.root, `refs/tags/${baseTag}`, map, env) };
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
    let text3 = await readFile2(join2(gitDir, "shallow"), "utf8");
    return new Set(text3.split(`
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
var DEEPEN_STEPS, init_history = __esm({
  "src/git/history.ts"() {
    "use strict";
    init_errors();
    init_log();
    init_run();
    init_tags();
    DEEPEN_STEPS = [100, 400, 1600, 6400];
  }
});

// src/git/repository.ts
import { stat as stat2 } from "node:fs/promises";
async function openRepository(cwd, env) {
  if (!await stat2(cwd).then(
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
var init_repository = __esm({
  "src/git/repository.ts"() {
    "use strict";
    init_errors();
    init_run();
  }
});

// src/edits/lockfile-names.ts
var LOCKFILE_NAMES, init_lockfile_names = __esm({
  "src/edits/lockfile-names.ts"() {
    "use strict";
    LOCKFILE_NAMES = {
      uv: "uv.lock",
      poetry: "poetry.lock",
      pdm: "pdm.lock"
    };
  }
});

// src/edits/python-assignment.ts
function readPythonAssignment(text3, variable) {
  return readPythonAssignments(text3, variable).at(-1);
}
function readPythonAssignments(text3, variable) {
  if (!IDENTIFIER.test(variable))
    throw new VersionFileError(
      `"${variable}" is not a Python variable name; expected an identifier like __version__`
    );
  let head = new RegExp(`${variable}(?![A-Za-z0-9_])[ \\t]*(?::[^=\\r\\n#]*)?=(?!=)[ \\t]*`, "y"), found = [];
  for (let start of statementStarts(text3))
    head.lastIndex = start, head.exec(text3) && found.push(describeAssignment(text3, start, head.lastIndex));
  return found;
}
function setPythonAssignment(text3, variable, newValue, path) {
  let all = readPythonAssignments(text3, variable), last2 = all.at(-1);
  if (last2 === void 0)
    throw new VersionFileError(
      `${path}: no top-level assignment of ${variable} (like ${variable} = "1.2.3")`
    );
  if (last2.kind === "expression")
    throw new VersionFileError(
      `${path}:${last2.line}: ${variable} is assigned ${last2.expression}; expected a string literal like "1.2.3"`
    );
  let targets = all.filter(
    (a) => a.kind === "string" && a.value === last2.value
  ), out = text3;
  for (let assignment of targets.reverse()) {
    if (newValue.includes(assignment.quote) || /[\\\r\n]/.test(newValue))
      throw new VersionFileError(
        `${path}:${assignment.line}: cannot write ${JSON.stringify(newValue)} as ${variable}`
      );
    let [start, end] = assignment.range;
    out = out.slice(0, start) + newValue + out.slice(end);
  }
  return out;
}
function describeAssignment(text3, start, valueStart) {
  let line = lineOf(text3, start), literal = /[uUrR]?(?:"([^"\\\r\n]*)"|'([^'\\\r\n]*)')(?=[ \t]*(?:[#;\r\n]|$))/y;
  literal.lastIndex = valueStart;
  let match = literal.exec(text3);
  if (match === null) {
    let end = text3.slice(valueStart).search(/\r?\n|$/);
    return { kind: "expression", expression: text3.slice(valueStart, valueStart + end).trim(), line };
  }
  let double = match[1] !== void 0, value = (double ? match[1] : match[2]) ?? "", open3 = match.index + match[0].length - value.length - 1;
  return { kind: "string", value, quote: double ? '"' : "'", line, range: [open3, open3 + value.length] };
}
function lineOf(text3, index) {
  let line = 1;
  for (let i2 = text3.indexOf(`
`); i2 !== -1 && i2 < index; i2 = text3.indexOf(`
`, i2 + 1)) line++;
  return line;
}
function* statementStarts(text3) {
  let depth = 0, lineStart = !0, i2 = text3.startsWith("\uFEFF") ? 1 : 0;
  for (; i2 < text3.length; ) {
    let char = text3[i2];
    if (lineStart && depth === 0 && !/[ \t\f\r\n#]/.test(char) && (yield i2), lineStart = !1, char === `
`)
      lineStart = depth === 0, i2++;
    else if (char === "#") {
      let end = text3.indexOf(`
`, i2);
      i2 = end === -1 ? text3.length : end;
    } else char === '"' || char === "'" ? i2 = skipString(text3, i2) : char === "\\" ? i2 += text3[i2 + 1] === "\r" && text3[i2 + 2] === `
` ? 3 : 2 : ("([{".includes(char) ? depth++ : ")]}".includes(char) && (depth = Math.max(0, depth - 1)), i2++);
  }
}
function skipString(text3, start) {
  let quote2 = text3[start], triple = text3.startsWith(quote2.repeat(3), start), i2 = start + (triple ? 3 : 1);
  for (; i2 < text3.length; ) {
    let char = text3[i2];
    if (char === "\\")
      i2 += 2;
    else {
      if (triple ? text3.startsWith(quote2.repeat(3), i2) : char === quote2)
        return i2 + (triple ? 3 : 1);
      if (!triple && char === `
`)
        return i2;
      i2++;
    }
  }
  return text3.length;
}
var IDENTIFIER, init_python_assignment = __esm({
  "src/edits/python-assignment.ts"() {
    "use strict";
    init_errors();
    IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
  }
});

// src/project/find-version-modules.ts
import { lstat as lstat2, readdir } from "node:fs/promises";
import { join as join3 } from "node:path";
async function findVersionModules(root, projectName) {
  let found = await assigningVersion(root, namedDirs(projectName));
  return found.length === 0 && (found = await assigningVersion(root, await everyPackageDir(root))), found;
}
async function findOtherVersionCopies(root, projectName, version, skip) {
  let dirs = [.../* @__PURE__ */ new Set([...namedDirs(projectName), ...await everyPackageDir(root)])], quoted = [`"${version}"`, `'${version}'`], copies = [];
  for (let { path, text: text3 } of await versionModules(root, dirs)) {
    let variable = skip.get(path), written2 = new Set(
      variable === void 0 ? [] : readPythonAssignments(text3, variable).map((a) => a.line)
    );
    text3.split(`
`).forEach((line, index) => {
      !written2.has(index + 1) && quoted.some((q) => line.includes(q)) && copies.push(`${path}:${index + 1}`);
    });
  }
  return copies;
}
function namedDirs(projectName) {
  let importName = projectName?.toLowerCase().replace(/[-.]+/g, "_");
  return importName ? [`src/${importName}`, importName] : [];
}
async function everyPackageDir(root) {
  return [...await packageDirs(root, "src"), ...await packageDirs(root, "")];
}
async function versionModules(root, dirs) {
  let modules = [];
  for (let dir of dirs)
    for (let file of VERSION_MODULES) {
      let path = dir === "" ? file : `${dir}/${file}`, text3 = (await readRepoText(root, path, VersionFileError))?.text;
      text3 !== void 0 && modules.push({ path, text: text3 });
    }
  return modules;
}
async function assigningVersion(root, dirs) {
  return (await versionModules(root, dirs)).filter(({ text: text3 }) => readPythonAssignment(text3, "__version__")?.kind === "string").map(({ path }) => path);
}
async function packageDirs(root, base) {
  let entries = await readdir(join3(root, base), { withFileTypes: !0 }).catch(() => []), dirs = [];
  for (let entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith(".") || NOT_PACKAGES.has(entry.name)) continue;
    let path = base === "" ? entry.name : `${base}/${entry.name}`;
    (await lstat2(join3(root, path, "__init__.py")).catch(() => {
    }))?.isFile() && dirs.push(path);
  }
  return dirs.sort();
}
var VERSION_MODULES, NOT_PACKAGES, init_find_version_modules = __esm({
  "src/project/find-version-modules.ts"() {
    "use strict";
    init_errors();
    init_python_assignment();
    init_read_repo_file();
    VERSION_MODULES = ["__init__.py", "_version.py", "__about__.py", "__version__.py", "version.py"], NOT_PACKAGES = /* @__PURE__ */ new Set([
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
  }
});

// node_modules/toml-eslint-parser/lib/chunk-15K8U1wQ.mjs
var init_chunk_15K8U1wQ = __esm({
  "node_modules/toml-eslint-parser/lib/chunk-15K8U1wQ.mjs"() {
  }
});

// node_modules/eslint-visitor-keys/lib/visitor-keys.js
var KEYS, NODE_TYPES, visitor_keys_default, init_visitor_keys = __esm({
  "node_modules/eslint-visitor-keys/lib/visitor-keys.js"() {
    KEYS = {
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
    visitor_keys_default = KEYS;
  }
});

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
var init_lib = __esm({
  "node_modules/eslint-visitor-keys/lib/index.js"() {
    init_visitor_keys();
  }
});

// node_modules/toml-eslint-parser/lib/index.mjs
function last(arr) {
  return arr[arr.length - 1] ?? null;
}
function toKeyName(node) {
  return node.type === "TOMLBare" ? node.name : node.value;
}
function getTOMLVer(v) {
  return v && SUPPORTED_TOML_VERSIONS[v] || DEFAULT_TOML_VERSION;
}
function getMessage(code, data) {
  return data ? MESSAGES[code].replace(/\{\{(.*?)\}\}/gu, (_, name$2) => name$2 in data ? data[name$2] : `{{${name$2}}}`) : MESSAGES[code];
}
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
function isLetter2(cp) {
  return isLowerLetter(cp) || isUpperLetter(cp);
}
function isDigit2(cp) {
  return cp >= CodePoint.DIGIT_0 && cp <= CodePoint.DIGIT_9;
}
function isHexDig(cp) {
  return isDigit2(cp) || cp >= CodePoint.LATIN_SMALL_A && cp <= CodePoint.LATIN_SMALL_F || cp >= CodePoint.LATIN_CAPITAL_A && cp <= CodePoint.LATIN_CAPITAL_F;
}
function isOctalDig(cp) {
  return cp >= CodePoint.DIGIT_0 && cp <= CodePoint.DIGIT_7;
}
function isUnicodeScalarValue(cp) {
  return cp >= 0 && cp <= 55295 || cp >= 57344 && cp <= 1114111;
}
function sortedLastIndex(array2, value) {
  let low = 0, high = array2.length;
  for (; low < high; ) {
    let mid = low + high >>> 1, val = array2[mid];
    if (val === value) return mid + 1;
    val < value ? low = mid + 1 : high = mid;
  }
  return low;
}
function isUnquotedKeyChar(cp, tomlVersion) {
  return isLetter2(cp) || isDigit2(cp) || cp === CodePoint.UNDERSCORE || cp === CodePoint.DASH ? !0 : (tomlVersion.lt(1, 1), !1);
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
function parseForESLint(code, options) {
  return {
    ast: new TOMLParser(code, options).parse(),
    visitorKeys: KEYS2,
    services: { isTOML: !0 }
  };
}
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
function getTable(baseTable, keys, array2) {
  let target = baseTable;
  for (let index = 0; index < keys.length - 1; index++) {
    let key = keys[index];
    target = getNextTargetFromKey(target, key);
  }
  let lastKey = last(keys), lastTarget = target[lastKey];
  if (lastTarget == null) {
    let tableValue$1 = {};
    return target[lastKey] = array2 ? [tableValue$1] : tableValue$1, tableValue$1;
  }
  if (isValue(lastTarget)) {
    let tableValue$1 = {};
    return target[lastKey] = array2 ? [tableValue$1] : tableValue$1, tableValue$1;
  }
  if (!array2) {
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
var TOMLVerImpl, TOML_VERSION_1_0, TOML_VERSION_1_1, DEFAULT_TOML_VERSION, SUPPORTED_TOML_VERSIONS, MESSAGES, ParseError, CodePoint, Locations, CodePointIterator, HAS_BIGINT, RADIX_PREFIXES, ESCAPES_1_0, ESCAPES_LATEST, Tokenizer, VALUE_KIND_VALUE, VALUE_KIND_INTERMEDIATE, KeysResolver, Context, STATE_FOR_ERROR, STRING_VALUE_STYLE_MAP, STRING_KEY_STYLE_MAP, DATETIME_VALUE_KIND_MAP, TOMLParser, tomlKeys, KEYS2, getStaticTOMLValue, init_lib2 = __esm({
  "node_modules/toml-eslint-parser/lib/index.mjs"() {
    init_chunk_15K8U1wQ();
    init_lib();
    TOMLVerImpl = class {
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
    MESSAGES = {
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
    ParseError = class extends SyntaxError {
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
    Locations = class {
      constructor() {
        this.offsets = [];
      }
      addOffset(offset) {
        for (let i2 = this.offsets.length - 1; i2 >= 0; i2--) {
          let element = this.offsets[i2];
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
      constructor(text3) {
        this.locs = new Locations(), this.lastCodePoint = CodePoint.NULL, this.start = -1, this.end = 0, this.text = text3;
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
      constructor(text3, parserOptions) {
        this.backCode = !1, this.lastCodePoint = CodePoint.NULL, this.state = "DATA", this.token = null, this.tokenStart = -1, this.valuesEnabled = !1, this.text = text3, this.parserOptions = parserOptions || {}, this.codePointIterator = new CodePointIterator(text3), this.tomlVersion = getTOMLVer(this.parserOptions.tomlVersion), this.ESCAPES = this.tomlVersion.gte(1, 1) ? ESCAPES_LATEST : ESCAPES_1_0;
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
            let text3 = option1;
            token = {
              type,
              value,
              number: parseInt(text3, option2),
              bigint: HAS_BIGINT ? BigInt(RADIX_PREFIXES[option2] + text3) : null,
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
          if (isDigit2(cp))
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
        return cp === CodePoint.LATIN_SMALL_N || cp === CodePoint.LATIN_SMALL_I ? this.back("NAN_OR_INF") : isDigit2(cp) ? this.back("NUMBER") : this.reportParseError("unexpected-char");
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
            if (isDigit2(nextCp$1)) {
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
              if (isDigit2(nextNextCp)) {
                let nextNextNextCp = this.nextCode();
                if (isDigit2(nextNextNextCp) && this.eatCode(CodePoint.DASH))
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
        let { out, nextCp, hasUnderscore } = this.parseDigits(cp, isDigit2);
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
        let { minus, absInt } = this.data, { out, nextCp } = this.parseDigits(cp, isDigit2), absNum = [
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
        let { out } = this.parseDigits(cp, isDigit2), right = out;
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
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        if (cp = this.nextCode(), !isDigit2(cp)) return this.reportParseError("unexpected-char");
        if (cp = this.nextCode(), cp !== CodePoint.DASH) return this.reportParseError("unexpected-char");
        let end = this.codePointIterator.start, data = this.data;
        return data.month = Number(this.text.slice(start, end)), "DATE_DAY";
      }
      DATE_DAY(cp) {
        let start = this.codePointIterator.start;
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        if (cp = this.nextCode(), !isDigit2(cp)) return this.reportParseError("unexpected-char");
        let end = this.codePointIterator.end, data = this.data;
        if (data.day = Number(this.text.slice(start, end)), !isValidDate(data.year, data.month, data.day)) return this.reportParseError("invalid-date");
        if (cp = this.nextCode(), cp === CodePoint.LATIN_CAPITAL_T || cp === CodePoint.LATIN_SMALL_T) return "TIME_HOUR";
        if (cp === CodePoint.SPACE) {
          let startPos = this.codePointIterator.start;
          if (isDigit2(this.nextCode()) && isDigit2(this.nextCode()))
            return this.moveAt(startPos), "TIME_HOUR";
          this.moveAt(startPos);
        }
        let dateValue = getDateFromDateTimeData(data, "");
        return this.endToken("LocalDate", "start", dateValue), this.back("DATA");
      }
      TIME_HOUR(cp) {
        let start = this.codePointIterator.start;
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        if (cp = this.nextCode(), !isDigit2(cp)) return this.reportParseError("unexpected-char");
        if (cp = this.nextCode(), cp !== CodePoint.COLON) return this.reportParseError("unexpected-char");
        let end = this.codePointIterator.start, data = this.data;
        return data.hour = Number(this.text.slice(start, end)), "TIME_MINUTE";
      }
      TIME_MINUTE(cp) {
        let start = this.codePointIterator.start;
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        if (cp = this.nextCode(), !isDigit2(cp)) return this.reportParseError("unexpected-char");
        let end = this.codePointIterator.end, data = this.data;
        return data.minute = Number(this.text.slice(start, end)), cp = this.nextCode(), cp === CodePoint.COLON ? "TIME_SECOND" : this.tomlVersion.lt(1, 1) ? this.reportParseError("unexpected-char") : isValidTime(data.hour, data.minute, data.second) ? this.processTimeEnd(cp, data) : this.reportParseError("invalid-time");
      }
      TIME_SECOND(cp) {
        let start = this.codePointIterator.start;
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        if (cp = this.nextCode(), !isDigit2(cp)) return this.reportParseError("unexpected-char");
        let end = this.codePointIterator.end, data = this.data;
        return data.second = Number(this.text.slice(start, end)), isValidTime(data.hour, data.minute, data.second) ? (cp = this.nextCode(), cp === CodePoint.DOT ? "TIME_SEC_FRAC" : this.processTimeEnd(cp, data)) : this.reportParseError("invalid-time");
      }
      TIME_SEC_FRAC(cp) {
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        let start = this.codePointIterator.start;
        for (; isDigit2(cp); ) cp = this.nextCode();
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
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        let hourStart = this.codePointIterator.start;
        if (cp = this.nextCode(), !isDigit2(cp)) return this.reportParseError("unexpected-char");
        if (cp = this.nextCode(), cp !== CodePoint.COLON) return this.reportParseError("unexpected-char");
        let hourEnd = this.codePointIterator.start;
        cp = this.nextCode();
        let minuteStart = this.codePointIterator.start;
        if (!isDigit2(cp)) return this.reportParseError("unexpected-char");
        if (cp = this.nextCode(), !isDigit2(cp)) return this.reportParseError("unexpected-char");
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
      parseUnicode(count2) {
        let startLoc = this.codePointIterator.start, start = this.codePointIterator.end, charCount = 0, cp;
        for (; (cp = this.nextCode()) !== CodePoint.EOF; ) {
          if (!isHexDig(cp))
            return this.moveAt(startLoc), this.reportParseError("invalid-char-in-escape-sequence");
          if (charCount++, charCount >= count2) break;
        }
        let end = this.codePointIterator.end, code = this.text.slice(start, end), codePoint = parseInt(code, 16);
        return isUnicodeScalarValue(codePoint) ? codePoint : this.reportParseError("invalid-code-point", { cp: code });
      }
      reportParseErrorControlChar() {
        return this.reportParseError("invalid-control-character");
      }
    };
    VALUE_KIND_VALUE = /* @__PURE__ */ Symbol("VALUE_KIND_VALUE"), VALUE_KIND_INTERMEDIATE = /* @__PURE__ */ Symbol("VALUE_KIND_INTERMEDIATE"), KeysResolver = class {
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
    Context = class {
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
      constructor(text3, parserOptions) {
        this.text = text3, this.parserOptions = parserOptions || {}, this.tomlVersion = getTOMLVer(this.parserOptions.tomlVersion);
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
        let valueContainer = ctx.consumeValueContainer(), text3 = this.text, [startRange, endRange] = token.range, numberString = null, getNumberText = () => numberString ?? (numberString = text3.slice(startRange, endRange).replace(/_/g, "")), node;
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
    tomlKeys = {
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
    getStaticTOMLValue = generateConvertTOMLValue((node) => node.value);
  }
});

// src/edits/toml-document.ts
function parseTomlDocument(text3, file) {
  let source = text3.startsWith("\uFEFF") ? ` ${text3.slice(1)}` : text3, program2;
  try {
    program2 = parseTOML(source);
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
  for (let item of program2.body[0].body)
    if (item.type === "TOMLTable") {
      tableHeaders.push(item.resolvedKey);
      for (let node of item.body) collect(entries, item.resolvedKey, node);
    } else
      collect(entries, [], item);
  return { text: text3, file, entries, tableHeaders };
}
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
function valueAt2(doc, path) {
  let entry = findEntry(doc, path);
  return entry === void 0 ? void 0 : staticValue(entry.value);
}
function isStringValue(value) {
  return value.type === "TOMLValue" && value.kind === "string";
}
function describeValue2(value) {
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
    let text3 = /^[A-Za-z0-9_-]+$/.test(part) ? part : JSON.stringify(part);
    return index === 0 ? text3 : `.${text3}`;
  }).join("");
}
function parseDottedKey(key, file) {
  let invalid = () => new VersionFileError(
    `${file}: "${key}" is not a valid TOML key; expected a dotted key like tool.x.version`
  );
  if (/[\r\n=#[\]{}]/.test(key.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, ""))) throw invalid();
  let program2;
  try {
    program2 = parseTOML(`${key} = 0
`);
  } catch {
    throw invalid();
  }
  let [first] = program2.body[0].body;
  if (first?.type !== "TOMLKeyValue") throw invalid();
  return first.key.keys.map((part) => part.type === "TOMLBare" ? part.name : part.value);
}
function replaceStrings(text3, replacements) {
  let sorted = [...replacements].sort((a, b) => b.value.range[0] - a.value.range[0]), result = text3;
  for (let { value, newValue } of sorted) {
    let [start, end] = value.range;
    result = result.slice(0, start) + encodeString(text3.slice(start, end), value, newValue) + result.slice(end);
  }
  return result;
}
function encodeString(raw, value, newValue) {
  let quote2 = value.style === "basic" ? '"' : "'", delimiter2 = value.multiline ? quote2.repeat(3) : quote2, opening = delimiter2 + (/^(?:"""|''')\r?\n/.exec(raw)?.[0].slice(3) ?? "");
  return value.style === "basic" ? `${opening}${escapeBasic(newValue)}${delimiter2}` : !newValue.includes(value.multiline ? "'''" : "'") && ![...newValue].some((char) => isControl2(char) && char !== "	") ? `${opening}${newValue}${delimiter2}` : `"${escapeBasic(newValue)}"`;
}
function isControl2(char) {
  let code = char.charCodeAt(0);
  return code < 32 || code === 127;
}
function escapeBasic(value) {
  return [...value].map((char) => char === "\\" || char === '"' ? `\\${char}` : isControl2(char) ? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()}` : char).join("");
}
var EXPECTATIONS, NOTICED_LATE, init_toml_document = __esm({
  "src/edits/toml-document.ts"() {
    "use strict";
    init_lib2();
    init_errors();
    EXPECTATIONS = {
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
    NOTICED_LATE = /* @__PURE__ */ new Set([
      "Unspecified values are invalid",
      "The key, equals sign, and value must be on the same line",
      "Expected equal (=) token"
    ]);
  }
});

// src/edits/toml-key.ts
var toml_key_exports = {};
__export(toml_key_exports, {
  assertWritten: () => assertWritten,
  readTomlValue: () => readTomlValue,
  setStringAt: () => setStringAt,
  setTomlValue: () => setTomlValue
});
function toPath(key, file) {
  return typeof key == "string" ? parseDottedKey(key, file) : key;
}
function readTomlValue(text3, key, path) {
  let entry = findEntry(parseTomlDocument(text3, path), toPath(key, path));
  return entry === void 0 ? void 0 : staticValue(entry.value);
}
function setTomlValue(text3, key, newValue, path) {
  return setStringAt(parseTomlDocument(text3, path), toPath(key, path), newValue);
}
function setStringAt(doc, keyPaths, newValue) {
  let paths = isPathList(keyPaths) ? keyPaths : [keyPaths], replacements = paths.map((keyPath) => {
    let entry = findEntry(doc, keyPath);
    if (entry === void 0)
      throw new VersionFileError(`${doc.file}: no key ${formatPath(keyPath)} to hold the version`);
    if (!isStringValue(entry.value))
      throw new VersionFileError(
        `${locate(doc, entry.value)}: ${formatPath(keyPath)} is ${describeValue2(entry.value)}; expected a string`
      );
    return { value: entry.value, newValue };
  }), result = replaceStrings(doc.text, replacements);
  for (let keyPath of paths) assertWritten(result, keyPath, newValue, doc.file);
  return result;
}
function isPathList(value) {
  return Array.isArray(value[0]);
}
function assertWritten(text3, keyPath, expected, file) {
  let entry = findEntry(parseTomlDocument(text3, file), keyPath);
  if (entry === void 0 || staticValue(entry.value) !== expected)
    throw new VersionFileError(`${file}: rewriting ${formatPath(keyPath)} did not give "${expected}"`);
}
var init_toml_key = __esm({
  "src/edits/toml-key.ts"() {
    "use strict";
    init_errors();
    init_toml_document();
  }
});

// src/edits/pyproject.ts
var pyproject_exports = {};
__export(pyproject_exports, {
  readPyprojectVersion: () => readPyprojectVersion,
  setPyprojectVersion: () => setPyprojectVersion
});
function readPyprojectVersion(text3, path) {
  return readPyprojectInfo(documentView(parseTomlDocument(text3, path)));
}
function documentView(doc) {
  return {
    value: (path) => valueAt2(doc, path),
    hasTable: (path) => hasTable(doc, path),
    version(path, table) {
      let entry = findEntry(doc, path);
      if (entry !== void 0) {
        if (!isStringValue(entry.value))
          throw new VersionFileError(
            `${locate(doc, entry.value)}: [${table}].version is ${describeValue2(entry.value)}; expected a string like "1.2.3"`
          );
        return { version: entry.value.value, line: entry.value.loc.start.line };
      }
    }
  };
}
function setPyprojectVersion(text3, newVersion, path) {
  let doc = parseTomlDocument(text3, path), version = versionOf(documentView(doc), void 0);
  if (version.kind === "dynamic") {
    let why = version.source?.kind === "computed" ? version.source.tool : "listed in [project].dynamic";
    throw new VersionFileError(
      `${path}: the version is dynamic (${why}); there is no version to rewrite here`
    );
  }
  if (version.kind === "absent")
    throw new VersionFileError(`${path}: no version in [project] or [tool.poetry] to rewrite`);
  if (version.table === "tool.poetry") return setStringAt(doc, POETRY_VERSION, newVersion);
  let mirror = findEntry(doc, POETRY_VERSION), paths = mirror !== void 0 && isStringValue(mirror.value) ? [PROJECT_VERSION, POETRY_VERSION] : [PROJECT_VERSION];
  return setStringAt(doc, paths, newVersion);
}
var init_pyproject = __esm({
  "src/edits/pyproject.ts"() {
    "use strict";
    init_errors();
    init_pyproject_info();
    init_toml_document();
    init_toml_key();
  }
});

// src/project/pyproject-info.ts
function readPyprojectInfo(view) {
  let name = stringAt(view, ["project", "name"]) ?? stringAt(view, ["tool", "poetry", "name"]);
  return {
    version: versionOf(view, name),
    name,
    hasProjectTable: view.hasTable(["project"]),
    hasPoetry: view.hasTable(["tool", "poetry"]),
    hasHatch: view.hasTable(["tool", "hatch"]),
    hatchVersionPath: stringAt(view, ["tool", "hatch", "version", "path"]),
    buildBackend: stringAt(view, ["build-system", "build-backend"])
  };
}
function versionOf(view, name) {
  let dynamic = view.value(["project", "dynamic"]), isDynamic = Array.isArray(dynamic) && dynamic.includes("version");
  if (!isDynamic) {
    let project = view.version(PROJECT_VERSION, "project");
    if (project !== void 0) return { kind: "static", ...project, table: "project" };
  }
  if (view.value(["tool", "poetry-dynamic-versioning", "enable"]) === !0)
    return { kind: "dynamic", source: { kind: "computed", tool: "poetry-dynamic-versioning" } };
  let poetry2 = view.version(POETRY_VERSION, "tool.poetry");
  return poetry2 !== void 0 ? { kind: "static", ...poetry2, table: "tool.poetry" } : isDynamic ? { kind: "dynamic", source: dynamicSource(view, name) } : { kind: "absent" };
}
function stringAt(view, path) {
  let value = view.value(path);
  return typeof value == "string" ? value : void 0;
}
function dynamicSource(view, name) {
  let hatchSource = stringAt(view, ["tool", "hatch", "version", "source"]) ?? "regex", hatchPath = stringAt(view, ["tool", "hatch", "version", "path"]);
  if (view.hasTable(["tool", "hatch", "version"]))
    return (hatchSource === "regex" || hatchSource === "code") && hatchPath !== void 0 ? { kind: "file", path: hatchPath, tool: "hatch" } : { kind: "computed", tool: `hatch (${hatchSource})` };
  let pdmSource = stringAt(view, ["tool", "pdm", "version", "source"]), pdmPath = stringAt(view, ["tool", "pdm", "version", "path"]);
  if (pdmSource === "file" && pdmPath !== void 0) return { kind: "file", path: pdmPath, tool: "pdm" };
  if (pdmSource !== void 0) return { kind: "computed", tool: `pdm (${pdmSource})` };
  let attr = stringAt(view, ["tool", "setuptools", "dynamic", "version", "attr"]);
  if (attr !== void 0) return { kind: "attr", attr, tool: "setuptools" };
  let file = view.value(["tool", "setuptools", "dynamic", "version", "file"]), firstFile = Array.isArray(file) ? file[0] : file;
  if (typeof firstFile == "string") return { kind: "text-file", path: firstFile, tool: "setuptools" };
  if (view.hasTable(["tool", "setuptools_scm"]) || view.hasTable(["tool", "setuptools-scm"]))
    return { kind: "computed", tool: "setuptools-scm" };
  if (stringAt(view, ["build-system", "build-backend"])?.startsWith("flit_core")) {
    let module = stringAt(view, ["tool", "flit", "module", "name"]) ?? name?.replace(/[-.]/g, "_");
    if (module !== void 0) return { kind: "attr", attr: `${module}.__version__`, tool: "flit" };
  }
}
async function readPyproject(pyproject, path) {
  try {
    return readPyprojectInfo(dataView(pyproject.data, pyproject.text));
  } catch (error) {
    if (!(error instanceof NeedsPositions)) throw error;
    let { readPyprojectVersion: readPyprojectVersion2 } = await Promise.resolve().then(() => (init_pyproject(), pyproject_exports));
    return readPyprojectVersion2(pyproject.text, path);
  }
}
function isTable2(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
function dataView(data, text3) {
  let at = (path) => {
    let value = data;
    for (let part of path) {
      if (typeof value != "object" || value === null) return;
      value = value[part];
    }
    return value;
  };
  return {
    value: at,
    // A table, or an array of tables (`[[tool.x]]` defines tool.x as the positional reader sees it).
    hasTable(path) {
      let value = at(path);
      return isTable2(value) || Array.isArray(value) && value.some(isTable2);
    },
    version(path) {
      let value = at(path);
      if (value === void 0) return;
      if (typeof value != "string") throw new NeedsPositions();
      let line = versionLine(text3, path, value);
      if (line === void 0) throw new NeedsPositions();
      return { version: value, line };
    }
  };
}
function versionLine(text3, path, value) {
  let lines = text3.split(`
`), table = "", found;
  for (let i2 = 0; i2 < lines.length; i2++) {
    let line = lines[i2], header = /^\s*\[\s*([A-Za-z0-9_-]+(?:\s*\.\s*[A-Za-z0-9_-]+)*)\s*\]\s*(?:#.*)?\r?$/.exec(line);
    if (header !== null) {
      table = header[1].replace(/\s+/g, "");
      continue;
    }
    if (/^\s*\[/.test(line)) {
      table = "\0";
      continue;
    }
    let key = /^\s*([A-Za-z0-9_-]+(?:\s*\.\s*[A-Za-z0-9_-]+)*)\s*=\s*(["'])(.*?)\2\s*(?:#.*)?\r?$/.exec(
      line
    );
    if (!(key === null || key[3] !== value || [
      ...table === "" ? [] : table.split("."),
      ...key[1].replace(/\s+/g, "").split(".")
    ].join("\0") !== path.join("\0"))) {
      if (found !== void 0) return;
      found = i2 + 1;
    }
  }
  return found;
}
var PROJECT_VERSION, POETRY_VERSION, NeedsPositions, init_pyproject_info = __esm({
  "src/project/pyproject-info.ts"() {
    "use strict";
    PROJECT_VERSION = ["project", "version"], POETRY_VERSION = ["tool", "poetry", "version"];
    NeedsPositions = class extends Error {
    };
  }
});

// src/project/read-project.ts
import { stat as stat3 } from "node:fs/promises";
import { join as join4 } from "node:path";
async function readProject(root, loaded) {
  let { config } = loaded, pyproject = loaded.pyproject ? await readPyproject(loaded.pyproject, "pyproject.toml") : void 0, name = pyproject?.name, targets = [], warnings = [];
  pyproject?.version.kind === "static" && targets.push({ kind: "pyproject", path: "pyproject.toml" });
  let explicit = config.version_files.map(parseVersionFileEntry);
  if (targets.push(...explicit), explicit.some((t) => t.kind === "python" || t.kind === "text") || targets.push(...await implicitTargets(root, pyproject, warnings)), name !== void 0)
    for (let [lock, file] of Object.entries(LOCKFILE_NAMES))
      await exists(join4(root, file)) && targets.push({ kind: "lock", path: file, lock, projectName: name });
  let current2 = /* @__PURE__ */ new Map(), lines = /* @__PURE__ */ new Map();
  for (let target of targets) {
    let found = await readTargetVersion(root, target, pyproject);
    current2.set(target, found?.value), found?.line !== void 0 && lines.set(target, found.line);
  }
  let primary = targets.find((t) => t.kind !== "lock" && current2.get(t) !== void 0), version = primary === void 0 ? void 0 : current2.get(primary), line = primary === void 0 ? void 0 : lines.get(primary), versionSource = primary === void 0 ? void 0 : `${primary.path}${line === void 0 ? "" : `:${line}`}`;
  for (let target of targets) {
    let value = current2.get(target), usable = version !== void 0 && parseVersion(version) !== void 0;
    target.kind !== "lock" && primary && usable && value !== void 0 && value !== version && warnings.push(
      `${target.path} carries version ${value} but ${primary.path} carries ${version}; \`update\` will set both to the next version`
    );
  }
  if (version !== void 0 && parseVersion(version) !== void 0) {
    let written2 = new Map(
      targets.flatMap((t) => t.kind === "python" ? [[t.path, t.variable]] : [])
    ), copies = await findOtherVersionCopies(root, name, version, written2);
    copies.length > 0 && warnings.push(
      `${copies.join(", ")} ${copies.length === 1 ? "holds" : "hold"} "${version}" too, which \`update\` leaves as it is; list ${copies.length === 1 ? "it" : "them"} in version_files ("path:VARIABLE") or derive ${copies.length === 1 ? "it" : "them"} from __version__`
    );
  }
  return pyproject?.version.kind === "dynamic" && !targets.some((t) => t.kind === "python" || t.kind === "text") && pyproject.version.source?.kind !== "computed" && warnings.push(
    'pyproject.toml declares a dynamic version but no file holding it was found; name it with version_files = ["src/pkg/__init__.py:__version__"]'
  ), { name, pyproject, targets, version, current: current2, versionSource, warnings };
}
async function implicitTargets(root, pyproject, warnings) {
  let source = pyproject?.version.kind === "dynamic" ? pyproject.version.source : void 0;
  if (source?.kind === "file") return [{ kind: "python", path: source.path, variable: "__version__" }];
  if (source?.kind === "text-file") return [{ kind: "text", path: source.path }];
  if (source?.kind === "computed") return [];
  let hatchPath = pyproject?.hatchVersionPath;
  if (hatchPath !== void 0) return [{ kind: "python", path: hatchPath, variable: "__version__" }];
  if (source?.kind === "attr") {
    let [module, variable] = splitAttr(source.attr), path = await findModuleFile(root, module);
    return path === void 0 ? (warnings.push(
      `${source.tool} reads the version from ${source.attr} but no file for module ${module} was found`
    ), []) : [{ kind: "python", path, variable }];
  }
  let found = await findVersionModules(root, pyproject?.name);
  if (found.length > 1)
    throw new VersionFileError(
      `several files assign __version__: ${found.join(", ")}; choose the one to update with version_files = ["${found[0]}:__version__"] in [tool.releaser]`
    );
  return found.map((path) => ({ kind: "python", path, variable: "__version__" }));
}
async function readTargetVersion(root, target, pyproject) {
  switch (target.kind) {
    case "pyproject":
      return pyproject?.version.kind === "static" ? { value: pyproject.version.version, line: pyproject.version.line } : void 0;
    case "lock":
      return;
    default: {
      let text3 = await readTargetText(root, target.path);
      if (target.kind === "text") return { value: text3.trim() };
      if (target.kind === "toml") {
        let { readTomlValue: readTomlValue2 } = await Promise.resolve().then(() => (init_toml_key(), toml_key_exports)), value = readTomlValue2(text3, target.key, target.path);
        if (typeof value != "string")
          throw new VersionFileError(
            `${target.path}: key ${target.key} holds no version string (from version_files)`
          );
        return { value };
      }
      let assignment = readPythonAssignment(text3, target.variable);
      if (assignment === void 0)
        throw new VersionFileError(
          `${target.path}: no top-level assignment of ${target.variable} (like ${target.variable} = "1.2.3"); fix version_files or the file`
        );
      return assignment.kind === "string" ? { value: assignment.value, line: assignment.line } : void 0;
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
function splitAttr(attr) {
  let dot = attr.lastIndexOf(".");
  return dot === -1 ? [attr, "__version__"] : [attr.slice(0, dot), attr.slice(dot + 1)];
}
async function findModuleFile(root, module) {
  let rel = module.replaceAll(".", "/");
  for (let base of ["src/", ""])
    for (let candidate of [`${base}${rel}/__init__.py`, `${base}${rel}.py`])
      if (await exists(join4(root, candidate))) return candidate;
}
async function exists(path) {
  return stat3(path).then(
    () => !0,
    () => !1
  );
}
function writtenFiles(project, changelogFile) {
  return [.../* @__PURE__ */ new Set([...project.targets.map((t) => t.path), changelogFile])];
}
var init_read_project = __esm({
  "src/project/read-project.ts"() {
    "use strict";
    init_errors();
    init_version();
    init_lockfile_names();
    init_python_assignment();
    init_read_repo_file();
    init_find_version_modules();
    init_pyproject_info();
    init_version_target();
  }
});

// src/flows/context.ts
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
var MAX_EPOCH, init_context = __esm({
  "src/flows/context.ts"() {
    "use strict";
    init_errors();
    MAX_EPOCH = 253402300799;
  }
});

// src/flows/progress-step.ts
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
  let count2 = `${plan.commits.length} commit${plan.commits.length === 1 ? "" : "s"}`, range = plan.baseTag === void 0 ? "in all history" : `since ${plan.baseTag}`;
  return plan.nextVersion === void 0 ? `${count2} ${range}: nothing to release` : `${count2} ${range}: ${plan.nextVersion} next (${plan.bump})`;
}
var init_progress_step = __esm({
  "src/flows/progress-step.ts"() {
    "use strict";
  }
});

// src/fs/write-atomic.ts
import { open as open2, rename, stat as stat4, unlink } from "node:fs/promises";
function tempSuffix() {
  return written = (written + 1) % 256, ((Date.now() % 16777216 << 8 | written) >>> 0).toString(16).padStart(8, "0");
}
async function writeFileAtomic(path, text3, beforeRename = () => {
}) {
  let mode = await stat4(path).then(
    (s) => s.mode & 4095,
    () => 438
  ), temp = "", handle;
  for (let attempt = 0; handle === void 0; attempt++)
    temp = `${path}.releaser-${process.pid}-${tempSuffix()}.tmp`, handle = await open2(temp, "wx", mode).catch((error) => {
      if (error.code !== "EEXIST" || attempt >= 20) throw error;
    });
  try {
    try {
      await handle.writeFile(text3, "utf8"), await handle.sync();
    } finally {
      await handle.close();
    }
    beforeRename(), await rename(temp, path);
  } catch (error) {
    throw await unlink(temp).catch(() => {
    }), error;
  }
}
var written, init_write_atomic = __esm({
  "src/fs/write-atomic.ts"() {
    "use strict";
    written = 0;
  }
});

// src/flows/update-journal.ts
import { readdir as readdir2, readFile as readFile3, rm } from "node:fs/promises";
import { basename as basename2, dirname as dirname2, join as join5 } from "node:path";
function journalPath(gitDir) {
  return join5(gitDir, FILE);
}
async function readJournal(gitDir) {
  let text3 = await readFile3(journalPath(gitDir), "utf8").catch(() => {
  });
  if (text3 !== void 0)
    try {
      let data = JSON.parse(text3);
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
async function findStrayTempFiles(files) {
  let stray = [], byDir = /* @__PURE__ */ new Map();
  for (let file of files) {
    let names = byDir.get(dirname2(file)) ?? /* @__PURE__ */ new Set();
    names.add(basename2(file)), byDir.set(dirname2(file), names);
  }
  for (let [dir, names] of byDir)
    for (let entry of await readdir2(dir).catch(() => [])) {
      let match = TEMP.exec(entry);
      match && names.has(match[1]) && !isRunning(Number(match[2])) && stray.push(join5(dir, entry));
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
var FILE, TEMP, init_update_journal = __esm({
  "src/flows/update-journal.ts"() {
    "use strict";
    init_write_atomic();
    FILE = "releaser-update.json";
    TEMP = /^(.+)\.releaser-(\d+)-[0-9a-f]{8}\.tmp$/;
  }
});

// src/flows/check.ts
async function checkFlow(context, overrides, options = {}) {
  let repo = await openRepository(context.cwd, context.env), tagsRead = readTags(repo.root, context.env);
  tagsRead.catch(() => {
  });
  let journal = await readJournal(repo.gitDir), interrupted = journal?.head === repo.head ? journal : void 0;
  if (interrupted && (overrides.bump !== void 0 || (overrides.releaseAs ?? interrupted.version) !== interrupted.version || overrides.prerelease !== void 0))
    throw new ReleaseError(
      `an update to ${interrupted.version} was interrupted before its commit; finish it first with \`releaser update\` (no --bump, --release-as or --prerelease), or discard it: \`git checkout -- .\` and delete .git/releaser-update.json`
    );
  let wanted = interrupted ? { releaseAs: interrupted.version, allowDowngrade: !0 } : overrides, loaded = await loadConfig(repo.root, { configFile: context.configFile, cwd: context.cwd }), { config } = loaded, date = releaseDate(context.env, context.now), tagFormat2 = compileTagFormat(config.tag_format), parsers = config.parsers.map((p) => compileCustomParser(p.pattern)), historyEnv = options.fetchEnv ? await options.fetchEnv(config, repo.root) : context.env, read = () => readHistory(
    repo,
    (merged) => selectBaseTag(merged, tagFormat2)?.tag,
    (bytes, start, end) => readPlanCommit(bytes, start, end, parsers),
    historyEnv,
    tagsRead
  ), progress = repo.shallow ? context.progress : void 0, [history, project] = await Promise.all([
    inStep(
      progress,
      "fetch",
      "deepening the shallow clone to the last release",
      read,
      (found) => found.deepened === "" ? { status: "already", detail: "the shallow clone reaches the last release" } : `the shallow clone was ${found.deepened} commits to reach the last release`
    ),
    readProject(repo.root, loaded)
  ]);
  for (let warning of project.warnings) context.warn(warning);
  history.deepened !== "" && progress === void 0 && context.warn(`the shallow clone was ${history.deepened} commits to reach the last release`);
  let plan = planRelease({
    tagFormat: config.tag_format,
    majorOnZero: config.major_on_zero,
    changelog: config.changelog,
    tags: history.tags.all,
    baseTag: history.baseTag,
    commits: history.commits,
    fileVersion: project.version,
    fileVersionSource: project.versionSource,
    releaseSubjects: [config.commit_message, config.pr.title],
    date,
    overrides: wanted
  });
  return { repo, loaded, config, history, project, plan, date, interrupted, staleJournal: journal !== void 0 && interrupted === void 0 };
}
var init_check = __esm({
  "src/flows/check.ts"() {
    "use strict";
    init_load();
    init_custom_parser();
    init_errors();
    init_plan();
    init_tag_format();
    init_history();
    init_log_record();
    init_repository();
    init_tags();
    init_read_project();
    init_context();
    init_progress_step();
    init_update_journal();
  }
});

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
var hasColors, format, reset, bold, dim, italic, underline, underlineDouble, underlineCurly, underlineDotted, underlineDashed, overline, inverse, hidden, strikethrough, black, red, green, yellow, blue, magenta, cyan, white, gray, bgBlack, bgRed, bgGreen, bgYellow, bgBlue, bgMagenta, bgCyan, bgWhite, bgGray, redBright, greenBright, yellowBright, blueBright, magentaBright, cyanBright, whiteBright, bgRedBright, bgGreenBright, bgYellowBright, bgBlueBright, bgMagentaBright, bgCyanBright, bgWhiteBright, underlineBlack, underlineRed, underlineGreen, underlineYellow, underlineBlue, underlineMagenta, underlineCyan, underlineWhite, underlineGray, underlineRedBright, underlineGreenBright, underlineYellowBright, underlineBlueBright, underlineMagentaBright, underlineCyanBright, underlineWhiteBright, init_base = __esm({
  "node_modules/yoctocolors/base.js"() {
    hasColors = tty?.WriteStream?.prototype?.hasColors?.() ?? !1, format = (open3, close) => {
      if (!hasColors)
        return (input2) => input2;
      let openCode = `\x1B[${open3}m`, closeCode = `\x1B[${close}m`;
      return (input2) => {
        let string2 = input2 + "", index = string2.indexOf(closeCode);
        if (index === -1)
          return openCode + string2 + closeCode;
        let result = openCode, lastIndex = 0, replaceCode = (close === 22 ? closeCode : "") + openCode;
        for (; index !== -1; )
          result += string2.slice(lastIndex, index) + replaceCode, lastIndex = index + closeCode.length, index = string2.indexOf(closeCode, lastIndex);
        return result += string2.slice(lastIndex) + closeCode, result;
      };
    }, reset = format(0, 0), bold = format(1, 22), dim = format(2, 22), italic = format(3, 23), underline = format(4, 24), underlineDouble = format("4:2", 24), underlineCurly = format("4:3", 24), underlineDotted = format("4:4", 24), underlineDashed = format("4:5", 24), overline = format(53, 55), inverse = format(7, 27), hidden = format(8, 28), strikethrough = format(9, 29), black = format(30, 39), red = format(31, 39), green = format(32, 39), yellow = format(33, 39), blue = format(34, 39), magenta = format(35, 39), cyan = format(36, 39), white = format(37, 39), gray = format(90, 39), bgBlack = format(40, 49), bgRed = format(41, 49), bgGreen = format(42, 49), bgYellow = format(43, 49), bgBlue = format(44, 49), bgMagenta = format(45, 49), bgCyan = format(46, 49), bgWhite = format(47, 49), bgGray = format(100, 49), redBright = format(91, 39), greenBright = format(92, 39), yellowBright = format(93, 39), blueBright = format(94, 39), magentaBright = format(95, 39), cyanBright = format(96, 39), whiteBright = format(97, 39), bgRedBright = format(101, 49), bgGreenBright = format(102, 49), bgYellowBright = format(103, 49), bgBlueBright = format(104, 49), bgMagentaBright = format(105, 49), bgCyanBright = format(106, 49), bgWhiteBright = format(107, 49), underlineBlack = format("58;5;0", 59), underlineRed = format("58;5;1", 59), underlineGreen = format("58;5;2", 59), underlineYellow = format("58;5;3", 59), underlineBlue = format("58;5;4", 59), underlineMagenta = format("58;5;5", 59), underlineCyan = format("58;5;6", 59), underlineWhite = format("58;5;7", 59), underlineGray = format("58;5;8", 59), underlineRedBright = format("58;5;9", 59), underlineGreenBright = format("58;5;10", 59), underlineYellowBright = format("58;5;11", 59), underlineBlueBright = format("58;5;12", 59), underlineMagentaBright = format("58;5;13", 59), underlineCyanBright = format("58;5;14", 59), underlineWhiteBright = format("58;5;15", 59);
  }
});

// node_modules/yoctocolors/index.js
var init_yoctocolors = __esm({
  "node_modules/yoctocolors/index.js"() {
    init_base();
    init_base();
  }
});

// node_modules/yocto-spinner/index.js
var yocto_spinner_exports = {};
__export(yocto_spinner_exports, {
  default: () => yoctoSpinner
});
import process2 from "node:process";
import { stripVTControlCharacters } from "node:util";
function yoctoSpinner(options) {
  return new YoctoSpinner(options);
}
var isUnicodeSupported, isInteractive, infoSymbol, successSymbol, warningSymbol, errorSymbol, defaultSpinner, SYNCHRONIZED_OUTPUT_ENABLE, SYNCHRONIZED_OUTPUT_DISABLE, oscSequenceRegex, activeHooksPerStream, YoctoSpinner, init_yocto_spinner = __esm({
  "node_modules/yocto-spinner/index.js"() {
    init_yoctocolors();
    isUnicodeSupported = process2.platform !== "win32" || !!process2.env.WT_SESSION || process2.env.TERM_PROGRAM === "vscode", isInteractive = (stream) => !!(stream.isTTY && process2.env.TERM !== "dumb" && !("CI" in process2.env)), infoSymbol = base_exports.blue(isUnicodeSupported ? "\u2139" : "i"), successSymbol = base_exports.green(isUnicodeSupported ? "\u2714" : "\u221A"), warningSymbol = base_exports.yellow(isUnicodeSupported ? "\u26A0" : "\u203C"), errorSymbol = base_exports.red(isUnicodeSupported ? "\u2716" : "\xD7"), defaultSpinner = {
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
        this.#frames = spinner.frames, this.#interval = spinner.interval ?? defaultSpinner.interval, this.#handleSignals = options.handleSignals ?? !0, this.#text = options.text ?? "", this.#stream = options.stream ?? process2.stderr, this.#color = options.color ?? "cyan", this.#isInteractive = isInteractive(this.#stream), this.#exitHandlerBound = this.#exitHandler.bind(this);
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
        (this.#stream === process2.stdout || this.#stream === process2.stderr) && (isInteractive(process2.stdout) && streamsToHook.add(process2.stdout), isInteractive(process2.stderr) && streamsToHook.add(process2.stderr));
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
      start(text3) {
        return text3 && (this.#text = text3), this.isSpinning ? this : (this.#isSpinning = !0, this.#hideCursor(), this.#installHook(), this.#render(), this.#subscribeToProcessEvents(), this.#isInteractive && (this.#timer = setInterval(() => {
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
      #symbolStop(symbol, text3) {
        return this.stop(`${symbol} ${text3 ?? this.#text}`);
      }
      success(text3) {
        return this.#symbolStop(successSymbol, text3);
      }
      error(text3) {
        return this.#symbolStop(errorSymbol, text3);
      }
      warning(text3) {
        return this.#symbolStop(warningSymbol, text3);
      }
      info(text3) {
        return this.#symbolStop(infoSymbol, text3);
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
        let useSynchronizedOutput = this.#isInteractive, now2 = Date.now();
        (this.#currentFrame === -1 || now2 - this.#lastSpinnerFrameTime >= this.#interval) && (this.#currentFrame = ++this.#currentFrame % this.#frames.length, this.#lastSpinnerFrameTime = now2);
        let applyColor = base_exports[this.#color] ?? base_exports.cyan, frame = this.#frames[this.#currentFrame], string2 = `${applyColor(frame)} ${this.#text}`;
        this.#isInteractive || (string2 += `
`), useSynchronizedOutput ? this.#withSynchronizedOutput(() => {
          this.clear(), this.#write(string2);
        }) : this.#write(string2), this.#isInteractive && (this.#lines = this.#lineCount(string2));
      }
      #write(text3) {
        this.#internalWrite(() => {
          this.#stream.write(text3);
        });
      }
      #lineCount(text3) {
        let width = this.#stream.columns || 80, lines = stripVTControlCharacters(text3.replaceAll(oscSequenceRegex, "")).split(`
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
        this.#handleSignals && (process2.once("SIGINT", this.#exitHandlerBound), process2.once("SIGTERM", this.#exitHandlerBound));
      }
      #unsubscribeFromProcessEvents() {
        this.#handleSignals && (process2.off("SIGINT", this.#exitHandlerBound), process2.off("SIGTERM", this.#exitHandlerBound));
      }
      #exitHandler(signal) {
        this.isSpinning && this.stop();
        let exitCode = signal === "SIGINT" ? 130 : signal === "SIGTERM" ? 143 : 1;
        process2.exit(exitCode);
      }
    };
  }
});

// src/cli/progress.ts
var progress_exports = {};
__export(progress_exports, {
  STEP_MARKS: () => STEP_MARKS,
  createLiveProgress: () => createLiveProgress,
  createPlainProgress: () => createPlainProgress,
  progressFor: () => progressFor
});
async function progressFor(output) {
  if (output.quiet) return;
  if (!output.live) return createPlainProgress(output);
  let { default: yoctoSpinner2 } = await Promise.resolve().then(() => (init_yocto_spinner(), yocto_spinner_exports));
  return createLiveProgress(output, yoctoSpinner2);
}
function createPlainProgress(output) {
  let s = styles(output.errColor), started = now();
  return {
    heading(text3) {
      output.err(`${showControl(text3)}
`);
    },
    start() {
      started = now();
    },
    end(step, status, detail) {
      if (status === "failed") return;
      let mark = STEP_MARKS[status], styled = status === "done" ? s.green(mark) : status === "would" ? s.yellow(mark) : s.dim(mark), text3 = showControl(status === "would" ? `would ${detail}` : detail);
      output.err(`  ${styled} ${step.padEnd(18)}${text3}${tookText(started, status, s.dim)}
`);
    }
  };
}
function createLiveProgress(output, yoctoSpinner2) {
  let s = styles(output.errColor), spinner, started = now(), stream = output.stderr, line = (step, detail) => output.scrub(`${step.padEnd(18)}${showControl(detail)}`);
  return {
    heading(text3) {
      output.err(`${s.bold(showControl(text3))}
`);
    },
    start(step, detail) {
      started = now();
      let text3 = line(step, detail);
      spinner === void 0 ? spinner = yoctoSpinner2({ text: text3, stream, color: "cyan" }).start() : spinner.text = text3;
    },
    end(step, status, detail) {
      let text3 = `${line(step, status === "failed" ? "failed" : status === "would" ? `would ${detail}` : detail)}${tookText(started, status, s.dim)}`, current2 = spinner ?? yoctoSpinner2({ stream }).start();
      spinner = void 0, status === "done" ? current2.success(text3) : status === "failed" ? current2.error(text3) : current2.stop(`${s.dim(STEP_MARKS[status])} ${text3}`);
    }
  };
}
function tookText(started, status, dim2) {
  let seconds = (now() - started) / 1e3;
  return status !== "done" && status !== "failed" || seconds < SHOW_TIME_FROM_S ? "" : dim2(` (${seconds.toFixed(1)} s)`);
}
var STEP_MARKS, SHOW_TIME_FROM_S, init_progress = __esm({
  "src/cli/progress.ts"() {
    "use strict";
    init_clock();
    init_errors2();
    init_output();
    STEP_MARKS = {
      done: "\u2713",
      already: "=",
      skipped: "-",
      would: "~",
      "not-reached": "\xB7",
      failed: "\u2717"
    }, SHOW_TIME_FROM_S = 0.5;
  }
});

// src/cli/commands/check.ts
var check_exports = {};
__export(check_exports, {
  checkJson: () => checkJson,
  renderCheck: () => renderCheck,
  runCheck: () => runCheck
});
async function runCheck(context, overrides, output, json) {
  let { progressFor: progressFor2 } = await Promise.resolve().then(() => (init_progress(), progress_exports)), progress = await progressFor2(output), result = await checkFlow(progress ? { ...context, progress } : context, overrides);
  return json ? output.out(`${JSON.stringify(checkJson(result), null, 2)}
`) : output.out(renderCheck(result, output.color)), 0;
}
function checkJson({ plan, history, project, interrupted, config }) {
  let conventional = plan.commits.filter((c) => c.conventional).length;
  return {
    last_tag: plan.baseTag ?? null,
    current_version: plan.baseVersion,
    file_version: project.version ?? null,
    bump: plan.bump,
    next_version: plan.nextVersion ?? null,
    tag: plan.tag ?? null,
    pending: plan.pending,
    version_source: plan.source,
    downgrade: plan.downgrade,
    commits: {
      total: history.commits.length,
      conventional,
      skipped: plan.commits.length - conventional,
      cancelled: plan.cancelled.length
    },
    changelog: plan.changelog ?? null,
    interrupted_update: interrupted?.version ?? null,
    files: writtenFiles(project, config.changelog_file),
    version_from_tag: versionFromTag(project)
  };
}
function versionFromTag(project) {
  let version = project.pyproject?.version;
  return version?.kind === "dynamic" && version.source?.kind === "computed";
}
function renderCheck({ plan, history, project, interrupted, config }, color) {
  let s = styles(color), lines = [], row = (label, value) => lines.push(`${s.dim(label.padEnd(14))}${value}`), name = project.name ? ` ${s.bold(stripControl(project.name))}` : "";
  lines.push(`${s.bold("releaser check")}${name}`, ""), row(
    "last release",
    plan.baseTag ? `${plan.baseTag} (${plan.baseVersion})` : `none (base version ${plan.baseVersion})`
  ), project.version !== void 0 && project.version !== plan.baseVersion && row("in the files", project.version);
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
    row("next version", `${s.green(s.bold(plan.nextVersion))} (tag ${stripControl(plan.tag ?? "")})`);
    let files = writtenFiles(project, config.changelog_file).map(stripControl).join(", ");
    row("writes", versionFromTag(project) ? `${files} (the build takes the version from the tag)` : files), interrupted !== void 0 ? lines.push(
      "",
      `${s.yellow("Interrupted:")} an update to ${interrupted.version} stopped before its commit; \`releaser update\` finishes it.`
    ) : plan.pending && lines.push(
      "",
      `${s.cyan("Pending:")} the files already carry ${plan.nextVersion} and tag ${plan.tag} does not exist yet; \`releaser release\` releases it.`
    ), lines.push("", plan.changelog?.trimEnd() ?? "");
  }
  if (skipped.length > 0) {
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
var MAX_LISTED, init_check2 = __esm({
  "src/cli/commands/check.ts"() {
    "use strict";
    init_text();
    init_check();
    init_read_project();
    init_output();
    MAX_LISTED = 10;
  }
});

// src/edits/changelog-file.ts
function insertChangelogSection(existing, section, version) {
  if (existing === void 0 || existing.trim() === "") {
    let eol2 = existing?.includes(`\r
`) ? `\r
` : `
`;
    return `${TITLE}${eol2}${eol2}${withEol(section, eol2)}${eol2}`;
  }
  let eol = existing.includes(`\r
`) ? `\r
` : `
`, body = withEol(section, eol), end = contentEnd(existing), all = scanHeadings(existing, end), headings = all[0]?.level === 1 ? all.slice(1) : all, sectionEnd = (index) => headings[index + 1]?.start ?? end, same = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (same !== -1) {
    let start = headings[same].start;
    return splice(existing, start, sectionEnd(same), body, eol);
  }
  let first = headings[0], at = first === void 0 ? end : first.start;
  return first !== void 0 && isUnreleasedHeading(first.text) && (at = sectionEnd(0)), splice(existing, at, at, body, eol);
}
function splice(text3, start, end, body, eol) {
  let before = text3.slice(0, start), after = text3.slice(end), lead = before === "" || before.endsWith(`${eol}${eol}`) ? "" : before.endsWith(eol) ? eol : eol + eol;
  if (after.trim() === "") {
    let finalNewline = text3.endsWith(`
`) || end < text3.length || start === end;
    return before + lead + body + (finalNewline ? eol : "") + after.replace(/^(?:\r?\n)+/, "");
  }
  return `${before}${lead}${body}${eol}${eol}${after.replace(/^(?:[ \t]*\r?\n)+/, "")}`;
}
function withEol(section, eol) {
  return section.replace(/\r\n/g, `
`).trimEnd().split(`
`).join(eol);
}
function scanHeadings(text3, end) {
  let headings = [], fence, offset = 0;
  for (let line of text3.slice(0, end).split(`
`)) {
    let content = line.replace(/\r$/, "");
    if (fence !== void 0) {
      let close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(content)?.[1];
      close !== void 0 && close[0] === fence[0] && close.length >= fence.length && (fence = void 0);
    } else if (/^ {0,3}(?:`{3,}[^`]*|~{3,}.*)$/.test(content))
      fence = /^ {0,3}(`+|~+)/.exec(content)?.[1];
    else {
      let heading = /^ {0,3}(#{1,2})(?:[ \t]+(.*?))?[ \t]*$/.exec(content);
      heading && headings.push({ start: offset, level: heading[1] === "#" ? 1 : 2, text: heading[2] ?? "" });
    }
    offset += line.length + 1;
  }
  return headings;
}
function contentEnd(text3) {
  let lines = text3.split(`
`), end = text3.length, offset = text3.length, sawLink = !1;
  for (let i2 = lines.length - 1; i2 >= 0; i2--) {
    let line = lines[i2];
    if (offset -= line.length + (i2 < lines.length - 1 ? 1 : 0), line.trim() !== "") {
      if (!/^ {0,3}\[[^\]]+\]:[ \t]*\S/.test(line)) break;
      sawLink = !0, end = offset;
    }
  }
  return sawLink ? end : text3.length;
}
function hasVersionSection(existing, version) {
  return existing === void 0 ? !1 : scanHeadings(existing, existing.length).some((h) => isVersionHeading(h.text, version));
}
function escapeRegExp(text3) {
  return text3.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function isVersionHeading(text3, version) {
  let v = escapeRegExp(version.replace(/^v/i, ""));
  return new RegExp(`^(?:\\[v?${v}\\]|v?${v}(?=$|[\\s(]))`, "i").test(text3);
}
function isUnreleasedHeading(text3) {
  return /^\[?unreleased\]?(?=$|[\s(:-])/i.test(text3);
}
function readVersionSection(text3, version) {
  let end = contentEnd(text3), all = scanHeadings(text3, end), headings = all[0]?.level === 1 ? all.slice(1) : all, index = headings.findIndex((h) => isVersionHeading(h.text, version));
  if (index === -1) return;
  let start = headings[index].start, stop = headings[index + 1]?.start ?? end;
  return text3.slice(start, stop).replace(/\r\n/g, `
`).trimEnd();
}
var TITLE, init_changelog_file = __esm({
  "src/edits/changelog-file.ts"() {
    "use strict";
    TITLE = "# Changelog";
  }
});

// src/edits/lockfile.ts
function normalizeProjectName(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}
function setLockfileVersion(text3, kind, projectName, newVersion, path) {
  let doc = parseTomlDocument(text3, path), wanted = normalizeProjectName(projectName), own = packageEntries(doc).filter(
    (pkg) => pkg.name !== void 0 && normalizeProjectName(stripExtras(pkg.name)) === wanted && isOwn(kind, pkg)
  );
  if (own.length === 0) {
    let why = kind === "uv" ? `has no editable or virtual entry for ${projectName}` : `does not list ${projectName} itself (${LOCKFILE_NAMES[kind]} only lists dependencies)`;
    return { changed: !1, text: text3, reason: `${path} ${why}` };
  }
  let replacements = [];
  for (let pkg of own)
    if (pkg.version !== void 0) {
      if (!isStringValue(pkg.version.value))
        throw new VersionFileError(
          `${locate(doc, pkg.version.value)}: ${formatPath(pkg.version.path)} is ${describeValue2(pkg.version.value)}; expected a string`
        );
      pkg.version.value.value !== newVersion && replacements.push({ value: pkg.version.value, newValue: newVersion });
    }
  if (replacements.length === 0) {
    let why = own.some((pkg) => pkg.version !== void 0) ? `already records ${projectName} ${newVersion}` : `records no version for ${projectName} (a dynamic version)`;
    return { changed: !1, text: text3, reason: `${path} ${why}` };
  }
  let edited = replaceStrings(text3, replacements);
  return parseTomlDocument(edited, path), { changed: !0, text: edited, entries: replacements.length };
}
function packageEntries(doc) {
  let packages = /* @__PURE__ */ new Map();
  for (let entry of doc.entries) {
    let [table, index, key, sub] = entry.path;
    if (table !== "package" || typeof index != "number" || typeof key != "string") continue;
    let pkg = packages.get(index);
    pkg === void 0 && (pkg = { name: void 0, version: void 0, sourceKeys: [] }, packages.set(index, pkg)), entry.path.length === 3 && key === "name" && isStringValue(entry.value) && (pkg.name = entry.value.value), entry.path.length === 3 && key === "version" && (pkg.version = entry), entry.path.length === 4 && key === "source" && typeof sub == "string" && pkg.sourceKeys.push(sub);
  }
  return [...packages.values()];
}
function isOwn(kind, pkg) {
  return kind === "uv" ? pkg.sourceKeys.some((key) => LOCAL_SOURCES.includes(key)) : !0;
}
function stripExtras(name) {
  return name.replace(/\[.*$/, "").trim();
}
var LOCAL_SOURCES, init_lockfile = __esm({
  "src/edits/lockfile.ts"() {
    "use strict";
    init_errors();
    init_lockfile_names();
    init_toml_document();
    init_lockfile_names();
    LOCAL_SOURCES = ["editable", "virtual", "directory"];
  }
});

// src/edits/file-edit.ts
function planFileEdits(input2) {
  let after = /* @__PURE__ */ new Map(), notes = [], current2 = (path) => after.get(path) ?? input2.texts.get(path);
  for (let target of input2.targets) {
    let text3 = current2(target.path);
    if (text3 !== void 0)
      switch (target.kind) {
        case "pyproject":
          after.set(target.path, setPyprojectVersion(text3, input2.version, target.path));
          break;
        case "python":
          after.set(target.path, setPythonAssignment(text3, target.variable, input2.version, target.path));
          break;
        case "toml":
          after.set(target.path, setTomlValue(text3, target.key, input2.version, target.path));
          break;
        case "text":
          after.set(target.path, text3.replace(text3.trim(), input2.version));
          break;
        case "lock": {
          let edit = setLockfileVersion(text3, target.lock, target.projectName, input2.version, target.path);
          edit.changed ? after.set(target.path, edit.text) : notes.push(edit.reason);
          break;
        }
      }
  }
  if (input2.changelogSection !== void 0) {
    let before = current2(input2.changelogFile);
    after.set(input2.changelogFile, insertChangelogSection(before, input2.changelogSection, input2.version));
  }
  let edits = [];
  for (let [path, text3] of after) {
    let before = input2.texts.get(path);
    text3 !== before && edits.push({ path, before, after: text3 });
  }
  return { edits, notes };
}
var init_file_edit = __esm({
  "src/edits/file-edit.ts"() {
    "use strict";
    init_changelog_file();
    init_lockfile();
    init_pyproject();
    init_python_assignment();
    init_toml_key();
  }
});

// src/git/worktree.ts
import { lstat as lstat3 } from "node:fs/promises";
import { join as join6 } from "node:path";
async function readStatus(cwd, untracked, env) {
  let { stdout } = await runGit(
    ["status", "--porcelain=v1", "-z", `--untracked-files=${untracked ? "all" : "no"}`],
    { cwd, env }
  ), entries = [], fields = stdout.split("\0");
  for (let i2 = 0; i2 < fields.length; i2++) {
    let field = fields[i2] ?? "";
    if (field.length < 4) continue;
    let code = field.slice(0, 2);
    entries.push({ code, path: field.slice(3) }), (code.startsWith("R") || code.startsWith("C")) && i2++;
  }
  return entries;
}
async function commitPaths(cwd, paths, message, env, afterStage) {
  return await runGit(["add", "--", ...paths], { cwd, env }), afterStage?.(), await runGit(["commit", "--quiet", "-m", message, "--", ...paths], { cwd, env }), (await runGit(["rev-parse", "HEAD"], { cwd, env })).stdout.trim();
}
async function unstagePaths(cwd, paths, env) {
  await runGit(["reset", "--quiet", "--", ...paths], { cwd, env, allowedCodes: [1] });
}
async function describeOperationInProgress(gitDir) {
  for (let [file, what, finish2] of IN_PROGRESS)
    if (await lstat3(join6(gitDir, file)).then(
      () => !0,
      () => !1
    ))
      return `${what} is in progress in this repository; finish it first (${finish2})`;
}
async function checkCommitIdentity(cwd, env) {
  for (let variable of ["GIT_AUTHOR_IDENT", "GIT_COMMITTER_IDENT"])
    if ((await runGit(["var", variable], { cwd, env, allowedCodes: [128] })).code !== 0)
      throw new GitError(
        `git has no ${variable === "GIT_AUTHOR_IDENT" ? "author" : "committer"} identity to make the release commit with; set one with \`git config user.name "Your Name"\` and \`git config user.email you@example.com\` (in CI, e.g. the github-actions[bot] identity), nothing was changed`
      );
}
async function readCurrentBranch(cwd, env) {
  let result = await runGit(["symbolic-ref", "--quiet", "--short", "HEAD"], {
    cwd,
    env,
    allowedCodes: [1]
  });
  return result.code === 0 ? result.stdout.trim() : void 0;
}
var IN_PROGRESS, init_worktree = __esm({
  "src/git/worktree.ts"() {
    "use strict";
    init_errors();
    init_run();
    IN_PROGRESS = [
      ["rebase-merge", "a rebase", "git rebase --continue or git rebase --abort"],
      ["rebase-apply", "a rebase or git am", "git rebase --continue (git am --continue) or --abort"],
      ["MERGE_HEAD", "a merge", "git commit to conclude it, or git merge --abort"],
      ["CHERRY_PICK_HEAD", "a cherry-pick", "git cherry-pick --continue or git cherry-pick --abort"],
      ["REVERT_HEAD", "a revert", "git revert --continue or git revert --abort"],
      [
        "index.lock",
        "another git command (index.lock exists)",
        "wait for it; if no git process is running, delete .git/index.lock"
      ]
    ];
  }
});

// src/flows/commit-failure.ts
import { access, constants as constants2 } from "node:fs/promises";
import { isAbsolute as isAbsolute3, join as join7 } from "node:path";
async function describeCommitFailure(repo, env) {
  let configured = await runGit(["config", "core.hooksPath"], { cwd: repo.root, env, allowedCodes: [1] }).then((r) => r.stdout.trim()).catch(() => ""), dir = configured === "" ? join7(repo.gitDir, "hooks") : isAbsolute3(configured) ? configured : join7(repo.root, configured), hooks2 = [];
  for (let hook2 of COMMIT_HOOKS)
    await access(join7(dir, hook2), constants2.X_OK).then(
      () => !0,
      () => !1
    ) && hooks2.push(hook2);
  return hooks2.length > 0 ? `The repository's ${hooks2.join(" and ")} hook${hooks2.length > 1 ? "s" : ""} ran on the commit: fix what ${hooks2.length > 1 ? "they report" : "it reports"} and run update again` : "Fix what git reports and run update again";
}
var COMMIT_HOOKS, init_commit_failure = __esm({
  "src/flows/commit-failure.ts"() {
    "use strict";
    init_run();
    COMMIT_HOOKS = ["pre-commit", "prepare-commit-msg", "commit-msg"];
  }
});

// src/flows/fault-points.ts
function faultPoint(env) {
  let at = env.RELEASER_KILL_AT;
  at === void 0 || at === "" || (reached++, reached === Number(at) && process.kill(process.pid, "SIGKILL"));
}
var reached, init_fault_points = __esm({
  "src/flows/fault-points.ts"() {
    "use strict";
    reached = 0;
  }
});

// src/flows/release-files.ts
async function readReleaseFiles(root, targets, changelogFile) {
  let texts = /* @__PURE__ */ new Map(), real = async (given) => {
    let read = await readRepoText(root, given, VersionFileError), path = read?.path.rel ?? (await resolveRepoPathOr(root, given, VersionFileError)).rel;
    return texts.set(path, read?.text), path;
  }, resolved = [];
  for (let target of targets) resolved.push({ ...target, path: await real(target.path) });
  return { targets: resolved, changelogFile: await real(changelogFile), texts };
}
var init_release_files = __esm({
  "src/flows/release-files.ts"() {
    "use strict";
    init_errors();
    init_read_repo_file();
  }
});

// src/flows/write-edits.ts
import { mkdir, rm as rm2, rmdir } from "node:fs/promises";
import { dirname as dirname3 } from "node:path";
async function writeEdits(root, edits, between = () => {
}) {
  let done = [], folders = [], restore = async () => {
    let restored = [];
    for (let edit of [...done].reverse()) {
      let path = (await resolveRepoPathOr(root, edit.path)).abs;
      edit.before === void 0 ? await rm2(path, { force: !0 }) : await writeFileAtomic(path, edit.before), restored.push(edit.path);
    }
    for (let folder of folders.splice(0)) await rmdir(folder).catch(() => {
    });
    return restored;
  };
  for (let edit of edits) {
    try {
      let target = await resolveRepoPathOr(root, edit.path);
      edit.before === void 0 && folders.unshift(...await makeFolders(dirname3(target.abs))), await writeFileAtomic(target.abs, edit.after, between);
    } catch (error) {
      if (error instanceof ReleaseError)
        throw await restore(), error;
      let code = error.code;
      if (code === void 0) throw error;
      let restored = await restore();
      throw new ReleaseError(
        `could not write ${edit.path} (${code}); ${restored.length > 0 ? `restored ${restored.join(", ")}, ` : ""}nothing was changed`,
        { cause: error }
      );
    }
    done.push(edit), between();
  }
  return { paths: done.map((e) => e.path), restore };
}
async function makeFolders(folder) {
  let first = await mkdir(folder, { recursive: !0 });
  if (first === void 0) return [];
  let made = [];
  for (let at = folder; ; at = dirname3(at))
    if (made.push(at), at === first || dirname3(at) === at) return made;
}
var init_write_edits = __esm({
  "src/flows/write-edits.ts"() {
    "use strict";
    init_errors();
    init_read_repo_file();
    init_write_atomic();
  }
});

// src/flows/update.ts
import { rm as rm3 } from "node:fs/promises";
import { join as join8 } from "node:path";
async function updateFlow(context, overrides, options) {
  let check = await checkFlow(context, overrides), { plan, config, project, repo } = check;
  if (check.staleJournal && !options.dryRun && await removeJournal(repo.gitDir), plan.nextVersion === void 0) return { check, outcome: { kind: "nothing" } };
  let version = plan.nextVersion;
  refuseNoVersionTarget(check);
  let files = await readReleaseFiles(repo.root, project.targets, config.changelog_file), releasePaths = [...files.texts.keys()];
  if (!options.dryRun) {
    let written3 = [...releasePaths.map((p) => join8(repo.root, p)), journalPath(repo.gitDir)];
    for (let stray of await findStrayTempFiles(written3)) await rm3(stray, { force: !0 });
  }
  let changelogText = files.texts.get(files.changelogFile), finishing = [], statusRead, status = () => (statusRead ??= readStatus(repo.root, !0, context.env), statusRead), committedPaths = [];
  check.interrupted !== void 0 ? (finishing.push(`an update to ${version} was interrupted before its commit`), committedPaths = dirtyReleasePaths(await status(), releasePaths)) : plan.pending && (committedPaths = dirtyReleasePaths(await status(), releasePaths), committedPaths.length > 0 && finishing.push(`${committedPaths.join(", ")} not committed`), hasVersionSection(changelogText, version) || finishing.push(`${files.changelogFile} has no section for ${version}`));
  let keepSection = plan.pending && check.interrupted === void 0 && hasVersionSection(changelogText, version), { edits, notes } = planEdits(files, version, keepSection ? void 0 : plan.changelog);
  if (plan.pending && check.interrupted === void 0) {
    let stale = edits.filter((e) => e.path !== files.changelogFile).map((e) => e.path);
    if (stale.length > 0 && finishing.push(`${stale.join(", ")} still carr${stale.length > 1 ? "y" : "ies"} an older version`), finishing.length === 0) return { check, outcome: { kind: "pending" } };
  }
  let message = config.commit_message.replaceAll("{version}", version);
  if (options.dryRun) return { check, outcome: { kind: "dry-run", edits, notes, message, finishing } };
  let inProgress = await describeOperationInProgress(repo.gitDir);
  if (inProgress !== void 0) throw new GitError(`${inProgress}; nothing was changed`);
  options.commit && await checkCommitIdentity(repo.root, context.env);
  let ours = finishing.length > 0 ? new Set(releasePaths) : /* @__PURE__ */ new Set();
  options.allowDirty || refuseDirtyTree(await status(), edits, ours), options.commit && (await writeJournal(repo.gitDir, { version, head: repo.head, message, paths: releasePaths }), faultPoint(context.env));
  let written2 = await writeEdits(repo.root, edits, () => faultPoint(context.env));
  if (!options.commit)
    return await removeJournal(repo.gitDir), { check, outcome: { kind: "written", edits, notes, commit: void 0, message, finishing } };
  let toCommit = [.../* @__PURE__ */ new Set([...written2.paths, ...committedPaths])];
  if (toCommit.length === 0)
    return await removeJournal(repo.gitDir), { check, outcome: { kind: "pending" } };
  try {
    let commit = await commitPaths(
      repo.root,
      toCommit,
      message,
      context.env,
      () => faultPoint(context.env)
    );
    return faultPoint(context.env), await removeJournal(repo.gitDir), { check, outcome: { kind: "written", edits, notes, commit, message, finishing } };
  } catch (error) {
    let made = await releaseCommitMade(repo.root, repo.head, message, context.env);
    if (made !== void 0)
      return await removeJournal(repo.gitDir), { check, outcome: { kind: "written", edits, notes, commit: made, message, finishing } };
    await unstagePaths(repo.root, toCommit, context.env).catch(() => {
    });
    let restored = await written2.restore();
    await removeJournal(repo.gitDir);
    let reason2 = error instanceof ReleaseError ? error.message : String(error), restoredText = restored.length > 0 ? `restored ${restored.join(", ")}, ` : "";
    throw new GitError(
      `the release commit failed (${reason2}); ${restoredText}nothing was changed. ${await describeCommitFailure(repo, context.env)}`,
      { cause: error, details: error instanceof ReleaseError ? error.details : [] }
    );
  }
}
async function releaseCommitMade(root, before, message, env) {
  let result = await runGit(["log", "-1", "--format=%H%x00%P%x00%B", "HEAD"], { cwd: root, env }).catch(
    () => {
    }
  ), [hash = "", parents = "", body = ""] = (result?.stdout ?? "").split("\0");
  return hash !== before && parents.trim() === before && body.trim() === message.trim() ? hash : void 0;
}
function planEdits(files, version, changelogSection) {
  return planFileEdits({
    version,
    targets: files.targets,
    texts: files.texts,
    changelogFile: files.changelogFile,
    changelogSection
  });
}
function dirtyReleasePaths(entries, paths) {
  let wanted = new Set(paths);
  return entries.filter((e) => wanted.has(e.path)).map((e) => e.path);
}
function refuseDirtyTree(entries, edits, ours) {
  let touched = new Set(edits.map((e) => e.path)), dirty = entries.filter((e) => (e.code !== "??" || touched.has(e.path)) && !ours.has(e.path)).map((e) => e.path);
  if (dirty.length !== 0)
    throw new GitError(
      `the working tree has uncommitted changes (${listSome(dirty)}); commit or stash them first, or pass --allow-dirty`
    );
}
function refuseNoVersionTarget({ project, repo }) {
  if (project.targets.some((t) => t.kind !== "lock")) return;
  let version = project.pyproject?.version;
  if (!(version?.kind === "dynamic" && version.source?.kind === "computed"))
    throw new ConfigError(
      project.pyproject === void 0 ? `there is no pyproject.toml at the repository root (${repo.root}), so no file would carry the new version; releaser releases the project at the root of the repository: add one, or name the files with version_files` : 'no file carries the version (no [project] version, no __version__ found); name it with version_files = ["src/pkg/__init__.py:__version__"]'
    );
}
var init_update = __esm({
  "src/flows/update.ts"() {
    "use strict";
    init_errors();
    init_text();
    init_changelog_file();
    init_file_edit();
    init_run();
    init_worktree();
    init_check();
    init_commit_failure();
    init_fault_points();
    init_release_files();
    init_update_journal();
    init_write_edits();
  }
});

// node_modules/diff/libesm/diff/base.js
var Diff, init_base2 = __esm({
  "node_modules/diff/libesm/diff/base.js"() {
    Diff = class {
      diff(oldStr, newStr, options = {}) {
        let callback;
        typeof options == "function" ? (callback = options, options = {}) : "callback" in options && (callback = options.callback);
        let oldString = this.castInput(oldStr, options), newString = this.castInput(newStr, options), oldTokens = this.removeEmpty(this.tokenize(oldString, options)), newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
      }
      diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a2;
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
        let maxExecutionTime = (_a2 = options.timeout) !== null && _a2 !== void 0 ? _a2 : 1 / 0, abortAfterTimestamp = Date.now() + maxExecutionTime, bestPath = [{ oldPos: -1, lastComponent: void 0 }], newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
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
        let last2 = path.lastComponent;
        return last2 && !options.oneChangePerToken && last2.added === added && last2.removed === removed ? {
          oldPos: path.oldPos + oldPosInc,
          lastComponent: { count: last2.count + 1, added, removed, previousComponent: last2.previousComponent }
        } : {
          oldPos: path.oldPos + oldPosInc,
          lastComponent: { count: 1, added, removed, previousComponent: last2 }
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
      removeEmpty(array2) {
        let ret = [];
        for (let i2 = 0; i2 < array2.length; i2++)
          array2[i2] && ret.push(array2[i2]);
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
              value = value.map(function(value2, i2) {
                let oldValue = oldTokens[oldPos + i2];
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
  }
});

// node_modules/diff/libesm/diff/line.js
function diffLines(oldStr, newStr, options) {
  return lineDiff.diff(oldStr, newStr, options);
}
function tokenize(value, options) {
  options.stripTrailingCr && (value = value.replace(/\r\n/g, `
`));
  let retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
  linesAndNewlines[linesAndNewlines.length - 1] || linesAndNewlines.pop();
  for (let i2 = 0; i2 < linesAndNewlines.length; i2++) {
    let line = linesAndNewlines[i2];
    i2 % 2 && !options.newlineIsToken ? retLines[retLines.length - 1] += line : retLines.push(line);
  }
  return retLines;
}
var LineDiff, lineDiff, init_line = __esm({
  "node_modules/diff/libesm/diff/line.js"() {
    init_base2();
    LineDiff = class extends Diff {
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
  }
});

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
    for (let i2 = 0; i2 < diff.length; i2++) {
      let current2 = diff[i2], lines = current2.lines || splitLines(current2.value);
      if (current2.lines = lines, current2.added || current2.removed) {
        if (!oldRangeStart) {
          let prev = diff[i2 - 1];
          oldRangeStart = oldLine, newRangeStart = newLine, prev && (curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [], oldRangeStart -= curRange.length, newRangeStart -= curRange.length);
        }
        for (let line of lines)
          curRange.push((current2.added ? "+" : "-") + line);
        current2.added ? newLine += lines.length : oldLine += lines.length;
      } else {
        if (oldRangeStart)
          if (lines.length <= context * 2 && i2 < diff.length - 2)
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
      for (let i2 = 0; i2 < hunk.lines.length; i2++)
        hunk.lines[i2].endsWith(`
`) ? hunk.lines[i2] = hunk.lines[i2].slice(0, -1) : (hunk.lines.splice(i2 + 1, 0, "\\ No newline at end of file"), i2++);
    return {
      oldFileName,
      newFileName,
      oldHeader,
      newHeader,
      hunks
    };
  }
}
function splitLines(text3) {
  let hasTrailingNl = text3.endsWith(`
`), result = text3.split(`
`).map((line) => line + `
`);
  return hasTrailingNl ? result.pop() : result.push(result.pop().slice(0, -1)), result;
}
var init_create = __esm({
  "node_modules/diff/libesm/patch/create.js"() {
    init_line();
  }
});

// node_modules/diff/libesm/index.js
var init_libesm = __esm({
  "node_modules/diff/libesm/index.js"() {
    init_create();
  }
});

// src/cli/diff.ts
function renderDiff(edits, color) {
  let s = styles(color);
  return edits.map((edit) => {
    let lines = [
      s.bold(edit.before === void 0 ? "--- /dev/null" : `--- a/${edit.path}`),
      s.bold(`+++ b/${edit.path}`)
    ];
    for (let hunk of diffHunks(edit.before ?? "", edit.after)) {
      lines.push(s.cyan(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`));
      for (let line of hunk.lines)
        line.startsWith("+") ? lines.push(s.green(line)) : line.startsWith("-") ? lines.push(s.red(line)) : lines.push(line);
    }
    return `${lines.join(`
`)}
`;
  }).join("");
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
function standInRun(line, runs) {
  let match = /^\+\0releaser-run-(\d+)$/.exec(line);
  return match === null ? void 0 : runs[Number(match[1])].map((text3) => `+${text3.endsWith(`
`) ? text3.slice(0, -1) : text3}`);
}
function splitLines2(text3) {
  if (text3 === "") return [];
  let lines = text3.split(`
`).map((line) => `${line}
`), last2 = lines.length - 1;
  return text3.endsWith(`
`) ? lines.pop() : lines[last2] = (lines[last2] ?? "").slice(0, -1), lines;
}
var CONTEXT, STAND_IN, init_diff = __esm({
  "src/cli/diff.ts"() {
    "use strict";
    init_libesm();
    init_output();
    CONTEXT = 3;
    STAND_IN = (n) => `\0releaser-run-${n}
`;
  }
});

// src/cli/commands/update.ts
var update_exports = {};
__export(update_exports, {
  runUpdate: () => runUpdate
});
async function runUpdate(context, overrides, options, output, json) {
  let { progressFor: progressFor2 } = await Promise.resolve().then(() => (init_progress(), progress_exports)), progress = await progressFor2(output), { check, outcome } = await updateFlow(
    progress ? { ...context, progress } : context,
    overrides,
    options
  ), { plan } = check, s = styles(json ? output.errColor : output.color), e = styles(output.errColor), say = (text3) => json ? output.err(text3) : output.out(text3);
  if (outcome.kind === "nothing")
    say(
      `Nothing to release: no commit ${plan.baseTag ? `since ${plan.baseTag} ` : ""}asks for a version bump.
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
    let from = plan.baseVersion;
    if (outcome.kind === "dry-run")
      say(renderDiff(outcome.edits, !json && output.color)), say(
        `${s.yellow("Dry run:")} would update ${from} -> ${plan.nextVersion} in ${outcome.edits.map((e2) => e2.path).join(", ")} and commit "${outcome.message}"${options.commit ? "" : " (no: --no-commit)"}; nothing was written.
`
      );
    else {
      let committed = outcome.commit ? `; committed ${outcome.commit.slice(0, 7)} "${outcome.message}"` : "; not committed (--no-commit)";
      say(
        `${s.green("Updated")} ${from} -> ${s.bold(plan.nextVersion ?? "")}: ${outcome.edits.map((e2) => e2.path).join(", ") || "the files an earlier run wrote"}${committed}
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
var init_update2 = __esm({
  "src/cli/commands/update.ts"() {
    "use strict";
    init_update();
    init_diff();
    init_output();
    init_check2();
  }
});

// src/core/pr-body.ts
function renderPrBody(input2) {
  let footer = [
    "---",
    "",
    `Merging this pull request releases **${input2.version}**: \`releaser release\` then tags \`${input2.tag}\`, creates the release and publishes the package.`,
    `This branch is rewritten by \`releaser release-pr\` on every push to \`${input2.releaseBranch}\`; commits added to it by hand are replaced.`
  ].join(`
`), section = escapeMentions(input2.changelog.trimEnd()), whole = `${section}

${footer}
`;
  if (whole.length <= MAX_BODY) return whole;
  let note = `

_The changelog is cut here to fit GitHub's limit; CHANGELOG.md on this branch has all of it._`, room = MAX_BODY - footer.length - note.length - 3;
  return `${cutAtBoundary(section, room)}${note}

${footer}
`;
}
function cutAtBoundary(text3, room) {
  let window2 = text3.slice(0, room + 1), at = Math.max(window2.lastIndexOf(`
- `), window2.lastIndexOf(`
### `));
  return (at > 0 ? text3.slice(0, at) : text3.slice(0, room)).trimEnd();
}
var MAX_BODY, init_pr_body = __esm({
  "src/core/pr-body.ts"() {
    "use strict";
    init_changelog();
    MAX_BODY = 65536;
  }
});

// src/git/ancestry.ts
async function isAncestor(cwd, ancestor, commit, env) {
  return (await runGit(["merge-base", "--is-ancestor", ancestor, commit], {
    cwd,
    env,
    allowedCodes: [1, 128]
  })).code === 0;
}
async function comparePosition(cwd, head, remote, env) {
  return remote === void 0 ? "ahead" : remote === head ? "same" : await isAncestor(cwd, remote, head, env) ? "ahead" : await isAncestor(cwd, head, remote, env) ? "behind" : (await runGit(["cat-file", "-e", `${remote}^{commit}`], { cwd, env, allowedCodes: [1, 128] })).code === 0 ? "diverged" : "behind";
}
function shortCommit(commit) {
  return commit.slice(0, 12);
}
var init_ancestry = __esm({
  "src/git/ancestry.ts"() {
    "use strict";
    init_run();
  }
});

// src/git/remote.ts
async function readRemoteUrl(cwd, name, env) {
  let result = await runGit(["remote", "get-url", name], { cwd, env, allowedCodes: [2, 128] });
  return result.code === 0 ? result.stdout.trim() : void 0;
}
function gitAuthEnv(remoteUrl, token, env) {
  let origin;
  try {
    let url = new URL(remoteUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:") return {};
    origin = `${url.protocol}//${url.host}/`;
  } catch {
    return {};
  }
  let count2 = Number(env.GIT_CONFIG_COUNT ?? "0") || 0, header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString("base64")}`, key = `http.${origin}.extraheader`;
  return {
    GIT_CONFIG_COUNT: String(count2 + 2),
    [`GIT_CONFIG_KEY_${count2}`]: key,
    [`GIT_CONFIG_VALUE_${count2}`]: "",
    [`GIT_CONFIG_KEY_${count2 + 1}`]: key,
    [`GIT_CONFIG_VALUE_${count2 + 1}`]: header
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
`).map((l) => l.trim()), rejected = lines.find((l) => l.startsWith("!"))?.split("	").at(-1), fatal = lines.find((l) => /^(fatal|error|remote):/.test(l))?.replace(/^(fatal|error):\s*/, ""), said = lines.filter((l) => l.startsWith("remote:")).map((l) => l.slice(7).trim()).filter((l) => l !== "" && !/^-+$/.test(l)).slice(0, 2).join(" "), reason2 = `${rejected ?? fatal ?? `exit code ${result.code}`}${said ? `: ${said}` : ""}`;
  return /stale info/.test(reason2) ? new PushError(
    `the push of ${branch} to ${remote} was refused because ${branch} changed on ${remote} while this run worked (${reason2}); run again`,
    { details: lines.filter((l) => l !== "") }
  ) : new PushError(
    `the push of ${branch} to ${remote} was rejected (${reason2}); check the token's "contents: write" permission and branch protection, then run again`,
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
async function listRemote(cwd, remote, patterns, env) {
  let result = await runGit(["ls-remote", remote, ...patterns], { cwd, env, allowedCodes: [128] });
  if (result.code !== 0) {
    let reason2 = result.stderr.split(`
`).map((l) => l.trim()).find((l) => /^(fatal|error|remote):/.test(l))?.replace(/^(fatal|error):\s*/, "") ?? "exit code 128", refused = /Authentication failed|could not read Username|403|401/i.test(result.stderr);
    throw new GitError(
      refused ? `the remote "${remote}" refused the credentials (${reason2}); give a token that may read and push the repository (host.token_env, GITHUB_TOKEN or GH_TOKEN)` : `could not read the remote "${remote}" (${reason2}); check the network, the remote URL and that the token may read the repository`
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
    let what = [refs.tag, refs.branch?.name].filter((x2) => x2 !== void 0).join(" and ");
    throw pushFailure(what, remote, result);
  }
  return { upToDate: result.stdout.split(`
`).filter((line) => line.startsWith("=	")).map((line) => (line.split("	")[1] ?? "").split(":").at(-1) ?? "").map((ref) => ref.replace(/^refs\/(tags|heads)\//, "")) };
}
var init_remote = __esm({
  "src/git/remote.ts"() {
    "use strict";
    init_errors();
    init_run();
  }
});

// src/host/remote-url.ts
function parseRemoteUrl(url) {
  let text3 = url.trim(), scheme, host2, path, scp = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/\/)(.+)$/.exec(text3);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text3)) {
    let parsed;
    try {
      parsed = new URL(text3);
    } catch {
      return;
    }
    scheme = parsed.protocol.replace(/:$/, "").toLowerCase(), host2 = parsed.hostname, path = decodeURIComponent(parsed.pathname);
  } else if (scp !== null)
    scheme = "ssh", host2 = scp[1], path = scp[2];
  else
    return;
  let parts = path.replace(/\/+$/, "").replace(/\.git$/, "").split("/").filter((p) => p !== "");
  if (parts.length < 2 || host2 === "") return;
  let owner = parts[parts.length - 2], repo = parts[parts.length - 1];
  if (!(!/^[A-Za-z0-9_.-]+$/.test(owner) || !/^[A-Za-z0-9_.-]+$/.test(repo)))
    return { scheme, host: host2, owner, repo };
}
function parseRepositoryName(text3) {
  let match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(?:\.git)?$/.exec(text3.trim());
  return match ? { owner: match[1], repo: match[2] } : void 0;
}
var init_remote_url = __esm({
  "src/host/remote-url.ts"() {
    "use strict";
  }
});

// src/host/settings.ts
function resolveHostSettings(config, env, originUrl) {
  let host2 = config.host, repository;
  if (host2.repository !== "") {
    if (repository = parseRepositoryName(host2.repository), repository === void 0)
      throw new ConfigError(
        `host.repository = "${host2.repository}" is not of the form "owner/repo"; fix it or remove it to use the origin remote`
      );
  } else {
    if (originUrl === void 0)
      throw new ConfigError(
        'cannot tell which repository to release: there is no "origin" remote; add one (git remote add origin URL) or set host.repository = "owner/repo" in [tool.releaser]'
      );
    if (repository = parseRemoteUrl(originUrl), repository === void 0)
      throw new ConfigError(
        'cannot tell which repository to release from the "origin" remote URL; set host.repository = "owner/repo" in [tool.releaser]'
      );
  }
  let apiUrl = resolveApiUrl(config, env);
  if (!/^https?:\/\/[^/\s]+/.test(apiUrl))
    throw new ConfigError(
      `host.api_url = "${host2.api_url}" is not an http(s) URL (e.g. https://HOST/api/v3)`
    );
  if (hasUserInfo(apiUrl))
    throw new ConfigError(
      `host.api_url carries a user name or password; remove them from the URL and give the token in ${host2.token_env} (host.token_env)`
    );
  let found = findHostToken(config, env);
  if (found !== void 0)
    return {
      provider: host2.provider,
      apiUrl,
      repository: { owner: repository.owner, repo: repository.repo },
      token: found.token,
      tokenVariable: found.variable,
      maxRateLimitWait: host2.max_rate_limit_wait,
      retryBaseMs: milliseconds("RELEASER_RETRY_DELAY_MS", env.RELEASER_RETRY_DELAY_MS, 1e3, 0, 6e4),
      requestTimeoutMs: milliseconds(
        "RELEASER_HTTP_TIMEOUT_MS",
        env.RELEASER_HTTP_TIMEOUT_MS,
        3e4,
        100,
        6e5
      )
    };
  throw new ConfigError(
    `no token for the code host: set ${host2.token_env}${host2.token_env === "GH_TOKEN" ? "" : " or GH_TOKEN"} (host.token_env names the variable); in GitHub Actions pass GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }} in env and give the workflow "permissions: contents: write, pull-requests: write"`
  );
}
function milliseconds(name, value, fallback, min, max2) {
  if (value === void 0 || value.trim() === "") return fallback;
  let ms = Number(value);
  if (!Number.isInteger(ms) || ms < min || ms > max2)
    throw new ConfigError(
      `${name}="${value}" is not a whole number of milliseconds from ${min} to ${max2}; unset it (default ${fallback})`
    );
  return ms;
}
function resolveApiUrl(config, env) {
  let fromActions = env.GITHUB_API_URL;
  return (config.host.api_url === PUBLIC_API && fromActions ? fromActions : config.host.api_url).replace(/\/+$/, "");
}
function findHostToken(config, env) {
  for (let variable of [config.host.token_env, "GH_TOKEN"]) {
    let token = env[variable]?.trim();
    if (token) return { token, variable };
  }
}
var PUBLIC_API, init_settings = __esm({
  "src/host/settings.ts"() {
    "use strict";
    init_errors();
    init_url_credentials();
    init_remote_url();
    PUBLIC_API = "https://api.github.com";
  }
});

// node_modules/bottleneck/light.js
var require_light = __commonJS({
  "node_modules/bottleneck/light.js"(exports, module) {
    (function(global2, factory) {
      typeof exports == "object" && typeof module < "u" ? module.exports = factory() : typeof define == "function" && define.amd ? define(factory) : global2.Bottleneck = factory();
    })(exports, (function() {
      "use strict";
      var commonjsGlobal = typeof globalThis < "u" ? globalThis : typeof window < "u" ? window : typeof global < "u" ? global : typeof self < "u" ? self : {};
      function getCjsExportFromNamespace(n) {
        return n && n.default || n;
      }
      var load = function(received, defaults, onto = {}) {
        var k, ref, v;
        for (k in defaults)
          v = defaults[k], onto[k] = (ref = received[k]) != null ? ref : v;
        return onto;
      }, overwrite = function(received, defaults, onto = {}) {
        var k, v;
        for (k in received)
          v = received[k], defaults[k] !== void 0 && (onto[k] = v);
        return onto;
      }, parser2 = {
        load,
        overwrite
      }, DLList;
      DLList = class {
        constructor(incr, decr) {
          this.incr = incr, this.decr = decr, this._first = null, this._last = null, this.length = 0;
        }
        push(value) {
          var node;
          this.length++, typeof this.incr == "function" && this.incr(), node = {
            value,
            prev: this._last,
            next: null
          }, this._last != null ? (this._last.next = node, this._last = node) : this._first = this._last = node;
        }
        shift() {
          var value;
          if (this._first != null)
            return this.length--, typeof this.decr == "function" && this.decr(), value = this._first.value, (this._first = this._first.next) != null ? this._first.prev = null : this._last = null, value;
        }
        first() {
          if (this._first != null)
            return this._first.value;
        }
        getArray() {
          var node, ref, results;
          for (node = this._first, results = []; node != null; )
            results.push((ref = node, node = node.next, ref.value));
          return results;
        }
        forEachShift(cb) {
          var node;
          for (node = this.shift(); node != null; )
            cb(node), node = this.shift();
        }
        debug() {
          var node, ref, ref1, ref2, results;
          for (node = this._first, results = []; node != null; )
            results.push((ref = node, node = node.next, {
              value: ref.value,
              prev: (ref1 = ref.prev) != null ? ref1.value : void 0,
              next: (ref2 = ref.next) != null ? ref2.value : void 0
            }));
          return results;
        }
      };
      var DLList_1 = DLList, Events;
      Events = class {
        constructor(instance) {
          if (this.instance = instance, this._events = {}, this.instance.on != null || this.instance.once != null || this.instance.removeAllListeners != null)
            throw new Error("An Emitter already exists for this object");
          this.instance.on = (name, cb) => this._addListener(name, "many", cb), this.instance.once = (name, cb) => this._addListener(name, "once", cb), this.instance.removeAllListeners = (name = null) => name != null ? delete this._events[name] : this._events = {};
        }
        _addListener(name, status, cb) {
          var base;
          return (base = this._events)[name] == null && (base[name] = []), this._events[name].push({ cb, status }), this.instance;
        }
        listenerCount(name) {
          return this._events[name] != null ? this._events[name].length : 0;
        }
        async trigger(name, ...args) {
          var e, promises;
          try {
            return name !== "debug" && this.trigger("debug", `Event triggered: ${name}`, args), this._events[name] == null ? void 0 : (this._events[name] = this._events[name].filter(function(listener) {
              return listener.status !== "none";
            }), promises = this._events[name].map(async (listener) => {
              var e2, returned;
              if (listener.status !== "none") {
                listener.status === "once" && (listener.status = "none");
                try {
                  return returned = typeof listener.cb == "function" ? listener.cb(...args) : void 0, typeof returned?.then == "function" ? await returned : returned;
                } catch (error) {
                  return e2 = error, this.trigger("error", e2), null;
                }
              }
            }), (await Promise.all(promises)).find(function(x2) {
              return x2 != null;
            }));
          } catch (error) {
            return e = error, this.trigger("error", e), null;
          }
        }
      };
      var Events_1 = Events, DLList$1, Events$1, Queues;
      DLList$1 = DLList_1, Events$1 = Events_1, Queues = class {
        constructor(num_priorities) {
          var i2;
          this.Events = new Events$1(this), this._length = 0, this._lists = (function() {
            var j, ref, results;
            for (results = [], i2 = j = 1, ref = num_priorities; 1 <= ref ? j <= ref : j >= ref; i2 = 1 <= ref ? ++j : --j)
              results.push(new DLList$1((() => this.incr()), (() => this.decr())));
            return results;
          }).call(this);
        }
        incr() {
          if (this._length++ === 0)
            return this.Events.trigger("leftzero");
        }
        decr() {
          if (--this._length === 0)
            return this.Events.trigger("zero");
        }
        push(job) {
          return this._lists[job.options.priority].push(job);
        }
        queued(priority) {
          return priority != null ? this._lists[priority].length : this._length;
        }
        shiftAll(fn) {
          return this._lists.forEach(function(list2) {
            return list2.forEachShift(fn);
          });
        }
        getFirst(arr = this._lists) {
          var j, len, list2;
          for (j = 0, len = arr.length; j < len; j++)
            if (list2 = arr[j], list2.length > 0)
              return list2;
          return [];
        }
        shiftLastFrom(priority) {
          return this.getFirst(this._lists.slice(priority).reverse()).shift();
        }
      };
      var Queues_1 = Queues, BottleneckError;
      BottleneckError = class extends Error {
      };
      var BottleneckError_1 = BottleneckError, BottleneckError$1, DEFAULT_PRIORITY, Job, NUM_PRIORITIES, parser$1;
      NUM_PRIORITIES = 10, DEFAULT_PRIORITY = 5, parser$1 = parser2, BottleneckError$1 = BottleneckError_1, Job = class {
        constructor(task, args, options, jobDefaults, rejectOnDrop, Events2, _states, Promise2) {
          this.task = task, this.args = args, this.rejectOnDrop = rejectOnDrop, this.Events = Events2, this._states = _states, this.Promise = Promise2, this.options = parser$1.load(options, jobDefaults), this.options.priority = this._sanitizePriority(this.options.priority), this.options.id === jobDefaults.id && (this.options.id = `${this.options.id}-${this._randomIndex()}`), this.promise = new this.Promise((_resolve, _reject) => {
            this._resolve = _resolve, this._reject = _reject;
          }), this.retryCount = 0;
        }
        _sanitizePriority(priority) {
          var sProperty;
          return sProperty = ~~priority !== priority ? DEFAULT_PRIORITY : priority, sProperty < 0 ? 0 : sProperty > NUM_PRIORITIES - 1 ? NUM_PRIORITIES - 1 : sProperty;
        }
        _randomIndex() {
          return Math.random().toString(36).slice(2);
        }
        doDrop({ error, message = "This job has been dropped by Bottleneck" } = {}) {
          return this._states.remove(this.options.id) ? (this.rejectOnDrop && this._reject(error ?? new BottleneckError$1(message)), this.Events.trigger("dropped", { args: this.args, options: this.options, task: this.task, promise: this.promise }), !0) : !1;
        }
        _assertStatus(expected) {
          var status;
          if (status = this._states.jobStatus(this.options.id), !(status === expected || expected === "DONE" && status === null))
            throw new BottleneckError$1(`Invalid job status ${status}, expected ${expected}. Please open an issue at https://github.com/SGrondin/bottleneck/issues`);
        }
        doReceive() {
          return this._states.start(this.options.id), this.Events.trigger("received", { args: this.args, options: this.options });
        }
        doQueue(reachedHWM, blocked) {
          return this._assertStatus("RECEIVED"), this._states.next(this.options.id), this.Events.trigger("queued", { args: this.args, options: this.options, reachedHWM, blocked });
        }
        doRun() {
          return this.retryCount === 0 ? (this._assertStatus("QUEUED"), this._states.next(this.options.id)) : this._assertStatus("EXECUTING"), this.Events.trigger("scheduled", { args: this.args, options: this.options });
        }
        async doExecute(chained, clearGlobalState, run, free) {
          var error, eventInfo, passed;
          this.retryCount === 0 ? (this._assertStatus("RUNNING"), this._states.next(this.options.id)) : this._assertStatus("EXECUTING"), eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount }, this.Events.trigger("executing", eventInfo);
          try {
            if (passed = await (chained != null ? chained.schedule(this.options, this.task, ...this.args) : this.task(...this.args)), clearGlobalState())
              return this.doDone(eventInfo), await free(this.options, eventInfo), this._assertStatus("DONE"), this._resolve(passed);
          } catch (error1) {
            return error = error1, this._onFailure(error, eventInfo, clearGlobalState, run, free);
          }
        }
        doExpire(clearGlobalState, run, free) {
          var error, eventInfo;
          return this._states.jobStatus(this.options.id === "RUNNING") && this._states.next(this.options.id), this._assertStatus("EXECUTING"), eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount }, error = new BottleneckError$1(`This job timed out after ${this.options.expiration} ms.`), this._onFailure(error, eventInfo, clearGlobalState, run, free);
        }
        async _onFailure(error, eventInfo, clearGlobalState, run, free) {
          var retry2, retryAfter;
          if (clearGlobalState())
            return retry2 = await this.Events.trigger("failed", error, eventInfo), retry2 != null ? (retryAfter = ~~retry2, this.Events.trigger("retry", `Retrying ${this.options.id} after ${retryAfter} ms`, eventInfo), this.retryCount++, run(retryAfter)) : (this.doDone(eventInfo), await free(this.options, eventInfo), this._assertStatus("DONE"), this._reject(error));
        }
        doDone(eventInfo) {
          return this._assertStatus("EXECUTING"), this._states.next(this.options.id), this.Events.trigger("done", eventInfo);
        }
      };
      var Job_1 = Job, BottleneckError$2, LocalDatastore, parser$2;
      parser$2 = parser2, BottleneckError$2 = BottleneckError_1, LocalDatastore = class {
        constructor(instance, storeOptions, storeInstanceOptions) {
          this.instance = instance, this.storeOptions = storeOptions, this.clientId = this.instance._randomIndex(), parser$2.load(storeInstanceOptions, storeInstanceOptions, this), this._nextRequest = this._lastReservoirRefresh = this._lastReservoirIncrease = Date.now(), this._running = 0, this._done = 0, this._unblockTime = 0, this.ready = this.Promise.resolve(), this.clients = {}, this._startHeartbeat();
        }
        _startHeartbeat() {
          var base;
          return this.heartbeat == null && (this.storeOptions.reservoirRefreshInterval != null && this.storeOptions.reservoirRefreshAmount != null || this.storeOptions.reservoirIncreaseInterval != null && this.storeOptions.reservoirIncreaseAmount != null) ? typeof (base = this.heartbeat = setInterval(() => {
            var amount, incr, maximum, now2, reservoir;
            if (now2 = Date.now(), this.storeOptions.reservoirRefreshInterval != null && now2 >= this._lastReservoirRefresh + this.storeOptions.reservoirRefreshInterval && (this._lastReservoirRefresh = now2, this.storeOptions.reservoir = this.storeOptions.reservoirRefreshAmount, this.instance._drainAll(this.computeCapacity())), this.storeOptions.reservoirIncreaseInterval != null && now2 >= this._lastReservoirIncrease + this.storeOptions.reservoirIncreaseInterval && ({
              reservoirIncreaseAmount: amount,
              reservoirIncreaseMaximum: maximum,
              reservoir
            } = this.storeOptions, this._lastReservoirIncrease = now2, incr = maximum != null ? Math.min(amount, maximum - reservoir) : amount, incr > 0))
              return this.storeOptions.reservoir += incr, this.instance._drainAll(this.computeCapacity());
          }, this.heartbeatInterval)).unref == "function" ? base.unref() : void 0 : clearInterval(this.heartbeat);
        }
        async __publish__(message) {
          return await this.yieldLoop(), this.instance.Events.trigger("message", message.toString());
        }
        async __disconnect__(flush) {
          return await this.yieldLoop(), clearInterval(this.heartbeat), this.Promise.resolve();
        }
        yieldLoop(t = 0) {
          return new this.Promise(function(resolve7, reject) {
            return setTimeout(resolve7, t);
          });
        }
        computePenalty() {
          var ref;
          return (ref = this.storeOptions.penalty) != null ? ref : 15 * this.storeOptions.minTime || 5e3;
        }
        async __updateSettings__(options) {
          return await this.yieldLoop(), parser$2.overwrite(options, options, this.storeOptions), this._startHeartbeat(), this.instance._drainAll(this.computeCapacity()), !0;
        }
        async __running__() {
          return await this.yieldLoop(), this._running;
        }
        async __queued__() {
          return await this.yieldLoop(), this.instance.queued();
        }
        async __done__() {
          return await this.yieldLoop(), this._done;
        }
        async __groupCheck__(time) {
          return await this.yieldLoop(), this._nextRequest + this.timeout < time;
        }
        computeCapacity() {
          var maxConcurrent, reservoir;
          return { maxConcurrent, reservoir } = this.storeOptions, maxConcurrent != null && reservoir != null ? Math.min(maxConcurrent - this._running, reservoir) : maxConcurrent != null ? maxConcurrent - this._running : reservoir ?? null;
        }
        conditionsCheck(weight) {
          var capacity;
          return capacity = this.computeCapacity(), capacity == null || weight <= capacity;
        }
        async __incrementReservoir__(incr) {
          var reservoir;
          return await this.yieldLoop(), reservoir = this.storeOptions.reservoir += incr, this.instance._drainAll(this.computeCapacity()), reservoir;
        }
        async __currentReservoir__() {
          return await this.yieldLoop(), this.storeOptions.reservoir;
        }
        isBlocked(now2) {
          return this._unblockTime >= now2;
        }
        check(weight, now2) {
          return this.conditionsCheck(weight) && this._nextRequest - now2 <= 0;
        }
        async __check__(weight) {
          var now2;
          return await this.yieldLoop(), now2 = Date.now(), this.check(weight, now2);
        }
        async __register__(index, weight, expiration) {
          var now2, wait;
          return await this.yieldLoop(), now2 = Date.now(), this.conditionsCheck(weight) ? (this._running += weight, this.storeOptions.reservoir != null && (this.storeOptions.reservoir -= weight), wait = Math.max(this._nextRequest - now2, 0), this._nextRequest = now2 + wait + this.storeOptions.minTime, {
            success: !0,
            wait,
            reservoir: this.storeOptions.reservoir
          }) : {
            success: !1
          };
        }
        strategyIsBlock() {
          return this.storeOptions.strategy === 3;
        }
        async __submit__(queueLength, weight) {
          var blocked, now2, reachedHWM;
          if (await this.yieldLoop(), this.storeOptions.maxConcurrent != null && weight > this.storeOptions.maxConcurrent)
            throw new BottleneckError$2(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${this.storeOptions.maxConcurrent}`);
          return now2 = Date.now(), reachedHWM = this.storeOptions.highWater != null && queueLength === this.storeOptions.highWater && !this.check(weight, now2), blocked = this.strategyIsBlock() && (reachedHWM || this.isBlocked(now2)), blocked && (this._unblockTime = now2 + this.computePenalty(), this._nextRequest = this._unblockTime + this.storeOptions.minTime, this.instance._dropAllQueued()), {
            reachedHWM,
            blocked,
            strategy: this.storeOptions.strategy
          };
        }
        async __free__(index, weight) {
          return await this.yieldLoop(), this._running -= weight, this._done += weight, this.instance._drainAll(this.computeCapacity()), {
            running: this._running
          };
        }
      };
      var LocalDatastore_1 = LocalDatastore, BottleneckError$3, States;
      BottleneckError$3 = BottleneckError_1, States = class {
        constructor(status1) {
          this.status = status1, this._jobs = {}, this.counts = this.status.map(function() {
            return 0;
          });
        }
        next(id) {
          var current2, next;
          if (current2 = this._jobs[id], next = current2 + 1, current2 != null && next < this.status.length)
            return this.counts[current2]--, this.counts[next]++, this._jobs[id]++;
          if (current2 != null)
            return this.counts[current2]--, delete this._jobs[id];
        }
        start(id) {
          var initial;
          return initial = 0, this._jobs[id] = initial, this.counts[initial]++;
        }
        remove(id) {
          var current2;
          return current2 = this._jobs[id], current2 != null && (this.counts[current2]--, delete this._jobs[id]), current2 != null;
        }
        jobStatus(id) {
          var ref;
          return (ref = this.status[this._jobs[id]]) != null ? ref : null;
        }
        statusJobs(status) {
          var k, pos, ref, results, v;
          if (status != null) {
            if (pos = this.status.indexOf(status), pos < 0)
              throw new BottleneckError$3(`status must be one of ${this.status.join(", ")}`);
            ref = this._jobs, results = [];
            for (k in ref)
              v = ref[k], v === pos && results.push(k);
            return results;
          } else
            return Object.keys(this._jobs);
        }
        statusCounts() {
          return this.counts.reduce(((acc, v, i2) => (acc[this.status[i2]] = v, acc)), {});
        }
      };
      var States_1 = States, DLList$2, Sync;
      DLList$2 = DLList_1, Sync = class {
        constructor(name, Promise2) {
          this.schedule = this.schedule.bind(this), this.name = name, this.Promise = Promise2, this._running = 0, this._queue = new DLList$2();
        }
        isEmpty() {
          return this._queue.length === 0;
        }
        async _tryToRun() {
          var args, cb, error, reject, resolve7, returned, task;
          if (this._running < 1 && this._queue.length > 0)
            return this._running++, { task, args, resolve: resolve7, reject } = this._queue.shift(), cb = await (async function() {
              try {
                return returned = await task(...args), function() {
                  return resolve7(returned);
                };
              } catch (error1) {
                return error = error1, function() {
                  return reject(error);
                };
              }
            })(), this._running--, this._tryToRun(), cb();
        }
        schedule(task, ...args) {
          var promise, reject, resolve7;
          return resolve7 = reject = null, promise = new this.Promise(function(_resolve, _reject) {
            return resolve7 = _resolve, reject = _reject;
          }), this._queue.push({ task, args, resolve: resolve7, reject }), this._tryToRun(), promise;
        }
      };
      var Sync_1 = Sync, version = "2.19.5", version$1 = {
        version
      }, version$2 = /* @__PURE__ */ Object.freeze({
        version,
        default: version$1
      }), require$$2 = () => console.log("You must import the full version of Bottleneck in order to use this feature."), require$$3 = () => console.log("You must import the full version of Bottleneck in order to use this feature."), require$$4 = () => console.log("You must import the full version of Bottleneck in order to use this feature."), Events$2, Group, IORedisConnection$1, RedisConnection$1, Scripts$1, parser$3;
      parser$3 = parser2, Events$2 = Events_1, RedisConnection$1 = require$$2, IORedisConnection$1 = require$$3, Scripts$1 = require$$4, Group = (function() {
        class Group2 {
          constructor(limiterOptions = {}) {
            this.deleteKey = this.deleteKey.bind(this), this.limiterOptions = limiterOptions, parser$3.load(this.limiterOptions, this.defaults, this), this.Events = new Events$2(this), this.instances = {}, this.Bottleneck = Bottleneck_1, this._startAutoCleanup(), this.sharedConnection = this.connection != null, this.connection == null && (this.limiterOptions.datastore === "redis" ? this.connection = new RedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events })) : this.limiterOptions.datastore === "ioredis" && (this.connection = new IORedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }))));
          }
          key(key = "") {
            var ref;
            return (ref = this.instances[key]) != null ? ref : (() => {
              var limiter;
              return limiter = this.instances[key] = new this.Bottleneck(Object.assign(this.limiterOptions, {
                id: `${this.id}-${key}`,
                timeout: this.timeout,
                connection: this.connection
              })), this.Events.trigger("created", limiter, key), limiter;
            })();
          }
          async deleteKey(key = "") {
            var deleted, instance;
            return instance = this.instances[key], this.connection && (deleted = await this.connection.__runCommand__(["del", ...Scripts$1.allKeys(`${this.id}-${key}`)])), instance != null && (delete this.instances[key], await instance.disconnect()), instance != null || deleted > 0;
          }
          limiters() {
            var k, ref, results, v;
            ref = this.instances, results = [];
            for (k in ref)
              v = ref[k], results.push({
                key: k,
                limiter: v
              });
            return results;
          }
          keys() {
            return Object.keys(this.instances);
          }
          async clusterKeys() {
            var cursor, end, found, i2, k, keys, len, next, start;
            if (this.connection == null)
              return this.Promise.resolve(this.keys());
            for (keys = [], cursor = null, start = `b_${this.id}-`.length, end = 9; cursor !== 0; )
              for ([next, found] = await this.connection.__runCommand__(["scan", cursor ?? 0, "match", `b_${this.id}-*_settings`, "count", 1e4]), cursor = ~~next, i2 = 0, len = found.length; i2 < len; i2++)
                k = found[i2], keys.push(k.slice(start, -end));
            return keys;
          }
          _startAutoCleanup() {
            var base;
            return clearInterval(this.interval), typeof (base = this.interval = setInterval(async () => {
              var e, k, ref, results, time, v;
              time = Date.now(), ref = this.instances, results = [];
              for (k in ref) {
                v = ref[k];
                try {
                  await v._store.__groupCheck__(time) ? results.push(this.deleteKey(k)) : results.push(void 0);
                } catch (error) {
                  e = error, results.push(v.Events.trigger("error", e));
                }
              }
              return results;
            }, this.timeout / 2)).unref == "function" ? base.unref() : void 0;
          }
          updateSettings(options = {}) {
            if (parser$3.overwrite(options, this.defaults, this), parser$3.overwrite(options, options, this.limiterOptions), options.timeout != null)
              return this._startAutoCleanup();
          }
          disconnect(flush = !0) {
            var ref;
            if (!this.sharedConnection)
              return (ref = this.connection) != null ? ref.disconnect(flush) : void 0;
          }
        }
        return Group2.prototype.defaults = {
          timeout: 1e3 * 60 * 5,
          connection: null,
          Promise,
          id: "group-key"
        }, Group2;
      }).call(commonjsGlobal);
      var Group_1 = Group, Batcher, Events$3, parser$4;
      parser$4 = parser2, Events$3 = Events_1, Batcher = (function() {
        class Batcher2 {
          constructor(options = {}) {
            this.options = options, parser$4.load(this.options, this.defaults, this), this.Events = new Events$3(this), this._arr = [], this._resetPromise(), this._lastFlush = Date.now();
          }
          _resetPromise() {
            return this._promise = new this.Promise((res, rej) => this._resolve = res);
          }
          _flush() {
            return clearTimeout(this._timeout), this._lastFlush = Date.now(), this._resolve(), this.Events.trigger("batch", this._arr), this._arr = [], this._resetPromise();
          }
          add(data) {
            var ret;
            return this._arr.push(data), ret = this._promise, this._arr.length === this.maxSize ? this._flush() : this.maxTime != null && this._arr.length === 1 && (this._timeout = setTimeout(() => this._flush(), this.maxTime)), ret;
          }
        }
        return Batcher2.prototype.defaults = {
          maxTime: null,
          maxSize: null,
          Promise
        }, Batcher2;
      }).call(commonjsGlobal);
      var Batcher_1 = Batcher, require$$4$1 = () => console.log("You must import the full version of Bottleneck in order to use this feature."), require$$8 = getCjsExportFromNamespace(version$2), Bottleneck2, DEFAULT_PRIORITY$1, Events$4, Job$1, LocalDatastore$1, NUM_PRIORITIES$1, Queues$1, RedisDatastore$1, States$1, Sync$1, parser$5, splice2 = [].splice;
      NUM_PRIORITIES$1 = 10, DEFAULT_PRIORITY$1 = 5, parser$5 = parser2, Queues$1 = Queues_1, Job$1 = Job_1, LocalDatastore$1 = LocalDatastore_1, RedisDatastore$1 = require$$4$1, Events$4 = Events_1, States$1 = States_1, Sync$1 = Sync_1, Bottleneck2 = (function() {
        class Bottleneck3 {
          constructor(options = {}, ...invalid) {
            var storeInstanceOptions, storeOptions;
            this._addToQueue = this._addToQueue.bind(this), this._validateOptions(options, invalid), parser$5.load(options, this.instanceDefaults, this), this._queues = new Queues$1(NUM_PRIORITIES$1), this._scheduled = {}, this._states = new States$1(["RECEIVED", "QUEUED", "RUNNING", "EXECUTING"].concat(this.trackDoneStatus ? ["DONE"] : [])), this._limiter = null, this.Events = new Events$4(this), this._submitLock = new Sync$1("submit", this.Promise), this._registerLock = new Sync$1("register", this.Promise), storeOptions = parser$5.load(options, this.storeDefaults, {}), this._store = (function() {
              if (this.datastore === "redis" || this.datastore === "ioredis" || this.connection != null)
                return storeInstanceOptions = parser$5.load(options, this.redisStoreDefaults, {}), new RedisDatastore$1(this, storeOptions, storeInstanceOptions);
              if (this.datastore === "local")
                return storeInstanceOptions = parser$5.load(options, this.localStoreDefaults, {}), new LocalDatastore$1(this, storeOptions, storeInstanceOptions);
              throw new Bottleneck3.prototype.BottleneckError(`Invalid datastore type: ${this.datastore}`);
            }).call(this), this._queues.on("leftzero", () => {
              var ref;
              return (ref = this._store.heartbeat) != null && typeof ref.ref == "function" ? ref.ref() : void 0;
            }), this._queues.on("zero", () => {
              var ref;
              return (ref = this._store.heartbeat) != null && typeof ref.unref == "function" ? ref.unref() : void 0;
            });
          }
          _validateOptions(options, invalid) {
            if (!(options != null && typeof options == "object" && invalid.length === 0))
              throw new Bottleneck3.prototype.BottleneckError("Bottleneck v2 takes a single object argument. Refer to https://github.com/SGrondin/bottleneck#upgrading-to-v2 if you're upgrading from Bottleneck v1.");
          }
          ready() {
            return this._store.ready;
          }
          clients() {
            return this._store.clients;
          }
          channel() {
            return `b_${this.id}`;
          }
          channel_client() {
            return `b_${this.id}_${this._store.clientId}`;
          }
          publish(message) {
            return this._store.__publish__(message);
          }
          disconnect(flush = !0) {
            return this._store.__disconnect__(flush);
          }
          chain(_limiter) {
            return this._limiter = _limiter, this;
          }
          queued(priority) {
            return this._queues.queued(priority);
          }
          clusterQueued() {
            return this._store.__queued__();
          }
          empty() {
            return this.queued() === 0 && this._submitLock.isEmpty();
          }
          running() {
            return this._store.__running__();
          }
          done() {
            return this._store.__done__();
          }
          jobStatus(id) {
            return this._states.jobStatus(id);
          }
          jobs(status) {
            return this._states.statusJobs(status);
          }
          counts() {
            return this._states.statusCounts();
          }
          _randomIndex() {
            return Math.random().toString(36).slice(2);
          }
          check(weight = 1) {
            return this._store.__check__(weight);
          }
          _clearGlobalState(index) {
            return this._scheduled[index] != null ? (clearTimeout(this._scheduled[index].expiration), delete this._scheduled[index], !0) : !1;
          }
          async _free(index, job, options, eventInfo) {
            var e, running;
            try {
              if ({ running } = await this._store.__free__(index, options.weight), this.Events.trigger("debug", `Freed ${options.id}`, eventInfo), running === 0 && this.empty())
                return this.Events.trigger("idle");
            } catch (error1) {
              return e = error1, this.Events.trigger("error", e);
            }
          }
          _run(index, job, wait) {
            var clearGlobalState, free, run;
            return job.doRun(), clearGlobalState = this._clearGlobalState.bind(this, index), run = this._run.bind(this, index, job), free = this._free.bind(this, index, job), this._scheduled[index] = {
              timeout: setTimeout(() => job.doExecute(this._limiter, clearGlobalState, run, free), wait),
              expiration: job.options.expiration != null ? setTimeout(function() {
                return job.doExpire(clearGlobalState, run, free);
              }, wait + job.options.expiration) : void 0,
              job
            };
          }
          _drainOne(capacity) {
            return this._registerLock.schedule(() => {
              var args, index, next, options, queue;
              return this.queued() === 0 ? this.Promise.resolve(null) : (queue = this._queues.getFirst(), { options, args } = next = queue.first(), capacity != null && options.weight > capacity ? this.Promise.resolve(null) : (this.Events.trigger("debug", `Draining ${options.id}`, { args, options }), index = this._randomIndex(), this._store.__register__(index, options.weight, options.expiration).then(({ success, wait, reservoir }) => {
                var empty;
                return this.Events.trigger("debug", `Drained ${options.id}`, { success, args, options }), success ? (queue.shift(), empty = this.empty(), empty && this.Events.trigger("empty"), reservoir === 0 && this.Events.trigger("depleted", empty), this._run(index, next, wait), this.Promise.resolve(options.weight)) : this.Promise.resolve(null);
              })));
            });
          }
          _drainAll(capacity, total = 0) {
            return this._drainOne(capacity).then((drained) => {
              var newCapacity;
              return drained != null ? (newCapacity = capacity != null ? capacity - drained : capacity, this._drainAll(newCapacity, total + drained)) : this.Promise.resolve(total);
            }).catch((e) => this.Events.trigger("error", e));
          }
          _dropAllQueued(message) {
            return this._queues.shiftAll(function(job) {
              return job.doDrop({ message });
            });
          }
          stop(options = {}) {
            var done, waitForExecuting;
            return options = parser$5.load(options, this.stopDefaults), waitForExecuting = (at) => {
              var finished;
              return finished = () => {
                var counts;
                return counts = this._states.counts, counts[0] + counts[1] + counts[2] + counts[3] === at;
              }, new this.Promise((resolve7, reject) => finished() ? resolve7() : this.on("done", () => {
                if (finished())
                  return this.removeAllListeners("done"), resolve7();
              }));
            }, done = options.dropWaitingJobs ? (this._run = function(index, next) {
              return next.doDrop({
                message: options.dropErrorMessage
              });
            }, this._drainOne = () => this.Promise.resolve(null), this._registerLock.schedule(() => this._submitLock.schedule(() => {
              var k, ref, v;
              ref = this._scheduled;
              for (k in ref)
                v = ref[k], this.jobStatus(v.job.options.id) === "RUNNING" && (clearTimeout(v.timeout), clearTimeout(v.expiration), v.job.doDrop({
                  message: options.dropErrorMessage
                }));
              return this._dropAllQueued(options.dropErrorMessage), waitForExecuting(0);
            }))) : this.schedule({
              priority: NUM_PRIORITIES$1 - 1,
              weight: 0
            }, () => waitForExecuting(1)), this._receive = function(job) {
              return job._reject(new Bottleneck3.prototype.BottleneckError(options.enqueueErrorMessage));
            }, this.stop = () => this.Promise.reject(new Bottleneck3.prototype.BottleneckError("stop() has already been called")), done;
          }
          async _addToQueue(job) {
            var args, blocked, error, options, reachedHWM, shifted, strategy;
            ({ args, options } = job);
            try {
              ({ reachedHWM, blocked, strategy } = await this._store.__submit__(this.queued(), options.weight));
            } catch (error1) {
              return error = error1, this.Events.trigger("debug", `Could not queue ${options.id}`, { args, options, error }), job.doDrop({ error }), !1;
            }
            return blocked ? (job.doDrop(), !0) : reachedHWM && (shifted = strategy === Bottleneck3.prototype.strategy.LEAK ? this._queues.shiftLastFrom(options.priority) : strategy === Bottleneck3.prototype.strategy.OVERFLOW_PRIORITY ? this._queues.shiftLastFrom(options.priority + 1) : strategy === Bottleneck3.prototype.strategy.OVERFLOW ? job : void 0, shifted?.doDrop(), shifted == null || strategy === Bottleneck3.prototype.strategy.OVERFLOW) ? (shifted == null && job.doDrop(), reachedHWM) : (job.doQueue(reachedHWM, blocked), this._queues.push(job), await this._drainAll(), reachedHWM);
          }
          _receive(job) {
            return this._states.jobStatus(job.options.id) != null ? (job._reject(new Bottleneck3.prototype.BottleneckError(`A job with the same id already exists (id=${job.options.id})`)), !1) : (job.doReceive(), this._submitLock.schedule(this._addToQueue, job));
          }
          submit(...args) {
            var cb, fn, job, options, ref, ref1, task;
            return typeof args[0] == "function" ? (ref = args, [fn, ...args] = ref, [cb] = splice2.call(args, -1), options = parser$5.load({}, this.jobDefaults)) : (ref1 = args, [options, fn, ...args] = ref1, [cb] = splice2.call(args, -1), options = parser$5.load(options, this.jobDefaults)), task = (...args2) => new this.Promise(function(resolve7, reject) {
              return fn(...args2, function(...args3) {
                return (args3[0] != null ? reject : resolve7)(args3);
              });
            }), job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise), job.promise.then(function(args2) {
              return typeof cb == "function" ? cb(...args2) : void 0;
            }).catch(function(args2) {
              return Array.isArray(args2) ? typeof cb == "function" ? cb(...args2) : void 0 : typeof cb == "function" ? cb(args2) : void 0;
            }), this._receive(job);
          }
          schedule(...args) {
            var job, options, task;
            return typeof args[0] == "function" ? ([task, ...args] = args, options = {}) : [options, task, ...args] = args, job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise), this._receive(job), job.promise;
          }
          wrap(fn) {
            var schedule, wrapped;
            return schedule = this.schedule.bind(this), wrapped = function(...args) {
              return schedule(fn.bind(this), ...args);
            }, wrapped.withOptions = function(options, ...args) {
              return schedule(options, fn, ...args);
            }, wrapped;
          }
          async updateSettings(options = {}) {
            return await this._store.__updateSettings__(parser$5.overwrite(options, this.storeDefaults)), parser$5.overwrite(options, this.instanceDefaults, this), this;
          }
          currentReservoir() {
            return this._store.__currentReservoir__();
          }
          incrementReservoir(incr = 0) {
            return this._store.__incrementReservoir__(incr);
          }
        }
        return Bottleneck3.default = Bottleneck3, Bottleneck3.Events = Events$4, Bottleneck3.version = Bottleneck3.prototype.version = require$$8.version, Bottleneck3.strategy = Bottleneck3.prototype.strategy = {
          LEAK: 1,
          OVERFLOW: 2,
          OVERFLOW_PRIORITY: 4,
          BLOCK: 3
        }, Bottleneck3.BottleneckError = Bottleneck3.prototype.BottleneckError = BottleneckError_1, Bottleneck3.Group = Bottleneck3.prototype.Group = Group_1, Bottleneck3.RedisConnection = Bottleneck3.prototype.RedisConnection = require$$2, Bottleneck3.IORedisConnection = Bottleneck3.prototype.IORedisConnection = require$$3, Bottleneck3.Batcher = Bottleneck3.prototype.Batcher = Batcher_1, Bottleneck3.prototype.jobDefaults = {
          priority: DEFAULT_PRIORITY$1,
          weight: 1,
          expiration: null,
          id: "<no-id>"
        }, Bottleneck3.prototype.storeDefaults = {
          maxConcurrent: null,
          minTime: 0,
          highWater: null,
          strategy: Bottleneck3.prototype.strategy.LEAK,
          penalty: null,
          reservoir: null,
          reservoirRefreshInterval: null,
          reservoirRefreshAmount: null,
          reservoirIncreaseInterval: null,
          reservoirIncreaseAmount: null,
          reservoirIncreaseMaximum: null
        }, Bottleneck3.prototype.localStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 250
        }, Bottleneck3.prototype.redisStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 5e3,
          clientTimeout: 1e4,
          Redis: null,
          clientOptions: {},
          clusterNodes: null,
          clearDatastore: !1,
          connection: null
        }, Bottleneck3.prototype.instanceDefaults = {
          datastore: "local",
          connection: null,
          id: "<no-id>",
          rejectOnDrop: !0,
          trackDoneStatus: !1,
          Promise
        }, Bottleneck3.prototype.stopDefaults = {
          enqueueErrorMessage: "This limiter has been stopped and cannot accept new jobs.",
          dropWaitingJobs: !0,
          dropErrorMessage: "This limiter has been stopped."
        }, Bottleneck3;
      }).call(commonjsGlobal);
      var Bottleneck_1 = Bottleneck2, lib = Bottleneck_1;
      return lib;
    }));
  }
});

// node_modules/@octokit/request-error/dist-src/index.js
var RequestError, init_dist_src = __esm({
  "node_modules/@octokit/request-error/dist-src/index.js"() {
    RequestError = class extends Error {
      name;
      /**
       * http status code
       */
      status;
      /**
       * Request options that lead to the error.
       */
      request;
      /**
       * Response object if a response was received
       */
      response;
      constructor(message, statusCode, options) {
        super(message, { cause: options.cause }), this.name = "HttpError", this.status = Number.parseInt(statusCode), Number.isNaN(this.status) && (this.status = 0);
        "response" in options && (this.response = options.response);
        let requestCopy = Object.assign({}, options.request);
        options.request.headers.authorization && (requestCopy.headers = Object.assign({}, options.request.headers, {
          authorization: options.request.headers.authorization.replace(
            /(?<! ) .*$/,
            " [REDACTED]"
          )
        })), requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]"), this.request = requestCopy;
      }
    };
  }
});

// node_modules/@octokit/plugin-retry/dist-bundle/index.js
function isRequestError(error) {
  return error.request !== void 0;
}
async function errorRequest(state, octokit, error, options) {
  if (!isRequestError(error) || !error?.request.request)
    throw error;
  if (error.status >= 400 && !state.doNotRetry.includes(error.status)) {
    let retries = options.request.retries != null ? options.request.retries : state.retries, retryAfter = Math.pow((options.request.retryCount || 0) + 1, 2);
    throw octokit.retry.retryRequest(error, retries, retryAfter);
  }
  throw error;
}
async function wrapRequest(state, octokit, request3, options) {
  let limiter = new import_light.default();
  return limiter.on("failed", function(error, info) {
    let maxRetries = ~~error.request.request?.retries, after = ~~error.request.request?.retryAfter;
    if (options.request.retryCount = info.retryCount + 1, maxRetries > info.retryCount)
      return after * state.retryAfterBaseValue;
  }), limiter.schedule(
    requestWithGraphqlErrorHandling.bind(null, state, octokit, request3),
    options
  );
}
async function requestWithGraphqlErrorHandling(state, octokit, request3, options) {
  let response = await request3(options);
  if (response.data && response.data.errors && response.data.errors.length > 0 && /Something went wrong while executing your query/.test(
    response.data.errors[0].message
  )) {
    let error = new RequestError(response.data.errors[0].message, 500, {
      request: options,
      response
    });
    return errorRequest(state, octokit, error, options);
  }
  return response;
}
function retry(octokit, octokitOptions) {
  let state = Object.assign(
    {
      enabled: !0,
      retryAfterBaseValue: 1e3,
      doNotRetry: [400, 401, 403, 404, 410, 422, 451],
      retries: 3
    },
    octokitOptions.retry
  ), retryPlugin = {
    retry: {
      retryRequest: (error, retries, retryAfter) => (error.request.request = Object.assign({}, error.request.request, {
        retries,
        retryAfter
      }), error)
    }
  };
  return state.enabled && (octokit.hook.error("request", errorRequest.bind(null, state, retryPlugin)), octokit.hook.wrap("request", wrapRequest.bind(null, state, retryPlugin))), retryPlugin;
}
var import_light, VERSION2, init_dist_bundle = __esm({
  "node_modules/@octokit/plugin-retry/dist-bundle/index.js"() {
    import_light = __toESM(require_light(), 1);
    init_dist_src();
    VERSION2 = "0.0.0-development";
    retry.VERSION = VERSION2;
  }
});

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
function wrapRequest2(state, request3, options) {
  return state.retryLimiter.schedule(doRequest, state, request3, options);
}
async function doRequest(state, request3, options) {
  let { pathname } = new URL(options.url, "http://github.test"), isAuth = isAuthRequest(options.method, pathname), isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD", isSearch = options.method === "GET" && pathname.startsWith("/search/"), isGraphQL = pathname.startsWith("/graphql"), jobOptions = ~~request3.retryCount > 0 ? { priority: 0, weight: 0 } : {};
  state.clustering && (jobOptions.expiration = 1e3 * 60), (isWrite || isGraphQL) && await state.write.key(state.id).schedule(jobOptions, noop), isWrite && state.triggersNotification(pathname) && await state.notifications.key(state.id).schedule(jobOptions, noop), isSearch && await state.search.key(state.id).schedule(jobOptions, noop);
  let req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request3, options);
  if (isGraphQL) {
    let res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED"))
      throw Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
function routeMatcher(paths) {
  let regex2 = `^(?:${paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  ).map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
function throttling(octokit, octokitOptions) {
  let {
    enabled: enabled2 = !0,
    Bottleneck: Bottleneck2 = import_light2.default,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled2)
    return {};
  let common = { timeout };
  typeof connection < "u" && (common.connection = connection);
  let state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit != "function" || typeof state.onRateLimit != "function")
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  let initialized = !1, initializeBottleneck = () => {
    if (initialized)
      return;
    initialized = !0, groups.global == null && createGroups(Bottleneck2, common), state.global = state.global ?? groups.global, state.auth = state.auth ?? groups.auth, state.search = state.search ?? groups.search, state.write = state.write ?? groups.write, state.notifications = state.notifications ?? groups.notifications, state.retryLimiter = state.retryLimiter ?? new Bottleneck2();
    let events = {}, emitter = new Bottleneck2.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit), events.on("rate-limit", state.onRateLimit), events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    ), state.retryLimiter.on("failed", async function(error, info) {
      let [state2, request3, options] = info.args, { pathname } = new URL(options.url, "http://github.test");
      if (!(pathname.startsWith("/graphql") && error.status !== 401 || error.status === 403 || error.status === 429))
        return;
      let retryCount = ~~request3.retryCount;
      request3.retryCount = retryCount, options.request.retryCount = retryCount;
      let { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          let retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          return { wantRetry: await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          ), retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          let rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime(), retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          return { wantRetry: await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          ), retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry)
        return request3.retryCount++, retryAfter * state2.retryAfterBaseValue;
    });
  };
  return octokit.hook.wrap("request", (request3, options) => (initializeBottleneck(), wrapRequest2(state, request3, options))), {};
}
var import_light2, VERSION3, noop, triggers_notification_paths_default, regex, triggersNotification, groups, createGroups, init_dist_bundle2 = __esm({
  "node_modules/@octokit/plugin-throttling/dist-bundle/index.js"() {
    import_light2 = __toESM(require_light(), 1), VERSION3 = "0.0.0-development", noop = () => Promise.resolve();
    triggers_notification_paths_default = [
      "/orgs/{org}/invitations",
      "/orgs/{org}/invitations/{invitation_id}",
      "/orgs/{org}/teams/{team_slug}/discussions",
      "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
      "/repos/{owner}/{repo}/collaborators/{username}",
      "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
      "/repos/{owner}/{repo}/issues",
      "/repos/{owner}/{repo}/issues/{issue_number}/comments",
      "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
      "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
      "/repos/{owner}/{repo}/pulls",
      "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
      "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
      "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
      "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
      "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
      "/repos/{owner}/{repo}/releases",
      "/teams/{team_id}/discussions",
      "/teams/{team_id}/discussions/{discussion_number}/comments"
    ];
    regex = routeMatcher(triggers_notification_paths_default), triggersNotification = regex.test.bind(regex), groups = {}, createGroups = function(Bottleneck2, common) {
      groups.global = new Bottleneck2.Group({
        id: "octokit-global",
        maxConcurrent: 10,
        ...common
      }), groups.auth = new Bottleneck2.Group({
        id: "octokit-auth",
        maxConcurrent: 1,
        ...common
      }), groups.search = new Bottleneck2.Group({
        id: "octokit-search",
        maxConcurrent: 1,
        minTime: 2e3,
        ...common
      }), groups.write = new Bottleneck2.Group({
        id: "octokit-write",
        maxConcurrent: 1,
        minTime: 1e3,
        ...common
      }), groups.notifications = new Bottleneck2.Group({
        id: "octokit-notifications",
        maxConcurrent: 1,
        minTime: 3e3,
        ...common
      });
    };
    throttling.VERSION = VERSION3;
    throttling.triggersNotification = triggersNotification;
  }
});

// node_modules/universal-user-agent/index.js
function getUserAgent() {
  return typeof navigator == "object" && "userAgent" in navigator ? navigator.userAgent : typeof process == "object" && process.version !== void 0 ? `Node.js/${process.version.substr(1)} (${process.platform}; ${process.arch})` : "<environment undetectable>";
}
var init_universal_user_agent = __esm({
  "node_modules/universal-user-agent/index.js"() {
  }
});

// node_modules/before-after-hook/lib/register.js
function register(state, name, method, options) {
  if (typeof method != "function")
    throw new Error("method for before hook must be a function");
  return options || (options = {}), Array.isArray(name) ? name.reverse().reduce((callback, name2) => register.bind(null, state, name2, callback, options), method)() : Promise.resolve().then(() => state.registry[name] ? state.registry[name].reduce((method2, registered) => registered.hook.bind(null, method2, options), method)() : method(options));
}
var init_register = __esm({
  "node_modules/before-after-hook/lib/register.js"() {
  }
});

// node_modules/before-after-hook/lib/add.js
function addHook(state, kind, name, hook2) {
  let orig = hook2;
  state.registry[name] || (state.registry[name] = []), kind === "before" && (hook2 = (method, options) => Promise.resolve().then(orig.bind(null, options)).then(method.bind(null, options))), kind === "after" && (hook2 = (method, options) => {
    let result;
    return Promise.resolve().then(method.bind(null, options)).then((result_) => (result = result_, orig(result, options))).then(() => result);
  }), kind === "error" && (hook2 = (method, options) => Promise.resolve().then(method.bind(null, options)).catch((error) => orig(error, options))), state.registry[name].push({
    hook: hook2,
    orig
  });
}
var init_add = __esm({
  "node_modules/before-after-hook/lib/add.js"() {
  }
});

// node_modules/before-after-hook/lib/remove.js
function removeHook(state, name, method) {
  if (!state.registry[name])
    return;
  let index = state.registry[name].map((registered) => registered.orig).indexOf(method);
  index !== -1 && state.registry[name].splice(index, 1);
}
var init_remove = __esm({
  "node_modules/before-after-hook/lib/remove.js"() {
  }
});

// node_modules/before-after-hook/index.js
function bindApi(hook2, state, name) {
  let removeHookRef = bindable(removeHook, null).apply(
    null,
    name ? [state, name] : [state]
  );
  hook2.api = { remove: removeHookRef }, hook2.remove = removeHookRef, ["before", "error", "after", "wrap"].forEach((kind) => {
    let args = name ? [state, kind, name] : [state, kind];
    hook2[kind] = hook2.api[kind] = bindable(addHook, null).apply(null, args);
  });
}
function Singular() {
  let singularHookName = /* @__PURE__ */ Symbol("Singular"), singularHookState = {
    registry: {}
  }, singularHook = register.bind(null, singularHookState, singularHookName);
  return bindApi(singularHook, singularHookState, singularHookName), singularHook;
}
function Collection() {
  let state = {
    registry: {}
  }, hook2 = register.bind(null, state);
  return bindApi(hook2, state), hook2;
}
var bind, bindable, before_after_hook_default, init_before_after_hook = __esm({
  "node_modules/before-after-hook/index.js"() {
    init_register();
    init_add();
    init_remove();
    bind = Function.bind, bindable = bind.bind(bind);
    before_after_hook_default = { Singular, Collection };
  }
});

// node_modules/@octokit/endpoint/dist-bundle/index.js
function lowercaseKeys(object) {
  return object ? Object.keys(object).reduce((newObj, key) => (newObj[key.toLowerCase()] = object[key], newObj), {}) : {};
}
function isPlainObject(value) {
  if (typeof value != "object" || value === null || Object.prototype.toString.call(value) !== "[object Object]") return !1;
  let proto = Object.getPrototypeOf(value);
  if (proto === null) return !0;
  let Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor == "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
function mergeDeep(defaults, options) {
  let result = Object.assign({}, defaults);
  return Object.keys(options).forEach((key) => {
    isPlainObject(options[key]) ? key in defaults ? result[key] = mergeDeep(defaults[key], options[key]) : Object.assign(result, { [key]: options[key] }) : Object.assign(result, { [key]: options[key] });
  }), result;
}
function removeUndefinedProperties(obj) {
  for (let key in obj)
    obj[key] === void 0 && delete obj[key];
  return obj;
}
function merge(defaults, route, options) {
  if (typeof route == "string") {
    let [method, url] = route.split(" ");
    options = Object.assign(url ? { method, url } : { url: method }, options);
  } else
    options = Object.assign({}, route);
  options.headers = lowercaseKeys(options.headers), removeUndefinedProperties(options), removeUndefinedProperties(options.headers);
  let mergedOptions = mergeDeep(defaults || {}, options);
  return options.url === "/graphql" && (defaults && defaults.mediaType.previews?.length && (mergedOptions.mediaType.previews = defaults.mediaType.previews.filter(
    (preview) => !mergedOptions.mediaType.previews.includes(preview)
  ).concat(mergedOptions.mediaType.previews)), mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map((preview) => preview.replace(/-preview/, ""))), mergedOptions;
}
function addQueryParameters(url, parameters) {
  let separator = /\?/.test(url) ? "&" : "?", names = Object.keys(parameters);
  return names.length === 0 ? url : url + separator + names.map((name) => name === "q" ? "q=" + parameters.q.split("+").map(encodeURIComponent).join("+") : `${name}=${encodeURIComponent(parameters[name])}`).join("&");
}
function removeNonChars(variableName) {
  return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
}
function extractUrlVariableNames(url) {
  let matches = url.match(urlVariableRegex);
  return matches ? matches.map(removeNonChars).reduce((a, b) => a.concat(b), []) : [];
}
function omit(object, keysToOmit) {
  let result = { __proto__: null };
  for (let key of Object.keys(object))
    keysToOmit.indexOf(key) === -1 && (result[key] = object[key]);
  return result;
}
function encodeReserved(str) {
  return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
    return /%[0-9A-Fa-f]/.test(part) || (part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]")), part;
  }).join("");
}
function encodeUnreserved(str) {
  return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
    return "%" + c.charCodeAt(0).toString(16).toUpperCase();
  });
}
function encodeValue(operator, value, key) {
  return value = operator === "+" || operator === "#" ? encodeReserved(value) : encodeUnreserved(value), key ? encodeUnreserved(key) + "=" + value : value;
}
function isDefined(value) {
  return value != null;
}
function isKeyOperator(operator) {
  return operator === ";" || operator === "&" || operator === "?";
}
function getValues(context, operator, key, modifier) {
  var value = context[key], result = [];
  if (isDefined(value) && value !== "")
    if (typeof value == "string" || typeof value == "number" || typeof value == "bigint" || typeof value == "boolean")
      value = value.toString(), modifier && modifier !== "*" && (value = value.substring(0, parseInt(modifier, 10))), result.push(
        encodeValue(operator, value, isKeyOperator(operator) ? key : "")
      );
    else if (modifier === "*")
      Array.isArray(value) ? value.filter(isDefined).forEach(function(value2) {
        result.push(
          encodeValue(operator, value2, isKeyOperator(operator) ? key : "")
        );
      }) : Object.keys(value).forEach(function(k) {
        isDefined(value[k]) && result.push(encodeValue(operator, value[k], k));
      });
    else {
      let tmp = [];
      Array.isArray(value) ? value.filter(isDefined).forEach(function(value2) {
        tmp.push(encodeValue(operator, value2));
      }) : Object.keys(value).forEach(function(k) {
        isDefined(value[k]) && (tmp.push(encodeUnreserved(k)), tmp.push(encodeValue(operator, value[k].toString())));
      }), isKeyOperator(operator) ? result.push(encodeUnreserved(key) + "=" + tmp.join(",")) : tmp.length !== 0 && result.push(tmp.join(","));
    }
  else
    operator === ";" ? isDefined(value) && result.push(encodeUnreserved(key)) : value === "" && (operator === "&" || operator === "?") ? result.push(encodeUnreserved(key) + "=") : value === "" && result.push("");
  return result;
}
function parseUrl(template) {
  return {
    expand: expand.bind(null, template)
  };
}
function expand(template, context) {
  var operators = ["+", "#", ".", "/", ";", "?", "&"];
  return template = template.replace(
    /\{([^\{\}]+)\}|([^\{\}]+)/g,
    function(_, expression, literal) {
      if (expression) {
        let operator = "", values = [];
        if (operators.indexOf(expression.charAt(0)) !== -1 && (operator = expression.charAt(0), expression = expression.substr(1)), expression.split(/,/g).forEach(function(variable) {
          var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
          values.push(getValues(context, operator, tmp[1], tmp[2] || tmp[3]));
        }), operator && operator !== "+") {
          var separator = ",";
          return operator === "?" ? separator = "&" : operator !== "#" && (separator = operator), (values.length !== 0 ? operator : "") + values.join(separator);
        } else
          return values.join(",");
      } else
        return encodeReserved(literal);
    }
  ), template === "/" ? template : template.replace(/\/$/, "");
}
function parse3(options) {
  let method = options.method.toUpperCase(), url = (options.url || "/").replace(/:([a-z]\w+)/g, "{$1}"), headers = Object.assign({}, options.headers), body, parameters = omit(options, [
    "method",
    "baseUrl",
    "url",
    "headers",
    "request",
    "mediaType"
  ]), urlVariableNames = extractUrlVariableNames(url);
  url = parseUrl(url).expand(parameters), /^http/.test(url) || (url = options.baseUrl + url);
  let omittedParameters = Object.keys(options).filter((option) => urlVariableNames.includes(option)).concat("baseUrl"), remainingParameters = omit(parameters, omittedParameters);
  if (!/application\/octet-stream/i.test(headers.accept) && (options.mediaType.format && (headers.accept = headers.accept.split(/,/).map(
    (format2) => format2.replace(
      /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,
      `application/vnd$1$2.${options.mediaType.format}`
    )
  ).join(",")), url.endsWith("/graphql") && options.mediaType.previews?.length)) {
    let previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
    headers.accept = previewsFromAcceptHeader.concat(options.mediaType.previews).map((preview) => {
      let format2 = options.mediaType.format ? `.${options.mediaType.format}` : "+json";
      return `application/vnd.github.${preview}-preview${format2}`;
    }).join(",");
  }
  return ["GET", "HEAD"].includes(method) ? url = addQueryParameters(url, remainingParameters) : "data" in remainingParameters ? body = remainingParameters.data : Object.keys(remainingParameters).length && (body = remainingParameters), !headers["content-type"] && typeof body < "u" && (headers["content-type"] = "application/json; charset=utf-8"), ["PATCH", "PUT"].includes(method) && typeof body > "u" && (body = ""), Object.assign(
    { method, url, headers },
    typeof body < "u" ? { body } : null,
    options.request ? { request: options.request } : null
  );
}
function endpointWithDefaults(defaults, route, options) {
  return parse3(merge(defaults, route, options));
}
function withDefaults(oldDefaults, newDefaults) {
  let DEFAULTS2 = merge(oldDefaults, newDefaults), endpoint2 = endpointWithDefaults.bind(null, DEFAULTS2);
  return Object.assign(endpoint2, {
    DEFAULTS: DEFAULTS2,
    defaults: withDefaults.bind(null, DEFAULTS2),
    merge: merge.bind(null, DEFAULTS2),
    parse: parse3
  });
}
var VERSION4, userAgent, DEFAULTS, urlVariableRegex, endpoint, init_dist_bundle3 = __esm({
  "node_modules/@octokit/endpoint/dist-bundle/index.js"() {
    init_universal_user_agent();
    VERSION4 = "0.0.0-development", userAgent = `octokit-endpoint.js/${VERSION4} ${getUserAgent()}`, DEFAULTS = {
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": userAgent
      },
      mediaType: {
        format: ""
      }
    };
    urlVariableRegex = /\{[^{}}]+\}/g;
    endpoint = withDefaults(null, DEFAULTS);
  }
});

// node_modules/content-type/dist/index.js
function parse4(header, options) {
  let stopFlags = 4 | (options?.comma === !0 ? 8 : 0), len = header.length, valueStart = options?.start ?? 0;
  for (; (CHAR_MAP[header.charCodeAt(valueStart)] & 2) !== 0; )
    valueStart++;
  let index = valueStart, typeFlags = 0, whitespace = -1, stop = options?.parameters === !1 ? 8 : 0;
  for (; index < len; ) {
    let code = header.charCodeAt(index), flags = CHAR_MAP[code];
    if ((flags & stopFlags) !== 0) {
      stop |= flags & 8;
      break;
    }
    (flags & 2) !== 0 ? whitespace === -1 && (whitespace = index) : whitespace = -1, typeFlags |= code & 65280 | flags, index++;
  }
  let valueEnd = whitespace === -1 ? index : whitespace, value = header.slice(valueStart, valueEnd), type = (typeFlags & 65281) === 0 ? value : value.toLowerCase();
  return index === len || stop !== 0 ? { type, index, parameters: new NullObject() } : parseParameters(header, type, index, len, stopFlags);
}
function parseParameters(header, type, index, len, stopFlags) {
  let parameters = new NullObject();
  parameter: for (; index < len; ) {
    for (index++; (CHAR_MAP[header.charCodeAt(index)] & 2) !== 0; )
      index++;
    let keyStart = index, keyFlags = 0, keyWhitespace = -1;
    for (; index < len; ) {
      let code = header.charCodeAt(index), flags = CHAR_MAP[code];
      if ((flags & stopFlags) !== 0) {
        if ((flags & 8) !== 0)
          break parameter;
        continue parameter;
      }
      if (code === 61) {
        let keyEnd = keyWhitespace === -1 ? index : keyWhitespace, value = header.slice(keyStart, keyEnd), key = (keyFlags & 65281) === 0 ? value : value.toLowerCase();
        for (index++; (CHAR_MAP[header.charCodeAt(index)] & 2) !== 0; )
          index++;
        if (index < len && header.charCodeAt(index) === 34) {
          let quotedStart = ++index, escaped = !1;
          for (; index < len; ) {
            let code2 = header.charCodeAt(index);
            if (code2 === 34) {
              parameters[key] === void 0 && (parameters[key] = escaped ? unescapeQuotedPairs(header, quotedStart, index) : header.slice(quotedStart, index)), index++;
              let stop2 = 0;
              for (; index < len; ) {
                let code3 = header.charCodeAt(index), flags2 = CHAR_MAP[code3];
                if ((flags2 & stopFlags) !== 0) {
                  stop2 = flags2 & 8;
                  break;
                }
                index++;
              }
              if (stop2 !== 0)
                break parameter;
              continue parameter;
            }
            if (code2 === 92 && index + 1 < len) {
              escaped = !0, index += 2;
              continue;
            }
            index++;
          }
          continue parameter;
        }
        let valueStart = index, stop = 0, valueWhitespace = -1;
        for (; index < len; ) {
          let code2 = header.charCodeAt(index), flags2 = CHAR_MAP[code2];
          if ((flags2 & stopFlags) !== 0) {
            stop = flags2 & 8;
            break;
          }
          (flags2 & 2) !== 0 ? valueWhitespace === -1 && (valueWhitespace = index) : valueWhitespace = -1, index++;
        }
        if (parameters[key] === void 0) {
          let valueEnd = valueWhitespace === -1 ? index : valueWhitespace;
          parameters[key] = header.slice(valueStart, valueEnd);
        }
        if (stop !== 0)
          break parameter;
        continue parameter;
      }
      (flags & 2) !== 0 ? keyWhitespace === -1 && (keyWhitespace = index) : keyWhitespace = -1, keyFlags |= code & 65280 | flags, index++;
    }
  }
  return { type, index, parameters };
}
function unescapeQuotedPairs(str, start, end) {
  let result = "";
  for (let index = start; index < end; index++)
    str.charCodeAt(index) === 92 && (result += str.slice(start, index), start = ++index);
  return result + str.slice(start, end);
}
var CHAR_MAP, NullObject, init_dist3 = __esm({
  "node_modules/content-type/dist/index.js"() {
    CHAR_MAP = new Uint8Array(256);
    CHAR_MAP[9] |= 2;
    CHAR_MAP[32] |= 2;
    CHAR_MAP[59] |= 4;
    CHAR_MAP[44] |= 8;
    for (let code = 128; code <= 255; code++)
      CHAR_MAP[code] |= 1;
    for (let char of "!#$%&'*+-.^_`|~")
      CHAR_MAP[char.charCodeAt(0)] |= 16;
    for (let code = 48; code <= 57; code++)
      CHAR_MAP[code] |= 16;
    for (let code = 65; code <= 90; code++)
      CHAR_MAP[code] |= 17;
    for (let code = 97; code <= 122; code++)
      CHAR_MAP[code] |= 16;
    NullObject = /* @__PURE__ */ (() => {
      let C = function() {
      };
      return C.prototype = /* @__PURE__ */ Object.create(null), C;
    })();
  }
});

// node_modules/json-with-bigint/json-with-bigint.js
var intRegex, noiseValue, originalStringify, originalParse, customFormat, bigIntsStringify, noiseStringify, isUnstringifiable, isRawJSON, stringifyIteratively, JSONStringify, featureCache, isContextSourceSupported, convertMarkedBigIntsReviver, JSONParseV2, MAX_INT, MAX_DIGITS, stringsOrLargeNumbers, noiseValueWithQuotes, applyReviverIteratively, serializeBigInts, JSONParse, init_json_with_bigint = __esm({
  "node_modules/json-with-bigint/json-with-bigint.js"() {
    intRegex = /^-?\d+$/, noiseValue = /^-?\d+n+$/, originalStringify = JSON.stringify, originalParse = JSON.parse, customFormat = /^-?\d+n$/, bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g, noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g, isUnstringifiable = (val) => val === void 0 || typeof val == "function" || typeof val == "symbol", isRawJSON = (val) => val !== null && typeof val == "object" && val.constructor && val.constructor.name === "RawJSON", stringifyIteratively = (rootValue, replacer, spaceParam) => {
      let space = "";
      typeof spaceParam == "number" ? space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam)))) : typeof spaceParam == "string" && (space = spaceParam.slice(0, 10));
      let isFunctionReplacer = typeof replacer == "function", propertyList = Array.isArray(replacer) ? new Set(replacer.map(String)) : null, prepareVal = (parent, key, val) => (val !== null && typeof val == "object" && typeof val.toJSON == "function" && (val = val.toJSON(key)), typeof val == "string" && noiseValue.test(val) ? val + "n" : typeof val == "bigint" ? "rawJSON" in JSON ? JSON.rawJSON(val.toString()) : val.toString() + "n" : (isFunctionReplacer && (val = replacer.call(parent, key, val)), val !== null && typeof val == "object" && (val instanceof Number || val instanceof String || val instanceof Boolean) && (val = val.valueOf()), val)), rootProcessed = prepareVal({ "": rootValue }, "", rootValue);
      if (isUnstringifiable(rootProcessed))
        return;
      let isRootPrimitive = rootProcessed === null || typeof rootProcessed != "object", isRootNativeRawJSON = isRawJSON(rootProcessed);
      if (isRootPrimitive || isRootNativeRawJSON)
        return originalStringify(rootProcessed);
      let chunks = [], level = 0, stack = [
        {
          parent: { "": rootProcessed },
          key: "",
          val: rootProcessed,
          isArray: Array.isArray(rootProcessed),
          keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
          index: 0,
          first: !0
        }
      ], visited = new WeakSet([rootProcessed]);
      for (; stack.length > 0; ) {
        let node = stack[stack.length - 1];
        node.index === 0 && (chunks.push(node.isArray ? "[" : "{"), level++);
        let isDone = !1;
        if (node.isArray)
          if (node.index < node.val.length) {
            node.first || chunks.push(","), space && chunks.push(`
` + space.repeat(level));
            let childRaw = node.val[node.index], childVal = prepareVal(node.val, String(node.index), childRaw);
            if (isUnstringifiable(childVal))
              chunks.push("null"), node.first = !1, node.index++;
            else {
              let isComplexObject = childVal !== null && typeof childVal == "object", isNativeRaw = isRawJSON(childVal);
              if (isComplexObject && !isNativeRaw) {
                if (visited.has(childVal))
                  throw new TypeError("Converting circular structure to JSON");
                visited.add(childVal), stack.push({
                  parent: node.val,
                  key: String(node.index),
                  val: childVal,
                  isArray: Array.isArray(childVal),
                  keys: Array.isArray(childVal) ? null : Object.keys(childVal),
                  index: 0,
                  first: !0
                }), node.first = !1, node.index++;
              } else
                chunks.push(originalStringify(childVal)), node.first = !1, node.index++;
            }
          } else
            isDone = !0;
        else {
          for (; node.index < node.keys.length; ) {
            let k = node.keys[node.index++];
            if (propertyList && !propertyList.has(k)) continue;
            let childRaw = node.val[k], childVal = prepareVal(node.val, k, childRaw);
            if (isUnstringifiable(childVal)) continue;
            node.first || chunks.push(","), space ? chunks.push(`
` + space.repeat(level) + originalStringify(k) + ": ") : chunks.push(originalStringify(k) + ":");
            let isComplexObject = childVal !== null && typeof childVal == "object", isNativeRaw = isRawJSON(childVal);
            if (isComplexObject && !isNativeRaw) {
              if (visited.has(childVal))
                throw new TypeError("Converting circular structure to JSON");
              visited.add(childVal), stack.push({
                parent: node.val,
                key: k,
                val: childVal,
                isArray: Array.isArray(childVal),
                keys: Array.isArray(childVal) ? null : Object.keys(childVal),
                index: 0,
                first: !0
              }), node.first = !1;
              break;
            } else
              chunks.push(originalStringify(childVal)), node.first = !1;
          }
          node.index >= node.keys.length && stack[stack.length - 1] === node && (isDone = !0);
        }
        isDone && (level--, !node.first && space && chunks.push(`
` + space.repeat(level)), chunks.push(node.isArray ? "]" : "}"), visited.delete(node.val), stack.pop());
      }
      return chunks.join("");
    }, JSONStringify = (value, replacer, space) => {
      try {
        return "rawJSON" in JSON ? originalStringify(
          value,
          (key, val) => typeof val == "bigint" ? JSON.rawJSON(val.toString()) : typeof replacer == "function" ? replacer(key, val) : (Array.isArray(replacer) && replacer.includes(key), val),
          space
        ) : value ? originalStringify(
          value,
          (key, val) => typeof val == "string" && noiseValue.test(val) || typeof val == "bigint" ? val.toString() + "n" : typeof replacer == "function" ? replacer(key, val) : (Array.isArray(replacer) && replacer.includes(key), val),
          space
        ).replace(
          bigIntsStringify,
          "$1$2$3"
        ).replace(noiseStringify, "$1$2$3") : originalStringify(value, replacer, space);
      } catch (error) {
        if (error instanceof RangeError) {
          let convertedJSON = stringifyIteratively(value, replacer, space);
          return convertedJSON === void 0 ? void 0 : "rawJSON" in JSON ? convertedJSON : convertedJSON.replace(bigIntsStringify, "$1$2$3").replace(noiseStringify, "$1$2$3");
        }
        throw error;
      }
    }, featureCache = /* @__PURE__ */ new Map(), isContextSourceSupported = () => {
      let parseFingerprint = JSON.parse.toString();
      if (featureCache.has(parseFingerprint))
        return featureCache.get(parseFingerprint);
      try {
        let result = JSON.parse(
          "1",
          (_, __, context) => !!context?.source && context.source === "1"
        );
        return featureCache.set(parseFingerprint, result), result;
      } catch {
        return featureCache.set(parseFingerprint, !1), !1;
      }
    }, convertMarkedBigIntsReviver = (key, value, context, userReviver) => typeof value == "string" && customFormat.test(value) ? BigInt(value.slice(0, -1)) : typeof value == "string" && noiseValue.test(value) ? value.slice(0, -1) : typeof userReviver == "function" ? userReviver(key, value, context) : value, JSONParseV2 = (text3, reviver) => JSON.parse(text3, (key, value, context) => {
      let isNumber2 = typeof value == "number", isOutOfBounds = value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER, isBigNumber = isNumber2 && isOutOfBounds, isInt = context && intRegex.test(context.source);
      return isBigNumber && isInt ? BigInt(context.source) : typeof reviver == "function" ? reviver(key, value, context) : value;
    }), MAX_INT = Number.MAX_SAFE_INTEGER.toString(), MAX_DIGITS = MAX_INT.length, stringsOrLargeNumbers = /"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g, noiseValueWithQuotes = /^"-?\d+n+"$/, applyReviverIteratively = (parsed, userReviver) => {
      let rootHolder = { "": parsed }, stack = [{ parent: rootHolder, key: "", visited: !1 }];
      for (; stack.length > 0; ) {
        let node = stack[stack.length - 1];
        if (node.visited) {
          let { parent, key } = node, value = parent[key];
          typeof value == "string" && (customFormat.test(value) ? value = BigInt(value.slice(0, -1)) : noiseValue.test(value) && (value = value.slice(0, -1))), typeof userReviver == "function" && (value = userReviver.call(parent, key, value)), value === void 0 ? delete parent[key] : parent[key] = value, stack.pop();
        } else {
          node.visited = !0;
          let value = node.parent[node.key];
          if (value !== null && typeof value == "object") {
            let keys = Object.keys(value);
            for (let i2 = keys.length - 1; i2 >= 0; i2--)
              stack.push({ parent: value, key: keys[i2], visited: !1 });
          }
        }
      }
      return rootHolder[""];
    }, serializeBigInts = (text3) => text3.replace(
      stringsOrLargeNumbers,
      (match, digits, fractional, exponential) => {
        let isString2 = match[0] === '"';
        if (isString2 && noiseValueWithQuotes.test(match)) return match.substring(0, match.length - 1) + 'n"';
        let hasFractionalOrExponential = fractional || exponential, isLessThanMaxSafeInt = digits && (digits.length < MAX_DIGITS || digits.length === MAX_DIGITS && digits <= MAX_INT);
        return isString2 || hasFractionalOrExponential || isLessThanMaxSafeInt ? match : '"' + match + 'n"';
      }
    ), JSONParse = (text3, reviver) => {
      if (!text3) return originalParse(text3, reviver);
      try {
        if (isContextSourceSupported()) return JSONParseV2(text3, reviver);
        let serializedData = serializeBigInts(text3);
        return originalParse(
          serializedData,
          (key, value, context) => convertMarkedBigIntsReviver(key, value, context, reviver)
        );
      } catch (error) {
        if (error instanceof RangeError) {
          let serializedData = serializeBigInts(text3), parsed = originalParse(serializedData);
          return applyReviverIteratively(parsed, reviver);
        }
        throw error;
      }
    };
  }
});

// node_modules/@octokit/request/dist-bundle/index.js
function isPlainObject2(value) {
  if (typeof value != "object" || value === null || Object.prototype.toString.call(value) !== "[object Object]") return !1;
  let proto = Object.getPrototypeOf(value);
  if (proto === null) return !0;
  let Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor == "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
async function fetchWrapper(requestOptions) {
  let fetch2 = requestOptions.request?.fetch || globalThis.fetch;
  if (!fetch2)
    throw new Error(
      "fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing"
    );
  let log = requestOptions.request?.log || console, parseSuccessResponseBody = requestOptions.request?.parseSuccessResponseBody !== !1, body = isPlainObject2(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body, requestHeaders = Object.fromEntries(
    Object.entries(requestOptions.headers).map(([name, value]) => [
      name,
      String(value)
    ])
  ), fetchResponse;
  try {
    fetchResponse = await fetch2(requestOptions.url, {
      method: requestOptions.method,
      body,
      redirect: requestOptions.request?.redirect,
      headers: requestHeaders,
      signal: requestOptions.request?.signal,
      // duplex must be set if request.body is ReadableStream or Async Iterables.
      // See https://fetch.spec.whatwg.org/#dom-requestinit-duplex.
      ...requestOptions.body && { duplex: "half" }
    });
  } catch (error) {
    let message = "Unknown Error";
    if (error instanceof Error) {
      if (error.name === "AbortError")
        throw error.status = 500, error;
      message = error.message, error.name === "TypeError" && "cause" in error && (error.cause instanceof Error ? message = error.cause.message : typeof error.cause == "string" && (message = error.cause));
    }
    let requestError = new RequestError(message, 500, {
      request: requestOptions
    });
    throw requestError.cause = error, requestError;
  }
  let status = fetchResponse.status, url = fetchResponse.url, responseHeaders = {};
  for (let [key, value] of fetchResponse.headers)
    responseHeaders[key] = value;
  let octokitResponse = {
    url,
    status,
    headers: responseHeaders,
    data: ""
  };
  if ("deprecation" in responseHeaders) {
    let matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/), deprecationLink = matches && matches.pop();
    log.warn(
      `[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`
    );
  }
  if (status === 204 || status === 205)
    return octokitResponse;
  if (requestOptions.method === "HEAD") {
    if (status < 400)
      return octokitResponse;
    throw new RequestError(fetchResponse.statusText, status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status === 304)
    throw octokitResponse.data = await getResponseData(fetchResponse), new RequestError("Not modified", status, {
      response: octokitResponse,
      request: requestOptions
    });
  if (status >= 400)
    throw octokitResponse.data = await getResponseData(fetchResponse), new RequestError(toErrorMessage(octokitResponse.data), status, {
      response: octokitResponse,
      request: requestOptions
    });
  return octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body, octokitResponse;
}
async function getResponseData(response) {
  let contentType = response.headers.get("content-type");
  if (!contentType)
    return response.text().catch(noop2);
  let mimetype = parse4(contentType);
  if (isJSONResponse(mimetype)) {
    let text3 = "";
    try {
      return text3 = await response.text(), JSONParse(text3);
    } catch {
      return text3;
    }
  } else return mimetype.type.startsWith("text/") || // `application/octet-stream` is the canonical "arbitrary binary" type
  // (RFC 2046) and must never be decoded as text, even when the response
  // carries a (misleading) `charset=utf-8` parameter — see #751.
  mimetype.parameters.charset?.toLowerCase() === "utf-8" && mimetype.type !== "application/octet-stream" ? response.text().catch(noop2) : response.arrayBuffer().catch(
    /* v8 ignore next -- @preserve */
    () => new ArrayBuffer(0)
  );
}
function isJSONResponse(mimetype) {
  return mimetype.type === "application/json" || mimetype.type === "application/scim+json";
}
function toErrorMessage(data) {
  if (typeof data == "string")
    return data;
  if (data instanceof ArrayBuffer)
    return "Unknown error";
  if (typeof data == "object" && data !== null && "message" in data) {
    let objectData = data, suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
    return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map((v) => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
  }
  return `Unknown error: ${JSON.stringify(data)}`;
}
function withDefaults2(oldEndpoint, newDefaults) {
  let endpoint2 = oldEndpoint.defaults(newDefaults);
  return Object.assign(function(route, parameters) {
    let endpointOptions = endpoint2.merge(route, parameters);
    if (!endpointOptions.request || !endpointOptions.request.hook)
      return fetchWrapper(endpoint2.parse(endpointOptions));
    let request22 = (route2, parameters2) => fetchWrapper(
      endpoint2.parse(endpoint2.merge(route2, parameters2))
    );
    return Object.assign(request22, {
      endpoint: endpoint2,
      defaults: withDefaults2.bind(null, endpoint2)
    }), endpointOptions.request.hook(request22, endpointOptions);
  }, {
    endpoint: endpoint2,
    defaults: withDefaults2.bind(null, endpoint2)
  });
}
var VERSION5, defaults_default, noop2, request, init_dist_bundle4 = __esm({
  "node_modules/@octokit/request/dist-bundle/index.js"() {
    init_dist_bundle3();
    init_universal_user_agent();
    init_dist3();
    init_json_with_bigint();
    init_dist_src();
    VERSION5 = "10.0.16", defaults_default = {
      headers: {
        "user-agent": `octokit-request.js/${VERSION5} ${getUserAgent()}`
      }
    };
    noop2 = () => "";
    request = withDefaults2(endpoint, defaults_default);
  }
});

// node_modules/@octokit/graphql/dist-bundle/index.js
function _buildMessageForResponseErrors(data) {
  return `Request failed due to following response errors:
` + data.errors.map((e) => ` - ${e.message}`).join(`
`);
}
function graphql(request22, query, options) {
  if (options) {
    if (typeof query == "string" && "query" in options)
      return Promise.reject(
        new Error('[@octokit/graphql] "query" cannot be used as variable name')
      );
    for (let key in options)
      if (FORBIDDEN_VARIABLE_OPTIONS.includes(key))
        return Promise.reject(
          new Error(
            `[@octokit/graphql] "${key}" cannot be used as variable name`
          )
        );
  }
  let parsedOptions = typeof query == "string" ? Object.assign({ query }, options) : query, requestOptions = Object.keys(
    parsedOptions
  ).reduce((result, key) => NON_VARIABLE_OPTIONS.includes(key) ? (result[key] = parsedOptions[key], result) : (result.variables || (result.variables = {}), result.variables[key] = parsedOptions[key], result), {}), baseUrl = parsedOptions.baseUrl || request22.endpoint.DEFAULTS.baseUrl;
  return GHES_V3_SUFFIX_REGEX.test(baseUrl) && (requestOptions.url = baseUrl.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql")), request22(requestOptions).then((response) => {
    if (response.data.errors) {
      let headers = {};
      for (let key of Object.keys(response.headers))
        headers[key] = response.headers[key];
      throw new GraphqlResponseError(
        requestOptions,
        headers,
        response.data
      );
    }
    return response.data.data;
  });
}
function withDefaults3(request22, newDefaults) {
  let newRequest = request22.defaults(newDefaults);
  return Object.assign((query, options) => graphql(newRequest, query, options), {
    defaults: withDefaults3.bind(null, newRequest),
    endpoint: newRequest.endpoint
  });
}
function withCustomRequest(customRequest) {
  return withDefaults3(customRequest, {
    method: "POST",
    url: "/graphql"
  });
}
var VERSION6, GraphqlResponseError, NON_VARIABLE_OPTIONS, FORBIDDEN_VARIABLE_OPTIONS, GHES_V3_SUFFIX_REGEX, graphql2, init_dist_bundle5 = __esm({
  "node_modules/@octokit/graphql/dist-bundle/index.js"() {
    init_dist_bundle4();
    init_universal_user_agent();
    VERSION6 = "0.0.0-development";
    GraphqlResponseError = class extends Error {
      constructor(request22, headers, response) {
        super(_buildMessageForResponseErrors(response)), this.request = request22, this.headers = headers, this.response = response, this.errors = response.errors, this.data = response.data, Error.captureStackTrace && Error.captureStackTrace(this, this.constructor);
      }
      request;
      headers;
      response;
      name = "GraphqlResponseError";
      errors;
      data;
    }, NON_VARIABLE_OPTIONS = [
      "method",
      "baseUrl",
      "url",
      "headers",
      "request",
      "query",
      "mediaType",
      "operationName"
    ], FORBIDDEN_VARIABLE_OPTIONS = ["query", "method", "url"], GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
    graphql2 = withDefaults3(request, {
      headers: {
        "user-agent": `octokit-graphql.js/${VERSION6} ${getUserAgent()}`
      },
      method: "POST",
      url: "/graphql"
    });
  }
});

// node_modules/@octokit/auth-token/dist-bundle/index.js
async function auth(token) {
  let isApp = isJWT(token), isInstallation = token.startsWith("v1.") || token.startsWith("ghs_"), isUserToServer = token.startsWith("ghu_");
  return {
    type: "token",
    token,
    tokenType: isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth"
  };
}
function withAuthorizationPrefix(token) {
  return token.split(/\./).length === 3 ? `bearer ${token}` : `token ${token}`;
}
async function hook(token, request3, route, parameters) {
  let endpoint2 = request3.endpoint.merge(
    route,
    parameters
  );
  return endpoint2.headers.authorization = withAuthorizationPrefix(token), request3(endpoint2);
}
var b64url, sep2, jwtRE, isJWT, createTokenAuth, init_dist_bundle6 = __esm({
  "node_modules/@octokit/auth-token/dist-bundle/index.js"() {
    b64url = "(?:[a-zA-Z0-9_-]+)", sep2 = "\\.", jwtRE = new RegExp(`^${b64url}${sep2}${b64url}${sep2}${b64url}$`), isJWT = jwtRE.test.bind(jwtRE);
    createTokenAuth = function(token) {
      if (!token)
        throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
      if (typeof token != "string")
        throw new Error(
          "[@octokit/auth-token] Token passed to createTokenAuth is not a string"
        );
      return token = token.replace(/^(token|bearer) +/i, ""), Object.assign(auth.bind(null, token), {
        hook: hook.bind(null, token)
      });
    };
  }
});

// node_modules/@octokit/core/dist-src/version.js
var VERSION7, init_version3 = __esm({
  "node_modules/@octokit/core/dist-src/version.js"() {
    VERSION7 = "7.0.8";
  }
});

// node_modules/@octokit/core/dist-src/index.js
function createLogger(logger = {}) {
  return typeof logger.debug != "function" && (logger.debug = noop3), typeof logger.info != "function" && (logger.info = noop3), typeof logger.warn != "function" && (logger.warn = consoleWarn), typeof logger.error != "function" && (logger.error = consoleError), logger;
}
var noop3, consoleWarn, consoleError, userAgentTrail, Octokit, init_dist_src2 = __esm({
  "node_modules/@octokit/core/dist-src/index.js"() {
    init_universal_user_agent();
    init_before_after_hook();
    init_dist_bundle4();
    init_dist_bundle5();
    init_dist_bundle6();
    init_version3();
    noop3 = () => {
    }, consoleWarn = console.warn.bind(console), consoleError = console.error.bind(console);
    userAgentTrail = `octokit-core.js/${VERSION7} ${getUserAgent()}`, Octokit = class {
      static VERSION = VERSION7;
      static defaults(defaults) {
        return class extends this {
          constructor(...args) {
            let options = args[0] || {};
            if (typeof defaults == "function") {
              super(defaults(options));
              return;
            }
            super(
              Object.assign(
                {},
                defaults,
                options,
                options.userAgent && defaults.userAgent ? {
                  userAgent: `${options.userAgent} ${defaults.userAgent}`
                } : null
              )
            );
          }
        };
      }
      static plugins = [];
      /**
       * Attach a plugin (or many) to your Octokit instance.
       *
       * @example
       * const API = Octokit.plugin(plugin1, plugin2, plugin3, ...)
       */
      static plugin(...newPlugins) {
        let currentPlugins = this.plugins;
        return class extends this {
          static plugins = currentPlugins.concat(
            newPlugins.filter((plugin) => !currentPlugins.includes(plugin))
          );
        };
      }
      constructor(options = {}) {
        let hook2 = new before_after_hook_default.Collection(), requestDefaults = {
          baseUrl: request.endpoint.DEFAULTS.baseUrl,
          headers: {},
          request: Object.assign({}, options.request, {
            // @ts-ignore internal usage only, no need to type
            hook: hook2.bind(null, "request")
          }),
          mediaType: {
            previews: [],
            format: ""
          }
        };
        if (requestDefaults.headers["user-agent"] = options.userAgent ? `${options.userAgent} ${userAgentTrail}` : userAgentTrail, options.baseUrl && (requestDefaults.baseUrl = options.baseUrl), options.previews && (requestDefaults.mediaType.previews = options.previews), options.timeZone && (requestDefaults.headers["time-zone"] = options.timeZone), this.request = request.defaults(requestDefaults), this.graphql = withCustomRequest(this.request).defaults(requestDefaults), this.log = createLogger(options.log), this.hook = hook2, options.authStrategy) {
          let { authStrategy, ...otherOptions } = options, auth2 = authStrategy(
            Object.assign(
              {
                request: this.request,
                log: this.log,
                // we pass the current octokit instance as well as its constructor options
                // to allow for authentication strategies that return a new octokit instance
                // that shares the same internal state as the current one. The original
                // requirement for this was the "event-octokit" authentication strategy
                // of https://github.com/probot/octokit-auth-probot.
                octokit: this,
                octokitOptions: otherOptions
              },
              options.auth
            )
          );
          hook2.wrap("request", auth2.hook), this.auth = auth2;
        } else if (!options.auth)
          this.auth = async () => ({
            type: "unauthenticated"
          });
        else {
          let auth2 = createTokenAuth(options.auth);
          hook2.wrap("request", auth2.hook), this.auth = auth2;
        }
        let classConstructor = this.constructor;
        for (let i2 = 0; i2 < classConstructor.plugins.length; ++i2)
          Object.assign(this, classConstructor.plugins[i2](this, options));
      }
      // assigned during constructor
      request;
      graphql;
      log;
      hook;
      // TODO: type `octokit.auth` based on passed options.authStrategy
      auth;
    };
  }
});

// node_modules/@octokit/plugin-request-log/dist-src/version.js
var VERSION8, init_version4 = __esm({
  "node_modules/@octokit/plugin-request-log/dist-src/version.js"() {
    VERSION8 = "6.0.0";
  }
});

// node_modules/@octokit/plugin-request-log/dist-src/index.js
function requestLog(octokit) {
  octokit.hook.wrap("request", (request3, options) => {
    octokit.log.debug("request", options);
    let start = Date.now(), requestOptions = octokit.request.endpoint.parse(options), path = requestOptions.url.replace(options.baseUrl, "");
    return request3(options).then((response) => {
      let requestId = response.headers["x-github-request-id"];
      return octokit.log.info(
        `${requestOptions.method} ${path} - ${response.status} with id ${requestId} in ${Date.now() - start}ms`
      ), response;
    }).catch((error) => {
      let requestId = error.response?.headers["x-github-request-id"] || "UNKNOWN";
      throw octokit.log.error(
        `${requestOptions.method} ${path} - ${error.status} with id ${requestId} in ${Date.now() - start}ms`
      ), error;
    });
  });
}
var init_dist_src3 = __esm({
  "node_modules/@octokit/plugin-request-log/dist-src/index.js"() {
    init_version4();
    requestLog.VERSION = VERSION8;
  }
});

// node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
function normalizePaginatedListResponse(response) {
  if (!response.data)
    return {
      ...response,
      data: []
    };
  if (!(("total_count" in response.data || "total_commits" in response.data) && !("url" in response.data))) return response;
  let incompleteResults = response.data.incomplete_results, repositorySelection = response.data.repository_selection, totalCount = response.data.total_count, totalCommits = response.data.total_commits;
  delete response.data.incomplete_results, delete response.data.repository_selection, delete response.data.total_count, delete response.data.total_commits;
  let namespaceKey = Object.keys(response.data)[0], data = response.data[namespaceKey];
  return response.data = data, typeof incompleteResults < "u" && (response.data.incomplete_results = incompleteResults), typeof repositorySelection < "u" && (response.data.repository_selection = repositorySelection), response.data.total_count = totalCount, response.data.total_commits = totalCommits, response;
}
function iterator(octokit, route, parameters) {
  let options = typeof route == "function" ? route.endpoint(parameters) : octokit.request.endpoint(route, parameters), requestMethod = typeof route == "function" ? route : octokit.request, method = options.method, headers = options.headers, url = options.url;
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        if (!url) return { done: !0 };
        try {
          let response = await requestMethod({ method, url, headers }), normalizedResponse = normalizePaginatedListResponse(response);
          if (url = ((normalizedResponse.headers.link || "").match(
            /<([^<>]+)>;\s*rel="next"/
          ) || [])[1], !url && "total_commits" in normalizedResponse.data) {
            let parsedUrl = new URL(normalizedResponse.url), params = parsedUrl.searchParams, page = parseInt(params.get("page") || "1", 10), per_page = parseInt(params.get("per_page") || "250", 10);
            page * per_page < normalizedResponse.data.total_commits && (params.set("page", String(page + 1)), url = parsedUrl.toString());
          }
          return { value: normalizedResponse };
        } catch (error) {
          if (error.status !== 409) throw error;
          return url = "", {
            value: {
              status: 200,
              headers: {},
              data: []
            }
          };
        }
      }
    })
  };
}
function paginate(octokit, route, parameters, mapFn) {
  return typeof parameters == "function" && (mapFn = parameters, parameters = void 0), gather(
    octokit,
    [],
    iterator(octokit, route, parameters)[Symbol.asyncIterator](),
    mapFn
  );
}
function gather(octokit, results, iterator2, mapFn) {
  return iterator2.next().then((result) => {
    if (result.done)
      return results;
    let earlyExit = !1;
    function done() {
      earlyExit = !0;
    }
    return results = results.concat(
      mapFn ? mapFn(result.value, done) : result.value.data
    ), earlyExit ? results : gather(octokit, results, iterator2, mapFn);
  });
}
function paginateRest(octokit) {
  return {
    paginate: Object.assign(paginate.bind(null, octokit), {
      iterator: iterator.bind(null, octokit)
    })
  };
}
var VERSION9, composePaginateRest, init_dist_bundle7 = __esm({
  "node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js"() {
    VERSION9 = "0.0.0-development";
    composePaginateRest = Object.assign(paginate, {
      iterator
    });
    paginateRest.VERSION = VERSION9;
  }
});

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/version.js
var VERSION10, init_version5 = __esm({
  "node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/version.js"() {
    VERSION10 = "16.1.1";
  }
});

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js
var Endpoints, endpoints_default, init_endpoints = __esm({
  "node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js"() {
    Endpoints = {
      actions: {
        addCustomLabelsToSelfHostedRunnerForOrg: [
          "POST /orgs/{org}/actions/runners/{runner_id}/labels"
        ],
        addCustomLabelsToSelfHostedRunnerForRepo: [
          "POST /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
        ],
        addRepoAccessToSelfHostedRunnerGroupInOrg: [
          "PUT /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories/{repository_id}"
        ],
        addSelectedRepoToOrgSecret: [
          "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
        ],
        addSelectedRepoToOrgVariable: [
          "PUT /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
        ],
        approveWorkflowRun: [
          "POST /repos/{owner}/{repo}/actions/runs/{run_id}/approve"
        ],
        cancelWorkflowRun: [
          "POST /repos/{owner}/{repo}/actions/runs/{run_id}/cancel"
        ],
        createEnvironmentVariable: [
          "POST /repos/{owner}/{repo}/environments/{environment_name}/variables"
        ],
        createHostedRunnerForOrg: ["POST /orgs/{org}/actions/hosted-runners"],
        createOrUpdateEnvironmentSecret: [
          "PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
        ],
        createOrUpdateOrgSecret: ["PUT /orgs/{org}/actions/secrets/{secret_name}"],
        createOrUpdateRepoSecret: [
          "PUT /repos/{owner}/{repo}/actions/secrets/{secret_name}"
        ],
        createOrgVariable: ["POST /orgs/{org}/actions/variables"],
        createRegistrationTokenForOrg: [
          "POST /orgs/{org}/actions/runners/registration-token"
        ],
        createRegistrationTokenForRepo: [
          "POST /repos/{owner}/{repo}/actions/runners/registration-token"
        ],
        createRemoveTokenForOrg: ["POST /orgs/{org}/actions/runners/remove-token"],
        createRemoveTokenForRepo: [
          "POST /repos/{owner}/{repo}/actions/runners/remove-token"
        ],
        createRepoVariable: ["POST /repos/{owner}/{repo}/actions/variables"],
        createWorkflowDispatch: [
          "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches"
        ],
        deleteActionsCacheById: [
          "DELETE /repos/{owner}/{repo}/actions/caches/{cache_id}"
        ],
        deleteActionsCacheByKey: [
          "DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}"
        ],
        deleteArtifact: [
          "DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"
        ],
        deleteEnvironmentSecret: [
          "DELETE /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
        ],
        deleteEnvironmentVariable: [
          "DELETE /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
        ],
        deleteHostedRunnerForOrg: [
          "DELETE /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
        ],
        deleteOrgSecret: ["DELETE /orgs/{org}/actions/secrets/{secret_name}"],
        deleteOrgVariable: ["DELETE /orgs/{org}/actions/variables/{name}"],
        deleteRepoSecret: [
          "DELETE /repos/{owner}/{repo}/actions/secrets/{secret_name}"
        ],
        deleteRepoVariable: [
          "DELETE /repos/{owner}/{repo}/actions/variables/{name}"
        ],
        deleteSelfHostedRunnerFromOrg: [
          "DELETE /orgs/{org}/actions/runners/{runner_id}"
        ],
        deleteSelfHostedRunnerFromRepo: [
          "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}"
        ],
        deleteWorkflowRun: ["DELETE /repos/{owner}/{repo}/actions/runs/{run_id}"],
        deleteWorkflowRunLogs: [
          "DELETE /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
        ],
        disableSelectedRepositoryGithubActionsOrganization: [
          "DELETE /orgs/{org}/actions/permissions/repositories/{repository_id}"
        ],
        disableWorkflow: [
          "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/disable"
        ],
        downloadArtifact: [
          "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}"
        ],
        downloadJobLogsForWorkflowRun: [
          "GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs"
        ],
        downloadWorkflowRunAttemptLogs: [
          "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/logs"
        ],
        downloadWorkflowRunLogs: [
          "GET /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
        ],
        enableSelectedRepositoryGithubActionsOrganization: [
          "PUT /orgs/{org}/actions/permissions/repositories/{repository_id}"
        ],
        enableWorkflow: [
          "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable"
        ],
        forceCancelWorkflowRun: [
          "POST /repos/{owner}/{repo}/actions/runs/{run_id}/force-cancel"
        ],
        generateRunnerJitconfigForOrg: [
          "POST /orgs/{org}/actions/runners/generate-jitconfig"
        ],
        generateRunnerJitconfigForRepo: [
          "POST /repos/{owner}/{repo}/actions/runners/generate-jitconfig"
        ],
        getActionsCacheList: ["GET /repos/{owner}/{repo}/actions/caches"],
        getActionsCacheUsage: ["GET /repos/{owner}/{repo}/actions/cache/usage"],
        getActionsCacheUsageByRepoForOrg: [
          "GET /orgs/{org}/actions/cache/usage-by-repository"
        ],
        getActionsCacheUsageForOrg: ["GET /orgs/{org}/actions/cache/usage"],
        getAllowedActionsOrganization: [
          "GET /orgs/{org}/actions/permissions/selected-actions"
        ],
        getAllowedActionsRepository: [
          "GET /repos/{owner}/{repo}/actions/permissions/selected-actions"
        ],
        getArtifact: ["GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"],
        getCustomOidcSubClaimForRepo: [
          "GET /repos/{owner}/{repo}/actions/oidc/customization/sub"
        ],
        getEnvironmentPublicKey: [
          "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key"
        ],
        getEnvironmentSecret: [
          "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
        ],
        getEnvironmentVariable: [
          "GET /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
        ],
        getGithubActionsDefaultWorkflowPermissionsOrganization: [
          "GET /orgs/{org}/actions/permissions/workflow"
        ],
        getGithubActionsDefaultWorkflowPermissionsRepository: [
          "GET /repos/{owner}/{repo}/actions/permissions/workflow"
        ],
        getGithubActionsPermissionsOrganization: [
          "GET /orgs/{org}/actions/permissions"
        ],
        getGithubActionsPermissionsRepository: [
          "GET /repos/{owner}/{repo}/actions/permissions"
        ],
        getHostedRunnerForOrg: [
          "GET /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
        ],
        getHostedRunnersGithubOwnedImagesForOrg: [
          "GET /orgs/{org}/actions/hosted-runners/images/github-owned"
        ],
        getHostedRunnersLimitsForOrg: [
          "GET /orgs/{org}/actions/hosted-runners/limits"
        ],
        getHostedRunnersMachineSpecsForOrg: [
          "GET /orgs/{org}/actions/hosted-runners/machine-sizes"
        ],
        getHostedRunnersPartnerImagesForOrg: [
          "GET /orgs/{org}/actions/hosted-runners/images/partner"
        ],
        getHostedRunnersPlatformsForOrg: [
          "GET /orgs/{org}/actions/hosted-runners/platforms"
        ],
        getJobForWorkflowRun: ["GET /repos/{owner}/{repo}/actions/jobs/{job_id}"],
        getOrgPublicKey: ["GET /orgs/{org}/actions/secrets/public-key"],
        getOrgSecret: ["GET /orgs/{org}/actions/secrets/{secret_name}"],
        getOrgVariable: ["GET /orgs/{org}/actions/variables/{name}"],
        getPendingDeploymentsForRun: [
          "GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
        ],
        getRepoPermissions: [
          "GET /repos/{owner}/{repo}/actions/permissions",
          {},
          { renamed: ["actions", "getGithubActionsPermissionsRepository"] }
        ],
        getRepoPublicKey: ["GET /repos/{owner}/{repo}/actions/secrets/public-key"],
        getRepoSecret: ["GET /repos/{owner}/{repo}/actions/secrets/{secret_name}"],
        getRepoVariable: ["GET /repos/{owner}/{repo}/actions/variables/{name}"],
        getReviewsForRun: [
          "GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals"
        ],
        getSelfHostedRunnerForOrg: ["GET /orgs/{org}/actions/runners/{runner_id}"],
        getSelfHostedRunnerForRepo: [
          "GET /repos/{owner}/{repo}/actions/runners/{runner_id}"
        ],
        getWorkflow: ["GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}"],
        getWorkflowAccessToRepository: [
          "GET /repos/{owner}/{repo}/actions/permissions/access"
        ],
        getWorkflowRun: ["GET /repos/{owner}/{repo}/actions/runs/{run_id}"],
        getWorkflowRunAttempt: [
          "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}"
        ],
        getWorkflowRunUsage: [
          "GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing"
        ],
        getWorkflowUsage: [
          "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/timing"
        ],
        listArtifactsForRepo: ["GET /repos/{owner}/{repo}/actions/artifacts"],
        listEnvironmentSecrets: [
          "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets"
        ],
        listEnvironmentVariables: [
          "GET /repos/{owner}/{repo}/environments/{environment_name}/variables"
        ],
        listGithubHostedRunnersInGroupForOrg: [
          "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners"
        ],
        listHostedRunnersForOrg: ["GET /orgs/{org}/actions/hosted-runners"],
        listJobsForWorkflowRun: [
          "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs"
        ],
        listJobsForWorkflowRunAttempt: [
          "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs"
        ],
        listLabelsForSelfHostedRunnerForOrg: [
          "GET /orgs/{org}/actions/runners/{runner_id}/labels"
        ],
        listLabelsForSelfHostedRunnerForRepo: [
          "GET /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
        ],
        listOrgSecrets: ["GET /orgs/{org}/actions/secrets"],
        listOrgVariables: ["GET /orgs/{org}/actions/variables"],
        listRepoOrganizationSecrets: [
          "GET /repos/{owner}/{repo}/actions/organization-secrets"
        ],
        listRepoOrganizationVariables: [
          "GET /repos/{owner}/{repo}/actions/organization-variables"
        ],
        listRepoSecrets: ["GET /repos/{owner}/{repo}/actions/secrets"],
        listRepoVariables: ["GET /repos/{owner}/{repo}/actions/variables"],
        listRepoWorkflows: ["GET /repos/{owner}/{repo}/actions/workflows"],
        listRunnerApplicationsForOrg: ["GET /orgs/{org}/actions/runners/downloads"],
        listRunnerApplicationsForRepo: [
          "GET /repos/{owner}/{repo}/actions/runners/downloads"
        ],
        listSelectedReposForOrgSecret: [
          "GET /orgs/{org}/actions/secrets/{secret_name}/repositories"
        ],
        listSelectedReposForOrgVariable: [
          "GET /orgs/{org}/actions/variables/{name}/repositories"
        ],
        listSelectedRepositoriesEnabledGithubActionsOrganization: [
          "GET /orgs/{org}/actions/permissions/repositories"
        ],
        listSelfHostedRunnersForOrg: ["GET /orgs/{org}/actions/runners"],
        listSelfHostedRunnersForRepo: ["GET /repos/{owner}/{repo}/actions/runners"],
        listWorkflowRunArtifacts: [
          "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts"
        ],
        listWorkflowRuns: [
          "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs"
        ],
        listWorkflowRunsForRepo: ["GET /repos/{owner}/{repo}/actions/runs"],
        reRunJobForWorkflowRun: [
          "POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun"
        ],
        reRunWorkflow: ["POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun"],
        reRunWorkflowFailedJobs: [
          "POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs"
        ],
        removeAllCustomLabelsFromSelfHostedRunnerForOrg: [
          "DELETE /orgs/{org}/actions/runners/{runner_id}/labels"
        ],
        removeAllCustomLabelsFromSelfHostedRunnerForRepo: [
          "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
        ],
        removeCustomLabelFromSelfHostedRunnerForOrg: [
          "DELETE /orgs/{org}/actions/runners/{runner_id}/labels/{name}"
        ],
        removeCustomLabelFromSelfHostedRunnerForRepo: [
          "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels/{name}"
        ],
        removeSelectedRepoFromOrgSecret: [
          "DELETE /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
        ],
        removeSelectedRepoFromOrgVariable: [
          "DELETE /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
        ],
        reviewCustomGatesForRun: [
          "POST /repos/{owner}/{repo}/actions/runs/{run_id}/deployment_protection_rule"
        ],
        reviewPendingDeploymentsForRun: [
          "POST /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
        ],
        setAllowedActionsOrganization: [
          "PUT /orgs/{org}/actions/permissions/selected-actions"
        ],
        setAllowedActionsRepository: [
          "PUT /repos/{owner}/{repo}/actions/permissions/selected-actions"
        ],
        setCustomLabelsForSelfHostedRunnerForOrg: [
          "PUT /orgs/{org}/actions/runners/{runner_id}/labels"
        ],
        setCustomLabelsForSelfHostedRunnerForRepo: [
          "PUT /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
        ],
        setCustomOidcSubClaimForRepo: [
          "PUT /repos/{owner}/{repo}/actions/oidc/customization/sub"
        ],
        setGithubActionsDefaultWorkflowPermissionsOrganization: [
          "PUT /orgs/{org}/actions/permissions/workflow"
        ],
        setGithubActionsDefaultWorkflowPermissionsRepository: [
          "PUT /repos/{owner}/{repo}/actions/permissions/workflow"
        ],
        setGithubActionsPermissionsOrganization: [
          "PUT /orgs/{org}/actions/permissions"
        ],
        setGithubActionsPermissionsRepository: [
          "PUT /repos/{owner}/{repo}/actions/permissions"
        ],
        setSelectedReposForOrgSecret: [
          "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories"
        ],
        setSelectedReposForOrgVariable: [
          "PUT /orgs/{org}/actions/variables/{name}/repositories"
        ],
        setSelectedRepositoriesEnabledGithubActionsOrganization: [
          "PUT /orgs/{org}/actions/permissions/repositories"
        ],
        setWorkflowAccessToRepository: [
          "PUT /repos/{owner}/{repo}/actions/permissions/access"
        ],
        updateEnvironmentVariable: [
          "PATCH /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
        ],
        updateHostedRunnerForOrg: [
          "PATCH /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
        ],
        updateOrgVariable: ["PATCH /orgs/{org}/actions/variables/{name}"],
        updateRepoVariable: [
          "PATCH /repos/{owner}/{repo}/actions/variables/{name}"
        ]
      },
      activity: {
        checkRepoIsStarredByAuthenticatedUser: ["GET /user/starred/{owner}/{repo}"],
        deleteRepoSubscription: ["DELETE /repos/{owner}/{repo}/subscription"],
        deleteThreadSubscription: [
          "DELETE /notifications/threads/{thread_id}/subscription"
        ],
        getFeeds: ["GET /feeds"],
        getRepoSubscription: ["GET /repos/{owner}/{repo}/subscription"],
        getThread: ["GET /notifications/threads/{thread_id}"],
        getThreadSubscriptionForAuthenticatedUser: [
          "GET /notifications/threads/{thread_id}/subscription"
        ],
        listEventsForAuthenticatedUser: ["GET /users/{username}/events"],
        listNotificationsForAuthenticatedUser: ["GET /notifications"],
        listOrgEventsForAuthenticatedUser: [
          "GET /users/{username}/events/orgs/{org}"
        ],
        listPublicEvents: ["GET /events"],
        listPublicEventsForRepoNetwork: ["GET /networks/{owner}/{repo}/events"],
        listPublicEventsForUser: ["GET /users/{username}/events/public"],
        listPublicOrgEvents: ["GET /orgs/{org}/events"],
        listReceivedEventsForUser: ["GET /users/{username}/received_events"],
        listReceivedPublicEventsForUser: [
          "GET /users/{username}/received_events/public"
        ],
        listRepoEvents: ["GET /repos/{owner}/{repo}/events"],
        listRepoNotificationsForAuthenticatedUser: [
          "GET /repos/{owner}/{repo}/notifications"
        ],
        listReposStarredByAuthenticatedUser: ["GET /user/starred"],
        listReposStarredByUser: ["GET /users/{username}/starred"],
        listReposWatchedByUser: ["GET /users/{username}/subscriptions"],
        listStargazersForRepo: ["GET /repos/{owner}/{repo}/stargazers"],
        listWatchedReposForAuthenticatedUser: ["GET /user/subscriptions"],
        listWatchersForRepo: ["GET /repos/{owner}/{repo}/subscribers"],
        markNotificationsAsRead: ["PUT /notifications"],
        markRepoNotificationsAsRead: ["PUT /repos/{owner}/{repo}/notifications"],
        markThreadAsDone: ["DELETE /notifications/threads/{thread_id}"],
        markThreadAsRead: ["PATCH /notifications/threads/{thread_id}"],
        setRepoSubscription: ["PUT /repos/{owner}/{repo}/subscription"],
        setThreadSubscription: [
          "PUT /notifications/threads/{thread_id}/subscription"
        ],
        starRepoForAuthenticatedUser: ["PUT /user/starred/{owner}/{repo}"],
        unstarRepoForAuthenticatedUser: ["DELETE /user/starred/{owner}/{repo}"]
      },
      apps: {
        addRepoToInstallation: [
          "PUT /user/installations/{installation_id}/repositories/{repository_id}",
          {},
          { renamed: ["apps", "addRepoToInstallationForAuthenticatedUser"] }
        ],
        addRepoToInstallationForAuthenticatedUser: [
          "PUT /user/installations/{installation_id}/repositories/{repository_id}"
        ],
        checkToken: ["POST /applications/{client_id}/token"],
        createFromManifest: ["POST /app-manifests/{code}/conversions"],
        createInstallationAccessToken: [
          "POST /app/installations/{installation_id}/access_tokens"
        ],
        deleteAuthorization: ["DELETE /applications/{client_id}/grant"],
        deleteInstallation: ["DELETE /app/installations/{installation_id}"],
        deleteToken: ["DELETE /applications/{client_id}/token"],
        getAuthenticated: ["GET /app"],
        getBySlug: ["GET /apps/{app_slug}"],
        getInstallation: ["GET /app/installations/{installation_id}"],
        getOrgInstallation: ["GET /orgs/{org}/installation"],
        getRepoInstallation: ["GET /repos/{owner}/{repo}/installation"],
        getSubscriptionPlanForAccount: [
          "GET /marketplace_listing/accounts/{account_id}"
        ],
        getSubscriptionPlanForAccountStubbed: [
          "GET /marketplace_listing/stubbed/accounts/{account_id}"
        ],
        getUserInstallation: ["GET /users/{username}/installation"],
        getWebhookConfigForApp: ["GET /app/hook/config"],
        getWebhookDelivery: ["GET /app/hook/deliveries/{delivery_id}"],
        listAccountsForPlan: ["GET /marketplace_listing/plans/{plan_id}/accounts"],
        listAccountsForPlanStubbed: [
          "GET /marketplace_listing/stubbed/plans/{plan_id}/accounts"
        ],
        listInstallationReposForAuthenticatedUser: [
          "GET /user/installations/{installation_id}/repositories"
        ],
        listInstallationRequestsForAuthenticatedApp: [
          "GET /app/installation-requests"
        ],
        listInstallations: ["GET /app/installations"],
        listInstallationsForAuthenticatedUser: ["GET /user/installations"],
        listPlans: ["GET /marketplace_listing/plans"],
        listPlansStubbed: ["GET /marketplace_listing/stubbed/plans"],
        listReposAccessibleToInstallation: ["GET /installation/repositories"],
        listSubscriptionsForAuthenticatedUser: ["GET /user/marketplace_purchases"],
        listSubscriptionsForAuthenticatedUserStubbed: [
          "GET /user/marketplace_purchases/stubbed"
        ],
        listWebhookDeliveries: ["GET /app/hook/deliveries"],
        redeliverWebhookDelivery: [
          "POST /app/hook/deliveries/{delivery_id}/attempts"
        ],
        removeRepoFromInstallation: [
          "DELETE /user/installations/{installation_id}/repositories/{repository_id}",
          {},
          { renamed: ["apps", "removeRepoFromInstallationForAuthenticatedUser"] }
        ],
        removeRepoFromInstallationForAuthenticatedUser: [
          "DELETE /user/installations/{installation_id}/repositories/{repository_id}"
        ],
        resetToken: ["PATCH /applications/{client_id}/token"],
        revokeInstallationAccessToken: ["DELETE /installation/token"],
        scopeToken: ["POST /applications/{client_id}/token/scoped"],
        suspendInstallation: ["PUT /app/installations/{installation_id}/suspended"],
        unsuspendInstallation: [
          "DELETE /app/installations/{installation_id}/suspended"
        ],
        updateWebhookConfigForApp: ["PATCH /app/hook/config"]
      },
      billing: {
        getGithubActionsBillingOrg: ["GET /orgs/{org}/settings/billing/actions"],
        getGithubActionsBillingUser: [
          "GET /users/{username}/settings/billing/actions"
        ],
        getGithubBillingUsageReportOrg: [
          "GET /organizations/{org}/settings/billing/usage"
        ],
        getGithubBillingUsageReportUser: [
          "GET /users/{username}/settings/billing/usage"
        ],
        getGithubPackagesBillingOrg: ["GET /orgs/{org}/settings/billing/packages"],
        getGithubPackagesBillingUser: [
          "GET /users/{username}/settings/billing/packages"
        ],
        getSharedStorageBillingOrg: [
          "GET /orgs/{org}/settings/billing/shared-storage"
        ],
        getSharedStorageBillingUser: [
          "GET /users/{username}/settings/billing/shared-storage"
        ]
      },
      campaigns: {
        createCampaign: ["POST /orgs/{org}/campaigns"],
        deleteCampaign: ["DELETE /orgs/{org}/campaigns/{campaign_number}"],
        getCampaignSummary: ["GET /orgs/{org}/campaigns/{campaign_number}"],
        listOrgCampaigns: ["GET /orgs/{org}/campaigns"],
        updateCampaign: ["PATCH /orgs/{org}/campaigns/{campaign_number}"]
      },
      checks: {
        create: ["POST /repos/{owner}/{repo}/check-runs"],
        createSuite: ["POST /repos/{owner}/{repo}/check-suites"],
        get: ["GET /repos/{owner}/{repo}/check-runs/{check_run_id}"],
        getSuite: ["GET /repos/{owner}/{repo}/check-suites/{check_suite_id}"],
        listAnnotations: [
          "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations"
        ],
        listForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-runs"],
        listForSuite: [
          "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs"
        ],
        listSuitesForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-suites"],
        rerequestRun: [
          "POST /repos/{owner}/{repo}/check-runs/{check_run_id}/rerequest"
        ],
        rerequestSuite: [
          "POST /repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest"
        ],
        setSuitesPreferences: [
          "PATCH /repos/{owner}/{repo}/check-suites/preferences"
        ],
        update: ["PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"]
      },
      codeScanning: {
        commitAutofix: [
          "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix/commits"
        ],
        createAutofix: [
          "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
        ],
        createVariantAnalysis: [
          "POST /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses"
        ],
        deleteAnalysis: [
          "DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}{?confirm_delete}"
        ],
        deleteCodeqlDatabase: [
          "DELETE /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
        ],
        getAlert: [
          "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}",
          {},
          { renamedParameters: { alert_id: "alert_number" } }
        ],
        getAnalysis: [
          "GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}"
        ],
        getAutofix: [
          "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
        ],
        getCodeqlDatabase: [
          "GET /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
        ],
        getDefaultSetup: ["GET /repos/{owner}/{repo}/code-scanning/default-setup"],
        getSarif: ["GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}"],
        getVariantAnalysis: [
          "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}"
        ],
        getVariantAnalysisRepoTask: [
          "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}/repos/{repo_owner}/{repo_name}"
        ],
        listAlertInstances: [
          "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances"
        ],
        listAlertsForOrg: ["GET /orgs/{org}/code-scanning/alerts"],
        listAlertsForRepo: ["GET /repos/{owner}/{repo}/code-scanning/alerts"],
        listAlertsInstances: [
          "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances",
          {},
          { renamed: ["codeScanning", "listAlertInstances"] }
        ],
        listCodeqlDatabases: [
          "GET /repos/{owner}/{repo}/code-scanning/codeql/databases"
        ],
        listRecentAnalyses: ["GET /repos/{owner}/{repo}/code-scanning/analyses"],
        updateAlert: [
          "PATCH /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}"
        ],
        updateDefaultSetup: [
          "PATCH /repos/{owner}/{repo}/code-scanning/default-setup"
        ],
        uploadSarif: ["POST /repos/{owner}/{repo}/code-scanning/sarifs"]
      },
      codeSecurity: {
        attachConfiguration: [
          "POST /orgs/{org}/code-security/configurations/{configuration_id}/attach"
        ],
        attachEnterpriseConfiguration: [
          "POST /enterprises/{enterprise}/code-security/configurations/{configuration_id}/attach"
        ],
        createConfiguration: ["POST /orgs/{org}/code-security/configurations"],
        createConfigurationForEnterprise: [
          "POST /enterprises/{enterprise}/code-security/configurations"
        ],
        deleteConfiguration: [
          "DELETE /orgs/{org}/code-security/configurations/{configuration_id}"
        ],
        deleteConfigurationForEnterprise: [
          "DELETE /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
        ],
        detachConfiguration: [
          "DELETE /orgs/{org}/code-security/configurations/detach"
        ],
        getConfiguration: [
          "GET /orgs/{org}/code-security/configurations/{configuration_id}"
        ],
        getConfigurationForRepository: [
          "GET /repos/{owner}/{repo}/code-security-configuration"
        ],
        getConfigurationsForEnterprise: [
          "GET /enterprises/{enterprise}/code-security/configurations"
        ],
        getConfigurationsForOrg: ["GET /orgs/{org}/code-security/configurations"],
        getDefaultConfigurations: [
          "GET /orgs/{org}/code-security/configurations/defaults"
        ],
        getDefaultConfigurationsForEnterprise: [
          "GET /enterprises/{enterprise}/code-security/configurations/defaults"
        ],
        getRepositoriesForConfiguration: [
          "GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories"
        ],
        getRepositoriesForEnterpriseConfiguration: [
          "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories"
        ],
        getSingleConfigurationForEnterprise: [
          "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
        ],
        setConfigurationAsDefault: [
          "PUT /orgs/{org}/code-security/configurations/{configuration_id}/defaults"
        ],
        setConfigurationAsDefaultForEnterprise: [
          "PUT /enterprises/{enterprise}/code-security/configurations/{configuration_id}/defaults"
        ],
        updateConfiguration: [
          "PATCH /orgs/{org}/code-security/configurations/{configuration_id}"
        ],
        updateEnterpriseConfiguration: [
          "PATCH /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
        ]
      },
      codesOfConduct: {
        getAllCodesOfConduct: ["GET /codes_of_conduct"],
        getConductCode: ["GET /codes_of_conduct/{key}"]
      },
      codespaces: {
        addRepositoryForSecretForAuthenticatedUser: [
          "PUT /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
        ],
        addSelectedRepoToOrgSecret: [
          "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
        ],
        checkPermissionsForDevcontainer: [
          "GET /repos/{owner}/{repo}/codespaces/permissions_check"
        ],
        codespaceMachinesForAuthenticatedUser: [
          "GET /user/codespaces/{codespace_name}/machines"
        ],
        createForAuthenticatedUser: ["POST /user/codespaces"],
        createOrUpdateOrgSecret: [
          "PUT /orgs/{org}/codespaces/secrets/{secret_name}"
        ],
        createOrUpdateRepoSecret: [
          "PUT /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
        ],
        createOrUpdateSecretForAuthenticatedUser: [
          "PUT /user/codespaces/secrets/{secret_name}"
        ],
        createWithPrForAuthenticatedUser: [
          "POST /repos/{owner}/{repo}/pulls/{pull_number}/codespaces"
        ],
        createWithRepoForAuthenticatedUser: [
          "POST /repos/{owner}/{repo}/codespaces"
        ],
        deleteForAuthenticatedUser: ["DELETE /user/codespaces/{codespace_name}"],
        deleteFromOrganization: [
          "DELETE /orgs/{org}/members/{username}/codespaces/{codespace_name}"
        ],
        deleteOrgSecret: ["DELETE /orgs/{org}/codespaces/secrets/{secret_name}"],
        deleteRepoSecret: [
          "DELETE /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
        ],
        deleteSecretForAuthenticatedUser: [
          "DELETE /user/codespaces/secrets/{secret_name}"
        ],
        exportForAuthenticatedUser: [
          "POST /user/codespaces/{codespace_name}/exports"
        ],
        getCodespacesForUserInOrg: [
          "GET /orgs/{org}/members/{username}/codespaces"
        ],
        getExportDetailsForAuthenticatedUser: [
          "GET /user/codespaces/{codespace_name}/exports/{export_id}"
        ],
        getForAuthenticatedUser: ["GET /user/codespaces/{codespace_name}"],
        getOrgPublicKey: ["GET /orgs/{org}/codespaces/secrets/public-key"],
        getOrgSecret: ["GET /orgs/{org}/codespaces/secrets/{secret_name}"],
        getPublicKeyForAuthenticatedUser: [
          "GET /user/codespaces/secrets/public-key"
        ],
        getRepoPublicKey: [
          "GET /repos/{owner}/{repo}/codespaces/secrets/public-key"
        ],
        getRepoSecret: [
          "GET /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
        ],
        getSecretForAuthenticatedUser: [
          "GET /user/codespaces/secrets/{secret_name}"
        ],
        listDevcontainersInRepositoryForAuthenticatedUser: [
          "GET /repos/{owner}/{repo}/codespaces/devcontainers"
        ],
        listForAuthenticatedUser: ["GET /user/codespaces"],
        listInOrganization: [
          "GET /orgs/{org}/codespaces",
          {},
          { renamedParameters: { org_id: "org" } }
        ],
        listInRepositoryForAuthenticatedUser: [
          "GET /repos/{owner}/{repo}/codespaces"
        ],
        listOrgSecrets: ["GET /orgs/{org}/codespaces/secrets"],
        listRepoSecrets: ["GET /repos/{owner}/{repo}/codespaces/secrets"],
        listRepositoriesForSecretForAuthenticatedUser: [
          "GET /user/codespaces/secrets/{secret_name}/repositories"
        ],
        listSecretsForAuthenticatedUser: ["GET /user/codespaces/secrets"],
        listSelectedReposForOrgSecret: [
          "GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
        ],
        preFlightWithRepoForAuthenticatedUser: [
          "GET /repos/{owner}/{repo}/codespaces/new"
        ],
        publishForAuthenticatedUser: [
          "POST /user/codespaces/{codespace_name}/publish"
        ],
        removeRepositoryForSecretForAuthenticatedUser: [
          "DELETE /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
        ],
        removeSelectedRepoFromOrgSecret: [
          "DELETE /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
        ],
        repoMachinesForAuthenticatedUser: [
          "GET /repos/{owner}/{repo}/codespaces/machines"
        ],
        setRepositoriesForSecretForAuthenticatedUser: [
          "PUT /user/codespaces/secrets/{secret_name}/repositories"
        ],
        setSelectedReposForOrgSecret: [
          "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
        ],
        startForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/start"],
        stopForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/stop"],
        stopInOrganization: [
          "POST /orgs/{org}/members/{username}/codespaces/{codespace_name}/stop"
        ],
        updateForAuthenticatedUser: ["PATCH /user/codespaces/{codespace_name}"]
      },
      copilot: {
        addCopilotSeatsForTeams: [
          "POST /orgs/{org}/copilot/billing/selected_teams"
        ],
        addCopilotSeatsForUsers: [
          "POST /orgs/{org}/copilot/billing/selected_users"
        ],
        cancelCopilotSeatAssignmentForTeams: [
          "DELETE /orgs/{org}/copilot/billing/selected_teams"
        ],
        cancelCopilotSeatAssignmentForUsers: [
          "DELETE /orgs/{org}/copilot/billing/selected_users"
        ],
        copilotMetricsForOrganization: ["GET /orgs/{org}/copilot/metrics"],
        copilotMetricsForTeam: ["GET /orgs/{org}/team/{team_slug}/copilot/metrics"],
        getCopilotOrganizationDetails: ["GET /orgs/{org}/copilot/billing"],
        getCopilotSeatDetailsForUser: [
          "GET /orgs/{org}/members/{username}/copilot"
        ],
        listCopilotSeats: ["GET /orgs/{org}/copilot/billing/seats"]
      },
      credentials: { revoke: ["POST /credentials/revoke"] },
      dependabot: {
        addSelectedRepoToOrgSecret: [
          "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
        ],
        createOrUpdateOrgSecret: [
          "PUT /orgs/{org}/dependabot/secrets/{secret_name}"
        ],
        createOrUpdateRepoSecret: [
          "PUT /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
        ],
        deleteOrgSecret: ["DELETE /orgs/{org}/dependabot/secrets/{secret_name}"],
        deleteRepoSecret: [
          "DELETE /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
        ],
        getAlert: ["GET /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"],
        getOrgPublicKey: ["GET /orgs/{org}/dependabot/secrets/public-key"],
        getOrgSecret: ["GET /orgs/{org}/dependabot/secrets/{secret_name}"],
        getRepoPublicKey: [
          "GET /repos/{owner}/{repo}/dependabot/secrets/public-key"
        ],
        getRepoSecret: [
          "GET /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
        ],
        listAlertsForEnterprise: [
          "GET /enterprises/{enterprise}/dependabot/alerts"
        ],
        listAlertsForOrg: ["GET /orgs/{org}/dependabot/alerts"],
        listAlertsForRepo: ["GET /repos/{owner}/{repo}/dependabot/alerts"],
        listOrgSecrets: ["GET /orgs/{org}/dependabot/secrets"],
        listRepoSecrets: ["GET /repos/{owner}/{repo}/dependabot/secrets"],
        listSelectedReposForOrgSecret: [
          "GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
        ],
        removeSelectedRepoFromOrgSecret: [
          "DELETE /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
        ],
        repositoryAccessForOrg: [
          "GET /organizations/{org}/dependabot/repository-access"
        ],
        setRepositoryAccessDefaultLevel: [
          "PUT /organizations/{org}/dependabot/repository-access/default-level"
        ],
        setSelectedReposForOrgSecret: [
          "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
        ],
        updateAlert: [
          "PATCH /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"
        ],
        updateRepositoryAccessForOrg: [
          "PATCH /organizations/{org}/dependabot/repository-access"
        ]
      },
      dependencyGraph: {
        createRepositorySnapshot: [
          "POST /repos/{owner}/{repo}/dependency-graph/snapshots"
        ],
        diffRange: [
          "GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead}"
        ],
        exportSbom: ["GET /repos/{owner}/{repo}/dependency-graph/sbom"]
      },
      emojis: { get: ["GET /emojis"] },
      gists: {
        checkIsStarred: ["GET /gists/{gist_id}/star"],
        create: ["POST /gists"],
        createComment: ["POST /gists/{gist_id}/comments"],
        delete: ["DELETE /gists/{gist_id}"],
        deleteComment: ["DELETE /gists/{gist_id}/comments/{comment_id}"],
        fork: ["POST /gists/{gist_id}/forks"],
        get: ["GET /gists/{gist_id}"],
        getComment: ["GET /gists/{gist_id}/comments/{comment_id}"],
        getRevision: ["GET /gists/{gist_id}/{sha}"],
        list: ["GET /gists"],
        listComments: ["GET /gists/{gist_id}/comments"],
        listCommits: ["GET /gists/{gist_id}/commits"],
        listForUser: ["GET /users/{username}/gists"],
        listForks: ["GET /gists/{gist_id}/forks"],
        listPublic: ["GET /gists/public"],
        listStarred: ["GET /gists/starred"],
        star: ["PUT /gists/{gist_id}/star"],
        unstar: ["DELETE /gists/{gist_id}/star"],
        update: ["PATCH /gists/{gist_id}"],
        updateComment: ["PATCH /gists/{gist_id}/comments/{comment_id}"]
      },
      git: {
        createBlob: ["POST /repos/{owner}/{repo}/git/blobs"],
        createCommit: ["POST /repos/{owner}/{repo}/git/commits"],
        createRef: ["POST /repos/{owner}/{repo}/git/refs"],
        createTag: ["POST /repos/{owner}/{repo}/git/tags"],
        createTree: ["POST /repos/{owner}/{repo}/git/trees"],
        deleteRef: ["DELETE /repos/{owner}/{repo}/git/refs/{ref}"],
        getBlob: ["GET /repos/{owner}/{repo}/git/blobs/{file_sha}"],
        getCommit: ["GET /repos/{owner}/{repo}/git/commits/{commit_sha}"],
        getRef: ["GET /repos/{owner}/{repo}/git/ref/{ref}"],
        getTag: ["GET /repos/{owner}/{repo}/git/tags/{tag_sha}"],
        getTree: ["GET /repos/{owner}/{repo}/git/trees/{tree_sha}"],
        listMatchingRefs: ["GET /repos/{owner}/{repo}/git/matching-refs/{ref}"],
        updateRef: ["PATCH /repos/{owner}/{repo}/git/refs/{ref}"]
      },
      gitignore: {
        getAllTemplates: ["GET /gitignore/templates"],
        getTemplate: ["GET /gitignore/templates/{name}"]
      },
      hostedCompute: {
        createNetworkConfigurationForOrg: [
          "POST /orgs/{org}/settings/network-configurations"
        ],
        deleteNetworkConfigurationFromOrg: [
          "DELETE /orgs/{org}/settings/network-configurations/{network_configuration_id}"
        ],
        getNetworkConfigurationForOrg: [
          "GET /orgs/{org}/settings/network-configurations/{network_configuration_id}"
        ],
        getNetworkSettingsForOrg: [
          "GET /orgs/{org}/settings/network-settings/{network_settings_id}"
        ],
        listNetworkConfigurationsForOrg: [
          "GET /orgs/{org}/settings/network-configurations"
        ],
        updateNetworkConfigurationForOrg: [
          "PATCH /orgs/{org}/settings/network-configurations/{network_configuration_id}"
        ]
      },
      interactions: {
        getRestrictionsForAuthenticatedUser: ["GET /user/interaction-limits"],
        getRestrictionsForOrg: ["GET /orgs/{org}/interaction-limits"],
        getRestrictionsForRepo: ["GET /repos/{owner}/{repo}/interaction-limits"],
        getRestrictionsForYourPublicRepos: [
          "GET /user/interaction-limits",
          {},
          { renamed: ["interactions", "getRestrictionsForAuthenticatedUser"] }
        ],
        removeRestrictionsForAuthenticatedUser: ["DELETE /user/interaction-limits"],
        removeRestrictionsForOrg: ["DELETE /orgs/{org}/interaction-limits"],
        removeRestrictionsForRepo: [
          "DELETE /repos/{owner}/{repo}/interaction-limits"
        ],
        removeRestrictionsForYourPublicRepos: [
          "DELETE /user/interaction-limits",
          {},
          { renamed: ["interactions", "removeRestrictionsForAuthenticatedUser"] }
        ],
        setRestrictionsForAuthenticatedUser: ["PUT /user/interaction-limits"],
        setRestrictionsForOrg: ["PUT /orgs/{org}/interaction-limits"],
        setRestrictionsForRepo: ["PUT /repos/{owner}/{repo}/interaction-limits"],
        setRestrictionsForYourPublicRepos: [
          "PUT /user/interaction-limits",
          {},
          { renamed: ["interactions", "setRestrictionsForAuthenticatedUser"] }
        ]
      },
      issues: {
        addAssignees: [
          "POST /repos/{owner}/{repo}/issues/{issue_number}/assignees"
        ],
        addBlockedByDependency: [
          "POST /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
        ],
        addLabels: ["POST /repos/{owner}/{repo}/issues/{issue_number}/labels"],
        addSubIssue: [
          "POST /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
        ],
        checkUserCanBeAssigned: ["GET /repos/{owner}/{repo}/assignees/{assignee}"],
        checkUserCanBeAssignedToIssue: [
          "GET /repos/{owner}/{repo}/issues/{issue_number}/assignees/{assignee}"
        ],
        create: ["POST /repos/{owner}/{repo}/issues"],
        createComment: [
          "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"
        ],
        createLabel: ["POST /repos/{owner}/{repo}/labels"],
        createMilestone: ["POST /repos/{owner}/{repo}/milestones"],
        deleteComment: [
          "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"
        ],
        deleteLabel: ["DELETE /repos/{owner}/{repo}/labels/{name}"],
        deleteMilestone: [
          "DELETE /repos/{owner}/{repo}/milestones/{milestone_number}"
        ],
        get: ["GET /repos/{owner}/{repo}/issues/{issue_number}"],
        getComment: ["GET /repos/{owner}/{repo}/issues/comments/{comment_id}"],
        getEvent: ["GET /repos/{owner}/{repo}/issues/events/{event_id}"],
        getLabel: ["GET /repos/{owner}/{repo}/labels/{name}"],
        getMilestone: ["GET /repos/{owner}/{repo}/milestones/{milestone_number}"],
        getParent: ["GET /repos/{owner}/{repo}/issues/{issue_number}/parent"],
        list: ["GET /issues"],
        listAssignees: ["GET /repos/{owner}/{repo}/assignees"],
        listComments: ["GET /repos/{owner}/{repo}/issues/{issue_number}/comments"],
        listCommentsForRepo: ["GET /repos/{owner}/{repo}/issues/comments"],
        listDependenciesBlockedBy: [
          "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
        ],
        listDependenciesBlocking: [
          "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking"
        ],
        listEvents: ["GET /repos/{owner}/{repo}/issues/{issue_number}/events"],
        listEventsForRepo: ["GET /repos/{owner}/{repo}/issues/events"],
        listEventsForTimeline: [
          "GET /repos/{owner}/{repo}/issues/{issue_number}/timeline"
        ],
        listForAuthenticatedUser: ["GET /user/issues"],
        listForOrg: ["GET /orgs/{org}/issues"],
        listForRepo: ["GET /repos/{owner}/{repo}/issues"],
        listLabelsForMilestone: [
          "GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels"
        ],
        listLabelsForRepo: ["GET /repos/{owner}/{repo}/labels"],
        listLabelsOnIssue: [
          "GET /repos/{owner}/{repo}/issues/{issue_number}/labels"
        ],
        listMilestones: ["GET /repos/{owner}/{repo}/milestones"],
        listSubIssues: [
          "GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
        ],
        lock: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/lock"],
        removeAllLabels: [
          "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels"
        ],
        removeAssignees: [
          "DELETE /repos/{owner}/{repo}/issues/{issue_number}/assignees"
        ],
        removeDependencyBlockedBy: [
          "DELETE /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by/{issue_id}"
        ],
        removeLabel: [
          "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}"
        ],
        removeSubIssue: [
          "DELETE /repos/{owner}/{repo}/issues/{issue_number}/sub_issue"
        ],
        reprioritizeSubIssue: [
          "PATCH /repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority"
        ],
        setLabels: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/labels"],
        unlock: ["DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock"],
        update: ["PATCH /repos/{owner}/{repo}/issues/{issue_number}"],
        updateComment: ["PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"],
        updateLabel: ["PATCH /repos/{owner}/{repo}/labels/{name}"],
        updateMilestone: [
          "PATCH /repos/{owner}/{repo}/milestones/{milestone_number}"
        ]
      },
      licenses: {
        get: ["GET /licenses/{license}"],
        getAllCommonlyUsed: ["GET /licenses"],
        getForRepo: ["GET /repos/{owner}/{repo}/license"]
      },
      markdown: {
        render: ["POST /markdown"],
        renderRaw: [
          "POST /markdown/raw",
          { headers: { "content-type": "text/plain; charset=utf-8" } }
        ]
      },
      meta: {
        get: ["GET /meta"],
        getAllVersions: ["GET /versions"],
        getOctocat: ["GET /octocat"],
        getZen: ["GET /zen"],
        root: ["GET /"]
      },
      migrations: {
        deleteArchiveForAuthenticatedUser: [
          "DELETE /user/migrations/{migration_id}/archive"
        ],
        deleteArchiveForOrg: [
          "DELETE /orgs/{org}/migrations/{migration_id}/archive"
        ],
        downloadArchiveForOrg: [
          "GET /orgs/{org}/migrations/{migration_id}/archive"
        ],
        getArchiveForAuthenticatedUser: [
          "GET /user/migrations/{migration_id}/archive"
        ],
        getStatusForAuthenticatedUser: ["GET /user/migrations/{migration_id}"],
        getStatusForOrg: ["GET /orgs/{org}/migrations/{migration_id}"],
        listForAuthenticatedUser: ["GET /user/migrations"],
        listForOrg: ["GET /orgs/{org}/migrations"],
        listReposForAuthenticatedUser: [
          "GET /user/migrations/{migration_id}/repositories"
        ],
        listReposForOrg: ["GET /orgs/{org}/migrations/{migration_id}/repositories"],
        listReposForUser: [
          "GET /user/migrations/{migration_id}/repositories",
          {},
          { renamed: ["migrations", "listReposForAuthenticatedUser"] }
        ],
        startForAuthenticatedUser: ["POST /user/migrations"],
        startForOrg: ["POST /orgs/{org}/migrations"],
        unlockRepoForAuthenticatedUser: [
          "DELETE /user/migrations/{migration_id}/repos/{repo_name}/lock"
        ],
        unlockRepoForOrg: [
          "DELETE /orgs/{org}/migrations/{migration_id}/repos/{repo_name}/lock"
        ]
      },
      oidc: {
        getOidcCustomSubTemplateForOrg: [
          "GET /orgs/{org}/actions/oidc/customization/sub"
        ],
        updateOidcCustomSubTemplateForOrg: [
          "PUT /orgs/{org}/actions/oidc/customization/sub"
        ]
      },
      orgs: {
        addSecurityManagerTeam: [
          "PUT /orgs/{org}/security-managers/teams/{team_slug}",
          {},
          {
            deprecated: "octokit.rest.orgs.addSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#add-a-security-manager-team"
          }
        ],
        assignTeamToOrgRole: [
          "PUT /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
        ],
        assignUserToOrgRole: [
          "PUT /orgs/{org}/organization-roles/users/{username}/{role_id}"
        ],
        blockUser: ["PUT /orgs/{org}/blocks/{username}"],
        cancelInvitation: ["DELETE /orgs/{org}/invitations/{invitation_id}"],
        checkBlockedUser: ["GET /orgs/{org}/blocks/{username}"],
        checkMembershipForUser: ["GET /orgs/{org}/members/{username}"],
        checkPublicMembershipForUser: ["GET /orgs/{org}/public_members/{username}"],
        convertMemberToOutsideCollaborator: [
          "PUT /orgs/{org}/outside_collaborators/{username}"
        ],
        createArtifactStorageRecord: [
          "POST /orgs/{org}/artifacts/metadata/storage-record"
        ],
        createInvitation: ["POST /orgs/{org}/invitations"],
        createIssueType: ["POST /orgs/{org}/issue-types"],
        createOrUpdateCustomProperties: ["PATCH /orgs/{org}/properties/schema"],
        createOrUpdateCustomPropertiesValuesForRepos: [
          "PATCH /orgs/{org}/properties/values"
        ],
        createOrUpdateCustomProperty: [
          "PUT /orgs/{org}/properties/schema/{custom_property_name}"
        ],
        createWebhook: ["POST /orgs/{org}/hooks"],
        delete: ["DELETE /orgs/{org}"],
        deleteAttestationsBulk: ["POST /orgs/{org}/attestations/delete-request"],
        deleteAttestationsById: [
          "DELETE /orgs/{org}/attestations/{attestation_id}"
        ],
        deleteAttestationsBySubjectDigest: [
          "DELETE /orgs/{org}/attestations/digest/{subject_digest}"
        ],
        deleteIssueType: ["DELETE /orgs/{org}/issue-types/{issue_type_id}"],
        deleteWebhook: ["DELETE /orgs/{org}/hooks/{hook_id}"],
        get: ["GET /orgs/{org}"],
        getAllCustomProperties: ["GET /orgs/{org}/properties/schema"],
        getCustomProperty: [
          "GET /orgs/{org}/properties/schema/{custom_property_name}"
        ],
        getMembershipForAuthenticatedUser: ["GET /user/memberships/orgs/{org}"],
        getMembershipForUser: ["GET /orgs/{org}/memberships/{username}"],
        getOrgRole: ["GET /orgs/{org}/organization-roles/{role_id}"],
        getOrgRulesetHistory: ["GET /orgs/{org}/rulesets/{ruleset_id}/history"],
        getOrgRulesetVersion: [
          "GET /orgs/{org}/rulesets/{ruleset_id}/history/{version_id}"
        ],
        getWebhook: ["GET /orgs/{org}/hooks/{hook_id}"],
        getWebhookConfigForOrg: ["GET /orgs/{org}/hooks/{hook_id}/config"],
        getWebhookDelivery: [
          "GET /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}"
        ],
        list: ["GET /organizations"],
        listAppInstallations: ["GET /orgs/{org}/installations"],
        listArtifactStorageRecords: [
          "GET /orgs/{org}/artifacts/{subject_digest}/metadata/storage-records"
        ],
        listAttestations: ["GET /orgs/{org}/attestations/{subject_digest}"],
        listAttestationsBulk: [
          "POST /orgs/{org}/attestations/bulk-list{?per_page,before,after}"
        ],
        listBlockedUsers: ["GET /orgs/{org}/blocks"],
        listCustomPropertiesValuesForRepos: ["GET /orgs/{org}/properties/values"],
        listFailedInvitations: ["GET /orgs/{org}/failed_invitations"],
        listForAuthenticatedUser: ["GET /user/orgs"],
        listForUser: ["GET /users/{username}/orgs"],
        listInvitationTeams: ["GET /orgs/{org}/invitations/{invitation_id}/teams"],
        listIssueTypes: ["GET /orgs/{org}/issue-types"],
        listMembers: ["GET /orgs/{org}/members"],
        listMembershipsForAuthenticatedUser: ["GET /user/memberships/orgs"],
        listOrgRoleTeams: ["GET /orgs/{org}/organization-roles/{role_id}/teams"],
        listOrgRoleUsers: ["GET /orgs/{org}/organization-roles/{role_id}/users"],
        listOrgRoles: ["GET /orgs/{org}/organization-roles"],
        listOrganizationFineGrainedPermissions: [
          "GET /orgs/{org}/organization-fine-grained-permissions"
        ],
        listOutsideCollaborators: ["GET /orgs/{org}/outside_collaborators"],
        listPatGrantRepositories: [
          "GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories"
        ],
        listPatGrantRequestRepositories: [
          "GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories"
        ],
        listPatGrantRequests: ["GET /orgs/{org}/personal-access-token-requests"],
        listPatGrants: ["GET /orgs/{org}/personal-access-tokens"],
        listPendingInvitations: ["GET /orgs/{org}/invitations"],
        listPublicMembers: ["GET /orgs/{org}/public_members"],
        listSecurityManagerTeams: [
          "GET /orgs/{org}/security-managers",
          {},
          {
            deprecated: "octokit.rest.orgs.listSecurityManagerTeams() is deprecated, see https://docs.github.com/rest/orgs/security-managers#list-security-manager-teams"
          }
        ],
        listWebhookDeliveries: ["GET /orgs/{org}/hooks/{hook_id}/deliveries"],
        listWebhooks: ["GET /orgs/{org}/hooks"],
        pingWebhook: ["POST /orgs/{org}/hooks/{hook_id}/pings"],
        redeliverWebhookDelivery: [
          "POST /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
        ],
        removeCustomProperty: [
          "DELETE /orgs/{org}/properties/schema/{custom_property_name}"
        ],
        removeMember: ["DELETE /orgs/{org}/members/{username}"],
        removeMembershipForUser: ["DELETE /orgs/{org}/memberships/{username}"],
        removeOutsideCollaborator: [
          "DELETE /orgs/{org}/outside_collaborators/{username}"
        ],
        removePublicMembershipForAuthenticatedUser: [
          "DELETE /orgs/{org}/public_members/{username}"
        ],
        removeSecurityManagerTeam: [
          "DELETE /orgs/{org}/security-managers/teams/{team_slug}",
          {},
          {
            deprecated: "octokit.rest.orgs.removeSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#remove-a-security-manager-team"
          }
        ],
        reviewPatGrantRequest: [
          "POST /orgs/{org}/personal-access-token-requests/{pat_request_id}"
        ],
        reviewPatGrantRequestsInBulk: [
          "POST /orgs/{org}/personal-access-token-requests"
        ],
        revokeAllOrgRolesTeam: [
          "DELETE /orgs/{org}/organization-roles/teams/{team_slug}"
        ],
        revokeAllOrgRolesUser: [
          "DELETE /orgs/{org}/organization-roles/users/{username}"
        ],
        revokeOrgRoleTeam: [
          "DELETE /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
        ],
        revokeOrgRoleUser: [
          "DELETE /orgs/{org}/organization-roles/users/{username}/{role_id}"
        ],
        setMembershipForUser: ["PUT /orgs/{org}/memberships/{username}"],
        setPublicMembershipForAuthenticatedUser: [
          "PUT /orgs/{org}/public_members/{username}"
        ],
        unblockUser: ["DELETE /orgs/{org}/blocks/{username}"],
        update: ["PATCH /orgs/{org}"],
        updateIssueType: ["PUT /orgs/{org}/issue-types/{issue_type_id}"],
        updateMembershipForAuthenticatedUser: [
          "PATCH /user/memberships/orgs/{org}"
        ],
        updatePatAccess: ["POST /orgs/{org}/personal-access-tokens/{pat_id}"],
        updatePatAccesses: ["POST /orgs/{org}/personal-access-tokens"],
        updateWebhook: ["PATCH /orgs/{org}/hooks/{hook_id}"],
        updateWebhookConfigForOrg: ["PATCH /orgs/{org}/hooks/{hook_id}/config"]
      },
      packages: {
        deletePackageForAuthenticatedUser: [
          "DELETE /user/packages/{package_type}/{package_name}"
        ],
        deletePackageForOrg: [
          "DELETE /orgs/{org}/packages/{package_type}/{package_name}"
        ],
        deletePackageForUser: [
          "DELETE /users/{username}/packages/{package_type}/{package_name}"
        ],
        deletePackageVersionForAuthenticatedUser: [
          "DELETE /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
        ],
        deletePackageVersionForOrg: [
          "DELETE /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
        ],
        deletePackageVersionForUser: [
          "DELETE /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
        ],
        getAllPackageVersionsForAPackageOwnedByAnOrg: [
          "GET /orgs/{org}/packages/{package_type}/{package_name}/versions",
          {},
          { renamed: ["packages", "getAllPackageVersionsForPackageOwnedByOrg"] }
        ],
        getAllPackageVersionsForAPackageOwnedByTheAuthenticatedUser: [
          "GET /user/packages/{package_type}/{package_name}/versions",
          {},
          {
            renamed: [
              "packages",
              "getAllPackageVersionsForPackageOwnedByAuthenticatedUser"
            ]
          }
        ],
        getAllPackageVersionsForPackageOwnedByAuthenticatedUser: [
          "GET /user/packages/{package_type}/{package_name}/versions"
        ],
        getAllPackageVersionsForPackageOwnedByOrg: [
          "GET /orgs/{org}/packages/{package_type}/{package_name}/versions"
        ],
        getAllPackageVersionsForPackageOwnedByUser: [
          "GET /users/{username}/packages/{package_type}/{package_name}/versions"
        ],
        getPackageForAuthenticatedUser: [
          "GET /user/packages/{package_type}/{package_name}"
        ],
        getPackageForOrganization: [
          "GET /orgs/{org}/packages/{package_type}/{package_name}"
        ],
        getPackageForUser: [
          "GET /users/{username}/packages/{package_type}/{package_name}"
        ],
        getPackageVersionForAuthenticatedUser: [
          "GET /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
        ],
        getPackageVersionForOrganization: [
          "GET /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
        ],
        getPackageVersionForUser: [
          "GET /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
        ],
        listDockerMigrationConflictingPackagesForAuthenticatedUser: [
          "GET /user/docker/conflicts"
        ],
        listDockerMigrationConflictingPackagesForOrganization: [
          "GET /orgs/{org}/docker/conflicts"
        ],
        listDockerMigrationConflictingPackagesForUser: [
          "GET /users/{username}/docker/conflicts"
        ],
        listPackagesForAuthenticatedUser: ["GET /user/packages"],
        listPackagesForOrganization: ["GET /orgs/{org}/packages"],
        listPackagesForUser: ["GET /users/{username}/packages"],
        restorePackageForAuthenticatedUser: [
          "POST /user/packages/{package_type}/{package_name}/restore{?token}"
        ],
        restorePackageForOrg: [
          "POST /orgs/{org}/packages/{package_type}/{package_name}/restore{?token}"
        ],
        restorePackageForUser: [
          "POST /users/{username}/packages/{package_type}/{package_name}/restore{?token}"
        ],
        restorePackageVersionForAuthenticatedUser: [
          "POST /user/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
        ],
        restorePackageVersionForOrg: [
          "POST /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
        ],
        restorePackageVersionForUser: [
          "POST /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
        ]
      },
      privateRegistries: {
        createOrgPrivateRegistry: ["POST /orgs/{org}/private-registries"],
        deleteOrgPrivateRegistry: [
          "DELETE /orgs/{org}/private-registries/{secret_name}"
        ],
        getOrgPrivateRegistry: ["GET /orgs/{org}/private-registries/{secret_name}"],
        getOrgPublicKey: ["GET /orgs/{org}/private-registries/public-key"],
        listOrgPrivateRegistries: ["GET /orgs/{org}/private-registries"],
        updateOrgPrivateRegistry: [
          "PATCH /orgs/{org}/private-registries/{secret_name}"
        ]
      },
      projects: {
        addItemForOrg: ["POST /orgs/{org}/projectsV2/{project_number}/items"],
        addItemForUser: ["POST /users/{user_id}/projectsV2/{project_number}/items"],
        deleteItemForOrg: [
          "DELETE /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
        ],
        deleteItemForUser: [
          "DELETE /users/{user_id}/projectsV2/{project_number}/items/{item_id}"
        ],
        getFieldForOrg: [
          "GET /orgs/{org}/projectsV2/{project_number}/fields/{field_id}"
        ],
        getFieldForUser: [
          "GET /users/{user_id}/projectsV2/{project_number}/fields/{field_id}"
        ],
        getForOrg: ["GET /orgs/{org}/projectsV2/{project_number}"],
        getForUser: ["GET /users/{user_id}/projectsV2/{project_number}"],
        getOrgItem: ["GET /orgs/{org}/projectsV2/{project_number}/items/{item_id}"],
        getUserItem: [
          "GET /users/{user_id}/projectsV2/{project_number}/items/{item_id}"
        ],
        listFieldsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/fields"],
        listFieldsForUser: [
          "GET /users/{user_id}/projectsV2/{project_number}/fields"
        ],
        listForOrg: ["GET /orgs/{org}/projectsV2"],
        listForUser: ["GET /users/{username}/projectsV2"],
        listItemsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/items"],
        listItemsForUser: [
          "GET /users/{user_id}/projectsV2/{project_number}/items"
        ],
        updateItemForOrg: [
          "PATCH /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
        ],
        updateItemForUser: [
          "PATCH /users/{user_id}/projectsV2/{project_number}/items/{item_id}"
        ]
      },
      pulls: {
        checkIfMerged: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
        create: ["POST /repos/{owner}/{repo}/pulls"],
        createReplyForReviewComment: [
          "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies"
        ],
        createReview: ["POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
        createReviewComment: [
          "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments"
        ],
        deletePendingReview: [
          "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
        ],
        deleteReviewComment: [
          "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}"
        ],
        dismissReview: [
          "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/dismissals"
        ],
        get: ["GET /repos/{owner}/{repo}/pulls/{pull_number}"],
        getReview: [
          "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
        ],
        getReviewComment: ["GET /repos/{owner}/{repo}/pulls/comments/{comment_id}"],
        list: ["GET /repos/{owner}/{repo}/pulls"],
        listCommentsForReview: [
          "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments"
        ],
        listCommits: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/commits"],
        listFiles: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/files"],
        listRequestedReviewers: [
          "GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
        ],
        listReviewComments: [
          "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments"
        ],
        listReviewCommentsForRepo: ["GET /repos/{owner}/{repo}/pulls/comments"],
        listReviews: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
        merge: ["PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
        removeRequestedReviewers: [
          "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
        ],
        requestReviewers: [
          "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
        ],
        submitReview: [
          "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events"
        ],
        update: ["PATCH /repos/{owner}/{repo}/pulls/{pull_number}"],
        updateBranch: [
          "PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch"
        ],
        updateReview: [
          "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
        ],
        updateReviewComment: [
          "PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}"
        ]
      },
      rateLimit: { get: ["GET /rate_limit"] },
      reactions: {
        createForCommitComment: [
          "POST /repos/{owner}/{repo}/comments/{comment_id}/reactions"
        ],
        createForIssue: [
          "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions"
        ],
        createForIssueComment: [
          "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
        ],
        createForPullRequestReviewComment: [
          "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
        ],
        createForRelease: [
          "POST /repos/{owner}/{repo}/releases/{release_id}/reactions"
        ],
        createForTeamDiscussionCommentInOrg: [
          "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
        ],
        createForTeamDiscussionInOrg: [
          "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
        ],
        deleteForCommitComment: [
          "DELETE /repos/{owner}/{repo}/comments/{comment_id}/reactions/{reaction_id}"
        ],
        deleteForIssue: [
          "DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}"
        ],
        deleteForIssueComment: [
          "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}"
        ],
        deleteForPullRequestComment: [
          "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}"
        ],
        deleteForRelease: [
          "DELETE /repos/{owner}/{repo}/releases/{release_id}/reactions/{reaction_id}"
        ],
        deleteForTeamDiscussion: [
          "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions/{reaction_id}"
        ],
        deleteForTeamDiscussionComment: [
          "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions/{reaction_id}"
        ],
        listForCommitComment: [
          "GET /repos/{owner}/{repo}/comments/{comment_id}/reactions"
        ],
        listForIssue: ["GET /repos/{owner}/{repo}/issues/{issue_number}/reactions"],
        listForIssueComment: [
          "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
        ],
        listForPullRequestReviewComment: [
          "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
        ],
        listForRelease: [
          "GET /repos/{owner}/{repo}/releases/{release_id}/reactions"
        ],
        listForTeamDiscussionCommentInOrg: [
          "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
        ],
        listForTeamDiscussionInOrg: [
          "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
        ]
      },
      repos: {
        acceptInvitation: [
          "PATCH /user/repository_invitations/{invitation_id}",
          {},
          { renamed: ["repos", "acceptInvitationForAuthenticatedUser"] }
        ],
        acceptInvitationForAuthenticatedUser: [
          "PATCH /user/repository_invitations/{invitation_id}"
        ],
        addAppAccessRestrictions: [
          "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
          {},
          { mapToData: "apps" }
        ],
        addCollaborator: ["PUT /repos/{owner}/{repo}/collaborators/{username}"],
        addStatusCheckContexts: [
          "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
          {},
          { mapToData: "contexts" }
        ],
        addTeamAccessRestrictions: [
          "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
          {},
          { mapToData: "teams" }
        ],
        addUserAccessRestrictions: [
          "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
          {},
          { mapToData: "users" }
        ],
        cancelPagesDeployment: [
          "POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel"
        ],
        checkAutomatedSecurityFixes: [
          "GET /repos/{owner}/{repo}/automated-security-fixes"
        ],
        checkCollaborator: ["GET /repos/{owner}/{repo}/collaborators/{username}"],
        checkPrivateVulnerabilityReporting: [
          "GET /repos/{owner}/{repo}/private-vulnerability-reporting"
        ],
        checkVulnerabilityAlerts: [
          "GET /repos/{owner}/{repo}/vulnerability-alerts"
        ],
        codeownersErrors: ["GET /repos/{owner}/{repo}/codeowners/errors"],
        compareCommits: ["GET /repos/{owner}/{repo}/compare/{base}...{head}"],
        compareCommitsWithBasehead: [
          "GET /repos/{owner}/{repo}/compare/{basehead}"
        ],
        createAttestation: ["POST /repos/{owner}/{repo}/attestations"],
        createAutolink: ["POST /repos/{owner}/{repo}/autolinks"],
        createCommitComment: [
          "POST /repos/{owner}/{repo}/commits/{commit_sha}/comments"
        ],
        createCommitSignatureProtection: [
          "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
        ],
        createCommitStatus: ["POST /repos/{owner}/{repo}/statuses/{sha}"],
        createDeployKey: ["POST /repos/{owner}/{repo}/keys"],
        createDeployment: ["POST /repos/{owner}/{repo}/deployments"],
        createDeploymentBranchPolicy: [
          "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
        ],
        createDeploymentProtectionRule: [
          "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
        ],
        createDeploymentStatus: [
          "POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
        ],
        createDispatchEvent: ["POST /repos/{owner}/{repo}/dispatches"],
        createForAuthenticatedUser: ["POST /user/repos"],
        createFork: ["POST /repos/{owner}/{repo}/forks"],
        createInOrg: ["POST /orgs/{org}/repos"],
        createOrUpdateCustomPropertiesValues: [
          "PATCH /repos/{owner}/{repo}/properties/values"
        ],
        createOrUpdateEnvironment: [
          "PUT /repos/{owner}/{repo}/environments/{environment_name}"
        ],
        createOrUpdateFileContents: ["PUT /repos/{owner}/{repo}/contents/{path}"],
        createOrgRuleset: ["POST /orgs/{org}/rulesets"],
        createPagesDeployment: ["POST /repos/{owner}/{repo}/pages/deployments"],
        createPagesSite: ["POST /repos/{owner}/{repo}/pages"],
        createRelease: ["POST /repos/{owner}/{repo}/releases"],
        createRepoRuleset: ["POST /repos/{owner}/{repo}/rulesets"],
        createUsingTemplate: [
          "POST /repos/{template_owner}/{template_repo}/generate"
        ],
        createWebhook: ["POST /repos/{owner}/{repo}/hooks"],
        declineInvitation: [
          "DELETE /user/repository_invitations/{invitation_id}",
          {},
          { renamed: ["repos", "declineInvitationForAuthenticatedUser"] }
        ],
        declineInvitationForAuthenticatedUser: [
          "DELETE /user/repository_invitations/{invitation_id}"
        ],
        delete: ["DELETE /repos/{owner}/{repo}"],
        deleteAccessRestrictions: [
          "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
        ],
        deleteAdminBranchProtection: [
          "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
        ],
        deleteAnEnvironment: [
          "DELETE /repos/{owner}/{repo}/environments/{environment_name}"
        ],
        deleteAutolink: ["DELETE /repos/{owner}/{repo}/autolinks/{autolink_id}"],
        deleteBranchProtection: [
          "DELETE /repos/{owner}/{repo}/branches/{branch}/protection"
        ],
        deleteCommitComment: ["DELETE /repos/{owner}/{repo}/comments/{comment_id}"],
        deleteCommitSignatureProtection: [
          "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
        ],
        deleteDeployKey: ["DELETE /repos/{owner}/{repo}/keys/{key_id}"],
        deleteDeployment: [
          "DELETE /repos/{owner}/{repo}/deployments/{deployment_id}"
        ],
        deleteDeploymentBranchPolicy: [
          "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
        ],
        deleteFile: ["DELETE /repos/{owner}/{repo}/contents/{path}"],
        deleteInvitation: [
          "DELETE /repos/{owner}/{repo}/invitations/{invitation_id}"
        ],
        deleteOrgRuleset: ["DELETE /orgs/{org}/rulesets/{ruleset_id}"],
        deletePagesSite: ["DELETE /repos/{owner}/{repo}/pages"],
        deletePullRequestReviewProtection: [
          "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
        ],
        deleteRelease: ["DELETE /repos/{owner}/{repo}/releases/{release_id}"],
        deleteReleaseAsset: [
          "DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}"
        ],
        deleteRepoRuleset: ["DELETE /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
        deleteWebhook: ["DELETE /repos/{owner}/{repo}/hooks/{hook_id}"],
        disableAutomatedSecurityFixes: [
          "DELETE /repos/{owner}/{repo}/automated-security-fixes"
        ],
        disableDeploymentProtectionRule: [
          "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
        ],
        disablePrivateVulnerabilityReporting: [
          "DELETE /repos/{owner}/{repo}/private-vulnerability-reporting"
        ],
        disableVulnerabilityAlerts: [
          "DELETE /repos/{owner}/{repo}/vulnerability-alerts"
        ],
        downloadArchive: [
          "GET /repos/{owner}/{repo}/zipball/{ref}",
          {},
          { renamed: ["repos", "downloadZipballArchive"] }
        ],
        downloadTarballArchive: ["GET /repos/{owner}/{repo}/tarball/{ref}"],
        downloadZipballArchive: ["GET /repos/{owner}/{repo}/zipball/{ref}"],
        enableAutomatedSecurityFixes: [
          "PUT /repos/{owner}/{repo}/automated-security-fixes"
        ],
        enablePrivateVulnerabilityReporting: [
          "PUT /repos/{owner}/{repo}/private-vulnerability-reporting"
        ],
        enableVulnerabilityAlerts: [
          "PUT /repos/{owner}/{repo}/vulnerability-alerts"
        ],
        generateReleaseNotes: [
          "POST /repos/{owner}/{repo}/releases/generate-notes"
        ],
        get: ["GET /repos/{owner}/{repo}"],
        getAccessRestrictions: [
          "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
        ],
        getAdminBranchProtection: [
          "GET /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
        ],
        getAllDeploymentProtectionRules: [
          "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
        ],
        getAllEnvironments: ["GET /repos/{owner}/{repo}/environments"],
        getAllStatusCheckContexts: [
          "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts"
        ],
        getAllTopics: ["GET /repos/{owner}/{repo}/topics"],
        getAppsWithAccessToProtectedBranch: [
          "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps"
        ],
        getAutolink: ["GET /repos/{owner}/{repo}/autolinks/{autolink_id}"],
        getBranch: ["GET /repos/{owner}/{repo}/branches/{branch}"],
        getBranchProtection: [
          "GET /repos/{owner}/{repo}/branches/{branch}/protection"
        ],
        getBranchRules: ["GET /repos/{owner}/{repo}/rules/branches/{branch}"],
        getClones: ["GET /repos/{owner}/{repo}/traffic/clones"],
        getCodeFrequencyStats: ["GET /repos/{owner}/{repo}/stats/code_frequency"],
        getCollaboratorPermissionLevel: [
          "GET /repos/{owner}/{repo}/collaborators/{username}/permission"
        ],
        getCombinedStatusForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/status"],
        getCommit: ["GET /repos/{owner}/{repo}/commits/{ref}"],
        getCommitActivityStats: ["GET /repos/{owner}/{repo}/stats/commit_activity"],
        getCommitComment: ["GET /repos/{owner}/{repo}/comments/{comment_id}"],
        getCommitSignatureProtection: [
          "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
        ],
        getCommunityProfileMetrics: ["GET /repos/{owner}/{repo}/community/profile"],
        getContent: ["GET /repos/{owner}/{repo}/contents/{path}"],
        getContributorsStats: ["GET /repos/{owner}/{repo}/stats/contributors"],
        getCustomDeploymentProtectionRule: [
          "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
        ],
        getCustomPropertiesValues: ["GET /repos/{owner}/{repo}/properties/values"],
        getDeployKey: ["GET /repos/{owner}/{repo}/keys/{key_id}"],
        getDeployment: ["GET /repos/{owner}/{repo}/deployments/{deployment_id}"],
        getDeploymentBranchPolicy: [
          "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
        ],
        getDeploymentStatus: [
          "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses/{status_id}"
        ],
        getEnvironment: [
          "GET /repos/{owner}/{repo}/environments/{environment_name}"
        ],
        getLatestPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/latest"],
        getLatestRelease: ["GET /repos/{owner}/{repo}/releases/latest"],
        getOrgRuleSuite: ["GET /orgs/{org}/rulesets/rule-suites/{rule_suite_id}"],
        getOrgRuleSuites: ["GET /orgs/{org}/rulesets/rule-suites"],
        getOrgRuleset: ["GET /orgs/{org}/rulesets/{ruleset_id}"],
        getOrgRulesets: ["GET /orgs/{org}/rulesets"],
        getPages: ["GET /repos/{owner}/{repo}/pages"],
        getPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/{build_id}"],
        getPagesDeployment: [
          "GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}"
        ],
        getPagesHealthCheck: ["GET /repos/{owner}/{repo}/pages/health"],
        getParticipationStats: ["GET /repos/{owner}/{repo}/stats/participation"],
        getPullRequestReviewProtection: [
          "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
        ],
        getPunchCardStats: ["GET /repos/{owner}/{repo}/stats/punch_card"],
        getReadme: ["GET /repos/{owner}/{repo}/readme"],
        getReadmeInDirectory: ["GET /repos/{owner}/{repo}/readme/{dir}"],
        getRelease: ["GET /repos/{owner}/{repo}/releases/{release_id}"],
        getReleaseAsset: ["GET /repos/{owner}/{repo}/releases/assets/{asset_id}"],
        getReleaseByTag: ["GET /repos/{owner}/{repo}/releases/tags/{tag}"],
        getRepoRuleSuite: [
          "GET /repos/{owner}/{repo}/rulesets/rule-suites/{rule_suite_id}"
        ],
        getRepoRuleSuites: ["GET /repos/{owner}/{repo}/rulesets/rule-suites"],
        getRepoRuleset: ["GET /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
        getRepoRulesetHistory: [
          "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history"
        ],
        getRepoRulesetVersion: [
          "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history/{version_id}"
        ],
        getRepoRulesets: ["GET /repos/{owner}/{repo}/rulesets"],
        getStatusChecksProtection: [
          "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
        ],
        getTeamsWithAccessToProtectedBranch: [
          "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams"
        ],
        getTopPaths: ["GET /repos/{owner}/{repo}/traffic/popular/paths"],
        getTopReferrers: ["GET /repos/{owner}/{repo}/traffic/popular/referrers"],
        getUsersWithAccessToProtectedBranch: [
          "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users"
        ],
        getViews: ["GET /repos/{owner}/{repo}/traffic/views"],
        getWebhook: ["GET /repos/{owner}/{repo}/hooks/{hook_id}"],
        getWebhookConfigForRepo: [
          "GET /repos/{owner}/{repo}/hooks/{hook_id}/config"
        ],
        getWebhookDelivery: [
          "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}"
        ],
        listActivities: ["GET /repos/{owner}/{repo}/activity"],
        listAttestations: [
          "GET /repos/{owner}/{repo}/attestations/{subject_digest}"
        ],
        listAutolinks: ["GET /repos/{owner}/{repo}/autolinks"],
        listBranches: ["GET /repos/{owner}/{repo}/branches"],
        listBranchesForHeadCommit: [
          "GET /repos/{owner}/{repo}/commits/{commit_sha}/branches-where-head"
        ],
        listCollaborators: ["GET /repos/{owner}/{repo}/collaborators"],
        listCommentsForCommit: [
          "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments"
        ],
        listCommitCommentsForRepo: ["GET /repos/{owner}/{repo}/comments"],
        listCommitStatusesForRef: [
          "GET /repos/{owner}/{repo}/commits/{ref}/statuses"
        ],
        listCommits: ["GET /repos/{owner}/{repo}/commits"],
        listContributors: ["GET /repos/{owner}/{repo}/contributors"],
        listCustomDeploymentRuleIntegrations: [
          "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps"
        ],
        listDeployKeys: ["GET /repos/{owner}/{repo}/keys"],
        listDeploymentBranchPolicies: [
          "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
        ],
        listDeploymentStatuses: [
          "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
        ],
        listDeployments: ["GET /repos/{owner}/{repo}/deployments"],
        listForAuthenticatedUser: ["GET /user/repos"],
        listForOrg: ["GET /orgs/{org}/repos"],
        listForUser: ["GET /users/{username}/repos"],
        listForks: ["GET /repos/{owner}/{repo}/forks"],
        listInvitations: ["GET /repos/{owner}/{repo}/invitations"],
        listInvitationsForAuthenticatedUser: ["GET /user/repository_invitations"],
        listLanguages: ["GET /repos/{owner}/{repo}/languages"],
        listPagesBuilds: ["GET /repos/{owner}/{repo}/pages/builds"],
        listPublic: ["GET /repositories"],
        listPullRequestsAssociatedWithCommit: [
          "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls"
        ],
        listReleaseAssets: [
          "GET /repos/{owner}/{repo}/releases/{release_id}/assets"
        ],
        listReleases: ["GET /repos/{owner}/{repo}/releases"],
        listTags: ["GET /repos/{owner}/{repo}/tags"],
        listTeams: ["GET /repos/{owner}/{repo}/teams"],
        listWebhookDeliveries: [
          "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries"
        ],
        listWebhooks: ["GET /repos/{owner}/{repo}/hooks"],
        merge: ["POST /repos/{owner}/{repo}/merges"],
        mergeUpstream: ["POST /repos/{owner}/{repo}/merge-upstream"],
        pingWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/pings"],
        redeliverWebhookDelivery: [
          "POST /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
        ],
        removeAppAccessRestrictions: [
          "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
          {},
          { mapToData: "apps" }
        ],
        removeCollaborator: [
          "DELETE /repos/{owner}/{repo}/collaborators/{username}"
        ],
        removeStatusCheckContexts: [
          "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
          {},
          { mapToData: "contexts" }
        ],
        removeStatusCheckProtection: [
          "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
        ],
        removeTeamAccessRestrictions: [
          "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
          {},
          { mapToData: "teams" }
        ],
        removeUserAccessRestrictions: [
          "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
          {},
          { mapToData: "users" }
        ],
        renameBranch: ["POST /repos/{owner}/{repo}/branches/{branch}/rename"],
        replaceAllTopics: ["PUT /repos/{owner}/{repo}/topics"],
        requestPagesBuild: ["POST /repos/{owner}/{repo}/pages/builds"],
        setAdminBranchProtection: [
          "POST /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
        ],
        setAppAccessRestrictions: [
          "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
          {},
          { mapToData: "apps" }
        ],
        setStatusCheckContexts: [
          "PUT /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
          {},
          { mapToData: "contexts" }
        ],
        setTeamAccessRestrictions: [
          "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
          {},
          { mapToData: "teams" }
        ],
        setUserAccessRestrictions: [
          "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
          {},
          { mapToData: "users" }
        ],
        testPushWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/tests"],
        transfer: ["POST /repos/{owner}/{repo}/transfer"],
        update: ["PATCH /repos/{owner}/{repo}"],
        updateBranchProtection: [
          "PUT /repos/{owner}/{repo}/branches/{branch}/protection"
        ],
        updateCommitComment: ["PATCH /repos/{owner}/{repo}/comments/{comment_id}"],
        updateDeploymentBranchPolicy: [
          "PUT /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
        ],
        updateInformationAboutPagesSite: ["PUT /repos/{owner}/{repo}/pages"],
        updateInvitation: [
          "PATCH /repos/{owner}/{repo}/invitations/{invitation_id}"
        ],
        updateOrgRuleset: ["PUT /orgs/{org}/rulesets/{ruleset_id}"],
        updatePullRequestReviewProtection: [
          "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
        ],
        updateRelease: ["PATCH /repos/{owner}/{repo}/releases/{release_id}"],
        updateReleaseAsset: [
          "PATCH /repos/{owner}/{repo}/releases/assets/{asset_id}"
        ],
        updateRepoRuleset: ["PUT /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
        updateStatusCheckPotection: [
          "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks",
          {},
          { renamed: ["repos", "updateStatusCheckProtection"] }
        ],
        updateStatusCheckProtection: [
          "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
        ],
        updateWebhook: ["PATCH /repos/{owner}/{repo}/hooks/{hook_id}"],
        updateWebhookConfigForRepo: [
          "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config"
        ],
        uploadReleaseAsset: [
          "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
          { baseUrl: "https://uploads.github.com" }
        ]
      },
      search: {
        code: ["GET /search/code"],
        commits: ["GET /search/commits"],
        issuesAndPullRequests: [
          "GET /search/issues",
          {},
          {
            deprecated: "octokit.rest.search.issuesAndPullRequests() is deprecated, see https://docs.github.com/rest/search/search#search-issues-and-pull-requests"
          }
        ],
        labels: ["GET /search/labels"],
        repos: ["GET /search/repositories"],
        topics: ["GET /search/topics"],
        users: ["GET /search/users"]
      },
      secretScanning: {
        createPushProtectionBypass: [
          "POST /repos/{owner}/{repo}/secret-scanning/push-protection-bypasses"
        ],
        getAlert: [
          "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
        ],
        getScanHistory: ["GET /repos/{owner}/{repo}/secret-scanning/scan-history"],
        listAlertsForEnterprise: [
          "GET /enterprises/{enterprise}/secret-scanning/alerts"
        ],
        listAlertsForOrg: ["GET /orgs/{org}/secret-scanning/alerts"],
        listAlertsForRepo: ["GET /repos/{owner}/{repo}/secret-scanning/alerts"],
        listLocationsForAlert: [
          "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations"
        ],
        listOrgPatternConfigs: [
          "GET /orgs/{org}/secret-scanning/pattern-configurations"
        ],
        updateAlert: [
          "PATCH /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
        ],
        updateOrgPatternConfigs: [
          "PATCH /orgs/{org}/secret-scanning/pattern-configurations"
        ]
      },
      securityAdvisories: {
        createFork: [
          "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/forks"
        ],
        createPrivateVulnerabilityReport: [
          "POST /repos/{owner}/{repo}/security-advisories/reports"
        ],
        createRepositoryAdvisory: [
          "POST /repos/{owner}/{repo}/security-advisories"
        ],
        createRepositoryAdvisoryCveRequest: [
          "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/cve"
        ],
        getGlobalAdvisory: ["GET /advisories/{ghsa_id}"],
        getRepositoryAdvisory: [
          "GET /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
        ],
        listGlobalAdvisories: ["GET /advisories"],
        listOrgRepositoryAdvisories: ["GET /orgs/{org}/security-advisories"],
        listRepositoryAdvisories: ["GET /repos/{owner}/{repo}/security-advisories"],
        updateRepositoryAdvisory: [
          "PATCH /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
        ]
      },
      teams: {
        addOrUpdateMembershipForUserInOrg: [
          "PUT /orgs/{org}/teams/{team_slug}/memberships/{username}"
        ],
        addOrUpdateRepoPermissionsInOrg: [
          "PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
        ],
        checkPermissionsForRepoInOrg: [
          "GET /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
        ],
        create: ["POST /orgs/{org}/teams"],
        createDiscussionCommentInOrg: [
          "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
        ],
        createDiscussionInOrg: ["POST /orgs/{org}/teams/{team_slug}/discussions"],
        deleteDiscussionCommentInOrg: [
          "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
        ],
        deleteDiscussionInOrg: [
          "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
        ],
        deleteInOrg: ["DELETE /orgs/{org}/teams/{team_slug}"],
        getByName: ["GET /orgs/{org}/teams/{team_slug}"],
        getDiscussionCommentInOrg: [
          "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
        ],
        getDiscussionInOrg: [
          "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
        ],
        getMembershipForUserInOrg: [
          "GET /orgs/{org}/teams/{team_slug}/memberships/{username}"
        ],
        list: ["GET /orgs/{org}/teams"],
        listChildInOrg: ["GET /orgs/{org}/teams/{team_slug}/teams"],
        listDiscussionCommentsInOrg: [
          "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
        ],
        listDiscussionsInOrg: ["GET /orgs/{org}/teams/{team_slug}/discussions"],
        listForAuthenticatedUser: ["GET /user/teams"],
        listMembersInOrg: ["GET /orgs/{org}/teams/{team_slug}/members"],
        listPendingInvitationsInOrg: [
          "GET /orgs/{org}/teams/{team_slug}/invitations"
        ],
        listReposInOrg: ["GET /orgs/{org}/teams/{team_slug}/repos"],
        removeMembershipForUserInOrg: [
          "DELETE /orgs/{org}/teams/{team_slug}/memberships/{username}"
        ],
        removeRepoInOrg: [
          "DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
        ],
        updateDiscussionCommentInOrg: [
          "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
        ],
        updateDiscussionInOrg: [
          "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
        ],
        updateInOrg: ["PATCH /orgs/{org}/teams/{team_slug}"]
      },
      users: {
        addEmailForAuthenticated: [
          "POST /user/emails",
          {},
          { renamed: ["users", "addEmailForAuthenticatedUser"] }
        ],
        addEmailForAuthenticatedUser: ["POST /user/emails"],
        addSocialAccountForAuthenticatedUser: ["POST /user/social_accounts"],
        block: ["PUT /user/blocks/{username}"],
        checkBlocked: ["GET /user/blocks/{username}"],
        checkFollowingForUser: ["GET /users/{username}/following/{target_user}"],
        checkPersonIsFollowedByAuthenticated: ["GET /user/following/{username}"],
        createGpgKeyForAuthenticated: [
          "POST /user/gpg_keys",
          {},
          { renamed: ["users", "createGpgKeyForAuthenticatedUser"] }
        ],
        createGpgKeyForAuthenticatedUser: ["POST /user/gpg_keys"],
        createPublicSshKeyForAuthenticated: [
          "POST /user/keys",
          {},
          { renamed: ["users", "createPublicSshKeyForAuthenticatedUser"] }
        ],
        createPublicSshKeyForAuthenticatedUser: ["POST /user/keys"],
        createSshSigningKeyForAuthenticatedUser: ["POST /user/ssh_signing_keys"],
        deleteAttestationsBulk: [
          "POST /users/{username}/attestations/delete-request"
        ],
        deleteAttestationsById: [
          "DELETE /users/{username}/attestations/{attestation_id}"
        ],
        deleteAttestationsBySubjectDigest: [
          "DELETE /users/{username}/attestations/digest/{subject_digest}"
        ],
        deleteEmailForAuthenticated: [
          "DELETE /user/emails",
          {},
          { renamed: ["users", "deleteEmailForAuthenticatedUser"] }
        ],
        deleteEmailForAuthenticatedUser: ["DELETE /user/emails"],
        deleteGpgKeyForAuthenticated: [
          "DELETE /user/gpg_keys/{gpg_key_id}",
          {},
          { renamed: ["users", "deleteGpgKeyForAuthenticatedUser"] }
        ],
        deleteGpgKeyForAuthenticatedUser: ["DELETE /user/gpg_keys/{gpg_key_id}"],
        deletePublicSshKeyForAuthenticated: [
          "DELETE /user/keys/{key_id}",
          {},
          { renamed: ["users", "deletePublicSshKeyForAuthenticatedUser"] }
        ],
        deletePublicSshKeyForAuthenticatedUser: ["DELETE /user/keys/{key_id}"],
        deleteSocialAccountForAuthenticatedUser: ["DELETE /user/social_accounts"],
        deleteSshSigningKeyForAuthenticatedUser: [
          "DELETE /user/ssh_signing_keys/{ssh_signing_key_id}"
        ],
        follow: ["PUT /user/following/{username}"],
        getAuthenticated: ["GET /user"],
        getById: ["GET /user/{account_id}"],
        getByUsername: ["GET /users/{username}"],
        getContextForUser: ["GET /users/{username}/hovercard"],
        getGpgKeyForAuthenticated: [
          "GET /user/gpg_keys/{gpg_key_id}",
          {},
          { renamed: ["users", "getGpgKeyForAuthenticatedUser"] }
        ],
        getGpgKeyForAuthenticatedUser: ["GET /user/gpg_keys/{gpg_key_id}"],
        getPublicSshKeyForAuthenticated: [
          "GET /user/keys/{key_id}",
          {},
          { renamed: ["users", "getPublicSshKeyForAuthenticatedUser"] }
        ],
        getPublicSshKeyForAuthenticatedUser: ["GET /user/keys/{key_id}"],
        getSshSigningKeyForAuthenticatedUser: [
          "GET /user/ssh_signing_keys/{ssh_signing_key_id}"
        ],
        list: ["GET /users"],
        listAttestations: ["GET /users/{username}/attestations/{subject_digest}"],
        listAttestationsBulk: [
          "POST /users/{username}/attestations/bulk-list{?per_page,before,after}"
        ],
        listBlockedByAuthenticated: [
          "GET /user/blocks",
          {},
          { renamed: ["users", "listBlockedByAuthenticatedUser"] }
        ],
        listBlockedByAuthenticatedUser: ["GET /user/blocks"],
        listEmailsForAuthenticated: [
          "GET /user/emails",
          {},
          { renamed: ["users", "listEmailsForAuthenticatedUser"] }
        ],
        listEmailsForAuthenticatedUser: ["GET /user/emails"],
        listFollowedByAuthenticated: [
          "GET /user/following",
          {},
          { renamed: ["users", "listFollowedByAuthenticatedUser"] }
        ],
        listFollowedByAuthenticatedUser: ["GET /user/following"],
        listFollowersForAuthenticatedUser: ["GET /user/followers"],
        listFollowersForUser: ["GET /users/{username}/followers"],
        listFollowingForUser: ["GET /users/{username}/following"],
        listGpgKeysForAuthenticated: [
          "GET /user/gpg_keys",
          {},
          { renamed: ["users", "listGpgKeysForAuthenticatedUser"] }
        ],
        listGpgKeysForAuthenticatedUser: ["GET /user/gpg_keys"],
        listGpgKeysForUser: ["GET /users/{username}/gpg_keys"],
        listPublicEmailsForAuthenticated: [
          "GET /user/public_emails",
          {},
          { renamed: ["users", "listPublicEmailsForAuthenticatedUser"] }
        ],
        listPublicEmailsForAuthenticatedUser: ["GET /user/public_emails"],
        listPublicKeysForUser: ["GET /users/{username}/keys"],
        listPublicSshKeysForAuthenticated: [
          "GET /user/keys",
          {},
          { renamed: ["users", "listPublicSshKeysForAuthenticatedUser"] }
        ],
        listPublicSshKeysForAuthenticatedUser: ["GET /user/keys"],
        listSocialAccountsForAuthenticatedUser: ["GET /user/social_accounts"],
        listSocialAccountsForUser: ["GET /users/{username}/social_accounts"],
        listSshSigningKeysForAuthenticatedUser: ["GET /user/ssh_signing_keys"],
        listSshSigningKeysForUser: ["GET /users/{username}/ssh_signing_keys"],
        setPrimaryEmailVisibilityForAuthenticated: [
          "PATCH /user/email/visibility",
          {},
          { renamed: ["users", "setPrimaryEmailVisibilityForAuthenticatedUser"] }
        ],
        setPrimaryEmailVisibilityForAuthenticatedUser: [
          "PATCH /user/email/visibility"
        ],
        unblock: ["DELETE /user/blocks/{username}"],
        unfollow: ["DELETE /user/following/{username}"],
        updateAuthenticated: ["PATCH /user"]
      }
    }, endpoints_default = Endpoints;
  }
});

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/endpoints-to-methods.js
function endpointsToMethods(octokit) {
  let newMethods = {};
  for (let scope of endpointMethodsMap.keys())
    newMethods[scope] = new Proxy({ octokit, scope, cache: {} }, handler);
  return newMethods;
}
function decorate(octokit, scope, methodName, defaults, decorations) {
  let requestWithDefaults = octokit.request.defaults(defaults);
  function withDecorations(...args) {
    let options = requestWithDefaults.endpoint.merge(...args);
    if (decorations.mapToData)
      return options = Object.assign({}, options, {
        data: options[decorations.mapToData],
        [decorations.mapToData]: void 0
      }), requestWithDefaults(options);
    if (decorations.renamed) {
      let [newScope, newMethodName] = decorations.renamed;
      octokit.log.warn(
        `octokit.${scope}.${methodName}() has been renamed to octokit.${newScope}.${newMethodName}()`
      );
    }
    if (decorations.deprecated && octokit.log.warn(decorations.deprecated), decorations.renamedParameters) {
      let options2 = requestWithDefaults.endpoint.merge(...args);
      for (let [name, alias] of Object.entries(
        decorations.renamedParameters
      ))
        name in options2 && (octokit.log.warn(
          `"${name}" parameter is deprecated for "octokit.${scope}.${methodName}()". Use "${alias}" instead`
        ), alias in options2 || (options2[alias] = options2[name]), delete options2[name]);
      return requestWithDefaults(options2);
    }
    return requestWithDefaults(...args);
  }
  return Object.assign(withDecorations, requestWithDefaults);
}
var endpointMethodsMap, handler, init_endpoints_to_methods = __esm({
  "node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/endpoints-to-methods.js"() {
    init_endpoints();
    endpointMethodsMap = /* @__PURE__ */ new Map();
    for (let [scope, endpoints] of Object.entries(endpoints_default))
      for (let [methodName, endpoint2] of Object.entries(endpoints)) {
        let [route, defaults, decorations] = endpoint2, [method, url] = route.split(/ /), endpointDefaults = Object.assign(
          {
            method,
            url
          },
          defaults
        );
        endpointMethodsMap.has(scope) || endpointMethodsMap.set(scope, /* @__PURE__ */ new Map()), endpointMethodsMap.get(scope).set(methodName, {
          scope,
          methodName,
          endpointDefaults,
          decorations
        });
      }
    handler = {
      has({ scope }, methodName) {
        return endpointMethodsMap.get(scope).has(methodName);
      },
      getOwnPropertyDescriptor(target, methodName) {
        return {
          value: this.get(target, methodName),
          // ensures method is in the cache
          configurable: !0,
          writable: !0,
          enumerable: !0
        };
      },
      defineProperty(target, methodName, descriptor) {
        return Object.defineProperty(target.cache, methodName, descriptor), !0;
      },
      deleteProperty(target, methodName) {
        return delete target.cache[methodName], !0;
      },
      ownKeys({ scope }) {
        return [...endpointMethodsMap.get(scope).keys()];
      },
      set(target, methodName, value) {
        return target.cache[methodName] = value;
      },
      get({ octokit, scope, cache }, methodName) {
        if (cache[methodName])
          return cache[methodName];
        let method = endpointMethodsMap.get(scope).get(methodName);
        if (!method)
          return;
        let { endpointDefaults, decorations } = method;
        return decorations ? cache[methodName] = decorate(
          octokit,
          scope,
          methodName,
          endpointDefaults,
          decorations
        ) : cache[methodName] = octokit.request.defaults(endpointDefaults), cache[methodName];
      }
    };
  }
});

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js
function restEndpointMethods(octokit) {
  return {
    rest: endpointsToMethods(octokit)
  };
}
function legacyRestEndpointMethods(octokit) {
  let api = endpointsToMethods(octokit);
  return {
    ...api,
    rest: api
  };
}
var init_dist_src4 = __esm({
  "node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js"() {
    init_version5();
    init_endpoints_to_methods();
    restEndpointMethods.VERSION = VERSION10;
    legacyRestEndpointMethods.VERSION = VERSION10;
  }
});

// node_modules/@octokit/rest/dist-src/version.js
var VERSION11, init_version6 = __esm({
  "node_modules/@octokit/rest/dist-src/version.js"() {
    VERSION11 = "22.0.0";
  }
});

// node_modules/@octokit/rest/dist-src/index.js
var Octokit2, init_dist_src5 = __esm({
  "node_modules/@octokit/rest/dist-src/index.js"() {
    init_dist_src2();
    init_dist_src3();
    init_dist_bundle7();
    init_dist_src4();
    init_version6();
    Octokit2 = Octokit.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
      {
        userAgent: `octokit-rest.js/${VERSION11}`
      }
    );
  }
});

// src/host/github/client.ts
function createGitHubClient(options) {
  let Client = Octokit2.plugin(retry, throttling), timeoutMs = options.timeoutMs ?? 3e4, baseFetch = tracedFetch(options.fetch ?? fetch), timedFetch = (input2, init) => {
    let timeout = AbortSignal.timeout(timeoutMs), signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return baseFetch(input2, { ...init, signal });
  }, onLimit = (kind) => (retryAfter, _options, _octokit, retryCount) => retryCount >= 2 || retryAfter > options.maxRateLimitWait ? !1 : (options.onWait(retryAfter, kind), !0), silent = () => {
  };
  return new Client({
    auth: options.token,
    baseUrl: options.baseUrl,
    userAgent: options.userAgent,
    request: { fetch: timedFetch },
    log: { debug: silent, info: silent, warn: silent, error: silent },
    retry: {
      retries: 3,
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
      retryAfterBaseValue: options.retryBaseMs ?? 1e3
    },
    throttle: {
      onRateLimit: onLimit("GitHub's rate limit"),
      onSecondaryRateLimit: onLimit("GitHub's secondary rate limit")
    }
  });
}
var init_client = __esm({
  "src/host/github/client.ts"() {
    "use strict";
    init_dist_bundle();
    init_dist_bundle2();
    init_dist_src5();
    init_trace();
  }
});

// src/host/github/errors.ts
function isRequestError2(error) {
  return typeof error == "object" && error !== null && typeof error.status == "number";
}
function toHostError(error, op, context) {
  let repo = `${context.repository.owner}/${context.repository.repo}`;
  if (error instanceof ReleaseError) return error;
  if (!isRequestError2(error)) {
    let reason2 = error instanceof Error ? error.message : String(error);
    return new GitHostError(`could not ${op.what} on GitHub (${reason2})`, { cause: error });
  }
  let headers = error.response?.headers ?? {}, message = githubMessage(error), status = error.status;
  if (status === 401)
    return new AuthenticationError(
      `GitHub refused the token in ${context.tokenVariable} (401 ${message || "Bad credentials"}) when trying to ${op.what}; it is wrong, expired or revoked: give a valid token`,
      { cause: error }
    );
  if ((status === 403 || status === 429) && isRateLimit(headers, message)) {
    let reset2 = resetTime(headers, context.now()), when = reset2 ? `it resets at ${reset2.toISOString().slice(11, 19)} UTC, in ${Math.max(0, Math.ceil((reset2.getTime() - context.now().getTime()) / 1e3))} s` : "it has no announced reset time";
    return new RateLimitError(
      `GitHub's rate limit stopped releaser from trying to ${op.what} (${status}: ${message}); ${when}, beyond the ${context.maxRateLimitWait} s releaser waits (host.max_rate_limit_wait): run again after that`,
      { cause: error }
    );
  }
  if (status === 403) {
    let permission = op.permission ? `; the token lacks the permission ${op.permission}: in GitHub Actions add it under "permissions:" in the workflow, or use a token that has it` : "; check the token's permissions";
    return new AuthenticationError(`GitHub refused to ${op.what} (403: ${message})${permission}`, {
      cause: error
    });
  }
  if (status === 404)
    return new GitHostError(
      `GitHub answered 404 when trying to ${op.what}: repository ${repo} does not exist at ${context.apiUrl}, or the token in ${context.tokenVariable} cannot see it; check host.repository (or the origin remote) and the token's access`,
      { cause: error }
    );
  if (status === 422)
    return new GitHostError(`GitHub refused to ${op.what} (422: ${message})`, { cause: error });
  if (status >= 500 || status === 429) {
    let reason2 = status === 500 && !error.response ? message : `${status} ${message}`.trim();
    return new GitHostError(
      `GitHub did not answer when trying to ${op.what}, even after retries (${reason2}); it may be down or unreachable: run again later, releaser picks up where it stopped`,
      { cause: error }
    );
  }
  return new GitHostError(`GitHub refused to ${op.what} (${status}: ${message})`, { cause: error });
}
function githubMessage(error) {
  let data = error.response?.data;
  if (typeof data != "object" || data === null)
    return error.message.replace(/ - https:\/\/docs\.github\.com\S*$/, "");
  let body = data, parts = [];
  if (typeof body.message == "string" && parts.push(body.message), Array.isArray(body.errors)) {
    for (let item of body.errors)
      if (typeof item == "string") parts.push(item);
      else if (typeof item == "object" && item !== null) {
        let e = item;
        typeof e.message == "string" ? parts.push(e.message) : typeof e.code == "string" && parts.push([e.resource, e.field, e.code].filter((x2) => typeof x2 == "string").join(" "));
      }
  }
  return parts.join(": ") || error.message;
}
function isRateLimit(headers, message) {
  return headers["x-ratelimit-remaining"] === "0" || headers["retry-after"] !== void 0 || /rate limit/i.test(message);
}
function resetTime(headers, now2) {
  let retryAfter = Number(headers["retry-after"]);
  if (Number.isFinite(retryAfter) && headers["retry-after"] !== void 0)
    return new Date(now2.getTime() + retryAfter * 1e3);
  let reset2 = Number(headers["x-ratelimit-reset"]);
  return Number.isFinite(reset2) && reset2 > 0 ? new Date(reset2 * 1e3) : void 0;
}
var init_errors3 = __esm({
  "src/host/github/errors.ts"() {
    "use strict";
    init_errors();
  }
});

// src/host/github/github-host.ts
var github_host_exports = {};
__export(github_host_exports, {
  createGitHubHost: () => createGitHubHost
});
function createGitHubHost(settings, options) {
  let client = createGitHubClient({
    baseUrl: settings.apiUrl,
    token: settings.token,
    userAgent: options.userAgent,
    maxRateLimitWait: settings.maxRateLimitWait,
    retryBaseMs: settings.retryBaseMs,
    onWait: options.onWait,
    timeoutMs: options.timeoutMs ?? settings.requestTimeoutMs,
    fetch: options.fetch
  }), repository = settings.repository, { owner, repo } = repository, context = {
    apiUrl: settings.apiUrl,
    repository,
    tokenVariable: settings.tokenVariable,
    maxRateLimitWait: settings.maxRateLimitWait,
    now: options.now ?? (() => /* @__PURE__ */ new Date())
  }, call = async (op, body) => {
    try {
      return await body();
    } catch (error) {
      throw toHostError(error, op, context);
    }
  }, findOpenPullRequest = (head, base) => call({ what: `look for the open pull request from ${head}` }, async () => {
    let { data } = await client.rest.pulls.list({
      owner,
      repo,
      state: "open",
      head: `${owner}:${head}`,
      base,
      per_page: 100
    }), found = data.find((pr2) => pr2.head.ref === head && pr2.base.ref === base);
    return found === void 0 ? void 0 : toPullRequest(found);
  }), findReleaseByTag = (tag) => call({ what: `look for the release of tag ${tag}` }, async () => {
    try {
      let { data } = await client.rest.repos.getReleaseByTag({ owner, repo, tag });
      return toRelease(data);
    } catch (error) {
      if (error.status !== 404) throw error;
    }
    let { data: newest } = await client.rest.repos.listReleases({ owner, repo, per_page: 100 }), draft = newest.find((r) => r.tag_name === tag);
    return draft === void 0 ? void 0 : toRelease(draft);
  });
  return {
    provider: "github",
    repository,
    findOpenPullRequest,
    createPullRequest: (input2) => call({ what: `create the pull request from ${input2.head}`, permission: PULLS_WRITE }, async () => {
      try {
        let { data } = await client.rest.pulls.create({ owner, repo, ...input2 });
        return { pullRequest: toPullRequest(data), created: !0 };
      } catch (error) {
        if (isAlreadyExists(error)) {
          let existing = await findOpenPullRequest(input2.head, input2.base);
          if (existing !== void 0) return { pullRequest: existing, created: !1 };
        }
        throw error;
      }
    }),
    updatePullRequest: (number2, changes) => call({ what: `update pull request #${number2}`, permission: PULLS_WRITE }, async () => {
      let { data } = await client.rest.pulls.update({ owner, repo, pull_number: number2, ...changes });
      return toPullRequest(data);
    }),
    addLabels: (number2, labels) => call({ what: `label pull request #${number2}`, permission: PULLS_WRITE }, async () => {
      labels.length !== 0 && await client.rest.issues.addLabels({ owner, repo, issue_number: number2, labels: [...labels] });
    }),
    findReleaseByTag,
    createRelease: (input2) => call({ what: `create the release for ${input2.tag}`, permission: CONTENTS_WRITE }, async () => {
      try {
        let { data } = await client.rest.repos.createRelease({
          owner,
          repo,
          tag_name: input2.tag,
          name: input2.name,
          body: input2.body,
          draft: input2.draft,
          prerelease: input2.prerelease,
          ...input2.target === void 0 ? {} : { target_commitish: input2.target },
          ...input2.latest === !1 ? { make_latest: "false" } : {}
        });
        return { release: toRelease(data), created: !0 };
      } catch (error) {
        if (isAlreadyExists(error)) {
          let existing = await findReleaseByTag(input2.tag);
          if (existing !== void 0) return { release: existing, created: !1 };
        }
        throw error;
      }
    }),
    updateRelease: (id, input2) => call({ what: `update release ${id}`, permission: CONTENTS_WRITE }, async () => {
      let { data } = await client.rest.repos.updateRelease({
        owner,
        repo,
        release_id: id,
        ...input2.tag === void 0 ? {} : { tag_name: input2.tag },
        ...input2.name === void 0 ? {} : { name: input2.name },
        ...input2.body === void 0 ? {} : { body: input2.body },
        ...input2.draft === void 0 ? {} : { draft: input2.draft },
        ...input2.prerelease === void 0 ? {} : { prerelease: input2.prerelease }
      });
      return toRelease(data);
    }),
    listAssets: (releaseId) => call({ what: `list the assets of release ${releaseId}` }, async () => (await client.paginate(client.rest.repos.listReleaseAssets, {
      owner,
      repo,
      release_id: releaseId,
      per_page: 100
    })).map(
      (a) => ({ id: a.id, name: a.name, size: a.size, complete: a.state === "uploaded" })
    )),
    uploadAsset: (release2, name, content, contentType) => call(
      { what: `upload ${name} to the release of ${release2.tag}`, permission: CONTENTS_WRITE },
      async () => {
        let url = /\{\?[^}]*\}$/.test(release2.uploadUrl) ? release2.uploadUrl : `${release2.uploadUrl}{?name}`;
        try {
          let { data } = await client.request(`POST ${url}`, {
            name,
            headers: { "content-type": contentType, "content-length": content.byteLength },
            data: content
          }), asset = data;
          return { id: asset.id, name: asset.name, size: asset.size, complete: asset.state !== "open" };
        } catch (error) {
          if (isAlreadyExists(error)) return;
          throw error;
        }
      }
    ),
    deleteAsset: (assetId) => call({ what: `delete release asset ${assetId}`, permission: CONTENTS_WRITE }, async () => {
      await client.rest.repos.deleteReleaseAsset({ owner, repo, asset_id: assetId });
    })
  };
}
function isAlreadyExists(error) {
  return error.status === 422 && /already[ _]exists/i.test(githubMessage(error));
}
function toPullRequest(data) {
  return {
    number: data.number,
    url: data.html_url,
    title: data.title,
    body: data.body ?? "",
    head: data.head.ref,
    base: data.base.ref,
    labels: data.labels.map((l) => typeof l == "string" ? l : l.name ?? "").filter((l) => l !== ""),
    state: data.state === "open" ? "open" : "closed"
  };
}
function toRelease(data) {
  return {
    id: data.id,
    tag: data.tag_name,
    name: data.name ?? "",
    body: data.body ?? "",
    draft: data.draft,
    prerelease: data.prerelease,
    url: data.html_url,
    uploadUrl: data.upload_url
  };
}
var PULLS_WRITE, CONTENTS_WRITE, init_github_host = __esm({
  "src/host/github/github-host.ts"() {
    "use strict";
    init_client();
    init_errors3();
    PULLS_WRITE = "pull-requests: write", CONTENTS_WRITE = "contents: write";
  }
});

// src/host/open-host.ts
async function openCodeHost(settings, options) {
  if (settings.provider === "github") {
    let { createGitHubHost: createGitHubHost2 } = await Promise.resolve().then(() => (init_github_host(), github_host_exports));
    return createGitHubHost2(settings, { userAgent: `releaser/${VERSION}`, ...options });
  }
}
var init_open_host = __esm({
  "src/host/open-host.ts"() {
    "use strict";
    init_version2();
  }
});

// src/flows/code-host.ts
function openFlowHost(settings, context, open3 = openCodeHost) {
  return context.addSecret?.(settings.token), open3(settings, {
    onWait: (seconds, reason2) => context.warn(`${reason2} was reached; waiting ${seconds} s, then trying again`),
    now: context.now
  });
}
var init_code_host = __esm({
  "src/flows/code-host.ts"() {
    "use strict";
    init_open_host();
  }
});

// src/git/identity.ts
async function withActionsIdentity(cwd, env) {
  return env.GITHUB_ACTIONS !== "true" || (await runGit(["-c", "user.useConfigOnly=true", "var", "GIT_AUTHOR_IDENT"], {
    cwd,
    env,
    allowedCodes: [128]
  })).code === 0 ? env : {
    ...env,
    GIT_AUTHOR_NAME: ACTIONS_BOT.name,
    GIT_AUTHOR_EMAIL: ACTIONS_BOT.email,
    GIT_COMMITTER_NAME: ACTIONS_BOT.name,
    GIT_COMMITTER_EMAIL: ACTIONS_BOT.email
  };
}
async function checkTaggerIdentity(cwd, env) {
  if ((await runGit(["var", "GIT_COMMITTER_IDENT"], { cwd, env, allowedCodes: [128] })).code !== 0)
    throw new GitError(
      'git has no identity to make the release tag with (an annotated tag names its tagger); set one with `git config user.name "Your Name"` and `git config user.email you@example.com`, nothing was changed'
    );
}
var ACTIONS_BOT, init_identity = __esm({
  "src/git/identity.ts"() {
    "use strict";
    init_errors();
    init_run();
    ACTIONS_BOT = {
      name: "github-actions[bot]",
      email: "41898282+github-actions[bot]@users.noreply.github.com"
    };
  }
});

// src/flows/release-commit.ts
import { readdir as readdir3, rm as rm4, rmdir as rmdir2 } from "node:fs/promises";
import { join as join9 } from "node:path";
async function buildReleaseCommit(context, repo) {
  let parent = join9(repo.gitDir, "releaser"), dir = join9(parent, `release-pr-worktree-${process.pid}`), git = (args) => runGit(args, { cwd: repo.root, env: context.env });
  await removeStaleWorktrees(repo.root, parent, context.env), await git(["worktree", "add", "--quiet", "--detach", dir, repo.head]);
  try {
    let env = await withActionsIdentity(dir, context.env), seen = /* @__PURE__ */ new Set(), { outcome } = await updateFlow(
      {
        ...context,
        cwd: dir,
        env,
        // The same warnings were told while planning on the release branch: say each once.
        warn: (message) => {
          seen.has(message) || seen.add(message);
        }
      },
      {},
      { commit: !0, dryRun: !1, allowDirty: !1 }
    );
    if (outcome.kind !== "written" || outcome.commit === void 0)
      throw new ReleaseError(
        `the release commit could not be made on a clean copy of ${repo.head.slice(0, 7)} (${outcome.kind})`
      );
    let { stdout } = await runGit(["rev-parse", `${outcome.commit}^{tree}`], { cwd: dir, env });
    return { commit: outcome.commit, tree: stdout.trim(), message: outcome.message };
  } finally {
    await removeWorktree(repo.root, dir, context.env), await rmdir2(parent).catch(() => {
    });
  }
}
async function removeStaleWorktrees(root, parent, env) {
  let names = await readdir3(parent).catch(() => []);
  for (let name of names) {
    let match = /^release-pr-worktree(?:-(\d+))?$/.exec(name);
    if (match === null) continue;
    let pid = Number(match[1] ?? 0);
    pid !== 0 && pid !== process.pid && isAlive(pid) || await removeWorktree(root, join9(parent, name), env);
  }
}
function isAlive(pid) {
  try {
    return process.kill(pid, 0), !0;
  } catch (error) {
    return error.code === "EPERM";
  }
}
async function removeWorktree(root, dir, env) {
  await runGit(["worktree", "remove", "--force", dir], { cwd: root, env, allowedCodes: [128] }).catch(
    () => {
    }
  ), await rm4(dir, { recursive: !0, force: !0 }), await runGit(["worktree", "prune"], { cwd: root, env }).catch(() => {
  });
}
var init_release_commit = __esm({
  "src/flows/release-commit.ts"() {
    "use strict";
    init_errors();
    init_identity();
    init_run();
    init_update();
  }
});

// src/flows/remote-auth.ts
async function remoteGitEnv(root, config, env) {
  let url = await readRemoteUrl(root, "origin", env), token = findHostToken(config, env)?.token;
  return url === void 0 || token === void 0 ? env : { ...env, ...tokenForRemote(url, token, config, env, () => {
  }) };
}
function tokenForRemote(remoteUrl, token, config, env, warn) {
  let remote, api;
  try {
    remote = new URL(remoteUrl), api = new URL(resolveApiUrl(config, env));
  } catch {
    return {};
  }
  if (remote.protocol !== "https:" && remote.protocol !== "http:") return {};
  let loopback = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(remote.hostname), apiHost = api.hostname === "api.github.com" ? "github.com" : api.hostname;
  return remote.hostname !== apiHost || remote.protocol === "http:" && !loopback ? (warn(
    `the token is not sent to origin (${remote.protocol}//${remote.host}): it is not the code host's own address over https (${apiHost}); git uses its own credentials for it`
  ), {}) : gitAuthEnv(remoteUrl, token, env);
}
var init_remote_auth = __esm({
  "src/flows/remote-auth.ts"() {
    "use strict";
    init_remote();
    init_settings();
  }
});

// src/flows/release-pr.ts
import { resolve as resolve3 } from "node:path";
async function releasePrFlow(context, options, deps = {}) {
  let progress = context.progress, check = await inStep(
    progress,
    "history",
    "reading the commits since the last release",
    () => checkFlow(context, {}, { fetchEnv: (config2, root) => remoteGitEnv(root, config2, context.env) }),
    (read) => historySummary(read.plan)
  ), { repo, config, plan } = check, base = config.release_branch, branch = await readCurrentBranch(repo.root, context.env);
  if (branch !== base)
    throw new GitError(
      `release-pr runs on the release branch "${base}" (release_branch), but HEAD is ${branch === void 0 ? "detached" : `on "${branch}"`}; check out ${base} (in GitHub Actions, run it on push to ${base})`
    );
  await refuseUncommittedInputs(repo.root, context.env);
  let prBranch = config.pr.branch.replaceAll("{branch}", base);
  if (prBranch === base || prBranch.trim() === "")
    throw new ConfigError(
      `pr.branch = "${config.pr.branch}" must name a branch other than ${base}, e.g. "releaser/{branch}"`
    );
  if (plan.nextVersion === void 0 || plan.tag === void 0 || plan.changelog === void 0)
    return { check, outcome: { kind: "nothing" } };
  if (plan.pending) return { check, outcome: { kind: "pending" } };
  let originUrl = await readRemoteUrl(repo.root, REMOTE, context.env);
  if (originUrl === void 0)
    throw new GitError(
      `there is no "${REMOTE}" remote to push ${prBranch} to; add one (git remote add origin URL)`
    );
  let settings = resolveHostSettings(config, context.env, originUrl), host2 = await openFlowHost(settings, context, deps.openHost), gitEnv2 = {
    ...context.env,
    ...tokenForRemote(originUrl, settings.token, config, context.env, context.warn)
  }, title = config.pr.title.replaceAll("{version}", plan.nextVersion), body = renderPrBody({
    version: plan.nextVersion,
    tag: plan.tag,
    releaseBranch: base,
    changelog: plan.changelog
  }), open3 = await inStep(
    progress,
    "find-pr",
    `looking for the open pull request from ${prBranch}`,
    () => host2.findOpenPullRequest(prBranch, base),
    (found) => found ? `#${found.number} is open` : "none is open"
  ), baseRef = `refs/heads/${base}`, prRef = `refs/heads/${prBranch}`, refs = await readRemoteRefs(repo.root, REMOTE, [baseRef, prRef], gitEnv2), remoteHead = refs.get(prRef), position = await comparePosition(repo.root, repo.head, refs.get(baseRef), context.env);
  if (position === "behind")
    return { check, outcome: { kind: "behind", remote: refs.get(baseRef) } };
  if (position === "ahead" || position === "diverged")
    throw new GitError(
      `HEAD (${repo.head.slice(0, 12)}) has commits that ${REMOTE}/${base} does not have${position === "diverged" ? `, and ${REMOTE}/${base} has commits HEAD lacks` : ""}; the release PR is made from what is on ${REMOTE}: push ${base} first${position === "diverged" ? " (after git pull --rebase)" : ""}, then run release-pr`
    );
  if (options.dryRun)
    return {
      check,
      outcome: {
        kind: "planned",
        branch: prBranch,
        title,
        body,
        open: open3,
        branchExists: remoteHead !== void 0
      }
    };
  let release2 = await inStep(
    progress,
    "commit",
    `making the release commit for ${plan.nextVersion}`,
    () => buildReleaseCommit(
      { ...context, configFile: context.configFile && resolve3(context.cwd, context.configFile) },
      repo
    ),
    (made) => `${shortCommit(made.commit)} ${config.commit_message.replaceAll("{version}", plan.nextVersion)}`
  ), pushed = !1, replaced = [];
  try {
    await inStep(
      progress,
      "push",
      `pushing ${prBranch} to ${REMOTE}`,
      async () => {
        let same = !1;
        if (remoteHead !== void 0 && (await fetchRemoteBranch(repo.root, REMOTE, prBranch, REMOTE_REF, gitEnv2), same = await holdsRelease(repo.root, remoteHead, release2, repo.head, context.env), replaced = await handMadeCommits(
          repo.root,
          repo.head,
          remoteHead,
          config.commit_message,
          context.env
        )), same) return "";
        try {
          return await forcePushBranch(repo.root, REMOTE, release2.commit, prBranch, remoteHead, gitEnv2), pushed = !0, "";
        } catch (error) {
          if (!(error instanceof PushError)) throw error;
          return await afterRejectedPush2(error);
        }
      },
      (note) => pushed ? `pushed ${prBranch} to ${REMOTE}` : { status: "already", detail: note || `${prBranch} already holds this release commit` }
    );
  } finally {
    await runGit(["update-ref", "-d", REMOTE_REF], { cwd: repo.root, env: context.env }).catch(
      () => {
      }
    );
  }
  async function afterRejectedPush2(error) {
    let now2 = (await readRemoteRefs(repo.root, REMOTE, [prRef], gitEnv2).catch(() => {
    }))?.get(prRef);
    if (now2 === void 0 || now2 === remoteHead) throw error;
    if (await fetchRemoteBranch(repo.root, REMOTE, prBranch, REMOTE_REF, gitEnv2), await holdsRelease(repo.root, now2, release2, repo.head, context.env))
      return `${prBranch} was pushed with this release commit by another run meanwhile`;
    throw new PushError(
      `${prBranch} on ${REMOTE} changed while this run pushed it (another release-pr run, or a push by hand); run release-pr again to bring it up to date`
    );
  }
  let { pr: pr2, changed, created } = await inStep(
    progress,
    "pull-request",
    open3 ? `updating pull request #${open3.number}` : `opening the pull request from ${prBranch}`,
    () => reconcilePullRequest(host2, open3, { head: prBranch, base, title, body, labels: config.pr.labels }),
    (done) => done.changed ? `${done.created ? "opened" : "updated"} #${done.pr.number}: ${done.pr.url}` : { status: "already", detail: `#${done.pr.number} is up to date: ${done.pr.url}` }
  );
  return { check, outcome: { kind: "done", action: created ? "created" : pushed || changed ? "updated" : "unchanged", pr: pr2, branch: prBranch, pushed, replaced } };
}
async function reconcilePullRequest(host2, open3, want) {
  let changed = !1, created = !1, pr2 = open3;
  pr2 === void 0 && ({ pullRequest: pr2, created } = await host2.createPullRequest({
    head: want.head,
    base: want.base,
    title: want.title,
    body: want.body
  }), changed = created);
  let changes = {};
  pr2.title !== want.title && (changes.title = want.title), normalise(pr2.body) !== normalise(want.body) && (changes.body = want.body), (changes.title !== void 0 || changes.body !== void 0) && (pr2 = await host2.updatePullRequest(pr2.number, changes), changed = !0);
  let carried = pr2.labels, missing = want.labels.filter((label) => !carried.includes(label));
  return missing.length > 0 && (await host2.addLabels(pr2.number, missing), pr2 = { ...pr2, labels: [...pr2.labels, ...missing] }, changed = !0), { pr: pr2, changed, created };
}
function normalise(text3) {
  return text3.replace(/\r\n/g, `
`).trimEnd();
}
async function holdsRelease(root, remoteHead, release2, head, env) {
  let { stdout } = await runGit(["log", "-1", "--format=%P%x00%T%x00%B", remoteHead], { cwd: root, env }), [parents = "", tree = "", message = ""] = stdout.split("\0");
  return parents.trim() === head && tree === release2.tree && message.trim() === release2.message.trim();
}
async function handMadeCommits(root, head, remoteHead, commitMessage, env) {
  let { stdout } = await runGit(["log", "--format=%s", `${head}..${remoteHead}`], { cwd: root, env }), ours = releaseSubjectPattern(commitMessage);
  return stdout.split(`
`).filter((s) => s !== "" && !ours.test(s));
}
function releaseSubjectPattern(template) {
  let parts = (template.split(`
`)[0] ?? "").trim().split("{version}").map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join("\\S+")}$`);
}
async function refuseUncommittedInputs(root, env) {
  let inputs = /* @__PURE__ */ new Set(["pyproject.toml", "releaser.toml", ".releaser.toml"]), dirty = (await readStatus(root, !0, env)).filter((e) => e.code !== "??" || inputs.has(e.path)).map((e) => e.path);
  if (dirty.length !== 0)
    throw new GitError(
      `the working tree has uncommitted changes (${listSome(dirty)}); release-pr makes the release commit from HEAD, so commit or stash them first`
    );
}
var REMOTE, REMOTE_REF, init_release_pr = __esm({
  "src/flows/release-pr.ts"() {
    "use strict";
    init_errors();
    init_pr_body();
    init_text();
    init_ancestry();
    init_remote();
    init_run();
    init_worktree();
    init_settings();
    init_check();
    init_code_host();
    init_progress_step();
    init_release_commit();
    init_remote_auth();
    REMOTE = "origin", REMOTE_REF = "refs/releaser/release-pr";
  }
});

// src/cli/commands/release-pr.ts
var release_pr_exports = {};
__export(release_pr_exports, {
  releasePrJson: () => releasePrJson,
  runReleasePr: () => runReleasePr
});
async function runReleasePr(context, options, output, json) {
  let { progressFor: progressFor2 } = await Promise.resolve().then(() => (init_progress(), progress_exports)), progress = await progressFor2(output), result = await releasePrFlow(progress ? { ...context, progress } : context, options), text3 = renderReleasePr(result, json ? output.errColor : output.color);
  json ? (output.err(text3), output.out(`${JSON.stringify(releasePrJson(result, options.dryRun), null, 2)}
`)) : output.out(text3);
  let { outcome } = result;
  if (outcome.kind === "done")
    for (let subject of outcome.replaced)
      context.warn(`replaced a commit someone added to ${outcome.branch} by hand: "${subject}"`);
  return 0;
}
function releasePrJson(result, dryRun) {
  let { outcome } = result, pr2 = outcome.kind === "done" ? outcome.pr : outcome.kind === "planned" ? outcome.open : void 0;
  return {
    ...checkJson(result.check),
    dry_run: dryRun,
    action: outcome.kind === "done" ? outcome.action : "none",
    pr_url: pr2?.url ?? null,
    pr_number: pr2?.number ?? null,
    branch: outcome.kind === "done" || outcome.kind === "planned" ? outcome.branch : null,
    pushed: outcome.kind === "done" ? outcome.pushed : !1,
    replaced_commits: outcome.kind === "done" ? outcome.replaced : [],
    would: outcome.kind === "planned" ? outcome.open ? "update" : "create" : null
  };
}
function renderReleasePr({ check, outcome }, color) {
  let s = styles(color), { plan, config } = check;
  switch (outcome.kind) {
    case "nothing":
      return `Nothing to release: no commit ${plan.baseTag ? `since ${plan.baseTag} ` : ""}asks for a version bump; an open release pull request is left as it is.
`;
    case "behind":
      return `Nothing changed: HEAD (${check.repo.head.slice(0, 12)}) is behind origin/${config.release_branch} (${outcome.remote.slice(0, 12)}), so a newer push's run keeps the release pull request current; to run it from here, pull first (git pull --ff-only).
`;
    case "pending":
      return `${config.release_branch} already carries ${plan.nextVersion} and tag ${plan.tag} does not exist yet: the release pull request was merged. \`releaser release\` is next.
`;
    case "planned": {
      let target = outcome.open ? `update pull request #${outcome.open.number} (${outcome.open.url})` : "create a pull request";
      return [
        `${s.yellow("Dry run:")} would ${outcome.branchExists ? "replace" : "create"} branch ${outcome.branch} with the release commit for ${plan.nextVersion} on ${config.release_branch}, and ${target} into ${config.release_branch}:`,
        "",
        `${s.bold(outcome.title)}`,
        "",
        outcome.body.trimEnd(),
        "",
        "Nothing was pushed or written.",
        ""
      ].join(`
`);
    }
    case "done": {
      let verb = { created: "Created", updated: "Updated", unchanged: "Unchanged:" }[outcome.action], push2 = outcome.pushed ? `pushed ${outcome.branch}` : `${outcome.branch} already up to date`;
      return `${s.green(verb)} pull request #${outcome.pr.number} for ${plan.nextVersion} (${push2}): ${outcome.pr.url}
`;
    }
  }
}
var init_release_pr2 = __esm({
  "src/cli/commands/release-pr.ts"() {
    "use strict";
    init_release_pr();
    init_output();
    init_check2();
  }
});

// src/core/host-release.ts
function planHostRelease(facts) {
  let version = parseVersion(facts.version), preRelease = version !== void 0 && !isFinalRelease(version), format2 = compileTagFormat(facts.tagFormat), newer = version !== void 0 && facts.tags.some((tag) => {
    let other = format2.parse(tag);
    return other !== void 0 && isFinalRelease(other) && compareVersions(other, version) > 0;
  });
  return {
    tag: facts.tag,
    name: facts.tag,
    body: fitBody(escapeMentions(facts.notes)),
    draft: facts.draft,
    prerelease: facts.prerelease || preRelease,
    latest: newer ? !1 : void 0
  };
}
function fitBody(body) {
  if (body.length <= MAX_RELEASE_BODY) return body;
  let note = `

\u2026 (cut to fit GitHub's limit: the full notes are in the changelog)`, room = MAX_RELEASE_BODY - note.length, cut = body.lastIndexOf(`
`, room);
  return `${body.slice(0, cut > 0 ? cut : room)}${note}`;
}
var MAX_RELEASE_BODY, init_host_release = __esm({
  "src/core/host-release.ts"() {
    "use strict";
    init_changelog();
    init_tag_format();
    init_version();
    MAX_RELEASE_BODY = 125e3;
  }
});

// node_modules/fflate/esm/index.mjs
import { createRequire } from "module";
function inflateSync(data, opts) {
  return inflt(data, { i: 2 }, opts && opts.out, opts && opts.dictionary);
}
function strFromU8(dat, latin1) {
  if (latin1) {
    for (var r = "", i2 = 0; i2 < dat.length; i2 += 16384)
      r += String.fromCharCode.apply(null, dat.subarray(i2, i2 + 16384));
    return r;
  } else {
    if (td)
      return td.decode(dat);
    var _a2 = dutf8(dat), s = _a2.s, r = _a2.r;
    return r.length && err(8), s;
  }
}
function unzipSync(data, opts) {
  for (var files = {}, e = data.length - 22; b4(data, e) != 101010256; --e)
    (!e || data.length - e > 65558) && err(13);
  var c = b2(data, e + 8);
  if (!c)
    return {};
  var o = b4(data, e + 16), z = b4(data, e - 20) == 117853008;
  if (z) {
    var ze = b4(data, e - 12);
    z = b4(data, ze) == 101075792, z && (c = b4(data, ze + 32), o = b4(data, ze + 48));
  }
  for (var fltr = opts && opts.filter, i2 = 0; i2 < c; ++i2) {
    var _a2 = zh(data, o, z), c_2 = _a2[0], sc = _a2[1], su = _a2[2], fn = _a2[3], no = _a2[4], off = _a2[5], b = slzh(data, off);
    o = no, (!fltr || fltr({
      name: fn,
      size: sc,
      originalSize: su,
      compression: c_2
    })) && (c_2 ? c_2 == 8 ? files[fn] = inflateSync(data.subarray(b, b + sc), { out: new u8(su) }) : err(14, "unknown compression type " + c_2) : files[fn] = slc(data, b, b + sc));
  }
  return files;
}
var require2, _a, Worker, isMarkedAsUntransferable, u8, u16, i32, fleb, fdeb, clim, freb, _a, fl, revfl, _b, fd, revfd, rev, x, i, hMap, flt, i, i, i, i, fdt, i, flrm, fdrm, max, bits, bits16, shft, slc, ec, err, inflt, et, b2, b4, b8, td, tds, dutf8, slzh, zh, z64hs, init_esm = __esm({
  "node_modules/fflate/esm/index.mjs"() {
    require2 = createRequire("/");
    try {
      _a = require2("worker_threads"), Worker = _a.Worker, isMarkedAsUntransferable = _a.isMarkedAsUntransferable;
    } catch {
    }
    u8 = Uint8Array, u16 = Uint16Array, i32 = Int32Array, fleb = new u8([
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      1,
      1,
      1,
      1,
      2,
      2,
      2,
      2,
      3,
      3,
      3,
      3,
      4,
      4,
      4,
      4,
      5,
      5,
      5,
      5,
      0,
      /* unused */
      0,
      0,
      /* impossible */
      0
    ]), fdeb = new u8([
      0,
      0,
      0,
      0,
      1,
      1,
      2,
      2,
      3,
      3,
      4,
      4,
      5,
      5,
      6,
      6,
      7,
      7,
      8,
      8,
      9,
      9,
      10,
      10,
      11,
      11,
      12,
      12,
      13,
      13,
      /* unused */
      0,
      0
    ]), clim = new u8([16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]), freb = function(eb, start) {
      for (var b = new u16(31), i2 = 0; i2 < 31; ++i2)
        b[i2] = start += 1 << eb[i2 - 1];
      for (var r = new i32(b[30]), i2 = 1; i2 < 30; ++i2)
        for (var j = b[i2]; j < b[i2 + 1]; ++j)
          r[j] = j - b[i2] << 5 | i2;
      return { b, r };
    }, _a = freb(fleb, 2), fl = _a.b, revfl = _a.r;
    fl[28] = 258, revfl[258] = 28;
    _b = freb(fdeb, 0), fd = _b.b, revfd = _b.r, rev = new u16(32768);
    for (i = 0; i < 32768; ++i)
      x = (i & 43690) >> 1 | (i & 21845) << 1, x = (x & 52428) >> 2 | (x & 13107) << 2, x = (x & 61680) >> 4 | (x & 3855) << 4, rev[i] = ((x & 65280) >> 8 | (x & 255) << 8) >> 1;
    hMap = (function(cd, mb, r) {
      for (var s = cd.length, i2 = 0, l = new u16(mb); i2 < s; ++i2)
        cd[i2] && ++l[cd[i2] - 1];
      var le = new u16(mb);
      for (i2 = 1; i2 < mb; ++i2)
        le[i2] = le[i2 - 1] + l[i2 - 1] << 1;
      var co;
      if (r) {
        co = new u16(1 << mb);
        var rvb = 15 - mb;
        for (i2 = 0; i2 < s; ++i2)
          if (cd[i2])
            for (var sv = i2 << 4 | cd[i2], r_1 = mb - cd[i2], v = le[cd[i2] - 1]++ << r_1, m = v | (1 << r_1) - 1; v <= m; ++v)
              co[rev[v] >> rvb] = sv;
      } else
        for (co = new u16(s), i2 = 0; i2 < s; ++i2)
          cd[i2] && (co[i2] = rev[le[cd[i2] - 1]++] >> 15 - cd[i2]);
      return co;
    }), flt = new u8(288);
    for (i = 0; i < 144; ++i)
      flt[i] = 8;
    for (i = 144; i < 256; ++i)
      flt[i] = 9;
    for (i = 256; i < 280; ++i)
      flt[i] = 7;
    for (i = 280; i < 288; ++i)
      flt[i] = 8;
    fdt = new u8(32);
    for (i = 0; i < 32; ++i)
      fdt[i] = 5;
    flrm = /* @__PURE__ */ hMap(flt, 9, 1), fdrm = /* @__PURE__ */ hMap(fdt, 5, 1), max = function(a) {
      for (var m = a[0], i2 = 1; i2 < a.length; ++i2)
        a[i2] > m && (m = a[i2]);
      return m;
    }, bits = function(d, p, m) {
      var o = p / 8 | 0;
      return (d[o] | d[o + 1] << 8) >> (p & 7) & m;
    }, bits16 = function(d, p) {
      var o = p / 8 | 0;
      return (d[o] | d[o + 1] << 8 | d[o + 2] << 16) >> (p & 7);
    }, shft = function(p) {
      return (p + 7) / 8 | 0;
    }, slc = function(v, s, e) {
      return (s == null || s < 0) && (s = 0), (e == null || e > v.length) && (e = v.length), new u8(v.subarray(s, e));
    }, ec = [
      "unexpected EOF",
      "invalid block type",
      "invalid length/literal",
      "invalid distance",
      "stream finished",
      "no stream handler",
      ,
      // determined by compression function
      "no callback",
      "invalid UTF-8 data",
      "extra field too long",
      "date not in range 1980-2099",
      "filename too long",
      "stream finishing",
      "invalid zip data"
      // determined by unknown compression method
    ], err = function(ind, msg, nt) {
      var e = new Error(msg || ec[ind]);
      if (e.code = ind, Error.captureStackTrace && Error.captureStackTrace(e, err), !nt)
        throw e;
      return e;
    }, inflt = function(dat, st, buf, dict) {
      var sl = dat.length, dl = dict ? dict.length : 0;
      if (!sl || st.f && !st.l)
        return buf || new u8(0);
      var noBuf = !buf, resize = noBuf || st.i != 2, noSt = st.i;
      noBuf && (buf = new u8(sl * 3));
      var cbuf = function(l2) {
        var bl = buf.length;
        if (l2 > bl) {
          var nbuf = new u8(Math.max(bl * 2, l2));
          nbuf.set(buf), buf = nbuf;
        }
      }, final = st.f || 0, pos = st.p || 0, bt = st.b || 0, lm = st.l, dm = st.d, lbt = st.m, dbt = st.n, tbts = sl * 8;
      do {
        if (!lm) {
          final = bits(dat, pos, 1);
          var type = bits(dat, pos + 1, 3);
          if (pos += 3, type)
            if (type == 1)
              lm = flrm, dm = fdrm, lbt = 9, dbt = 5;
            else if (type == 2) {
              var hLit = bits(dat, pos, 31) + 257, hcLen = bits(dat, pos + 10, 15) + 4, tl = hLit + bits(dat, pos + 5, 31) + 1;
              pos += 14;
              for (var ldt = new u8(tl), clt = new u8(19), i2 = 0; i2 < hcLen; ++i2)
                clt[clim[i2]] = bits(dat, pos + i2 * 3, 7);
              pos += hcLen * 3;
              for (var clb = max(clt), clbmsk = (1 << clb) - 1, clm = hMap(clt, clb, 1), i2 = 0; i2 < tl; ) {
                var r = clm[bits(dat, pos, clbmsk)];
                pos += r & 15;
                var s = r >> 4;
                if (s < 16)
                  ldt[i2++] = s;
                else {
                  var c = 0, n = 0;
                  for (s == 16 ? (n = 3 + bits(dat, pos, 3), pos += 2, c = ldt[i2 - 1]) : s == 17 ? (n = 3 + bits(dat, pos, 7), pos += 3) : s == 18 && (n = 11 + bits(dat, pos, 127), pos += 7); n--; )
                    ldt[i2++] = c;
                }
              }
              var lt = ldt.subarray(0, hLit), dt = ldt.subarray(hLit);
              lbt = max(lt), dbt = max(dt), lm = hMap(lt, lbt, 1), dm = hMap(dt, dbt, 1);
            } else
              err(1);
          else {
            var s = shft(pos) + 4, l = dat[s - 4] | dat[s - 3] << 8, t = s + l;
            if (t > sl) {
              noSt && err(0);
              break;
            }
            resize && cbuf(bt + l), buf.set(dat.subarray(s, t), bt), st.b = bt += l, st.p = pos = t * 8, st.f = final;
            continue;
          }
          if (pos > tbts) {
            noSt && err(0);
            break;
          }
        }
        resize && cbuf(bt + 131072);
        for (var lms = (1 << lbt) - 1, dms = (1 << dbt) - 1, lpos = pos; ; lpos = pos) {
          var c = lm[bits16(dat, pos) & lms], sym = c >> 4;
          if (pos += c & 15, pos > tbts) {
            noSt && err(0);
            break;
          }
          if (c || err(2), sym < 256)
            buf[bt++] = sym;
          else if (sym == 256) {
            lpos = pos, lm = null;
            break;
          } else {
            var add = sym - 254;
            if (sym > 264) {
              var i2 = sym - 257, b = fleb[i2];
              add = bits(dat, pos, (1 << b) - 1) + fl[i2], pos += b;
            }
            var d = dm[bits16(dat, pos) & dms], dsym = d >> 4;
            d || err(3), pos += d & 15;
            var dt = fd[dsym];
            if (dsym > 3) {
              var b = fdeb[dsym];
              dt += bits16(dat, pos) & (1 << b) - 1, pos += b;
            }
            if (pos > tbts) {
              noSt && err(0);
              break;
            }
            resize && cbuf(bt + 131072);
            var end = bt + add;
            if (bt < dt) {
              var shift = dl - dt, dend = Math.min(dt, end);
              for (shift + bt < 0 && err(3); bt < dend; ++bt)
                buf[bt] = dict[shift + bt];
            }
            for (; bt < end; ++bt)
              buf[bt] = buf[bt - dt];
          }
        }
        st.l = lm, st.p = lpos, st.b = bt, st.f = final, lm && (final = 1, st.m = lbt, st.d = dm, st.n = dbt);
      } while (!final);
      return bt != buf.length && noBuf ? slc(buf, 0, bt) : buf.subarray(0, bt);
    }, et = /* @__PURE__ */ new u8(0), b2 = function(d, b) {
      return d[b] | d[b + 1] << 8;
    }, b4 = function(d, b) {
      return (d[b] | d[b + 1] << 8 | d[b + 2] << 16 | d[b + 3] << 24) >>> 0;
    }, b8 = function(d, b) {
      return b4(d, b) + b4(d, b + 4) * 4294967296;
    };
    td = typeof TextDecoder < "u" && /* @__PURE__ */ new TextDecoder(), tds = 0;
    try {
      td.decode(et, { stream: !0 }), tds = 1;
    } catch {
    }
    dutf8 = function(d) {
      for (var r = "", i2 = 0; ; ) {
        var c = d[i2++], eb = (c > 127) + (c > 223) + (c > 239);
        if (i2 + eb > d.length)
          return { s: r, r: slc(d, i2 - 1) };
        eb ? eb == 3 ? (c = ((c & 15) << 18 | (d[i2++] & 63) << 12 | (d[i2++] & 63) << 6 | d[i2++] & 63) - 65536, r += String.fromCharCode(55296 | c >> 10, 56320 | c & 1023)) : eb & 1 ? r += String.fromCharCode((c & 31) << 6 | d[i2++] & 63) : r += String.fromCharCode((c & 15) << 12 | (d[i2++] & 63) << 6 | d[i2++] & 63) : r += String.fromCharCode(c);
      }
    };
    slzh = function(d, b) {
      return b + 30 + b2(d, b + 26) + b2(d, b + 28);
    }, zh = function(d, b, z) {
      var fnl = b2(d, b + 28), efl = b2(d, b + 30), fn = strFromU8(d.subarray(b + 46, b + 46 + fnl), !(b2(d, b + 8) & 2048)), es = b + 46 + fnl, _a2 = z64hs(d, es, efl, z, b4(d, b + 20), b4(d, b + 24), b4(d, b + 42)), sc = _a2[0], su = _a2[1], off = _a2[2];
      return [b2(d, b + 10), sc, su, fn, es + efl + b2(d, b + 32), off];
    }, z64hs = function(d, b, l, z, sc, su, off) {
      var nsc = sc == 4294967295, nsu = su == 4294967295, noff = off == 4294967295, e = b + l, nf = nsc + nsu + noff;
      if (z && nf) {
        for (; b + 4 < e; b += 4 + b2(d, b + 2))
          if (b2(d, b) == 1)
            return [
              nsc ? b8(d, b + 4 + 8 * nsu) : sc,
              nsu ? b8(d, b + 4) : su,
              noff ? b8(d, b + 4 + 8 * (nsu + nsc)) : off,
              1
            ];
        z < 2 && err(13);
      }
      return [sc, su, off, 0];
    };
  }
});

// src/publish/dist-files.ts
import { gunzipSync } from "node:zlib";
function normaliseName(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}
function parseDistName(filename) {
  if (filename.endsWith(".whl")) {
    let parts = filename.slice(0, -4).split("-");
    return parts.length !== 5 && parts.length !== 6 || parts.some((p) => p === "") ? void 0 : { kind: "wheel", name: normaliseName(parts[0]), version: parts[1] };
  }
  let sdist = /^(.+)-([^-]+)\.(?:tar\.gz|zip)$/.exec(filename);
  if (sdist !== null)
    return { kind: "sdist", name: normaliseName(sdist[1]), version: sdist[2] };
}
function validateDist(files, project) {
  let wantName = normaliseName(project.name), wantVersion = canonical(project.version), dists = [], wheels = 0, sdists = 0;
  for (let file of files) {
    let parsed = parseDistName(file.name);
    if (parsed !== void 0) {
      if (parsed.name !== wantName)
        throw new BuildError(
          `dist/${file.name} is named for project "${parsed.name}", but pyproject.toml names "${project.name}"; fix [project] name or the build configuration`
        );
      if (canonical(parsed.version) !== wantVersion)
        throw new BuildError(
          `dist/${file.name} carries version ${parsed.version}, but the release is ${project.version}; the build took its version from elsewhere (a tag-based version? set it through SETUPTOOLS_SCM_PRETEND_VERSION, or fix the build configuration)`
        );
      parsed.kind === "wheel" ? (wheels++, checkMetadata(file, readWheelMetadata(file), "METADATA", wantName, wantVersion, project)) : (sdists++, checkMetadata(file, readSdistMetadata(file), "PKG-INFO", wantName, wantVersion, project)), dists.push(file);
    }
  }
  if (sdists === 0 || wheels === 0)
    throw new BuildError(
      `the build left ${sdists === 0 ? "no sdist (.tar.gz)" : ""}${sdists === 0 && wheels === 0 ? " and " : ""}${wheels === 0 ? "no wheel (.whl)" : ""} in dist/; a release needs both: check the build command (publish.build_command)`
    );
  return dists;
}
function readWheelMetadata(file) {
  let metadata;
  try {
    let entries = unzipSync(file.bytes, {
      filter: (entry) => /^[^/]+\.dist-info\/METADATA$/.test(entry.name)
    }), [bytes] = Object.values(entries);
    metadata = bytes === void 0 ? void 0 : new TextDecoder().decode(bytes);
  } catch (error) {
    throw new BuildError(`dist/${file.name} is not a readable wheel (zip): ${error.message}`);
  }
  if (metadata === void 0)
    throw new BuildError(`dist/${file.name} has no .dist-info/METADATA: it is not a wheel`);
  return metadata;
}
function readSdistMetadata(file) {
  let wanted = /^[^/]+\/PKG-INFO$/;
  try {
    if (file.name.endsWith(".zip")) {
      let [bytes] = Object.values(unzipSync(file.bytes, { filter: (entry) => wanted.test(entry.name) }));
      if (bytes !== void 0) return new TextDecoder().decode(bytes);
    } else {
      let found = findInTar(gunzipSync(file.bytes), wanted);
      if (found !== void 0) return new TextDecoder().decode(found);
    }
  } catch (error) {
    throw new BuildError(`dist/${file.name} is not a readable sdist: ${error.message}`);
  }
  throw new BuildError(`dist/${file.name} has no PKG-INFO at its top: it is not an sdist`);
}
function findInTar(tar, wanted) {
  let text3 = (start, length) => {
    let bytes = tar.subarray(start, start + length), end = bytes.indexOf(0);
    return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
  }, offset = 0, longName;
  for (; offset + 512 <= tar.length; ) {
    let name = text3(offset, 100);
    if (name === "") break;
    let size = Number.parseInt(text3(offset + 124, 12).trim() || "0", 8), type = String.fromCharCode(tar[offset + 156] ?? 0), prefix = text3(offset + 345, 155), path = longName ?? (prefix === "" ? name : `${prefix}/${name}`), body = tar.subarray(offset + 512, offset + 512 + size);
    if (longName = void 0, type === "L") longName = new TextDecoder().decode(body).replace(/\0.*$/s, "");
    else if (type === "x") longName = /\d+ path=([^\n]*)\n/.exec(new TextDecoder().decode(body))?.[1];
    else if ((type === "0" || type === "\0") && wanted.test(path)) return body;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
}
function checkMetadata(file, metadata, kind, wantName, wantVersion, project) {
  let header = metadata.split(/\r?\n\r?\n/)[0] ?? "", field = (key) => new RegExp(`^${key}:[ \\t]*(.*)$`, "mi").exec(header)?.[1]?.trim(), name = field("Name"), version = field("Version");
  if (name === void 0 || normaliseName(name) !== wantName)
    throw new BuildError(
      `dist/${file.name}: its ${kind} says Name: ${name ?? "(none)"}, but the project is ${project.name}`
    );
  if (version === void 0 || canonical(version) !== wantVersion)
    throw new BuildError(
      `dist/${file.name}: its ${kind} says Version: ${version ?? "(none)"}, but the release is ${project.version}`
    );
}
function canonical(version) {
  let parsed = parseVersion(version);
  return parsed === void 0 ? version : formatVersion(parsed);
}
function refuseForeignDistributions(paths, project) {
  for (let path of paths) {
    let file = path.split("/").at(-1) ?? path, parsed = parseDistName(file);
    if (parsed === void 0) continue;
    if (!(project.name === "" || parsed.name === normaliseName(project.name)) || canonical(parsed.version) !== canonical(project.version))
      throw new BuildError(
        `${path} is a distribution of ${parsed.name} ${parsed.version}, not of this release (${project.name} ${project.version}); remove it from dist/ (or rebuild), or narrow release.assets`
      );
  }
}
var init_dist_files = __esm({
  "src/publish/dist-files.ts"() {
    "use strict";
    init_esm();
    init_errors();
    init_version();
  }
});

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
    exports.escapeLast = (input2, char, lastIdx) => {
      let idx = input2.lastIndexOf(char, lastIdx);
      return idx === -1 ? input2 : input2[idx - 1] === "\\" ? exports.escapeLast(input2, char, idx - 1) : `${input2.slice(0, idx)}\\${input2.slice(idx)}`;
    };
    exports.removePrefix = (input2, state = {}) => {
      let output = input2;
      return output.startsWith("./") && (output = output.slice(2), state.prefix = "./"), output;
    };
    exports.wrapOutput = (input2, state = {}, options = {}) => {
      let prepend = options.contains ? "" : "^", append = options.contains ? "" : "$", output = `${prepend}(?:${input2})${append}`;
      return state.negated === !0 && (output = `(?:^(?!${output}).*$)`), output;
    };
    exports.basename = (path, { windows } = {}) => {
      let segs = path.split(windows ? /[\\/]/ : "/"), last2 = segs[segs.length - 1];
      return last2 === "" ? segs[segs.length - 2] : last2;
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
    }, scan = (input2, options) => {
      let opts = options || {}, length = input2.length - 1, scanToEnd = opts.parts === !0 || opts.tokens === !0 || opts.scanToEnd === !0, slashes = [], tokens = [], parts = [], str = input2, index = -1, start = 0, lastIndex = 0, isBrace = !1, isBracket = !1, isGlob = !1, isExtglob = !1, isGlobstar = !1, braceEscaped = !1, backslashes = !1, negated = !1, negatedExtglob = !1, finished = !1, braces = 0, prev, code, token = { value: "", depth: 0, isGlob: !1 }, eos = () => index >= length, peek = () => str.charCodeAt(index + 1), advance = () => (prev = code, str.charCodeAt(++index));
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
        input: input2,
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
          let n2 = prevIndex !== void 0 ? prevIndex + 1 : start, i2 = slashes[idx], value2 = input2.slice(n2, i2);
          opts.tokens && (idx === 0 && start !== 0 ? (tokens[idx].isPrefix = !0, tokens[idx].value = prefix) : tokens[idx].value = value2, depth(tokens[idx]), state.maxDepth += tokens[idx].depth), i2 >= start && (parts.push(value2), prevIndex = i2);
        }
        let n = prevIndex !== void 0 ? prevIndex + 1 : start, value = input2.slice(n);
        parts.push(value), opts.tokens && prevIndex && prevIndex + 1 < input2.length && (tokens[tokens.length - 1].value = value, depth(tokens[tokens.length - 1]), state.maxDepth += tokens[tokens.length - 1].depth), state.slashes = slashes, state.parts = parts;
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
    var constants4 = require_constants(), utils = require_utils(), {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants4, expandRange = (args, options) => {
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
    }, syntaxError = (type, char) => `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`, splitTopLevel = (input2) => {
      let parts = [], bracket = 0, paren = 0, quote2 = 0, value = "", escaped = !1;
      for (let ch of input2) {
        if (escaped === !0) {
          value += ch, escaped = !1;
          continue;
        }
        if (ch === "\\") {
          value += ch, escaped = !0;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1, value += ch;
          continue;
        }
        if (quote2 === 0) {
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
      for (let i2 = 0; i2 < values.length; i2++)
        for (let j = i2 + 1; j < values.length; j++) {
          let a = values[i2], b = values[j], char = a[0];
          if (!(!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) && (a === b || a.startsWith(b) || b.startsWith(a)))
            return !0;
        }
      return !1;
    }, parseRepeatedExtglob = (pattern, requireEnd = !0) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(")
        return;
      let bracket = 0, paren = 0, quote2 = 0, escaped = !1;
      for (let i2 = 1; i2 < pattern.length; i2++) {
        let ch = pattern[i2];
        if (escaped === !0) {
          escaped = !1;
          continue;
        }
        if (ch === "\\") {
          escaped = !0;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          continue;
        }
        if (quote2 !== 1) {
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
              return requireEnd === !0 && i2 !== pattern.length - 1 ? void 0 : {
                type: pattern[0],
                body: pattern.slice(2, i2),
                end: i2
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
      let max2 = typeof options.maxExtglobRecursion == "number" ? options.maxExtglobRecursion : constants4.DEFAULT_MAX_EXTGLOB_RECURSION, branches = splitTopLevel(body).map((branch) => branch.trim());
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
        if (combinable = !1, repeatedExtglobRecursion(branch) > max2)
          return { risky: !0 };
      }
      return sawStarSequence ? combinable ? { risky: !0, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: !0 } : { risky: !1 };
    }, parse5 = (input2, options) => {
      if (typeof input2 != "string")
        throw new TypeError("Expected a string");
      input2 = REPLACEMENTS[input2] || input2;
      let opts = { ...options }, max2 = typeof opts.maxLength == "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH, len = input2.length;
      if (len > max2)
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max2}`);
      let bos = { type: "bos", value: "", output: opts.prepend || "" }, tokens = [bos], capture2 = opts.capture ? "" : "?:", PLATFORM_CHARS = constants4.globChars(opts.windows), EXTGLOB_CHARS = constants4.extglobChars(PLATFORM_CHARS), {
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
      } = PLATFORM_CHARS, globstar = (opts2) => `(${capture2}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`, nodot = opts.dot ? "" : NO_DOT, qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT, star = opts.bash === !0 ? globstar(opts) : STAR;
      opts.capture && (star = `(${star})`), typeof opts.noext == "boolean" && (opts.noextglob = opts.noext);
      let state = {
        input: input2,
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
      input2 = utils.removePrefix(input2, state), len = input2.length;
      let extglobs = [], braces = [], stack = [], prev = bos, value, eos = () => state.index === len - 1, peek = state.peek = (n = 1) => input2[state.index + n], advance = state.advance = () => input2[++state.index] || "", remaining = () => input2.slice(state.index + 1), consume = (value2 = "", num = 0) => {
        state.consumed += value2, state.index += num;
      }, append = (token) => {
        state.output += token.output != null ? token.output : token.value, consume(token.value);
      }, negate = () => {
        let count2 = 1;
        for (; peek() === "!" && (peek(2) !== "(" || peek(3) === "?"); )
          advance(), state.start++, count2++;
        return count2 % 2 === 0 ? !1 : (state.negated = !0, state.start++, !0);
      }, increment = (type) => {
        state[type]++, stack.push(type);
      }, decrement = (type) => {
        state[type]--, stack.pop();
      }, push2 = (tok) => {
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
        increment("parens"), push2({ type, value: value2, output: state.output ? "" : ONE_CHAR }), push2({ type: "paren", extglob: !0, value: advance(), output }), extglobs.push(token);
      }, extglobClose = (token) => {
        let literal = input2.slice(token.startIndex, state.index + 1), body = input2.slice(token.startIndex + 2, state.index), analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          let safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0, open3 = tokens[token.tokensIndex];
          open3.type = "text", open3.value = literal, open3.output = safeOutput || utils.escapeRegex(literal);
          for (let i2 = token.tokensIndex + 1; i2 < tokens.length; i2++)
            tokens[i2].value = "", tokens[i2].output = "", delete tokens[i2].suffix;
          state.output = token.output + open3.output, state.backtrack = !0, push2({ type: "paren", extglob: !0, value, output: "" }), decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : ""), rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/") && (extglobStar = globstar(opts)), (extglobStar !== star || eos() || /^\)+$/.test(remaining())) && (output = token.close = `)$))${extglobStar}`), token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            let expression = parse5(rest, { ...options, fastpaths: !1 }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          token.prev.type === "bos" && (state.negatedExtglob = !0);
        }
        push2({ type: "paren", extglob: !0, value, output }), decrement("parens");
      };
      if (opts.fastpaths !== !1 && !/(^[*!]|[/()[\]{}"])/.test(input2)) {
        let backslashes = !1, output = input2.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => first === "\\" ? (backslashes = !0, m) : first === "?" ? esc ? esc + first + (rest ? QMARK.repeat(rest.length) : "") : index === 0 ? qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "") : QMARK.repeat(chars.length) : first === "." ? DOT_LITERAL.repeat(chars.length) : first === "*" ? esc ? esc + first + (rest ? star : "") : star : esc ? m : `\\${m}`);
        return backslashes === !0 && (opts.unescape === !0 ? output = output.replace(/\\/g, "") : output = output.replace(/\\+/g, (m) => m.length % 2 === 0 ? "\\\\" : m ? "\\" : "")), output === input2 && opts.contains === !0 ? (state.output = input2, state) : (state.output = utils.wrapOutput(output, state, options), state);
      }
      for (; !eos(); ) {
        if (value = advance(), value === "\0")
          continue;
        if (value === "\\") {
          let next = peek();
          if (next === "/" && opts.bash !== !0 || next === "." || next === ";")
            continue;
          if (!next) {
            value += "\\", push2({ type: "text", value });
            continue;
          }
          let match = /^\\+/.exec(remaining()), slashes = 0;
          if (match && match[0].length > 2 && (slashes = match[0].length, state.index += slashes, slashes % 2 !== 0 && (value += "\\")), opts.unescape === !0 ? value = advance() : value += advance(), state.brackets === 0) {
            push2({ type: "text", value });
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
          state.quotes = state.quotes === 1 ? 0 : 1, opts.keepQuotes === !0 && push2({ type: "text", value });
          continue;
        }
        if (value === "(") {
          increment("parens"), push2({ type: "paren", value });
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
          push2({ type: "paren", value, output: state.parens ? ")" : "\\)" }), decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === !0 || !remaining().includes("]")) {
            if (opts.nobracket !== !0 && opts.strictBrackets === !0)
              throw new SyntaxError(syntaxError("closing", "]"));
            value = `\\${value}`;
          } else
            increment("brackets");
          push2({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === !0 || prev && prev.type === "bracket" && prev.value.length === 1) {
            push2({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === !0)
              throw new SyntaxError(syntaxError("opening", "["));
            push2({ type: "text", value, output: `\\${value}` });
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
          prev.value = `(${capture2}${escaped}|${prev.value})`, state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== !0) {
          increment("braces");
          let open3 = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open3), push2(open3);
          continue;
        }
        if (value === "}") {
          let brace = braces[braces.length - 1];
          if (opts.nobrace === !0 || !brace) {
            push2({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === !0) {
            let arr = tokens.slice(), range = [];
            for (let i2 = arr.length - 1; i2 >= 0 && (tokens.pop(), arr[i2].type !== "brace"); i2--)
              arr[i2].type !== "dots" && range.unshift(arr[i2].value);
            output = expandRange(range, opts), state.backtrack = !0;
          }
          if (brace.comma !== !0 && brace.dots !== !0) {
            let out = state.output.slice(0, brace.outputIndex), toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{", value = output = "\\}", state.output = out;
            for (let t of toks)
              state.output += t.output || t.value;
          }
          push2({ type: "brace", value, output }), decrement("braces"), braces.pop();
          continue;
        }
        if (value === "|") {
          extglobs.length > 0 && extglobs[extglobs.length - 1].conditions++, push2({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value, brace = braces[braces.length - 1];
          brace && stack[stack.length - 1] === "braces" && (brace.comma = !0, output = "|"), push2({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1, state.consumed = "", state.output = "", tokens.pop(), prev = bos;
            continue;
          }
          push2({ type: "slash", value, output: SLASH_LITERAL });
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
            push2({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push2({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          if (!(prev && prev.value === "(") && opts.noextglob !== !0 && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            let next = peek(), output = value;
            (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) && (output = `\\${value}`), push2({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== !0 && (prev.type === "slash" || prev.type === "bos")) {
            push2({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push2({ type: "qmark", value, output: QMARK });
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
            push2({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push2({ type: "plus", value });
            continue;
          }
          push2({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== !0 && peek() === "(" && peek(2) !== "?") {
            push2({ type: "at", extglob: !0, value, output: "" });
            continue;
          }
          push2({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          (value === "$" || value === "^") && (value = `\\${value}`);
          let match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          match && (value += match[0], state.index += match[0].length), push2({ type: "text", value });
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
            push2({ type: "star", value, output: "" });
            continue;
          }
          let isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace"), isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push2({ type: "star", value, output: "" });
            continue;
          }
          for (; rest.slice(0, 3) === "/**"; ) {
            let after = input2[state.index + 4];
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
            state.output = state.output.slice(0, -(prior.output + prev.output).length), prior.output = `(?:${prior.output}`, prev.type = "globstar", prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`, prev.value += value, state.output += prior.output + prev.output, state.globstar = !0, consume(value + advance()), push2({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar", prev.value += value, prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`, state.output = prev.output, state.globstar = !0, consume(value + advance()), push2({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length), prev.type = "globstar", prev.output = globstar(opts), prev.value += value, state.output += prev.output, state.globstar = !0, consume(value);
          continue;
        }
        let token = { type: "star", value, output: star };
        if (opts.bash === !0) {
          token.output = ".*?", (prev.type === "bos" || prev.type === "slash") && (token.output = nodot + token.output), push2(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === !0) {
          token.output = value, push2(token);
          continue;
        }
        (state.index === state.start || prev.type === "slash" || prev.type === "dot") && (prev.type === "dot" ? (state.output += NO_DOT_SLASH, prev.output += NO_DOT_SLASH) : opts.dot === !0 ? (state.output += NO_DOTS_SLASH, prev.output += NO_DOTS_SLASH) : (state.output += nodot, prev.output += nodot), peek() !== "*" && (state.output += ONE_CHAR, prev.output += ONE_CHAR)), push2(token);
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
      if (opts.strictSlashes !== !0 && (prev.type === "star" || prev.type === "bracket") && push2({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` }), state.backtrack === !0) {
        state.output = "";
        for (let token of state.tokens)
          state.output += token.output != null ? token.output : token.value, token.suffix && (state.output += token.suffix);
      }
      return state;
    };
    parse5.fastpaths = (input2, options) => {
      let opts = { ...options }, max2 = typeof opts.maxLength == "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH, len = input2.length;
      if (len > max2)
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max2}`);
      input2 = REPLACEMENTS[input2] || input2;
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
      } = constants4.globChars(opts.windows), nodot = opts.dot ? NO_DOTS : NO_DOT, slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT, capture2 = opts.capture ? "" : "?:", state = { negated: !1, prefix: "" }, star = opts.bash === !0 ? ".*?" : STAR;
      opts.capture && (star = `(${star})`);
      let globstar = (opts2) => opts2.noglobstar === !0 ? star : `(${capture2}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`, create = (str) => {
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
      }, output = utils.removePrefix(input2, state), source = create(output);
      return source && opts.strictSlashes !== !0 && (source += `${SLASH_LITERAL}?`), source;
    };
    module.exports = parse5;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan(), parse5 = require_parse(), utils = require_utils(), constants4 = require_constants(), isObject = (val) => val && typeof val == "object" && !Array.isArray(val), picomatch2 = (glob, options, returnState = !1) => {
      if (Array.isArray(glob)) {
        let fns = glob.map((input2) => picomatch2(input2, options, returnState));
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
      let opts = options || {}, posix = opts.windows, regex2 = isState ? picomatch2.compileRe(glob, options) : picomatch2.makeRe(glob, options, !1, !0), state = regex2.state;
      delete regex2.state;
      let isIgnored = () => !1;
      if (opts.ignore) {
        let ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      let matcher = (input2, returnObject = !1) => {
        let { isMatch, match, output } = picomatch2.test(input2, regex2, options, { glob, posix }), result = { glob, state, regex: regex2, posix, input: input2, output, match, isMatch };
        return typeof opts.onResult == "function" && opts.onResult(result), isMatch === !1 ? (result.isMatch = !1, returnObject ? result : !1) : isIgnored(input2) ? (typeof opts.onIgnore == "function" && opts.onIgnore(result), result.isMatch = !1, returnObject ? result : !1) : (typeof opts.onMatch == "function" && opts.onMatch(result), returnObject ? result : !0);
      };
      return returnState && (matcher.state = state), matcher;
    };
    picomatch2.test = (input2, regex2, options, { glob, posix } = {}) => {
      if (typeof input2 != "string")
        throw new TypeError("Expected input to be a string");
      if (input2 === "")
        return { isMatch: !1, output: "" };
      let opts = options || {}, format2 = opts.format || (posix ? utils.toPosixSlashes : null), match = input2 === glob, output = match && format2 ? format2(input2) : input2;
      return match === !1 && (output = format2 ? format2(input2) : input2, match = output === glob), (match === !1 || opts.capture === !0) && (opts.matchBase === !0 || opts.basename === !0 ? match = picomatch2.matchBase(input2, regex2, options, posix) : match = regex2.exec(output)), { isMatch: !!match, match, output };
    };
    picomatch2.matchBase = (input2, glob, options, posix = options && options.windows) => (glob instanceof RegExp ? glob : picomatch2.makeRe(glob, options)).test(utils.basename(input2, { windows: posix }));
    picomatch2.isMatch = (str, patterns, options) => picomatch2(patterns, options)(str);
    picomatch2.parse = (pattern, options) => Array.isArray(pattern) ? pattern.map((p) => picomatch2.parse(p, options)) : parse5(pattern, { ...options, fastpaths: !1 });
    picomatch2.scan = (input2, options) => scan(input2, options);
    picomatch2.compileRe = (state, options, returnOutput = !1, returnState = !1) => {
      if (returnOutput === !0)
        return state.output;
      let opts = options || {}, prepend = opts.contains ? "" : "^", append = opts.contains ? "" : "$", source = `${prepend}(?:${state.output})${append}`;
      state && state.negated === !0 && (source = `^(?!${source}).*$`);
      let regex2 = picomatch2.toRegex(source, options);
      return returnState === !0 && (regex2.state = state), regex2;
    };
    picomatch2.makeRe = (input2, options = {}, returnOutput = !1, returnState = !1) => {
      if (!input2 || typeof input2 != "string")
        throw new TypeError("Expected a non-empty string");
      let parsed = { negated: !1, fastpaths: !0 };
      return options.fastpaths !== !1 && (input2[0] === "." || input2[0] === "*") && (parsed.output = parse5.fastpaths(input2, options)), parsed.output || (parsed = parse5(input2, options)), picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        let opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err2) {
        if (options && options.debug === !0) throw err2;
        return /$^/;
      }
    };
    picomatch2.constants = constants4;
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

// src/flows/release/asset-files.ts
import { lstat as lstat4, readdir as readdir4 } from "node:fs/promises";
import { basename as basename3, join as join10 } from "node:path";
async function readAssetFiles(root, patterns, onNoMatch = () => {
}) {
  let paths = /* @__PURE__ */ new Set();
  for (let pattern of patterns) {
    let matched = await matchPattern(root, pattern);
    matched.length === 0 && onNoMatch(pattern);
    for (let path of matched) paths.add(path);
  }
  let files = [], byName = /* @__PURE__ */ new Map();
  for (let path of [...paths].sort()) {
    let file = await readRepoBytes(root, path, ConfigError, "a file to upload (release.assets)");
    if (file === void 0) continue;
    let name = basename3(path), other = byName.get(name);
    if (other !== void 0)
      throw new ConfigError(
        `release.assets matches two files named ${name} (${other} and ${path}); a release has one asset per name: narrow the globs`
      );
    byName.set(name, path), files.push({ name, path, bytes: file.bytes, contentType: contentTypeOf(name) });
  }
  return files;
}
async function matchPattern(root, pattern) {
  let normalised = pattern.replace(/\\/g, "/").replace(/^\.\//, ""), { base } = import_picomatch.default.scan(normalised), matches = (0, import_picomatch.default)(normalised, { dot: !1 }), found = [], walk = async (dir, real) => {
    let entries = await readdir4(join10(root, real), { withFileTypes: !0 }).catch(
      (error) => {
        if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
        throw error;
      }
    );
    for (let entry of entries) {
      let path = dir === "" ? entry.name : `${dir}/${entry.name}`;
      entry.name !== ".git" && (entry.isDirectory() ? await walk(path, real === "" ? entry.name : `${real}/${entry.name}`) : (entry.isFile() || entry.isSymbolicLink()) && matches(path) && found.push(path));
    }
  };
  if (import_picomatch.default.scan(normalised).isGlob) {
    let real = base === "" ? "" : (await resolveRepoPathOr(root, base, ConfigError)).rel;
    await walk(base, real);
  } else await lstat4(join10(root, normalised)).catch(() => {
  }) && found.push(normalised);
  return found;
}
function contentTypeOf(name) {
  return TYPES.find(([pattern]) => pattern.test(name))?.[1] ?? "application/octet-stream";
}
var import_picomatch, TYPES, init_asset_files = __esm({
  "src/flows/release/asset-files.ts"() {
    "use strict";
    import_picomatch = __toESM(require_picomatch2(), 1);
    init_errors();
    init_read_repo_file();
    TYPES = [
      [/\.(whl|zip)$/i, "application/zip"],
      [/\.(tar\.gz|tgz)$/i, "application/gzip"],
      [/\.tar$/i, "application/x-tar"],
      [/\.json$/i, "application/json"],
      [/\.(txt|md|asc|sha256|sha512)$/i, "text/plain"],
      [/\.(intoto\.)?jsonl$/i, "application/jsonl"]
    ];
  }
});

// src/flows/release/assets-step.ts
function assetsStep(host2, files, memory, afterUpload) {
  return {
    name: "assets",
    observe: async () => {
      if (host2 === void 0) return { state: "skipped", detail: "no assets (--skip-host-release)" };
      let wanted = await files(), release2 = memory.release;
      if (wanted.length === 0) {
        let carried = (release2 === void 0 ? [] : await host2.listAssets(release2.id)).map((asset) => asset.name);
        return {
          state: "done",
          detail: carried.length === 0 ? "no files match release.assets" : `nothing to upload here; the release has ${carried.join(", ")}`
        };
      }
      if (release2 === void 0) {
        let actions2 = wanted.map((file) => ({ file, replace: void 0 }));
        return {
          state: "todo",
          detail: `upload ${list(wanted)}`,
          apply: () => upload(host2, memory.release, actions2, afterUpload)
        };
      }
      let present = await host2.listAssets(release2.id), actions = [], kept = [];
      for (let file of wanted) {
        let there = present.find((a) => a.name === file.name);
        there?.complete && there.size === file.bytes.byteLength ? kept.push(file.name) : actions.push({ file, replace: there });
      }
      let warning = kept.length === 0 ? void 0 : `already on the release with the same size, kept: ${kept.join(", ")}`;
      if (actions.length === 0) return { state: "done", detail: `${list(wanted)} on the release`, warning };
      let replaced = actions.filter((a) => a.replace !== void 0).map((a) => a.file.name);
      return {
        state: "todo",
        detail: `upload ${list(actions.map((a) => a.file))}${replaced.length > 0 ? ` (replacing ${replaced.join(", ")}, of another size or unfinished)` : ""}`,
        apply: async () => {
          let applied = await upload(host2, release2, actions, afterUpload);
          return warning === void 0 ? applied : { ...applied, warning };
        }
      };
    }
  };
}
async function upload(host2, release2, actions, afterUpload) {
  if (release2 === void 0) throw new GitHostError("the assets step ran before the release existed");
  let names = [], found = [];
  for (let { file, replace } of actions) {
    replace !== void 0 && await host2.deleteAsset(replace.id);
    let uploaded = await uploadOne(host2, release2, file);
    afterUpload(), uploaded ? names.push(
      `${file.name} (${file.bytes.byteLength} bytes${replace === void 0 ? "" : ", replacing one of another size or unfinished"})`
    ) : found.push(file.name);
  }
  let kept = found.length === 0 ? "" : `${found.join(", ")} appeared meanwhile (another run, or a retried upload) and kept`;
  return names.length === 0 ? { already: !0, detail: kept } : { detail: `uploaded ${names.join(", ")}${kept === "" ? "" : `; ${kept}`}` };
}
async function uploadOne(host2, release2, file) {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await host2.uploadAsset(release2, file.name, file.bytes, file.contentType) !== void 0) return !0;
    let there = (await host2.listAssets(release2.id)).find((a) => a.name === file.name);
    if (there !== void 0) {
      if (there.complete && there.size === file.bytes.byteLength) return !1;
      await host2.deleteAsset(there.id);
    }
  }
  if (await host2.uploadAsset(release2, file.name, file.bytes, file.contentType) === void 0)
    throw new GitHostError(
      `${file.name} could not be uploaded to the release of ${release2.tag}: an asset of that name keeps reappearing (another run uploading?); run again once it has finished`
    );
  return !0;
}
function list(files) {
  return files.length === 1 ? files[0].name : `${files.length} files (${files.map((f) => f.name).join(", ")})`;
}
var init_assets_step = __esm({
  "src/flows/release/assets-step.ts"() {
    "use strict";
    init_errors();
  }
});

// src/publish/run-tool.ts
import { spawn as spawn3 } from "node:child_process";
function runTool(argv2, options) {
  return new Promise((resolve7) => {
    let [command = "", ...args] = argv2, started = now();
    tracing() && traceCall(`run ${commandLine(argv2)}`);
    let child = spawn3(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"]
    }), tail = "", lines = lineBuffer(options.stream), take = (chunk) => {
      let text3 = chunk.toString("utf8");
      lines.write(text3), tail = (tail + text3).slice(-8192);
    };
    child.stdout.on("data", take), child.stderr.on("data", take), child.on(
      "error",
      (error) => resolve7({ code: -1, startError: error, lastLines: [] })
    ), child.on("exit", () => {
      setTimeout(() => {
        child.stdout.destroy(), child.stderr.destroy();
      }, 1e3).unref();
    }), child.on("close", (code, signal) => {
      lines.flush(), tracing() && traceCall(`run ${command} -> ${signal ? `killed by ${signal}` : `exit ${code}`} (${took(started)})`);
      let lastLines = tail.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "").split(/\r?\n|\r/).map((line) => line.trim()).filter((line) => line !== "").slice(-6);
      resolve7({ code: code ?? -1, ...signal ? { signal } : {}, lastLines });
    });
  });
}
function lineBuffer(stream) {
  let pending = "";
  return {
    write(text3) {
      pending += text3;
      let end = pending.lastIndexOf(`
`);
      if (end === -1) {
        pending.length > 65536 && (stream(pending), pending = "");
        return;
      }
      stream(pending.slice(0, end + 1)), pending = pending.slice(end + 1);
    },
    flush() {
      pending !== "" && stream(pending), pending = "";
    }
  };
}
function failureSummary(lastLines) {
  let from = -1;
  for (let i2 = lastLines.length - 1; i2 >= 0; i2--)
    if (/\b(error|failed|failure)\b/i.test(lastLines[i2])) {
      from = i2;
      break;
    }
  let text3 = (from === -1 ? lastLines.slice(-1) : lastLines.slice(from, from + 3)).join(" ").replace(/\s+/g, " ").trim();
  if (text3 !== "")
    return text3.length > 300 ? `${text3.slice(0, 297)}...` : text3;
}
var init_run_tool = __esm({
  "src/publish/run-tool.ts"() {
    "use strict";
    init_clock();
    init_trace();
  }
});

// src/publish/hooks.ts
async function runHooks(commands, facts, options) {
  let env = {
    ...options.env,
    RELEASER_VERSION: facts.version,
    RELEASER_TAG: facts.tag,
    RELEASER_PREVIOUS_VERSION: facts.previousVersion
  };
  for (let command of commands) {
    let run = await runTool(["/bin/sh", "-c", command], { cwd: options.cwd, env, stream: options.stream });
    if (run.code === 0) continue;
    let ended = run.startError ? `could not start: ${run.startError.message}` : run.signal ? `killed by ${run.signal}` : `exit code ${run.code}`;
    return { command, ended, lastLines: run.lastLines.slice(-5) };
  }
}
var init_hooks = __esm({
  "src/publish/hooks.ts"() {
    "use strict";
    init_run_tool();
  }
});

// src/flows/release/hook-steps.ts
function preReleaseHooksStep(run, tagged, verify) {
  return {
    name: "pre-release-hooks",
    observe: async () => run.commands.length === 0 ? { state: "skipped", detail: "no pre_release hooks" } : tagged ? { state: "done", detail: "ran before the tag was made" } : {
      state: "todo",
      detail: `run ${describe(run.commands)}`,
      apply: async () => {
        let failure = await runHooks(run.commands, run.facts, run);
        if (failure !== void 0) {
          let last2 = failure.lastLines.at(-1);
          throw new PublishError(
            `the pre_release hook \`${failure.command}\` failed (${failure.ended}${last2 ? `: ${last2}` : ""}); nothing was tagged, pushed or released: fix it, then run release again`,
            { details: failure.lastLines }
          );
        }
        return await verify("the pre_release hooks"), { detail: `ran ${describe(run.commands)}` };
      }
    }
  };
}
async function runPostReleaseHooks(run, warn) {
  if (run.commands.length === 0) return;
  let failure = await runHooks(run.commands, run.facts, run);
  if (failure === void 0) return;
  let last2 = failure.lastLines.at(-1);
  warn(
    `the post_release hook \`${failure.command}\` failed (${failure.ended}${last2 ? `: ${last2}` : ""}); the release itself is done, later post_release hooks did not run`
  );
}
function describe(commands) {
  return `${commands.length} pre_release hook${commands.length === 1 ? "" : "s"} (${commands.join("; ")})`;
}
var init_hook_steps = __esm({
  "src/flows/release/hook-steps.ts"() {
    "use strict";
    init_errors();
    init_hooks();
  }
});

// src/flows/release/host-release-step.ts
function hostReleaseStep(host2, request3, memory) {
  return {
    name: "host-release",
    observe: async () => {
      if (host2 === void 0)
        return { state: "skipped", detail: "no code-host release (--skip-host-release)" };
      let existing = await host2.findReleaseByTag(request3.tag);
      if (existing !== void 0)
        return memory.release = existing, {
          state: "done",
          detail: `release ${existing.tag}${existing.draft ? " (draft)" : ""}: ${existing.url}`,
          warning: `the release of ${request3.tag} already exists (${existing.url}); it is left as it is`
        };
      let kind = [request3.draft ? "draft" : "", request3.prerelease ? "pre-release" : ""].filter((k) => k !== "").join(" ");
      return {
        state: "todo",
        detail: `create ${kind === "" ? "release" : `${kind} release`} ${request3.tag}${request3.latest === !1 ? " (not marked latest: a newer release exists)" : ""}`,
        apply: async () => {
          let { release: release2, created } = await host2.createRelease({
            tag: request3.tag,
            name: request3.name,
            body: request3.body,
            draft: request3.draft,
            prerelease: request3.prerelease,
            ...request3.latest === !1 ? { latest: !1 } : {}
          });
          return memory.release = release2, created ? { detail: `created release ${release2.tag}: ${release2.url}` } : {
            already: !0,
            detail: `release ${release2.tag} is there: ${release2.url}`,
            warning: `the release of ${request3.tag} appeared while this run created it (another run, or a retried request); it is kept`
          };
        }
      };
    }
  };
}
var init_host_release_step = __esm({
  "src/flows/release/host-release-step.ts"() {
    "use strict";
  }
});

// src/publish/build.ts
import { readdir as readdir5, readFile as readFile4, rm as rm5 } from "node:fs/promises";
import { join as join11 } from "node:path";
async function buildDistributions(request3) {
  let dist = await resolveRepoPath(request3.root, DIST).catch((error) => {
    throw new ConfigError(`dist/ cannot be used for the build: ${error.message}`);
  });
  await rm5(dist.abs, { recursive: !0, force: !0 });
  let run = await runTool(request3.argv, {
    cwd: request3.root,
    env: { ...request3.env, SETUPTOOLS_SCM_PRETEND_VERSION: request3.project.version },
    stream: request3.stream
  }), shown = request3.argv.join(" ");
  if (run.startError?.code === "ENOENT")
    throw new BuildError(
      `the build command \`${shown}\` could not start: ${request3.argv[0]} is not on PATH; install it (${request3.install}) or set publish.build_command`
    );
  if (run.startError !== void 0)
    throw new BuildError(`the build command \`${shown}\` could not start: ${run.startError.message}`);
  if (run.code !== 0) {
    let last2 = failureSummary(run.lastLines);
    throw new BuildError(
      `the build failed: \`${shown}\` ended with ${run.signal ? `signal ${run.signal}` : `exit code ${run.code}`}${last2 ? ` (${last2})` : ""}; nothing was tagged or released: fix the build, then run release again`,
      { details: run.lastLines }
    );
  }
  let entries = await readdir5(dist.abs, { withFileTypes: !0 }).catch(() => []), files = [];
  for (let entry of entries.sort((a, b) => a.name.localeCompare(b.name)))
    entry.isFile() && files.push({ name: entry.name, bytes: await readFile4(join11(dist.abs, entry.name)) });
  return validateDist(files, request3.project);
}
var DIST, init_build = __esm({
  "src/publish/build.ts"() {
    "use strict";
    init_errors();
    init_repo_path();
    init_dist_files();
    init_run_tool();
    DIST = "dist";
  }
});

// src/publish/command-line.ts
function splitCommandLine(text3) {
  let words = [], word, quote2;
  for (let i2 = 0; i2 < text3.length; i2++) {
    let char = text3[i2];
    if (quote2 === "'")
      char === "'" ? quote2 = void 0 : word = (word ?? "") + char;
    else if (quote2 === '"')
      if (char === '"') quote2 = void 0;
      else if (char === "\\" && i2 + 1 < text3.length && '"\\$`'.includes(text3[i2 + 1]))
        i2++, word = (word ?? "") + text3[i2];
      else {
        if (char === "$" || char === "`")
          return { problem: `${char} inside double quotes would need a shell` };
        word = (word ?? "") + char;
      }
    else if (char === "'" || char === '"')
      quote2 = char, word ??= "";
    else if (char === "\\") {
      if (i2 + 1 >= text3.length) return { problem: "it ends with a lone backslash" };
      word = (word ?? "") + text3[++i2];
    } else if (/\s/.test(char))
      word !== void 0 && words.push(word), word = void 0;
    else {
      if (char === "#" && word === void 0)
        return { problem: '"#" would start a shell comment (give an argument list instead)' };
      if ("|&;<>()$`*?[]{}~".includes(char))
        return { problem: `"${char}" would need a shell (give an argument list instead)` };
      word = (word ?? "") + char;
    }
  }
  return quote2 !== void 0 ? { problem: `a ${quote2 === "'" ? "single" : "double"} quote is not closed` } : (word !== void 0 && words.push(word), words.length === 0 ? { problem: "it is empty" } : /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]) ? {
    problem: `"${words[0]}" sets a variable, which needs a shell (set it in the environment instead)`
  } : { words });
}
var init_command_line = __esm({
  "src/publish/command-line.ts"() {
    "use strict";
  }
});

// src/publish/credentials.ts
function chooseCredentials(publish2, env) {
  let token = env[publish2.token_env]?.trim(), requestUrl = env.ACTIONS_ID_TOKEN_REQUEST_URL?.trim(), requestToken = env.ACTIONS_ID_TOKEN_REQUEST_TOKEN?.trim(), inActions = !!requestUrl && !!requestToken, mode = publish2.trusted_publishing;
  if (mode === "always" || mode === "auto" && !token && inActions) {
    if (inActions)
      return {
        kind: "trusted-publishing",
        requestUrl,
        requestToken
      };
    throw new ConfigError(
      `publish.trusted_publishing = "always" needs GitHub Actions with "permissions: id-token: write" (ACTIONS_ID_TOKEN_REQUEST_URL and _TOKEN are not set here); run it in such a workflow, or set it to "auto" and give a token in ${publish2.token_env}`
    );
  }
  if (token) return { kind: "token", variable: publish2.token_env };
  throw new ConfigError(
    `no credential for the package index: set ${publish2.token_env} to an API token (publish.token_env names the variable), or publish from GitHub Actions with trusted publishing ("permissions: id-token: write" and a trusted publisher set up on the index); or pass --skip-publish`
  );
}
function uploadUrl(repositoryUrl) {
  return repositoryUrl.trim() === "" ? PUBLIC_UPLOAD : repositoryUrl.trim();
}
async function mintUploadToken(source, repositoryUrl, fetcher = fetch, onSecret = () => {
}) {
  let origin = indexOrigin(uploadUrl(repositoryUrl)), audience = (await request2(
    fetcher,
    `${origin}/_/oidc/audience`,
    { method: "GET" },
    "ask the index for its trusted-publishing audience"
  )).audience;
  if (typeof audience != "string" || audience === "")
    throw new UploadError(
      `the index at ${origin} announced no trusted-publishing audience; is trusted publishing enabled there?`
    );
  let separator = source.requestUrl.includes("?") ? "&" : "?", oidc = (await request2(
    fetcher,
    `${source.requestUrl}${separator}audience=${encodeURIComponent(audience)}`,
    { method: "GET", headers: { authorization: `bearer ${source.requestToken}` } },
    'get the GitHub Actions OIDC token (does the workflow have "permissions: id-token: write"?)'
  )).value;
  if (typeof oidc != "string" || oidc === "")
    throw new UploadError(
      'GitHub Actions gave no OIDC token; the workflow needs "permissions: id-token: write"'
    );
  onSecret(oidc);
  let token = (await request2(
    fetcher,
    `${origin}/_/oidc/mint-token`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: oidc })
    },
    "exchange the OIDC token for an upload token (trusted publishing)"
  )).token;
  if (typeof token != "string" || token === "")
    throw new UploadError(`the index at ${origin} minted no upload token`);
  return { token, oidc };
}
function indexOrigin(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`publish.repository_url = "${url}" is not a URL`);
  }
  let loopback = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(parsed.hostname);
  if (parsed.protocol !== "https:" && !(parsed.protocol === "http:" && loopback))
    throw new ConfigError(
      `publish.repository_url = "${url}" is not https; tokens go to the index over https only (plain http is allowed for loopback addresses)`
    );
  return `${parsed.protocol}//${parsed.host}`;
}
async function request2(fetcher, url, init, what) {
  let response;
  try {
    response = await fetcher(url, { ...init, signal: AbortSignal.timeout(3e4) });
  } catch (error) {
    throw new UploadError(`could not ${what}: ${error.message}`);
  }
  let text3 = await response.text(), body;
  try {
    body = JSON.parse(text3);
  } catch {
    body = void 0;
  }
  if (!response.ok)
    throw new UploadError(`could not ${what}: ${response.status} ${indexMessage(body, text3)}`);
  return body ?? {};
}
function indexMessage(body, text3) {
  if (typeof body != "object" || body === null) return text3.trim().split(`
`)[0]?.slice(0, 300) ?? "";
  let { message, errors } = body, parts = [];
  if (typeof message == "string" && parts.push(message), Array.isArray(errors))
    for (let e of errors) {
      let { code, description } = e;
      parts.push([code, description].filter((x2) => typeof x2 == "string").join(": "));
    }
  return parts.filter((p) => p !== "").join("; ");
}
var PUBLIC_UPLOAD, init_credentials = __esm({
  "src/publish/credentials.ts"() {
    "use strict";
    init_errors();
    PUBLIC_UPLOAD = "https://upload.pypi.org/legacy/";
  }
});

// src/publish/tools/hatch.ts
var hatch, init_hatch = __esm({
  "src/publish/tools/hatch.ts"() {
    "use strict";
    hatch = {
      name: "hatch",
      install: "pipx install hatch (in Actions: pip install hatch)",
      pipPackages: ["hatch"],
      build: ["hatch", "build"],
      publish: (files) => ["hatch", "publish", "--no-prompt", ...files],
      environment: (target) => ({
        ...target.url === void 0 ? {} : { HATCH_INDEX_REPO: target.url },
        HATCH_INDEX_USER: "__token__",
        HATCH_INDEX_AUTH: target.token
      })
    };
  }
});

// src/publish/tools/pdm.ts
var pdm, init_pdm = __esm({
  "src/publish/tools/pdm.ts"() {
    "use strict";
    pdm = {
      name: "pdm",
      install: "pipx install pdm (Debian: apt-get install python3-pdm)",
      pipPackages: ["pdm"],
      build: ["pdm", "build", "--dest", "dist"],
      publish: (_files, target) => [
        "pdm",
        "publish",
        "--no-build",
        ...target.skipExisting ? ["--skip-existing"] : []
      ],
      environment: (target) => ({
        PDM_CHECK_UPDATE: "false",
        ...target.url === void 0 ? {} : { PDM_PUBLISH_REPO: target.url },
        PDM_PUBLISH_USERNAME: "__token__",
        PDM_PUBLISH_PASSWORD: target.token
      })
    };
  }
});

// src/publish/tools/poetry.ts
var REPOSITORY, poetry, init_poetry = __esm({
  "src/publish/tools/poetry.ts"() {
    "use strict";
    REPOSITORY = "releaser", poetry = {
      name: "poetry",
      install: "pipx install poetry (Debian: apt-get install python3-poetry)",
      pipPackages: ["poetry"],
      build: ["poetry", "build", "--no-interaction"],
      publish: (_files, target) => [
        "poetry",
        "publish",
        "--no-interaction",
        ...target.url === void 0 ? [] : ["--repository", REPOSITORY],
        ...target.skipExisting ? ["--skip-existing"] : []
      ],
      environment: (target) => ({
        PYTHON_KEYRING_BACKEND: "keyring.backends.null.Keyring",
        ...target.url === void 0 ? { POETRY_PYPI_TOKEN_PYPI: target.token } : {
          [`POETRY_REPOSITORIES_${REPOSITORY.toUpperCase()}_URL`]: target.url,
          [`POETRY_PYPI_TOKEN_${REPOSITORY.toUpperCase()}`]: target.token
        }
      })
    };
  }
});

// src/publish/tools/twine.ts
var twine, init_twine = __esm({
  "src/publish/tools/twine.ts"() {
    "use strict";
    twine = {
      name: "twine",
      install: "pip install build twine (Debian: apt-get install python3-build twine)",
      pipPackages: ["build", "twine"],
      build: ["python3", "-m", "build", "--sdist", "--wheel", "--outdir", "dist"],
      publish: (files, target) => [
        "twine",
        "upload",
        "--non-interactive",
        "--disable-progress-bar",
        ...target.skipExisting ? ["--skip-existing"] : [],
        ...files
      ],
      environment: (target) => ({
        ...target.url === void 0 ? {} : { TWINE_REPOSITORY_URL: target.url },
        TWINE_USERNAME: "__token__",
        TWINE_PASSWORD: target.token
      })
    };
  }
});

// src/publish/tools/uv.ts
var uv, init_uv = __esm({
  "src/publish/tools/uv.ts"() {
    "use strict";
    uv = {
      name: "uv",
      install: "see https://docs.astral.sh/uv/getting-started/installation/ (in Actions: astral-sh/setup-uv)",
      pipPackages: ["uv"],
      build: ["uv", "build", "--out-dir", "dist"],
      publish: (files) => ["uv", "publish", ...files],
      environment: (target) => ({
        ...target.url === void 0 ? {} : { UV_PUBLISH_URL: target.url },
        UV_PUBLISH_TOKEN: target.token
      })
    };
  }
});

// src/publish/tools/choose-tool.ts
import { stat as stat5 } from "node:fs/promises";
import { join as join12 } from "node:path";
function chooseTool(config, facts) {
  let chosen = config.publish.tool;
  return chosen !== "auto" ? { tool: TOOLS[chosen], why: `publish.tool = "${chosen}"` } : facts.files.has("uv.lock") ? { tool: uv, why: "uv.lock" } : facts.files.has("poetry.lock") ? { tool: poetry, why: "poetry.lock" } : facts.toolTables.has("poetry") ? { tool: poetry, why: "[tool.poetry]" } : facts.files.has("pdm.lock") ? { tool: pdm, why: "pdm.lock" } : facts.toolTables.has("hatch") ? { tool: hatch, why: "[tool.hatch]" } : { tool: twine, why: "no uv, poetry, pdm or hatch setup" };
}
async function readProjectFacts(root, loaded) {
  let files = /* @__PURE__ */ new Set();
  for (let lock of ["uv.lock", "poetry.lock", "pdm.lock"])
    await stat5(join12(root, lock)).then(
      () => !0,
      () => !1
    ) && files.add(lock);
  let toolTables = /* @__PURE__ */ new Set();
  if (loaded.pyproject) {
    let tool = loaded.pyproject.data.tool;
    if (typeof tool == "object" && tool !== null && !Array.isArray(tool))
      for (let name of ["poetry", "hatch"]) name in tool && toolTables.add(name);
  }
  return { files, toolTables };
}
var TOOLS, init_choose_tool = __esm({
  "src/publish/tools/choose-tool.ts"() {
    "use strict";
    init_hatch();
    init_pdm();
    init_poetry();
    init_twine();
    init_uv();
    TOOLS = { uv, poetry, hatch, pdm, twine };
  }
});

// src/publish/upload.ts
async function uploadDistributions(request3) {
  let argv2 = request3.argv ?? request3.tool.publish(request3.files, request3.target), run = await runTool(argv2, {
    cwd: request3.root,
    env: { ...request3.env, ...request3.tool.environment(request3.target) },
    stream: request3.stream
  }), shown = argv2.join(" ");
  if (run.startError?.code === "ENOENT")
    throw new BuildError(
      `the upload command \`${shown}\` could not start: ${argv2[0]} is not on PATH; install it (${request3.tool.install}) or set publish.publish_command`
    );
  if (run.startError !== void 0 || run.code !== 0) {
    let last2 = failureSummary(run.lastLines);
    throw new UploadError(
      `the upload failed: \`${shown}\` ended with ${run.startError ? run.startError.message : run.signal ? `signal ${run.signal}` : `exit code ${run.code}`}${last2 ? ` (${last2})` : ""}; the release is tagged: fix the cause and run release again${request3.target.skipExisting ? ", files already on the index are skipped" : " (with publish.skip_existing = false, a file already on the index fails again)"}`,
      { details: run.lastLines }
    );
  }
}
function simplePageUrl(uploadUrl2, project) {
  let url;
  try {
    url = new URL(uploadUrl2);
  } catch {
    return;
  }
  if (!/\/legacy\/?$/.test(url.pathname)) return;
  let host2 = url.host === "upload.pypi.org" ? "pypi.org" : url.host, base = url.pathname.replace(/legacy\/?$/, "simple/");
  return `${url.protocol}//${host2}${base}${project}/`;
}
async function readIndexedFiles(pageUrl, fetcher = tracedFetch(fetch)) {
  try {
    let response = await fetcher(pageUrl, {
      signal: AbortSignal.timeout(15e3),
      headers: { accept: "text/html" }
    });
    if (!response.ok) return /* @__PURE__ */ new Set();
    let names = [...(await response.text()).matchAll(/<a\s[^>]*>([^<]+)<\/a>/gi)].map((m) => (m[1] ?? "").trim());
    return new Set(names);
  } catch {
    return /* @__PURE__ */ new Set();
  }
}
var init_upload = __esm({
  "src/publish/upload.ts"() {
    "use strict";
    init_errors();
    init_trace();
    init_run_tool();
  }
});

// src/flows/release/publish-steps.ts
import { constants as constants3 } from "node:fs";
import { access as access2 } from "node:fs/promises";
import { delimiter, isAbsolute as isAbsolute4, join as join13 } from "node:path";
async function planPublish(root, loaded, env) {
  let { config } = loaded, { tool, why } = chooseTool(config, await readProjectFacts(root, loaded)), url = uploadUrl(config.publish.repository_url);
  if (indexOrigin(url), hasUserInfo(url))
    throw new ConfigError(
      "publish.repository_url carries a user name or password; remove them from the URL and give the token in publish.token_env"
    );
  let plan = {
    tool,
    why,
    buildArgv: commandOf(config.publish.build_command, "build_command") ?? tool.build,
    builder: commandOf(config.publish.build_command, "build_command") === void 0 ? `${tool.name} (${why})` : "build_command",
    publishArgv: commandOf(config.publish.publish_command, "publish_command"),
    url,
    repositoryUrl: config.publish.repository_url.trim() || void 0,
    credentials: chooseCredentials(config.publish, env)
  };
  for (let [argv2, what, key] of [
    [plan.buildArgv, "build", "build_command"],
    [
      plan.publishArgv ?? tool.publish([], { url: void 0, token: "", skipExisting: !1 }),
      "upload",
      "publish_command"
    ]
  ])
    if (await findExecutable(argv2[0] ?? "", root, env) === void 0)
      throw new BuildError(
        `the ${what} command \`${argv2.join(" ")}\` cannot run: ${argv2[0]} is not on PATH; install it (${tool.install}) or set publish.${key}; nothing was built or tagged`
      );
  return plan;
}
async function findExecutable(command, cwd, env) {
  let runnable = (path) => access2(path, constants3.X_OK).then(
    () => path,
    () => {
    }
  );
  if (command.includes("/")) return runnable(isAbsolute4(command) ? command : join13(cwd, command));
  for (let dir of (env.PATH ?? "").split(delimiter)) {
    if (dir === "") continue;
    let found = await runnable(join13(dir, command));
    if (found !== void 0) return found;
  }
}
function commandOf(value, key) {
  if (Array.isArray(value)) {
    if (value.length === 0 || value[0] === "")
      throw new ConfigError(`publish.${key}: the argument list is empty`);
    return value;
  }
  if (value.trim() === "") return;
  let split = splitCommandLine(value);
  if ("problem" in split)
    throw new ConfigError(
      `publish.${key} = ${JSON.stringify(value)} cannot be run without a shell: ${split.problem}`
    );
  return split.words;
}
function buildStep(plan, context, memory) {
  return {
    name: "build",
    observe: async () => {
      if (plan === void 0) return { state: "skipped", detail: "no build (--skip-publish)" };
      if (context.tagged) {
        let listed = await indexedDistributions(plan, context.project);
        if (listed.some((f) => f.endsWith(".whl")) && listed.some((f) => !f.endsWith(".whl")))
          return memory.files = listed.map((name) => ({ name, bytes: new Uint8Array() })), memory.published = !0, { state: "done", detail: `already on the index (${listed.join(", ")}): not built again` };
      }
      return {
        state: "todo",
        detail: `build with ${plan.builder}: ${plan.buildArgv.join(" ")}`,
        apply: async () => (memory.files = await buildDistributions({
          root: context.root,
          argv: plan.buildArgv,
          install: plan.tool.install,
          project: context.project,
          env: context.buildEnv,
          stream: context.stream
        }), await context.verify("the build"), await context.afterBuild(), {
          detail: `built ${memory.files.map((f) => f.name).join(", ")} with ${plan.builder}`
        })
      };
    }
  };
}
function credentialsStep(plan, context, memory) {
  return {
    name: "credentials",
    observe: async () => {
      if (plan === void 0) return { state: "skipped", detail: "no upload (--skip-publish)" };
      let source = plan.credentials;
      return source.kind === "token" ? (memory.token = context.env[source.variable]?.trim(), memory.token && context.addSecret(memory.token), { state: "done", detail: `the API token in ${source.variable}` }) : {
        state: "todo",
        detail: `get an upload token from ${new URL(plan.url).host} by trusted publishing`,
        apply: async () => {
          context.addSecret(source.requestToken);
          let { token } = await mintUploadToken(source, plan.url, tracedFetch(fetch), context.addSecret);
          return context.addSecret(token), memory.token = token, { detail: `minted an upload token by trusted publishing (${new URL(plan.url).host})` };
        }
      };
    }
  };
}
function uploadStep(plan, context, memory) {
  return {
    name: "upload",
    observe: async () => {
      if (plan === void 0) return { state: "skipped", detail: "no upload (--skip-publish)" };
      let files = memory.files;
      if (files === void 0)
        return {
          state: "todo",
          detail: `upload the built files to ${plan.url} with ${plan.tool.name}`,
          apply: async () => ({ detail: "" })
        };
      let listed = new Set(await indexedDistributions(plan, context.project)), missing = files.filter((f) => !listed.has(f.name));
      return missing.length === 0 ? (memory.published = !0, {
        state: "done",
        detail: `${files.length} files on ${plan.url}`,
        warning: `every built file is already on the index (${files.map((f) => f.name).join(", ")})`
      }) : {
        state: "todo",
        detail: `upload ${missing.map((f) => f.name).join(", ")} to ${plan.url} with ${plan.tool.name}`,
        apply: async () => {
          let token = memory.token;
          if (token === void 0) throw new ConfigError("no upload token: the credentials step did not run");
          await uploadDistributions({
            root: context.root,
            tool: plan.tool,
            argv: plan.publishArgv,
            files: missing.map((f) => `dist/${f.name}`),
            target: { url: plan.repositoryUrl, token, skipExisting: context.skipExisting },
            env: context.env,
            stream: context.stream
          });
          let page = simplePageUrl(plan.url, normaliseName(context.project.name)), after = page === void 0 ? void 0 : new Set(await readIndexedFiles(page)), absent = after === void 0 || after.size === 0 ? [] : files.filter((f) => !after.has(f.name));
          return memory.published = absent.length === 0, {
            detail: `uploaded ${missing.map((f) => f.name).join(", ")} to ${plan.url}`,
            ...absent.length > 0 ? {
              warning: `the index does not list ${absent.map((f) => f.name).join(", ")} after the upload (it may lag, or the upload command did not upload)`
            } : {}
          };
        }
      };
    }
  };
}
async function indexedDistributions(plan, project) {
  let page = simplePageUrl(plan.url, normaliseName(project.name));
  if (page === void 0) return [];
  let wanted = normaliseName(project.name), version = parseVersion(project.version);
  return [...await readIndexedFiles(page)].filter((file) => {
    let parsed = parseDistName(file), other = parsed === void 0 ? void 0 : parseVersion(parsed.version);
    return parsed !== void 0 && parsed.name === wanted && other !== void 0 && version !== void 0 && compareVersions(other, version) === 0;
  });
}
var init_publish_steps = __esm({
  "src/flows/release/publish-steps.ts"() {
    "use strict";
    init_errors();
    init_url_credentials();
    init_version();
    init_build();
    init_command_line();
    init_credentials();
    init_dist_files();
    init_choose_tool();
    init_upload();
    init_trace();
  }
});

// src/flows/release/steps.ts
async function runSteps(steps, options) {
  let reports = [], progress = options.progress, report = (entry) => {
    reports.push(entry), progress?.end(entry.step, entry.status, entry.detail);
  };
  for (let [index, step] of steps.entries()) {
    progress?.start(step.name, "looking");
    let observed;
    try {
      observed = await step.observe();
    } catch (error) {
      throw progress?.end(step.name, "failed", error instanceof Error ? error.message : String(error)), error;
    }
    if (observed.state !== "todo") {
      observed.state === "done" && observed.warning && options.warn(observed.warning), report({
        step: step.name,
        status: observed.state === "done" ? "already" : "skipped",
        detail: observed.detail
      });
      continue;
    }
    if (options.dryRun) {
      report({ step: step.name, status: "would", detail: observed.detail });
      continue;
    }
    progress?.start(step.name, observed.detail);
    let applied;
    try {
      applied = await observed.apply();
    } catch (error) {
      throw progress?.end(step.name, "failed", error instanceof Error ? error.message : String(error)), error;
    }
    if (options.afterEffect(), applied.warning && options.warn(applied.warning), report({ step: step.name, status: applied.already ? "already" : "done", detail: applied.detail }), applied.stop) {
      for (let later of steps.slice(index + 1))
        report({ step: later.name, status: "not-reached", detail: "left to the other run" });
      return { reports, stopped: !0 };
    }
  }
  return { reports, stopped: !1 };
}
var init_steps = __esm({
  "src/flows/release/steps.ts"() {
    "use strict";
  }
});

// src/flows/release/tag-steps.ts
function tagStep(facts, memory) {
  return {
    name: "tag",
    observe: async () => {
      let local = await readTagCommit(facts.root, facts.tag, facts.env);
      if (local === facts.head)
        return {
          state: "done",
          detail: `tag ${facts.tag} is on ${shortCommit(facts.head)}`,
          warning: `tag ${facts.tag} already exists on HEAD; it is kept and the release goes on from it`
        };
      if (local !== void 0)
        throw new TagExistsError(
          `tag ${facts.tag} appeared on ${shortCommit(local)} while releasing ${shortCommit(facts.head)}; another process made it: check \`git show ${facts.tag}\``
        );
      return facts.remoteTag === facts.head ? { state: "done", detail: `tag ${facts.tag} is on ${facts.remote} at ${shortCommit(facts.head)}` } : {
        state: "todo",
        detail: `create ${facts.sign ? "signed" : "annotated"} tag ${facts.tag} on ${shortCommit(facts.head)}`,
        apply: async () => {
          try {
            await createAnnotatedTag(facts.root, facts.tag, facts.head, facts.message, {
              sign: facts.sign,
              env: facts.env
            });
          } catch (error) {
            if (await readTagCommit(facts.root, facts.tag, facts.env) === facts.head)
              return {
                already: !0,
                detail: `tag ${facts.tag} is on ${shortCommit(facts.head)} (made by another run)`,
                warning: `tag ${facts.tag} was made by another run in this clone meanwhile; it is used`
              };
            throw error;
          }
          return memory.created = !0, {
            detail: `created ${facts.sign ? "signed" : "annotated"} tag ${facts.tag} on ${shortCommit(facts.head)}`
          };
        }
      };
    }
  };
}
function pushStep(facts, memory) {
  let what = facts.ahead ? `${facts.tag} and ${facts.branch} (atomically)` : facts.tag;
  return {
    name: "push",
    observe: async () => {
      if (facts.remoteTag === facts.head && !facts.ahead)
        return {
          state: "done",
          detail: `${facts.tag} is on ${facts.remote}`,
          warning: `tag ${facts.tag} is already on ${facts.remote}`
        };
      let tag = facts.remoteTag === facts.head ? void 0 : facts.tag;
      return {
        state: "todo",
        detail: `push ${tag === void 0 ? facts.branch : what} to ${facts.remote}`,
        apply: async () => {
          let upToDate;
          try {
            ({ upToDate } = await pushReleaseRefs(
              facts.root,
              facts.remote,
              { tag, branch: facts.ahead ? { name: facts.branch, commit: facts.head } : void 0 },
              facts.remoteEnv
            ));
          } catch (error) {
            if (!(error instanceof PushError) || tag === void 0) throw error;
            return await afterRejectedPush(facts, memory, error);
          }
          let pushed = [tag, facts.ahead ? facts.branch : void 0].filter(
            (ref) => ref !== void 0 && !upToDate.includes(ref)
          );
          return pushed.length === 0 ? {
            already: !0,
            detail: `${upToDate.join(" and ")} already on ${facts.remote} (another run)`
          } : {
            detail: `pushed ${pushed.length === 2 ? what : pushed.join(" and ")} to ${facts.remote}`
          };
        }
      };
    }
  };
}
async function afterRejectedPush(facts, memory, error) {
  let tagRef = `refs/tags/${facts.tag}`, remote = (await readRemoteRefs(facts.root, facts.remote, [tagRef], facts.remoteEnv).catch(
    () => /* @__PURE__ */ new Map()
  )).get(tagRef);
  if (remote === facts.head)
    return {
      already: !0,
      detail: `${facts.tag} was pushed to ${facts.remote} by another run`,
      warning: `${facts.tag} is already released by another run (its tag reached ${facts.remote} first); that run finishes the release`,
      stop: !0
    };
  throw memory.created && await deleteTag(facts.root, facts.tag, facts.env), remote !== void 0 ? new TagExistsError(
    `tag ${facts.tag} reached ${facts.remote} on ${shortCommit(remote)} from another run while this one released ${shortCommit(facts.head)}; nothing was released from here`
  ) : error;
}
function tagSteps(facts) {
  let memory = { created: !1 };
  return [tagStep(facts, memory), pushStep(facts, memory)];
}
var init_tag_steps = __esm({
  "src/flows/release/tag-steps.ts"() {
    "use strict";
    init_errors();
    init_ancestry();
    init_remote();
    init_tags();
  }
});

// src/flows/release/target.ts
async function readReleaseTarget(check, remote, env) {
  let { repo, config, project, history } = check, inProgress = await describeOperationInProgress(repo.gitDir);
  if (inProgress !== void 0)
    throw new GitError(`a ${inProgress} is in progress; finish or abort it, then run release again`);
  if (check.interrupted !== void 0)
    throw new ReleaseError(
      `an update to ${check.interrupted.version} was interrupted before its commit; finish it with \`releaser update\`, then release`
    );
  let dirty = (await readStatus(repo.root, !1, env)).map((e) => e.path);
  if (dirty.length > 0)
    throw new GitError(
      `the working tree has uncommitted changes (${listSome(dirty)}); a release tags a commit, so commit or stash them first`
    );
  let branch = config.release_branch, current2 = await readCurrentBranch(repo.root, env), tagFormat2 = compileTagFormat(config.tag_format), fileVersion = project.version ?? computedVersion(check, tagFormat2);
  if (fileVersion === void 0) {
    if (isComputed(check))
      return {
        kind: "nothing",
        reason: `nothing to release: the version is computed from tags (${computedBy(check)}), and no release commit for a next version came after ${check.plan.baseTag ?? "the start"}; run \`releaser release-pr\` (or \`update\`) and merge it first`
      };
    throw new ConfigError(
      "the project's files carry no version to release (no version in pyproject.toml and no __version__ found); add one, or name the file in version_files"
    );
  }
  let parsed = parseVersion(fileVersion);
  if (parsed === void 0)
    throw new ConfigError(
      `${project.versionSource ?? "the project files"}: "${fileVersion}" is not a valid PEP 440 version`
    );
  refuseMixedVersions(check);
  let version = formatVersion(parsed), tag = findTagForVersion(history.tags.all, tagFormat2, parsed) ?? tagFormat2.format(version), localTag = history.tags.commits.get(tag), listing = await readRemoteBranchAndTags(repo.root, remote.name, branch, remote.env), remoteBranch = listing.branch, remoteTag = listing.tags.get(tag), head = repo.head, finishing = current2 === void 0 && (localTag === head || remoteTag === head);
  if (current2 !== branch && !finishing)
    throw new GitError(
      `release runs on the release branch "${branch}" (release_branch), but HEAD is ${current2 === void 0 ? "detached" : `on "${current2}"`}; check out ${branch} (in GitHub Actions, run it on push to ${branch})`
    );
  if (localTag !== void 0 && remoteTag !== void 0 && localTag !== remoteTag)
    throw new TagExistsError(
      `tag ${tag} is on ${shortCommit(localTag)} here but on ${shortCommit(remoteTag)} on ${remote.name}; delete the wrong one (git tag -d ${tag}, then git fetch --tags) and run again`
    );
  let tagged = localTag ?? remoteTag;
  if (tagged !== void 0 && tagged !== head) {
    let since = tagged === baseCommit(check) ? history.commits : void 0, released = since !== void 0 || await isAncestor(repo.root, tagged, head, env);
    if (released && !await releaseCommitSince(check, tagged, since, version, env)) {
      let unfinished = await madeByRelease(repo.root, tag, version, env) && await remote.releaseExists?.(tag) === !1;
      return {
        kind: "nothing",
        reason: `nothing to release: ${version}, the version in the files, was released as ${tag} (on ${shortCommit(tagged)}); run \`releaser update\` or merge the release pull request first`,
        ...unfinished ? {
          warning: `${tag} has no release on the code host; if an earlier \`releaser release\` stopped half-way, finish it from its tag: git checkout ${tag} && releaser release, then check out ${branch} again`
        } : {}
      };
    }
    throw new TagExistsError(
      `tag ${tag} already exists on ${shortCommit(tagged)}${released ? ", before the release commit of" : ", not on"} HEAD (${shortCommit(head)}), so ${version} cannot be released from here; if that tag is a mistake, delete it (git tag -d ${tag}; git push origin :refs/tags/${tag}), else release a new version`
    );
  }
  if (tagged === void 0 && !check.plan.pending && project.version !== void 0)
    return { kind: "nothing", reason: notPendingReason(check, version) };
  let position = finishing ? "same" : await comparePosition(repo.root, head, remoteBranch, env);
  if (position === "behind" || position === "diverged")
    throw new GitError(
      position === "behind" ? `HEAD (${shortCommit(head)}) is behind ${remote.name}/${branch} (${shortCommit(remoteBranch ?? "")}): someone pushed since this checkout; pull (git pull --ff-only ${remote.name} ${branch}) and run again` : `HEAD (${shortCommit(head)}) and ${remote.name}/${branch} (${shortCommit(remoteBranch ?? "")}) have diverged: each has commits the other lacks; bring them together (git pull --rebase ${remote.name} ${branch}, then push) and run again`
    );
  let ahead = position === "ahead", remoteTags = [...listing.tags.keys()];
  return { kind: "release", version, tag, head, branch, localTag, remoteTag, ahead, remoteTags };
}
function refuseMixedVersions({ project }) {
  if (project.version !== void 0)
    for (let target of project.targets) {
      if (target.kind === "lock") continue;
      let value = project.current.get(target);
      if (value !== void 0 && value !== project.version)
        throw new ConfigError(
          `${target.path} carries version ${value} but ${project.versionSource ?? "the project"} carries ${project.version}, so the release would ship mixed versions; set them alike (releaser update writes them all) and commit`
        );
    }
}
async function madeByRelease(root, tag, version, env) {
  let line = (await runGit(["tag", "-l", "--format=%(objecttype) %(contents:subject)", tag], {
    cwd: root,
    env
  })).stdout.trim();
  return line.startsWith("tag ") && isVersionHeading(line.slice(4).replace(/^#+\s*/, ""), version);
}
function isComputed({ project }) {
  let version = project.pyproject?.version;
  return version?.kind === "dynamic" && version.source?.kind === "computed";
}
function computedBy({ project }) {
  let version = project.pyproject?.version;
  return version?.kind === "dynamic" && version.source?.kind === "computed" ? version.source.tool : "the build backend";
}
function computedVersion(check, tagFormat2) {
  if (!isComputed(check)) return;
  let { history, repo, plan, config } = check, onHead = history.tags.all.filter((tag) => history.tags.commits.get(tag) === repo.head).map((tag) => tagFormat2.parse(tag)).filter((v) => v !== void 0 && v.release.length >= 3).sort((a, b) => compareVersions(b, a));
  if (onHead[0] !== void 0) return formatVersion(onHead[0]);
  let next = plan.nextVersion;
  if (next === void 0) return;
  let templates = [config.commit_message, config.pr.title], isRelease = releaseSubjectMatcher(templates, next);
  return plan.commits.some((c) => isRelease(c.subject)) ? next : void 0;
}
function baseCommit({ history }) {
  return history.baseTag === void 0 ? void 0 : history.tags.commits.get(history.baseTag);
}
async function releaseCommitSince({ repo, config }, commit, since, version, env) {
  let templates = [config.commit_message, config.pr.title];
  if (since !== void 0) {
    let may = mayHaveReleaseSubject(templates, version);
    if (!since.some((c) => may(c.subject))) return !1;
  }
  let { stdout } = await runGit(["log", "--format=%s", `${commit}..HEAD`], { cwd: repo.root, env });
  return stdout.split(`
`).some(releaseSubjectMatcher(templates, version));
}
function notPendingReason({ plan }, version) {
  return plan.baseTag !== void 0 ? `nothing to release: the files carry ${version}, not above ${plan.baseTag}, and no tag names it; set the version with \`releaser update\` (or merge the release pull request), then release` : `nothing to release: the files carry ${version}, but no release commit made it and no tag names it (a first version set by hand is the base); to release it as it is, run \`releaser update --release-as ${version}\` first`;
}
var init_target = __esm({
  "src/flows/release/target.ts"() {
    "use strict";
    init_errors();
    init_release_subject();
    init_tag_format();
    init_text();
    init_version();
    init_changelog_file();
    init_ancestry();
    init_remote();
    init_run();
    init_worktree();
  }
});

// src/flows/release/unchanged.ts
async function checkUnchanged(root, head, env, what) {
  let now2 = (await runGit(["rev-parse", "HEAD"], { cwd: root, env })).stdout.trim(), changed = (await readStatus(root, !1, env)).map((e) => e.path);
  if (now2 === head && changed.length === 0) return;
  let how = now2 !== head ? `HEAD moved to ${shortCommit(now2)}` : `tracked files changed: ${listSome(changed)}`;
  throw new PublishError(
    `${what} changed the commit to release (${how}), so what is built would not be what is tagged; nothing was tagged: make them leave the working tree as it was`
  );
}
var init_unchanged = __esm({
  "src/flows/release/unchanged.ts"() {
    "use strict";
    init_errors();
    init_text();
    init_ancestry();
    init_run();
    init_worktree();
  }
});

// src/flows/release/release.ts
async function releaseFlow(context, options, deps = {}) {
  let check = await checkFlow(
    context,
    {},
    {
      fetchEnv: (config2, root) => remoteGitEnv(root, config2, context.env)
    }
  ), { repo, config } = check, env = await withActionsIdentity(repo.root, context.env), originUrl = await readRemoteUrl(repo.root, REMOTE2, env);
  if (originUrl === void 0)
    throw new GitError(
      `there is no "${REMOTE2}" remote to push the release tag to; add one (git remote add origin URL)`
    );
  let settings = options.skipHostRelease ? void 0 : resolveHostSettings(config, env, originUrl), token = settings?.token ?? findHostToken(config, env)?.token;
  token !== void 0 && context.addSecret?.(token);
  let remoteEnv = {
    ...env,
    ...token === void 0 ? {} : tokenForRemote(originUrl, token, config, env, context.warn)
  }, host2 = settings === void 0 ? void 0 : await openFlowHost(settings, context, deps.openHost), target = await readReleaseTarget(
    check,
    {
      name: REMOTE2,
      env: remoteEnv,
      ...host2 === void 0 ? {} : { releaseExists: async (tag) => await host2.findReleaseByTag(tag) !== void 0 }
    },
    env
  );
  if (target.kind === "nothing")
    return target.warning && context.warn(target.warning), { check, outcome: { kind: "nothing", reason: target.reason } };
  if (!options.skipPublish && parseVersion(target.version)?.local !== void 0)
    throw new ConfigError(
      `${target.version} is a local version (PEP 440 "+..."), which package indexes refuse; release a public version, or pass --skip-publish to tag and release it on the code host only`
    );
  target.localTag === void 0 && target.remoteTag === void 0 && await checkTaggerIdentity(repo.root, env);
  let notes = await readNotes(check, target.version, context.warn), assets = [], readAssets = async () => {
    if (settings === void 0) return;
    let configured = isConfigured(check.loaded.layers, ["release", "assets"]);
    assets = await readAssetFiles(repo.root, config.release.assets, (pattern) => {
      configured && context.warn(`release.assets: "${pattern}" matches no file; nothing of it is uploaded`);
    });
  }, project = { name: check.project.name ?? "", version: target.version }, publish2 = options.skipPublish ? void 0 : await planPublish(repo.root, check.loaded, env);
  (publish2 === void 0 || options.dryRun) && await readAssets(), publish2 === void 0 && refuseForeignDistributions(
    assets.map((a) => a.path),
    project
  );
  let published = { files: void 0, token: void 0, published: !1 }, verify = (what) => checkUnchanged(repo.root, target.head, env, what), buildEnv = withoutVariables(env, [
    config.publish.token_env,
    config.host.token_env,
    "GITHUB_TOKEN",
    "GH_TOKEN",
    "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
    "ACTIONS_ID_TOKEN_REQUEST_URL"
  ]), tagged = target.localTag !== void 0 || target.remoteTag !== void 0, publishContext = {
    root: repo.root,
    project,
    env,
    stream: context.stream ?? (() => {
    }),
    addSecret: context.addSecret ?? (() => {
    }),
    skipExisting: config.publish.skip_existing,
    afterBuild: readAssets,
    verify,
    buildEnv,
    tagged
  }, memory = { release: void 0 }, request3 = planHostRelease({
    version: target.version,
    tag: target.tag,
    notes,
    draft: config.release.draft,
    prerelease: config.release.prerelease,
    tagFormat: config.tag_format,
    // The remote's tags too: a newer line released elsewhere may not be in this clone.
    tags: [...check.history.tags.all, ...target.remoteTags]
  }), hooks2 = (commands) => ({
    commands,
    facts: {
      version: target.version,
      tag: target.tag,
      previousVersion: findPreviousVersion(
        check.history.tags.all,
        config.tag_format,
        parseVersion(target.version)
      )
    },
    cwd: repo.root,
    env,
    stream: context.stream ?? (() => {
    })
  }), steps = [
    preReleaseHooksStep(hooks2(config.hooks.pre_release), tagged, verify),
    buildStep(publish2, publishContext, published),
    credentialsStep(publish2, publishContext, published),
    ...tagSteps({
      root: repo.root,
      tag: target.tag,
      head: target.head,
      branch: target.branch,
      remote: REMOTE2,
      message: notes,
      sign: config.release.sign_tags,
      remoteTag: target.remoteTag,
      ahead: target.ahead,
      env,
      remoteEnv
    }),
    hostReleaseStep(host2, request3, memory),
    assetsStep(
      host2,
      async () => assets,
      memory,
      () => faultPoint(env)
    ),
    uploadStep(publish2, publishContext, published)
  ];
  context.progress?.heading?.(`Release ${target.version} as ${target.tag} from ${shortCommit(target.head)}:`);
  let run = await runSteps(steps, {
    dryRun: options.dryRun,
    warn: context.warn,
    afterEffect: () => faultPoint(env),
    progress: context.progress
  }), preparation = /* @__PURE__ */ new Set(["pre-release-hooks", "build", "credentials", "tag"]), changed = run.reports.some((r) => r.status === "done" && !preparation.has(r.step));
  return changed && !run.stopped && await runPostReleaseHooks(hooks2(config.hooks.post_release), context.warn), {
    check,
    outcome: {
      kind: "ran",
      version: target.version,
      tag: target.tag,
      head: target.head,
      reports: run.reports,
      stopped: run.stopped,
      changed,
      releaseUrl: memory.release?.url,
      published: published.published
    }
  };
}
async function readNotes(check, version, warn) {
  let { repo, config, plan } = check, file = await readRepoText(repo.root, config.changelog_file), section = file === void 0 ? void 0 : readVersionSection(file.text, version);
  return section !== void 0 ? section : (warn(
    `${config.changelog_file} has no section for ${version}; the release notes are ${plan.nextVersion === version && plan.changelog ? "generated from the commits" : "a single line"}`
  ), plan.nextVersion === version && plan.changelog !== void 0 ? plan.changelog.trimEnd() : `## ${version}

- Release ${version}`);
}
function withoutVariables(env, names) {
  let drop = new Set(names);
  return Object.fromEntries(Object.entries(env).filter(([name]) => !drop.has(name)));
}
var REMOTE2, init_release = __esm({
  "src/flows/release/release.ts"() {
    "use strict";
    init_values();
    init_errors();
    init_host_release();
    init_tag_format();
    init_version();
    init_changelog_file();
    init_read_repo_file();
    init_ancestry();
    init_identity();
    init_remote();
    init_settings();
    init_dist_files();
    init_check();
    init_code_host();
    init_fault_points();
    init_remote_auth();
    init_asset_files();
    init_assets_step();
    init_hook_steps();
    init_host_release_step();
    init_publish_steps();
    init_steps();
    init_tag_steps();
    init_target();
    init_unchanged();
    REMOTE2 = "origin";
  }
});

// src/cli/commands/release.ts
var release_exports = {};
__export(release_exports, {
  releaseJson: () => releaseJson,
  runRelease: () => runRelease
});
async function runRelease(context, options, output, json) {
  let progress = options.dryRun ? void 0 : await (await Promise.resolve().then(() => (init_progress(), progress_exports))).progressFor(output), result = await releaseFlow(progress ? { ...context, progress } : context, options), text3 = renderRelease(
    result,
    options,
    json ? output.errColor : output.color,
    progress !== void 0 || output.quiet
  );
  return json ? (output.err(text3), output.out(`${JSON.stringify(releaseJson(result, options), null, 2)}
`)) : output.out(text3), 0;
}
function releaseJson(result, options) {
  let { outcome } = result, ran = outcome.kind === "ran" ? outcome : void 0;
  return {
    ...checkJson(result.check),
    dry_run: options.dryRun,
    version: ran?.version ?? null,
    tag: ran?.tag ?? null,
    released: ran?.changed === !0 && !ran.stopped && !options.dryRun,
    release_url: ran?.releaseUrl ?? null,
    published: ran?.published ?? !1,
    stopped_by_other_run: ran?.stopped ?? !1,
    reason: outcome.kind === "nothing" ? outcome.reason : null,
    steps: (ran?.reports ?? []).map((r) => ({ step: r.step, status: r.status, detail: r.detail }))
  };
}
function renderRelease({ outcome }, options, color, listed) {
  let s = styles(color);
  if (outcome.kind === "nothing") return `${capitalise(outcome.reason)}.
`;
  let lines = listed ? [] : [
    `${options.dryRun ? `${s.yellow("Dry run:")} release` : "Release"} ${s.bold(outcome.version)} as ${outcome.tag} from ${outcome.head.slice(0, 12)}:`
  ];
  for (let report of listed ? [] : outcome.reports) {
    let mark = STEP_MARKS[report.status], styled = report.status === "done" ? s.green(mark) : report.status === "would" ? s.yellow(mark) : s.dim(mark);
    lines.push(
      `  ${styled} ${report.step.padEnd(18)}${report.status === "would" ? "would " : ""}${report.detail}`
    );
  }
  let gap = listed ? [] : [""];
  return options.dryRun ? lines.push(...gap, "Nothing was tagged, pushed or uploaded.") : outcome.stopped ? lines.push(...gap, `Another run is releasing ${outcome.tag}; this one stopped without changing more.`) : outcome.changed ? lines.push(
    ...gap,
    `${s.green("Released")} ${outcome.version}${outcome.releaseUrl ? `: ${outcome.releaseUrl}` : ""}`
  ) : lines.push(
    ...gap,
    `${outcome.version} was already released${outcome.releaseUrl ? `: ${outcome.releaseUrl}` : ""}; nothing changed.`
  ), `${lines.join(`
`)}
`;
}
function capitalise(text3) {
  return text3.charAt(0).toUpperCase() + text3.slice(1);
}
var init_release2 = __esm({
  "src/cli/commands/release.ts"() {
    "use strict";
    init_release();
    init_output();
    init_progress();
    init_check2();
  }
});

// src/flows/init/migrate.ts
function migrateFrom(pyproject) {
  let tool = isTable3(pyproject?.tool) ? pyproject.tool : void 0;
  if (isTable3(tool?.semantic_release)) return fromSemanticRelease(tool.semantic_release);
  if (isTable3(tool?.commitizen)) return fromCommitizen(tool.commitizen);
}
function fromSemanticRelease(table) {
  let migration = { from: "[tool.semantic_release]", versionFiles: [], left: [] };
  for (let [key, value] of Object.entries(table))
    switch (key) {
      case "tag_format":
        typeof value == "string" && value.includes("{version}") ? migration.tagFormat = value : migration.left.push(`tag_format (${JSON.stringify(value)} has no {version})`);
        break;
      case "version_variables":
      case "version_variable":
        for (let entry of typeof value == "string" ? value.split(",").map((e) => e.trim()) : strings(value)) {
          let [path, variable, format2 = "nf", ...more] = entry.split(":");
          path?.endsWith(".py") && variable && IDENTIFIER2.test(variable) && format2 === "nf" && more.length === 0 ? migration.versionFiles.push(`${path}:${variable}`) : migration.left.push(
            `version_variables entry ${JSON.stringify(entry)} (releaser edits Python files: path.py:VARIABLE)`
          );
        }
        break;
      case "version_toml":
        for (let entry of typeof value == "string" ? value.split(",").map((e) => e.trim()) : strings(value))
          /^pyproject\.toml:(project|tool\.poetry)\.version$/.test(entry) || (/^[^:]+\.toml:[\w.-]+$/.test(entry) ? migration.versionFiles.push(entry) : migration.left.push(`version_toml entry ${JSON.stringify(entry)}`));
        break;
      case "branches": {
        let names = isTable3(value) ? Object.values(value).flatMap((b) => isTable3(b) && typeof b.match == "string" ? [b.match] : []) : [], plain = names.find((n) => /^[\w./-]+$/.test(n) && !(isTable3(value) && isPrerelease(value, n)));
        plain !== void 0 && (migration.releaseBranch = plain);
        let others = names.filter((n) => n !== plain);
        others.length > 0 && migration.left.push(
          `branches ${others.map((n) => JSON.stringify(n)).join(", ")} (releaser releases from one branch)`
        );
        break;
      }
      case "changelog": {
        let file = isTable3(value) ? value.changelog_file ?? (isTable3(value.default_templates) ? value.default_templates.changelog_file : void 0) : void 0;
        typeof file == "string" && (migration.changelogFile = file);
        let rest = isTable3(value) ? Object.keys(value).filter((k) => k !== "changelog_file" && k !== "default_templates") : [];
        rest.length > 0 && migration.left.push(
          `changelog.${rest.join(", changelog.")} (releaser writes Keep a Changelog sections of its own)`
        );
        break;
      }
      case "branch":
        typeof value == "string" && /^[\w./-]+$/.test(value) ? migration.releaseBranch = value : migration.left.push(`branch (${JSON.stringify(value)})`);
        break;
      case "changelog_file":
        typeof value == "string" ? migration.changelogFile = value : migration.left.push(`changelog_file (${JSON.stringify(value)} is no path)`);
        break;
      case "version_source":
        break;
      // releaser reads the files and takes the last tag as the base either way
      case "commit_message":
      case "commit_subject":
        break;
      // read together below: python-semantic-release 7 split the message in two
      case "major_on_zero":
        typeof value == "boolean" && (migration.majorOnZero = value);
        break;
      case "build_command":
        if (value === !1)
          migration.left.push(
            "build_command = false (releaser builds and publishes in `release`; pass --skip-publish to leave that out)"
          );
        else if (typeof value == "string" && value.trim() !== "") {
          let split = splitCommandLine(value);
          "words" in split ? migration.buildCommand = value : migration.left.push(
            `build_command (${JSON.stringify(value)}: ${split.problem}; put it in a script, or in hooks.pre_release)`
          );
        }
        break;
      default:
        migration.left.push(key);
    }
  return takeCommitMessage(table, migration), migration;
}
function takeCommitMessage(table, migration) {
  let subject = table.commit_subject, message = table.commit_message;
  for (let [key, value] of [
    ["commit_subject", subject],
    ["commit_message", message]
  ])
    value !== void 0 && typeof value != "string" && migration.left.push(`${key} (${JSON.stringify(value)} is no text)`);
  let seven = SEVEN_ONLY.some((key) => key in table), body = typeof message == "string" ? message : void 0;
  typeof subject == "string" ? migration.commitMessage = body === void 0 || body === "" ? subject : `${subject}

${body}` : seven && body !== void 0 ? migration.commitMessage = body === "" ? "{version}" : `{version}

${body}` : body !== void 0 && (migration.commitMessage = body);
}
function isPrerelease(branches, match) {
  return Object.values(branches).some((b) => isTable3(b) && b.match === match && b.prerelease === !0);
}
function fromCommitizen(table) {
  let migration = {
    from: "[tool.commitizen]",
    versionFiles: [],
    left: [],
    ...table.tag_format === void 0 ? { tagFormat: "{version}" } : {}
  };
  for (let [key, value] of Object.entries(table))
    switch (key) {
      case "tag_format": {
        let format2 = typeof value == "string" ? value.replace(/\$\{version\}|\$version/g, "{version}") : "";
        format2.includes("{version}") && !format2.includes("$") ? migration.tagFormat = format2 : migration.left.push(`tag_format (${JSON.stringify(value)})`);
        break;
      }
      case "version_files":
        for (let entry of strings(value)) {
          let colon = entry.lastIndexOf(":"), path = colon < 0 ? entry : entry.slice(0, colon), name = colon < 0 ? "" : entry.slice(colon + 1);
          path !== "pyproject.toml" && (IDENTIFIER2.test(name) && path.endsWith(".py") ? migration.versionFiles.push(`${path}:${name}`) : migration.left.push(
            `version_files entry ${JSON.stringify(entry)} (releaser edits Python files: path.py:VARIABLE)`
          ));
        }
        break;
      case "changelog_file":
        typeof value == "string" && (migration.changelogFile = value);
        break;
      case "major_version_zero":
        typeof value == "boolean" && (migration.majorOnZero = !value);
        break;
      case "name":
        value !== "cz_conventional_commits" && migration.left.push(`name ${JSON.stringify(value)} (releaser reads Conventional Commits only)`);
        break;
      case "version":
      case "version_provider":
      case "version_scheme":
      case "update_changelog_on_bump":
        break;
      // the version is read from the project's files; the conventional rules are releaser's own
      default:
        migration.left.push(key);
    }
  return migration;
}
var isTable3, strings, IDENTIFIER2, SEVEN_ONLY, init_migrate = __esm({
  "src/flows/init/migrate.ts"() {
    "use strict";
    init_command_line();
    isTable3 = (value) => typeof value == "object" && value !== null && !Array.isArray(value), strings = (value) => Array.isArray(value) ? value.filter((v) => typeof v == "string") : [], IDENTIFIER2 = /^[A-Za-z_][A-Za-z0-9_]*$/;
    SEVEN_ONLY = [
      "commit_subject",
      "version_variable",
      "branch",
      "version_source",
      "upload_to_pypi",
      "upload_to_release",
      "hvcs",
      "check_build_status",
      "commit_version_number"
    ];
  }
});

// src/flows/init/migrate-release-please.ts
async function migrateFromReleasePlease(read) {
  let configText2 = await read(RELEASE_PLEASE_CONFIG);
  if (configText2 === void 0) return;
  let migration = { from: RELEASE_PLEASE_CONFIG, versionFiles: [], left: [] }, config = parseJson(configText2);
  if (!isTable3(config))
    return migration.left.push(`${RELEASE_PLEASE_CONFIG} (not a JSON object: nothing read from it)`), migration;
  let packages = isTable3(config.packages) ? config.packages : {}, others = Object.keys(packages).filter((path) => path !== ".");
  others.length > 0 && migration.left.push(
    `packages ${others.map((p) => JSON.stringify(p)).join(", ")} (releaser releases the one package at the root)`
  );
  let root = isTable3(packages["."]) ? packages["."] : {}, settings = { ...config, ...root }, version = await manifestVersion(read);
  for (let key of Object.keys(settings))
    NEEDLESS.has(key) || TAKEN.has(key) || migration.left.push(key);
  let releaseType = settings["release-type"];
  releaseType !== void 0 && releaseType !== "python" && migration.left.push(
    `release-type ${JSON.stringify(releaseType)} (releaser finds the version in pyproject.toml and the package)`
  ), typeof settings["changelog-path"] == "string" && (migration.changelogFile = settings["changelog-path"]), settings["bump-minor-pre-major"] === !0 && (migration.majorOnZero = !1), typeof settings.draft == "boolean" && (migration.draft = settings.draft), typeof settings.prerelease == "boolean" && (migration.prerelease = settings.prerelease), migration.tagFormat = tagFormat(settings), takeSections(settings["changelog-sections"], migration);
  for (let entry of Array.isArray(settings["extra-files"]) ? settings["extra-files"] : [])
    await takeExtraFile(entry, version, read, migration);
  return migration;
}
function parseJson(text3) {
  try {
    return JSON.parse(text3);
  } catch {
    return;
  }
}
async function manifestVersion(read) {
  let manifest = parseJson(await read(RELEASE_PLEASE_MANIFEST) ?? ""), version = isTable3(manifest) ? manifest["."] : void 0;
  return typeof version == "string" ? version : void 0;
}
function tagFormat(settings) {
  let v = settings["include-v-in-tag"] === !1 ? "" : "v", component = typeof settings.component == "string" ? settings.component : typeof settings["package-name"] == "string" ? settings["package-name"] : "", separator = typeof settings["tag-separator"] == "string" ? settings["tag-separator"] : "-";
  return `${settings["include-component-in-tag"] !== !1 && component !== "" ? `${component}${separator}` : ""}${v}{version}`;
}
function takeSections(value, migration) {
  if (!Array.isArray(value)) return;
  let sections = {}, hidden2 = [];
  for (let entry of value) {
    if (!isTable3(entry) || typeof entry.type != "string" || !/^[\w-]+$/.test(entry.type)) {
      migration.left.push(`changelog-sections entry ${JSON.stringify(entry)}`);
      continue;
    }
    entry.hidden === !0 ? hidden2.push(entry.type) : typeof entry.section == "string" && (sections[entry.type] = entry.section);
  }
  let named = new Set(value.flatMap((entry) => isTable3(entry) ? [entry.type] : []));
  for (let [type] of DEFAULT_SECTIONS) named.has(type) || hidden2.push(type);
  migration.changelogSections = sections, migration.hiddenTypes = hidden2;
}
async function takeExtraFile(entry, version, read, migration) {
  let path = typeof entry == "string" ? entry : isTable3(entry) ? entry.path : void 0, type = isTable3(entry) ? entry.type : void 0;
  if (typeof path != "string" || path === "" || isTable3(entry) && entry.glob === !0) {
    migration.left.push(`extra-files entry ${JSON.stringify(entry)}`);
    return;
  }
  let relative3 = path.replace(/^\/+/, "");
  if (type === "toml" && isTable3(entry) && typeof entry.jsonpath == "string") {
    let key = /^\$\.([\w-]+(?:\.[\w-]+)*)$/.exec(entry.jsonpath)?.[1];
    if (relative3 === "pyproject.toml" && (key === "project.version" || key === "tool.poetry.version")) return;
    if (key !== void 0 && relative3.endsWith(".toml")) {
      migration.versionFiles.push(`${relative3}:${key}`);
      return;
    }
  }
  if ((type === void 0 || type === "generic") && relative3.endsWith(".py")) {
    let variable = findVersionVariable(await read(relative3) ?? "", version);
    if (variable !== void 0) {
      migration.versionFiles.push(`${relative3}:${variable}`);
      return;
    }
  }
  migration.left.push(
    `extra-files entry ${JSON.stringify(entry)} (releaser edits a Python file's VARIABLE = "version" line or a TOML key)`
  );
}
function findVersionVariable(text3, version) {
  let lines = text3.split(/\r?\n/), marked = lines.find((line) => line.includes("x-release-please-version") && ASSIGNMENT.test(line));
  return ASSIGNMENT.exec(
    marked ?? lines.find((line) => version !== void 0 && ASSIGNMENT.exec(line)?.[2] === version) ?? ""
  )?.[1];
}
var RELEASE_PLEASE_CONFIG, RELEASE_PLEASE_MANIFEST, ASSIGNMENT, TAKEN, NEEDLESS, init_migrate_release_please = __esm({
  "src/flows/init/migrate-release-please.ts"() {
    "use strict";
    init_changelog();
    init_migrate();
    RELEASE_PLEASE_CONFIG = "release-please-config.json", RELEASE_PLEASE_MANIFEST = ".release-please-manifest.json", ASSIGNMENT = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*[\w.[\]]+\s*)?=\s*["']([^"']+)["']/, TAKEN = /* @__PURE__ */ new Set([
      "release-type",
      "package-name",
      "component",
      "changelog-path",
      "changelog-sections",
      "extra-files",
      "bump-minor-pre-major",
      "include-component-in-tag",
      "include-v-in-tag",
      "tag-separator",
      "draft",
      "prerelease"
    ]), NEEDLESS = /* @__PURE__ */ new Set(["$schema", "packages", "bootstrap-sha", "last-release-sha"]);
  }
});

// src/flows/init/templates.ts
function configText(facts, table) {
  let head = table === "tool.releaser" ? `[tool.releaser]
` : "", sub = (name) => table === "tool.releaser" ? `[tool.releaser.${name}]` : `[${name}]`, m = facts.migration, set2 = (key, value, fallback, note = "") => value === void 0 ? `# ${key} = ${fallback}${note}` : `${key} = ${tomlString(value)}${note}`, from = m === void 0 ? "" : `# Taken over from ${m.from} (leave it or remove it: releaser does not read it).
`, left = m === void 0 || m.left.length === 0 ? "" : `# Not taken over from ${m.from}: ${commentText(m.left.join("; "))}
`, versionFiles = m !== void 0 && m.versionFiles.length > 0 ? `version_files = [${m.versionFiles.map((f) => tomlString(f)).join(", ")}]` : '# version_files = ["src/pkg/version.py:VERSION"]   # more places that carry the version';
  return `${head}# Written by \`releaser init\`. Every key is optional; the commented lines show the defaults.
${from}${left}release_branch = ${tomlString(facts.releaseBranch)}   # release-pr and release run on this branch only${facts.releaseBranchWhy === void 0 ? "" : ` (${commentText(facts.releaseBranchWhy)})`}
tag_format = ${tomlString(facts.tagFormat)}   # ${commentText(facts.tagFormatWhy)}
# \`update\` writes the version and the changelog to: ${facts.files.map((f) => tomlString(f)).join(", ")}
${versionFiles}
${set2("changelog_file", m?.changelogFile, tomlString(facts.changelogFile))}
${set2("commit_message", m?.commitMessage, '"chore(release): {version}"')}
${set2("major_on_zero", m?.majorOnZero, "true", "   # false: a breaking change on 0.x bumps the minor version")}
${changelogTable(m, sub)}${releaseTable(m, sub)}
${sub("publish")}
# tool = "auto"   # found: ${commentText(facts.tool)}
${set2("build_command", m?.buildCommand, '""')}
# trusted_publishing = "auto"   # in GitHub Actions with "id-token: write"; else the token below
# token_env = "PYPI_TOKEN"
`;
}
function changelogTable(m, sub) {
  if (m?.changelogSections === void 0 && m?.hiddenTypes === void 0) return "";
  let sections = Object.entries(m.changelogSections ?? {}).map(([type, title]) => `${tomlString(type)} = ${tomlString(title)}`).join(", "), hidden2 = (m.hiddenTypes ?? []).map((t) => tomlString(t)).join(", ");
  return `
${sub("changelog")}
sections = { ${sections} }   # section titles by commit type
hidden = [${hidden2}]   # types left out of the changelog
`;
}
function releaseTable(m, sub) {
  if (m?.draft === void 0 && m?.prerelease === void 0) return "";
  let lines = [
    m.draft === void 0 ? "" : `draft = ${m.draft}
`,
    m.prerelease === void 0 ? "" : `prerelease = ${m.prerelease}
`
  ];
  return `
${sub("release")}
${lines.join("")}`;
}
function tomlString(value) {
  return typeof value != "string" ? String(value) : `"${value.replace(LONE_SURROGATE, "\uFFFD").replace(/["\\\u0000-\u001f\u007f]/g, (c) => TOML_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}"`;
}
function commentText(value) {
  return value.replace(LONE_SURROGATE, "\uFFFD").replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
}
function releaseWorkflow(facts) {
  return `# Written by \`releaser init\`. On every push to the release branch: keep one release pull request
# current; once it is merged, tag, create the GitHub release, build and publish to PyPI.
name: Release

on:
  push:
    branches: [${branchFilter(facts.releaseBranch)}]

permissions:
  contents: write        # the release commit's branch, the tag, the GitHub release
  pull-requests: write   # the release pull request
  id-token: write        # trusted publishing to PyPI (set up a trusted publisher for this workflow)

concurrency:
  group: release
  cancel-in-progress: false

jobs:
  release:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0   # releaser reads the commits since the last release tag
      - uses: actions/setup-python@v5
        with:
          python-version: "3.x"
      - uses: actions/setup-node@v4
        with:
          node-version: "20"
      - name: Install ${facts.toolName} (release builds and uploads with it)
        run: python -m pip install --upgrade ${facts.toolPackages.join(" ")}
      - name: Release pull request
        run: npx --yes py-releaser@${facts.releaserVersion} release-pr
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
      - name: Release (after the release pull request is merged; otherwise nothing to do)
        run: npx --yes py-releaser@${facts.releaserVersion} release
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
`;
}
function branchFilter(branch) {
  return JSON.stringify(branch.replace(/[*+?![\\]/g, (c) => `\\${c}`).replaceAll("${{", "$?{{"));
}
function prTitleWorkflow(facts) {
  return `# Written by \`releaser init\`. The squash-merge commit takes the pull request's title, so the title
# must be a conventional commit: releaser reads the next version from it.
name: Pull request title

on:
  pull_request:
    types: [opened, edited, synchronize, reopened]

permissions:
  contents: read

jobs:
  title:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: "20"
      - run: npx --yes py-releaser@${facts.releaserVersion} check-pr
`;
}
var LONE_SURROGATE, TOML_ESCAPES, init_templates = __esm({
  "src/flows/init/templates.ts"() {
    "use strict";
    LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
    TOML_ESCAPES = {
      '"': '\\"',
      "\\": "\\\\",
      "\b": "\\b",
      "	": "\\t",
      "\n": "\\n",
      "\f": "\\f",
      "\r": "\\r"
    };
  }
});

// src/flows/init/vet.ts
async function vetMigration(root, loaded, migration) {
  let refuse = async (label, values) => {
    try {
      await validateConfigValues(root, values);
      return;
    } catch (error) {
      return `${label} (${reason(error)})`;
    }
  }, single = [
    ["tagFormat", "tag_format", (value) => ({ tag_format: value })],
    ["releaseBranch", "release_branch", (value) => ({ release_branch: value })],
    ["changelogFile", "changelog_file", (value) => ({ changelog_file: value })],
    ["commitMessage", "commit_message", (value) => ({ commit_message: value })],
    ["majorOnZero", "major_on_zero", (value) => ({ major_on_zero: value })],
    ["buildCommand", "publish.build_command", (value) => ({ publish: { build_command: value } })],
    ["draft", "release.draft", (value) => ({ release: { draft: value } })],
    ["prerelease", "release.prerelease", (value) => ({ release: { prerelease: value } })]
  ];
  for (let [field, key, values] of single) {
    let value = migration[field];
    if (value === void 0) continue;
    let problem = await refuse(`${key} ${JSON.stringify(value)}`, values(value));
    problem !== void 0 && (delete migration[field], migration.left.push(problem));
  }
  if (migration.changelogSections !== void 0 || migration.hiddenTypes !== void 0) {
    let changelog2 = { sections: migration.changelogSections ?? {}, hidden: migration.hiddenTypes ?? [] }, problem = await refuse("changelog sections", { changelog: changelog2 });
    problem !== void 0 && (delete migration.changelogSections, delete migration.hiddenTypes, migration.left.push(problem));
  }
  let kept = [];
  for (let entry of migration.versionFiles) {
    let problem = await readable(root, loaded, entry);
    problem === void 0 ? kept.push(entry) : migration.left.push(problem);
  }
  migration.versionFiles = kept;
}
async function readable(root, loaded, entry) {
  try {
    let { project } = await plannedProject(root, loaded, { version_files: [entry] }), path = versionFilePath(entry), target = project.targets.find((t) => t.path === path);
    return target !== void 0 && project.current.get(target) === void 0 ? `version file ${JSON.stringify(entry)} (no version there releaser can read)` : void 0;
  } catch (error) {
    return `version file ${JSON.stringify(entry)} (${reason(error)})`;
  }
}
async function plannedProject(root, loaded, values) {
  let config = await validateConfigValues(root, values);
  return { config, project: await readProject(root, { ...loaded, config }) };
}
function reason(error) {
  return (error instanceof Error ? error.message : String(error)).replace(/^pyproject\.toml: key "tool\.releaser\.[^"]*": /, "").replace(/\.$/, "");
}
var init_vet = __esm({
  "src/flows/init/vet.ts"() {
    "use strict";
    init_load();
    init_read_project();
    init_version_target();
  }
});

// src/flows/init/init.ts
import { mkdir as mkdir2, readdir as readdir6, unlink as unlink2 } from "node:fs/promises";
import { dirname as dirname4 } from "node:path";
async function initFlow(context, options) {
  let repo = await openRepository(context.cwd, context.env), pyproject = await readRepoText(repo.root, "pyproject.toml", ConfigError);
  if (pyproject === void 0)
    throw new ConfigError(
      `there is no pyproject.toml at the repository root (${repo.root}); releaser releases a Python project described there: create it first (e.g. with \`uv init\`, \`poetry init\` or \`hatch new --init\`), then run init`
    );
  let loaded = await loadConfig(repo.root, { configFile: context.configFile, cwd: context.cwd }), project = await readProject(repo.root, loaded), tags = await readTags(repo.root, context.env), { tool, why } = chooseTool(loaded.config, await readProjectFacts(repo.root, loaded)), configured = loaded.files.length > 0, migration = configured ? void 0 : migrateFrom(loaded.pyproject?.data) ?? await migrateFromReleasePlease(
    async (path) => (await readRepoText(repo.root, path, ConfigError).catch(() => {
    }))?.text
  );
  migration !== void 0 && (keepFoundModules(migration, project.targets), await vetMigration(repo.root, loaded, migration));
  let tagStyle = configured ? { format: loaded.config.tag_format, why: `from ${loaded.files.at(-1)}` } : migratedTagFormat(migration, tags.all), branch = configured ? { name: loaded.config.release_branch, why: `from ${loaded.files.at(-1)}` } : migration?.releaseBranch !== void 0 ? { name: migration.releaseBranch, why: `from ${migration.from}` } : await defaultBranch(repo.root, context.env), facts = {
    migration,
    releaseBranch: branch.name,
    releaseBranchWhy: branch.why,
    tagFormat: tagStyle.format,
    tagFormatWhy: tagStyle.why,
    files: writtenFiles(project, loaded.config.changelog_file),
    tool: `${tool.name} (${why})`,
    toolName: tool.name,
    toolPackages: tool.pipPackages,
    changelogFile: loaded.config.changelog_file,
    releaserVersion: VERSION
  }, warnings = [];
  if (!configured) {
    let planned = await plannedProject(repo.root, loaded, plannedValues(facts));
    facts.files = writtenFiles(planned.project, planned.config.changelog_file), facts.changelogFile = planned.config.changelog_file, planned.project.version === void 0 && warnings.push(
      'no file carries the version releaser would write: add `version = "1.2.3"` to [project] in pyproject.toml, or name the file with version_files ("path.py:VARIABLE"); `update` stops until then'
    );
  }
  warnings.push(...await otherReleaseWorkflows(repo.root));
  let files = [
    configured ? {
      path: loaded.files.at(-1),
      action: "keep",
      text: "",
      why: "releaser is configured here already; init leaves it as it is"
    } : await configFile(repo.root, pyproject.text, facts)
  ], existing = [];
  for (let [path, text3] of [
    [RELEASE_WORKFLOW, releaseWorkflow(facts)],
    [PR_TITLE_WORKFLOW, prTitleWorkflow(facts)]
  ]) {
    let there = await readRepoText(repo.root, path, ConfigError) !== void 0;
    there && !options.force ? (existing.push(path), files.push({ path, action: "keep", text: text3, why: "it exists: --force replaces it with the text below" })) : files.push({ path, action: there ? "overwrite" : "create", text: text3 });
  }
  if (existing.length > 0 && !options.dryRun)
    throw new ConfigError(
      `${existing.join(" and ")} ${existing.length === 1 ? "exists" : "exist"} already; init does not overwrite ${existing.length === 1 ? "it" : "them"}: compare with \`releaser init --dry-run\`, or pass --force to replace ${existing.length === 1 ? "it" : "them"}`
    );
  return options.dryRun || await writeFiles(repo.root, files, pyproject.text), { facts, files, warnings };
}
function plannedValues(facts) {
  let m = facts.migration, values = {
    release_branch: facts.releaseBranch,
    tag_format: facts.tagFormat
  };
  return m === void 0 || (m.versionFiles.length > 0 && (values.version_files = m.versionFiles), m.changelogFile !== void 0 && (values.changelog_file = m.changelogFile), m.commitMessage !== void 0 && (values.commit_message = m.commitMessage), m.majorOnZero !== void 0 && (values.major_on_zero = m.majorOnZero), (m.changelogSections !== void 0 || m.hiddenTypes !== void 0) && (values.changelog = { sections: m.changelogSections ?? {}, hidden: m.hiddenTypes ?? [] })), values;
}
async function otherReleaseWorkflows(root) {
  let folder = await resolveRepoPath(root, ".github/workflows").catch(() => {
  }), names = folder === void 0 ? [] : await readdir6(folder.abs).catch(() => []), found = [];
  for (let name of names.filter((n) => /\.ya?ml$/.test(n)).sort()) {
    let path = `.github/workflows/${name}`;
    if (path === RELEASE_WORKFLOW || path === PR_TITLE_WORKFLOW) continue;
    let text3 = (await readRepoText(root, path, ConfigError).catch(() => {
    }))?.text ?? "", tool = OTHER_RELEASERS.find(([pattern]) => pattern.test(text3))?.[1];
    tool !== void 0 && found.push(
      `${path} runs ${tool}: remove it (or its release job) once releaser's workflow is in place, or both will release the same commits`
    );
  }
  return found;
}
async function configFile(root, pyprojectText, facts) {
  let text3 = appended(pyprojectText, configText(facts, "tool.releaser")), fits = !1;
  try {
    let tool = parse2(pyprojectText + text3).tool;
    fits = typeof tool?.releaser == "object" && tool.releaser !== null && !Array.isArray(tool.releaser);
  } catch {
    fits = !1;
  }
  if (fits) return { path: "pyproject.toml", action: "append", text: text3 };
  if (await readRepoText(root, "releaser.toml", ConfigError) !== void 0)
    throw new ConfigError(
      "pyproject.toml defines `tool` in a way a [tool.releaser] table cannot be added to (an inline table or an array), and releaser.toml exists; add the configuration by hand"
    );
  return {
    path: "releaser.toml",
    action: "create",
    text: configText(facts, "top-level"),
    why: "pyproject.toml defines `tool` in a way a [tool.releaser] table cannot be added to"
  };
}
async function writeFiles(root, files, pyprojectText) {
  let writes = files.filter((f) => f.action !== "keep"), targets = /* @__PURE__ */ new Map();
  for (let file of writes) {
    let target = await resolveRepoPath(root, file.path).catch((error) => {
      throw new ConfigError(`${file.path}: ${error.message}; nothing was written`);
    });
    await mkdir2(dirname4(target.abs), { recursive: !0 }).catch((error) => {
      throw new ConfigError(
        `cannot make the folder for ${file.path} (${error.code ?? error.message}: is a part of ${dirname4(file.path)} a file?); nothing was written`
      );
    }), targets.set(file, target.abs);
  }
  let last2 = (file) => +(file.path === "pyproject.toml"), created = [], replaced = [];
  for (let file of [...writes].sort((a, b) => last2(a) - last2(b))) {
    let text3 = file.action === "append" ? pyprojectText + file.text : file.text;
    try {
      await writeFileAtomic(targets.get(file), text3), (file.action === "create" ? created : replaced).push(file);
    } catch (error) {
      for (let done of created) await unlink2(targets.get(done)).catch(() => {
      });
      let code = error.code ?? error.message, paths = (list2) => list2.map((f) => f.path).join(" and "), undone = created.length > 0 ? `; ${paths(created)} removed again` : "", kept = replaced.length > 0 ? `; ${paths(replaced)} replaced already (--force)` : "";
      throw new ConfigError(
        `could not write ${file.path} (${code})${undone}${kept}; nothing else was written`
      );
    }
  }
}
function appended(existing, table) {
  let newline = existing.includes(`\r
`) ? `\r
` : `
`;
  return `${existing === "" ? "" : existing.endsWith(`
`) ? newline : `${newline}${newline}`}${table.replaceAll(`
`, newline)}`;
}
function inferTagFormat(tags) {
  let byPrefix = /* @__PURE__ */ new Map();
  for (let tag2 of tags) {
    let match = /^(.*?)(\d+(?:\.\d+)+(?:[-._+]?[a-zA-Z0-9.+-]*)?)$/.exec(tag2);
    if (match === null) continue;
    let [, prefix2 = "", text3 = ""] = match, version = parseVersion(text3);
    if (version === void 0 || /[{}]/.test(prefix2)) continue;
    let seen = byPrefix.get(prefix2);
    seen === void 0 ? byPrefix.set(prefix2, { count: 1, newest: version, tag: tag2 }) : (seen.count++, compareVersions(version, seen.newest) > 0 && Object.assign(seen, { newest: version, tag: tag2 }));
  }
  let shapes = [...byPrefix.entries()].sort(
    (a, b) => compareVersions(b[1].newest, a[1].newest) || b[1].count - a[1].count || a[0].localeCompare(b[0])
  ), [best, ...others] = shapes;
  if (best === void 0) return { format: "v{version}", why: NO_TAG_WHY };
  let [prefix, { count: count2, tag }] = best, why = others.length === 0 ? `${count2 === 1 ? "your release tag looks" : `${count2} of your tags look`} like ${prefix}1.2.3` : `your newest release tag, ${tag}, looks like ${prefix}1.2.3 (${others.map(([p, o]) => `${o.count} look like ${p}1.2.3`).join(", ")})`;
  return { format: `${prefix}{version}`, why };
}
function keepFoundModules(migration, found) {
  let entries = migration.versionFiles.map(parseVersionFileEntry);
  if (!entries.some((t) => t.kind === "python")) return;
  let listed = new Set(entries.map((t) => t.path)), modules = found.flatMap(
    (t) => t.kind === "python" && !listed.has(t.path) ? [`${t.path}:${t.variable}`] : []
  );
  migration.versionFiles.unshift(...modules);
}
function migratedTagFormat(migration, tags) {
  let inferred = inferTagFormat(tags);
  if (migration?.tagFormat === void 0) return inferred;
  let taken = { format: migration.tagFormat, why: `from ${migration.from}` }, shaped = !1;
  try {
    let format2 = compileTagFormat(migration.tagFormat);
    shaped = tags.some((tag) => format2.parse(tag) !== void 0);
  } catch {
    return inferred;
  }
  let tagged = inferred.format !== migration.tagFormat && inferred.why !== NO_TAG_WHY;
  return shaped || !tagged ? taken : {
    format: inferred.format,
    why: `${inferred.why}; ${migration.from} would make ${migration.tagFormat.replace("{version}", "1.2.3")}, which no tag looks like`
  };
}
async function defaultBranch(root, env) {
  let remote = await runGit(["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"], {
    cwd: root,
    env,
    allowedCodes: [1, 128]
  }), fromOrigin = remote.code === 0 ? remote.stdout.trim().replace(/^origin\//, "") : "";
  if (fromOrigin !== "") return { name: fromOrigin, why: "origin's default branch" };
  for (let ref of [
    "refs/remotes/origin/main",
    "refs/remotes/origin/master",
    "refs/heads/main",
    "refs/heads/master"
  ])
    if ((await runGit(["rev-parse", "--verify", "--quiet", ref], {
      cwd: root,
      env,
      allowedCodes: [1, 128]
    })).code === 0)
      return {
        name: ref.split("/").at(-1),
        why: `${ref.replace(/^refs\/(remotes\/|heads\/)/, "")} exists; origin names no default branch`
      };
  let current2 = await readCurrentBranch(root, env);
  return current2 === void 0 ? { name: "main", why: "no branch to go by: the default" } : { name: current2, why: "the current branch; origin names no default branch" };
}
var RELEASE_WORKFLOW, PR_TITLE_WORKFLOW, OTHER_RELEASERS, NO_TAG_WHY, init_init = __esm({
  "src/flows/init/init.ts"() {
    "use strict";
    init_dist2();
    init_load();
    init_errors();
    init_tag_format();
    init_version();
    init_read_repo_file();
    init_repo_path();
    init_write_atomic();
    init_repository();
    init_run();
    init_tags();
    init_worktree();
    init_read_project();
    init_version_target();
    init_choose_tool();
    init_version2();
    init_migrate();
    init_migrate_release_please();
    init_templates();
    init_vet();
    RELEASE_WORKFLOW = ".github/workflows/release.yml", PR_TITLE_WORKFLOW = ".github/workflows/pr-title.yml";
    OTHER_RELEASERS = [
      [/release-please-action|googleapis\/release-please/, "release-please"],
      [/python-semantic-release|semantic-release (publish|version)/, "python-semantic-release"],
      [/commitizen-action|\bcz bump\b/, "commitizen"]
    ];
    NO_TAG_WHY = "no release tag yet: the default";
  }
});

// src/cli/commands/init.ts
var init_exports = {};
__export(init_exports, {
  initJson: () => initJson,
  runInit: () => runInit
});
async function runInit(context, options, output, json) {
  let result = await initFlow(context, options);
  for (let warning of result.warnings) context.warn(warning);
  return json ? (output.out(`${JSON.stringify(initJson(result, options.dryRun), null, 2)}
`), 0) : (output.out(renderInit(result, options.dryRun, output.color)), 0);
}
function initJson(result, dryRun) {
  let { facts, files } = result;
  return {
    dry_run: dryRun,
    release_branch: facts.releaseBranch,
    release_branch_why: facts.releaseBranchWhy ?? null,
    tag_format: facts.tagFormat,
    version_files: facts.files,
    build_tool: facts.tool,
    migrated_from: facts.migration?.from ?? null,
    not_migrated: facts.migration?.left ?? [],
    warnings: result.warnings,
    files: files.map((f) => ({ path: f.path, action: f.action, text: f.text }))
  };
}
function renderInit({ facts, files }, dryRun, color) {
  let s = styles(color), lines = [
    `${s.bold("releaser init")}: release branch ${facts.releaseBranch}${facts.releaseBranchWhy ? ` (${facts.releaseBranchWhy})` : ""}, tags ${facts.tagFormat}, version in ${facts.files.join(", ")}, build with ${facts.tool}`,
    ...facts.migration === void 0 ? [] : [
      `Taken over from ${facts.migration.from}; not taken over: ${facts.migration.left.length === 0 ? "nothing" : facts.migration.left.join("; ")}`
    ],
    ""
  ];
  for (let file of files) {
    let verb = dryRun ? s.yellow(WOULD[file.action]) : s.green(DONE[file.action]);
    if (lines.push(`${verb} ${file.path}${file.why ? ` (${file.why})` : ""}`), dryRun && file.text !== "") {
      let text3 = file.text.replace(/^(\r?\n)+/, "").trimEnd();
      lines.push("", ...text3.split(/\r?\n/).map((line) => line === "" ? "" : `    ${line}`), "");
    }
  }
  let refused = files.filter((f) => f.action === "keep" && f.why?.startsWith("it exists"));
  return lines.push(
    "",
    dryRun ? `Nothing was written.${refused.length > 0 ? ` Without --force, init would stop: ${refused.map((f) => f.path).join(" and ")} ${refused.length === 1 ? "exists" : "exist"} already.` : ""}` : "Next: commit these files; on PyPI, add a trusted publisher for this repository's release.yml workflow (or set a PYPI_TOKEN secret)."
  ), `${lines.join(`
`)}
`;
}
var DONE, WOULD, init_init2 = __esm({
  "src/cli/commands/init.ts"() {
    "use strict";
    init_init();
    init_output();
    DONE = {
      create: "created",
      append: "added [tool.releaser] to",
      overwrite: "replaced",
      keep: "kept"
    }, WOULD = {
      create: "would create",
      append: "would add [tool.releaser] to",
      overwrite: "would replace",
      keep: "would keep"
    };
  }
});

// src/core/imperative-mood.ts
function thirdPerson(verb) {
  return /(s|x|z|ch|sh)$/.test(verb) ? `${verb}es` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`;
}
function past(verb) {
  return verb.endsWith("e") ? `${verb}d` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ied` : DOUBLING.has(verb) ? `${verb}${verb.at(-1)}ed` : `${verb}ed`;
}
function gerund(verb) {
  return verb.endsWith("e") && !verb.endsWith("ee") ? `${verb.slice(0, -1)}ing` : DOUBLING.has(verb) ? `${verb}${verb.at(-1)}ing` : `${verb}ing`;
}
function imperativeOf(word) {
  let bare = word.toLowerCase().replace(/[^a-z]+$/, "");
  return IMPERATIVE_OF.get(bare);
}
var VERBS, DOUBLING, IRREGULAR, IMPERATIVE_OF, init_imperative_mood = __esm({
  "src/core/imperative-mood.ts"() {
    "use strict";
    VERBS = [
      "add",
      "adjust",
      "allow",
      "apply",
      "avoid",
      "bump",
      "change",
      "clean",
      "clarify",
      "configure",
      "convert",
      "copy",
      "correct",
      "create",
      "delete",
      "deprecate",
      "disable",
      "document",
      "downgrade",
      "drop",
      "enable",
      "ensure",
      "expose",
      "extend",
      "extract",
      "fix",
      "handle",
      "ignore",
      "implement",
      "improve",
      "include",
      "increase",
      "initialize",
      "install",
      "introduce",
      "make",
      "merge",
      "migrate",
      "modify",
      "move",
      "optimize",
      "pin",
      "prevent",
      "refactor",
      "remove",
      "rename",
      "reorganize",
      "replace",
      "resolve",
      "restore",
      "restructure",
      "revert",
      "rewrite",
      "run",
      "show",
      "simplify",
      "skip",
      "stop",
      "support",
      "switch",
      "tidy",
      "tweak",
      "update",
      "upgrade",
      "use",
      "validate",
      "write"
    ], DOUBLING = /* @__PURE__ */ new Set(["drop", "pin", "run", "skip", "stop"]), IRREGULAR = {
      make: ["made"],
      rewrite: ["rewrote", "rewritten"],
      run: ["ran"],
      show: ["showed", "shown"],
      write: ["wrote", "written"]
    };
    IMPERATIVE_OF = (() => {
      let map = /* @__PURE__ */ new Map();
      for (let verb of VERBS)
        for (let form of [thirdPerson(verb), gerund(verb), ...IRREGULAR[verb] ?? [past(verb)]])
          map.set(form, verb);
      return map;
    })();
  }
});

// src/core/header-diagnosis.ts
function diagnoseHeader(header, options) {
  let q = quote(header), text3 = header.trim(), fail = (hint, draft) => ({
    rule: "header-format",
    message: `${q} does not follow the conventional format "${FORMAT}": ${hint}`,
    draft
  }), bracketed = /^\[([A-Za-z0-9_]+)\]\s*:?\s*(.*)$/s.exec(text3);
  if (bracketed !== null) {
    let draft = draftOf(bracketed[1], void 0, bracketed[2] || PLACEHOLDER2);
    return fail("write the type without brackets, followed by a colon", draft);
  }
  let bangFirst = /^([A-Za-z0-9_]+)!\(([^()]*)\)\s*:\s*(.*)$/s.exec(text3);
  if (bangFirst !== null) {
    let [, type, scope, description] = bangFirst, draft = draftOf(type, scope.trim() || void 0, description || PLACEHOLDER2);
    return fail(`put "!" after the scope: "${type}(${scope})!:"`, { ...draft, breaking: !0 });
  }
  let shape = /^([A-Za-z0-9_]+)(\s*)(?:\(([^()]*)(\)?))?(\s*)(!?)(\s*)([:：]?)(.*)$/s.exec(text3);
  if (shape !== null) {
    let [, word, gapBeforeScope, scope, close, gapAfterScope, bang, gapBeforeColon, colon, rest] = shape, type = word.toLowerCase();
    if (scope !== void 0 && close === "") {
      let cut = scope.search(/[:：]/), inner = cut < 0 ? scope : scope.slice(0, cut), after = cut < 0 ? "" : scope.slice(cut + 1);
      return fail(
        'close the scope with ")"',
        draftOf(type, inner.trim() || void 0, after.trim() || PLACEHOLDER2)
      );
    }
    let description = rest.replace(/^[-–—:\s]+/, ""), named = scope !== void 0 && scope.trim() !== "" ? scope.trim() : void 0, draft = {
      type,
      scope: named,
      breaking: bang === "!",
      description: description || PLACEHOLDER2
    }, indented = header.trimStart() !== header;
    if (colon !== "") {
      if (description === "" && !indented)
        return { rule: "description-empty", message: `${q} has no description after the colon`, draft };
      if (indented) return fail("remove the whitespace before the type", draft);
      if (scope !== void 0 && named === void 0)
        return fail("the parentheses hold no scope: name one or remove them", draft);
      if (colon === "\uFF1A") return fail('use an ASCII colon ":" after the type', draft);
      if (gapBeforeScope !== "" || gapAfterScope !== "" || gapBeforeColon !== "")
        return fail("no space is allowed between the type, the scope and the colon", draft);
    }
    let separated = gapBeforeScope !== "" || scope !== void 0, typeLike = options.knownTypes.includes(type) || scope !== void 0;
    if (colon === "" && separated && typeLike && description !== "")
      return fail(`a colon must follow "${word}${named === void 0 ? "" : `(${named})`}${bang}"`, draft);
  }
  let colonAt = text3.search(/[:：]\s/), prefix = text3.slice(0, Math.max(colonAt, 0));
  if (colonAt > 0 && prefix.length <= 20 && !/\s/.test(prefix)) {
    let word = /[A-Za-z0-9_]+/.exec(prefix)?.[0].toLowerCase(), description = text3.slice(colonAt + 1).trim(), type = options.knownTypes.includes(word) ? word : guessType(description, options.fallbackType);
    return fail(`the type "${prefix}" may only contain letters, digits and "_"`, {
      ...draftOf(type, void 0, description || PLACEHOLDER2)
    });
  }
  return fail(
    'start with a type such as "feat" or "fix", then a colon and a description',
    draftOf(guessType(text3, options.fallbackType), void 0, text3)
  );
}
function guessType(text3, fallback) {
  let word = text3.split(/\s/, 1)[0].toLowerCase().replace(/[^a-z]+$/, "");
  return TYPE_BY_VERB[imperativeOf(word) ?? word] ?? fallback ?? "feat";
}
function draftOf(type, scope, description) {
  return { type: type.toLowerCase(), scope, breaking: !1, description };
}
function nearest(value, candidates) {
  let lower = value.toLowerCase(), related = candidates.find((c) => c.startsWith(lower) || lower.includes(c));
  if (related !== void 0) return related;
  let best = candidates[0] ?? value, bestDistance = Number.POSITIVE_INFINITY;
  for (let candidate of candidates) {
    let distance = editDistance2(lower, candidate);
    distance < bestDistance && (best = candidate, bestDistance = distance);
  }
  return best;
}
function editDistance2(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i2 = 1; i2 <= a.length; i2++) {
    let current2 = [i2];
    for (let j = 1; j <= b.length; j++) {
      let cost = a[i2 - 1] === b[j - 1] ? 0 : 1;
      current2.push(Math.min(previous[j] + 1, current2[j - 1] + 1, previous[j - 1] + cost));
    }
    previous = current2;
  }
  return previous[b.length];
}
function quote(text3) {
  return JSON.stringify(text3);
}
var FORMAT, PLACEHOLDER2, TYPE_BY_VERB, init_header_diagnosis = __esm({
  "src/core/header-diagnosis.ts"() {
    "use strict";
    init_imperative_mood();
    FORMAT = "<type>(<scope>): <description>", PLACEHOLDER2 = "<description>";
    TYPE_BY_VERB = {
      add: "feat",
      allow: "feat",
      create: "feat",
      enable: "feat",
      implement: "feat",
      introduce: "feat",
      support: "feat",
      fix: "fix",
      correct: "fix",
      handle: "fix",
      prevent: "fix",
      resolve: "fix",
      avoid: "fix",
      document: "docs",
      docs: "docs",
      refactor: "refactor",
      rename: "refactor",
      move: "refactor",
      simplify: "refactor",
      extract: "refactor",
      restructure: "refactor",
      remove: "refactor",
      optimize: "perf",
      speed: "perf",
      test: "test",
      tests: "test",
      bump: "build",
      upgrade: "build",
      downgrade: "build",
      pin: "build",
      revert: "revert",
      format: "style",
      update: "chore",
      release: "chore"
    };
  }
});

// src/core/lint-message.ts
function lintTitle(title, rules = DEFAULT_LINT_RULES) {
  let header = title.replace(/\r?\n[\s\S]*$/, "").trimEnd();
  return header === "" ? emptyResult(header, "the title is empty") : finish(header, lintHeader(header, rules), [], rules);
}
function lintCommitMessage(message, rules = DEFAULT_LINT_RULES) {
  let lines = message.replace(/\r\n?/g, `
`).split(`
`);
  for (; lines.length > 0 && lines[0].trim() === ""; ) lines.shift();
  let header = (lines[0] ?? "").trimEnd();
  if (header === "") return emptyResult(header, "the commit message is empty");
  let skipped = gitGenerated(header);
  if (skipped !== void 0)
    return {
      valid: !0,
      header,
      parts: void 0,
      errors: [],
      warnings: [],
      suggestion: void 0,
      skipped
    };
  let extra = [...footerProblems(lines.slice(1))];
  return lines.length > 1 && lines[1].trim() !== "" && extra.push({
    rule: "body-leading-blank",
    message: `${quote(header)}: leave a blank line between the subject and the body`
  }), finish(header, lintHeader(header, rules), extra, rules);
}
function cleanCommitMessage(text3, commentChar = "#") {
  let lines = text3.replace(/\r\n?/g, `
`).split(`
`), scissors = lines.indexOf(`${commentChar} ------------------------ >8 ------------------------`), kept = [];
  for (let line of scissors < 0 ? lines : lines.slice(0, scissors)) {
    if (line.startsWith(commentChar)) continue;
    let trimmed = line.trimEnd();
    trimmed === "" && (kept.length === 0 || kept.at(-1) === "") || kept.push(trimmed);
  }
  for (; kept.at(-1) === ""; ) kept.pop();
  return kept.length === 0 ? "" : `${kept.join(`
`)}
`;
}
function lintHeader(header, rules) {
  let q = quote(header), parts = parseSubject(header, rules.parsers);
  if (parts === void 0) {
    let allowed = rules.allowedTypes.map((t) => t.toLowerCase()), { rule, message, draft: draft2 } = diagnoseHeader(header, {
      knownTypes: [...STANDARD_TYPES, ...allowed],
      fallbackType: allowed[0]
    });
    return allowed.includes(draft2.type) || (draft2.type = nearest(draft2.type, allowed)), draft2.description = styleOf(draft2.description, q).fixed, { parts, problems: [{ rule, message }], draft: withRequiredScope(draft2, rules) };
  }
  if (parts.type === "revert" && /^(Revert|Reapply) "/.test(header))
    return { parts, problems: [], draft: void 0 };
  let problems = [], draft = {
    type: parts.type,
    scope: parts.scope,
    breaking: parts.breaking,
    description: parts.description
  }, allowedTypes = rules.allowedTypes.map((t) => t.toLowerCase());
  allowedTypes.length > 0 && !allowedTypes.includes(parts.type) ? (problems.push({
    rule: "type-allowed",
    message: `${q} has type "${parts.type}", which is not allowed; use one of: ${allowedTypes.join(", ")}`
  }), draft.type = nearest(parts.type, allowedTypes)) : allowedTypes.length === 0 && !STANDARD_TYPES.includes(parts.type) && problems.push({
    rule: "type-unknown",
    message: `${q} has type "${parts.type}", which is not a standard type (${STANDARD_TYPES.join(", ")}); it will not bump the version`
  });
  let emptyScope = parts.scope !== void 0 && parts.scopes.length === 0;
  emptyScope && (problems.push({
    rule: "scope-empty",
    message: `${q} has an empty scope "(${parts.scope})"; name a scope or remove the parentheses`
  }), draft.scope = void 0);
  let allowedScopes = rules.allowedScopes.map((s) => s.toLowerCase());
  if (rules.requireScope && parts.scopes.length === 0 && !emptyScope) {
    let choices = allowedScopes.length > 0 ? ` (one of: ${allowedScopes.join(", ")})` : "";
    problems.push({
      rule: "scope-required",
      message: `${q} has no scope, but a scope is required${choices}`
    });
  }
  let unknown = parts.scopes.filter(
    (s) => allowedScopes.length > 0 && !allowedScopes.includes(s.toLowerCase())
  );
  if (unknown.length > 0) {
    let names = unknown.map((s) => `"${s}"`).join(", ");
    problems.push({
      rule: "scope-allowed",
      message: `${q} has scope ${names}, which ${unknown.length > 1 ? "are" : "is"} not allowed; use one of: ${allowedScopes.join(", ")}`
    }), draft.scope = parts.scopes.map((s) => unknown.includes(s) ? nearest(s, allowedScopes) : s).join(",");
  }
  let style = styleOf(parts.description, q);
  return problems.push(...style.problems), draft.description = style.fixed, { parts, problems, draft: withRequiredScope(draft, rules) };
}
function styleOf(description, q) {
  let problems = [], fixed = description, firstWord = description.split(/\s/, 1)[0], imperative = imperativeOf(firstWord);
  if (imperative !== void 0) {
    let written2 = firstWord.replace(/[^A-Za-z]+$/, "");
    problems.push({
      rule: "imperative-mood",
      message: `${q}: write the description in the imperative mood ("${imperative}", not "${written2}")`
    }), fixed = imperative + fixed.slice(written2.length);
  }
  if (startsWithCapitalisedWord(description)) {
    let lowered = lowerFirst(description);
    problems.push({
      rule: "lowercase-start",
      message: `${q}: start the description with a lowercase letter ("${lowered}")`
    }), fixed = lowerFirst(fixed);
  }
  /(^|[^.])\.$/.test(description) && (problems.push({
    rule: "trailing-period",
    message: `${q}: remove the period at the end of the description`
  }), fixed = fixed.slice(0, -1).trimEnd() || PLACEHOLDER2);
  let length = [...description].length;
  return length >= MAX_DESCRIPTION && problems.push({
    rule: "description-length",
    message: `${q}: the description is ${length} characters long; keep it under ${MAX_DESCRIPTION}`
  }), { problems, fixed };
}
function footerProblems(lines) {
  let problems = [];
  for (let i2 = 0; i2 < lines.length; i2++) {
    let line = lines[i2], token = /^(BREAKING CHANGE|BREAKING-CHANGE):/.exec(line)?.[1];
    if (token !== void 0) {
      let text3 = line.slice(token.length + 1).trim(), next = lines[i2 + 1];
      text3 === "" && next !== void 0 && !isFooterStart(next) && (text3 = next.trim()), text3 === "" && problems.push({
        rule: "breaking-footer-empty",
        message: `the "${token}:" footer has no text; say what breaks and how to migrate, e.g. "${token}: drop --old"`
      });
      continue;
    }
    let misspelt = /^(breaking[ _-]?changes?)\s*:(.*)$/i.exec(line);
    misspelt !== null && problems.push({
      rule: "breaking-footer-format",
      message: `"${line.trim()}" is not a breaking-change footer; write "BREAKING CHANGE:${misspelt[2].trimEnd()}" (in capitals, one space)`
    });
  }
  return problems;
}
function isFooterStart(line) {
  return /^(BREAKING CHANGE:|BREAKING-CHANGE:|[A-Za-z0-9][A-Za-z0-9_-]*(: | #))/.test(line);
}
function gitGenerated(header) {
  return GIT_GENERATED.find(([pattern]) => pattern.test(header))?.[1];
}
function finish(header, verdict, extra, rules) {
  let errors = [], warnings = [];
  for (let problem of [...verdict.problems, ...extra])
    (problem.rule === "type-unknown" || STYLE_RULES.has(problem.rule) && !rules.strict ? warnings : errors).push(problem);
  let corrected = verdict.draft === void 0 ? void 0 : formatHeader(verdict.draft), suggestion = (errors.length > 0 || warnings.length > 0) && corrected !== header ? corrected : void 0;
  return {
    valid: errors.length === 0,
    header,
    parts: verdict.parts,
    errors,
    warnings,
    suggestion,
    skipped: void 0
  };
}
function emptyResult(header, message) {
  return {
    valid: !1,
    header,
    parts: void 0,
    errors: [{ rule: "empty", message: `${message}; write "${FORMAT}", e.g. "feat: add x"` }],
    warnings: [],
    suggestion: void 0,
    skipped: void 0
  };
}
function withRequiredScope(draft, rules) {
  return !rules.requireScope || draft.scope !== void 0 ? draft : { ...draft, scope: rules.allowedScopes[0]?.toLowerCase() ?? "<scope>" };
}
function formatHeader(draft) {
  let scope = draft.scope === void 0 ? "" : `(${draft.scope})`;
  return `${draft.type}${scope}${draft.breaking ? "!" : ""}: ${draft.description}`;
}
function startsWithCapitalisedWord(text3) {
  let word = text3.split(/\s/, 1)[0];
  return new RegExp("^\\p{Lu}\\p{Ll}*(?:[^\\p{L}\\p{N}]*)$", "u").test(word) && new RegExp("\\p{Ll}", "u").test(word);
}
function lowerFirst(text3) {
  let [first = "", ...rest] = [...text3];
  return first.toLowerCase() + rest.join("");
}
var STYLE_RULES, DEFAULT_LINT_RULES, STANDARD_TYPES, MAX_DESCRIPTION, GIT_GENERATED, init_lint_message = __esm({
  "src/core/lint-message.ts"() {
    "use strict";
    init_header_diagnosis();
    init_imperative_mood();
    init_parse_subject();
    STYLE_RULES = /* @__PURE__ */ new Set([
      "imperative-mood",
      "lowercase-start",
      "description-length",
      "trailing-period",
      "body-leading-blank"
    ]), DEFAULT_LINT_RULES = {
      allowedTypes: [],
      allowedScopes: [],
      requireScope: !1,
      strict: !1,
      parsers: []
    }, STANDARD_TYPES = [
      "feat",
      "fix",
      "docs",
      "style",
      "refactor",
      "perf",
      "test",
      "build",
      "ci",
      "chore",
      "revert"
    ], MAX_DESCRIPTION = 50;
    GIT_GENERATED = [
      [
        /^Merge (branch|branches|remote-tracking branch|tag|pull request|commit) /,
        "a merge commit written by git"
      ],
      [/^Merge \S.* into \S/, "a merge commit"],
      [/^(fixup|squash|amend)! /, "a fixup commit (git commit --fixup/--squash), squashed before it lands"]
    ];
  }
});

// src/flows/lint.ts
import { readFile as readFile5 } from "node:fs/promises";
import { resolve as resolve4 } from "node:path";
async function checkTitleFlow(context, title, overrides) {
  let root = await findRoot(context), [rules, text3] = await Promise.all([
    loadLintRules(context, root, overrides),
    title === void 0 ? readEventTitle(context.env) : Promise.resolve(title)
  ]);
  return { title: text3, source: title === void 0 ? "event" : "option", result: lintTitle(text3, rules) };
}
async function checkCommitFlow(context, file, overrides) {
  let root = await findRoot(context), [rules, text3, commentChar] = await Promise.all([
    loadLintRules(context, root, overrides),
    readMessageFile(resolve4(context.cwd, file), file),
    root === void 0 ? Promise.resolve("#") : readCommentChar(context)
  ]), message = cleanCommitMessage(text3, commentChar);
  return { file, message, result: lintCommitMessage(message, rules) };
}
async function loadLintRules(context, root, overrides) {
  let { config } = await loadConfig(root ?? context.cwd, {
    configFile: context.configFile,
    cwd: context.cwd
  });
  return {
    allowedTypes: overrides.types === void 0 ? config.allowed_types : splitList(overrides.types),
    allowedScopes: config.allowed_scopes,
    requireScope: overrides.requireScope === !0 || config.require_scope,
    strict: overrides.strict === !0 || config.strict_style,
    parsers: config.parsers.map((parser2) => compileCustomParser(parser2.pattern))
  };
}
async function findRoot(context) {
  try {
    let result = await runGit(["rev-parse", "--show-toplevel"], {
      cwd: context.cwd,
      env: context.env,
      allowedCodes: [128]
    }), root = result.stdout.trim();
    return result.code === 0 && root !== "" ? root : void 0;
  } catch (error) {
    if (error instanceof GitError) return;
    throw error;
  }
}
async function readCommentChar(context) {
  try {
    let result = await runGit(["config", "--get", "core.commentChar"], {
      cwd: context.cwd,
      env: context.env,
      allowedCodes: [1]
    }), value = result.stdout.replace(/\n$/, "");
    return result.code !== 0 || value === "" || value === "auto" ? "#" : value;
  } catch (error) {
    if (error instanceof GitError) return "#";
    throw error;
  }
}
async function readEventTitle(env) {
  let path = env.GITHUB_EVENT_PATH;
  if (path === void 0 || path === "")
    throw new ConfigError(
      'no title to check: pass --title "<title>", or run check-pr in a GitHub Actions workflow on pull_request or pull_request_target (GITHUB_EVENT_PATH is not set)'
    );
  let payload;
  try {
    payload = JSON.parse(await readFile5(path, "utf8"));
  } catch (error) {
    let reason2 = error.code ?? error.message;
    throw new ConfigError(`the event payload ${path} (GITHUB_EVENT_PATH) cannot be read as JSON: ${reason2}`, {
      cause: error
    });
  }
  let pullRequest = payload?.pull_request;
  if (typeof pullRequest != "object" || pullRequest === null) {
    let event = env.GITHUB_EVENT_NAME ? `the ${env.GITHUB_EVENT_NAME} event` : "the event";
    throw new ConfigError(
      `${event} has no pull request (no pull_request in ${path}); run check-pr on pull_request or pull_request_target events, or pass --title`
    );
  }
  let title = pullRequest.title;
  if (typeof title != "string") throw new ConfigError(`the pull request in ${path} has no title`);
  return title;
}
async function readMessageFile(path, shown) {
  try {
    return await readFile5(path, "utf8");
  } catch (error) {
    let code = error.code, reason2 = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : code ?? String(error);
    throw new ReleaseError(
      `cannot read the commit message file ${shown}: ${reason2}; pass the file git gives the commit-msg hook (e.g. .git/COMMIT_EDITMSG)`,
      { cause: error }
    );
  }
}
function splitList(text3) {
  return text3.split(/[,\s]+/).map((item) => item.trim()).filter((item) => item !== "");
}
var init_lint = __esm({
  "src/flows/lint.ts"() {
    "use strict";
    init_load();
    init_custom_parser();
    init_errors();
    init_lint_message();
    init_run();
  }
});

// src/cli/workflow-commands.ts
function workflowCommand(command, message, properties = {}) {
  let props = Object.entries(properties).filter(([, value]) => value !== "").map(([name, value]) => `${name}=${escapeProperty(value)}`).join(",");
  return `::${command}${props === "" ? "" : ` ${props}`}::${escapeData(message)}
`;
}
function escapeData(text3) {
  return text3.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll(`
`, "%0A");
}
function escapeProperty(text3) {
  return escapeData(text3).replaceAll(":", "%3A").replaceAll(",", "%2C");
}
function inGitHubActions(env) {
  return env.GITHUB_ACTIONS === "true";
}
var init_workflow_commands = __esm({
  "src/cli/workflow-commands.ts"() {
    "use strict";
  }
});

// src/cli/lint-report.ts
function printLintReport(report, env, output, json) {
  let { result } = report, toStdout = !json && result.valid, human = renderLintReport(report, toStdout ? output.color : output.errColor, output.quiet);
  if (json ? (output.out(`${JSON.stringify(lintJson(report), null, 2)}
`), output.err(human)) : result.valid ? output.out(human) : output.err(human), inGitHubActions(env)) {
    let annotations = renderAnnotations(report);
    json ? output.err(annotations) : output.out(annotations);
  }
  return result.valid ? 0 : 1;
}
function lintJson({ result, fields }) {
  return {
    valid: result.valid,
    ...fields,
    errors: result.errors.map((p) => p.message),
    warnings: result.warnings.map((p) => p.message),
    suggestion: result.suggestion ?? null,
    parsed: result.parts === void 0 ? null : {
      type: result.parts.type,
      scope: result.parts.scope ?? null,
      scopes: result.parts.scopes,
      breaking: result.parts.breaking,
      description: result.parts.description
    },
    ...result.skipped === void 0 ? {} : { skipped: result.skipped }
  };
}
function renderLintReport({ subject, result }, color, quiet) {
  let s = styles(color), lines = [], header = JSON.stringify(result.header);
  if (result.skipped !== void 0)
    lines.push(`${s.green("\u2713")} ${subject} ${header} not checked: ${result.skipped}`);
  else if (result.valid) {
    let note = result.warnings.length > 0 && !quiet ? `, with ${plural(result.warnings.length, "style warning")}` : "";
    lines.push(`${s.green("\u2713")} ${subject} ${header} follows the conventional format${note}`);
  } else
    lines.push(`${s.red("\u2717")} invalid ${subject}:`);
  for (let problem of result.errors) lines.push(`  ${s.red("\u2717")} ${problem.message}`);
  if (!quiet) for (let problem of result.warnings) lines.push(`  ${s.yellow("\u26A0")} ${problem.message}`);
  return result.suggestion !== void 0 && (!result.valid || !quiet) && lines.push(`  ${s.dim("suggested:")} ${s.cyan(result.suggestion)}`), `${lines.join(`
`)}
`;
}
function renderAnnotations({ subject, result }) {
  let example = result.suggestion === void 0 ? "" : ` (e.g. "${result.suggestion}")`, title = capitalise2(subject);
  return [
    ...result.errors.map(
      (p) => workflowCommand("error", p.message + example, { title: `Invalid ${subject}` })
    ),
    ...result.warnings.map(
      (p) => workflowCommand("warning", p.message + example, { title: `${title} style` })
    )
  ].join("");
}
function plural(count2, noun) {
  return `${count2} ${noun}${count2 === 1 ? "" : "s"}`;
}
function capitalise2(text3) {
  return text3.charAt(0).toUpperCase() + text3.slice(1);
}
var init_lint_report = __esm({
  "src/cli/lint-report.ts"() {
    "use strict";
    init_output();
    init_workflow_commands();
  }
});

// src/cli/commands/check-pr.ts
var check_pr_exports = {};
__export(check_pr_exports, {
  overridesOf: () => overridesOf,
  runCheckPr: () => runCheckPr
});
async function runCheckPr(context, options, output, json) {
  let { title, result } = await checkTitleFlow(context, options.title, overridesOf(options));
  return printLintReport(
    { subject: "pull request title", result, fields: { title } },
    context.env,
    output,
    json
  );
}
function overridesOf(options) {
  return { requireScope: options.requireScope, types: options.types, strict: options.strict };
}
var init_check_pr = __esm({
  "src/cli/commands/check-pr.ts"() {
    "use strict";
    init_lint();
    init_lint_report();
  }
});

// src/cli/commands/check-commit.ts
var check_commit_exports = {};
__export(check_commit_exports, {
  runCheckCommit: () => runCheckCommit
});
async function runCheckCommit(context, file, options, output, json) {
  let { result } = await checkCommitFlow(context, file, overridesOf(options)), fields = { file, subject: result.header };
  return printLintReport({ subject: "commit message", result, fields }, context.env, output, json);
}
var init_check_commit = __esm({
  "src/cli/commands/check-commit.ts"() {
    "use strict";
    init_lint();
    init_lint_report();
    init_check_pr();
  }
});

// src/core/error-catalog.ts
function explainError(code) {
  let wanted = code.trim().toUpperCase().replace(/^RELEASER_/, "").replaceAll("-", "_");
  return ERROR_CATALOG.find((entry) => entry.code === wanted);
}
var ERROR_CATALOG, init_error_catalog = __esm({
  "src/core/error-catalog.ts"() {
    "use strict";
    ERROR_CATALOG = [
      {
        code: "RELEASE_ERROR",
        kind: "ReleaseError",
        cause: "A release cannot go on for a reason that is not about configuration, git, the code host or publishing: e.g. an interrupted `update` waiting to be finished, or a version override that contradicts the history (--release-as below the last release).",
        fix: "Read the one-line message: it names what to run. For an interrupted update, run `releaser update` again (it finishes the same release commit)."
      },
      {
        code: "CONFIG_ERROR",
        kind: "ConfigError",
        cause: "The configuration cannot be used: a TOML syntax error, an unknown key, a value of the wrong type or shape (a tag_format git refuses, a pr.branch that is no branch name), a path leading outside the repository, a missing token, or a package index URL that is not https.",
        fix: 'The message names the file and the key ("pyproject.toml: key tool.releaser.pr.branch: ..."). Fix that value; `releaser check` reports the next problem, if any, without changing anything.'
      },
      {
        code: "GIT_ERROR",
        kind: "GitError",
        cause: "git could not do what the release needs: not a repository, no commits, a dirty working tree, the wrong branch, HEAD behind or diverged from origin, a shallow clone that cannot be deepened, no identity for the commit or tag.",
        fix: "Do what the message says (commit or stash, check out the release branch, `git pull --ff-only`, `fetch-depth: 0` in actions/checkout, set user.name and user.email), then run the same command again."
      },
      {
        code: "TAG_EXISTS",
        kind: "TagExistsError",
        cause: "The tag for the version to release already exists on another commit than HEAD (here or on origin), or --release-as names a version that is already tagged.",
        fix: "If the tag is a mistake, delete it (`git tag -d TAG; git push origin :refs/tags/TAG`) and run again; otherwise release a new version (`releaser update`, or --release-as with a higher version)."
      },
      {
        code: "PUSH_ERROR",
        kind: "PushError",
        cause: "The remote refused a push: branch protection, a token without `contents: write`, a pre-receive hook, or someone pushing to the same branch during the run. A rejected release push leaves no tag behind.",
        fix: "Read the server's reason in the message; give the token the permission or allow the push in the branch protection, then run again (a re-run picks up where it stopped)."
      },
      {
        code: "GIT_HOST_ERROR",
        kind: "GitHostError",
        cause: "The code host's API answered with an error that is not about the token: 404 (wrong repository or API URL), 422 (GitHub's own words are in the message), or 5xx and cut connections that did not end after retries.",
        fix: "Check host.repository (or the origin URL) and host.api_url for a 404; follow GitHub's words for a 422; for 5xx run again later: every step looks before it acts, so nothing is done twice."
      },
      {
        code: "AUTHENTICATION_ERROR",
        kind: "AuthenticationError",
        cause: "The code host refused the token (401: wrong, expired or revoked) or the token lacks a permission (403), e.g. `pull-requests: write` for release-pr or `contents: write` for release.",
        fix: 'Give a valid token in GITHUB_TOKEN (or host.token_env, or GH_TOKEN). In GitHub Actions add the permission the message names under "permissions:" in the workflow.'
      },
      {
        code: "RATE_LIMIT_ERROR",
        kind: "RateLimitError",
        cause: "The code host's rate limit was reached and its reset is further away than releaser waits (host.max_rate_limit_wait, 300 s by default).",
        fix: "Run again after the time the message gives, or raise host.max_rate_limit_wait."
      },
      {
        code: "PUBLISH_ERROR",
        kind: "PublishError",
        cause: "The publishing pipeline stopped: a pre_release hook failed, or a hook or build changed the commit to release. Nothing was tagged.",
        fix: "Fix what the hook reports (its command, exit code and last line are in the message), make hooks and builds leave tracked files alone, then run release again."
      },
      {
        code: "BUILD_ERROR",
        kind: "BuildError",
        cause: "The build failed or made the wrong files: the tool is not installed, it exited non-zero, or the sdist/wheel names, METADATA or PKG-INFO do not carry the project's name and the release's version. It happens before the tag.",
        fix: "Install the tool (the message says how) or set publish.build_command; for a wrong version, check where the build takes it from (setuptools-scm and hatch-vcs get SETUPTOOLS_SCM_PRETEND_VERSION)."
      },
      {
        code: "UPLOAD_ERROR",
        kind: "UploadError",
        cause: "The package index refused the upload or the trusted-publishing exchange (its own words are in the message): a wrong token, no trusted publisher for this workflow, a file that exists with other content.",
        fix: "Fix the credential (PYPI_TOKEN, or the trusted publisher on the index and `permissions: id-token: write`) and run release again: files already on the index are skipped."
      },
      {
        code: "VERSION_FILE_ERROR",
        kind: "VersionFileError",
        cause: "A file that carries the version cannot be read or edited safely: malformed TOML, a __version__ that is not a plain string, invalid UTF-8, a FIFO or a directory where a file was expected.",
        fix: "Fix the file the message names (file:line), or point version_files at the right place."
      },
      {
        code: "VALIDATION_ERROR",
        kind: "ValidationError",
        cause: "A pull request title or commit message does not follow the conventional-commit format (check-pr, check-commit).",
        fix: "Rewrite it as `type(scope): description`, e.g. `feat(api): add a streaming reader`; the message lists the problems."
      },
      {
        code: "USAGE_ERROR",
        kind: "(none)",
        cause: "The command line is wrong: an unknown command or option, a missing argument, or a value an option does not take (e.g. --bump huge). Exit code 2.",
        fix: "Read the one line (it names the option and, for a typo, the nearest one) and `releaser <command> --help`."
      },
      {
        code: "INTERNAL_ERROR",
        kind: "(none)",
        cause: "Something releaser did not expect: a bug.",
        fix: "Run the command again with --verbose and report the output (secrets are masked)."
      }
    ];
  }
});

// src/cli/commands/explain.ts
var explain_exports = {};
__export(explain_exports, {
  runExplain: () => runExplain
});
function runExplain(code, output, json) {
  let s = styles(output.color);
  if (code === void 0) {
    if (json) output.out(`${JSON.stringify(ERROR_CATALOG, null, 2)}
`);
    else {
      let width = Math.max(...ERROR_CATALOG.map((e) => e.code.length));
      for (let entry2 of ERROR_CATALOG) output.out(`${s.bold(entry2.code.padEnd(width))}  ${entry2.kind}
`);
      output.out(`
releaser explain <code> says when it happens and what to do.
`);
    }
    return 0;
  }
  let entry = explainError(code);
  return entry === void 0 ? (output.err(
    `${styles(output.errColor).red("error:")} no error has the code ${JSON.stringify(code)}; the codes are ${ERROR_CATALOG.map((e) => e.code).join(", ")}
`
  ), 2) : json ? (output.out(`${JSON.stringify(entry, null, 2)}
`), 0) : (output.out(
    `${s.bold(entry.code)}${entry.kind === "(none)" ? "" : ` (${entry.kind})`}

${s.bold("When:")} ${entry.cause}

${s.bold("What to do:")} ${entry.fix}
`
  ), 0);
}
var init_explain = __esm({
  "src/cli/commands/explain.ts"() {
    "use strict";
    init_error_catalog();
    init_output();
  }
});

// src/action/main.ts
init_errors2();
import { resolve as resolve6 } from "node:path";
import { Writable } from "node:stream";

// src/cli/run.ts
import { resolve as resolve5 } from "node:path";

// node_modules/commander/esm.mjs
var import_index = __toESM(require_commander(), 1), {
  program,
  createCommand,
  createArgument,
  createOption,
  CommanderError,
  InvalidArgumentError,
  InvalidOptionArgumentError,
  // deprecated old name
  Command,
  Argument,
  Option,
  Help
} = import_index.default;

// src/cli/run.ts
init_version();
init_trace();
init_version2();
init_errors2();
init_output();
async function runCli(argv2, world) {
  let exitCode = 0, output, json = !1, usageText = "", program2 = new Command("releaser").description(
    "Release Python projects from conventional commits: version, changelog, release PR, tag, publish."
  ).option("-C, --cwd <dir>", "run as if started in <dir>").option("--config <file>", "read configuration from this file only").option("--json", "print one JSON document on stdout (human text goes to stderr)").option("-v, --verbose", "show each git command, HTTP request and tool run, and the details of errors").option("-q, --quiet", "print only results and errors").option("--no-color", "do not colour the output (NO_COLOR is honoured too)").version(VERSION, "--version", "print the version of releaser").showSuggestionAfterError(!0).exitOverride().configureOutput({
    writeOut: (text3) => world.stdout.write(text3),
    writeErr: (text3) => {
      usageText += text3, world.stderr.write(text3);
    }
  }), act = (body) => async (_options, command) => {
    let options = command.optsWithGlobals();
    json = options.json === !0;
    let colour = colourChoice(world.env, options.color !== !1);
    output = createOutput({
      stdout: world.stdout,
      stderr: world.stderr,
      env: world.env,
      color: colour.forced ?? (colour.allowed && world.isTTY === !0),
      errColor: colour.forced ?? (colour.allowed && world.stderrIsTTY === !0),
      verbose: options.verbose === !0,
      quiet: options.quiet === !0,
      // A spinner only where one can run: CI logs and dumb terminals get the plain list.
      stderrIsTTY: world.stderrIsTTY === !0 && !isCi(world.env) && world.env.TERM !== "dumb"
    });
    let out = output, context = {
      cwd: options.cwd === void 0 ? world.cwd : resolve5(world.cwd, options.cwd),
      env: world.env,
      now: world.now ?? (() => /* @__PURE__ */ new Date()),
      configFile: options.config,
      warn: (message) => reportWarning(message, out),
      // Human text: stderr, scrubbed of secrets like everything else.
      // -q: the tools' own output is left out too (a failure still quotes its last lines).
      stream: (text3) => {
        out.quiet || out.err(text3);
      },
      addSecret: (value) => out.addSecret(value)
    }, previous = out.verbose ? setCallTracer((call) => out.err(`${styles(out.errColor).dim(`  > ${showControl(call)}`)}
`)) : void 0;
    try {
      exitCode = await body(options, context, out, json);
    } finally {
      out.verbose && setCallTracer(previous);
    }
  }, check = program2.command("check").description(
    "preview the next release: last tag, commits, bump, next version, changelog (writes nothing)"
  ).option("--json", "print the preview as JSON").action(
    act(async (options, context, out, asJson) => {
      let { runCheck: runCheck2 } = await Promise.resolve().then(() => (init_check2(), check_exports));
      return runCheck2(context, overridesOf2(options), out, asJson);
    })
  ), update = program2.command("update").description("write the next version to the version files and CHANGELOG.md, then commit them").option("--json", "print the result as JSON").option("--no-commit", "write the files but do not commit").option("--dry-run", "show the diff of what would change; write nothing").option("--allow-dirty", "proceed although the working tree has uncommitted changes").action(
    act(
      async (options, context, out, asJson) => {
        let { runUpdate: runUpdate2 } = await Promise.resolve().then(() => (init_update2(), update_exports)), updateOptions = {
          commit: options.commit !== !1,
          dryRun: options.dryRun === !0,
          allowDirty: options.allowDirty === !0
        };
        return runUpdate2(context, overridesOf2(options), updateOptions, out, asJson);
      }
    )
  );
  for (let command of [check, update]) addVersionOverrides(command);
  program2.command("release-pr").description(
    "make the release commit on the release PR branch, push it, and create or update the release pull request"
  ).option("--json", "print the result as JSON").option("--dry-run", "show the branch, title and body it would write; change nothing").action(
    act(async (options, context, out, asJson) => {
      let { runReleasePr: runReleasePr2 } = await Promise.resolve().then(() => (init_release_pr2(), release_pr_exports));
      return runReleasePr2(context, { dryRun: options.dryRun === !0 }, out, asJson);
    })
  ), program2.command("release").description(
    "release the version the files carry: tag it, push the tag, create the code-host release and upload the assets"
  ).option("--json", "print the result as JSON").option("--dry-run", "show each step and what it would do; change nothing").option("--skip-publish", "do not build or publish to the package index").option("--skip-host-release", "tag and push only: no code-host release, no assets").action(
    act(
      async (options, context, out, asJson) => {
        let { runRelease: runRelease2 } = await Promise.resolve().then(() => (init_release2(), release_exports)), releaseOptions = {
          dryRun: options.dryRun === !0,
          skipPublish: options.skipPublish === !0,
          skipHostRelease: options.skipHostRelease === !0
        };
        return runRelease2(context, releaseOptions, out, asJson);
      }
    )
  ), program2.command("init").description(
    "set releaser up in this project: a commented [tool.releaser] table in pyproject.toml and the GitHub workflows"
  ).option("--json", "print what was written as JSON").option("--dry-run", "show the files and their text; write nothing").option("--force", "replace workflow files that exist").action(
    act(async (options, context, out, asJson) => {
      let { runInit: runInit2 } = await Promise.resolve().then(() => (init_init2(), init_exports));
      return runInit2(
        context,
        { dryRun: options.dryRun === !0, force: options.force === !0 },
        out,
        asJson
      );
    })
  ), program2.command("check-pr").description("validate a pull request title (from --title or the GitHub Actions event payload)").option("--title <title>", "the title to check (default: pull_request.title from GITHUB_EVENT_PATH)").option("--require-scope", "require a scope, e.g. feat(api): ...").option("--types <types>", "comma-separated allowed types (overrides allowed_types)").option("--strict", "fail on style warnings too").action(
    act(async (options, context, out, asJson) => {
      let { runCheckPr: runCheckPr2 } = await Promise.resolve().then(() => (init_check_pr(), check_pr_exports));
      return runCheckPr2(context, options, out, asJson);
    })
  ), program2.command("check-commit").description("validate a commit message file (a commit-msg hook)").argument("<file>", "the commit message file, e.g. .git/COMMIT_EDITMSG").option("--require-scope", "require a scope, e.g. feat(api): ...").option("--types <types>", "comma-separated allowed types (overrides allowed_types)").option("--strict", "fail on style warnings too").action(
    async (file, _options, command) => act(async (options, context, out, asJson) => {
      let { runCheckCommit: runCheckCommit2 } = await Promise.resolve().then(() => (init_check_commit(), check_commit_exports));
      return runCheckCommit2(context, file, options, out, asJson);
    })(_options, command)
  ), program2.command("explain").description("say when an error code happens and what to do about it (without a code: list them)").argument("[code]", "an error code, e.g. TAG_EXISTS").option("--json", "print the explanation as JSON").action(
    async (code, _options, command) => act(async (_opts, _context, out, asJson) => {
      let { runExplain: runExplain2 } = await Promise.resolve().then(() => (init_explain(), explain_exports));
      return runExplain2(code, out, asJson);
    })(_options, command)
  );
  try {
    return await program2.parseAsync([...argv2], { from: "user" }), exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === "commander.helpDisplayed" || error.code === "commander.version" || error.code === "commander.help" || error.exitCode === 0) return 0;
      if (argv2.includes("--json")) {
        let message = (usageText.split(`
`).find((line) => line.startsWith("error: ")) ?? error.message).replace(/^error: /, "").trim();
        world.stdout.write(`${JSON.stringify({ error: { code: "USAGE_ERROR", message } })}
`);
      }
      return 2;
    }
    let fallback = output ?? createOutput({
      stdout: world.stdout,
      stderr: world.stderr,
      env: world.env,
      color: !1,
      verbose: !1,
      quiet: !1
    });
    return reportError(error, fallback, json);
  }
}
function colourChoice(env, flag) {
  if (!flag) return { allowed: !1, forced: !1 };
  let force = env.FORCE_COLOR;
  return force !== void 0 && force !== "" && force !== "0" && force !== "false" ? { allowed: !0, forced: !0 } : force === "0" || force === "false" ? { allowed: !1, forced: !1 } : (env.NO_COLOR ?? "") !== "" || env.TERM === "dumb" ? { allowed: !1 } : { allowed: !0 };
}
function isCi(env) {
  return (env.CI ?? "") !== "" && env.CI !== "false" && env.CI !== "0";
}
function addVersionOverrides(command) {
  command.addOption(new Option("--bump <kind>", "force the bump").choices(["major", "minor", "patch"])).addOption(
    new Option("--release-as <version>", "force the next version (PEP 440)").argParser((value) => {
      if (parseVersion(value) === void 0)
        throw new InvalidArgumentError(`"${value}" is not a valid PEP 440 version (e.g. 1.5.0, 2.0.0rc1).`);
      return value;
    })
  ).addOption(
    new Option("--prerelease <label>", "make the next version a pre-release").choices(["a", "b", "rc"])
  ).option("--allow-downgrade", "accept a --release-as version below the current one");
}
function overridesOf2(options) {
  return {
    bump: options.bump,
    releaseAs: options.releaseAs,
    prerelease: options.prerelease,
    allowDowngrade: options.allowDowngrade === !0
  };
}

// src/action/main.ts
init_workflow_commands();
init_regexp_engine();

// src/action/inputs.ts
init_errors();
var TITLE_COMMANDS = /* @__PURE__ */ new Set(["check-pr", "check-commit"]);
function readInputs(env) {
  let command = splitArgs(input(env, "command"), "command");
  return {
    command: command.length > 0 ? command : ["check"],
    requireScope: booleanInput(env, "require-scope"),
    types: input(env, "types").split(/[\s,]+/).filter((type) => type !== "").join(","),
    githubToken: input(env, "github-token"),
    workingDirectory: input(env, "working-directory") || ".",
    args: splitArgs(input(env, "args"), "args")
  };
}
function cliArgv(inputs) {
  let argv2 = ["--json", ...inputs.command];
  return TITLE_COMMANDS.has(inputs.command[0] ?? "") && (inputs.requireScope && argv2.push("--require-scope"), inputs.types !== "" && argv2.push("--types", inputs.types)), [...argv2, ...inputs.args];
}
function input(env, name) {
  return (env[`INPUT_${name.replaceAll(" ", "_").toUpperCase()}`] ?? "").trim();
}
function booleanInput(env, name) {
  let value = input(env, name);
  if (["true", "True", "TRUE"].includes(value)) return !0;
  if (["false", "False", "FALSE", ""].includes(value)) return !1;
  throw new ConfigError(`input "${name}" must be 'true' or 'false', not ${JSON.stringify(value)}`);
}
function splitArgs(text3, name = "args") {
  let args = [], current2 = "", started = !1, quote2;
  for (let char of text3)
    quote2 !== void 0 ? char === quote2 ? quote2 = void 0 : current2 += char : char === "'" || char === '"' ? (quote2 = char, started = !0) : /\s/.test(char) ? (started && args.push(current2), current2 = "", started = !1) : (current2 += char, started = !0);
  if (quote2 !== void 0) throw new ConfigError(`input "${name}" has an unclosed ${quote2} quote`);
  return started && args.push(current2), args;
}

// src/action/outputs.ts
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
function outputsOf(document) {
  let doc = typeof document == "object" && document !== null ? document : {}, text3 = (value) => typeof value == "string" ? value : "";
  return {
    released: doc.released === !0,
    version: text3(doc.next_version ?? doc.version),
    tag: text3(doc.tag),
    "pr-url": text3(doc.pr_url),
    "release-url": text3(doc.release_url)
  };
}
function formatOutputs(outputs, delimiter2 = `ghadelimiter_${randomUUID()}`) {
  return Object.entries(outputs).map(([name, value]) => {
    let text3 = String(value);
    if (text3.includes(delimiter2)) throw new Error(`output ${name} contains the delimiter ${delimiter2}`);
    return `${name}<<${delimiter2}
${text3}
${delimiter2}
`;
  }).join("");
}
function writeOutputs(path, outputs) {
  path === void 0 || path === "" || appendFileSync(path, formatOutputs(outputs), "utf8");
}

// src/action/summary.ts
import { appendFileSync as appendFileSync2 } from "node:fs";
var text2 = (value) => typeof value == "string" ? value : "", count = (value) => typeof value == "number" ? value : 0;
function reportOf(command, document, error) {
  let doc = typeof document == "object" && document !== null ? document : {};
  if (error !== void 0)
    return {
      log: `releaser ${command} failed: ${error}
`,
      markdown: `### \u274C releaser ${command} failed

${escapeMarkdown(error)}
`
    };
  if ("valid" in doc) return lintReport(command, doc);
  switch (command) {
    case "release-pr":
      return releasePrReport(doc);
    case "release":
      return releaseReport(doc);
    default:
      return previewReport(command, doc);
  }
}
function previewReport(command, doc) {
  let next = text2(doc.next_version), base = text2(doc.last_tag) || "the start of the history", commits = doc.commits ?? {}, counted = `${count(commits.total)} commits since ${base} (${count(commits.conventional)} conventional)`;
  if (next === "") {
    let line2 = `Nothing to release: ${counted}, none asks for a version bump.`;
    return { log: `${line2}
`, markdown: `### releaser ${command}

${escapeMarkdown(line2)}
` };
  }
  let line = `${command === "update" ? "Updated to" : "Next release:"} ${next} (${text2(doc.bump)} bump, tag ${text2(doc.tag)}), from ${counted}.`, changelog2 = text2(doc.changelog);
  return {
    log: `${line}
`,
    markdown: `### releaser ${command}: ${next}

${escapeMarkdown(line)}
${changelog2 === "" ? "" : `
<details><summary>Changelog section</summary>

${fenced(changelog2.trimEnd())}

</details>
`}`
  };
}
function releasePrReport(doc) {
  let url = text2(doc.pr_url), action = text2(doc.action);
  if (url === "") {
    let line2 = `No release pull request: ${text2(doc.next_version) === "" ? "nothing to release" : "nothing to change"}.`;
    return { log: `${line2}
`, markdown: `### releaser release-pr

${line2}
` };
  }
  let verb = { created: "Created", updated: "Updated", unchanged: "Unchanged:" }[action] ?? "Release";
  return {
    log: `${`${verb} release pull request #${count(doc.pr_number)} for ${text2(doc.next_version)}: ${url}`}
`,
    markdown: `### releaser release-pr

${verb} [release pull request #${count(doc.pr_number)}](${url}) for **${text2(doc.next_version)}**.
`
  };
}
function releaseReport(doc) {
  let version = text2(doc.version), url = text2(doc.release_url);
  if (version === "") {
    let line2 = `Nothing to release${text2(doc.reason) === "" ? "" : `: ${text2(doc.reason)}`}.`;
    return { log: `${line2}
`, markdown: `### releaser release

${escapeMarkdown(line2)}
` };
  }
  let released = doc.released === !0, line = `${released ? `Released ${version}` : `${version} was already released`}${url === "" ? "" : `: ${url}`}${doc.published === !0 ? " (published to the package index)" : ""}`, steps = Array.isArray(doc.steps) ? doc.steps : [], table = steps.length === 0 ? "" : `
| step | | what |
|---|---|---|
${steps.map(
    (s) => `| ${text2(s.step)} | ${text2(s.status)} | ${escapeMarkdown(text2(s.detail)).replaceAll("|", "\\|")} |`
  ).join(`
`)}
`;
  return {
    log: `${line}
`,
    markdown: `### releaser release: ${version}

${released ? "Released" : "Already released"} ${url === "" ? `**${version}**` : `[**${version}**](${url})`} as \`${text2(doc.tag)}\`.
${table}`
  };
}
function lintReport(command, doc) {
  let what = command === "check-pr" ? "Pull request title" : "Commit message", errors = Array.isArray(doc.errors) ? doc.errors.map(text2) : [], warnings = Array.isArray(doc.warnings) ? doc.warnings.map(text2) : [], verdict = doc.valid === !0 ? `${what} follows the conventional format` : `${what} does not follow the conventional format`, items = [
    ...errors.map((e) => `- \u274C ${escapeMarkdown(e)}`),
    ...warnings.map((w) => `- \u26A0\uFE0F ${escapeMarkdown(w)}`)
  ], suggestion = text2(doc.suggestion);
  return {
    log: `${verdict}.
`,
    markdown: `### releaser ${command}

${doc.valid === !0 ? "\u2705" : "\u274C"} ${verdict}.
${items.length === 0 ? "" : `
${items.join(`
`)}
`}${suggestion === "" ? "" : `
Suggested: \`${suggestion.replaceAll("`", "'")}\`
`}`
  };
}
function fenced(text3, info = "markdown") {
  let longest = Math.max(2, ...[...text3.matchAll(/`+/g)].map((m) => m[0].length)), fence = "`".repeat(longest + 1);
  return `${fence}${info}
${text3}
${fence}`;
}
function escapeMarkdown(value) {
  return value.replace(/[\\`*_{}[\]<>#|!]/g, (c) => `\\${c}`).replace(/@(?=\w)/g, "@\u200B");
}
function writeSummary(path, markdown) {
  if (!(path === void 0 || path === ""))
    try {
      appendFileSync2(path, `${markdown}
`, "utf8");
      return;
    } catch (error) {
      let reason2 = error.code ?? String(error);
      return `the job summary could not be written to GITHUB_STEP_SUMMARY (${path}: ${reason2}); the command's own result stands`;
    }
}
function forAction(message) {
  return message.replace(/-C <dir>|(?<=\s|^)-C\b/g, "the working-directory input");
}

// src/action/main.ts
async function main(env) {
  enableLinearRegExpFallback();
  let inputs = readInputs(env), stdout = capture(), ownCwd = inputs.args.some((arg) => arg === "-C" || arg.startsWith("--cwd")), stderr = capture(process.stderr, ownCwd ? void 0 : forAction), command = inputs.command[0] ?? "check", code = await runCli(cliArgv(inputs), {
    stdout: stdout.stream,
    stderr: stderr.stream,
    // The flows read the token from GITHUB_TOKEN; the output scrubber masks it (and the input).
    env: {
      ...env,
      GITHUB_ACTIONS: env.GITHUB_ACTIONS || "true",
      ...inputs.githubToken === "" ? {} : { GITHUB_TOKEN: inputs.githubToken }
    },
    cwd: resolve6(process.cwd(), inputs.workingDirectory),
    isTTY: !1
  }), document = parseDocument(stdout.text());
  writeOutputs(env.GITHUB_OUTPUT, outputsOf(document));
  let failed = code !== 0 && !isLintDocument(document), raw = failed ? failureMessage(document, stderr.text()) ?? `failed with exit code ${code}` : void 0, message = raw === void 0 || ownCwd ? raw : forAction(raw), report = reportOf(command, document, message);
  failed || process.stdout.write(report.log);
  let summaryProblem = writeSummary(env.GITHUB_STEP_SUMMARY, report.markdown);
  return summaryProblem !== void 0 && process.stdout.write(workflowCommand("warning", summaryProblem)), code === 0 ? 0 : (message !== void 0 && process.stdout.write(workflowCommand("error", message, { title: `releaser ${command}` })), 1);
}
function capture(target, shown = (line) => line) {
  let chunks = [];
  return { stream: new Writable({
    write(chunk, _encoding, callback) {
      let text3 = chunk.toString();
      chunks.push(text3), target?.write(text3.replace(/^error: .*$/gm, (line) => shown(line))), callback();
    }
  }), text: () => chunks.join("") };
}
function parseDocument(text3) {
  try {
    return text3.trim() === "" ? void 0 : JSON.parse(text3);
  } catch {
    return;
  }
}
function isLintDocument(document) {
  return typeof document == "object" && document !== null && "valid" in document;
}
function failureMessage(document, stderr) {
  let error = document?.error;
  return typeof error?.message == "string" ? typeof error.code == "string" ? `${error.message} ${explainPointer(error.code)}` : error.message : stderr.split(`
`).filter((line) => /^error: /.test(line)).at(-1)?.replace(/^error: /, "");
}
try {
  process.exitCode = await main(process.env);
} catch (error) {
  process.stdout.write(workflowCommand("error", error instanceof Error ? error.message : String(error))), process.exitCode = 1;
}
