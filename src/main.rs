use solitaire::options::Options;

fn main() -> bevy::app::AppExit {
    let options = Options::from_command_line();
    solitaire::app::windowed(options).run()
}
