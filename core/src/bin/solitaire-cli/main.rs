//! solitaire-cli: deal, inspect and play the collection's games from a terminal.

/// Prints to standard output like `println!`; a reader that has gone away (`| head`)
/// ends the program quietly, as Unix tools do, instead of a panic.
macro_rules! say {
    ($($t:tt)*) => { $crate::emit(format_args!($($t)*), true) };
}

/// `say!` without the end of line, like `print!`.
macro_rules! say_part {
    ($($t:tt)*) => { $crate::emit(format_args!($($t)*), false) };
}

mod grade;
#[cfg(test)]
mod manual;
mod solve;
mod stats;

use clap::{Parser, Subcommand, ValueEnum};
use solitaire_core::deal::DealNumber;
use solitaire_core::rules::{Rules, builtin, builtin_games};
use solitaire_core::{Game, Status, text};
use std::io::BufRead;
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Parser)]
#[command(
    name = "solitaire-cli",
    version,
    about = "Deal, inspect and play the solitaire collection's games",
    long_about = "Deal, inspect and play the solitaire collection's games from a terminal: \
                  print a numbered deal as the game deals it, play one by typed moves, solve \
                  deals and grade them, check a game definition file, and read the \
                  statistics the game keeps. The deals and rules are the game's own."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List the games with a one-line description.
    Games {
        /// As the README's table of games (Markdown), which is made this way.
        #[arg(long)]
        markdown: bool,
    },
    /// List the languages the game speaks, with how much of it each covers.
    Languages {
        /// As the README's table of languages (Markdown), which is made this way.
        #[arg(long)]
        markdown: bool,
    },
    /// Print a deal's layout.
    Deal {
        #[command(flatten)]
        which: Which,
        /// The layout as text, or as Freecell Solver reads it.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Show face-down cards (in lower case) and the stock.
        #[arg(long)]
        reveal: bool,
    },
    /// Read moves from standard input ("t3>f1", "t2>t5x3", "draw", "redeal", "undo",
    /// "redo", "restart", "moves") and print the game after each.
    Play {
        #[command(flatten)]
        which: Which,
        /// Show face-down cards (in lower case) and the stock.
        #[arg(long)]
        reveal: bool,
    },
    /// Validate a game definition file and say what is wrong with it.
    CheckDef {
        /// The game definition file (.ron).
        file: std::path::PathBuf,
    },
    /// Print a day's daily deal: its number and grade.
    Daily {
        /// A game id (see `games`).
        #[arg(long)]
        game: String,
        /// The day, as YYYY-MM-DD (today by this machine's clock if not given).
        #[arg(long)]
        date: Option<String>,
    },
    /// Solve a range of deals and print the grades file the game ships (see
    /// tools/make-grades.sh); with --number, say how a deal is graded.
    Grade {
        /// A game id (see `games`).
        #[arg(long)]
        game: String,
        /// One deal's number, to say how it is graded.
        #[arg(long, conflicts_with = "deals", value_parser = solve::parse_deal)]
        number: Option<DealNumber>,
        /// A range of deal numbers, e.g. 1..1000 (both ends included).
        #[arg(long, value_parser = solve::parse_range)]
        deals: Option<(DealNumber, DealNumber)>,
        /// Positions the solver may expand per deal.
        #[arg(long, default_value_t = 300_000)]
        nodes: usize,
        /// Deals solved at once, each on its own thread.
        #[arg(long, default_value_t = 1)]
        threads: usize,
    },
    /// Print the statistics the game keeps: per game, or one game's recent results,
    /// win rate and best times by difficulty, and daily deals won.
    Stats {
        /// One game's details (every game's summary if not given).
        #[arg(long)]
        game: Option<String>,
        /// Where the game keeps its files (as the game's --data-dir; by default
        /// SOLITAIRE_DATA_DIR or ~/.local/share/solitaire).
        #[arg(long)]
        data_dir: Option<std::path::PathBuf>,
    },
    /// Solve deals: one (--number, with --moves to print the solution) or a range
    /// (--deals A..B), with figures.
    Solve {
        /// A game id or the path of a game definition (.ron).
        #[arg(long)]
        game: String,
        /// One deal's number.
        #[arg(long, conflicts_with = "deals", value_parser = solve::parse_deal)]
        number: Option<DealNumber>,
        /// A range of deal numbers, e.g. 1..1000 (both ends included).
        #[arg(long, value_parser = solve::parse_range)]
        deals: Option<(DealNumber, DealNumber)>,
        /// Print the solution's moves (or, when undecided, the best line found).
        #[arg(long)]
        moves: bool,
        /// Positions the solver may expand per deal.
        #[arg(long, default_value_t = 300_000)]
        nodes: usize,
        /// Seconds the solver may spend per deal.
        #[arg(long)]
        seconds: Option<f64>,
        /// Deals solved at once, each on its own thread.
        #[arg(long, default_value_t = 1)]
        threads: usize,
    },
}

