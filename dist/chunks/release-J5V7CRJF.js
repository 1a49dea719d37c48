#!/usr/bin/env node
import { createRequire as __releaserRequire } from 'node:module'; import { fileURLToPath as __releaserPath } from 'node:url'; const require = __releaserRequire(import.meta.url); const __filename = __releaserPath(import.meta.url); const __dirname = __releaserPath(new URL('.', import.meta.url));
import {
  checkTaggerIdentity,
  comparePosition,
  isAncestor,
  openHostAccess,
  shortCommit,
  withActionsIdentity
} from "./chunk-EEAMUPR5.js";
import {
  chooseCredentials,
  chooseTool,
  findCredentials,
  indexOrigin,
  mintUploadToken,
  readProjectFacts,
  splitCommandLine,
  uploadUrl
} from "./chunk-FUEEFD5K.js";
import {
  askedReleaseBranch,
  knownReleaseBranch,
  offReleaseBranch,
  readHeadBranch,
  readRemoteHeadAndTags
} from "./chunk-NXTUGPOM.js";
import "./chunk-CGWGWJJP.js";
import {
  require_picomatch
} from "./chunk-ZCSJLFPS.js";
import {
  groupReleaseNotes
} from "./chunk-5WVQ2RMH.js";
import {
  faultPoint
} from "./chunk-TLCNX4GV.js";
import {
  STEP_MARKS,
  checkJson,
  checkRepository,
  memberOf,
  progressFor,
  remoteGitEnv,
  tokenForRemote,
  workspaceJson
} from "./chunk-POGXQ7MB.js";
import {
  findHostToken,
  pushReleaseRefs,
  readRemoteBranchAndTags,
  readRemoteRefs,
  readRemoteUrl
} from "./chunk-WPWWHQWQ.js";
import "./chunk-OHWNW6QK.js";
import {
  reportError
} from "./chunk-5OPBFZVE.js";
import {
  styles
} from "./chunk-5ZHY677I.js";
import {
  spelled
} from "./chunk-NRU6ZLCV.js";
import {
  asPackageError,
  createAnnotatedTag,
  deleteTag,
  describeOperationInProgress,
  findStaleCopies,
  readReleaseNotes,
  readStatus,
  readTagCommit
} from "./chunk-KHGI7K5P.js";
import {
  FALLBACK_BRANCH,
  isConfigured,
  isVersionHeading,
  lineOfBranch,
  oversizeRefusal,
  readRepoBytes,
  readRepoText,
  resolveRepoPathOr,
  runGit
} from "./chunk-JCLYMUD7.js";
import {
  escapeMentions,
  mayHaveReleaseSubject,
  normalisePackageName,
  releaseSubjectMatcher
} from "./chunk-4657AF6W.js";
import {
  asTag,
  compileTagFormat,
  findPreviousVersion,
  findTagForVersion
} from "./chunk-PB6TKFMF.js";
import {
  listSome,
  stripControl
} from "./chunk-PECP7TWK.js";
import {
  compareVersions,
  formatVersion,
  isFinalRelease,
  parseVersion,
  sameVersionText,
  spellingsOf
} from "./chunk-HSFYTKTF.js";
import {
  resolveRepoPath
} from "./chunk-KVTZWJTW.js";
import {
  commandLine,
  hasUserInfo,
  now,
  took,
  traceCall,
  tracedFetch,
  tracing
} from "./chunk-V7J7FPVE.js";
import {
  BuildError,
  ConfigError,
  GitError,
  GitHostError,
  PublishError,
  PushError,
  ReleaseError,
  TagExistsError,
  UploadError,
  isReleaseError
} from "./chunk-DSG6HE4L.js";
import {
  __toESM
} from "./chunk-Z7FL2XP4.js";

// src/workspace/release-order.ts
function releaseOrder(packages, requires, name) {
  let names = new Set(packages.map(name)), waiting = new Map(
    packages.map((p) => [p, new Set([...requires(p)].filter((r) => names.has(r) && r !== name(p)))])
  ), ordered = [];
  for (; waiting.size > 0; ) {
    let done = new Set(ordered.map(name)), chosen = [...waiting.keys()].find(
      (p) => [...waiting.get(p)].every((r) => done.has(r))
    ) ?? waiting.keys().next().value;
    ordered.push(chosen), waiting.delete(chosen);
  }
  return ordered;
}
function requiredNames(pyproject) {
  let project = pyproject?.project;
  if (typeof project != "object" || project === null) return /* @__PURE__ */ new Set();
  let { dependencies, "optional-dependencies": optional } = project, lists = [dependencies];
  typeof optional == "object" && optional !== null && lists.push(...Object.values(optional));
  let found = /* @__PURE__ */ new Set();
  for (let list2 of lists)
    if (Array.isArray(list2))
      for (let requirement of list2) {
        let match = typeof requirement == "string" ? /^\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)/.exec(requirement) : null;
        match?.[1] !== void 0 && found.add(normalisePackageName(match[1]));
      }
  return found;
}

// src/flows/release/release-package.ts
import { join as join10 } from "node:path";

// src/publish/build.ts
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";

