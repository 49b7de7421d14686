// The page's side of the game's browser seams (src/web/bridge.rs declares them):
// the address's options, browser storage, the solver's Web Workers, the ARIA live
// region and the hook the browser test reads. Loaded by the game's own module.

// The options in the address (?game=klondike&deal=5&demo), as command-line words. The
// address then drops them, so that a reload resumes the game in play rather than
// dealing the linked deal afresh.
export function page_args() {
    const words = [];
    for (const [key, value] of new URLSearchParams(window.location.search)) {
        words.push("--" + key);
        if (value !== "") words.push(value);
    }
    if (words.length > 0) history.replaceState(null, "", window.location.pathname);
    return words.join("\n");
}

// Browser storage (localStorage): one key per file, under the game's prefix. Each call
// throws where the browser keeps no storage (storage disabled) or it is full; the game
// turns that into a notice.
const PREFIX = "solitaire/";
function storage() {
    const s = window.localStorage;
    if (!s) throw new Error("this browser keeps no storage for pages");
    return s;
}
export function store_get(name) {
    const value = storage().getItem(PREFIX + name);
    return value === null ? undefined : value;
}
export function store_set(name, text) {
    storage().setItem(PREFIX + name, text);
}
export function store_remove(name) {
    storage().removeItem(PREFIX + name);
}

// The solver's searches, each in a Web Worker of its own (solver-worker.js runs the
// core's solver, built for the browser): the page's frames never wait for a search. A
// search dropped before its answer stops at once: its worker is ended.
const idle = [];
const jobs = new Map();
let nextJob = 1;
function worker() {
    const w = idle.pop() || new Worker(new URL("solver-worker.js", document.baseURI), { type: "module" });
    w.onmessage = (event) => {
        const job = jobs.get(event.data.id);
        if (job) job.answer = event.data.answer;
        w.job = 0;
        if (idle.length < 2) idle.push(w); else w.terminate();
    };
    w.onerror = (event) => {
        const job = jobs.get(w.job);
        if (job) job.answer = "";
        console.error("solver worker:", event.message);
        w.terminate();
    };
    return w;
}
export function search_start(job) {
    const id = nextJob++;
    const w = worker();
    w.job = id;
    jobs.set(id, { worker: w, answer: undefined });
    w.postMessage({ id, job });
    return id;
}
export function search_poll(id) {
    const job = jobs.get(id);
    if (!job || job.answer === undefined) return undefined;
    jobs.delete(id);
    return job.answer;
}
export function search_cancel(id) {
    const job = jobs.get(id);
    if (!job) return;
    jobs.delete(id);
    if (job.answer === undefined && job.worker.job === id) {
        job.worker.terminate();
        const i = idle.indexOf(job.worker);
        if (i >= 0) idle.splice(i, 1);
    }
}

// What a screen reader says: the page's live region (index.html), emptied first so
// that the same words twice are said twice.
export function announce(text) {
    const region = document.getElementById("announcer");
    if (!region) return;
    region.textContent = "";
    setTimeout(() => { region.textContent = text; }, 30);
}

// The table as the browser test reads it: a JSON text on the page's body.
// The game's language is the page's, so that a screen reader reads the live region in it.
export function set_language(code) {
    document.documentElement.lang = code;
}

export function show_table(json) {
    document.body.dataset.table = json;
    document.getElementById("loading")?.remove();
}
