// A Web Worker that runs the game's searches (web/bridge.js starts it): the core's
// solver, built for the browser (web/solver), answers one job at a time.
import init, { answer } from "./solver/solitaire_web_solver.js";

const ready = init();
self.onmessage = async (event) => {
    await ready;
    const { id, job } = event.data;
    self.postMessage({ id, answer: answer(job) });
};
