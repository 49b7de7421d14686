//! The table in words, for a screen reader: cards ("Queen of spades"), piles ("Column 3,
//! 6 cards, top: Seven of hearts"), a card in its pile ("Queen of spades, face up, 4th of
//! 6 in column 2"), and moves as they happen ("Seven of hearts from column 3 to
//! foundation 2"). A face-down card is named as face down and nothing more.

use crate::card::{Card, Suit};
use crate::moves::{Applied, Move, PileId};
use crate::position::Position;
use crate::rules::{Fan, PileKind, Rules};

impl Suit {
    /// The suit's name in a sentence: "spades".
    pub fn name(self) -> &'static str {
        ["clubs", "diamonds", "hearts", "spades"][self.index()]
    }
}

impl Card {
    /// "Queen of spades".
    pub fn spoken(self) -> String {
        format!("{} of {}", self.rank().name(), self.suit().name())
    }
}

/// A pile's name: "Column 3", "Free cell 2", "Foundation 1", "Stock", "Waste" (with a
/// number only where the game has more than one such pile).
pub fn pile_name(rules: &Rules, pile: PileId) -> String {
    let spec = &rules.piles[pile];
    let group = &rules.def.groups[spec.group];
    // Piles lying over one another (TriPeaks, Pyramid) are named by their row, as the
    // game names each row's cards: "Bottom row card 3", "Peak 2". So are piles of a
    // kind the game has two groups of ("Reserve", "Pile 2": Canfield; Bear River's
    // holes), and a waste with no stock (Black Hole's hole).
    let kin = rules
        .def
        .groups
        .iter()
        .filter(|g| g.kind == group.kind)
        .count()
        > 1;
    let own = spec.kind == PileKind::Waste && rules.stock.is_none();
    if rules.is_layered(pile) || kin || own {
        let name = upper_first(&group.name);
        return if group.count > 1 {
            format!("{name} {}", spec.index + 1)
        } else {
            name
        };
    }
    let word = match spec.kind {
        PileKind::Tableau if group.layout.fan == Fan::Down => "Column",
        PileKind::Tableau => "Pile",
        PileKind::Foundation => "Foundation",
        PileKind::Cell => "Free cell",
        PileKind::Stock => "Stock",
        PileKind::Waste => "Waste",
    };
    let several = rules.piles.iter().filter(|p| p.group == spec.group).count() > 1;
    if several {
        format!("{word} {}", spec.index + 1)
    } else {
        word.to_string()
    }
}

/// A pile as a whole: its name, how many cards, and its top card where it shows.
pub fn pile_summary(rules: &Rules, pos: &Position, pile: PileId) -> String {
    let name = pile_name(rules, pile);
    let p = &pos.piles[pile];
    match p.len() {
        0 => format!("{name}, empty"),
        n => {
            let cards = if n == 1 {
                "1 card".to_string()
            } else {
                format!("{n} cards")
            };
            if p.face_up(n - 1) {
                format!("{name}, {cards}, top: {}", p.cards[n - 1].spoken())
            } else {
                format!("{name}, {cards}")
            }
        }
    }
}

/// One card where it lies: "Queen of spades, face up, 4th of 6 in column 2".
pub fn card_in_pile(rules: &Rules, pos: &Position, pile: PileId, index: usize) -> String {
    let p = &pos.piles[pile];
    if !p.face_up(index) {
        return "Face-down card".to_string();
    }
    format!(
        "{}, face up, {} of {} in {}",
        p.cards[index].spoken(),
        ordinal(index + 1),
        p.len(),
        pile_name(rules, pile).to_lowercase()
    )
}

