use solitaire::options::Options;

fn main() -> bevy::app::AppExit {
    // Flags on the desktop; in the browser, the page's address (?game=klondike&deal=5).
    #[cfg(not(target_arch = "wasm32"))]
    let options = Options::from_command_line();
    #[cfg(target_arch = "wasm32")]
    let options = Options::from_page();
    solitaire::app::windowed(options).run()
}