#[derive(clap::Args)]
struct Which {
    /// A game id (see `games`) or the path of a game definition (.ron).
    #[arg(long)]
    game: String,
    /// The deal number, 1 to 2147483647.
    #[arg(long, default_value_t = 1, value_parser = solve::parse_deal)]
    number: DealNumber,
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    /// Each pile on its own line, its cards from the bottom up.
    Text,
    /// Freecell Solver's board format (FreeCell and ForeCell).
    FcSolve,
}

fn load_rules(game: &str) -> Result<Arc<Rules>, String> {
    if let Some(rules) = builtin(game) {
        return Ok(rules);
    }
    if game.ends_with(".ron") || std::path::Path::new(game).exists() {
        return solitaire_core::game_file::load(std::path::Path::new(game));
    }
    let ids: Vec<&str> = builtin_games().map(|r| r.id()).collect();
    Err(format!(
        "unknown game '{game}'; the games are: {}",
        ids.join(", ")
    ))
}

/// One of the collection's games (whose grades and statistics the game keeps).
fn load_builtin(game: &str) -> Result<Arc<Rules>, String> {
    let rules = load_rules(game)?;
    match builtin(rules.id()) {
        Some(builtin) if !game.ends_with(".ron") => Ok(builtin),
        _ => Err(format!("'{game}' is not one of the collection's games")),
    }
}

fn new_game(which: &Which) -> Result<Game, String> {
    let rules = load_rules(&which.game)?;
    Game::new(rules, which.number).map_err(|e| e.to_string())
}

fn summary(game: &Game) -> String {
    let status = match game.status() {
        Status::InPlay => "in play",
        Status::Won => "won",
        Status::NoMovesLeft => "no moves left",
    };
    let score = game
        .score()
        .map(|s| {
            format!(
                "  score: {}",
                solitaire_core::score::shown(
                    &solitaire_core::lang::Words::english(),
                    game.rules(),
                    s
                )
            )
        })
        .unwrap_or_default();
    format!("moves: {}  status: {status}{score}", game.history().len())
}

fn play(mut game: Game, reveal: bool) -> Result<bool, String> {
    let rules = game.rules().clone();
    let mut all_ok = true;
    say!(
        "{}{}",
        text::layout(&rules, game.position(), reveal),
        summary(&game)
    );
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| format!("cannot read standard input: {e}"))?;
        for word in line.split_whitespace() {
            let result = match word {
                "undo" | "u" => game.undo().map(|_| ()).ok_or("nothing to undo".to_string()),
                "redo" => game.redo().map(|_| ()).ok_or("nothing to redo".to_string()),
                "restart" => {
                    game.restart();
                    Ok(())
                }
                "moves" => {
                    say!("legal: {}", rules.moves_text(game.legal_moves()));
                    continue;
                }
                _ => rules
                    .parse_move(word)
                    .and_then(|mv| game.apply(mv).map(|_| ()).map_err(|e| e.to_string())),
            };
            match result {
                Ok(()) => say!(
                    "> {word}\n{}{}",
                    text::layout(&rules, game.position(), reveal),
                    summary(&game)
                ),
                Err(e) => {
                    all_ok = false;
                    eprintln!("! {word}: {e}");
                }
            }
        }
    }
    Ok(all_ok)
}

/// The README's table of games, from the registry: the graded deals are the range of
/// the game's shipped `.grades` file ("none" where it has none).
fn games_table() -> String {
    let mut out = String::from(
        "| Game | Kind | Decks | Graded deals | In one line |\n| --- | --- | --- | --- | --- |\n",
    );
    for rules in builtin_games() {
        let def = &rules.def;
        let graded = solitaire_core::registry::grades(rules.id())
            .map(|g| format!("{}–{}", g.first, g.last()))
            .unwrap_or_else(|| "none".into());
        out += &format!(
            "| {} | {} | {} | {graded} | {} |\n",
            def.name,
            def.family.name(),
            def.decks,
            def.summary
        );
    }
    out
}

/// The shipped languages: code, own name, and how much of the game each covers.
fn languages_table(markdown: bool) -> String {
    use solitaire_core::lang::{Words, codes, coverage};
    let mut out = String::new();
    if markdown {
        out += "| Code | Language | Messages | Games |\n| --- | --- | --- | --- |\n";
    }
    for code in codes() {
        let name = Words::new(code).message("language-name", None);
        let c = coverage(code);
        let (messages, games) = (
            format!("{}/{}", c.messages, c.of_messages),
            format!("{}/{}", c.games, c.of_games),
        );
        out += &if markdown {
            format!("| {code} | {name} | {messages} | {games} |\n")
        } else {
            format!("{code:<6} {name:<12} messages {messages:<9} games {games}\n")
        };
    }
    out
}

