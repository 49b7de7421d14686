//! The man pages and the shell completions of `solitaire-cli`, made from its flags into
//! packaging/ (the Debian package installs them from there): a page for the tool and
//! one for each command, as `git` has. The test fails when they fall behind the flags;
//! `UPDATE_PACKAGING=1` writes them anew.

use crate::Cli;
use clap::CommandFactory;
use clap_complete::Shell;
use solitaire_core::generated;

/// Every page, by file name, in section 6 (games) beside the game's own.
fn man_pages() -> Vec<(String, Vec<u8>)> {
    let mut command = Cli::command().disable_help_subcommand(true);
    command.build();
    let mut pages = Vec::new();
    let commands = std::iter::once(command.clone()).chain(command.get_subcommands().cloned());
    for command in commands {
        let man = clap_mangen::Man::new(command)
            .section("6")
            .source(concat!("solitaire-cli ", env!("CARGO_PKG_VERSION")));
        let mut page = Vec::new();
        man.render(&mut page).unwrap();
        if pages.is_empty() {
            page.extend_from_slice(b".SH SEE ALSO\n\\fBsolitaire\\fR(6)\n");
        }
        pages.push((format!("man/{}", man.get_filename()), page));
    }
    pages
}

fn completions(shell: Shell) -> Vec<u8> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "solitaire-cli", &mut script);
    script
}

#[test]
fn the_man_pages_and_completions_follow_the_flags() {
    let mut files = man_pages();
    files.push((
        "completions/solitaire-cli.bash".into(),
        completions(Shell::Bash),
    ));
    files.push(("completions/_solitaire-cli".into(), completions(Shell::Zsh)));
    files.push((
        "completions/solitaire-cli.fish".into(),
        completions(Shell::Fish),
    ));
    let mut stale = generated::stale(&files);
    // A page of a command that has gone.
    for entry in std::fs::read_dir(generated::packaging_dir().join("man")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        let path = format!("man/{name}");
        if name.starts_with("solitaire-cli") && !files.iter().any(|(p, _)| *p == path) {
            stale.push(path);
        }
    }
    assert!(
        stale.is_empty(),
        "packaging/{} fell behind the flags: `UPDATE_PACKAGING=1 cargo test -p solitaire-core --bin solitaire-cli manual` writes them anew (and a page of a command that has gone is deleted by hand)",
        stale.join(", packaging/")
    );
}