/// A move that has just been made, said from the position after it.
pub fn applied_move(rules: &Rules, after: &Position, applied: &Applied) -> String {
    let said = match applied.mv {
        // A whole suit leaving the table (Spider) lands King on top.
        Move::Transfer { from, to, .. } if rules.piles[to].complete_runs => {
            let suit = after.piles[to].top().map_or("", |c| c.suit().name());
            format!(
                "Completed the {suit}, King to Ace: {} to {}",
                pile_name(rules, from).to_lowercase(),
                pile_name(rules, to).to_lowercase()
            )
        }
        // Two cards paired off (Pyramid): both went home, the one played first.
        Move::Transfer { from, to, .. }
            if rules.def.pairs.is_some() && rules.piles[to].kind != PileKind::Foundation =>
        {
            let home = &after.piles[rules.foundations[0]].cards;
            let (played, partner) = (home[home.len() - 2], home[home.len() - 1]);
            format!(
                "Paired {} from {} with {} from {}",
                lower_first(&played.spoken()),
                pile_name(rules, from).to_lowercase(),
                lower_first(&partner.spoken()),
                pile_name(rules, to).to_lowercase()
            )
        }
        Move::Transfer { from, to, count } => {
            let pile = &after.piles[to];
            let first = pile.cards[pile.len() - count];
            let what = if count == 1 {
                first.spoken()
            } else {
                format!("{count} cards from the {}", lower_first(&first.spoken()))
            };
            format!(
                "{what}, {} to {}",
                pile_name(rules, from).to_lowercase(),
                pile_name(rules, to).to_lowercase()
            )
        }
        Move::Draw if rules.deals_onto_tableau() => {
            let dealt: Vec<String> = rules.tableau[..applied.drawn]
                .iter()
                .filter_map(|&t| after.piles[t].top())
                .map(|c| lower_first(&c.spoken()))
                .collect();
            format!("Dealt a row: {}", dealt.join(", "))
        }
        Move::Draw => match rules.waste.map(|w| &after.piles[w]) {
            Some(waste) if !waste.is_empty() => {
                let top = waste.cards[waste.len() - 1];
                format!("Drew: {} on the waste", lower_first(&top.spoken()))
            }
            _ => "Drew from the stock".to_string(),
        },
        Move::Redeal => "Turned the waste over into the stock".to_string(),
    };
    match applied.mv {
        Move::Transfer { from, .. } if applied.flipped => {
            let pile = &after.piles[from];
            match pile.cards.last() {
                Some(card) => format!("{said}; turned up the {}", lower_first(&card.spoken())),
                None => said,
            }
        }
        // The emptied pile filled from the reserve (Canfield).
        Move::Transfer { from, .. } if applied.refilled => {
            let reserve = rules.piles[from]
                .refill_from
                .expect("a refilled pile has one");
            let card = after.piles[from]
                .cards
                .last()
                .expect("the refill lies there");
            format!(
                "{said}; the {} from the {} fills {}",
                lower_first(&card.spoken()),
                pile_name(rules, reserve).to_lowercase(),
                pile_name(rules, from).to_lowercase()
            )
        }
        _ => said,
    }
}

