//! The browser's build only (wasm32): the page's functions the game calls (`bridge`,
//! web/bridge.js), at the bottom of the layers. Built on it: the browser's storage
//! (`persist::browser`), the solver's workers (`assist::search`), the live region
//! (`access::announce`) and the browser test's hook (`web_hook`).

pub mod bridge;
