#!/usr/bin/env python3
"""Click to repaint in Chromium: the web page's speed, measured outside `swift test`.

Starts the Pomodoro with `--web`, opens it in a headless Chromium through chromedriver, and
clicks pause/resume 100 times (or, where the screen's keys are only a key line, presses
space, which the page sends as the click would be); each time waits for the status to change in the DOM and for
the next frame to be painted. The floor, measured in the same run and page, is the same loop
with the page changing its own text (no server): the browser's own cost of a change and a
paint. Prints the medians, the 95th percentile and the ratio to the floor.

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

# One click: resolves with the milliseconds from the click to the frame after the change.
CLICK_LOOP = """
return (async () => {
  const app = document.getElementById('app');
  const paused = () => app.innerText.includes('PAUSED');
  const control = () => [...app.querySelectorAll('#app [id]')]
    .filter((element) => /(pause|resume)\\s*$/i.test(element.textContent)).pop();
  const once = () => new Promise((resolve) => {
    const before = paused();
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (paused() === before) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(app, { subtree: true, childList: true, characterData: true, attributes: true });
    // The control's click, or where the screen has none to click (its keys are a key
    // line), the space key that the control's key hint names.
    const target = control();
    if (target) target.click();
    else document.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
  });
  const times = [];
  for (let index = 0; index < %d; index++) times.push(await once());
  return JSON.stringify(times);
})();
""" % CLICKS

# The floor: the page changes a text of its own and waits for the same signals.
FLOOR_LOOP = """
return (async () => {
  const probe = document.createElement('p');
  probe.textContent = 'RUNNING';
  document.body.append(probe);
  const once = () => new Promise((resolve) => {
    const start = performance.now();
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(probe, { subtree: true, childList: true, characterData: true });
    setTimeout(() => { probe.textContent = probe.textContent === 'PAUSED' ? 'RUNNING' : 'PAUSED'; });
  });
  const times = [];
  for (let index = 0; index < %d; index++) times.push(await once());
  probe.remove();
  return JSON.stringify(times);
})();
""" % CLICKS


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
    environment = dict(os.environ, HOME=home, XDG_DATA_HOME=home, XDG_CONFIG_HOME=home)
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
            return request(driver_port, "POST", base + "/execute/sync", {"script": script, "args": []})

        until(lambda: "STAND BY" in run("return document.body.innerText"))
        run("const start = [...document.querySelectorAll('#app [id]')].find((b) => /start/i.test(b.textContent));"
            " if (start) start.click();"
            " else document.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));")
        until(lambda: "FOCUS" in run("return document.body.innerText"))
        floor = sorted(json.loads(run(FLOOR_LOOP)))
        clicks = sorted(json.loads(run(CLICK_LOOP)))
        median = statistics.median(clicks)
        floor_median = statistics.median(floor)
        print(f"click to repaint over {CLICKS} clicks: median {median:.1f} ms, "
              f"p95 {clicks[int(CLICKS * 0.95) - 1]:.1f} ms, max {clicks[-1]:.1f} ms")
        print(f"floor (the page changing its own text): median {floor_median:.1f} ms; "
              f"ratio {median / max(floor_median, 0.001):.1f}x")
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
