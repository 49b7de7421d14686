//! The man page and the shell completions of `solitaire`, made from its flags into
//! packaging/ (the Debian package installs them from there). The test fails when they
//! fall behind the flags; `UPDATE_PACKAGING=1` writes them anew.

use crate::options::Options;
use clap::builder::PossibleValuesParser;
use clap_complete::Shell;

/// The sections clap's own page lacks: where the game keeps its files, what it reads
/// from the environment, and the command-line tool beside it.
const MORE: &str = r#".SH FILES
.TP
\fI$XDG_DATA_HOME/solitaire/\fR (\fI~/.local/share/solitaire/\fR by default)
The game under way, the settings and the statistics. A file the game cannot read is
moved aside as \fIname\fR.bad\-\fIN\fR, never deleted, and the game says so.
.SH ENVIRONMENT
.TP
\fBSOLITAIRE_DATA_DIR\fR
Where the game keeps its files, when \fB\-\-data\-dir\fR is not given.
.TP
\fBLANG\fR, \fBLC_ALL\fR, \fBLC_MESSAGES\fR
The system's language, which the game speaks when neither \fB\-\-lang\fR nor the
Language setting chooses another.
.SH SEE ALSO
\fBsolitaire\-cli\fR(6)
"#;

/// The page, in section 6 (games).
fn man_page() -> Vec<u8> {
    // The page's name line says what the game is; --help's lists every game.
    let games = solitaire_core::game_ids().len();
    let man = clap_mangen::Man::new(
        Options::described().about(format!("a collection of {games} patience card games")),
    )
    .section("6");
    let mut page = Vec::new();
    man.render(&mut page).unwrap();
    page.extend_from_slice(MORE.as_bytes());
    page
}

/// The completions offer the games' and the languages' ids (a game file's path is
/// typed out).
fn completions(shell: Shell) -> Vec<u8> {
    let mut command = Options::described()
        .mut_arg("game", |a| {
            a.value_parser(PossibleValuesParser::new(solitaire_core::game_ids()))
        })
        .mut_arg("lang", |a| {
            a.value_parser(PossibleValuesParser::new(solitaire_core::lang::codes()))
        });
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "solitaire", &mut script);
    script
}

#[test]
fn the_man_page_and_completions_follow_the_flags() {
    let stale = solitaire_core::generated::stale(&[
        ("man/solitaire.6".into(), man_page()),
        (
            "completions/solitaire.bash".into(),
            completions(Shell::Bash),
        ),
        ("completions/_solitaire".into(), completions(Shell::Zsh)),
        (
            "completions/solitaire.fish".into(),
            completions(Shell::Fish),
        ),
    ]);
    assert!(
        stale.is_empty(),
        "packaging/{} fell behind the flags: `UPDATE_PACKAGING=1 cargo test -p solitaire --lib manual` writes them anew",
        stale.join(", packaging/")
    );
}