// node_modules/fflate/esm/index.mjs
import { createRequire } from "module";
var require2 = createRequire("/"), _a, Worker, isMarkedAsUntransferable;
try {
  _a = require2("worker_threads"), Worker = _a.Worker, isMarkedAsUntransferable = _a.isMarkedAsUntransferable;
} catch {
}
var u8 = Uint8Array, u16 = Uint16Array, i32 = Int32Array, fleb = new u8([
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
var _b = freb(fdeb, 0), fd = _b.b, revfd = _b.r, rev = new u16(32768);
for (i = 0; i < 32768; ++i)
  x = (i & 43690) >> 1 | (i & 21845) << 1, x = (x & 52428) >> 2 | (x & 13107) << 2, x = (x & 61680) >> 4 | (x & 3855) << 4, rev[i] = ((x & 65280) >> 8 | (x & 255) << 8) >> 1;
var x, i, hMap = (function(cd, mb, r) {
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
var i;
for (i = 144; i < 256; ++i)
  flt[i] = 9;
var i;
for (i = 256; i < 280; ++i)
  flt[i] = 7;
var i;
for (i = 280; i < 288; ++i)
  flt[i] = 8;
var i, fdt = new u8(32);
for (i = 0; i < 32; ++i)
  fdt[i] = 5;
var i;
var flrm = /* @__PURE__ */ hMap(flt, 9, 1);
var fdrm = /* @__PURE__ */ hMap(fdt, 5, 1), max = function(a) {
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
};
var ec = [
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
};
var et = /* @__PURE__ */ new u8(0);
var b2 = function(d, b) {
  return d[b] | d[b + 1] << 8;
}, b4 = function(d, b) {
  return (d[b] | d[b + 1] << 8 | d[b + 2] << 16 | d[b + 3] << 24) >>> 0;
}, b8 = function(d, b) {
  return b4(d, b) + b4(d, b + 4) * 4294967296;
};
var gzs = function(d) {
  (d[0] != 31 || d[1] != 139 || d[2] != 8) && err(6, "invalid gzip data");
  var flg = d[3], st = 10;
  flg & 4 && (st += (d[10] | d[11] << 8) + 2);
  for (var zs = (flg >> 3 & 1) + (flg >> 4 & 1); zs > 0; zs -= !d[st++])
    ;
  return st + (flg & 2);
};
var Inflate = /* @__PURE__ */ (function() {
  function Inflate2(opts, cb) {
    typeof opts == "function" && (cb = opts, opts = {}), this.ondata = cb;
    var dict = opts && opts.dictionary && opts.dictionary.subarray(-32768);
    this.s = { i: 0, b: dict ? dict.length : 0 }, this.o = new u8(32768), this.p = new u8(0), dict && this.o.set(dict);
  }
  return Inflate2.prototype.e = function(c) {
    if (this.ondata || err(5), this.d && err(4), !this.p.length)
      this.p = c;
    else if (c.length) {
      var n = new u8(this.p.length + c.length);
      n.set(this.p), n.set(c, this.p.length), this.p = n;
    }
  }, Inflate2.prototype.c = function(final) {
    this.s.i = +(this.d = final || !1);
    var bts = this.s.b, dt = inflt(this.p, this.s, this.o);
    this.ondata(slc(dt, bts, this.s.b), this.d), this.o = slc(dt, this.s.b - 32768), this.s.b = this.o.length, this.p = slc(this.p, this.s.p / 8 | 0), this.s.p &= 7;
  }, Inflate2.prototype.push = function(chunk, final) {
    this.e(chunk), this.c(final);
  }, Inflate2;
})();
function inflateSync(data, opts) {
  return inflt(data, { i: 2 }, opts && opts.out, opts && opts.dictionary);
}
var Gunzip = /* @__PURE__ */ (function() {
  function Gunzip2(opts, cb) {
    this.v = 1, this.r = 0, Inflate.call(this, opts, cb);
  }
  return Gunzip2.prototype.push = function(chunk, final) {
    if (Inflate.prototype.e.call(this, chunk), this.r += chunk.length, this.v) {
      var p = this.p.subarray(this.v - 1), s = p.length > 3 ? gzs(p) : 4;
      if (s > p.length) {
        if (!final)
          return;
      } else this.v > 1 && this.onmember && this.onmember(this.r - p.length);
      this.p = p.subarray(s), this.v = 0;
    }
    Inflate.prototype.c.call(this, 0), this.s.f && !this.s.l ? (this.v = shft(this.s.p) + 9, this.s = { i: 0 }, this.o = new u8(0), this.push(new u8(0), final)) : final && Inflate.prototype.c.call(this, final);
  }, Gunzip2;
})();
var td = typeof TextDecoder < "u" && /* @__PURE__ */ new TextDecoder(), tds = 0;
try {
  td.decode(et, { stream: !0 }), tds = 1;
} catch {
}
var dutf8 = function(d) {
  for (var r = "", i2 = 0; ; ) {
    var c = d[i2++], eb = (c > 127) + (c > 223) + (c > 239);
    if (i2 + eb > d.length)
      return { s: r, r: slc(d, i2 - 1) };
    eb ? eb == 3 ? (c = ((c & 15) << 18 | (d[i2++] & 63) << 12 | (d[i2++] & 63) << 6 | d[i2++] & 63) - 65536, r += String.fromCharCode(55296 | c >> 10, 56320 | c & 1023)) : eb & 1 ? r += String.fromCharCode((c & 31) << 6 | d[i2++] & 63) : r += String.fromCharCode((c & 15) << 12 | (d[i2++] & 63) << 6 | d[i2++] & 63) : r += String.fromCharCode(c);
  }
};
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
var slzh = function(d, b) {
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

// src/publish/tar-member.ts
var SDIST_LIMITS = { entry: 1024 ** 3, total: 2 * 1024 ** 3 }, InflateLimitError = class extends Error {
}, STEP = 16 * 1024;
function tarGzMember(gz, wanted, limits = SDIST_LIMITS) {
  if (gz[0] !== 31 || gz[1] !== 139) throw new Error("incorrect header check");
  let reader = new TarReader(wanted, limits), inflater = new Gunzip({}, (chunk) => reader.push(chunk));
  for (let offset = 0; offset < gz.length && !reader.done; offset += STEP) {
    let end = Math.min(offset + STEP, gz.length);
    inflater.push(gz.subarray(offset, end), end === gz.length);
  }
  return reader.found;
}
var TarReader = class {
  constructor(wanted, limits) {
    this.wanted = wanted;
    this.limits = limits;
  }
  wanted;
  limits;
  done = !1;
  found;
  total = 0;
  header = new Uint8Array(512);
  headerFill = 0;
  /** Bytes of the current member's body (and its padding) still to come. */
  skip = 0;
  bodyLeft = 0;
  keep;
  longName;
  pendingName;
  pendingKind;
  push(chunk) {
    if (this.done) return;
    if (this.total += chunk.length, this.total > this.limits.total)
      throw new InflateLimitError(
        `it inflates to more than ${this.limits.total} bytes before its metadata is found`
      );
    let at = 0;
    for (; at < chunk.length && !this.done; ) {
      if (this.bodyLeft > 0 || this.skip > 0) {
        let take2 = Math.min(chunk.length - at, this.bodyLeft > 0 ? this.bodyLeft : this.skip);
        if (this.bodyLeft > 0) {
          let part = chunk.subarray(at, at + take2);
          this.keep?.push(part.slice()), this.longName?.push(part.slice()), this.bodyLeft -= take2, this.bodyLeft === 0 && this.endBody();
        } else this.skip -= take2;
        at += take2;
        continue;
      }
      let take = Math.min(chunk.length - at, 512 - this.headerFill);
      this.header.set(chunk.subarray(at, at + take), this.headerFill), this.headerFill += take, at += take, this.headerFill === 512 && (this.headerFill = 0, this.readHeader());
    }
  }
  text(start, length) {
    let bytes = this.header.subarray(start, start + length), end = bytes.indexOf(0);
    return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
  }
  readHeader() {
    let name = this.text(0, 100);
    if (name === "") {
      this.done = !0;
      return;
    }
    let size = Number.parseInt(this.text(124, 12).trim() || "0", 8), type = String.fromCharCode(this.header[156] ?? 0), prefix = this.text(345, 155), path = this.pendingName ?? (prefix === "" ? name : `${prefix}/${name}`);
    if (this.pendingName = void 0, size > this.limits.entry)
      throw new InflateLimitError(`its member ${path} is ${size} bytes, more than ${this.limits.entry}`);
    let padding = Math.ceil(size / 512) * 512 - size;
    this.keep = void 0, this.longName = void 0, this.pendingKind = void 0, type === "L" || type === "x" ? (this.longName = [], this.pendingKind = type) : (type === "0" || type === "\0") && this.wanted.test(path) && (this.keep = []), this.bodyLeft = size, this.skip = padding, size === 0 && this.endBody();
  }
  endBody() {
    if (this.keep !== void 0) {
      this.found = concat(this.keep), this.done = !0;
      return;
    }
    if (this.longName !== void 0) {
      let text = new TextDecoder().decode(concat(this.longName));
      this.pendingName = this.pendingKind === "L" ? text.replace(/\0.*$/s, "") : /\d+ path=([^\n]*)\n/.exec(text)?.[1], this.longName = void 0;
    }
  }
};
function concat(parts) {
  let out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0)), at = 0;
  for (let part of parts)
    out.set(part, at), at += part.length;
  return out;
}

// src/publish/dist-files.ts
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
function validateDist(files, project, options = {}) {
  let dir = options.from ?? "dist", wantName = normaliseName(project.name === "" ? sharedDistName(files) : project.name), named = project.name === "" ? { ...project, name: wantName } : project, wantVersion = canonical(project.version), dists = [], wheels = 0, sdists = 0;
  for (let file of files) {
    let parsed = parseDistName(file.name);
    if (parsed !== void 0) {
      if (parsed.name !== wantName)
        throw new BuildError(
          project.name === "" ? `${dir}/ holds distributions of two projects, ${wantName} and ${parsed.name}; remove the other project's files, or give the project a name (pyproject.toml [project] name, or setup.cfg [metadata] name)` : `${dir}/${file.name} is named for project "${parsed.name}", but the project's metadata names "${project.name}"; fix its name ([project] name, setup.cfg or setup.py) or the build configuration`
        );
      if (canonical(parsed.version) !== wantVersion)
        throw new DistVersionError(
          `${dir}/${file.name} carries version ${parsed.version}, but the release is ${project.version}; the build took its version from elsewhere (a tag-based version? set it through SETUPTOOLS_SCM_PRETEND_VERSION, or fix the build configuration)`,
          parsed.version,
          project.version
        );
      parsed.kind === "wheel" ? (refuseUnacceptedPlatform(file.name, dir), wheels++, checkMetadata(file, readWheelMetadata(file, dir), "METADATA", wantName, wantVersion, named, dir)) : (sdists++, checkMetadata(file, readSdistMetadata(file, dir), "PKG-INFO", wantName, wantVersion, named, dir)), dists.push(file);
    }
  }
  let needSdist = options.sdist !== !1;
  if (options.from !== void 0 && (needSdist && sdists === 0 || wheels === 0))
    throw new BuildError(
      `${dir}/ holds ${needSdist && sdists === 0 ? "no sdist (.tar.gz)" : ""}${needSdist && sdists === 0 && wheels === 0 ? " and " : ""}${wheels === 0 ? "no wheel (.whl)" : ""}; the release needs ${needSdist ? "both (or --no-sdist for wheels alone)" : "a wheel"}: check that the build jobs' artifacts were all downloaded into ${dir}/`
    );
  if (options.from === void 0 && (sdists === 0 || wheels === 0))
    throw new BuildError(
      `the build left ${sdists === 0 ? "no sdist (.tar.gz)" : ""}${sdists === 0 && wheels === 0 ? " and " : ""}${wheels === 0 ? "no wheel (.whl)" : ""} in dist/; a release needs both: check the build command (publish.build_command)`
    );
  return dists;
}
function refuseUnacceptedPlatform(filename, dir) {
  let plain = (filename.slice(0, -4).split("-").at(-1) ?? "").split(".").find((tag) => tag.startsWith("linux_"));
  if (plain !== void 0)
    throw new BuildError(
      `${dir}/${filename} has platform tag ${plain}, which PyPI refuses (it takes Linux wheels only as manylinux or musllinux); build the Linux wheels with cibuildwheel, or repair them with \`auditwheel repair\`, to get manylinux wheels, or leave this file out of ${dir}/`
    );
}
var DistVersionError = class extends BuildError {
  constructor(message, built, wanted) {
    super(message);
    this.built = built;
    this.wanted = wanted;
  }
  built;
  wanted;
};
function sharedDistName(files) {
  for (let file of files) {
    let parsed = parseDistName(file.name);
    if (parsed !== void 0) return parsed.name;
  }
  return "";
}
var MAX_METADATA_BYTES = 64 * 1024 ** 2;
function readWheelMetadata(file, dir) {
  let metadata;
  try {
    let entries = unzipSync(file.bytes, {
      filter: (entry) => {
        if (!/^[^/]+\.dist-info\/METADATA$/.test(entry.name)) return !1;
        if (entry.originalSize > MAX_METADATA_BYTES)
          throw new InflateLimitError(
            `its ${entry.name} is ${entry.originalSize} bytes, more than ${MAX_METADATA_BYTES}`
          );
        return !0;
      }
    }), [bytes] = Object.values(entries);
    metadata = bytes === void 0 ? void 0 : new TextDecoder().decode(bytes);
  } catch (error) {
    throw error instanceof InflateLimitError ? new BuildError(
      `${dir}/${file.name} is refused as a decompression bomb: ${error.message}; nothing was tagged: rebuild the wheel (and look at where this one came from)`
    ) : new BuildError(`${dir}/${file.name} is not a readable wheel (zip): ${error.message}`);
  }
  if (metadata === void 0)
    throw new BuildError(`${dir}/${file.name} has no .dist-info/METADATA: it is not a wheel`);
  return metadata;
}
function readSdistMetadata(file, dir) {
  let wanted = /^[^/]+\/PKG-INFO$/;
  try {
    if (file.name.endsWith(".zip")) {
      let [bytes] = Object.values(unzipSync(file.bytes, { filter: (entry) => wanted.test(entry.name) }));
      if (bytes !== void 0) return new TextDecoder().decode(bytes);
    } else {
      let found = tarGzMember(file.bytes, wanted);
      if (found !== void 0) return new TextDecoder().decode(found);
    }
  } catch (error) {
    throw error instanceof InflateLimitError ? new BuildError(
      `${dir}/${file.name} is refused as a decompression bomb: ${error.message}; nothing was tagged: rebuild the sdist (and look at where this one came from)`
    ) : new BuildError(`${dir}/${file.name} is not a readable sdist: ${error.message}`);
  }
  throw new BuildError(`${dir}/${file.name} has no PKG-INFO at its top: it is not an sdist`);
}
function checkMetadata(file, metadata, kind, wantName, wantVersion, project, dir) {
  let header = metadata.split(/\r?\n\r?\n/)[0] ?? "", field = (key) => new RegExp(`^${key}:[ \\t]*(.*)$`, "mi").exec(header)?.[1]?.trim(), name = field("Name"), version = field("Version");
  if (name === void 0 || normaliseName(name) !== wantName)
    throw new BuildError(
      `${dir}/${file.name}: its ${kind} says Name: ${name ?? "(none)"}, but the project is ${project.name}`
    );
  if (version === void 0 || canonical(version) !== wantVersion)
    throw new BuildError(
      `${dir}/${file.name}: its ${kind} says Version: ${version ?? "(none)"}, but the release is ${project.version}`
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
    let sameName = project.name === "" || parsed.name === normaliseName(project.name);
    if (!sameName || canonical(parsed.version) !== canonical(project.version)) {
      let message = `${path} is a distribution of ${parsed.name} ${parsed.version}, not of this release (${project.name || parsed.name} ${project.version}); remove it from dist/ (or rebuild), or narrow release.assets`;
      throw sameName ? new DistVersionError(message, parsed.version, project.version) : new BuildError(message);
    }
  }
}

// src/publish/run-tool.ts
import { spawn } from "node:child_process";
function runTool(argv, options) {
  return new Promise((resolve3) => {
    let [command = "", ...args] = argv, started = now();
    tracing() && traceCall(`run ${commandLine(argv)}`);
    let child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"]
    }), tail = "", lines = lineBuffer(options.stream), take = (chunk) => {
      let text = chunk.toString("utf8");
      lines.write(text), tail = (tail + text).slice(-8192);
    };
    child.stdout.on("data", take), child.stderr.on("data", take), child.on(
      "error",
      (error) => resolve3({ code: -1, startError: error, lastLines: [] })
    ), child.on("exit", () => {
      setTimeout(() => {
        child.stdout.destroy(), child.stderr.destroy();
      }, 1e3).unref();
    }), child.on("close", (code, signal) => {
      lines.flush(), tracing() && traceCall(`run ${command} -> ${signal ? `killed by ${signal}` : `exit ${code}`} (${took(started)})`);
      let lastLines = tail.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "").split(/\r?\n|\r/).map((line) => line.trim()).filter((line) => line !== "").slice(-6);
      resolve3({ code: code ?? -1, ...signal ? { signal } : {}, lastLines });
    });
  });
}
function lineBuffer(stream) {
  let pending = "";
  return {
    write(text) {
      pending += text;
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
  let text = (from === -1 ? lastLines.slice(-1) : lastLines.slice(from, from + 3)).join(" ").replace(/\s+/g, " ").trim();
  if (text !== "")
    return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

// src/publish/build.ts
var DIST = "dist";
async function buildDistributions(request) {
  let dist = await resolveRepoPath(request.root, DIST).catch((error) => {
    throw new ConfigError(`dist/ cannot be used for the build: ${error.message}`);
  });
  await rm(dist.abs, { recursive: !0, force: !0 });
  let run = await runTool(request.argv, {
    cwd: request.root,
    env: { ...request.env, SETUPTOOLS_SCM_PRETEND_VERSION: request.project.version },
    stream: request.stream
  }), shown = request.argv.join(" ");
  if (run.startError?.code === "ENOENT")
    throw new BuildError(
      `the build command \`${shown}\` could not start: ${request.argv[0]} is not on PATH; install it (${request.install}) or set publish.build_command`
    );
  if (run.startError !== void 0)
    throw new BuildError(`the build command \`${shown}\` could not start: ${run.startError.message}`);
  if (run.code !== 0) {
    let last = failureSummary(run.lastLines);
    throw new BuildError(
      `the build failed: \`${shown}\` ended with ${run.signal ? `signal ${run.signal}` : `exit code ${run.code}`}${last ? ` (${last})` : ""}; nothing was tagged or released: fix the build, then run release again`,
      { details: run.lastLines }
    );
  }
  let entries = await readdir(dist.abs, { withFileTypes: !0 }).catch(() => []), files = [];
  for (let entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isFile()) continue;
    let path = join(dist.abs, entry.name), oversize = oversizeRefusal(`dist/${entry.name}`, (await stat(path)).size);
    if (oversize !== void 0) throw new BuildError(oversize);
    files.push({ name: entry.name, bytes: await readFile(path) });
  }
  try {
    return validateDist(files, request.project);
  } catch (error) {
    throw error instanceof DistVersionError ? await namingTheOldCopies(request.root, error) : error;
  }
}
async function namingTheOldCopies(root, error) {
  let copies = await findStaleCopies(root, error.built, /* @__PURE__ */ new Set(), /* @__PURE__ */ new Set()).catch(() => []);
  if (copies.length === 0) return error;
  let named = copies.slice(0, 3).map((c) => `${c.path}:${c.line} (${c.text})`).join(", "), entries = [...new Set(copies.slice(0, 3).map((c) => c.entry))].join(", ");
  return new BuildError(
    `${error.message.replace(/; (the build took|remove it from dist).*$/, "")}: ${named} still ${copies.length === 1 ? "carries" : "carry"} ${error.built}, where the build read it; set it to ${error.wanted} and commit (add ${entries} to version_files so that update writes it next time), then run release again; nothing was tagged`
  );
}

// src/publish/dist-dir.ts
import { lstat, readdir as readdir2, readFile as readFile2, realpath } from "node:fs/promises";
import { isAbsolute, join as join2, relative, resolve, sep } from "node:path";
async function distDirOf(root, given) {
  if (!isAbsolute(given)) return given;
  let realRoot = await realpath(root).catch(() => resolve(root)), real = await realpath(given).catch(() => resolve(given));
  for (let [base, path] of [
    [realRoot, real],
    [resolve(root), resolve(given)]
  ]) {
    let rel = relative(base, path);
    if (rel === "") return ".";
    if (!rel.startsWith("..") && !isAbsolute(rel)) return rel.split(sep).join("/");
  }
  throw new ConfigError(
    `--dist ${given} is outside the repository (${root}); give a folder inside it, relative to the repository or absolute, and nothing was tagged`
  );
}
async function readDistDir(request) {
  let shown = request.dir.replace(/\/+$/, ""), folder = await resolveRepoPath(request.root, shown).catch((error) => {
    throw new ConfigError(`--dist ${shown} cannot be used: ${error.message}`);
  }), entries = await readdir2(folder.abs, { withFileTypes: !0 }).catch((error) => {
    throw new BuildError(
      error.code === "ENOENT" ? `--dist ${shown}: there is no such folder; download the build jobs' artifacts into it first (actions/download-artifact with merge-multiple: true)` : `--dist ${shown} cannot be read: ${error.message}`
    );
  }), files = [];
  for (let entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    let path = join2(folder.abs, entry.name), stat4 = await lstat(path);
    if (stat4.isDirectory())
      throw new BuildError(
        `${shown}/${entry.name} is a folder; --dist takes the distributions directly in ${shown}/ (download the artifacts with merge-multiple: true)`
      );
    if (!stat4.isFile())
      throw new BuildError(`${shown}/${entry.name} is not a regular file (a link?); --dist takes files only`);
    let refusal = distFileRefusal(entry.name);
    if (refusal !== void 0)
      throw new BuildError(`${shown}/${entry.name} ${refusal}; remove it from ${shown}/`);
    let oversize = oversizeRefusal(`${shown}/${entry.name}`, stat4.size);
    if (oversize !== void 0) throw new BuildError(oversize);
    files.push({ name: entry.name, bytes: await readFile2(path) });
  }
  if (files.length === 0)
    throw new BuildError(
      `--dist ${shown} holds no distributions; download the build jobs' artifacts into it first`
    );
  return validateDist(files, request.project, { sdist: request.sdist, from: shown });
}
function distFileRefusal(name) {
  let parsed = parseDistName(name);
  if (parsed === void 0) return "is neither a wheel (.whl) nor an sdist (.tar.gz)";
  if (parsed.kind === "sdist" && !name.endsWith(".tar.gz"))
    return "is a .zip sdist, which the index no longer accepts";
  if (parsed.kind === "wheel") {
    let parts = name.slice(0, -4).split("-"), [python, abi, platform] = parts.slice(-3);
    if (parts.length === 6 && !/^\d\w*$/.test(parts[2]))
      return `has build tag "${parts[2]}", which must start with a digit`;
    if (!TAG.test(python) || !TAG.test(abi) || !TAG.test(platform))
      return `has malformed tags (${python}-${abi}-${platform}); a wheel's name ends in python-abi-platform tags such as cp312-cp312-manylinux_2_17_x86_64`;
  }
}
var TAG = /^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/;

// src/flows/release/asset-files.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { lstat as lstat2, readdir as readdir3 } from "node:fs/promises";
import { basename, join as join3 } from "node:path";
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
    let file = await readRepoBytes(
      root,
      path,
      ConfigError,
      "a file to upload (release.assets)",
      oversizeRefusal
    );
    if (file === void 0) continue;
    let name = basename(path), other = byName.get(name);
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
    let entries = await readdir3(join3(root, real), { withFileTypes: !0 }).catch(
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
  } else await lstat2(join3(root, normalised)).catch(() => {
  }) && found.push(normalised);
  return found;
}
var TYPES = [
  [/\.(whl|zip)$/i, "application/zip"],
  [/\.(tar\.gz|tgz)$/i, "application/gzip"],
  [/\.tar$/i, "application/x-tar"],
  [/\.json$/i, "application/json"],
  [/\.(txt|md|asc|sha256|sha512)$/i, "text/plain"],
  [/\.(intoto\.)?jsonl$/i, "application/jsonl"]
];
function contentTypeOf(name) {
  return TYPES.find(([pattern]) => pattern.test(name))?.[1] ?? "application/octet-stream";
}

// src/flows/release/assets-step.ts
import { createHash } from "node:crypto";
var NO_FILES = "no files match release.assets: nothing to upload";
function assetsStep(access2, files, memory, afterUpload, toBeBuilt, siblingFile) {
  return {
    name: "assets",
    observe: async () => {
      if (access2 === void 0) return { state: "skipped", detail: "no assets (--skip-host-release)" };
      let wanted = await files();
      if (wanted.length === 0 && toBeBuilt !== void 0 && toBeBuilt.length > 0)
        return {
          state: "todo",
          detail: `upload the built files (release.assets: ${toBeBuilt.join(", ")})`,
          observed: !1,
          ...access2.kind === "no-token" ? { needs: [access2.needs] } : {},
          apply: async () => ({ detail: "" })
        };
      if (access2.kind === "no-token")
        return wanted.length === 0 ? { state: "skipped", detail: NO_FILES } : {
          state: "todo",
          detail: `upload ${list(wanted)} unless the release has ${wanted.length === 1 ? "it" : "them"} (not looked up: no token)`,
          needs: [access2.needs],
          observed: !1,
          apply: async () => ({ detail: "" })
        };
      let host = access2.host, release = memory.release;
      if (wanted.length === 0) {
        let carried = (release === void 0 ? [] : await host.listAssets(release.id)).map((asset) => asset.name);
        return carried.length === 0 ? { state: "skipped", detail: NO_FILES } : { state: "done", detail: `nothing to upload here; the release has ${carried.join(", ")}` };
      }
      if (release === void 0) {
        let actions2 = wanted.map((file) => ({ file, replace: void 0 }));
        return {
          state: "todo",
          detail: `upload ${list(wanted)}`,
          apply: () => upload(host, memory.release, actions2, afterUpload)
        };
      }
      let present = await host.listAssets(release.id), actions = [], kept = [];
      for (let file of wanted) {
        let there = present.find((a) => a.name === file.name);
        there !== void 0 && sameFile(there, file) ? kept.push(file.name) : actions.push({ file, replace: there });
      }
      let others = present.filter((a) => !wanted.some((f) => f.name === a.name) && siblingFile?.(a.name) !== !0).map((a) => a.name), extra = others.length > 0 && host.linksOwnFiles ? [] : others, notes = [
        kept.length === 0 ? "" : `already on the release with the same contents, kept: ${kept.join(", ")}`,
        extra.length === 0 ? "" : `the release also carries ${extra.join(", ")}, which release.assets does not name; ${extra.length === 1 ? "it is" : "they are"} left on it`
      ].filter((w) => w !== ""), warning = notes.length === 0 ? void 0 : notes.join("; ");
      if (actions.length === 0) return { state: "done", detail: `${list(wanted)} on the release`, warning };
      if (release.immutable) throw immutableRefusal(release, actions);
      let replaced = actions.filter((a) => a.replace !== void 0).map((a) => a.file.name);
      return {
        state: "todo",
        detail: `upload ${list(actions.map((a) => a.file))}${replaced.length > 0 ? ` (replacing ${replaced.join(", ")}: other contents, or unfinished)` : ""}`,
        apply: async () => {
          let applied = await upload(host, release, actions, afterUpload);
          return warning === void 0 ? applied : { ...applied, warning };
        }
      };
    }
  };
}
async function upload(host, release, actions, afterUpload) {
  if (release === void 0) throw new GitHostError("the assets step ran before the release existed");
  let names = [], found = [];
  for (let { file, replace } of actions) {
    replace !== void 0 && await host.deleteAsset(replace.id);
    let uploaded = await uploadOne(host, release, file);
    afterUpload(), uploaded ? names.push(
      `${file.name} (${file.bytes.byteLength} bytes${replace === void 0 ? "" : ", replacing one with other contents or unfinished"})`
    ) : found.push(file.name);
  }
  let kept = found.length === 0 ? "" : `${found.join(", ")} appeared meanwhile (another run, or a retried upload) and kept`;
  return names.length === 0 ? { already: !0, detail: kept } : { detail: `uploaded ${names.join(", ")}${kept === "" ? "" : `; ${kept}`}` };
}
async function uploadOne(host, release, file) {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await host.uploadAsset(release, file.name, file.bytes, file.contentType) !== void 0) return !0;
    let there = (await host.listAssets(release.id)).find((a) => a.name === file.name);
    if (there !== void 0) {
      if (sameFile(there, file)) return !1;
      await host.deleteAsset(there.id);
    }
  }
  if (await host.uploadAsset(release, file.name, file.bytes, file.contentType) === void 0)
    throw new GitHostError(
      `${file.name} could not be uploaded to the release of ${release.tag}: an asset of that name keeps reappearing (another run uploading?); run again once it has finished`
    );
  return !0;
}
function sameFile(asset, file) {
  return asset.complete ? asset.digest !== void 0 ? asset.digest.toLowerCase() === sha256Digest(file.bytes) : asset.size === file.bytes.byteLength : !1;
}
function sha256Digest(bytes) {
  return `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
}
function immutableRefusal(release, actions) {
  let missing = actions.filter((a) => a.replace === void 0).map((a) => a.file.name), other = actions.filter((a) => a.replace !== void 0).map((a) => a.file.name), what = [
    missing.length === 0 ? "" : `lacks ${missing.join(", ")}`,
    other.length === 0 ? "" : `holds other contents under ${other.join(", ")} than the ${other.length === 1 ? "file" : "files"} here`
  ].filter((w) => w !== "").join(" and ");
  return new GitHostError(
    `the release of ${release.tag} is published and immutable (${release.url}), and it ${what}; a published immutable release cannot change: release a new patch version (a fix: commit, then release-pr and release)`
  );
}
function list(files) {
  return files.length === 1 ? files[0].name : `${files.length} files (${files.map((f) => f.name).join(", ")})`;
}

// src/flows/release/group-release-step.ts
function joinGroupReleaseStep(access2, tag, memory, lead) {
  return {
    name: "host-release",
    observe: async () => {
      if (access2 === void 0)
        return { state: "skipped", detail: "no code-host release (--skip-host-release)" };
      let joins = `the release ${tag} that ${lead} makes`;
      if (access2.kind === "no-token")
        return {
          state: "todo",
          detail: `join ${joins} (not looked up: no token)`,
          needs: [access2.needs],
          observed: !1,
          apply: async () => ({ detail: "" })
        };
      let found = await access2.host.findReleaseByTag(tag);
      return found === void 0 ? { state: "todo", detail: `join ${joins}`, apply: async () => ({ detail: `joined ${joins}` }) } : (memory.release = found, { state: "done", detail: `release ${found.tag}, made with ${lead}: ${found.url}` });
    }
  };
}

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

// src/flows/release/hook-steps.ts
function preReleaseHooksStep(run, tagged2, verify) {
  return {
    name: "pre-release-hooks",
    observe: async () => run.commands.length === 0 ? { state: "skipped", detail: "no pre_release hooks" } : tagged2 ? { state: "done", detail: "ran before the tag was made" } : {
      state: "todo",
      detail: `run ${describe(run.commands)}`,
      apply: async () => {
        let failure = await runHooks(run.commands, run.facts, run);
        if (failure !== void 0) {
          let last = failure.lastLines.at(-1);
          throw new PublishError(
            `the pre_release hook \`${failure.command}\` failed (${failure.ended}${last ? `: ${last}` : ""}); nothing was tagged, pushed or released: fix it, then run release again`,
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
  let last = failure.lastLines.at(-1);
  warn(
    `the post_release hook \`${failure.command}\` failed (${failure.ended}${last ? `: ${last}` : ""}); the release itself is done, later post_release hooks did not run`
  );
}
function describe(commands) {
  return `${commands.length} pre_release hook${commands.length === 1 ? "" : "s"} (${commands.join("; ")})`;
}

