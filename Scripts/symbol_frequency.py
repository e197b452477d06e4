#!/usr/bin/env python3
"""Counts the SF Symbol names used in public SwiftUI code (issue 42, part 1) and writes
Scripts/fixtures/sf_symbols_frequency.tsv: one row per symbol name with how many times it is
used and in how many repositories. Names and counts only: no code, no paths.

Input: the repositories listed in Scripts/fixtures/sf_symbols_sources.txt (one owner/name a
line, '#' starts a comment), each a bare git snapshot under the mirror folder (default
/work/.mirror, one folder owner+name/ holding the git directory, as the session's fetch tool
lays them out). Every .swift file of each repository's HEAD is read with
`git ls-tree -r HEAD` and `git cat-file --batch` on HEAD:<path> (the same blobs as
`git show HEAD:<path>`); vendored dependency folders (Pods, Carthage, .build, checkouts,
SourcePackages, DerivedData) are left out. A repository that is not there is named on stderr
and skipped.

What counts as a use (comments are removed first; interpolated strings are never names):
  1. explicit: a string literal given as the argument labelled systemName:, systemImage:,
     systemSymbolName: or systemImageName: (Image(systemName:), UIImage(systemName:),
     NSImage(systemSymbolName:), Label(_:systemImage:), Tab(_:systemImage:), Button,
     ContentUnavailableView, ...), both branches of a ternary (cond ? "a" : "b"), the right
     side of ??, and a parameter's default value;
  2. tab items: a string literal inside a .tabItem { ... } block that is an argument of a call
     other than a text or asset call (Text, Label's title, Image("asset"), .tag, ...);
  3. by identifier: a string literal assigned to or passed as something whose name mentions
     icon, symbol, systemImage or systemName (let icon = "house", icon: "gear",
     item.symbolName = "star"), a constant in a type so named (enum Icons { static let ... }),
     a value returned by such a computed property or function (var icon: String
     { switch self { case .home: "house" ... } }), and the raw values of an enum that is so
     named or that uses rawValue as its symbol (case home = "house" with var icon { rawValue }
     or Image(systemName: rawValue)). Names such as iconColor, iconSize, appIcon or
     alternateIcon don't count as icon-ish. A file whose array and dictionary literals hold
     more than 50 such names is an icon picker's catalogue: those don't count.
A literal is a name only if it has the SF Symbols shape: lowercase ASCII letters, digits and
dots, dot-separated non-empty segments, 2 to 60 characters, at least one letter, and no file
extension or host-name ending (.png, .json, .lproj, .com, ...). Category 3 keeps a name only
if its first segment is the first segment of some name found by categories 1 and 2 in any
listed repository. Each literal counts once, even where several rules see it.

usage: python3 Scripts/symbol_frequency.py [--mirror /work/.mirror]
           [--sources Scripts/fixtures/sf_symbols_sources.txt]
           [--out Scripts/fixtures/sf_symbols_frequency.tsv] [--date 2026-11-29]
needs: Python 3 (standard library only), git, and the mirrors made by the session's fetch tool.
Deterministic: the same mirrors give the same file.
"""
import argparse
import collections
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SOURCES = os.path.join(ROOT, "Scripts", "fixtures", "sf_symbols_sources.txt")
DEFAULT_OUT = os.path.join(ROOT, "Scripts", "fixtures", "sf_symbols_frequency.tsv")
DEFAULT_MIRROR = "/work/.mirror"
DEFAULT_DATE = "2026-11-29"

SKIP_DIRS = {"Pods", "Carthage", ".build", "checkouts", "SourcePackages", "DerivedData"}
EXPLICIT_LABELS = {"systemName", "systemImage", "systemSymbolName", "systemImageName"}
ICONISH_WORD = re.compile(r"icon|symbol|systemimage|systemname", re.IGNORECASE)
# Icon-ish names whose values are not symbol names: app icons, colours, sizes, fonts, URLs.
NOT_ICONISH = re.compile(r"appicon|alternateicon|iconid|icon(?:color|colour|tint|size|scale|"
                         r"weight|font|url|style|width|height|padding|opacity|frame)",
                         re.IGNORECASE)
