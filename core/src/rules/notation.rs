//! Move notation shared by the CLI and saved games: "t3>f1", "t2>t5x3", "draw", "redeal".

use super::Rules;
use crate::moves::{Move, PileId};

impl Rules {
    pub fn pile_by_name(&self, name: &str) -> Option<PileId> {
        let name = name.trim().to_ascii_lowercase();
        self.piles.iter().position(|p| {
            // A group of one is named by its bare label ("s"), but "s1" is understood too.
            p.name == name
                || (self.def.groups[p.group].count == 1 && format!("{}1", p.name) == name)
        })
    }

    pub fn move_text(&self, mv: Move) -> String {
        match mv {
            Move::Draw => "draw".into(),
            Move::Redeal => "redeal".into(),
            Move::Transfer { from, to, count } => {
                let (f, t) = (&self.piles[from].name, &self.piles[to].name);
                if count == 1 {
                    format!("{f}>{t}")
                } else {
                    format!("{f}>{t}x{count}")
                }
            }
        }
    }

    /// Parses one move. The error says what was wrong with the text, not whether the
    /// move is legal (that is `check`'s job).
    pub fn parse_move(&self, text: &str) -> Result<Move, String> {
        let text = text.trim().to_ascii_lowercase();
        match text.as_str() {
            "draw" | "d" => return Ok(Move::Draw),
            "redeal" | "r" => return Ok(Move::Redeal),
            _ => {}
        }
        let (from, rest) = text
            .split_once('>')
            .ok_or_else(|| format!("'{text}' is not a move: write from>to, e.g. t3>f1"))?;
        let (to, count) = match rest.split_once('x') {
            Some((to, n)) => {
                let count = n
                    .parse::<usize>()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| format!("'{n}' is not a card count"))?;
                (to, count)
            }
            None => (rest, 1),
        };
        let pile = |name: &str| {
            self.pile_by_name(name)
                .ok_or_else(|| format!("no pile named '{name}' in {}", self.name()))
        };
        Ok(Move::transfer(pile(from)?, pile(to)?, count))
    }

    /// Moves separated by white space.
    pub fn parse_moves(&self, text: &str) -> Result<Vec<Move>, String> {
        text.split_whitespace()
            .map(|m| self.parse_move(m))
            .collect()
    }

    pub fn moves_text(&self, moves: impl IntoIterator<Item = Move>) -> String {
        moves
            .into_iter()
            .map(|m| self.move_text(m))
            .collect::<Vec<_>>()
            .join(" ")
    }
}
