//! The lists of deals the solver is known to win quickly, shipped beside the game files
//! (`core/games/*.wins`) and named by a game's `SolverDef::known_wins`. Each list file
//! says how it was made; the solver's tests win every listed deal again.

use std::sync::OnceLock;

const LISTS: [(&str, &str); 1] = [("lower-48.wins", include_str!("../../games/lower-48.wins"))];

/// The names a definition may give as its `known_wins`.
pub fn win_list_names() -> impl Iterator<Item = &'static str> {
    LISTS.iter().map(|&(name, _)| name)
}

/// The deal numbers of the shipped list `name`, ascending.
pub fn win_list(name: &str) -> Option<&'static [u32]> {
    static PARSED: OnceLock<Vec<(&str, Vec<u32>)>> = OnceLock::new();
    let parsed = PARSED.get_or_init(|| {
        LISTS
            .iter()
            .map(|&(name, text)| (name, parse(text).unwrap_or_else(|e| panic!("{name}: {e}"))))
            .collect()
    });
    parsed
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, deals)| deals.as_slice())
}

/// Deal numbers, whitespace-separated, ascending; `#` starts a comment line.
fn parse(text: &str) -> Result<Vec<u32>, String> {
    let words = text
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .flat_map(str::split_whitespace);
    let deals = words
        .map(|w| {
            w.parse::<u32>()
                .map_err(|_| format!("'{w}' is not a deal number"))
        })
        .collect::<Result<Vec<u32>, String>>()?;
    if deals.windows(2).any(|w| w[0] >= w[1]) {
        return Err("deal numbers must ascend".into());
    }
    Ok(deals)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_parse() {
        assert_eq!(parse("# made by hand\n3 5\n9\n"), Ok(vec![3, 5, 9]));
        assert!(parse("5 3").is_err());
        assert!(parse("5 x").unwrap_err().contains("'x'"));
        for name in win_list_names() {
            assert!(!win_list(name).unwrap().is_empty(), "{name}");
        }
        assert_eq!(win_list("nothing.wins"), None);
    }
}