NAME_SHAPE = re.compile(r"^[a-z0-9]+(\.[a-z0-9]+)*$")
FILE_EXTENSIONS = {"png", "jpg", "jpeg", "gif", "pdf", "svg", "heic", "webp", "json", "plist",
                   "strings", "stringsdict", "lproj", "swift", "txt", "html", "xml", "md",
                   "mp3", "mp4", "m4a", "wav", "caf", "mov", "xcassets", "imageset",
                   "colorset", "storyboard", "xib", "ttf", "otf", "sqlite", "js", "css",
                   "com", "org", "net", "io"}     # the last two lines: files and host names
# Calls whose string arguments are text, keys or asset names, never symbol names (category 2).
TEXT_CALLS = {"Text", "Label", "Tab", "LocalizedStringKey", "LocalizedStringResource",
              "NSLocalizedString", "String", "tag", "accessibilityLabel",
              "accessibilityIdentifier", "accessibilityHint", "accessibilityValue",
              "navigationTitle", "font", "Font", "Color", "UIColor", "Image", "UIImage",
              "NSImage", "print", "localized", "badge", "help", "keyboardShortcut",
              "URL", "AppStorage", "SceneStorage"}
# A file whose array and dictionary literals hold more than this many names is an icon
# picker's catalogue (it lists symbols to choose from, it does not use them): those don't count.
CATALOGUE_LIMIT = 50
DECL_KEYWORDS = {"let", "var"}
TYPE_KEYWORDS = {"enum", "struct", "class", "extension", "protocol", "actor"}


def iconish(identifier):
    return bool(ICONISH_WORD.search(identifier)) and not NOT_ICONISH.search(identifier)


def name_shaped(s):
    if not (2 <= len(s) <= 60) or not NAME_SHAPE.match(s):
        return False
    if not re.search(r"[a-z]", s):
        return False
    return "." not in s or s.rsplit(".", 1)[-1] not in FILE_EXTENSIONS


# ---------------------------------------------------------------------------------------------
# Tokenizer: identifiers, numbers, string literals, punctuation and newlines; comments dropped.

class Tok:
    __slots__ = ("kind", "text", "value", "interp", "spaced_before")

    def __init__(self, kind, text, value=None, interp=False, spaced_before=False):
        self.kind = kind          # "id", "num", "str", "op", "nl"
        self.text = text
        self.value = value        # string literal contents (escapes kept as written)
        self.interp = interp
        self.spaced_before = spaced_before


IDENT_START = re.compile(r"[A-Za-z_$]")
IDENT_RE = re.compile(r"[A-Za-z0-9_$]*")
NUM_RE = re.compile(r"[0-9][0-9A-Za-z_.]*")
OP_CHARS = set("/=-+!*%<>&|^~?")


