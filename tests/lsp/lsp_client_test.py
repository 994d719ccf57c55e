#!/usr/bin/env python3
"""`cvtidy lsp` driven by a scripted client over the real framed protocol.

Usage: lsp_client_test.py PATH/TO/cvtidy

Each test starts a server in a temporary directory holding a fictional CV and a
`root = true` cvtidy.toml (so no configuration above it applies), and talks to it as an
editor would: initialize, open, change, ask for code actions and hovers, apply the edits it
gets back to its own copy of the text, and read the diagnostics that follow.
"""

import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import unittest

CVTIDY = None  # set from argv
TIMEOUT = 10  # seconds to wait for any one message

# A fictional CV: one date (06/2019) breaks the decisive Mon YYYY style, so date/mixed-format
# reports it with a safe fix. The line holds non-ASCII text before it (an emoji outside the
# Basic Multilingual Plane: two UTF-16 units, four UTF-8 bytes).
CV = """# Zoë Halloway

## Experience

- Visiting Researcher, Example Labs, Jan 2021 - Dec 2022
- Research Intern, Institut für Ökologie \U0001F33F, 06/2019 - Aug 2019
- Teaching Assistant, Harbor University, Sep 2017 - May 2018
- Lab Assistant, Harbor University, Feb 2016 - Jun 2016

## Awards

- Best Paper Award, Example Workshop on Sparse Widgets, 2023
"""

RULE = "date/mixed-format"


def utf16_len(text):
    return len(text.encode("utf-16-le")) // 2


def position_of(text, index, encoding="utf-16"):
    """The LSP position of character index `index` of `text`."""
    before = text[:index]
    line = before.count("\n")
    column_text = before[before.rfind("\n") + 1:]
    if encoding == "utf-8":
        return {"line": line, "character": len(column_text.encode("utf-8"))}
    return {"line": line, "character": utf16_len(column_text)}


def index_of(text, position, encoding="utf-16"):
    """The character index of LSP `position` in `text`."""
    lines = text.split("\n")
    start = sum(len(l) + 1 for l in lines[:position["line"]])
    line = lines[position["line"]] if position["line"] < len(lines) else ""
    units = 0
    for i, ch in enumerate(line):
        if units >= position["character"]:
            return start + i
        units += len(ch.encode("utf-8")) if encoding == "utf-8" else utf16_len(ch)
    return start + len(line)


def apply_edits(text, edits, encoding="utf-16"):
    """Applies a TextEdit[] (ranges in the original text), last first."""
    spans = [(index_of(text, e["range"]["start"], encoding),
              index_of(text, e["range"]["end"], encoding), e["newText"]) for e in edits]
    for begin, end, new in sorted(spans, reverse=True):
        text = text[:begin] + new + text[end:]
    return text


