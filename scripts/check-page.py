#!/usr/bin/env python3
"""Serves a folder on localhost with a Content-Security-Policy header and loads one of its pages in
headless Chromium (Debian's `chromium`, driven through the DevTools protocol over
--remote-debugging-pipe; nothing but the standard library), as a reviewer's browser would. Prints one
JSON object: what the page's images measure as laid out, every console message about a refused
resource (a CSP violation), and, when asked, what dragging the review's swipe divider and typing into
the storybook's filter did. Reads the page through the DevTools DOM domain, not page script, so it
works on a page whose policy runs none. Used by the review page's and storybook's browser tests.

    check-page.py FOLDER PAGE --csp POLICY --screenshot OUT.png [--drag PX] [--filter WORDS]

The screenshot is of the page as loaded (1400 × 1000 CSS px); with --drag, OUT-drag.png shows the
swipe after the drag.
"""
import argparse
import base64
import functools
import http.server
import json
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time


class Handler(http.server.SimpleHTTPRequestHandler):
    """Serves the folder with the policy on every response."""
    policy = ""

    def end_headers(self):
        self.send_header("Content-Security-Policy", self.policy)
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, *args):
        pass


class Browser:
    """Headless Chromium over the DevTools pipe: fd 3 carries commands in, fd 4 answers and events out."""

    def __init__(self, profile):
        to_browser, self.commands = os.pipe()
        self.answers, from_browser = os.pipe()

        def wire():
            os.dup2(to_browser, 3)
            os.dup2(from_browser, 4)

        args = [shutil.which("chromium") or "chromium", "--headless=new", "--remote-debugging-pipe", f"--user-data-dir={profile}",
                "--hide-scrollbars", "--no-first-run", "--disable-gpu", "--force-device-scale-factor=1", "about:blank"]
        if os.geteuid() == 0:
            args.insert(1, "--no-sandbox")  # Chromium's own sandbox refuses to start as root
        self.process = subprocess.Popen(args, pass_fds=(3, 4), preexec_fn=wire, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser)
        os.close(from_browser)
        self.next_id, self.pending, self.events = 0, {}, queue.Queue()
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        buffer = b""
        while chunk := os.read(self.answers, 1 << 16):
            buffer += chunk
            while b"\0" in buffer:
                message, buffer = buffer.split(b"\0", 1)
                data = json.loads(message)
                if "id" in data:
                    self.pending.pop(data["id"]).put(data)
                else:
                    self.events.put(data)

    def send(self, method, session=None, **params):
        self.next_id += 1
        answer = queue.Queue()
        self.pending[self.next_id] = answer
        message = {"id": self.next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        data = answer.get(timeout=30)
        if "error" in data:
            raise RuntimeError(f"{method}: {data['error']}")
        return data["result"]

    def drain(self, until=None, timeout=15):
        """The events that came, until one named `until` (then returns) or `timeout` seconds."""
        seen, deadline = [], time.time() + timeout
        while time.time() < deadline:
            try:
                event = self.events.get(timeout=max(0.01, deadline - time.time()))
            except queue.Empty:
                break
            seen.append(event)
            if until and event.get("method") == until:
                break
        return seen

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def boxes(browser, session, selector):
    """The border box (x, y, width, height, in CSS px from the viewport's corner) of every element
    `selector` matches and is laid out, in page order, with its `src` when it has one."""
    root = browser.send("DOM.getDocument", session, depth=0)["root"]["nodeId"]
    found = []
    for node in browser.send("DOM.querySelectorAll", session, nodeId=root, selector=selector)["nodeIds"]:
        try:
            quad = browser.send("DOM.getBoxModel", session, nodeId=node)["model"]["border"]
        except RuntimeError:  # not rendered (hidden)
            continue
        box = {"x": quad[0], "y": quad[1], "width": round(quad[2] - quad[0], 1), "height": round(quad[5] - quad[1], 1)}
        attributes = browser.send("DOM.getAttributes", session, nodeId=node)["attributes"]
        if "src" in attributes[::2]:
            box["src"] = attributes[attributes.index("src") + 1]
        found.append(box)
    return found


def screenshot(browser, session, path):
    """Writes what the browser shows to `path` (PNG)."""
    with open(path, "wb") as f:
        f.write(base64.b64decode(browser.send("Page.captureScreenshot", session, format="png")["data"]))


def main():
    options = argparse.ArgumentParser()
    options.add_argument("folder")
    options.add_argument("page")
    options.add_argument("--csp", required=True)
    options.add_argument("--screenshot", required=True)
    options.add_argument("--drag", type=int, default=0, help="drag the first swipe divider's handle this far right")
    options.add_argument("--filter", help="type these words into the storybook's filter box")
    args = options.parse_args()

    Handler.policy = args.csp
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=args.folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    profile = tempfile.mkdtemp(prefix="folio-chromium-")
    browser = Browser(profile)
    result = {"csp": args.csp}
    try:
        target = browser.send("Target.createTarget", url="about:blank")["targetId"]
        session = browser.send("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        for domain in ("Page", "Log", "Runtime", "DOM"):
            browser.send(f"{domain}.enable", session)
        browser.send("Emulation.setDeviceMetricsOverride", session, width=1400, height=1000, deviceScaleFactor=1, mobile=False)
        url = f"http://127.0.0.1:{server.server_address[1]}/{args.page}"
        browser.send("Page.navigate", session, url=url)
        events = browser.drain(until="Page.loadEventFired")
        events += browser.drain(timeout=1.5)  # the lazy images in view, the deferred script
        result["url"] = url
        result["images"] = boxes(browser, session, "img")
        screenshot(browser, session, args.screenshot)
        if args.drag:
            height = boxes(browser, session, ".swipe .over")[0]["height"]
            root = browser.send("DOM.getDocument", session, depth=0)["root"]["nodeId"]
            node = browser.send("DOM.querySelector", session, nodeId=root, selector=".swipe .over")["nodeId"]
            browser.send("DOM.scrollIntoViewIfNeeded", session, nodeId=node, rect={"x": 0, "y": height - 40, "width": 1, "height": 40})
            over = boxes(browser, session, ".swipe .over")[0]
            x, y = over["x"] + over["width"] - 6, over["y"] + over["height"] - 6
            browser.send("Input.dispatchMouseEvent", session, type="mousePressed", x=x, y=y, button="left", clickCount=1)
            for step in range(1, 11):
                browser.send("Input.dispatchMouseEvent", session, type="mouseMoved", x=x + args.drag * step / 10, y=y, button="left")
            browser.send("Input.dispatchMouseEvent", session, type="mouseReleased", x=x + args.drag, y=y, button="left", clickCount=1)
            result["swipe"] = {"before": over["width"], "after": boxes(browser, session, ".swipe .over")[0]["width"]}
            screenshot(browser, session, args.screenshot.removesuffix(".png") + "-drag.png")
        if args.filter is not None:
            result["filterShown"] = bool(boxes(browser, session, "#filter"))
            before = len(boxes(browser, session, "article.story"))
            if result["filterShown"]:
                root = browser.send("DOM.getDocument", session, depth=0)["root"]["nodeId"]
                box = browser.send("DOM.querySelector", session, nodeId=root, selector="#filter")["nodeId"]
                browser.send("DOM.focus", session, nodeId=box)
                browser.send("Input.insertText", session, text=args.filter)
                events += browser.drain(timeout=0.5)
            result["filter"] = {"words": args.filter, "before": before, "after": len(boxes(browser, session, "article.story"))}
        messages = [e["params"]["entry"]["text"] for e in events if e.get("method") == "Log.entryAdded"]
        messages += [" ".join(str(a.get("value", "")) for a in e["params"]["args"]) for e in events if e.get("method") == "Runtime.consoleAPICalled"]
        result["refused"] = [m for m in messages if "Content Security Policy" in m or "Refused" in m or "Blocked" in m or "sandboxed" in m]
        result["console"] = messages
    finally:
        browser.close()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