/// "1st", "2nd", "3rd", "4th", … "11th", "12th", "13th", "21st".
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn upper_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn lower_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, builtin};

    #[test]
    fn cards_and_ordinals_read_as_words() {
        let card = Card::parse_value("QS")
            .map(|(s, r)| Card::new(0, s, r))
            .unwrap();
        assert_eq!(card.spoken(), "Queen of spades");
        let said: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal).into();
        assert_eq!(
            said,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"
            ]
        );
    }

    #[test]
    fn freecells_piles_are_named_and_summed_up() {
        let game = Game::new(builtin("freecell").unwrap(), 1).unwrap();
        let (rules, pos) = (game.rules(), game.position());
        let names: Vec<String> = (0..rules.pile_count())
            .map(|p| pile_name(rules, p))
            .collect();
        assert!(names.contains(&"Column 3".to_string()), "{names:?}");
        assert!(names.contains(&"Free cell 2".to_string()), "{names:?}");
        assert!(names.contains(&"Foundation 4".to_string()), "{names:?}");
        let t1 = rules.pile_by_name("t1").unwrap();
        // Deal #1's first column: seven cards, the Six of spades on top.
        assert_eq!(
            pile_summary(rules, pos, t1),
            "Column 1, 7 cards, top: Six of spades"
        );
        let c2 = rules.pile_by_name("c2").unwrap();
        assert_eq!(pile_summary(rules, pos, c2), "Free cell 2, empty");
        assert_eq!(
            card_in_pile(rules, pos, t1, 6),
            "Six of spades, face up, 7th of 7 in column 1"
        );
    }

    #[test]
    fn a_face_down_card_says_only_that() {
        let game = Game::new(builtin("brisbane").unwrap(), 1).unwrap();
        let (rules, pos) = (game.rules(), game.position());
        let (pile, _) = pos
            .piles
            .iter()
            .enumerate()
            .find(|(_, p)| p.down > 0)
            .unwrap();
        assert_eq!(card_in_pile(rules, pos, pile, 0), "Face-down card");
    }

    #[test]
    fn moves_are_told_from_where_to_where() {
        let mut game = Game::new(builtin("freecell").unwrap(), 1).unwrap();
        let rules = game.rules().clone();
        let (t1, c1) = (
            rules.pile_by_name("t1").unwrap(),
            rules.pile_by_name("c1").unwrap(),
        );
        let applied = game.apply(Move::transfer(t1, c1, 1)).unwrap();
        assert_eq!(
            applied_move(&rules, game.position(), &applied),
            "Six of spades, column 1 to free cell 1"
        );
    }

    /// Spider: a row dealt names each new top card, column by column; a whole suit
    /// leaving is named by its suit.
    #[test]
    fn a_row_dealt_and_a_suit_completed_are_told() {
        let mut game = Game::new(builtin("spider-one-suit").unwrap(), 1).unwrap();
        let rules = game.rules().clone();
        let applied = game.apply(Move::Draw).unwrap();
        let said = applied_move(&rules, game.position(), &applied);
        assert_eq!(said.matches(" of spades").count(), 10, "{said}");
        assert!(said.starts_with("Dealt a row: "), "{said}");
        let layout = "t1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\n t2: 5S";
        let pos = crate::text::parse_layout(&rules, layout).unwrap();
        let (mut after, mv) = (pos.clone(), rules.complete_run_move(&pos).unwrap());
        let applied = rules.apply(&mut after, mv);
        assert_eq!(
            applied_move(&rules, &after, &applied),
            "Completed the spades, King to Ace: column 1 to foundation 1"
        );
    }

    /// Pyramid: a pair is named card by card, each from its place; the pyramid's cards
    /// by their row.
    #[test]
    fn a_pair_is_told_card_by_card() {
        let mut game = Game::new(builtin("pyramid").unwrap(), 1).unwrap();
        let rules = game.rules().clone();
        let (g7, s) = (
            rules.pile_by_name("g7").unwrap(),
            rules.pile_by_name("s").unwrap(),
        );
        let applied = game.apply(Move::transfer(g7, s, 1)).unwrap();
        assert_eq!(
            applied_move(&rules, game.position(), &applied),
            "Paired queen of hearts from bottom row card 7 with ace of clubs from stock"
        );
        assert_eq!(
            pile_name(&rules, rules.pile_by_name("a").unwrap()),
            "Top card"
        );
    }

    #[test]
    fn a_draw_names_the_card_turned_and_a_turned_up_card_is_named() {
        let mut game = Game::new(builtin("lower-48").unwrap(), 1).unwrap();
        let rules = game.rules().clone();
        let applied = game.apply(Move::Draw).unwrap();
        let said = applied_move(&rules, game.position(), &applied);
        assert!(
            said.starts_with("Drew: ") && said.ends_with(" on the waste"),
            "{said}"
        );
        // Brisbane: a move that turns a face-down card up says which card it was.
        let (mut game, mv) = (1..50)
            .find_map(|deal| {
                let game = Game::new(builtin("brisbane").unwrap(), deal).unwrap();
                let mv = game.legal_moves().into_iter().find(|&mv| {
                    let mut g = game.clone();
                    g.apply(mv).is_ok_and(|a| a.flipped)
                })?;
                Some((game, mv))
            })
            .expect("some Brisbane deal opens with a move that turns a card up");
        let rules = game.rules().clone();
        let applied = game.apply(mv).unwrap();
        let said = applied_move(&rules, game.position(), &applied);
        let turned = game
            .position()
            .piles
            .iter()
            .find_map(|p| p.cards.last())
            .unwrap();
        assert!(said.contains("; turned up the "), "{said} ({turned})");
    }
}
