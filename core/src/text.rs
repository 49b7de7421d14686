//! Positions as text: a readable layout, and Freecell Solver's board format.

use crate::card::Suit;
use crate::position::Position;
use crate::rules::{PileKind, Rules};

/// One line per pile: "t3: 4H 9C [JS]". Face-down cards show as "##" unless `reveal`.
pub fn layout(rules: &Rules, pos: &Position, reveal: bool) -> String {
    let mut out = String::new();
    for (spec, pile) in rules.piles.iter().zip(&pos.piles) {
        out.push_str(&format!("{:>4}:", spec.name));
        if spec.kind == PileKind::Stock && !reveal {
            out.push_str(&format!(" {} cards", pile.len()));
        } else {
            for (i, card) in pile.cards.iter().enumerate() {
                if pile.face_up(i) || reveal {
                    let shown = card.to_string();
                    if pile.face_up(i) {
                        out.push_str(&format!(" {shown}"));
                    } else {
                        out.push_str(&format!(" {}", shown.to_lowercase()));
                    }
                } else {
                    out.push_str(" ##");
                }
            }
        }
        out.push('\n');
    }
    if rules.def.base != crate::rules::Base::Ace {
        out.push_str(&format!("base rank: {}\n", pos.base.label()));
    }
    out
}

/// Freecell Solver's board format: a `Foundations:` line, a `Freecells:` line, then one
/// line per column from its bottom card to its top. `None` for games that format cannot
/// describe (stock, face-down cards, several decks).
pub fn fc_solve_board(rules: &Rules, pos: &Position) -> Option<String> {
    let fits = rules.def.decks == 1
        && rules.def.suits == crate::card::Suits::Four
        && rules.stock.is_none()
        && rules.tableau.iter().all(|&t| pos.piles[t].down == 0);
    if !fits {
        return None;
    }
    let mut out = String::from("Foundations:");
    for suit in [Suit::Hearts, Suit::Clubs, Suit::Diamonds, Suit::Spades] {
        let top = rules
            .foundations
            .iter()
            .filter_map(|&f| pos.piles[f].top())
            .find(|c| c.suit() == suit);
        let shown = top.map_or('0', |c| c.rank().letter());
        out.push_str(&format!(" {}-{}", suit.letter(), shown));
    }
    out.push('\n');
    if !rules.cells.is_empty() {
        out.push_str("Freecells:");
        for &c in &rules.cells {
            match pos.piles[c].top() {
                Some(card) => out.push_str(&format!(" {card}")),
                None => out.push_str(" -"),
            }
        }
        out.push('\n');
    }
    for &t in &rules.tableau {
        out.push(':');
        for card in &pos.piles[t].cards {
            out.push_str(&format!(" {card}"));
        }
        out.push('\n');
    }
    Some(out)
}

/// Reads a layout in the form `layout(.., reveal: true)` prints: "name: cards" per line,
/// face-down cards in lower case, an optional "base rank: Q" line. Piles not named are
/// empty. Repeated card values go to the next deck. For tests and debugging.
pub fn parse_layout(rules: &Rules, text: &str) -> Result<Position, String> {
    let mut piles = vec![crate::position::Pile::default(); rules.pile_count()];
    let mut used = [0u8; 52];
    let mut base = match rules.def.base {
        crate::rules::Base::King => crate::card::Rank::KING,
        _ => crate::card::Rank::ACE,
    };
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let (name, cards) = line
            .split_once(':')
            .ok_or_else(|| format!("'{line}' has no ':'"))?;
        if name.trim() == "base rank" {
            base = crate::card::Rank::from_label(cards.trim())
                .ok_or_else(|| format!("'{}' is not a rank", cards.trim()))?;
            continue;
        }
        let p = rules
            .pile_by_name(name)
            .ok_or_else(|| format!("no pile named '{}'", name.trim()))?;
        for word in cards.split_whitespace() {
            if word == "cards" || word.parse::<usize>().is_ok() {
                return Err(format!("pile {}: list the cards, not a count", name.trim()));
            }
            let (suit, rank) = crate::card::Card::parse_value(word)
                .ok_or_else(|| format!("'{word}' is not a card"))?;
            let value = suit.index() * 13 + usize::from(rank.value()) - 1;
            let deck = used[value];
            let held = rules.cards().filter(|c| c.value() == value).count();
            if usize::from(deck) >= held {
                return Err(format!(
                    "{word}: more copies than this game's {} deck(s) hold",
                    rules.def.decks
                ));
            }
            used[value] += 1;
            let pile = &mut piles[p];
            let down = word.chars().any(|c| c.is_ascii_lowercase());
            if down {
                if pile.down != pile.len() {
                    return Err(format!(
                        "{word}: face-down cards must lie under face-up ones"
                    ));
                }
                pile.down += 1;
            }
            pile.cards.push(crate::card::Card::new(deck, suit, rank));
        }
    }
    Ok(Position {
        piles,
        redeals: 0,
        base,
        deal: 0,
        draws: 0,
    })
}
