//! Build rules: which card may go on which, as a table worked out at compile time
//! (the solver asks millions of times), and in words for the player.

use super::{Build, Direction, SuitRule};
use crate::card::Card;

/// Does `card` build on `onto` under `build`?
pub fn builds_on(build: Build, card: Card, onto: Card) -> bool {
    card.value_in(values_onto(build, onto))
}

/// The card values (suit × rank, 0..52) that build on `onto` under `build`, one bit
/// each.
pub fn values_onto(build: Build, onto: Card) -> u64 {
    BUILDERS[index(build)][onto.value()]
}

/// How many cards at the top of `cards` form a run under `build` (at least one when
/// there are cards).
pub fn top_run(build: Build, cards: &[Card]) -> usize {
    let n = cards.len();
    let mut run = n.min(1);
    while run < n && builds_on(build, cards[n - run], cards[n - run - 1]) {
        run += 1;
    }
    run
}

/// The build rule in words: "build down in alternate colours".
pub fn describe_build(build: Build) -> String {
    let dir = match build.dir {
        Direction::Down => "build down",
        Direction::Up => "build up",
        Direction::Either => "build up or down",
        Direction::Match => return "play on a card of the same suit or the same rank".into(),
    };
    let suit = match build.suit {
        SuitRule::Same => " in the same suit",
        SuitRule::AlternateColour => " in alternate colours",
        SuitRule::Any => " regardless of suit",
        SuitRule::SameColour => " in the same colour",
        SuitRule::OtherSuit => " in any suit but its own",
    };
    let wrap = if build.wrap {
        ", King and Ace next to each other"
    } else {
        ""
    };
    let kings = if build.kings_end {
        ", nothing on a King"
    } else {
        ""
    };
    format!("{dir} by one rank{suit}{wrap}{kings}")
}

/// Per build rule (see `index`) and card value (suit × rank, 0..52): the values that
/// build on it, one bit each.
static BUILDERS: [[u64; 52]; 80] = builders_table();

const fn index(build: Build) -> usize {
    build.kings_end as usize * 40
        + build.dir as usize * 10
        + build.suit as usize * 2
        + build.wrap as usize
}

const fn builders_table() -> [[u64; 52]; 80] {
    let dirs = [
        Direction::Down,
        Direction::Up,
        Direction::Either,
        Direction::Match,
    ];
    let suits = SUIT_RULES;
    let mut table = [[0; 52]; 80];
    let (mut d, mut s, mut w, mut k) = (0, 0, 0, 0);
    while k < 2 {
        while d < 4 {
            while s < SUIT_RULES.len() {
                while w < 2 {
                    let build = Build {
                        dir: dirs[d],
                        suit: suits[s],
                        wrap: w == 1,
                        kings_end: k == 1,
                    };
                    let (mut onto, mut card) = (0, 0);
                    while onto < 52 {
                        while card < 52 {
                            if value_builds_on(build, card, onto) {
                                table[index(build)][onto as usize] |= 1 << card;
                            }
                            card += 1;
                        }
                        card = 0;
                        onto += 1;
                    }
                    w += 1;
                }
                w = 0;
                s += 1;
            }
            s = 0;
            d += 1;
        }
        d = 0;
        k += 1;
    }
    table
}

/// Every suit rule, in declaration order (`index` counts on it).
const SUIT_RULES: [SuitRule; 5] = [
    SuitRule::Same,
    SuitRule::AlternateColour,
    SuitRule::Any,
    SuitRule::SameColour,
    SuitRule::OtherSuit,
];

/// The middle two suits are red.
const fn is_red(value: u8) -> bool {
    matches!(value / 13, 1 | 2)
}

/// Does the card of value `card` build on the one of value `onto`? Values are
/// suit × 13 + rank − 1, suits in the order ♣ ♦ ♥ ♠.
const fn value_builds_on(build: Build, card: u8, onto: u8) -> bool {
    let (c_rank, o_rank) = (card % 13, onto % 13);
    let below = c_rank + 1 == o_rank || (build.wrap && c_rank == 12 && o_rank == 0);
    let above = o_rank + 1 == c_rank || (build.wrap && o_rank == 12 && c_rank == 0);
    let rank_ok = match build.dir {
        Direction::Down => below,
        Direction::Up => above,
        Direction::Either => below || above,
        Direction::Match => return c_rank == o_rank || card / 13 == onto / 13,
    };
    let on_a_king = o_rank == 12;
    rank_ok
        && !(build.kings_end && on_a_king)
        && match build.suit {
            SuitRule::Same => card / 13 == onto / 13,
            SuitRule::AlternateColour => is_red(card) != is_red(onto),
            SuitRule::Any => true,
            SuitRule::SameColour => is_red(card) == is_red(onto),
            SuitRule::OtherSuit => card / 13 != onto / 13,
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `builds_on` as the rules say it, in ranks, suits and colours.
    fn builds_on_by_definition(build: Build, card: Card, onto: Card) -> bool {
        let suit_ok = match build.suit {
            SuitRule::Same => card.suit() == onto.suit(),
            SuitRule::AlternateColour => card.colour() != onto.colour(),
            SuitRule::Any => true,
            SuitRule::SameColour => card.colour() == onto.colour(),
            SuitRule::OtherSuit => card.suit() != onto.suit(),
        };
        let down = onto.rank().pred(build.wrap) == Some(card.rank());
        let up = onto.rank().succ(build.wrap) == Some(card.rank());
        let rank_ok = match build.dir {
            Direction::Down => down,
            Direction::Up => up,
            Direction::Either => down || up,
            Direction::Match => {
                return card.rank() == onto.rank() || card.suit() == onto.suit();
            }
        };
        let dead_king = build.kings_end && onto.rank() == crate::card::Rank::KING;
        suit_ok && rank_ok && !dead_king
    }

    #[test]
    fn builds_on_agrees_with_the_rules_for_every_pair_of_cards() {
        for dir in [
            Direction::Down,
            Direction::Up,
            Direction::Either,
            Direction::Match,
        ] {
            for suit in SUIT_RULES {
                for (wrap, kings_end) in [(false, false), (true, false), (false, true)] {
                    let build = Build {
                        dir,
                        suit,
                        wrap,
                        kings_end,
                    };
                    for card in Card::all(3) {
                        for onto in Card::all(3) {
                            assert_eq!(
                                builds_on(build, card, onto),
                                builds_on_by_definition(build, card, onto),
                                "{card} on {onto} under {build:?}"
                            );
                        }
                    }
                }
            }
        }
    }
}
