#!/usr/bin/env python3
"""End-to-end tests of TCA's SwiftUICaseStudies and Todos apps, built unchanged against this
project by Scripts/tca-examples/e2e: each app runs in tmux (the terminal renderer) and in a
headless Chromium (the web renderer, `COMPOSABLE_WEB=1`), driven as a user drives it, and every
step asserts what the screen then shows.

Usage: e2e.py BIN_DIR [--only NAME…] [--shots DIR]
  BIN_DIR: where the SwiftUICaseStudies and Todos executables are.
  --only: run the tests whose names contain one of NAME (`tmux`, `web`, `todos`, …).
  --shots DIR: also save screenshots (PNG from Chromium, text from tmux) of the case studies'
  root, a form, a sheet and a navigation stack, at 1280×800 and 390×844 in light and dark, and
  at 80×24 and 30×10 in tmux.

Only Python's standard library: tmux through its command line, Chromium through Debian's
chromedriver (WebDriver's HTTP protocol). Waiting is polling what another process shows, with a
deadline: a test fails with the screen it last saw.
"""

import base64
import json
import os
import re
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

TIMEOUT = float(os.environ.get("E2E_TIMEOUT", "15"))


class Failure(Exception):
    pass


def until(condition, describe, timeout=TIMEOUT):
    """Polls `condition` until it is truthy; fails with `describe()` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise Failure(describe())
        # Another process's screen cannot be awaited: look again shortly.
        time.sleep(0.05)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def app_environment(home):
    """The apps' folders (TCA's file storage, user defaults) in a fresh folder per run."""
    env = dict(os.environ)
    for variable, folder in [("HOME", "home"), ("XDG_CONFIG_HOME", "config"),
                             ("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state")]:
        env[variable] = os.path.join(home, folder)
        os.makedirs(env[variable], exist_ok=True)
    return env


# MARK: - tmux


class Tmux:
    """The app in a real pseudo-terminal under a private tmux server."""

    def __init__(self, binary, width, height):
        self.dir = tempfile.mkdtemp(prefix="e2e-tmux-")
        self.socket = os.path.join(self.dir, "socket")
        env = app_environment(self.dir)
        variables = " ".join(f"{k}={shlex.quote(env[k])}" for k in
                             ["HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"])
        self.tmux("new-session", "-d", "-s", "main", "-x", str(width), "-y", str(height),
                  f"env TERM=xterm-256color {variables} {shlex.quote(binary)}")
        # `env` executes the app in its place: the pane's process is the app.
        self.pid = int(self.tmux("display-message", "-p", "-t", "main", "#{pane_pid}"))

    def tmux(self, *arguments):
        return subprocess.run(["tmux", "-S", self.socket, "-f", "/dev/null", *arguments],
                              check=True, capture_output=True, text=True).stdout

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", "main")

    def keys(self, *keys):
        """Keys by tmux's names: `Enter`, `Escape`, `Tab`, `Down`, `Space`."""
        self.tmux("send-keys", "-t", "main", *keys)

    def type(self, text):
        self.tmux("send-keys", "-t", "main", "-l", text)

    def wait(self, condition, what):
        """Waits for the screen to satisfy `condition` (a text it contains, or a function)."""
        test = (lambda s: condition in s) if isinstance(condition, str) else condition
        return until(lambda: test(self.screen()),
                     lambda: f"tmux: waited for {what}; the screen:\n{self.screen()}")

    def gone(self, text):
        return self.wait(lambda s: text not in s, f"{text!r} to go")

    def click(self, text, occurrence=-1):
        """Clicks the middle of `text` on screen (the last occurrence unless told), as an SGR
        mouse report."""
        def find():
            spots = [(y, line.index(text)) for y, line in enumerate(self.screen().split("\n"))
                     if text in line]
            return spots and spots[occurrence]
        y, start = until(find, lambda: f"tmux: no {text!r} to click; the screen:\n{self.screen()}")
        self.click_at(start + len(text) // 2, y)

    def click_at(self, x, y):
        """Clicks the zero-based cell (x, y) (x counts characters: the screens here have no
        double-width ones)."""
        self.type(f"\x1b[<0;{x + 1};{y + 1}M\x1b[<0;{x + 1};{y + 1}m")

    def close(self):
        subprocess.run(["tmux", "-S", self.socket, "kill-server"], capture_output=True)
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        shutil.rmtree(self.dir, ignore_errors=True)


# MARK: - Chromium


class WebApp:
    """The app serving itself (`COMPOSABLE_WEB=1`), its address read from the line it prints."""

    def __init__(self, binary):
        self.dir = tempfile.mkdtemp(prefix="e2e-web-")
        env = app_environment(self.dir)
        env["COMPOSABLE_WEB"] = "1"
        env["COMPOSABLE_WEB_NO_OPEN"] = "1"
        self.process = subprocess.Popen([binary], env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True)
        self.pid = self.process.pid
        line = self.process.stdout.readline()
        if " is at " not in line:
            raise Failure(f"the app printed no address: {line!r}")
        self.url = line.strip().split(" is at ")[-1]

    def close(self):
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.dir, ignore_errors=True)


