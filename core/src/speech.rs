//! The table in words, for a screen reader: cards ("Queen of spades"), piles ("Column 3,
//! 6 cards, top: Seven of hearts"), a card in its pile ("Queen of spades, face up, 4th of
//! 6 in column 2"), and moves as they happen ("Seven of hearts from column 3 to
//! foundation 2"). A face-down card is named as face down and nothing more.

mod grades;
mod refused;

use crate::card::{Card, Rank, Suit};
use crate::lang::Words;
use crate::moves::{Applied, Move, PileId};
use crate::position::Position;
use crate::rules::{Fan, PileKind, Rules};
use crate::say;

impl Suit {
    /// The suit's name standing alone, in a sentence: "spades".
    pub fn said(self, words: &Words) -> String {
        match self {
            Suit::Clubs => say!(words, "suit-clubs"),
            Suit::Diamonds => say!(words, "suit-diamonds"),
            Suit::Hearts => say!(words, "suit-hearts"),
            Suit::Spades => say!(words, "suit-spades"),
        }
    }

    /// The suit as a card's name uses it.
    fn in_card(self, words: &Words) -> String {
        match self {
            Suit::Clubs => say!(words, "card-suit-clubs"),
            Suit::Diamonds => say!(words, "card-suit-diamonds"),
            Suit::Hearts => say!(words, "card-suit-hearts"),
            Suit::Spades => say!(words, "card-suit-spades"),
        }
    }
}

impl Rank {
    /// The rank's name as it begins a card's name: "Queen".
    pub fn said(self, words: &Words) -> String {
        match self.value() {
            1 => say!(words, "rank-ace"),
            2 => say!(words, "rank-two"),
            3 => say!(words, "rank-three"),
            4 => say!(words, "rank-four"),
            5 => say!(words, "rank-five"),
            6 => say!(words, "rank-six"),
            7 => say!(words, "rank-seven"),
            8 => say!(words, "rank-eight"),
            9 => say!(words, "rank-nine"),
            10 => say!(words, "rank-ten"),
            11 => say!(words, "rank-jack"),
            12 => say!(words, "rank-queen"),
            _ => say!(words, "rank-king"),
        }
    }
}

impl Card {
    /// "Queen of spades", as it begins a sentence.
    pub fn spoken(self, words: &Words) -> String {
        say!(
            words,
            "card",
            rank = self.rank().said(words),
            suit = self.suit().in_card(words),
            value = self.rank().value()
        )
    }
}

/// A card's or a pile's name as it is written inside a sentence: in small letters where
/// the language writes them so ("queen of hearts", "column 3"), else as it is.
pub fn in_sentence(words: &Words, name: &str) -> String {
    if say!(words, "names-in-sentence").trim() == "lower" {
        name.to_lowercase()
    } else {
        name.to_string()
    }
}

/// A card's name inside a sentence: "queen of hearts".
fn card_in_sentence(words: &Words, card: Card) -> String {
    in_sentence(words, &card.spoken(words))
}

/// A pile's name inside a sentence: "column 3".
pub fn pile_in_sentence(words: &Words, rules: &Rules, pile: PileId) -> String {
    in_sentence(words, &pile_name(words, rules, pile))
}

