// The browser test of the web build (tools/build-web.sh makes the site): serves the
// site on localhost, opens it in headless Chromium (Debian's, driven by playwright-core)
// and plays as a player would: a move by a real touch drag on a phone, one by the
// mouse on a desktop, a reload that finds the same position, and the demo, whose
// searches must not hold up the page (a search on the main thread would hold a frame
// for seconds; a frame over 250 ms fails, and the longest is printed: drawing in
// software, frames here take 56-100 ms, too close to any tighter bound for a check
// that must not fail by chance). It saves pictures at
// phone and desktop sizes for CI to check.
//
// Usage: node play.mjs SITE_DIR OUT_DIR   (CHROMIUM overrides /usr/bin/chromium)

import { chromium } from "playwright-core";
import { createServer } from "node:http";
import { readFile, mkdir } from "node:fs/promises";
import { extname, join, normalize } from "node:path";

const [site, out] = [process.argv[2] ?? "../site", process.argv[3] ?? "shots"];
await mkdir(out, { recursive: true });

// A static server: what any static host does.
const types = {
    ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm",
    ".png": "image/png", ".json": "application/json",
};
const server = createServer(async (req, res) => {
    let path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname));
    if (path.endsWith("/")) path += "index.html";
    try {
        const body = await readFile(join(site, path));
        res.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" });
        res.end(body);
    } catch {
        res.writeHead(404).end();
    }
});
await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
const base = `http://127.0.0.1:${server.address().port}`;

/// Chromium with its screen at `scale` device pixels to the CSS pixel. (DevTools'
/// emulated scale alone leaves the canvas's device-pixel size at its CSS size, which no
/// real phone does: the screen's own scale is forced as well.) WebGL2 is drawn in
/// software: under X (xvfb-run) by Mesa's GL through ANGLE, several times faster than
/// SwiftShader, which is the fallback without a display (since Chrome 144 only with
/// --enable-unsafe-swiftshader).
const browsers = [];
const gl = process.env.DISPLAY
    ? ["--use-gl=angle", "--use-angle=gl", "--ignore-gpu-blocklist"]
    : ["--enable-unsafe-swiftshader", "--use-angle=swiftshader"];
async function launch(scale) {
    const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
        args: [
            ...gl,
            `--force-device-scale-factor=${scale}`,
            "--no-sandbox", "--disable-quic", "--no-first-run", "--disable-sync",
            "--disable-background-networking", "--disable-component-update",
        ],
    });
    browsers.push(browser);
    return browser;
}

let failed = false;
function check(ok, what) {
    console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
    if (!ok) failed = true;
}

/// The table as the game describes it (src/web_hook.rs), once it is there, laid out for
/// the page as it is (the canvas takes the page's size a frame or two after the start).
async function table(page, since = -1) {
    await page.waitForFunction((since) => {
        if (!document.body.dataset.table) return false;
        const t = JSON.parse(document.body.dataset.table);
        return t.revision > since && Math.round(t.window[0] / t.window[2]) === window.innerWidth;
    }, since, { timeout: 180_000, polling: 100 });
    return JSON.parse(await page.evaluate(() => document.body.dataset.table));
}
const pile = (t, name) => t.piles.find((p) => p.name === name);
// Cards come to rest a little after a move or the deal (the tweens): pictures and
// drags wait.
const settle = (page) => page.waitForTimeout(3000);

async function open(context, query) {
    const page = await context.newPage();
    page.on("console", (m) => m.type() === "error" && console.log("page:", m.text()));
    page.on("pageerror", (e) => console.log("page error:", e.message));
    const started = Date.now();
    await page.goto(`${base}/${query}`);
    const t = await table(page);
    return { page, t, ms: Date.now() - started };
}

/// Drags with a finger, through Chromium's touch events (CDP), in steps.
async function touchDrag(page, from, to) {
    const cdp = await page.context().newCDPSession(page);
    const point = ([x, y]) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(from) });
    for (let i = 1; i <= 12; i++) {
        const at = [from[0] + (to[0] - from[0]) * i / 12, from[1] + (to[1] - from[1]) * i / 12];
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(at) });
        await page.waitForTimeout(16);
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

async function mouseDrag(page, from, to) {
    // (A hand rests on the card before it presses: see docs/web.md on a drag that
    // comes whole within one slow frame.)
    await page.mouse.move(...from);
    await page.waitForTimeout(300);
    await page.mouse.down();
    await page.waitForTimeout(100);
    for (let i = 1; i <= 12; i++) {
        await page.mouse.move(from[0] + (to[0] - from[0]) * i / 12, from[1] + (to[1] - from[1]) * i / 12);
        await page.waitForTimeout(16);
    }
    if (process.env.DEBUG_SHOTS) await page.screenshot({ path: `${out}/mid-drag.png` });
    await page.mouse.up();
}

/// A move of the top card of `from` to the empty free cell `to`: the cell gains it, the
/// column loses it, and the saved moves grow by one.
async function moveToCell(page, before, from, to, drag, how) {
    await drag(page, pile(before, from).top, pile(before, to).spot);
    const after = await table(page, before.revision);
    check(pile(after, to).cards === 1 && pile(after, from).cards === pile(before, from).cards - 1,
        `${how}: the top card of ${from} went to ${to} (${after.moves})`);
    return after;
}

