//! Deals the solver has won, listed for the games where finding one takes long: about
//! one Lower 48 deal in three is won within `KNOWN_WIN_NODES` positions (a fifth of a
//! second), and one in two within 300k, so "winnable deals only" and the demo pick
//! from the list instead of making a player wait for a search through many deals. A
//! game's list ships beside it as `<id>.wins`.

use crate::registry::Registry;
use crate::rules::Rules;

/// Positions the solver needed at most for any listed deal: a hint or the demo
/// re-solves a listed deal within it.
pub const KNOWN_WIN_NODES: usize = 100_000;

/// The deal numbers of `rules`' game the solver wins within `KNOWN_WIN_NODES`
/// positions, ascending; empty for games whose wins come quickly anyway.
pub fn known_wins(rules: &Rules) -> &'static [u32] {
    Registry::builtin()
        .get(rules.id())
        .map_or(&[], |e| e.wins.as_slice())
}

/// The listed deal after `number` (wrapping round), if the game has a list.
pub fn next_known_win(rules: &Rules, number: u32) -> Option<u32> {
    let deals = known_wins(rules);
    deals
        .iter()
        .copied()
        .find(|&d| d > number)
        .or(deals.first().copied())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtin;

    #[test]
    fn a_game_steps_round_its_list_and_one_without_has_none() {
        let lower_48 = builtin("lower-48").unwrap();
        let deals = known_wins(&lower_48);
        assert!(!deals.is_empty());
        assert_eq!(next_known_win(&lower_48, 0), Some(deals[0]));
        assert_eq!(next_known_win(&lower_48, deals[0]), Some(deals[1]));
        assert_eq!(
            next_known_win(&lower_48, *deals.last().unwrap()),
            Some(deals[0])
        );
        let freecell = builtin("freecell").unwrap();
        assert!(known_wins(&freecell).is_empty());
        assert_eq!(next_known_win(&freecell, 7), None);
    }
}