// src/flows/release/host-release-step.ts
function hostReleaseStep(access2, request, memory) {
  return {
    name: "host-release",
    observe: async () => {
      if (access2 === void 0)
        return { state: "skipped", detail: "no code-host release (--skip-host-release)" };
      let create = `create ${request.prerelease ? "draft pre-release" : "draft release"} ${request.tag}`;
      if (access2.kind === "no-token")
        return {
          state: "todo",
          detail: `${create} unless it exists (not looked up: no token)`,
          needs: [access2.needs],
          observed: !1,
          apply: async () => ({ detail: "" })
        };
      let host = access2.host, existing = await host.findReleaseByTag(request.tag);
      if (existing !== void 0 && !existing.draft)
        return memory.release = existing, {
          state: "done",
          detail: `release ${existing.tag}: ${existing.url}`,
          warning: `the release of ${request.tag} already exists (${existing.url}); it is left as it is`
        };
      if (existing !== void 0) {
        memory.release = existing;
        let changes = takeOver(existing, request);
        return changes === void 0 ? {
          state: "done",
          detail: `draft release ${existing.tag} (an earlier run's): ${existing.url}`
        } : {
          state: "todo",
          detail: `take over the draft release ${existing.tag} (${changes.what}) and finish it`,
          apply: async () => (memory.release = await host.updateRelease(existing.id, changes.input), {
            detail: `took over the draft release ${existing.tag} (${changes.what}): ${existing.url}`
          })
        };
      }
      return {
        state: "todo",
        detail: create,
        apply: () => createDraft(host, request, memory)
      };
    }
  };
}
async function createDraft(host, request, memory) {
  let { release, created } = await host.createRelease({
    tag: request.tag,
    name: request.name,
    body: request.body,
    draft: !0,
    prerelease: request.prerelease
  });
  if (memory.release = release, created) return { detail: `created draft release ${release.tag}: ${release.url}` };
  let changes = release.draft ? takeOver(release, request) : void 0;
  return changes !== void 0 && (memory.release = await host.updateRelease(release.id, changes.input)), {
    already: !0,
    detail: `release ${release.tag} is there: ${release.url}`,
    warning: `the release of ${request.tag} appeared while this run created it (another run, or a retried request); it is kept`
  };
}
function takeOver(draft, request) {
  let what = [
    draft.name === request.name ? "" : "title",
    draft.body === request.body ? "" : "notes",
    draft.prerelease === request.prerelease ? "" : "pre-release flag"
  ].filter((w) => w !== "");
  if (what.length !== 0)
    return {
      what: `${what.join(", ")} from the changelog and the configuration`,
      input: { name: request.name, body: request.body, prerelease: request.prerelease }
    };
}

// src/flows/release/publish-release-step.ts
import { createHash as createHash2 } from "node:crypto";
function publishReleaseStep(access2, request, memory, files = async () => []) {
  return {
    name: "publish-release",
    observe: async () => {
      if (access2 === void 0)
        return { state: "skipped", detail: "no code-host release (--skip-host-release)" };
      let latest = request.latest === !1 ? " (not marked latest: a newer release exists)" : "", release = memory.release;
      return request.draft && (release === void 0 || release.draft) ? {
        state: "skipped",
        detail: "left a draft (release.draft = true): publish it on the code host"
      } : access2.kind === "no-token" || release === void 0 ? {
        state: "todo",
        detail: `publish release ${request.tag} once its files are on it${latest}`,
        ...access2.kind === "no-token" ? { needs: [access2.needs], observed: !1 } : {},
        apply: async () => ({ detail: "" })
      } : release.draft ? {
        state: "todo",
        detail: `publish release ${release.tag}${latest}`,
        apply: async () => {
          let published = await access2.host.updateRelease(release.id, {
            draft: !1,
            ...request.latest === !1 ? { latest: !1 } : {},
            files: (await files()).map(releaseFile)
          });
          memory.release = published;
          let detail = `published release ${published.tag}${latest}: ${published.url}`, unlinked = published.unlinked ?? [];
          if (unlinked.length === 0) return { detail };
          let one = unlinked.length === 1;
          return {
            detail,
            warning: `${unlinked.join(", ")} in the package registry for ${published.tag} ${one ? "is" : "are"} not among this release's own files (an earlier run's, or put there by hand), so ${one ? "it is" : "they are"} not linked from the release; delete ${one ? "it" : "them"} from the registry if not wanted`
          };
        }
      } : { state: "done", detail: `release ${release.tag} is published: ${release.url}` };
    }
  };
}
function releaseFile(file) {
  return {
    name: file.name,
    size: file.bytes.byteLength,
    sha256: createHash2("sha256").update(file.bytes).digest("hex")
  };
}

// src/flows/release/publish-steps.ts
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { delimiter, isAbsolute as isAbsolute2, join as join7 } from "node:path";

// src/publish/index-check.ts
import { spawn as spawn2 } from "node:child_process";
import { readFile as readFile3, stat as stat2 } from "node:fs/promises";
import { join as join4 } from "node:path";

// src/publish/dist-metadata.ts
function readCoreMetadata(file) {
  try {
    if (file.name.endsWith(".whl") || file.name.endsWith(".zip")) {
      let wanted = file.name.endsWith(".whl") ? /^[^/]+\.dist-info\/METADATA$/ : /^[^/]+\/PKG-INFO$/, [bytes] = Object.values(unzipSync(file.bytes, { filter: (entry) => wanted.test(entry.name) }));
      return bytes === void 0 ? void 0 : new TextDecoder().decode(bytes);
    }
    let found = tarGzMember(file.bytes, /^[^/]+\/PKG-INFO$/);
    return found === void 0 ? void 0 : new TextDecoder().decode(found);
  } catch {
    return;
  }
}
function parseCoreMetadata(text) {
  let normalised = text.replace(/\r\n?/g, `
`), end = normalised.indexOf(`

`), header = end === -1 ? normalised : normalised.slice(0, end), body = end === -1 ? "" : normalised.slice(end + 2), fields = /* @__PURE__ */ new Map(), last;
  for (let line of header.split(`
`)) {
    if (/^[ \t]/.test(line) && last !== void 0) {
      let values2 = fields.get(last.key);
      values2[last.index] = `${values2[last.index]}
${line.replace(/^( {8}|\t)\|?|^ *\|/, "")}`;
      continue;
    }
    let match = /^([A-Za-z0-9-]+):[ \t]?(.*)$/.exec(line);
    if (match === null) continue;
    let key = match[1].toLowerCase(), values = fields.get(key) ?? [];
    values.push(match[2]), fields.set(key, values), last = { key, index: values.length - 1 };
  }
  let description = body.trim() !== "" ? body : fields.get("description")?.[0];
  return { fields, description };
}