/// A pile's name: "Column 3", "Free cell 2", "Foundation 1", "Stock", "Waste" (with a
/// number only where the game has more than one such pile).
pub fn pile_name(words: &Words, rules: &Rules, pile: PileId) -> String {
    let spec = &rules.piles[pile];
    let group = &rules.def.groups[spec.group];
    // Piles lying over one another (TriPeaks, Pyramid) are named by their row, as the
    // game names each row's cards: "Bottom row card 3", "Peak 2". So are piles of a
    // kind the game has two groups of ("Reserve", "Pile 2": Canfield; Bear River's
    // holes), a waste with no stock (Black Hole's hole) and a foundation that is a
    // discard pile (Aces Up's).
    let kin = rules
        .def
        .groups
        .iter()
        .filter(|g| g.kind == group.kind)
        .count()
        > 1;
    let own = (spec.kind == PileKind::Waste && rules.stock.is_none()) || spec.home_rule.is_some();
    if rules.is_layered(pile) || kin || own {
        let name = words.games().group(&rules.def, spec.group);
        return if group.count > 1 {
            say!(words, "pile-group", group = name, number = spec.index + 1)
        } else {
            name
        };
    }
    let several = rules.piles.iter().filter(|p| p.group == spec.group).count() > 1;
    let number = spec.index + 1;
    match (spec.kind, several) {
        (PileKind::Tableau, true) if group.layout.fan == Fan::Down => {
            say!(words, "pile-column", number = number)
        }
        (PileKind::Tableau, false) if group.layout.fan == Fan::Down => {
            say!(words, "pile-column-alone")
        }
        (PileKind::Tableau, true) => say!(words, "pile-tableau", number = number),
        (PileKind::Tableau, false) => say!(words, "pile-tableau-alone"),
        (PileKind::Foundation, true) => say!(words, "pile-foundation", number = number),
        (PileKind::Foundation, false) => say!(words, "pile-foundation-alone"),
        (PileKind::Cell, true) => say!(words, "pile-cell", number = number),
        (PileKind::Cell, false) => say!(words, "pile-cell-alone"),
        (PileKind::Stock, true) => say!(words, "pile-stock", number = number),
        (PileKind::Stock, false) => say!(words, "pile-stock-alone"),
        (PileKind::Waste, true) => say!(words, "pile-waste", number = number),
        (PileKind::Waste, false) => say!(words, "pile-waste-alone"),
    }
}

/// A pile as a whole: its name, how many cards, and its top card where it shows.
pub fn pile_summary(words: &Words, rules: &Rules, pos: &Position, pile: PileId) -> String {
    let name = pile_name(words, rules, pile);
    let p = &pos.piles[pile];
    match p.len() {
        0 => say!(words, "pile-empty", pile = name),
        n if p.face_up(n - 1) => say!(
            words,
            "pile-cards-top",
            pile = name,
            count = n,
            card = p.cards[n - 1].spoken(words)
        ),
        n => say!(words, "pile-cards", pile = name, count = n),
    }
}

/// One card where it lies: "Queen of spades, face up, 4th of 6 in column 2".
pub fn card_in_pile(
    words: &Words,
    rules: &Rules,
    pos: &Position,
    pile: PileId,
    index: usize,
) -> String {
    let p = &pos.piles[pile];
    if !p.face_up(index) {
        return say!(words, "card-face-down");
    }
    say!(
        words,
        "card-in-pile",
        card = p.cards[index].spoken(words),
        position = index + 1,
        count = p.len(),
        pile = pile_in_sentence(words, rules, pile)
    )
}