class Browser:
    """A headless Chromium through chromedriver (W3C WebDriver)."""

    def __init__(self, width=1280, height=800):
        self.port = free_port()
        self.driver = subprocess.Popen(
            ["chromedriver", f"--port={self.port}", "--allowed-ips=127.0.0.1"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.session = ""

        def ready():
            try:
                return self.request("GET", "/status")
            except OSError:
                return None
        until(ready, lambda: "chromedriver did not answer", timeout=20)
        created = self.request("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                f"--window-size={width},{height}"]}}}})
        self.session = "/session/" + created["sessionId"]

    def request(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{self.port}{path}", data=data,
                                         method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return json.loads(response.read() or b"{}").get("value")
        except urllib.error.HTTPError as error:
            raise Failure(f"WebDriver {method} {path}: {error.read()[:300]!r}")

    def open(self, url):
        self.request("POST", self.session + "/url", {"url": url})

    def run(self, script, *arguments):
        return self.request("POST", self.session + "/execute/sync",
                            {"script": script, "args": list(arguments)})

    def text(self):
        return self.run("return document.body ? document.body.innerText : ''") or ""

    def elements(self, xpath):
        found = self.request("POST", self.session + "/elements",
                             {"using": "xpath", "value": xpath})
        return [list(e.values())[0] for e in found]

    def wait(self, condition, what):
        test = (lambda s: condition in s) if isinstance(condition, str) else condition
        return until(lambda: test(self.text()),
                     lambda: f"web: waited for {what}; the page:\n{self.text()}")

    def gone(self, text):
        return self.wait(lambda s: text not in s, f"{text!r} to go")

    def element(self, xpath):
        """The last (innermost) element `xpath` selects, once the page has one."""
        return until(lambda: (self.elements(xpath) or [None])[-1],
                     lambda: f"web: no {xpath} on the page:\n{self.text()}")

    def click(self, xpath):
        # A patch may replace the element between finding and clicking it: find it again.
        for attempt in range(3):
            try:
                return self.request(
                    "POST", f"{self.session}/element/{self.element(xpath)}/click", {})
            except Failure as error:
                if "stale element" not in str(error) or attempt == 2:
                    raise

    def type(self, xpath, text):
        self.request("POST", f"{self.session}/element/{self.element(xpath)}/value",
                     {"text": text})

    def press(self, key):
        """A key on whatever has focus: `\\ue00c` is Escape."""
        self.request("POST", self.session + "/actions", {"actions": [{
            "type": "key", "id": "keyboard",
            "actions": [{"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}]}]})
        self.request("DELETE", self.session + "/actions")

    def escape(self):
        self.run("if (document.activeElement) document.activeElement.blur()")
        self.press("\ue00c")

    def viewport(self, width, height, dark):
        self.request("POST", self.session + "/goog/cdp/execute", {
            "cmd": "Emulation.setDeviceMetricsOverride",
            "params": {"width": width, "height": height, "deviceScaleFactor": 1,
                       "mobile": width < 600}})
        self.request("POST", self.session + "/goog/cdp/execute", {
            "cmd": "Emulation.setEmulatedMedia",
            "params": {"features": [{"name": "prefers-color-scheme",
                                     "value": "dark" if dark else "light"}]}})

    def screenshot(self, path):
        with open(path, "wb") as f:
            f.write(base64.b64decode(self.request("GET", self.session + "/screenshot")))

    def close(self):
        if self.session:
            try:
                self.request("DELETE", self.session)
            except (Failure, OSError):
                pass
        # chromedriver does not end on SIGTERM.
        self.driver.kill()
        self.driver.wait()


def screenshot_count(n):
    return f"taken {n} times"


def take_screenshot(pid):
    """Sends the screenshot stand-in (SIGUSR1) once the app handles it: until the screen first
    listens for screenshots, SIGUSR1 keeps its default action, which ends the app."""
    def handled():
        with open(f"/proc/{pid}/status") as status:
            masks = dict(line.split(":\t", 1) for line in status.read().splitlines()
                         if line.startswith(("SigIgn", "SigCgt")))
        return any(int(mask, 16) & (1 << (signal.SIGUSR1 - 1)) for mask in masks.values())
    until(handled, lambda: "the app does not handle SIGUSR1 yet")
    os.kill(pid, signal.SIGUSR1)


def screenshot_counted(pid, n, wait):
    """Takes a screenshot and waits (with `wait`) for the screen to count `n`. A screen that
    has just come back starts listening a moment after it is drawn, and a screenshot before
    that is not seen by anyone (as one taken on the simulator before the screen shows): one
    not counted within a few seconds is lost for good, so it is taken again."""
    for attempt in range(3):
        take_screenshot(pid)
        try:
            return until(lambda: wait(n), lambda: "", timeout=3)
        except Failure:
            if attempt == 2:
                raise Failure(f"no screenshot counted: {n} expected")


# MARK: - The tests, in the terminal


def tmux_case_studies(bin_dir):
    t = Tmux(os.path.join(bin_dir, "SwiftUICaseStudies"), 100, 40)
    try:
        # The root list.
        t.wait("Case Studies", "the root's title")
        t.wait("Getting started".upper(), "the first section's header")
        t.wait("Combining reducers", "a row of the list")

        # The counter: Basics, then +.
        t.click("Basics", occurrence=0)
        t.wait("Counter demo", "the counter's title")
        t.wait(lambda s: re.search(r"\[ − \]\s+0\s+\[ \+ \]|−\s+0\s+\+", s), "the count 0")
        t.click("+")
        t.wait(lambda s: re.search(r"−\s*\]?\s+1\s+\[?\s*\+", s), "the count 1")
        t.keys("Escape")
        t.wait("Combining reducers", "the root again")

        # An alert, presented and dismissed.
        t.click("Alerts and Confirmation Dialogs")
        t.wait("Alerts & Dialogs", "the alerts screen")
        t.click("Alert", occurrence=-1)
        t.wait("This is an alert", "the alert's message")
        t.click("Cancel")
        t.gone("This is an alert")
        t.wait("Count: 0", "the screen under the alert, its count unchanged")
        t.click("Alert", occurrence=-1)
        t.wait("This is an alert", "the alert again")
        t.click("Increment")
        t.wait("Incremented!", "the second alert")
        t.wait("Count: 1", "the count the alert's button incremented")
        t.keys("Enter")
        t.gone("Incremented!")
        t.keys("Escape")
        t.wait("Combining reducers", "the root again")

        # A form: type in its field, flip its toggle.
        t.click("Form bindings")
        t.wait("Bindings form", "the form's title")
        t.click("Type here")
        t.type("Hello")
        t.wait("HeLlO", "the field's text, alternated below it")
        t.click("Disable other controls")
        t.wait(lambda s: re.search(r"(\[x\]|◉|✓|on).*Disable other controls|"
                                   r"Disable other controls.*(\[x\]|◉|✓|●|on)", s),
               "the toggle on")
        t.keys("Escape")
        t.wait("Combining reducers", "the root again")

        # A sheet: present it, edit in it, dismiss it.
        t.click("Multiple destinations")
        t.wait("Show sheet", "the destinations screen")
        t.click("Show sheet")
        t.wait(lambda s: re.search(r"−\s*\]?\s+0\s+\[?\s*\+", s), "the sheet's counter at 0")
        t.click("+")
        t.wait(lambda s: re.search(r"−\s*\]?\s+1\s+\[?\s*\+", s), "the sheet's counter at 1")
        t.keys("Escape")
        t.wait(lambda s: "Show sheet" in s and not re.search(r"−\s*\]?\s+1\s+\[?\s*\+", s),
               "the sheet dismissed")
        t.keys("Escape")
        t.wait("Combining reducers", "the root again")

        # A navigation stack (the Stack sheet): push two screens, pop them.
        t.click("Stack", occurrence=0)
        t.wait("Go to screen A", "the stack's root")
        t.click("Go to screen A")
        t.wait("Screen A", "screen A pushed")
        t.wait("Go to screen B", "screen A's links")
        t.click("Go to screen B")
        t.wait("Decoupled navigation to screen A", "screen B pushed")
        t.wait("Total count", "the floating menu over a stack")
        t.keys("Escape")
        t.wait(lambda s: "Get fact" in s and "Decoupled" not in s, "screen B popped")
        t.keys("Escape")
        t.wait(lambda s: "Go to A → B → C" in s and "Get fact" not in s, "screen A popped")
        t.keys("Escape")
        t.wait("Combining reducers", "the sheet dismissed")

        # The long-living effect counts screenshots (SIGUSR1 here) only while its screen shows.
        t.click("Long-living effects")
        t.wait(screenshot_count(0), "the long-living effect's screen")
        screenshot_counted(t.pid, 1, lambda n: screenshot_count(n) in t.screen())
        # Covered by a pushed screen, it has disappeared (as on iOS): its effect is cancelled.
        t.click("Navigate to another screen")
        t.wait("were not counted", "the other screen")
        take_screenshot(t.pid)
        take_screenshot(t.pid)
        t.keys("Escape")
        t.wait(screenshot_count(1), "the count unchanged by screenshots while away")
        screenshot_counted(t.pid, 2, lambda n: screenshot_count(n) in t.screen())
        # Popped, the screen and its state are gone (on iOS a link pushes a fresh screen next
        # time), so leaving by a push, above, is where the effect's end shows.
        t.keys("Escape")
        t.wait("Combining reducers", "the root again")
    finally:
        t.close()


def tmux_todos(bin_dir):
    t = Tmux(os.path.join(bin_dir, "Todos"), 100, 30)
    try:
        t.wait("Todos", "the title")
        # A new todo is an empty field, placeholder shown, put first: click it, then type.
        t.click("Add Todo")
        t.click("Untitled Todo")
        t.type("Buy milk")
        t.wait("Buy milk", "the typed description")
        t.click("Add Todo")
        t.click("Untitled Todo")
        t.type("Walk dog")
        t.wait(lambda s: re.search(r"Walk dog\s*\n.*Buy milk", s), "the second todo, first")
        # Complete Buy milk: its row's checkbox (SF Symbol `square`, drawn □).
        lines = t.screen().split("\n")
        y = next(y for y, line in enumerate(lines) if "Buy milk" in line)
        t.click_at(lines[y].index("□"), y)
        t.wait(lambda s: any("Buy milk" in l and "✓" in l for l in s.split("\n")),
               "Buy milk checked")
        t.wait("Completed", "the filter picker")
        t.click("Completed")
        t.wait(lambda s: "Buy milk" in s and "Walk dog" not in s, "only the completed todo")
        t.click("Active")
        t.wait(lambda s: "Walk dog" in s and "Buy milk" not in s, "only the active todo")
        t.click("All")
        t.wait(lambda s: "Walk dog" in s and "Buy milk" in s, "both todos")
    finally:
        t.close()


# MARK: - The tests, in Chromium


def button(text):
    return f"//button[contains(normalize-space(.), {json.dumps(text)})]"


def exact_button(text):
    return f"//button[normalize-space(.)={json.dumps(text)}]"


def option(text):
    """A picker's option, whatever element it is drawn as (not Todos' Clear Completed)."""
    return (f"//*[self::button or self::label or self::option or @role='button' or "
            f"@role='radio'][contains(normalize-space(.), {json.dumps(text)}) and "
            f"not(contains(., 'Clear'))]")


def web(bin_dir, name, body):
    app = WebApp(os.path.join(bin_dir, name))
    browser = None
    try:
        browser = Browser()
        browser.open(app.url)
        body(app, browser)
    finally:
        if browser:
            browser.close()
        app.close()


def web_case_studies(bin_dir):
    def body(app, b):
        b.wait("Case Studies", "the root's title")
        b.wait("Combining reducers", "a row of the list")

        b.click(f"({button('Basics')})[1]")  # Getting started's, not Effects'
        b.wait("Counter demo", "the counter")
        count = ("return [...document.querySelectorAll('button')].filter(b => "
                 "b.textContent.trim() == '+').map(b => b.parentElement.innerText"
                 ".replace(/\\s+/g, '')).join('|')")
        until(lambda: b.run(count) == "−0+", lambda: f"web: no −0+ row: {b.run(count)!r}")
        b.click(exact_button("+"))
        until(lambda: b.run(count) == "−1+", lambda: f"web: no −1+ row: {b.run(count)!r}")
        b.escape()
        b.wait("Combining reducers", "the root again")

        b.click(button("Alerts and Confirmation Dialogs"))
        b.wait("Count: 0", "the alerts screen")
        b.click(exact_button("Alert"))
        b.wait("This is an alert", "the alert")
        b.element("//dialog[@open]")
        b.click("//dialog" + button("Cancel"))
        b.gone("This is an alert")
        b.click(exact_button("Alert"))
        b.click("//dialog" + button("Increment"))
        b.wait("Incremented!", "the second alert")
        b.wait("Count: 1", "the incremented count")
        b.click("//dialog//button")
        b.gone("Incremented!")
        b.escape()
        b.wait("Combining reducers", "the root again")

        b.click(button("Form bindings"))
        b.wait("Bindings form", "the form")
        b.type("//input[@placeholder='Type here' or @aria-label='Type here']", "Hello")
        b.wait("HeLlO", "the field's text, alternated")
        toggle = "//*[@role='switch' or @type='checkbox'][contains(., 'Disable other controls') " \
                 "or @aria-label='Disable other controls']"
        b.click(toggle)
        until(lambda: b.run("const e = document.evaluate(arguments[0], document, null, 9, null)"
                            ".singleNodeValue; return e && (e.getAttribute('aria-checked') "
                            "== 'true' || e.checked === true)", toggle),
              lambda: "web: the toggle is not on")
        b.escape()
        b.wait("Combining reducers", "the root again")

        b.click(button("Multiple destinations"))
        b.click(button("Show sheet"))
        b.element("//dialog[@open]")
        b.click("//dialog" + button("+"))
        until(lambda: "1" in b.run("const d = document.querySelector('dialog[open]');"
                                   " return d ? d.innerText : ''"),
              lambda: "web: the sheet's count did not reach 1")
        b.escape()
        until(lambda: not b.elements("//dialog[@open]"), lambda: "web: the sheet stayed")
        b.escape()
        b.wait("Combining reducers", "the root again")

        b.click(exact_button("Stack"))
        b.click(button("Go to screen A"))
        b.wait("Get fact", "screen A")
        b.click(button("Go to screen B"))
        b.wait("Decoupled navigation to screen A", "screen B")
        b.escape()
        b.wait(lambda s: "Get fact" in s and "Decoupled" not in s, "screen B popped")
        b.escape()
        b.wait(lambda s: "Go to A → B → C" in s and "Get fact" not in s, "screen A popped")
        b.escape()
        b.wait("Combining reducers", "the root again")

        b.click(button("Long-living effects"))
        b.wait(screenshot_count(0), "the long-living effect's screen")
        screenshot_counted(app.pid, 1, lambda n: screenshot_count(n) in b.text())
        b.click(button("Navigate to another screen"))
        b.wait("were not counted", "the other screen")
        take_screenshot(app.pid)
        take_screenshot(app.pid)
        b.escape()
        b.wait(screenshot_count(1), "the count unchanged by screenshots while away")
        screenshot_counted(app.pid, 2, lambda n: screenshot_count(n) in b.text())
    web(bin_dir, "SwiftUICaseStudies", body)


def web_todos(bin_dir):
    def body(app, b):
        b.wait("Todos", "the title")
        b.click(button("Add Todo"))
        b.type("//input[@placeholder='Untitled Todo' or @aria-label='Untitled Todo']",
               "Buy milk")
        values = ("return [...document.querySelectorAll('input')].map(i => i.value).join('|')")
        until(lambda: b.run(values) == "Buy milk", lambda: f"web: the fields show {b.run(values)!r}")
        b.click(button("Add Todo"))
        # The new todo is inserted first: its field is the first one, once the page has it (the
        # first field is Buy milk's until the patch arrives).
        until(lambda: b.run(values) == "|Buy milk", lambda: f"web: the fields show {b.run(values)!r}")
        b.type("(//input[@placeholder='Untitled Todo' or @aria-label='Untitled Todo'])[1]",
               "Walk dog")
        until(lambda: b.run(values) == "Walk dog|Buy milk",
              lambda: f"web: the fields show {b.run(values)!r}")
        # Complete Buy milk: the checkbox button in its row.
        b.click("//input[@value='Buy milk' or .='Buy milk']/preceding::button[1]")
        b.click(option("Completed"))
        until(lambda: b.run(values) == "Buy milk", lambda: f"web: {b.run(values)!r}")
        b.click(option("Active"))
        until(lambda: b.run(values) == "Walk dog", lambda: f"web: {b.run(values)!r}")
        b.click(option("All"))
        until(lambda: b.run(values) == "Walk dog|Buy milk", lambda: f"web: {b.run(values)!r}")
    web(bin_dir, "Todos", body)


# MARK: - Screenshots


def shots(bin_dir, folder):
    """The root, a form, a sheet and a navigation stack: PNGs from Chromium and tmux text."""
    os.makedirs(folder, exist_ok=True)
    # Each screen: its name, the buttons that reach it from the root, and a text it shows.
    screens = [
        ("root", [], "Combining reducers"),
        ("form", ["Form bindings"], "Disable other controls"),
        ("sheet", ["Multiple destinations", "Show sheet"], "+"),
        ("stack", ["Stack", "Go to screen A", "Go to screen B"], "Decoupled"),
    ]

    def first(label):
        return f"({button(label)})[1]"

    only = os.environ.get("SHOTS_ONLY", "").split()
    for name, labels, marker in screens:
        if only and name not in only:
            continue

        def web_body(app, b):
            b.wait("Combining reducers", "the root")
            for label in labels:
                b.click(first(label))
            b.wait(marker, name)
            for width, height in [(1280, 800), (390, 844)]:
                for mode in ["light", "dark"]:
                    b.viewport(width, height, mode == "dark")
                    b.wait(marker, name)
                    b.screenshot(os.path.join(folder, f"tca-{name}-{width}x{height}-{mode}.png"))
        web(bin_dir, "SwiftUICaseStudies", web_body)

        for width, height in [(80, 24), (30, 10)]:
            t = Tmux(os.path.join(bin_dir, "SwiftUICaseStudies"), width, height)
            try:
                t.wait("Case", "the root")
                for label in labels:
                    # Below the fold: the mouse wheel, mid-screen (inside a sheet's list too),
                    # scrolls the list to it.
                    for _ in range(80):
                        before = t.screen()
                        if label in before:
                            break
                        t.type(f"\x1b[<65;{width // 2};{height // 2}M")
                        # Each scroll drawn before the next look: a scroll still on its way
                        # would move the label from under the click.
                        try:
                            until(lambda: t.screen() != before, lambda: "", timeout=2)
                        except Failure:
                            break  # The end of the list.
                    try:
                        t.click(label, occurrence=0)
                    except Failure:
                        break  # Cut at this size: the screen as it is.
                    # At 30×10 the next label may be cut or scrolled away: go on without it.
                    try:
                        until(lambda: label not in t.screen() or label == labels[-1],
                              lambda: "", timeout=2)
                    except Failure:
                        pass
                try:
                    t.wait(marker, name)
                except Failure:
                    pass
                with open(os.path.join(folder, f"tca-{name}-{width}x{height}.txt"), "w") as f:
                    f.write(t.screen())
            finally:
                t.close()


TESTS = [
    ("tmux: case studies", tmux_case_studies),
    ("tmux: todos", tmux_todos),
    ("web: case studies", web_case_studies),
    ("web: todos", web_todos),
]


def main():
    arguments = sys.argv[1:]
    if not arguments:
        print(__doc__)
        return 2
    bin_dir = arguments.pop(0)
    only, shots_dir = [], None
    while arguments:
        flag = arguments.pop(0)
        if flag == "--only":
            while arguments and not arguments[0].startswith("--"):
                only.append(arguments.pop(0))
        elif flag == "--shots":
            shots_dir = arguments.pop(0)
    failures = 0
    for name, test in TESTS:
        if only and not any(word in name for word in only):
            continue
        started = time.monotonic()
        try:
            test(bin_dir)
            print(f"✔ {name} ({time.monotonic() - started:.1f} s)", flush=True)
        except Exception as error:  # A test's failure, reported; the others still run.
            failures += 1
            print(f"✘ {name}: {error}", flush=True)
    if shots_dir:
        shots(bin_dir, shots_dir)
        print(f"screenshots in {shots_dir}")
    print(f"{failures} of the tests failed" if failures else "all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
