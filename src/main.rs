use clap::Parser;
use solitaire::options::Options;

fn main() -> bevy::app::AppExit {
    let options = Options::parse();
    solitaire::app::windowed(options).run()
}