/// A move that has just been made, said from the position after it.
pub fn applied_move(words: &Words, rules: &Rules, after: &Position, applied: &Applied) -> String {
    let pile = |p: PileId| pile_in_sentence(words, rules, p);
    let card = |c: Card| card_in_sentence(words, c);
    let said = match applied.mv {
        // A whole suit leaving the table (Spider) lands King on top.
        Move::Transfer { from, to, .. } if rules.piles[to].complete_runs => {
            let suit = after.piles[to]
                .top()
                .map_or(String::new(), |c| c.suit().said(words));
            say!(
                words,
                "move-suit-completed",
                suit = suit,
                from = pile(from),
                to = pile(to)
            )
        }
        // Two cards paired off (Pyramid): both went home, the one played first.
        Move::Transfer { from, to, .. }
            if rules.def.pairs.is_some() && rules.piles[to].kind != PileKind::Foundation =>
        {
            let home = &after.piles[rules.foundations[0]].cards;
            let (played, partner) = (home[home.len() - 2], home[home.len() - 1]);
            say!(
                words,
                "move-paired",
                card = card(played),
                from = pile(from),
                partner = card(partner),
                to = pile(to)
            )
        }
        Move::Transfer { from, to, count } => {
            let onto = &after.piles[to];
            let first = onto.cards[onto.len() - count];
            if count == 1 {
                say!(
                    words,
                    "move-card",
                    card = first.spoken(words),
                    from = pile(from),
                    to = pile(to)
                )
            } else {
                say!(
                    words,
                    "move-run",
                    count = count,
                    card = card(first),
                    from = pile(from),
                    to = pile(to)
                )
            }
        }
        Move::Draw if rules.deals_onto_tableau() => {
            let dealt: Vec<String> = rules.tableau[..applied.drawn]
                .iter()
                .filter_map(|&t| after.piles[t].top())
                .map(card)
                .collect();
            say!(words, "move-row-dealt", cards = dealt.join(", "))
        }
        Move::Draw => match rules.waste.map(|w| &after.piles[w]) {
            Some(waste) if !waste.is_empty() => {
                let top = waste.cards[waste.len() - 1];
                say!(words, "move-drew", card = card(top))
            }
            _ => say!(words, "move-drew-nothing"),
        },
        Move::Redeal if rules.reshuffles().is_some() => say!(words, "move-reshuffle"),
        Move::Redeal => say!(words, "move-redeal"),
    };
    match applied.mv {
        Move::Transfer { from, .. } if applied.flipped => match after.piles[from].cards.last() {
            Some(&turned) => say!(words, "move-turned-up", said = said, card = card(turned)),
            None => said,
        },
        // The emptied pile filled from the reserve (Canfield).
        Move::Transfer { from, .. } if applied.refilled => {
            let reserve = rules.piles[from]
                .refill_from
                .expect("a refilled pile has one");
            let &filled = after.piles[from]
                .cards
                .last()
                .expect("the refill lies there");
            say!(
                words,
                "move-refilled",
                said = said,
                card = card(filled),
                reserve = pile(reserve),
                pile = pile(from)
            )
        }
        _ => said,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, builtin};

    fn en() -> Words {
        Words::english()
    }

    #[test]
    fn cards_and_ordinals_read_as_words() {
        let card = Card::parse_value("QS")
            .map(|(s, r)| Card::new(0, s, r))
            .unwrap();
        assert_eq!(card.spoken(&en()), "Queen of spades");
        let said: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101]
            .map(|n: usize| {
                let words = en();
                let said = say!(
                    words,
                    "card-in-pile",
                    card = "Ace",
                    position = n,
                    count = 200,
                    pile = "column 1"
                );
                said.split(", ")
                    .nth(2)
                    .unwrap()
                    .split(' ')
                    .next()
                    .unwrap()
                    .to_string()
            })
            .into();
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
            .map(|p| pile_name(&en(), rules, p))
            .collect();
        assert!(names.contains(&"Column 3".to_string()), "{names:?}");
        assert!(names.contains(&"Free cell 2".to_string()), "{names:?}");
        assert!(names.contains(&"Foundation 4".to_string()), "{names:?}");
        let t1 = rules.pile_by_name("t1").unwrap();
        // Deal #1's first column: seven cards, the Six of spades on top.
        assert_eq!(
            pile_summary(&en(), rules, pos, t1),
            "Column 1, 7 cards, top: Six of spades"
        );
        let c2 = rules.pile_by_name("c2").unwrap();
        assert_eq!(pile_summary(&en(), rules, pos, c2), "Free cell 2, empty");
        assert_eq!(
            card_in_pile(&en(), rules, pos, t1, 6),
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
        assert_eq!(card_in_pile(&en(), rules, pos, pile, 0), "Face-down card");
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
            applied_move(&en(), &rules, game.position(), &applied),
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
        let said = applied_move(&en(), &rules, game.position(), &applied);
        assert_eq!(said.matches(" of spades").count(), 10, "{said}");
        assert!(said.starts_with("Dealt a row: "), "{said}");
        let layout = "t1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS\n t2: 5S";
        let pos = crate::text::parse_layout(&rules, layout).unwrap();
        let (mut after, mv) = (pos.clone(), rules.complete_run_move(&pos).unwrap());
        let applied = rules.apply(&mut after, mv);
        assert_eq!(
            applied_move(&en(), &rules, &after, &applied),
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
            applied_move(&en(), &rules, game.position(), &applied),
            "Paired queen of hearts from bottom row card 7 with ace of clubs from stock"
        );
        assert_eq!(
            pile_name(&en(), &rules, rules.pile_by_name("a").unwrap()),
            "Top card"
        );
    }

    #[test]
    fn a_draw_names_the_card_turned_and_a_turned_up_card_is_named() {
        let mut game = Game::new(builtin("lower-48").unwrap(), 1).unwrap();
        let rules = game.rules().clone();
        let applied = game.apply(Move::Draw).unwrap();
        let said = applied_move(&en(), &rules, game.position(), &applied);
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
        let said = applied_move(&en(), &rules, game.position(), &applied);
        let turned = game
            .position()
            .piles
            .iter()
            .find_map(|p| p.cards.last())
            .unwrap();
        assert!(said.contains("; turned up the "), "{said} ({turned})");
    }
}