// src/publish/index-check.ts
var METADATA_VERSIONS = ["1.0", "1.1", "1.2", "2.1", "2.2", "2.3", "2.4", "2.5"], CONTENT_TYPES = ["text/plain", "text/x-rst", "text/markdown"];
function parseTwineCheck(output) {
  let reports = [], current, message, startMessage = (level, text) => {
    if (current === void 0) return;
    let list2 = level === "ERROR" ? current.errors : current.warnings;
    list2.push(text.trim()), message = { list: list2, index: list2.length - 1 }, level === "ERROR" && (current.failed = !0);
  }, lines = joinWrappedChecking(output.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, "").split(/\r?\n/));
  for (let raw of lines) {
    let line = raw.trimEnd(), checking = /^Checking (.+?): ?(.*)$/.exec(line);
    if (checking !== null) {
      current = { file: checking[1], failed: !1, errors: [], warnings: [] }, reports.push(current), message = void 0;
      let rest = checking[2].trim(), logged2 = /^(ERROR|WARNING)\s+(.*)$/.exec(rest);
      logged2 !== null ? startMessage(logged2[1], logged2[2]) : /^FAILED/.test(rest) && (current.failed = !0);
      continue;
    }
    let logged = /^(ERROR|WARNING)\s+(.*)$/.exec(line);
    if (logged !== null) {
      startMessage(logged[1], logged[2]);
      continue;
    }
    if (/^\s+\S/.test(line) && message !== void 0) {
      message.list[message.index] = `${message.list[message.index]} ${line.trim()}`;
      continue;
    }
    /^FAILED/.test(line.trim()) && current !== void 0 && (current.failed = !0);
  }
  return reports;
}
function joinWrappedChecking(lines) {
  let joined = [];
  for (let i2 = 0; i2 < lines.length; i2++) {
    let line = lines[i2].trimEnd();
    if (/^Checking(?: \S*)?$/.test(line)) {
      let next = i2 + 1, name = line.slice(8).trim();
      for (; next < lines.length && !/: ?\S|:$/.test(name); )
        name += lines[next].trim(), next++;
      /: ?\S|:$/.test(name) && (line = `Checking ${name}`, i2 = next - 1);
    }
    joined.push(line);
  }
  return joined;
}
function emptyDescriptionMisread(report, metadata) {
  return report.errors.length === 1 && /No content rendered from RST source/.test(report.errors[0]) && metadata !== void 0 && (metadata.description ?? "").trim() === "";
}
function twineReason(report, metadata, readme) {
  let [first = "", ...more] = report.errors, rendering = /`long_description` has syntax errors in markup and would not be rendered on PyPI\.?\s*(.*)$/.exec(first);
  if (rendering !== null) {
    let detail = rendering[1].replace(/^line (\d*): \w+: /, "line $1: ").trim().replace(/\.$/, "");
    return `${describeDescription(metadata, readme)} does not render${detail === "" ? "" : `: ${detail}`}`;
  }
  let invalid = /^InvalidDistribution: (.*)$/.exec(first);
  if (invalid !== null) {
    let said = invalid[1].trim(), declared = metadata?.fields.get("metadata-version")?.[0];
    if (/supported Metadata-Version/.test(said) && declared !== void 0) {
      let known = /supported Metadata-Version: ([0-9., ]+)/.exec(said)?.[1]?.replace(/[.\s]+$/, "");
      return `twine cannot read its metadata (Metadata-Version ${declared}${known ? `; this twine reads ${known}` : ""}): upgrade twine (pip install --upgrade twine)`;
    }
    return `twine refuses it: ${said}`;
  }
  return first !== "" ? [first, ...more].join(" ") : report.warnings.length > 0 ? report.warnings.join(" ") : "twine check failed on it";
}
function describeDescription(metadata, readme) {
  let type = contentType(metadata).type;
  return `the long description (${readme.file === void 0 ? type : `${readme.file}, ${type}`})`;
}
function contentType(metadata) {
  let declared = metadata?.fields.get("description-content-type")?.[0]?.trim();
  if (declared === void 0 || declared === "") return { type: "text/x-rst", params: /* @__PURE__ */ new Map() };
  let [type = "", ...rest] = declared.split(";"), params = /* @__PURE__ */ new Map();
  for (let part of rest) {
    let [key = "", value = ""] = part.split("=");
    params.set(key.trim().toLowerCase(), value.trim().replace(/^"|"$/g, ""));
  }
  return { type: type.trim().toLowerCase(), params };
}
async function ownReason(metadata, readme, render) {
  if (metadata === void 0) return "it holds no core metadata (PKG-INFO or .dist-info/METADATA)";
  let field = (name) => metadata.fields.get(name)?.[0]?.trim(), version = field("metadata-version");
  if (version === void 0 || version === "") return "its metadata has no Metadata-Version";
  if (!METADATA_VERSIONS.includes(version))
    return `its Metadata-Version ${version} is not one the index accepts (${METADATA_VERSIONS.join(", ")}); build with a build backend that writes one of them`;
  for (let [key, name] of [
    ["name", "Name"],
    ["version", "Version"]
  ])
    if (!field(key)) return `its metadata has no ${name}`;
  let { type, params } = contentType(metadata);
  if (!CONTENT_TYPES.includes(type))
    return `its Description-Content-Type ${type} is not one the index renders (${CONTENT_TYPES.join(", ")}); set the readme's content type in pyproject.toml`;
  let charset = params.get("charset");
  if (charset !== void 0 && charset.toLowerCase() !== "utf-8")
    return `its Description-Content-Type names charset ${charset}; the index takes UTF-8 only`;
  let variant = params.get("variant");
  if (type === "text/markdown" && variant !== void 0 && !["GFM", "CommonMark"].includes(variant))
    return `its Description-Content-Type names Markdown variant ${variant}; the index knows GFM and CommonMark`;
  let description = metadata.description;
  if (type !== "text/x-rst" || description === void 0 || description.trim() === "") return;
  let rendered = await render(description);
  if (rendered.kind === "fails")
    return `${describeDescription(metadata, readme)} does not render${rendered.detail === "" ? "" : `: ${rendered.detail}`}`;
}
var RENDER_RST = `
import io, re, sys
source = sys.stdin.read()
stream = io.StringIO()
try:
    import readme_renderer.rst as rst
    ok = rst.render(source, stream=stream) is not None
except ImportError:
    try:
        from docutils.core import publish_parts
        from docutils.utils import SystemMessage
    except ImportError:
        sys.exit(3)
    try:
        publish_parts(source, writer_name="html", settings_overrides={"halt_level": 2, "report_level": 2, "warning_stream": stream, "file_insertion_enabled": False, "raw_enabled": False})
        ok = True
    except SystemMessage:
        ok = False
if ok:
    sys.exit(0)
said = stream.getvalue()
found = re.search(r"<string>:(\\d*): \\(\\w+/\\d\\) (.*)", said)
print(("line %s: %s" % (found.group(1), found.group(2).strip())) if found else " ".join(said.split()))
sys.exit(1)
`;
async function renderRst(rst, root, env) {
  return new Promise((resolve3) => {
    let child = spawn2("python3", ["-c", RENDER_RST], { cwd: root, env, stdio: ["pipe", "pipe", "ignore"] }), out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk.toString("utf8");
    }), child.on("error", () => resolve3({ kind: "unchecked" })), child.on("close", (code) => {
      resolve3(code === 0 ? { kind: "renders" } : code === 1 ? { kind: "fails", detail: (out.trim().split(`
`)[0] ?? "").replace(/\.$/, "") } : { kind: "unchecked" });
    }), child.stdin.on("error", () => {
    }), child.stdin.end(rst);
  });
}
async function findReadme(root, type) {
  let pyproject = await readFile3(join4(root, "pyproject.toml"), "utf8").catch(() => ""), declared = /^\s*readme\s*=\s*["']([^"']+)["']/m.exec(pyproject)?.[1] ?? /^\s*readme\s*=\s*\{[^}]*file\s*=\s*["']([^"']+)["']/m.exec(pyproject)?.[1];
  if (declared !== void 0) return { file: declared };
  let candidates = type === "text/markdown" ? ["README.md"] : type === "text/plain" ? ["README.txt", "README"] : ["README.rst", "README.txt", "README"];
  for (let name of candidates)
    if (await stat2(join4(root, name)).then(
      (found) => found.isFile(),
      () => !1
    ))
      return { file: name };
  return { file: void 0 };
}
async function checkForIndex(request) {
  let metadataOf = (file) => {
    let text = readCoreMetadata(file);
    return text === void 0 ? void 0 : parseCoreMetadata(text);
  }, refuse = (file, reason) => {
    throw new BuildError(`dist/${file.name}: ${reason}; fix it and run release again; nothing was tagged`);
  };
  if (request.argv !== void 0) {
    let output = "", run = await runTool(request.argv, {
      cwd: request.root,
      // Wide, plain output: rich wraps at 80 columns and colours a terminal's.
      env: { ...request.env, COLUMNS: "500", NO_COLOR: "1", TERM: "dumb" },
      stream: (text) => {
        output += text, request.stream(text);
      }
    }), shown = request.argv.slice(0, 2).join(" ");
    if (run.startError?.code === "ENOENT") return checkForIndex({ ...request, argv: void 0 });
    if (run.startError !== void 0)
      throw new BuildError(
        `the check of the built files \`${shown}\` could not start: ${run.startError.message}; nothing was tagged`
      );
    if (run.code === 0) return { checker: shown };
    let reports = parseTwineCheck(output), fileOf = (report) => request.files.find((f) => report.file.endsWith(f.name)), refused = reports.filter((r) => {
      let file2 = fileOf(r);
      return r.failed && !(file2 !== void 0 && emptyDescriptionMisread(r, metadataOf(file2)));
    });
    if (reports.length > 0 && refused.length === 0 && reports.every((r) => fileOf(r) !== void 0))
      return { checker: shown };
    let failed = refused[0] ?? reports.at(-1), file = failed === void 0 ? void 0 : fileOf(failed);
    if (failed === void 0 || file === void 0) {
      let last = failureSummary(run.lastLines);
      throw new BuildError(
        `the check of the built files \`${shown}\` ended with exit code ${run.code}${last ? ` (${last})` : ""}; fix it and run release again; nothing was tagged`
      );
    }
    let metadata = metadataOf(file), readme = await findReadme(request.root, contentType(metadata).type);
    return refuse(file, twineReason(failed, metadata, readme));
  }
  let unchecked = !1;
  for (let file of request.files) {
    let metadata = metadataOf(file), readme = await findReadme(request.root, contentType(metadata).type), reason = await ownReason(metadata, readme, async (rst) => {
      let outcome = await renderRst(rst, request.root, request.env);
      return outcome.kind === "unchecked" && (unchecked = !0), outcome;
    });
    reason !== void 0 && refuse(file, reason);
  }
  return {
    checker: "releaser's metadata check",
    ...unchecked ? {
      warning: "the reStructuredText long description was not checked: python3 has neither readme_renderer nor docutils (pip install readme_renderer); the index refuses one that does not render"
    } : {}
  };
}

