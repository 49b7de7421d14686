//! Deals the solver has won, listed for the games where finding one takes long: about
//! one Lower 48 deal in three is won within `KNOWN_WIN_NODES` positions (a fifth of a
//! second), and one in two within 300k, so "winnable deals only" and the demo pick
//! from the list instead of making a player wait for a search through many deals.
//! The tests win every listed deal again; each list file says how it was made.

use std::sync::OnceLock;

/// Positions the solver needed at most for any listed deal: a hint or the demo
/// re-solves a listed deal within it.
pub const KNOWN_WIN_NODES: usize = 100_000;

const LISTS: [(&str, &str); 1] = [("lower-48", include_str!("../../games/lower-48.wins"))];

/// The deal numbers of `game` the solver wins within `KNOWN_WIN_NODES` positions,
/// ascending; empty for games whose wins come quickly anyway.
pub fn known_wins(game: &str) -> &'static [u32] {
    static PARSED: OnceLock<Vec<(&str, Vec<u32>)>> = OnceLock::new();
    let parsed = PARSED.get_or_init(|| {
        LISTS
            .iter()
            .map(|&(id, text)| (id, parse(text).unwrap_or_else(|e| panic!("{id}.wins: {e}"))))
            .collect()
    });
    parsed
        .iter()
        .find(|(id, _)| *id == game)
        .map_or(&[], |(_, deals)| deals.as_slice())
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

/// The listed deal after `number` (wrapping round), if `game` has a list.
pub fn next_known_win(game: &str, number: u32) -> Option<u32> {
    let deals = known_wins(game);
    deals
        .iter()
        .copied()
        .find(|&d| d > number)
        .or(deals.first().copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_parse_and_step_round() {
        assert_eq!(parse("# made by hand\n3 5\n9\n"), Ok(vec![3, 5, 9]));
        assert!(parse("5 3").is_err());
        assert!(parse("5 x").unwrap_err().contains("'x'"));
        assert!(!known_wins("lower-48").is_empty());
        assert!(known_wins("freecell").is_empty());
        let deals = known_wins("lower-48");
        assert_eq!(next_known_win("lower-48", 0), Some(deals[0]));
        assert_eq!(next_known_win("lower-48", deals[0]), Some(deals[1]));
        assert_eq!(
            next_known_win("lower-48", *deals.last().unwrap()),
            Some(deals[0])
        );
        assert_eq!(next_known_win("freecell", 7), None);
    }
}