class Client:
    def __init__(self, directory, capabilities=None):
        self.proc = subprocess.Popen(
            [CVTIDY, "lsp", "--today", "2026-11-24"], cwd=directory,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.inbox = queue.Queue()
        self.backlog = []
        self.next_id = 1
        self.stderr = b""
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._drain_stderr, daemon=True).start()
        if capabilities is not None:
            self.initialize(capabilities)

    def _read(self):
        out = self.proc.stdout
        try:
            while True:
                length = None
                while True:
                    line = out.readline()
                    if not line:
                        self.inbox.put(None)
                        return
                    # Every byte on stdout is framing: header lines end in \r\n.
                    assert line.endswith(b"\r\n"), line
                    line = line[:-2]
                    if not line:
                        break
                    name, value = line.split(b":", 1)
                    if name.strip().lower() == b"content-length":
                        length = int(value)
                assert length is not None
                self.inbox.put(json.loads(out.read(length)))
        except Exception as e:  # reported by the test that waits
            self.inbox.put(e)

    def _drain_stderr(self):
        self.stderr = self.proc.stderr.read()

    def send_raw(self, body):
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def send(self, message):
        message = dict(message, jsonrpc="2.0")
        self.send_raw(json.dumps(message).encode("utf-8"))

    def notify(self, method, params):
        self.send({"method": method, "params": params})

    def request(self, method, params):
        request_id = self.next_id
        self.next_id += 1
        self.send({"id": request_id, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == request_id and "method" not in m)

    def wait(self, predicate, timeout=TIMEOUT):
        for i, message in enumerate(self.backlog):
            if predicate(message):
                return self.backlog.pop(i)
        while True:
            try:
                message = self.inbox.get(timeout=timeout)
            except queue.Empty:
                raise AssertionError("no matching message within %ss; stderr: %s"
                                     % (timeout, self.stderr.decode(errors="replace")))
            if message is None:
                raise AssertionError("the server closed its output; stderr: %s"
                                     % self.stderr.decode(errors="replace"))
            if isinstance(message, Exception):
                raise message
            if predicate(message):
                return message
            self.backlog.append(message)

    def diagnostics(self, uri, version=None):
        def wanted(m):
            return (m.get("method") == "textDocument/publishDiagnostics"
                    and m["params"]["uri"] == uri
                    and (version is None or m["params"].get("version") == version))
        return self.wait(wanted)["params"]["diagnostics"]

    def initialize(self, capabilities):
        reply = self.request("initialize", {"processId": os.getpid(), "rootUri": None,
                                            "capabilities": capabilities})
        self.notify("initialized", {})
        return reply

    def finish(self):
        """shutdown then exit; returns the exit status."""
        reply = self.request("shutdown", None)
        assert reply["result"] is None, reply
        self.notify("exit", None)
        return self.proc.wait(timeout=TIMEOUT)

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            try:
                stream.close()
            except OSError:
                pass


class LspTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        self.write("cvtidy.toml", "root = true\n")
        self.path = os.path.join(self.dir, "cv.md")
        self.write("cv.md", CV)
        self.uri = "file://" + self.path
        self.clients = []

    def tearDown(self):
        for client in self.clients:
            client.kill()
        self.tmp.cleanup()

    def write(self, name, text):
        with open(os.path.join(self.dir, name), "w", encoding="utf-8") as f:
            f.write(text)

    def client(self, capabilities=None):
        client = Client(self.dir, {} if capabilities is None else capabilities)
        self.clients.append(client)
        return client

    def open(self, client, text=CV, version=1):
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": self.uri, "languageId": "markdown", "version": version, "text": text}})
        return client.diagnostics(self.uri, version)

    def rule_diagnostics(self, diagnostics):
        return [d for d in diagnostics if d.get("code") == RULE]

    def change(self, client, version, changes):
        client.notify("textDocument/didChange", {
            "textDocument": {"uri": self.uri, "version": version}, "contentChanges": changes})
        return client.diagnostics(self.uri, version)

    def code_actions(self, client, range_, only=None, diagnostics=()):
        context = {"diagnostics": list(diagnostics)}
        if only is not None:
            context["only"] = only
        reply = client.request("textDocument/codeAction", {
            "textDocument": {"uri": self.uri}, "range": range_, "context": context})
        self.assertNotIn("error", reply)
        return reply["result"]

    # ---- The "done" item: diagnostics, a quick fix applied, the diagnostic gone.

    def test_quick_fix_removes_the_diagnostic(self):
        client = self.client()
        [diagnostic] = self.rule_diagnostics(self.open(client))
        start = CV.index("06/2019")
        self.assertEqual(diagnostic["range"], {
            "start": position_of(CV, start), "end": position_of(CV, start + len("06/2019"))})
        self.assertEqual(diagnostic["severity"], 2)
        self.assertEqual(diagnostic["source"], "cvtidy")
        # The build tree's binary links to its source tree's rules page, as a file: URI.
        href = diagnostic["codeDescription"]["href"]
        self.assertTrue(href.startswith("file:///"), diagnostic)
        self.assertTrue(href.endswith("docs/rules.md#datemixed-format"), diagnostic)
        self.assertIn("06/2019", diagnostic["message"])

        actions = self.code_actions(client, diagnostic["range"], diagnostics=[diagnostic])
        [fix] = [a for a in actions if a["kind"] == "quickfix" and a.get("isPreferred")]
        self.assertEqual(fix["title"], "Write `Jun 2019`")
        self.assertEqual(fix["diagnostics"][0]["code"], RULE)
        edits = fix["edit"]["changes"][self.uri]
        fixed = apply_edits(CV, edits)
        self.assertIn("Ökologie \U0001F33F, Jun 2019 - Aug 2019", fixed)
        # Sent back as the editor would: the edits as incremental changes, last first.
        changes = [{"range": e["range"], "text": e["newText"]}
                   for e in sorted(edits, key=lambda e: (e["range"]["start"]["line"],
                                                         e["range"]["start"]["character"]),
                                   reverse=True)]
        self.assertEqual(self.rule_diagnostics(self.change(client, 2, changes)), [])
        self.assertEqual(client.finish(), 0)

    # ---- Incremental changes: ranges in UTF-16 units, applied in order.

    def test_incremental_changes_apply_in_order(self):
        client = self.client()
        clean = CV.replace("06/2019", "Jun 2019")
        self.assertEqual(self.rule_diagnostics(self.open(client, clean)), [])
        start = clean.index("Jun 2019")
        # Two changes in one notification: the second's range is in the text the first left.
        changes = [
            {"range": {"start": position_of(clean, start),
                       "end": position_of(clean, start + len("Jun 2019"))}, "text": "06/20"},
            {"range": {"start": position_of(clean, start + len("06/20")),
                       "end": position_of(clean, start + len("06/20"))}, "text": "19"},
        ]
        [diagnostic] = self.rule_diagnostics(self.change(client, 2, changes))
        self.assertEqual(diagnostic["range"]["start"], position_of(CV, CV.index("06/2019")))
        # A change without a range replaces the whole text.
        self.assertEqual(self.rule_diagnostics(self.change(client, 3, [{"text": clean}])), [])

    def test_bom_and_crlf_text(self):
        # The client's text keeps a byte order mark and \r\n line ends; edits keep both.
        text = "\ufeff" + CV.replace("\n", "\r\n")
        client = self.client()
        [diagnostic] = self.rule_diagnostics(self.open(client, text))
        self.assertEqual(diagnostic["range"]["start"], position_of(CV, CV.index("06/2019")))
        whole = {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}
        [action] = self.code_actions(client, whole, only=["source.fixAll"])
        fixed = apply_edits(text, action["edit"]["changes"][self.uri])
        self.assertEqual(fixed, text.replace("06/2019", "Jun 2019"))
        self.assertEqual(self.rule_diagnostics(self.change(client, 2, [{"text": fixed}])), [])

    def test_utf8_positions_when_the_client_offers_them(self):
        client = self.client({"general": {"positionEncodings": ["utf-8", "utf-16"]}})
        [diagnostic] = self.rule_diagnostics(self.open(client))
        start = CV.index("06/2019")
        self.assertEqual(diagnostic["range"]["start"], position_of(CV, start, "utf-8"))
        self.assertNotEqual(position_of(CV, start, "utf-8"), position_of(CV, start))

    def test_initialize_reports_capabilities(self):
        client = Client(self.dir)
        self.clients.append(client)
        reply = client.initialize({})
        capabilities = reply["result"]["capabilities"]
        self.assertEqual(capabilities["positionEncoding"], "utf-16")
        self.assertEqual(capabilities["textDocumentSync"]["change"], 2)
        self.assertTrue(capabilities["hoverProvider"])
        self.assertEqual(reply["result"]["serverInfo"]["name"], "cvtidy")

    # ---- Hover, fix all, disable for this line.

    def test_hover_explains_the_rule(self):
        client = self.client()
        [diagnostic] = self.rule_diagnostics(self.open(client))
        inside = dict(diagnostic["range"]["start"])
        inside["character"] += 2
        reply = client.request("textDocument/hover", {
            "textDocument": {"uri": self.uri}, "position": inside})
        contents = reply["result"]["contents"]
        self.assertEqual(contents["kind"], "markdown")
        self.assertIn(RULE, contents["value"])
        self.assertIn("## What it does", contents["value"])
        self.assertEqual(reply["result"]["range"], diagnostic["range"])
        # Away from any finding: nothing.
        reply = client.request("textDocument/hover", {
            "textDocument": {"uri": self.uri}, "position": {"line": 0, "character": 1}})
        self.assertIsNone(reply["result"])

    def test_fix_all_applies_every_safe_fix(self):
        client = self.client()
        text = CV.replace("Feb 2016", "02/2016")  # a second finding of the same kind
        self.assertEqual(len(self.rule_diagnostics(self.open(client, text))), 2)
        whole = {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}
        [action] = self.code_actions(client, whole, only=["source.fixAll"])
        self.assertEqual(action["kind"], "source.fixAll.cvtidy")
        fixed = apply_edits(text, action["edit"]["changes"][self.uri])
        self.assertIn("Jun 2019 - Aug 2019", fixed)
        self.assertIn("Feb 2016 - Jun 2016", fixed)
        self.assertEqual(self.rule_diagnostics(self.change(client, 2, [{"text": fixed}])), [])
        # `only` for quick fixes leaves the fix-all out.
        actions = self.code_actions(client, whole, only=["quickfix"])
        self.assertFalse([a for a in actions if a["kind"].startswith("source")])

    def test_disable_for_line_writes_a_suppression_comment(self):
        client = self.client()
        [diagnostic] = self.rule_diagnostics(self.open(client))
        actions = self.code_actions(client, diagnostic["range"])
        [disable] = [a for a in actions if a["title"] == "Disable %s for this line" % RULE]
        text = apply_edits(CV, disable["edit"]["changes"][self.uri])
        self.assertIn("<!-- cvtidy-disable-next-line %s -->\n- Research Intern" % RULE, text)
        diagnostics = self.change(client, 2, [{"text": text}])
        self.assertEqual(self.rule_diagnostics(diagnostics), [])
        # The comment silences something, so it is not reported as unused.
        self.assertEqual([d for d in diagnostics if d.get("code", "").startswith("suppression/")],
                         [])

    def test_disable_inside_a_wrapped_entry_wraps_the_entry(self):
        # A comment line between the two lines of one item would split its paragraph, so the
        # comments go around the item instead.
        text = CV.replace("\U0001F33F, 06/2019", "\U0001F33F,\n  06/2019")
        client = self.client()
        [diagnostic] = self.rule_diagnostics(self.open(client, text))
        self.assertEqual(diagnostic["range"]["start"]["character"], 2)
        actions = self.code_actions(client, diagnostic["range"])
        self.assertFalse([a for a in actions if a["title"].endswith("for this line")])
        [disable] = [a for a in actions if a["title"] == "Disable %s for this entry" % RULE]
        fixed = apply_edits(text, disable["edit"]["changes"][self.uri])
        self.assertIn("<!-- cvtidy-disable %s -->\n- Research Intern" % RULE, fixed)
        self.assertIn("06/2019 - Aug 2019\n<!-- cvtidy-enable %s -->\n- Teaching" % RULE, fixed)
        diagnostics = self.change(client, 2, [{"text": fixed}])
        self.assertEqual(self.rule_diagnostics(diagnostics), [])
        self.assertEqual([d for d in diagnostics if d.get("code", "").startswith("suppression/")],
                         [])

    def test_disable_adds_to_a_comment_above(self):
        text = CV.replace("- Research Intern",
                          "<!-- cvtidy-disable-next-line date/future -->\n- Research Intern")
        client = self.client()
        diagnostics = self.open(client, text)
        [diagnostic] = self.rule_diagnostics(diagnostics)
        actions = self.code_actions(client, diagnostic["range"])
        [disable] = [a for a in actions if a["title"] == "Disable %s for this line" % RULE]
        fixed = apply_edits(text, disable["edit"]["changes"][self.uri])
        self.assertIn("<!-- cvtidy-disable-next-line date/future, %s -->\n- Research" % RULE,
                      fixed)
        self.assertEqual(self.rule_diagnostics(self.change(client, 2, [{"text": fixed}])), [])

    # ---- Configuration: re-read when a cvtidy.toml changes.

    def test_config_reload(self):
        client = self.client({"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}})
        register = client.wait(lambda m: m.get("method") == "client/registerCapability")
        [registration] = register["params"]["registrations"]
        self.assertEqual(registration["method"], "workspace/didChangeWatchedFiles")
        client.send({"id": register["id"], "result": None})
        self.assertEqual(len(self.rule_diagnostics(self.open(client))), 1)

        config_uri = "file://" + os.path.join(self.dir, "cvtidy.toml")
        self.write("cvtidy.toml", 'root = true\n[rules]\n"%s" = "off"\n' % RULE)
        client.notify("workspace/didChangeWatchedFiles",
                      {"changes": [{"uri": config_uri, "type": 2}]})
        self.assertEqual(self.rule_diagnostics(client.diagnostics(self.uri, 1)), [])

        # The rule back at error, saved in the editor: didSave of the cvtidy.toml.
        self.write("cvtidy.toml", 'root = true\n[rules]\n"%s" = "error"\n' % RULE)
        client.notify("textDocument/didSave", {"textDocument": {"uri": config_uri}})
        [diagnostic] = self.rule_diagnostics(client.diagnostics(self.uri, 1))
        self.assertEqual(diagnostic["severity"], 1)

        # Changed on disk with no notification at all: noticed at the next lint.
        self.write("cvtidy.toml", 'root = true\n[rules]\n"%s" = "off"\n' % RULE)
        os.utime(os.path.join(self.dir, "cvtidy.toml"), (1, 1))
        self.assertEqual(self.rule_diagnostics(self.change(client, 2, [{"text": CV}])), [])

        # A broken cvtidy.toml is shown on the document, not a crash.
        self.write("cvtidy.toml", "root = tru\n")
        client.notify("workspace/didChangeWatchedFiles",
                      {"changes": [{"uri": config_uri, "type": 2}]})
        [error] = client.diagnostics(self.uri, 2)
        self.assertIn("configuration error", error["message"])
        self.assertIn("cvtidy.toml", error["message"])
        # Repaired with no notice: read again at the next change.
        self.write("cvtidy.toml", "root = true\n")
        self.assertEqual(len(self.rule_diagnostics(self.change(client, 3, [{"text": CV}]))), 1)

    # ---- Robustness: JSON-RPC errors, never a crash; shutdown and exit.

    def test_malformed_messages_get_errors(self):
        client = Client(self.dir)
        self.clients.append(client)
        early = client.request("textDocument/hover", {})
        self.assertEqual(early["error"]["code"], -32002)
        client.initialize({})
        client.send_raw(b"{this is not json")
        reply = client.wait(lambda m: "error" in m and m.get("id") is None)
        self.assertEqual(reply["error"]["code"], -32700)
        client.send({"id": 99, "method": 7})
        self.assertEqual(client.wait(lambda m: "error" in m and m.get("id") is None)["error"]["code"],
                         -32600)
        # A header block without Content-Length is skipped; the next message is read.
        client.proc.stdin.write(b"Content-Type: text/plain\r\n\r\n")
        self.assertEqual(client.request("no/such/method", {})["error"]["code"], -32601)
        client.notify("no/such/notification", {})
        bad = client.request("textDocument/codeAction", {"textDocument": {"uri": self.uri}})
        self.assertEqual(bad["error"]["code"], -32602)
        bad = client.request("textDocument/hover", {"position": "here"})
        self.assertEqual(bad["error"]["code"], -32602)
        client.notify("textDocument/didChange", {"contentChanges": 5})
        # Still serving.
        self.assertEqual(len(self.rule_diagnostics(self.open(client))), 1)
        self.assertEqual(client.finish(), 0)
        self.assertEqual(client.proc.stdout.read(), b"")

    def test_exit_without_shutdown_is_status_1(self):
        client = self.client()
        client.notify("exit", None)
        self.assertEqual(client.proc.wait(timeout=TIMEOUT), 1)

    def test_requests_after_shutdown_are_refused(self):
        client = self.client()
        self.assertIsNone(client.request("shutdown", None)["result"])
        reply = client.request("textDocument/hover", {
            "textDocument": {"uri": self.uri}, "position": {"line": 0, "character": 0}})
        self.assertEqual(reply["error"]["code"], -32600)
        client.notify("exit", None)
        self.assertEqual(client.proc.wait(timeout=TIMEOUT), 0)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: lsp_client_test.py PATH/TO/cvtidy")
    CVTIDY = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)