// src/publish/index-files.ts
import { createHash as createHash3 } from "node:crypto";
function simplePageUrl(uploadUrl2, project) {
  let url;
  try {
    url = new URL(uploadUrl2);
  } catch {
    return;
  }
  if (!/\/legacy\/?$/.test(url.pathname)) return;
  let host = url.host === "upload.pypi.org" ? "pypi.org" : url.host, base = url.pathname.replace(/legacy\/?$/, "simple/");
  return `${url.protocol}//${host}${base}${project}/`;
}
async function compareWithIndex(request) {
  let page = simplePageUrl(request.uploadUrl, normaliseName(request.project.name));
  if (page === void 0)
    return { known: !1, page, why: `${request.uploadUrl} is no upload URL whose simple page can be told` };
  let listing = await readSimplePage(page, request.fetcher);
  return listing.read ? { known: !0, page, ...compareListing(listing.files, request.project, request.built) } : { known: !1, page, why: listing.why };
}
function compareListing(listed, project, built) {
  let byName = new Map(listed.map((f) => [f.filename, f])), files = built.map((file) => {
    let sha256 = createHash3("sha256").update(file.bytes).digest("hex"), indexed = byName.get(file.name);
    return indexed === void 0 ? { file: file.name, state: "absent", sha256 } : indexed.sha256 === void 0 ? { file: file.name, state: "unverified", sha256, indexed } : indexed.sha256 === sha256 ? { file: file.name, state: "same", sha256, indexed } : { file: file.name, state: "different", sha256, indexed: { ...indexed, sha256: indexed.sha256 } };
  }), builtNames = new Set(built.map((f) => f.name)), others = listed.filter((f) => !builtNames.has(f.filename) && isOfVersion(f.filename, project));
  return { files, others };
}
function changedOnIndexError(comparison, project) {
  if (!comparison.known) return;
  let changed = comparison.files.filter((f) => f.state === "different");
  if (changed.length === 0) return;
  let each = changed.map((f) => `${f.file} (sha256 ${short(f.indexed.sha256)} there, ${short(f.sha256)} built here)`).join(", ");
  return new PublishError(
    `the index already has ${each} with other contents: ${project.version} is released there from other code and a released version cannot change on the index; nothing is tagged: release a new version (commit, then update or the release pull request makes the next one)`,
    {
      details: changed.flatMap((f) => [
        `${f.file}: sha256 ${f.indexed.sha256} at ${f.indexed.url}`,
        `${f.file}: sha256 ${f.sha256} built here`
      ])
    }
  );
}
async function downloadIndexedFile(file, fetcher = tracedFetch(fetch)) {
  let bytes;
  try {
    let response = await fetcher(file.url, { signal: AbortSignal.timeout(12e4) });
    if (!response.ok) throw new Error(`the index answered ${response.status}`);
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw new PublishError(
      `${file.filename} could not be downloaded from the index (${error.message}) at ${file.url}; run release again`,
      { cause: error }
    );
  }
  let sha256 = createHash3("sha256").update(bytes).digest("hex");
  if (sha256 !== file.sha256)
    throw new PublishError(
      `${file.filename} as downloaded from the index has sha256 ${short(sha256)}, not the ${short(file.sha256)} its page lists; run release again`
    );
  return bytes;
}
function short(sha256) {
  return `${sha256.slice(0, 12)}\u2026`;
}
function isOfVersion(filename, project) {
  let parsed = parseDistName(filename);
  if (parsed === void 0 || parsed.name !== normaliseName(project.name)) return !1;
  let theirs = parseVersion(parsed.version), ours = parseVersion(project.version);
  return theirs !== void 0 && ours !== void 0 && compareVersions(theirs, ours) === 0;
}
var ACCEPT = "application/vnd.pypi.simple.v1+json, application/vnd.pypi.simple.v1+html;q=0.2, text/html;q=0.01";
async function readSimplePage(pageUrl, fetcher = tracedFetch(fetch)) {
  let response, text;
  try {
    response = await fetcher(pageUrl, { signal: AbortSignal.timeout(15e3), headers: { accept: ACCEPT } }), text = await response.text();
  } catch (error) {
    return { read: !1, why: `${pageUrl} could not be read (${error.message})` };
  }
  if (!response.ok) return { read: !1, why: `the index answered ${response.status} for ${pageUrl}` };
  let base = response.url || pageUrl;
  if ((response.headers.get("content-type") ?? "").toLowerCase().includes("json")) {
    let files = parseJsonPage(text, base);
    return files === void 0 ? { read: !1, why: `${pageUrl} is no PEP 691 page` } : { read: !0, files };
  }
  return { read: !0, files: parseHtmlPage(text, base) };
}
function parseJsonPage(text, base) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return;
  }
  let files = data?.files;
  if (Array.isArray(files))
    return files.flatMap((entry) => {
      let file = entry;
      if (typeof file.filename != "string" || typeof file.url != "string") return [];
      let sha256 = file.hashes?.sha256;
      return [
        {
          filename: file.filename,
          url: resolve2(file.url, base),
          sha256: typeof sha256 == "string" && /^[0-9a-f]{64}$/i.test(sha256) ? sha256.toLowerCase() : void 0,
          yanked: file.yanked !== void 0 && file.yanked !== !1
        }
      ];
    });
}
function parseHtmlPage(html, base) {
  let files = [];
  for (let anchor of html.matchAll(/<a\s([^>]*)>([^<]*)<\/a\s*>/gi)) {
    let attributes = anchor[1] ?? "", href = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes), link = decodeEntities(href?.[1] ?? href?.[2] ?? href?.[3] ?? ""), hash = link.indexOf("#"), fragment = hash < 0 ? "" : link.slice(hash + 1), sha256 = /^sha256=([0-9a-f]{64})$/i.exec(fragment)?.[1]?.toLowerCase(), url = resolve2(hash < 0 ? link : link.slice(0, hash), base), text = decodeEntities((anchor[2] ?? "").trim()), filename = text !== "" ? text : lastSegment(url);
    filename !== "" && files.push({ filename, url, sha256, yanked: /(?:^|\s)data-yanked(?:\s|=|$)/i.test(attributes) });
  }
  return files;
}
function resolve2(link, base) {
  try {
    return new URL(link, base).href;
  } catch {
    return link;
  }
}
function lastSegment(url) {
  try {
    return decodeURIComponent(new URL(url).pathname.split("/").at(-1) ?? "");
  } catch {
    return "";
  }
}
var ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'" };
function decodeEntities(text) {
  return text.replace(/&(#?\w+);/g, (whole, name) => ENTITIES[name.toLowerCase()] ?? whole);
}

// src/publish/upload.ts
async function uploadDistributions(request) {
  let argv = request.argv ?? request.tool.publish(request.files, request.target), run = await runTool(argv, {
    cwd: request.root,
    env: { ...request.env, ...request.tool.environment(request.target) },
    stream: request.stream
  }), shown = argv.join(" ");
  if (run.startError?.code === "ENOENT")
    throw new BuildError(
      `the upload command \`${shown}\` could not start: ${argv[0]} is not on PATH; install it (${request.tool.install}) or set publish.publish_command`
    );
  if (run.startError !== void 0 || run.code !== 0) {
    let last = failureSummary(run.lastLines);
    throw new UploadError(
      `the upload failed: \`${shown}\` ended with ${run.startError ? run.startError.message : run.signal ? `signal ${run.signal}` : `exit code ${run.code}`}${last ? ` (${last})` : ""}; the release is tagged: fix the cause and run release again${request.target.skipExisting ? ", files already on the index are skipped" : " (with publish.skip_existing = false, a file already on the index fails again)"}`,
      { details: run.lastLines }
    );
  }
}
async function readIndexedFiles(pageUrl, fetcher = tracedFetch(fetch)) {
  let listing = await readSimplePage(pageUrl, fetcher);
  return new Set(listing.read ? listing.files.map((f) => f.filename) : []);
}

// src/flows/release/index-reconcile.ts
import { createHash as createHash4 } from "node:crypto";
import { mkdir, readFile as readFile4, rm as rm2, stat as stat3, writeFile } from "node:fs/promises";
import { basename as basename2, join as join5 } from "node:path";
async function reconcileWithIndex(plan, context, built) {
  if (!plan.upload) return { files: built, note: "", warning: void 0 };
  let comparison = await compareWithIndex({ uploadUrl: plan.url, project: context.project, built });
  if (!comparison.known) return { files: built, note: "", warning: void 0 };
  let different = comparison.files.filter((f) => f.state === "different");
  if (different.length > 0 && !context.tagged)
    throw changedOnIndexError(comparison, context.project);
  let files = [...built];
  for (let entry of different) {
    if (entry.state !== "different") continue;
    let bytes = await downloadIndexedFile(entry.indexed);
    await writeDistFile(context.root, entry.file, bytes), files[files.findIndex((f) => f.name === entry.file)] = { name: entry.file, bytes };
  }
  let same = comparison.files.filter((f) => f.state === "same").map((f) => f.file), taken = different.map((f) => f.file), unverified = comparison.files.filter((f) => f.state === "unverified").map((f) => f.file);
  return {
    files,
    note: taken.length === 0 ? "" : `; ${taken.join(", ")} taken from the index (an earlier run uploaded ${taken.length === 1 ? "it" : "them"}; the rebuild differed)`,
    warning: unverified.length > 0 ? `the index lists ${unverified.join(", ")} without a sha256, so the files there could not be compared with the ones built here` : same.length > 0 && !context.tagged ? `the index already has ${same.join(", ")} of ${context.project.version}, with these very contents` : void 0
  };
}
async function writeDistFile(root, name, bytes) {
  if (basename2(name) !== name)
    throw new ConfigError(
      `the index lists a file named ${JSON.stringify(name)}, which is no plain file name`
    );
  let dist = await resolveRepoPath(root, "dist");
  await writeFile(join5(dist.abs, name), bytes);
}
async function fromIndex(plan, context, memory) {
  let page = simplePageUrl(plan.url, normaliseName(context.project.name));
  if (page === void 0) return;
  let listing = await readSimplePage(page);
  if (!listing.read) return;
  let files = listing.files.filter((f) => isOfVersion(f.filename, context.project));
  if (!(files.some((f) => f.filename.endsWith(".whl")) && files.some((f) => !f.filename.endsWith(".whl")) && files.every((f) => f.sha256 !== void 0 && basename2(f.filename) === f.filename))) return;
  let names = files.map((f) => f.filename).join(", "), local = await readDistFiles(
    context.root,
    files.map((f) => f.filename)
  ), same = files.every((f) => {
    let bytes = local.get(f.filename);
    return bytes !== void 0 && createHash4("sha256").update(bytes).digest("hex") === f.sha256;
  }), keep = async (taken) => {
    memory.files = taken, memory.published = !0, await context.afterBuild();
  };
  return same ? (await keep(files.map((f) => ({ name: f.filename, bytes: local.get(f.filename) }))), { state: "done", detail: `already on the index (${names}), as dist/ holds them: not built again` }) : (memory.files = files.map((f) => ({ name: f.filename, bytes: new Uint8Array() })), memory.published = !0, {
    state: "todo",
    detail: `take ${names} from the index (an earlier run uploaded them): not built again`,
    apply: async () => {
      let taken = [];
      for (let file of files)
        taken.push({
          name: file.filename,
          bytes: await downloadIndexedFile(file)
        });
      let dist = await resolveRepoPath(context.root, "dist");
      await rm2(dist.abs, { recursive: !0, force: !0 }), await mkdir(dist.abs, { recursive: !0 });
      for (let file of taken) await writeFile(join5(dist.abs, file.name), file.bytes);
      return await keep(taken), { detail: `took ${names} from the index` };
    }
  });
}
async function readDistFiles(root, names) {
  let found = /* @__PURE__ */ new Map(), dist = await resolveRepoPath(root, "dist").catch(() => {
  });
  if (dist === void 0) return found;
  for (let name of names) {
    let path = join5(dist.abs, name), size = await stat3(path).then(
      (found2) => found2.size,
      () => {
      }
    );
    if (size === void 0 || oversizeRefusal(name, size) !== void 0) continue;
    let bytes = await readFile4(path).catch(() => {
    });
    bytes !== void 0 && found.set(name, bytes);
  }
  return found;
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

// src/flows/release/released-files.ts
import { mkdir as mkdir2, rm as rm3, writeFile as writeFile2 } from "node:fs/promises";
import { basename as basename3, join as join6 } from "node:path";
async function findReleasedFiles(host, tag, project) {
  let release = await host.findReleaseByTag(tag);
  if (release === void 0 || release.draft) return;
  let assets = (await host.listAssets(release.id)).filter(
    (asset) => asset.complete && isDistributionOf(asset.name, project)
  );
  return assets.length === 0 ? void 0 : { release, assets };
}
async function takeReleasedFiles(root, host, found) {
  let files = [];
  for (let asset of found.assets) files.push({ name: asset.name, bytes: await host.downloadAsset(asset) });
  return await fillDist(root, files), files;
}
async function fillDist(root, files) {
  let dist = await resolveRepoPath(root, "dist").catch((error) => {
    throw new ConfigError(`dist/ cannot be used for the release's files: ${error.message}`);
  });
  await rm3(dist.abs, { recursive: !0, force: !0 }), await mkdir2(dist.abs, { recursive: !0 });
  for (let file of files) await writeFile2(join6(dist.abs, file.name), file.bytes);
}
function isDistributionOf(name, project) {
  if (basename3(name) !== name || name.startsWith(".")) return !1;
  let parsed = parseDistName(name), wanted = parseVersion(project.version), other = parsed === void 0 ? void 0 : parseVersion(parsed.version);
  return parsed !== void 0 && parsed.name === normaliseName(project.name) && wanted !== void 0 && other !== void 0 && compareVersions(other, wanted) === 0;
}

// src/flows/release/publish-steps.ts
async function planPublish(root, loaded, env, options = {}) {
  let { config } = loaded, upload2 = options.upload !== !1, { workspace } = options, { tool, why } = chooseTool(config, await readProjectFacts(root, loaded, workspace?.root)), toolBuild = workspace !== void 0 && tool.buildPackage !== void 0 ? tool.buildPackage(workspace.packageName) : tool.build, url = uploadUrl(config.publish.repository_url);
  if (upload2 && indexOrigin(url), upload2 && hasUserInfo(url))
    throw new ConfigError(
      "publish.repository_url carries a user name or password; remove them from the URL and give the token in publish.token_env"
    );
  let plan = {
    tool,
    why,
    buildArgv: commandOf(config.publish.build_command, "build_command") ?? toolBuild,
    builder: commandOf(config.publish.build_command, "build_command") === void 0 ? `${tool.name} (${why})` : "build_command",
    publishArgv: commandOf(config.publish.publish_command, "publish_command"),
    url,
    repositoryUrl: config.publish.repository_url.trim() || void 0,
    // No upload, no credential: --skip-publish asks for none.
    credentials: options.dryRun || !upload2 ? findCredentials(config.publish, env) : chooseCredentials(config.publish, env),
    upload: upload2,
    missingTools: {}
  }, needed = [
    [plan.buildArgv, "build", "build_command", plan.builder === "build_command"],
    [
      plan.publishArgv ?? tool.publish([], { url: void 0, token: "", skipExisting: !1 }),
      "upload",
      "publish_command",
      plan.publishArgv !== void 0
    ]
  ].filter(([, what]) => what === "build" ? options.build !== !1 : upload2);
  for (let [argv, what, key, configured] of needed)
    if (await findExecutable(argv[0] ?? "", root, env) === void 0) {
      let fix = configured ? `install it, or fix publish.${key}` : `install it (${tool.install}) or set publish.${key}`;
      if (options.dryRun) {
        plan.missingTools[what] = configured ? `${argv[0]} on PATH (publish.${key} runs it)` : `${argv[0]} on PATH (install: ${tool.install}; or set publish.${key})`;
        continue;
      }
      throw new BuildError(
        `the ${what} command \`${argv.join(" ")}\` cannot run: ${argv[0]} is not on PATH; ${fix}; nothing was built or tagged`
      );
    }
  return plan;
}
async function findExecutable(command, cwd, env) {
  let runnable = (path) => access(path, constants.X_OK).then(
    () => path,
    () => {
    }
  );
  if (command.includes("/")) return runnable(isAbsolute2(command) ? command : join7(cwd, command));
  for (let dir of (env.PATH ?? "").split(delimiter)) {
    if (dir === "") continue;
    let found = await runnable(join7(dir, command));
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
      if (plan === void 0) return { state: "skipped", detail: "no build (--skip-build)" };
      if (context.tagged) {
        let taken = await fromIndex(plan, context, memory);
        if (taken !== void 0) return taken;
        let found = await context.released?.find();
        if (found !== void 0 && context.released !== void 0) {
          let take = context.released.take, names = found.assets.map((a) => a.name).join(", ");
          return {
            state: "todo",
            detail: `take ${names} from the published release ${found.release.tag} (not built again: its files are the release)`,
            apply: async () => (memory.files = await take(found), await context.afterBuild(), { detail: `took ${names} from the published release ${found.release.tag}` })
          };
        }
      }
      let from = context.distFrom, check = plan.tool.check === void 0 ? "releaser's metadata check" : plan.tool.check(["dist/*"]).join(" ");
      return {
        state: "todo",
        detail: from === void 0 ? `build with ${plan.builder}: ${plan.buildArgv.join(" ")}, then check the files as the index will (${check})` : `take the distributions in ${from.dir}/ (--dist: a CI matrix built them) into dist/, then check every file as the index will (${check})`,
        ...plan.missingTools.build === void 0 || from !== void 0 ? {} : { needs: [plan.missingTools.build] },
        apply: async () => {
          memory.files = from === void 0 ? await buildDistributions({
            root: context.root,
            argv: plan.buildArgv,
            install: plan.tool.install,
            project: context.project,
            env: context.buildEnv,
            stream: context.stream
          }) : await takeDistributions(from, context), await context.verify(from === void 0 ? "the build" : "taking the distributions");
          let checked = await checkForIndex({
            root: context.root,
            files: memory.files,
            argv: plan.tool.check?.(memory.files.map((f) => `dist/${f.name}`)),
            env: context.buildEnv,
            stream: context.stream
          }), indexed = await reconcileWithIndex(plan, context, memory.files);
          memory.files = indexed.files, await context.afterBuild();
          let warnings = [checked.warning, indexed.warning].filter((w) => w !== void 0);
          return {
            detail: `${from === void 0 ? "built" : "took"} ${memory.files.map((f) => f.name).join(", ")} ${from === void 0 ? `with ${plan.builder}` : `from ${from.dir}/`}${indexed.note}`,
            ...warnings.length === 0 ? {} : { warning: warnings.join("; ") }
          };
        }
      };
    }
  };
}
function credentialsStep(plan, context, memory) {
  return {
    name: "credentials",
    observe: async () => {
      if (plan === void 0) return { state: "skipped", detail: "no upload (--skip-build)" };
      if (!plan.upload) return { state: "skipped", detail: "no upload (--skip-publish)" };
      let source = plan.credentials;
      return source.kind === "missing" ? {
        state: "todo",
        detail: "get the upload token (none is set here)",
        needs: [source.needs],
        apply: async () => {
          throw new ConfigError(source.problem);
        }
      } : source.kind === "token" ? (memory.token = context.env[source.variable]?.trim(), memory.token && context.addSecret(memory.token), { state: "done", detail: `the API token in ${source.variable}` }) : {
        state: "todo",
        detail: `get an upload token from ${new URL(plan.url).host} by trusted publishing`,
        apply: async () => {
          source.kind === "trusted-publishing" && context.addSecret(source.requestToken);
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
      if (plan === void 0) return { state: "skipped", detail: "no upload (--skip-build)" };
      if (!plan.upload)
        return { state: "skipped", detail: "no upload (--skip-publish): the built files stay in dist/" };
      let files = memory.files;
      if (files === void 0) {
        let missing2 = [
          plan.credentials.kind === "missing" ? plan.credentials.needs : void 0,
          plan.missingTools.upload
        ].filter((need) => need !== void 0);
        return {
          state: "todo",
          detail: `upload the built files to ${plan.url} with ${plan.tool.name}`,
          observed: !1,
          ...missing2.length === 0 ? {} : { needs: missing2 },
          apply: async () => ({ detail: "" })
        };
      }
      let comparison = files.every((f) => f.bytes.byteLength > 0) ? await compareWithIndex({ uploadUrl: plan.url, project: context.project, built: files }) : void 0, listed = new Set(await indexedDistributions(plan, context.project)), there = (name) => comparison?.known === !0 ? comparison.files.some((f) => f.file === name && (f.state === "same" || f.state === "unverified")) : listed.has(name), changed = comparison === void 0 ? void 0 : changedOnIndexError(comparison, context.project);
      if (changed !== void 0) throw changed;
      let missing = files.filter((f) => !there(f.name));
      return missing.length === 0 ? (memory.published = !0, {
        state: "done",
        detail: `${files.length} files on ${plan.url}`,
        warning: `every built file is already on the index with the same contents (${files.map((f) => f.name).join(", ")})`
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
async function takeDistributions(from, context) {
  let files = await readDistDir({
    root: from.root,
    dir: from.dir,
    project: context.project,
    sdist: from.sdist
  });
  return await fillDist(context.root, files), files;
}

// src/core/host-release.ts
function planHostRelease(facts) {
  let version = parseVersion(facts.version), preRelease = version !== void 0 && !isFinalRelease(version), format = compileTagFormat(facts.tagFormat), newer = version !== void 0 && facts.tags.some((tag) => {
    let other = format.parse(tag);
    return other !== void 0 && isFinalRelease(other) && compareVersions(other, version) > 0;
  });
  return {
    tag: facts.tag,
    name: facts.tag,
    body: fitBody(escapeMentions(facts.notes)),
    draft: facts.draft,
    prerelease: facts.prerelease || preRelease,
    latest: newer || facts.fromLine === !0 ? !1 : void 0
  };
}
var MAX_RELEASE_BODY = 125e3;
function fitBody(body) {
  if (body.length <= MAX_RELEASE_BODY) return body;
  let note = `

\u2026 (cut to fit GitHub's limit: the full notes are in the changelog)`, room = MAX_RELEASE_BODY - note.length, cut = body.lastIndexOf(`
`, room);
  return `${body.slice(0, cut > 0 ? cut : room)}${note}`;
}

// src/flows/release/not-pending-reason.ts
function notPendingReason(check, version) {
  let { plan } = check, name = memberOf(check)?.name, only = name === void 0 ? "" : ` --package ${name}`, unreleased = plan.unreleased, carried = spelled(version, check.project.version);
  return unreleased !== void 0 && (unreleased.why === "a development version" || unreleased.why === "a local version") ? `nothing to release: the files carry ${carried}, ${unreleased.why}, which is never released; ${nextRelease(plan)}` : unreleased !== void 0 ? `nothing to release: the files carry ${carried}, which no tag names, but no release commit set it (a version bumped by hand or by another tool is not released); ${nextRelease(plan)}, or to release ${version} as it is: \`releaser update --release-as ${version}${only}\` and merge or push that commit` : plan.baseTag !== void 0 ? `nothing to release: the files carry ${version}, not above ${plan.baseTag}, and no tag names it; set the version with \`releaser update\` (or merge the release pull request), then release` : `nothing to release: the files carry ${version}, but no release commit made it and no tag names it (a first version set by hand is the base); to release it as it is, run \`releaser update --release-as ${version}${only}\` first`;
}
function nextRelease(plan) {
  return plan.nextVersion === void 0 ? "the next release comes once a commit asks for one (feat, fix, a breaking change), through `releaser release-pr` or `update`" : `the next release is ${plan.nextVersion}: run \`releaser release-pr\` (or \`update\`) and merge it`;
}

// src/flows/release/release-subjects.ts
function releaseTemplates({ config }) {
  return [config.commit_message, config.pr.title];
}
function packageNameOf(check) {
  return memberOf(check)?.normalisedName;
}

// src/flows/release/computed-version.ts
function isComputed({ project }) {
  return project.versionFromTag !== void 0;
}
function computedBy({ project }) {
  return project.versionFromTag ?? "the build backend";
}
function computedVersion(check, tagFormat) {
  if (!isComputed(check)) return;
  let { history, repo, plan, config } = check, onHead = history.tags.all.filter((tag) => history.tags.commits.get(tag) === repo.head).map((tag) => tagFormat.parse(tag)).filter((v) => v !== void 0 && v.release.length >= 3).sort((a, b) => compareVersions(b, a));
  if (onHead[0] !== void 0) return formatVersion(onHead[0]);
  let next = plan.nextVersion;
  if (next === void 0) return;
  let templates = [config.commit_message, config.pr.title], isRelease = releaseSubjectMatcher(templates, next, packageNameOf(check));
  return plan.commits.some((c) => isRelease(c.subject)) ? next : void 0;
}

// src/flows/release/release-commit.ts
async function findCommitToTag(root, query) {
  let { head, env } = query, releaseCommit = await newestReleaseCommit(root, query);
  if (releaseCommit === void 0) return;
  if (releaseCommit === head) return { commit: head, releaseCommit };
  let line = await firstParentLine(root, releaseCommit, head, env), oldest = line.at(-1), commit = releaseCommit;
  if (oldest !== void 0 && oldest.parents[0] !== releaseCommit) {
    let merge = await mergeThatBroughtIn(root, releaseCommit, head, line, env);
    merge !== void 0 && await bringsNothingElse(root, merge, releaseCommit, env) && (commit = merge.commit);
  }
  return { commit, releaseCommit };
}
async function newestReleaseCommit(root, query) {
  let isRelease = releaseSubjectMatcher(query.templates, query.version, query.packageName), log = async (args) => (await runGit(["log", "--format=%H%x00%s", ...args, "--"], { cwd: root, env: query.env })).stdout, [first = "", firstSubject = ""] = (await log(["-1", query.head])).trim().split("\0");
  if (first !== "" && isRelease(firstSubject)) return first;
  let exclude = query.exclude.map((commit) => `^${commit}`);
  for (let record of (await log(["--topo-order", query.head, ...exclude])).split(`
`)) {
    let [hash = "", subject = ""] = record.split("\0");
    if (hash !== "" && isRelease(subject)) return hash;
  }
}
async function firstParentLine(root, since, head, env) {
  let { stdout } = await runGit(["rev-list", "--first-parent", "--parents", `${since}..${head}`], {
    cwd: root,
    env
  });
  return stdout.split(`
`).filter((line) => line !== "").map((line) => {
    let [commit = "", ...parents] = line.split(" ");
    return { commit, parents };
  });
}
async function mergeThatBroughtIn(root, releaseCommit, head, line, env) {
  let { stdout } = await runGit(["rev-list", "--ancestry-path", `${releaseCommit}..${head}`], {
    cwd: root,
    env
  }), descendants = new Set(stdout.split(`
`).filter((hash) => hash !== "")), merge;
  for (let entry of line) {
    if (!descendants.has(entry.commit)) break;
    merge = entry;
  }
  return merge;
}
async function bringsNothingElse(root, merge, releaseCommit, env) {
  for (let parent of merge.parents)
    if (parent !== releaseCommit && !await isAncestor(root, parent, releaseCommit, env)) return !1;
  return sameTree(root, merge.commit, releaseCommit, env);
}
async function sameTree(root, a, b, env) {
  if (a === b) return !0;
  let { stdout } = await runGit(["rev-parse", `${a}^{tree}`, `${b}^{tree}`], { cwd: root, env }), [first, second] = stdout.trim().split(`
`);
  return first !== void 0 && first === second;
}
async function firstParent(root, commit, env) {
  let { stdout } = await runGit(["log", "-1", "--format=%P", commit], { cwd: root, env }), parent = stdout.trim().split(" ")[0];
  return parent === "" ? void 0 : parent;
}
function laterCommitsWarning(n, commit, version, short2) {
  return `${n} ${n === 1 ? "commit" : "commits"} after the release commit ${short2(commit)} ${n === 1 ? "is" : "are"} not in ${version}; ${n === 1 ? "it goes" : "they go"} into the next release`;
}

// src/flows/release/existing-tag.ts
async function isReleaseCommit(check, commit, version, env) {
  let parent = await firstParent(check.repo.root, commit, env);
  return (await findCommitToTag(check.repo.root, {
    templates: releaseTemplates(check),
    version,
    head: commit,
    exclude: parent === void 0 ? [] : [parent],
    env,
    packageName: packageNameOf(check)
  }))?.commit === commit;
}
async function madeByRelease(root, tag, version, env) {
  let line = (await runGit(["tag", "-l", "--format=%(objecttype) %(contents:subject)", tag], {
    cwd: root,
    env
  })).stdout.trim();
  return line.startsWith("tag ") && isVersionHeading(line.slice(4).replace(/^#+\s*/, ""), version);
}
async function releaseCommitSince(check, commit, since, version, env) {
  let { repo, config } = check, templates = [config.commit_message, config.pr.title], packageName = packageNameOf(check);
  if (since !== void 0 && packageName === void 0) {
    let may = mayHaveReleaseSubject(templates, version);
    if (!since.some((c) => may(c.subject))) return !1;
  }
  let { stdout } = await runGit(["log", "--format=%s", `${commit}..HEAD`], { cwd: repo.root, env });
  return stdout.split(`
`).some(releaseSubjectMatcher(templates, version, packageName));
}

// src/flows/release/mixed-versions.ts
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

// src/flows/release/origin-branch.ts
async function readOriginBranch(check, remote, env) {
  let root = check.repo.root, known = await knownReleaseBranch(check, remote.name, env);
  if (known !== void 0) {
    let listing2 = await readRemoteBranchAndTags(root, remote.name, known.name, remote.env);
    return { releaseBranch: known, ...listing2 };
  }
  let listing = await readRemoteHeadAndTags(root, remote.name, [FALLBACK_BRANCH], remote.env), releaseBranch = askedReleaseBranch(
    remote.name,
    listing.head,
    `${remote.name} names no default branch`
  ), branch = listing.head?.branch === releaseBranch.name ? listing.head.commit : listing.branches.get(releaseBranch.name);
  return { releaseBranch, branch, tags: listing.tags };
}

// src/flows/release/target.ts
async function readReleaseTarget(check, remote, env) {
  let { repo, config, project, history } = check, inProgress = await describeOperationInProgress(repo.gitDir);
  if (inProgress !== void 0)
    throw new GitError(`${inProgress}, then run release again`);
  if (check.interrupted !== void 0)
    throw new ReleaseError(
      `an update to ${check.interrupted.version} was interrupted before its commit; finish it with \`releaser update\`, then release`
    );
  let dirty = (await readStatus(repo.root, !1, env)).map((e) => e.path);
  if (dirty.length > 0)
    throw new GitError(
      `the working tree has uncommitted changes (${listSome(dirty)}); a release tags a commit, so commit or stash them first`
    );
  let current = await readHeadBranch(repo.root, env), tagFormat = compileTagFormat(config.tag_format), fileVersion = project.version ?? computedVersion(check, tagFormat);
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
  let version = formatVersion(parsed);
  if (parsed.dev !== void 0 || parsed.local !== void 0)
    return { kind: "nothing", reason: notPendingReason(check, version) };
  let { plan } = check, planned = plan.tag !== void 0 && plan.nextVersion !== void 0 && sameVersionText(plan.nextVersion, version) ? plan.tag : void 0, tag = findTagForVersion(history.tags.all, tagFormat, parsed) ?? planned ?? tagFormat.format(version), named = sameVersionText(fileVersion, version) ? fileVersion : version, localTag = history.tags.commits.get(tag), listing = await readOriginBranch(check, remote, env), branch = listing.releaseBranch.name, remoteTag = listing.tags.get(tag), head = repo.head, finishing = current === void 0 && (localTag === head || remoteTag === head);
  if (current !== branch && !finishing) throw offReleaseBranch("release", listing.releaseBranch, current);
  if (localTag !== void 0 && remoteTag !== void 0 && localTag !== remoteTag)
    throw new TagExistsError(
      `tag ${tag} is on ${shortCommit(localTag)} here but on ${shortCommit(remoteTag)} on ${remote.name}; take ${remote.name}'s (git fetch --tags --force) and run again`
    );
  let tagged2 = localTag ?? remoteTag;
  if (tagged2 !== void 0 && tagged2 !== head) {
    let since = tagged2 === baseCommit(check) && history.releasedOnBranch === void 0 ? history.commits : void 0, onBranch = tagged2 === baseCommit(check) && history.releasedOnBranch !== void 0, released = since !== void 0 || onBranch || await isAncestor(repo.root, tagged2, head, env), predates = released && await releaseCommitSince(check, tagged2, since, named, env), madeHere = released && !predates && await madeByRelease(repo.root, tag, named, env), noHostRelease = madeHere && await remote.releaseExists?.(tag) === !1;
    if ((noHostRelease || madeHere && remoteTag === void 0) && await isReleaseCommit(check, tagged2, named, env))
      return await releaseOf(
        check,
        remote,
        listing,
        { version, tag, commit: tagged2, localTag, remoteTag },
        env
      );
    if (released && !predates)
      return {
        kind: "nothing",
        reason: `nothing to release: ${version}, the version in the files, was released as ${tag} (on ${shortCommit(tagged2)}); run \`releaser update\` or merge the release pull request first`,
        ...noHostRelease ? {
          warning: `${tag} has no release on the code host; if an earlier \`releaser release\` stopped half-way, finish it from its tag: git checkout ${tag} && releaser release, then check out ${branch} again`
        } : {}
      };
    throw new TagExistsError(
      `tag ${tag} already exists on ${shortCommit(tagged2)}${released ? ", before the release commit of" : ", not on"} HEAD (${shortCommit(head)}), so ${version} is released; run \`releaser update\` for the next version (or --release-as with a higher one)`
    );
  }
  if (tagged2 === void 0 && !check.plan.pending && project.version !== void 0)
    return { kind: "nothing", reason: notPendingReason(check, version) };
  let commit = (tagged2 === head ? void 0 : await findCommitToTag(repo.root, {
    templates: releaseTemplates(check),
    version: named,
    head,
    exclude: [baseCommit(check)].filter((c) => c !== void 0),
    env,
    packageName: packageNameOf(check)
  }))?.commit ?? head;
  return await releaseOf(
    check,
    remote,
    listing,
    { version, tag, commit, localTag, remoteTag },
    env,
    finishing
  );
}
async function releaseOf(check, remote, listing, what, env, finishing = !1) {
  let { repo } = check, head = repo.head, branch = listing.releaseBranch.name, remoteBranch = listing.branch, position = finishing ? "same" : await comparePosition(repo.root, head, remoteBranch, env);
  if (position === "behind" || position === "diverged")
    throw new GitError(
      position === "behind" ? `HEAD (${shortCommit(head)}) is behind ${remote.name}/${branch} (${shortCommit(remoteBranch ?? "")}): someone pushed since this checkout; pull (git pull --ff-only ${remote.name} ${branch}) and run again` : `HEAD (${shortCommit(head)}) and ${remote.name}/${branch} (${shortCommit(remoteBranch ?? "")}) have diverged: each has commits the other lacks; bring them together (git pull --rebase ${remote.name} ${branch}, then push) and run again`
    );
  let { commit } = what, ahead = position === "ahead" && (commit === head || remoteBranch === void 0 || !await isAncestor(repo.root, commit, remoteBranch, env)), folder = memberOf(check)?.path ?? ".", paths = folder === "." ? [] : ["--", `:(top,literal)${folder}`], after = commit === head ? 0 : Number(
    (await runGit(["rev-list", "--count", `${commit}..${head}`, ...paths], { cwd: repo.root, env })).stdout.trim()
  ), remoteTags = [...listing.tags.keys()];
  return {
    kind: "release",
    ...what,
    head,
    branch,
    after,
    ahead,
    remoteTags,
    ...after > 0 ? { warning: laterCommitsWarning(after, commit, what.version, shortCommit) } : {}
  };
}
function baseCommit({ history }) {
  return history.baseTag === void 0 ? void 0 : history.tags.commits.get(history.baseTag);
}

// src/flows/release/release-remote.ts
var REMOTE = "origin";
async function openReleaseRemote(context, check, options, deps) {
  let { repo, config } = check, env = await withActionsIdentity(repo.root, context.env), originUrl = await readRemoteUrl(repo.root, REMOTE, env), unasked = check.plan.unreleased;
  if (originUrl === void 0) {
    if (unasked !== void 0) return { kind: "nothing", reason: notPendingReason(check, unasked.version) };
    throw new GitError(
      `there is no "${REMOTE}" remote to push the release tag to; add one (git remote add origin URL)`
    );
  }
  let accessError, access2 = options.skipHostRelease ? void 0 : await openHostAccess(config, originUrl, context, { dryRun: !0, open: deps.openHost, env }).catch(
    (error) => {
      if (unasked === void 0) throw error;
      accessError = error;
    }
  ), host = access2?.kind === "open" ? access2.host : void 0, token = findHostToken(config, env, originUrl)?.token;
  token !== void 0 && context.addSecret?.(token);
  let remoteEnv = {
    ...env,
    ...token === void 0 ? {} : tokenForRemote(originUrl, token, config, env, context.warn)
  };
  return { kind: "remote", env, originUrl, access: access2, host, remoteEnv, accessError };
}
async function readTarget(context, check, options, deps, remote) {
  let { host, env } = remote, target = await readReleaseTarget(
    check,
    {
      name: REMOTE,
      env: remote.remoteEnv,
      ...host === void 0 ? {} : {
        // Only a published release is a release done: a draft (an interrupted run's) is
        // finished, whatever came after the release commit.
        releaseExists: async (tag) => {
          let found = await host.findReleaseByTag(tag);
          return found !== void 0 && !found.draft;
        }
      }
    },
    env
  );
  if (target.kind === "nothing")
    return target.warning && context.warn(target.warning), target;
  if (remote.accessError !== void 0) throw remote.accessError;
  return target.warning && context.warn(target.warning), !options.dryRun && remote.access?.kind === "no-token" && await openHostAccess(check.config, remote.originUrl, context, {
    dryRun: !1,
    open: deps.openHost,
    env
  }), target;
}

// src/flows/release/unchanged.ts
async function checkUnchanged(root, head, env, what) {
  let now2 = (await runGit(["rev-parse", "HEAD"], { cwd: root, env })).stdout.trim(), changed = (await readStatus(root, !1, env)).map((e) => e.path);
  if (now2 === head && changed.length === 0) return;
  let how = now2 !== head ? `HEAD moved to ${shortCommit(now2)}` : `tracked files changed: ${listSome(changed)}`;
  throw new PublishError(
    `${what} changed the commit to release (${how}), so what is built would not be what is tagged; nothing was tagged: make them leave the working tree as it was`
  );
}

// src/flows/release/release-facts.ts
function projectOf(check, target) {
  return { name: check.project.name ?? "", version: target.version };
}
function publishContextOf(context, { check, remote, target }, place, assets, distFrom) {
  let { config } = check, { env, host } = remote, project = projectOf(check, target);
  return {
    get root() {
      return place.packageDir();
    },
    project,
    env,
    stream: context.stream ?? (() => {
    }),
    addSecret: context.addSecret ?? (() => {
    }),
    skipExisting: config.publish.skip_existing,
    afterBuild: assets.read,
    verify: (what) => checkUnchanged(place.dir, place.at, env, what),
    // The build needs no credential: the tokens are kept from it.
    buildEnv: withoutVariables(env, [
      config.publish.token_env,
      config.host.token_env,
      "GITHUB_TOKEN",
      "GH_TOKEN",
      "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
      "ACTIONS_ID_TOKEN_REQUEST_URL",
      "GITLAB_TOKEN",
      "GL_TOKEN",
      "CI_JOB_TOKEN",
      config.publish.id_token_env
    ]),
    // Any tag of the version is on HEAD here (readReleaseTarget refuses one elsewhere).
    tagged: target.localTag !== void 0 || target.remoteTag !== void 0,
    ...distFrom === void 0 ? {} : { distFrom },
    ...host === void 0 ? {} : {
      released: {
        find: () => findReleasedFiles(host, target.tag, project),
        take: (found) => takeReleasedFiles(place.packageDir(), host, found)
      }
    }
  };
}
function hostReleaseRequest({ check, target }, notes, fromLine) {
  let { config } = check;
  return planHostRelease({
    version: target.version,
    tag: target.tag,
    notes,
    draft: config.release.draft,
    prerelease: config.release.prerelease,
    tagFormat: config.tag_format,
    // The remote's tags too: a newer line released elsewhere may not be in this clone.
    tags: [...check.history.tags.all, ...target.remoteTags],
    fromLine
  });
}
function tagFacts({ check, remote, target }, notes) {
  return {
    root: check.repo.root,
    tag: target.tag,
    head: target.head,
    commit: target.commit,
    branch: target.branch,
    remote: REMOTE,
    message: notes,
    sign: check.config.release.sign_tags,
    remoteTag: target.remoteTag,
    ahead: target.ahead,
    env: remote.env,
    remoteEnv: remote.remoteEnv,
    ...remote.host === void 0 ? {} : { provider: remote.host.provider }
  };
}
function hooksOf(context, { check, remote, target }, place, commands) {
  return {
    commands,
    facts: {
      version: target.version,
      tag: target.tag,
      previousVersion: findPreviousVersion(
        check.history.tags.all,
        check.config.tag_format,
        parseVersion(target.version)
      )
    },
    get cwd() {
      return place.packageDir();
    },
    env: remote.env,
    stream: context.stream ?? (() => {
    })
  };
}
function withoutVariables(env, names) {
  let drop = new Set(names);
  return Object.fromEntries(Object.entries(env).filter(([name]) => !drop.has(name)));
}

// src/flows/release/release-place.ts
import { join as join9 } from "node:path";

// src/flows/release/release-tree.ts
import { cp, readdir as readdir4, rm as rm4, rmdir } from "node:fs/promises";
import { join as join8 } from "node:path";
async function withReleaseTree(root, gitDir, commit, env, work, bringBack = []) {
  if (await sameTree(root, "HEAD", commit, env)) return await work({ dir: root, separate: !1 });
  let parent = join8(gitDir, "releaser"), dir = join8(parent, `release-tree-${process.pid}`);
  await removeStaleTrees(root, parent, env), await runGit(["clone", "--quiet", "--shared", "--no-checkout", root, dir], { cwd: root, env }), await runGit(["checkout", "--quiet", "--detach", commit], { cwd: dir, env });
  try {
    let result = await work({ dir, separate: !0 });
    for (let path of bringBack)
      await rm4(join8(root, path), { recursive: !0, force: !0 }), await cp(join8(dir, path), join8(root, path), { recursive: !0 }).catch(
        (error) => {
          if (error.code !== "ENOENT") throw error;
        }
      );
    return result;
  } finally {
    await removeTree(root, dir, env), await rmdir(parent).catch(() => {
    });
  }
}
async function removeStaleTrees(root, parent, env) {
  let names = await readdir4(parent).catch(() => []);
  for (let name of names) {
    let match = /^release-tree-(\d+)$/.exec(name);
    if (match === null) continue;
    let pid = Number(match[1]);
    pid !== process.pid && isAlive(pid) || await removeTree(root, join8(parent, name), env);
  }
}
function isAlive(pid) {
  try {
    return process.kill(pid, 0), !0;
  } catch (error) {
    return error.code === "EPERM";
  }
}
async function removeTree(root, dir, env) {
  await rm4(dir, { recursive: !0, force: !0 }), await runGit(["worktree", "prune"], { cwd: root, env, allowedCodes: [128] });
}

// src/flows/release/release-place.ts
function releasePlace(repo, folder, head) {
  let tree = { dir: repo.root, at: head };
  return {
    get dir() {
      return tree.dir;
    },
    get at() {
      return tree.at;
    },
    packageDir: () => folder === "." ? tree.dir : join9(tree.dir, folder),
    inCleanTree: (commit, env, work) => withReleaseTree(
      repo.root,
      repo.gitDir,
      commit,
      env,
      async (made) => {
        tree = { dir: made.dir, at: made.separate ? commit : head };
        try {
          return await work();
        } finally {
          tree = { dir: repo.root, at: head };
        }
      },
      [folder === "." ? "dist" : join9(folder, "dist")]
    )
  };
}

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
      report({
        step: step.name,
        status: "would",
        detail: observed.detail,
        ...observed.needs === void 0 ? {} : { needs: observed.needs },
        ...observed.observed === !1 ? { observed: !1 } : {}
      });
      continue;
    }
    if (observed.needs !== void 0)
      throw new ConfigError(
        `the ${step.name} step needs ${observed.needs.join("; ")}, which is not set; set it and run again`
      );
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

// src/flows/release/tag-steps.ts
function tagged(facts) {
  return facts.commit ?? facts.head;
}
function tagStep(facts, memory) {
  let commit = tagged(facts), where = commit === facts.head ? "HEAD" : `the release commit ${shortCommit(commit)}`;
  return {
    name: "tag",
    observe: async () => {
      let local = await readTagCommit(facts.root, facts.tag, facts.env);
      if (local === commit)
        return {
          state: "done",
          detail: `tag ${facts.tag} is on ${shortCommit(commit)}`,
          warning: `tag ${facts.tag} already exists on ${where}; it is kept and the release goes on from it`
        };
      if (local !== void 0)
        throw new TagExistsError(
          `tag ${facts.tag} appeared on ${shortCommit(local)} while releasing ${shortCommit(commit)}; another process made it: check \`git show ${facts.tag}\``
        );
      return facts.remoteTag === commit ? { state: "done", detail: `tag ${facts.tag} is on ${facts.remote} at ${shortCommit(commit)}` } : {
        state: "todo",
        detail: `create ${facts.sign ? "signed" : "annotated"} tag ${facts.tag} on ${shortCommit(commit)}`,
        apply: async () => {
          try {
            await createAnnotatedTag(facts.root, facts.tag, commit, facts.message, {
              sign: facts.sign,
              env: facts.env
            });
          } catch (error) {
            if (await readTagCommit(facts.root, facts.tag, facts.env) === commit)
              return {
                already: !0,
                detail: `tag ${facts.tag} is on ${shortCommit(commit)} (made by another run)`,
                warning: `tag ${facts.tag} was made by another run in this clone meanwhile; it is used`
              };
            throw error;
          }
          return memory.created = !0, {
            detail: `created ${facts.sign ? "signed" : "annotated"} tag ${facts.tag} on ${shortCommit(commit)}`
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
      if (facts.remoteTag === tagged(facts) && !facts.ahead)
        return {
          state: "done",
          detail: `${facts.tag} is on ${facts.remote}`,
          warning: `tag ${facts.tag} is already on ${facts.remote}`
        };
      let tag = facts.remoteTag === tagged(facts) ? void 0 : facts.tag;
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
              facts.remoteEnv,
              facts.provider
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
  if (remote === tagged(facts))
    return {
      already: !0,
      detail: `${facts.tag} was pushed to ${facts.remote} by another run`,
      warning: `${facts.tag} is already released by another run (its tag reached ${facts.remote} first); that run finishes the release`,
      stop: !0
    };
  throw memory.created && await deleteTag(facts.root, facts.tag, facts.env), remote !== void 0 ? new TagExistsError(
    `tag ${facts.tag} reached ${facts.remote} on ${shortCommit(remote)} from another run while this one released ${shortCommit(tagged(facts))}; nothing was released from here`
  ) : error;
}
function tagSteps(facts) {
  let memory = { created: !1 };
  return [tagStep(facts, memory), pushStep(facts, memory)];
}

// src/flows/release/release-package.ts
function nothing(check, reason) {
  return { kind: "nothing", check, outcome: { kind: "nothing", reason } };
}
async function prepareRelease(context, check, options, deps = {}, group) {
  let remote = await openReleaseRemote(context, check, options, deps);
  if (remote.kind === "nothing") return nothing(check, remote.reason);
  let target = await readTarget(context, check, options, deps, remote);
  if (target.kind === "nothing") return nothing(check, target.reason);
  let found = { check, remote, target };
  await refuseUnreleasable(found, options);
  let notes = group?.notes ?? await readNotes(check, projectRootOf(check), target.version, context.warn), place = releasePlace(check.repo, packageFolder(check), target.head), assets = assetReader(context, found, place), publish = await planBuild(found, options);
  await readAssetsWithoutBuild(found, options, publish, assets);
  let distFrom = await takeDistFrom(check.repo.root, options), published = { files: void 0, token: void 0, published: !1 }, publishContext = publishContextOf(context, found, place, assets, distFrom), memory = { release: void 0 }, fromLine = lineOfBranch(target.branch) !== void 0, request = hostReleaseRequest(found, notes, fromLine), steps = [
    preReleaseHooksStep(
      hooksOf(context, found, place, check.config.hooks.pre_release),
      publishContext.tagged,
      publishContext.verify
    ),
    buildStep(publish, publishContext, published),
    credentialsStep(publish, publishContext, published),
    // Released together: the group's lead tags and makes the release, the others join it.
    ...group === void 0 || group.leads ? tagSteps(tagFacts(found, notes)) : [],
    group === void 0 || group.leads ? hostReleaseStep(remote.access, request, memory) : joinGroupReleaseStep(remote.access, target.tag, memory, group.lead),
    assetsStep(
      remote.access,
      async () => assets.files,
      memory,
      () => faultPoint(remote.env),
      // A dry run builds nothing: the files the build would make are named by the glob alone.
      options.dryRun && publish !== void 0 ? check.config.release.assets : void 0,
      group?.siblingFile
    ),
    ...group === void 0 || group.closes ? [publishReleaseStep(remote.access, request, memory, async () => assets.files)] : [],
    uploadStep(publish, publishContext, published)
  ], run = () => runRelease(context, found, options, {
    steps,
    place,
    // A build at HEAD would ship code the tagged commit lacks: with commits after the release
    // commit, the build runs in a clean tree of that commit, and its dist/ comes back here.
    cleanTree: !options.dryRun && publish !== void 0 && target.commit !== target.head,
    postRelease: hooksOf(context, found, place, check.config.hooks.post_release),
    memory,
    published,
    notes,
    openForGroup: group !== void 0 && !group.closes && !check.config.release.draft
  });
  return { kind: "ready", check, version: target.version, tag: target.tag, run };
}
function packageFolder(check) {
  return memberOf(check)?.path ?? ".";
}
function projectRootOf(check) {
  let folder = packageFolder(check);
  return folder === "." ? check.repo.root : join10(check.repo.root, folder);
}
async function refuseUnreleasable({ check, remote, target }, options) {
  if (!options.skipPublish && !options.skipBuild && parseVersion(target.version)?.local !== void 0)
    throw new ConfigError(
      `${target.version} is a local version (PEP 440 "+..."), which package indexes refuse; release a public version, or pass --skip-publish to tag and release it on the code host only`
    );
  target.localTag === void 0 && target.remoteTag === void 0 && await checkTaggerIdentity(check.repo.root, remote.env);
}
function assetReader(context, { check, remote }, place) {
  let reader = {
    files: [],
    read: async () => {
      if (remote.access === void 0) return;
      let configured = isConfigured(check.loaded.layers, ["release", "assets"]);
      reader.files = await readAssetFiles(place.packageDir(), check.config.release.assets, (pattern) => {
        configured && context.warn(`release.assets: "${pattern}" matches no file; nothing of it is uploaded`);
      });
    }
  };
  return reader;
}
async function planBuild({ check, remote }, options) {
  if (options.skipBuild) return;
  let member = memberOf(check);
  return await planPublish(projectRootOf(check), check.loaded, remote.env, {
    dryRun: options.dryRun,
    upload: !options.skipPublish,
    build: options.dist === void 0,
    ...member === void 0 ? {} : { workspace: { root: check.repo.root, packageName: member.normalisedName } }
  });
}
async function readAssetsWithoutBuild({ check, target }, options, publish, assets) {
  if ((publish === void 0 || options.dryRun) && await assets.read(), publish === void 0)
    try {
      refuseForeignDistributions(
        assets.files.map((a) => a.path),
        projectOf(check, target)
      );
    } catch (error) {
      throw error instanceof DistVersionError ? await namingTheOldCopies(projectRootOf(check), error) : error;
    }
}
async function takeDistFrom(root, options) {
  if (options.dist !== void 0)
    return { root, dir: await distDirOf(root, options.dist), sdist: options.sdist !== !1 };
}
async function runRelease(context, { remote, target }, options, run) {
  context.progress?.heading?.(
    `Release ${target.version} ${asTag(target.version, target.tag)} from ${shortCommit(target.commit)}:`
  );
  let runAll = () => runSteps(run.steps, {
    dryRun: options.dryRun,
    warn: context.warn,
    afterEffect: () => faultPoint(remote.env),
    progress: context.progress
  }), ran = run.cleanTree ? await run.place.inCleanTree(target.commit, remote.env, runAll) : await runAll(), preparation = /* @__PURE__ */ new Set(["pre-release-hooks", "build", "credentials", "tag"]), changed = ran.reports.some((r) => r.status === "done" && !preparation.has(r.step));
  return changed && !ran.stopped && await runPostReleaseHooks(run.postRelease, context.warn), {
    kind: "ran",
    version: target.version,
    tag: target.tag,
    head: target.commit,
    reports: ran.reports,
    stopped: ran.stopped,
    changed,
    releaseUrl: run.memory.release?.url,
    // A draft left open for the packages released with this one is no draft of the user's.
    draft: run.memory.release?.draft === !0 && !run.openForGroup,
    published: run.published.published,
    notes: run.notes
  };
}
function readPackageNotes(check, version, warn) {
  return readNotes(check, projectRootOf(check), version, warn);
}
async function readNotes(check, projectRoot, version, warn) {
  let { config, plan } = check, file = await readRepoText(projectRoot, config.changelog_file), section = file === void 0 ? void 0 : spellingsOf(version, check.project.version).map((v) => readReleaseNotes(file.text, v, file.path.rel)).find((s) => s !== void 0);
  return section !== void 0 ? section : (warn(
    `${config.changelog_file} has no section for ${version}; the release notes are ${plan.nextVersion === version && plan.changelog ? "generated from the commits" : "a single line"}`
  ), plan.nextVersion === version && plan.changelog !== void 0 ? plan.changelog.trimEnd() : `## ${version}

- Release ${version}`);
}

// src/flows/release/release.ts
async function releaseRepositoryFlow(context, options, deps = {}, packages = []) {
  let found = await checkRepository(context, {}, { ...{
    fetchEnv: (config, root) => remoteGitEnv(root, config, context.env),
    // The target says why an untagged version is not released, in its own words.
    warnUnreleased: !1,
    // The notes are the section the release commit wrote (readNotes): no towncrier draft.
    towncrierDraft: !1
  }, packages });
  if (found.kind === "single") {
    let prepared2 = await prepareRelease(context, found.result, options, deps);
    return { kind: "single", result: { check: prepared2.check, outcome: await outcomeOf(prepared2) } };
  }
  let prepared = [], ordered = releaseOrder(
    found.packages,
    (p) => requiredNames(p.loaded.pyproject?.data),
    (p) => p.member.normalisedName
  ), notes = await groupNotes(context, ordered);
  for (let [at, check] of ordered.entries()) {
    let warn = (message) => context.warn(`${check.member.name}: ${message}`), group = groupPart(ordered, at, notes), release = await prepareRelease({ ...context, warn }, check, options, deps, group).catch(
      (error) => {
        throw asPackageError(error, check.member.name);
      }
    );
    prepared.push({ member: check.member, release });
  }
  let results = [], failure;
  for (let { member, release } of prepared) {
    if (failure !== void 0) {
      let outcome = release.kind === "nothing" ? release.outcome : { kind: "not-reached" };
      results.push({ member, check: release.check, outcome });
      continue;
    }
    try {
      results.push({ member, check: release.check, outcome: await outcomeOf(release) });
    } catch (error) {
      failure = namingThePackage(error, member, results), results.push({ member, check: release.check, outcome: { kind: "failed" } });
    }
  }
  return {
    kind: "workspace",
    workspace: found.workspace,
    packages: results,
    ...failure === void 0 ? {} : { error: failure }
  };
}
function groupPart(ordered, at, notes) {
  let lead = ordered[0];
  if (lead === void 0 || ordered.length < 2 || !lead.config.shared_version) return;
  let prefixes = ordered.filter((_, i2) => i2 !== at).map((p) => `${p.member.normalisedName.replaceAll("-", "_")}-`);
  return {
    lead: lead.member.name,
    leads: at === 0,
    closes: at === ordered.length - 1,
    notes,
    siblingFile: (name) => prefixes.some((prefix) => name.toLowerCase().startsWith(prefix))
  };
}
async function groupNotes(context, ordered) {
  let version = ordered[0]?.plan.nextVersion;
  if (ordered.length < 2 || ordered[0]?.config.shared_version !== !0 || version === void 0)
    return;
  let sections = [];
  for (let check of ordered) {
    let warn = (message) => context.warn(`${check.member.name}: ${message}`);
    sections.push({ name: check.member.name, notes: await readPackageNotes(check, version, warn) });
  }
  return groupReleaseNotes(sections);
}
async function outcomeOf(prepared) {
  return prepared.kind === "nothing" ? prepared.outcome : await prepared.run();
}
function namingThePackage(error, member, done) {
  if (!(error instanceof ReleaseError)) return error;
  let released = done.flatMap(
    ({ member: { name }, outcome }) => outcome.kind === "ran" && outcome.changed ? [`${name} ${outcome.version}`] : []
  ), before = released.length === 0 ? "" : `; ${released.join(", ")} ${released.length === 1 ? "was" : "were"} released before it, and a re-run resumes with ${member.name}`;
  return error.message = `${error.message}${before}`, asPackageError(error, member.name);
}

// src/cli/commands/release.ts
async function runRelease2(context, options, output, json, packages = []) {
  let progress = options.dryRun ? void 0 : await progressFor(output), found = await releaseRepositoryFlow(
    progress ? { ...context, progress } : context,
    options,
    {},
    packages
  ), failure = found.kind === "workspace" && "error" in found ? found.error : void 0, color = json ? output.errColor : output.color, listed = progress !== void 0 || output.quiet, text = found.kind === "single" ? renderRelease(found.result, options, color, listed) : renderWorkspaceRelease(found, options, color, listed), document = found.kind === "single" ? releaseJson(found.result, options) : workspaceReleaseJson(found, options);
  if (failure !== void 0) {
    json ? output.err(text) : output.out(text);
    let code = reportError(failure, output, !1);
    return json && output.out(`${JSON.stringify({ ...document, error: errorJson(failure) }, null, 2)}
`), code;
  }
  return json ? (output.err(text), output.out(`${JSON.stringify(document, null, 2)}
`)) : output.out(text), 0;
}
function errorJson(error) {
  return isReleaseError(error) ? { code: error.code, message: error.message } : { code: "INTERNAL_ERROR", message: error instanceof Error ? error.message : String(error) };
}
function workspaceReleaseJson(found, options) {
  let checks = found.packages.map((p) => p.check), doc = workspaceJson(found.workspace, checks), fields = found.packages.map((p) => ({
    state: packageState(p.outcome, options),
    ...releaseFields({ check: p.check, outcome: reached(p.outcome) }, options)
  })), releasing = fields.filter((f) => f.version !== null);
  return {
    ...doc,
    dry_run: options.dryRun,
    released: fields.some((f) => f.released),
    published: releasing.length > 0 && releasing.every((f) => f.published),
    // What a real run would need, once each, over every package (DESIGN 2's `needs`).
    needs: [...new Set(fields.flatMap((f) => f.needs))],
    packages: doc.packages.map((entry, i2) => ({ ...entry, ...fields[i2] }))
  };
}
function packageState(outcome, options) {
  return outcome.kind === "failed" || outcome.kind === "not-reached" || outcome.kind === "nothing" ? outcome.kind : options.dryRun ? "dry-run" : outcome.stopped ? "stopped-by-other-run" : outcome.changed ? outcome.draft ? "drafted" : "released" : "unchanged";
}
function reached(outcome) {
  return outcome.kind === "failed" ? { kind: "nothing", reason: "its release failed: see the error" } : outcome.kind === "not-reached" ? { kind: "nothing", reason: "not released: the run stopped at an earlier package's failure" } : outcome;
}
function renderWorkspaceRelease(found, options, color, listed) {
  let s = styles(color);
  return found.packages.map((p) => {
    let text = renderRelease({ check: p.check, outcome: reached(p.outcome) }, options, color, listed), name = s.bold(stripControl(p.member.name));
    return p.outcome.kind === "nothing" || listed ? `${name}: ${text}` : `${name} (${stripControl(p.member.path)}):
${text}`;
  }).join(listed ? "" : `
`);
}
function releaseJson(result, options) {
  return { ...checkJson(result.check), ...releaseFields(result, options) };
}
function releaseFields(result, options) {
  let { outcome } = result, ran = outcome.kind === "ran" ? outcome : void 0;
  return {
    dry_run: options.dryRun,
    version: ran?.version ?? null,
    tag: ran?.tag ?? null,
    // A release left a draft is not released: nobody can see it yet.
    released: ran?.changed === !0 && !ran.stopped && !options.dryRun && !ran.draft,
    release_draft: ran?.draft ?? !1,
    release_url: ran?.releaseUrl ?? null,
    published: ran?.published ?? !1,
    // The notes that ship (DESIGN 4): the tag's message and the release's body, one text; the
    // changelog is that text too, not the commits' rendering.
    notes: ran?.notes ?? null,
    ...ran === void 0 ? {} : { changelog: ran.notes },
    stopped_by_other_run: ran?.stopped ?? !1,
    reason: outcome.kind === "nothing" ? outcome.reason : null,
    needs: ran === void 0 ? [] : allNeeds(ran.reports),
    steps: (ran?.reports ?? []).map((r) => ({
      step: r.step,
      status: r.status,
      detail: r.detail,
      needs: r.needs?.join("; ") ?? null,
      observed: r.observed !== !1
    }))
  };
}
function allNeeds(reports) {
  return [...new Set(reports.flatMap((r) => r.needs ?? []))];
}
function renderRelease({ outcome }, options, color, listed) {
  let s = styles(color);
  if (outcome.kind === "nothing") return `${capitalise(outcome.reason)}.
`;
  let lines = listed ? [] : [
    `${options.dryRun ? `${s.yellow("Dry run:")} release` : "Release"} ${s.bold(outcome.version)} ${asTag(outcome.version, outcome.tag)} from ${outcome.head.slice(0, 12)}:`
  ];
  for (let report of listed ? [] : outcome.reports) {
    let mark = STEP_MARKS[report.status], styled = report.status === "done" ? s.green(mark) : report.status === "would" ? s.yellow(mark) : s.dim(mark);
    lines.push(
      `  ${styled} ${report.step.padEnd(18)}${report.status === "would" ? "would " : ""}${report.detail}`
    ), report.needs !== void 0 && lines.push(`${" ".repeat(22)}${s.yellow(`would need ${report.needs.join("; ")}`)}`);
  }
  let gap = listed ? [] : [""];
  if (options.dryRun) {
    lines.push(...gap, "Nothing was tagged, pushed or uploaded.");
    let needs = allNeeds(outcome.reports);
    needs.length > 0 && lines.push(`A real run would need: ${needs.join("; ")}.`);
  } else outcome.stopped ? lines.push(...gap, `Another run is releasing ${outcome.tag}; this one stopped without changing more.`) : outcome.changed && outcome.draft ? lines.push(
    ...gap,
    `${s.yellow("Drafted")} ${outcome.version}: the release is a draft (release.draft = true); publish it on the code host${outcome.releaseUrl ? `: ${outcome.releaseUrl}` : ""}`
  ) : outcome.changed ? lines.push(
    ...gap,
    `${s.green("Released")} ${outcome.version}${outcome.releaseUrl ? `: ${outcome.releaseUrl}` : ""}`
  ) : lines.push(
    ...gap,
    `${outcome.version} was already released${outcome.releaseUrl ? `: ${outcome.releaseUrl}` : ""}; nothing changed.`
  );
  return `${lines.join(`
`)}
`;
}
function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
export {
  releaseJson,
  runRelease2 as runRelease
};