def _skip_interpolation(src, i, n):
    """src[i] is the '(' after a backslash: return the index after the matching ')'."""
    depth = 0
    while i < n:
        c = src[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        elif c == '"':
            _, i, _ = _read_string(src, i, n, 0)
            continue
        i += 1
    return n


def _read_string(src, i, n, hashes):
    """src[i] is the opening quote (after any '#'s). Returns (contents, end, interpolated)."""
    multi = src.startswith('"""', i)
    close = ('"""' if multi else '"') + "#" * hashes
    i += 3 if multi else 1
    start = i
    interp = False
    esc = "\\" + "#" * hashes
    while i < n:
        if src.startswith(esc, i):
            j = i + len(esc)
            if j < n and src[j] == "(":
                interp = True
                i = _skip_interpolation(src, j, n)
                continue
            i = j + 1
            continue
        if src.startswith(close, i):
            return src[start:i], i + len(close), interp
        if not multi and src[i] == "\n":          # unterminated: stop at the line's end
            return src[start:i], i, True
        i += 1
    return src[start:n], n, True


def tokenize(src):
    toks = []
    i, n = 0, len(src)
    spaced = True
    while i < n:
        c = src[i]
        if c == "\n":
            toks.append(Tok("nl", "\n"))
            spaced = True
            i += 1
            continue
        if c in " \t\r\f\v":
            spaced = True
            i += 1
            continue
        if src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
            spaced = True
            continue
        if src.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if src.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif src.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            spaced = True
            continue
        tok = None
        if c == '"' or (c == "#" and re.match(r"#+\"", src[i:i + 8])):
            hashes = 0
            while src[i] == "#":
                hashes += 1
                i += 1
            value, i, interp = _read_string(src, i, n, hashes)
            tok = Tok("str", '"', value, interp, spaced)
        elif IDENT_START.match(c) or c == "`":
            if c == "`":
                j = src.find("`", i + 1)
                j = n if j < 0 else j + 1
                text = src[i + 1:j - 1]
            else:
                j = i + 1 + IDENT_RE.match(src, i + 1).end() - (i + 1)
                text = src[i:j]
            tok = Tok("id", text, spaced_before=spaced)
            i = j
        elif c.isdigit():
            j = NUM_RE.match(src, i).end()
            tok = Tok("num", src[i:j], spaced_before=spaced)
            i = j
        elif c in OP_CHARS:
            j = i
            while j < n and src[j] in OP_CHARS and not src.startswith("//", j) \
                    and not src.startswith("/*", j):
                j += 1
            text = src[i:j]
            # '?' spaced before is a ternary; glued to an expression it is optional chaining
            tok = Tok("op", text, spaced_before=spaced)
            i = j
        else:
            tok = Tok("op", c, spaced_before=spaced)
            i += 1
        toks.append(tok)
        spaced = False
    return toks


# ---------------------------------------------------------------------------------------------
# Analysis on tokens.

OPEN = {"(": ")", "[": "]", "{": "}"}
CLOSE = {")", "]", "}"}
# After a newline at statement level, an expression goes on if the next line starts with one of
# these (a ternary split over lines, a ?? fallback, a member access).
CONTINUATION = {"?", ":", "??", ".", "+", "&&", "||"}


class FileScan:
    def __init__(self, toks):
        self.t = toks
        n = len(toks)
        self.match = [-1] * n
        self.parent = [-1] * n       # index of the innermost open bracket around each token
        stack = []
        for i, tk in enumerate(toks):
            self.parent[i] = stack[-1] if stack else -1
            if tk.kind == "op" and tk.text in OPEN:
                stack.append(i)
            elif tk.kind == "op" and tk.text in CLOSE:
                # pop to the matching opener (tolerates stray brackets)
                for k in range(len(stack) - 1, -1, -1):
                    if OPEN[toks[stack[k]].text] == tk.text:
                        self.match[stack[k]] = i
                        self.match[i] = stack[k]
                        del stack[k:]
                        break
                self.parent[i] = stack[-1] if stack else -1
        self.found = {}              # token index -> category (1, 2 or 3)
        self.in_collections = set()  # literals found as array elements or dictionary values

    # -- helpers ------------------------------------------------------------------------------
    def is_op(self, i, text):
        return 0 <= i < len(self.t) and self.t[i].kind == "op" and self.t[i].text == text

    def is_id(self, i, text=None):
        return 0 <= i < len(self.t) and self.t[i].kind == "id" and \
            (text is None or self.t[i].text == text)

    def sig(self, a, b):
        """Indices in [a, b) that are not newlines."""
        return [k for k in range(a, b) if self.t[k].kind != "nl"]

    def top_level(self, idx):
        """idx: significant indices of an expression; yield those at bracket depth 0."""
        skip_to = -1
        for k in idx:
            if k < skip_to:
                continue
            yield k
            tk = self.t[k]
            if tk.kind == "op" and tk.text in OPEN and self.match[k] > k:
                skip_to = self.match[k]

    def is_ternary_q(self, k):
        tk = self.t[k]
        return tk.kind == "op" and tk.text == "?" and tk.spaced_before

    def value_literals(self, idx):
        """String-literal tokens that are the value of an expression (given as significant
        token indices): the expression itself, both ternary branches, either side of ??,
        the elements of an array literal and the values of a dictionary literal."""
        if not idx:
            return []
        t = self.t
        if len(idx) == 1:
            tk = t[idx[0]]
            return [idx[0]] if tk.kind == "str" and not tk.interp else []
        first, last = idx[0], idx[-1]
        if t[first].kind == "op" and t[first].text in ("(", "[") and self.match[first] == last:
            inner = idx[1:-1]
            if t[first].text == "(":
                return self.value_literals(inner)
            return self.collection_values(inner)
        top = list(self.top_level(idx))
        # ternary: cond ? a : b  (the first top-level '?'; its ':' balances nested ternaries)
        for pos, k in enumerate(top):
            if self.is_ternary_q(k):
                depth = 0
                for k2 in top[pos + 1:]:
                    if self.is_ternary_q(k2):
                        depth += 1
                    elif self.is_op(k2, ":"):
                        if depth == 0:
                            a = [x for x in idx if k < x < k2]
                            b = [x for x in idx if x > k2]
                            return self.value_literals(a) + self.value_literals(b)
                        depth -= 1
                return []
        if any(self.is_op(k, "??") for k in top):
            out, part = [], []
            for k in idx:
                if k in top and self.is_op(k, "??"):
                    out += self.value_literals(part)
                    part = []
                else:
                    part.append(k)
            return out + self.value_literals(part)
        return []

    def collection_values(self, idx):
        out = []
        for element in self.split_commas(idx):
            top = list(self.top_level(element))
            colon = next((k for k in top if self.is_op(k, ":")), None)
            if colon is not None:
                element = [k for k in element if k > colon]
            out += self.value_literals(element)
        self.in_collections.update(out)
        return out

    def split_commas(self, idx):
        parts, cur = [], []
        top = set(self.top_level(idx))
        for k in idx:
            if k in top and self.is_op(k, ","):
                parts.append(cur)
                cur = []
            else:
                cur.append(k)
        if cur:
            parts.append(cur)
        return parts

    def statement_end(self, a, limit, comma_ends=True):
        """End (exclusive) of the expression starting at a, inside a brace body ending at
        limit: a newline not followed by a continuation, ';', a closing bracket or (unless
        comma_ends is false) a comma."""
        k = a
        t = self.t
        while k < limit:
            tk = t[k]
            if tk.kind == "op" and tk.text in OPEN and self.match[k] > k:
                k = self.match[k] + 1
                continue
            if tk.kind == "op" and (tk.text in (";", "}", ")", "]") or
                                    (tk.text == "," and comma_ends)):
                return k
            if tk.kind == "nl":
                j = k
                while j < limit and t[j].kind == "nl":
                    j += 1
                if j < limit and t[j].kind == "op" and (t[j].text in CONTINUATION
                                                        or t[j].text.startswith("?")):
                    k = j
                    continue
                return k
            k += 1
        return limit

    def mark(self, indices, cat):
        for k in indices:
            if k not in self.found or self.found[k] > cat:
                self.found[k] = cat

    # -- category 1 and the labelled part of category 3: call arguments -----------------------
    def scan_arguments(self):
        t = self.t
        for o in range(len(t)):
            if not (self.is_op(o, "(") and self.match[o] > o):
                continue
            inner = self.sig(o + 1, self.match[o])
            for arg in self.split_commas(inner):
                if len(arg) >= 2 and t[arg[0]].kind == "id" and self.is_op(arg[1], ":"):
                    label = t[arg[0]].text
                    expr = arg[2:]
                    # a parameter declaration "label: Type = default"
                    top = list(self.top_level(expr))
                    eq = next((k for k in top if self.is_op(k, "=")), None)
                    if eq is not None:
                        expr = [k for k in expr if k > eq]
                    if label in EXPLICIT_LABELS:
                        self.mark(self.value_literals(expr), 1)
                    elif iconish(label):
                        self.mark(self.value_literals(expr), 3)
                elif len(arg) >= 3 and t[arg[0]].kind == "id" and t[arg[1]].kind == "id" \
                        and self.is_op(arg[2], ":"):
                    # "externalLabel internalName: Type = default" in a declaration
                    label = t[arg[0]].text
                    top = list(self.top_level(arg[3:]))
                    eq = next((k for k in top if self.is_op(k, "=")), None)
                    if eq is not None:
                        expr = [k for k in arg[3:] if k > eq]
                        if label in EXPLICIT_LABELS or t[arg[1]].text in EXPLICIT_LABELS:
                            self.mark(self.value_literals(expr), 1)
                        elif iconish(label) or iconish(t[arg[1]].text):
                            self.mark(self.value_literals(expr), 3)

    # -- category 2: .tabItem { ... } ---------------------------------------------------------
    def enclosing_call(self, k):
        """(callee name, argument label, argument position) of the call whose parentheses
        directly hold literal k, or None."""
        p = self.parent[k]
        if p < 0 or not self.is_op(p, "("):
            return None
        t = self.t
        callee = t[p - 1].text if p > 0 and t[p - 1].kind == "id" else ""
        inner = self.sig(p + 1, self.match[p]) if self.match[p] > p else self.sig(p + 1, k + 1)
        for pos, arg in enumerate(self.split_commas(inner)):
            if k in arg:
                label = None
                if len(arg) >= 2 and t[arg[0]].kind == "id" and self.is_op(arg[1], ":"):
                    label = t[arg[0]].text
                    arg = arg[2:]
                return callee, label, pos, k in self.value_literals(arg)
        return None

    def scan_tab_items(self):
        t = self.t
        for i in range(1, len(t) - 1):
            if not (self.is_id(i, "tabItem") and self.is_op(i - 1, ".")):
                continue
            j = i + 1
            if self.is_op(j, "(") and self.is_op(j + 1, "{"):
                j += 1
            if not (self.is_op(j, "{") and self.match[j] > j):
                continue
            for k in range(j + 1, self.match[j]):
                tk = t[k]
                if tk.kind != "str" or tk.interp or k in self.found:
                    continue
                call = self.enclosing_call(k)
                if call is None:
                    continue
                callee, label, pos, is_value = call
                if not is_value or callee in TEXT_CALLS or callee == "":
                    continue
                if label is not None and (label in ("title", "text", "label", "name", "key",
                                                    "comment", "tableName", "bundle", "value",
                                                    "forKey", "named", "image")):
                    continue
                self.mark([k], 2)

    # -- category 3: declarations, assignments, computed properties, enums --------------------
    def brace_owner(self, b):
        """Describe the construct a '{' at index b opens: (kind, name) with kind one of
        'type' (enum/struct/class/extension/protocol/actor), 'enum', 'var', 'func',
        'accessor', 'other'."""
        t = self.t
        k = b - 1
        # walk back over the header on the same statement
        while k >= 0:
            tk = t[k]
            if tk.kind == "op" and tk.text in CLOSE and self.match[k] >= 0 and self.match[k] < k:
                k = self.match[k] - 1
                continue
            if tk.kind == "op" and tk.text in ("{", "}", ";"):
                break
            if tk.kind == "nl":
                # a header may wrap after ',', ':', '->', '&' or before 'where', '->'
                j = k - 1
                while j >= 0 and t[j].kind == "nl":
                    j -= 1
                nxt = k + 1
                while nxt < b and t[nxt].kind == "nl":
                    nxt += 1
                if (j >= 0 and t[j].kind == "op" and t[j].text in (",", ":", "->", "&")) or \
                        (nxt < b and t[nxt].text in ("where", "->", ":", "&", ",")):
                    k = j
                    continue
                break
            if tk.kind == "id" and tk.text in TYPE_KEYWORDS and k + 1 < b and \
                    t[k + 1].kind == "id":
                return ("enum" if tk.text == "enum" else "type"), t[k + 1].text
            if tk.kind == "id" and tk.text in DECL_KEYWORDS and k + 1 < b and \
                    t[k + 1].kind == "id" and not (k > 0 and t[k - 1].text in
                                                  ("if", "guard", "while", ",", "case")):
                return "var", t[k + 1].text
            if tk.kind == "id" and tk.text == "func" and k + 1 < b:
                return "func", t[k + 1].text
            if tk.kind == "id" and tk.text in ("get", "set") and k == b - 1:
                return "accessor", tk.text
            if tk.kind == "id" and tk.text == "switch":
                return "switch", ""
            k -= 1
        return "other", ""

    def scan_declarations(self):
        t = self.t
        n = len(t)
        owners = {}
        for b in range(n):
            if self.is_op(b, "{"):
                owners[b] = self.brace_owner(b)

        def enclosing_types(k):
            out = []
            p = self.parent[k]
            while p >= 0:
                if self.is_op(p, "{"):
                    out.append((p, owners.get(p, ("other", ""))))
                p = self.parent[p]
            return out

        def decl_context_iconish(k):
            """An icon-ish name among the enclosing type declarations (innermost first)."""
            for p, (kind, name) in enclosing_types(k):
                if kind in ("type", "enum"):
                    return iconish(name)
                if kind in ("var", "func"):
                    return False
            return False

        # let/var NAME [: Type] = EXPR ; NAME = EXPR ; a.b.NAME = EXPR
        for k in range(n):
            if not self.is_op(k, "="):
                continue
            # the thing assigned: walk back over the type annotation
            j = k - 1
            while j >= 0 and t[j].kind == "nl":
                j -= 1
            name_idx = None
            m = j
            # find "let/var NAME" on this statement, or the last identifier before '='
            while m >= 0 and t[m].kind != "nl" and not (t[m].kind == "op" and
                                                       t[m].text in ("{", "}", ";", "(",
                                                                     ",")):
                if t[m].kind == "op" and t[m].text in CLOSE and 0 <= self.match[m] < m:
                    m = self.match[m] - 1
                    continue
                if t[m].kind == "id" and m > 0 and t[m - 1].kind == "id" and \
                        t[m - 1].text in DECL_KEYWORDS | {"case"}:
                    name_idx = m
                    break
                m -= 1
            is_case = name_idx is not None and t[name_idx - 1].text == "case"
            if name_idx is None and t[j].kind == "id":
                name_idx = j          # plain assignment "x.icon = ..."
            if name_idx is None:
                continue
            end = self.statement_end(k + 1, self.match[self.parent[k]]
                                     if self.parent[k] >= 0 and self.match[self.parent[k]] > k
                                     else n)
            expr = self.sig(k + 1, end)
            if is_case:
                continue      # enum raw values are handled below
            name = t[name_idx].text
            if iconish(name) or decl_context_iconish(k):
                self.mark(self.value_literals(expr), 3)

        # computed properties and functions with icon-ish names: returned values
        for b, (kind, name) in owners.items():
            if kind not in ("var", "func") or not iconish(name) or self.match[b] <= b:
                continue
            self.scan_returns(b, owners)

        # enums with symbol raw values
        for b, (kind, name) in owners.items():
            if kind != "enum" or self.match[b] <= b:
                continue
            if not (iconish(name) or self.enum_uses_raw_value_as_symbol(b, owners)):
                continue
            e = self.match[b]
            for k in range(b + 1, e):
                if self.parent[k] != b or not self.is_id(k, "case"):
                    continue
                end = self.statement_end(k + 1, e, comma_ends=False)
                for element in self.split_commas(self.sig(k + 1, end)):
                    top = list(self.top_level(element))
                    eq = next((x for x in top if self.is_op(x, "=")), None)
                    if eq is not None:
                        self.mark(self.value_literals([x for x in element if x > eq]), 3)

    def enum_uses_raw_value_as_symbol(self, b, owners):
        t = self.t
        e = self.match[b]
        for k in range(b + 1, e):
            if not self.is_id(k, "rawValue"):
                continue
            # systemName: rawValue / systemImage: self.rawValue
            j = k - 1
            if self.is_op(j, ".") and self.is_id(j - 1, "self"):
                j -= 2
            if self.is_op(j, ":") and self.is_id(j - 1) and t[j - 1].text in EXPLICIT_LABELS:
                return True
            # rawValue returned from an icon-ish property
            p = self.parent[k]
            while p > b:
                if self.is_op(p, "{"):
                    kind, name = owners.get(p, ("other", ""))
                    if kind in ("var", "func") and iconish(name):
                        return True
                p = self.parent[p]
        return False

    def scan_returns(self, b, owners):
        """Mark the literals an icon-ish computed property or function returns."""
        t = self.t
        e = self.match[b]
        # a single-expression body
        body = self.sig(b + 1, e)
        if body and not any(t[k].kind == "id" and t[k].text in ("return", "switch", "case",
                                                                  "if", "guard", "let", "var")
                            for k in body):
            self.mark(self.value_literals(body), 3)
        for k in range(b + 1, e):
            # stop at nested type or closure bodies that are not switch/if/accessor blocks
            if self.is_id(k, "return"):
                end = self.statement_end(k + 1, e)
                self.mark(self.value_literals(self.sig(k + 1, end)), 3)
            elif self.is_id(k, "case") or self.is_id(k, "default"):
                p = self.parent[k]
                if p < 0 or owners.get(p, ("other", ""))[0] != "switch":
                    continue
                # the ':' ending the case pattern, at the same depth
                c = k + 1
                while c < e and not (self.is_op(c, ":") and self.parent[c] == p):
                    if t[c].kind == "op" and t[c].text in OPEN and self.match[c] > c:
                        c = self.match[c]
                    c += 1
                if c >= e:
                    continue
                start = c + 1
                while start < e and t[start].kind == "nl":
                    start += 1
                if self.is_id(start, "return"):
                    continue
                end = self.statement_end(start, e)
                # a switch expression's arm is the only statement of the case
                nxt = end
                while nxt < e and t[nxt].kind == "nl":
                    nxt += 1
                if nxt >= self.match[p] or self.is_id(nxt, "case") or self.is_id(nxt, "default"):
                    self.mark(self.value_literals(self.sig(start, end)), 3)
            elif self.is_op(k, "{") and self.match[k] > k:
                # an if/else expression's branch: { "name" }
                inner = self.sig(k + 1, self.match[k])
                if len(inner) == 1:
                    self.mark(self.value_literals(inner), 3)

    def run(self):
        self.scan_arguments()
        self.scan_declarations()
        self.scan_tab_items()
        # keep only literals with the name shape, and no icon picker's catalogue
        found = {k: cat for k, cat in self.found.items() if name_shaped(self.t[k].value)}
        catalogue = [k for k in self.in_collections if found.get(k) == 3]
        if len(catalogue) > CATALOGUE_LIMIT:
            for k in catalogue:
                del found[k]
        else:
            catalogue = []
        return [(self.t[k].value, cat) for k, cat in sorted(found.items())], len(catalogue)


def scan_source(src):
    """[(name, category)] for one Swift source, and how many catalogue names were left out."""
    return FileScan(tokenize(src)).run()


# ---------------------------------------------------------------------------------------------
# Repositories.

def read_sources(path):
    repos = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line and line not in repos:
                repos.append(line)
    return repos


def find_git_dir(mirror, repo):
    """The git directory of owner/name under the mirror folder (owner+name/...)."""
    want = repo.replace("/", "+")
    try:
        entries = sorted(os.listdir(mirror))
    except OSError:
        return None
    folder = None
    if want in entries:
        folder = want
    else:
        lower = [e for e in entries if e.lower() == want.lower()]
        folder = lower[0] if lower else None
    if folder is None:
        return None
    top = os.path.join(mirror, folder)
    for dirpath, dirnames, filenames in sorted(os.walk(top), key=lambda x: x[0]):
        dirnames.sort()
        depth = os.path.relpath(dirpath, top).count(os.sep)
        if "HEAD" in filenames and "objects" in dirnames:
            return dirpath
        if depth >= 3:
            dirnames[:] = []
    return None


def swift_blobs(git_dir):
    out = subprocess.run(["git", "--git-dir=" + git_dir, "ls-tree", "-r", "-z", "HEAD"],
                         capture_output=True, check=True).stdout
    paths = []
    for entry in out.split(b"\0"):
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, _ = meta.split(b" ")
        if kind != b"blob" or mode == b"120000":
            continue
        p = path.decode("utf-8", "surrogateescape")
        if not p.endswith(".swift") or SKIP_DIRS & set(p.split("/")[:-1]):
            continue
        paths.append(p)
    return sorted(paths)


def read_blobs(git_dir, paths):
    """Yield (path, text) for each path at HEAD (missing blobs, e.g. large files left out of
    a snapshot, are skipped)."""
    batchable = [p for p in paths if "\n" not in p]
    proc = subprocess.Popen(["git", "--git-dir=" + git_dir, "cat-file", "--batch"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    # feed in a thread-free way: write all requests, then read all answers
    request = "".join("HEAD:%s\n" % p for p in batchable).encode("utf-8", "surrogateescape")
    import threading
    writer = threading.Thread(target=lambda: (proc.stdin.write(request), proc.stdin.close()))
    writer.start()
    for p in batchable:
        header = proc.stdout.readline().rstrip(b"\n").split(b" ")
        if len(header) == 3 and header[1] == b"blob":
            data = proc.stdout.read(int(header[2]))
            proc.stdout.read(1)
            yield p, data.decode("utf-8", "replace")
    writer.join()
    proc.stdout.close()
    proc.wait()
    for p in paths:
        if "\n" in p:
            r = subprocess.run(["git", "--git-dir=" + git_dir, "show", "HEAD:" + p],
                               capture_output=True)
            if r.returncode == 0:
                yield p, r.stdout.decode("utf-8", "replace")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mirror", default=DEFAULT_MIRROR)
    ap.add_argument("--sources", default=DEFAULT_SOURCES)
    ap.add_argument("--out", default=DEFAULT_OUT)
    ap.add_argument("--date", default=DEFAULT_DATE)
    args = ap.parse_args()

    repos = read_sources(args.sources)
    per_repo = {}            # repo -> list of (name, category)
    files_read = 0
    catalogue_names = 0
    missing = []
    for repo in repos:
        git_dir = find_git_dir(args.mirror, repo)
        if git_dir is None:
            print("symbol_frequency: %s is not under %s; skipped" % (repo, args.mirror),
                  file=sys.stderr)
            missing.append(repo)
            continue
        try:
            paths = swift_blobs(git_dir)
        except subprocess.CalledProcessError:
            print("symbol_frequency: %s has no readable HEAD; skipped" % repo, file=sys.stderr)
            missing.append(repo)
            continue
        found = []
        n = 0
        for _, text in read_blobs(git_dir, paths):
            n += 1
            names, left_out = scan_source(text)
            found += names
            catalogue_names += left_out
        files_read += n
        per_repo[repo] = found
        print("symbol_frequency: %-55s %5d Swift files %6d candidate uses" % (repo, n, len(found)),
              file=sys.stderr)

    explicit_first = sorted({name.split(".")[0] for found in per_repo.values()
                             for name, cat in found if cat in (1, 2)})
    allowed = set(explicit_first)
    uses = collections.Counter()
    repos_with = collections.defaultdict(set)
    by_category = collections.Counter()
    unmatched_first_segment = 0
    for repo in sorted(per_repo):
        for name, cat in per_repo[repo]:
            if cat == 3 and name.split(".")[0] not in allowed:
                unmatched_first_segment += 1
                continue
            uses[name] += 1
            repos_with[name].add(repo)
            by_category[cat] += 1

    total = sum(uses.values())
    rows = sorted(uses, key=lambda nm: (-uses[nm], nm))
    command = "python3 Scripts/symbol_frequency.py"
    if os.path.abspath(args.sources) != os.path.abspath(DEFAULT_SOURCES):
        command += " --sources " + args.sources
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        f.write("# SF Symbol names used in public SwiftUI code, by code search over %d "
                "repositories (issue 42, part 1).\n" % len(per_repo))
        sources = os.path.relpath(os.path.abspath(args.sources), ROOT)
        if sources.startswith(".."):
            sources = args.sources
        f.write("# Made by: %s (mirrors from the session's fetch tool; repository list in "
                "%s)\n" % (command, sources))
        f.write("# Date: %s. Repositories read: %d. Swift files read: %d. Total uses: %d. "
                "Distinct names: %d.\n" % (args.date, len(per_repo), files_read, total,
                                           len(rows)))
        f.write("# Uses by rule: explicit systemName:/systemImage: arguments %d, .tabItem "
                "blocks %d, icon/symbol-named values %d.\n"
                % (by_category[1], by_category[2], by_category[3]))
        f.write("# Left out: %d icon/symbol-named values whose first segment no explicit use has, "
                "%d names in icon pickers' catalogues.\n" % (unmatched_first_segment,
                                                           catalogue_names))
        f.write("# uses: every occurrence in a .swift file at HEAD (comments excluded); "
                "repositories: how many listed repositories use the name.\n")
        f.write("# Names and counts only; see the script's docstring for the rules.\n")
        f.write("name\tuses\trepositories\n")
        for nm in rows:
            f.write("%s\t%d\t%d\n" % (nm, uses[nm], len(repos_with[nm])))
    if missing:
        print("symbol_frequency: %d listed repositories skipped: %s"
              % (len(missing), ", ".join(missing)), file=sys.stderr)
    print("symbol_frequency: %d repositories, %d Swift files, %d uses, %d names -> %s"
          % (len(per_repo), files_read, total, len(rows), os.path.relpath(args.out, ROOT)),
          file=sys.stderr)


if __name__ == "__main__":
    main()