fn run(cli: Cli) -> Result<bool, String> {
    match cli.command {
        Command::Languages { markdown } => say_part!("{}", languages_table(markdown)),
        Command::Games { markdown: true } => say_part!("{}", games_table()),
        Command::Games { markdown: false } => {
            for rules in builtin_games() {
                say!(
                    "{:<12} {:<12} {}",
                    rules.id(),
                    rules.name(),
                    rules.def.summary
                );
            }
        }
        Command::Deal {
            which,
            format,
            reveal,
        } => {
            let game = new_game(&which)?;
            let rules = game.rules();
            match format {
                Format::Text => {
                    say!("{} — deal #{}", rules.name(), game.number());
                    say_part!("{}", text::layout(rules, game.position(), reveal));
                }
                Format::FcSolve => {
                    let board = text::fc_solve_board(rules, game.position()).ok_or_else(|| {
                        format!("{} cannot be written in Freecell Solver's format (stock, face-down cards or several decks)", rules.name())
                    })?;
                    say_part!("{board}");
                }
            }
        }
        Command::Play { which, reveal } => return play(new_game(&which)?, reveal),
        Command::Solve {
            game,
            number,
            deals,
            moves,
            nodes,
            seconds,
            threads,
        } => {
            let rules = load_rules(&game)?;
            let range = match (number, deals) {
                (Some(n), _) => (n, n),
                (None, Some(r)) => r,
                (None, None) => return Err("say which deals: --number N or --deals A..B".into()),
            };
            let time = seconds
                .filter(|s| s.is_finite() && *s > 0.0)
                .map(std::time::Duration::from_secs_f64);
            let budget = solitaire_core::solver::Budget {
                time,
                ..solitaire_core::solver::Budget::nodes(nodes)
            };
            let results = solve::run(rules.clone(), range, budget, threads, solve::print_line)?;
            solve::print_summary(&rules, &results);
            if moves && let [one] = results.as_slice() {
                match &one.verdict {
                    solitaire_core::solver::Verdict::Solved(m) => {
                        say!("{}", rules.moves_text(m.iter().copied()));
                    }
                    solitaire_core::solver::Verdict::Unknown if !one.best.is_empty() => {
                        say!("best line ({} cards home):", one.best_home);
                        say!("{}", rules.moves_text(one.best.iter().copied()));
                    }
                    _ => {}
                }
            }
        }
        Command::Daily { game, date } => {
            grade::daily(&*load_builtin(&game)?, date.as_deref())?;
        }
        Command::Grade {
            game,
            number: Some(number),
            ..
        } => {
            let rules = load_builtin(&game)?;
            say!(
                "{} deal #{number}: {}",
                rules.name(),
                grade::describe(&rules, number)
            );
        }
        Command::Grade {
            game,
            number: None,
            deals,
            nodes,
            threads,
        } => {
            let range = deals.ok_or("say which deals: --deals A..B or --number N")?;
            say_part!(
                "{}",
                grade::grade(load_rules(&game)?, range, nodes, threads)?
            );
        }
        Command::Stats { game, data_dir } => {
            let game = game.map(|g| load_builtin(&g)).transpose()?;
            stats::print(data_dir, game.as_deref())?;
        }
        Command::CheckDef { file } => {
            let rules = load_rules(&file.to_string_lossy())?;
            say!(
                "{}: a valid definition of {} ({} piles)",
                file.display(),
                rules.name(),
                rules.pile_count()
            );
        }
    }
    Ok(true)
}

/// Writes to standard output: see `say!`.
fn emit(args: std::fmt::Arguments, newline: bool) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let written = out.write_fmt(args).and_then(|()| {
        if newline {
            out.write_all(b"\n")
        } else {
            Ok(())
        }
    });
    match written {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => {
            eprintln!("solitaire-cli: cannot write the output: {e}");
            std::process::exit(2);
        }
    }
}

/// Whether standard output was open when the program started. A closed one (`>&-`)
/// would take everything written and drop it, as the Rust runtime puts /dev/null in its
/// place; it opens that read-write, where a shell's `>/dev/null` opens it write-only,
/// which is how the two are told apart (Linux; elsewhere no check is made).
fn stdout_is_open() -> Result<(), String> {
    #[cfg(target_os = "linux")]
    {
        let target = std::fs::read_link("/proc/self/fd/1").ok();
        let flags = std::fs::read_to_string("/proc/self/fdinfo/1").ok();
        let read_write = flags
            .as_deref()
            .and_then(|info| info.lines().find_map(|l| l.strip_prefix("flags:")))
            .and_then(|octal| u32::from_str_radix(octal.trim(), 8).ok())
            .is_some_and(|flags| flags & 0o3 == 0o2);
        if target.is_some_and(|t| t == std::path::Path::new("/dev/null")) && read_write {
            return Err("standard output is closed: there is nowhere to write".into());
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Err(e) = stdout_is_open() {
        eprintln!("solitaire-cli: {e}");
        return ExitCode::from(2);
    }
    match run(cli) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("solitaire-cli: {e}");
            ExitCode::from(2)
        }
    }
}