try {
    // A phone held upright, by touch, set to Polish. A fresh profile: nothing stored yet.
    const phone = await (await launch(3)).newContext({
        viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true,
        locale: "pl-PL",
    });
    let { page, t, ms } = await open(phone, "?game=freecell&deal=1");
    console.log(`first dealt table after ${ms} ms (phone, 390x844 at 3x)`);
    check(t.game === "freecell" && t.deal === 1 && t.moves === "", "FreeCell #1 is dealt from the address");
    const spoken = () => page.evaluate(() => document.documentElement.lang);
    check(await spoken() === "pl", `the browser's language is the game's (${await spoken()})`);
    check(t.window[0] === 390 * 3 && t.window[1] === 844 * 3 && t.window[2] === 3,
        `drawn at the device's pixels (${t.window[0]}x${t.window[1]} at ${t.window[2]}x)`);
    await settle(page);
    t = await moveToCell(page, t, "Column 1", "Free cell 1", touchDrag, "touch drag");
    await settle(page);
    await page.screenshot({ path: `${out}/phone.png` });

    // Reloaded, the game resumes from the browser's storage where it was.
    await page.reload();
    const resumed = await table(page);
    check(resumed.moves === t.moves && resumed.deal === 1, `after a reload the same position (${resumed.moves})`);
    await page.close();
    // A dialog on the phone: the menu, opened from the address.
    ({ page } = await open(phone, "?open=menu"));
    await settle(page);
    await page.screenshot({ path: `${out}/phone-menu.png` });
    await page.close();

    // A desktop browser, by mouse; then the demo, whose searches run in workers.
    const desktop = await launch(1);
    const desk = await desktop.newContext({ viewport: { width: 1280, height: 800 } });
    // In German, from the address: what the live region says is German.
    ({ page, t } = await open(desk, "?game=freecell&deal=1&lang=de"));
    check(await spoken() === "de", `?lang=de is the game's language (${await spoken()})`);
    await settle(page);
    t = await moveToCell(page, t, "Column 2", "Free cell 2", mouseDrag, "mouse drag");
    await settle(page);
    await page.screenshot({ path: `${out}/desktop.png` });

    // Keyboard play with the page focused, and the live region a screen reader hears:
    // a hint (a search in a worker), then Ctrl+Z.
    const heard = (start) => page.waitForFunction(
        (start) => document.getElementById("announcer").textContent.startsWith(start),
        start, { timeout: 30_000 }).then(() => page.evaluate(() => document.getElementById("announcer").textContent));
    await page.keyboard.press("KeyH");
    check((await heard("Tipp: ")).length > 6, `H gives a hint, said in the live region (${await heard("Tipp: ")})`);
    await page.keyboard.press("Control+KeyZ");
    const undone = await table(page, t.revision);
    check(undone.moves === "", `Ctrl+Z undoes the mouse's move, said as "${await heard("Rückgängig: ")}"`);
    t = undone;

    // The game chooser, with its pictures, by its key.
    await page.keyboard.press("KeyG");
    await settle(page);
    await page.screenshot({ path: `${out}/desktop-chooser.png` });
    await page.close();

    // The demo, whose searches run in workers: the page's frames keep coming. (At the
    // smallest window the game supports: drawing in software here takes most of a
    // frame's time at larger sizes, whatever the solver does.)
    const small = await desktop.newContext({ viewport: { width: 800, height: 600 } });
    ({ page, t } = await open(small, "?game=freecell&deal=1"));
    await settle(page);
    // A frame is one task of the page's main thread (winit runs the game's frame in
    // it): the longest task while the demo plays, from the browser's Long Tasks
    // timing (tasks over 50 ms), and the longest gap between animation frames, which
    // also holds the software drawing in Chromium's GPU process.
    await page.evaluate(() => {
        window.longestTask = 0;
        new PerformanceObserver((list) => {
            for (const task of list.getEntries()) window.longestTask = Math.max(window.longestTask, task.duration);
        }).observe({ type: "longtask" });
        window.longestGap = 0;
        let last = performance.now();
        const tick = (now) => {
            window.longestGap = Math.max(window.longestGap, now - last);
            last = now;
            requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
    });
    await page.keyboard.press("KeyD");
    const demo = await table(page, t.revision + 12);
    const [task, gap] = await page.evaluate(() => [window.longestTask, window.longestGap]);
    check(demo.moves !== t.moves, `the demo plays (${demo.moves.split(" ").length} moves)`);
    check(task < 250, `no frame held up while the demo searched and played (longest ${task.toFixed(0)} ms, under 250; longest gap between drawn frames ${gap.toFixed(0)} ms)`);
} catch (error) {
    console.log("FAIL", error);
    failed = true;
} finally {
    for (const browser of browsers) await browser.close();
    server.close();
}
process.exit(failed ? 1 : 0);
