#!/usr/bin/env python3
"""Click to repaint in Chromium with real clicks: the web page's speed, measured outside `swift test`.

Starts the Pomodoro with `--web`, opens it in a headless Chromium through chromedriver, starts a
focus session, then clicks the key hint that pauses and resumes it ("space pause", "space
resume") 100 times with WebDriver's element click: real mouse events, through the browser's
input pipeline, at the element's place on the screen. Each time, the page records when the
pointer went down (the event's own time stamp) and when the frame after the status changed
("PAUSED" appearing or leaving) was painted; the difference is one click's time to repaint.

The floor, measured in the same run, page and browser, is the same loop of real clicks on a
button the page adds for itself, whose click changes its own text (no server): the browser's
own cost of a click, a change and a paint. Prints medians, the 95th percentile and the ratio.

  swift build --traits Web --scratch-path .build-web --product pomodoro
  Benchmarks/Scripts/browser-click-to-repaint.py [.build-web/debug/pomodoro]
"""

import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

CLICKS = 100

# Arms one measurement: the next pointer-down on the page starts the clock, the frame painted
# after `changed()` turns true stops it. `window.lap` resolves with the milliseconds.
ARM = """
const changed = %s;
window.lap = new Promise((resolve) => {
  let start = null;
  document.addEventListener('pointerdown', (event) => { start = event.timeStamp; },
    { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (start === null || !changed()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
  });
  observer.observe(document.body,
    { subtree: true, childList: true, characterData: true, attributes: true });
});
return '';
"""

# The app's control: the status flips between PAUSED and not.
APP_ARM = ARM % """(() => {
  const app = document.getElementById('app');
  const before = app.innerText.includes('PAUSED');
  return () => app.innerText.includes('PAUSED') !== before;
})()"""

# The floor's control: a button of the page's own that changes its own text on a click.
FLOOR_SETUP = """
const probe = document.createElement('button');
probe.id = 'floor-probe';
probe.textContent = 'RUNNING';
probe.style.cssText = 'position:fixed;bottom:1rem;right:1rem;z-index:2';
probe.addEventListener('click', () => {
  probe.textContent = probe.textContent === 'PAUSED' ? 'RUNNING' : 'PAUSED';
});
document.body.append(probe);
return '';
"""
FLOOR_ARM = ARM % """(() => {
  const probe = document.getElementById('floor-probe');
  const before = probe.textContent;
  return () => probe.textContent !== before;
})()"""

# The pause/resume key hint: its id follows its text, so it is looked up before each click.
APP_CONTROL = "(//*[starts-with(@id, 'x-space_')])[last()]"
FLOOR_CONTROL = "//*[@id='floor-probe']"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def request(port, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    call = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", data=data, method=method,
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(call, timeout=120) as answer:
        return json.loads(answer.read())["value"]


def until(condition, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if condition():
            return
        time.sleep(0.1)
    raise SystemExit("timed out")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build-web/debug/pomodoro"
    home = tempfile.mkdtemp(prefix="click-bench")
    environment = dict(os.environ, HOME=home, XDG_DATA_HOME=home, XDG_CONFIG_HOME=home,
                       XDG_STATE_HOME=home)
    app = subprocess.Popen(
        [binary, "--web", "--no-open"], stdout=subprocess.PIPE, env=environment, text=True)
    driver_port = free_port()
    driver = subprocess.Popen(
        ["/usr/bin/chromedriver", f"--port={driver_port}"], stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL)
    session = None
    try:
        url = app.stdout.readline().split(" is at ")[-1].strip()
        until(lambda: _answers(driver_port))
        options = {"binary": "/usr/bin/chromium", "args": [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--window-size=1280,800"]}
        session = request(driver_port, "POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": options}}})["sessionId"]
        base = f"/session/{session}"
        request(driver_port, "POST", base + "/timeouts", {"script": 120000})
        request(driver_port, "POST", base + "/url", {"url": url})

        def run(script):
            return request(driver_port, "POST", base + "/execute/sync",
                           {"script": script, "args": []})

        def click(xpath):
            found = request(driver_port, "POST", base + "/elements",
                            {"using": "xpath", "value": xpath})
            if not found:
                raise SystemExit(f"nothing to click at {xpath}:\n" + run(
                    "return document.body.innerText"))
            request(driver_port, "POST", base + f"/element/{next(iter(found[0].values()))}/click", {})

        def measure(arm, xpath):
            times = []
            for _ in range(CLICKS):
                run(arm)
                click(xpath)
                times.append(request(driver_port, "POST", base + "/execute/async", {
                    "script": "arguments[0](window.lap.then(String))", "args": []}))
            return sorted(float(value) for value in times)

        until(lambda: "STAND BY" in run("return document.body.innerText"))
        click(APP_CONTROL)
        until(lambda: "FOCUS" in run("return document.body.innerText"))
        run(FLOOR_SETUP)
        floor = measure(FLOOR_ARM, FLOOR_CONTROL)
        clicks = measure(APP_ARM, APP_CONTROL)
        median = statistics.median(clicks)
        floor_median = statistics.median(floor)

        def p95(values):
            return values[int(len(values) * 0.95) - 1]

        print(f"click to repaint over {CLICKS} real clicks: median {median:.1f} ms, "
              f"p95 {p95(clicks):.1f} ms, max {clicks[-1]:.1f} ms")
        print(f"floor (real clicks on a button of the page's own): median {floor_median:.1f} ms, "
              f"p95 {p95(floor):.1f} ms; ratio {median / max(floor_median, 0.001):.1f}x")
        print("target: median < 50 ms:", "met" if median < 50 else "NOT met")
    finally:
        if session:
            try:
                request(driver_port, "DELETE", f"/session/{session}")
            except OSError:
                pass
        driver.kill()
        app.terminate()
        app.wait(timeout=10)


def _answers(port):
    try:
        request(port, "GET", "/status")
        return True
    except OSError:
        return False


if __name__ == "__main__":
    main()
