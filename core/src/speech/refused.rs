//! Refusals in the player's language: the rules' reasons (`Illegal`) and the state of
//! play's (`Refusal`). Their `Display` stays English, for logs and the command line.

use crate::game::Refusal;
use crate::lang::Words;
use crate::rules::{Direction, Illegal, PileKind, SuitRule};
use crate::say;

impl Illegal {
    /// The reason in the player's language.
    pub fn said(&self, words: &Words) -> String {
        use Illegal::*;
        match self {
            NoSuchPile(pile) => say!(words, "illegal-no-such-pile", pile = pile.to_string()),
            SamePile => say!(words, "illegal-same-pile"),
            NotEnoughCards => say!(words, "illegal-not-enough-cards"),
            FromFoundation => say!(words, "illegal-from-foundation"),
            BackToTableauOnly => say!(words, "illegal-back-to-tableau-only"),
            FromStock => say!(words, "illegal-from-stock"),
            FaceDown => say!(words, "illegal-face-down"),
            Covered => say!(words, "illegal-covered"),
            TopCardOnly => say!(words, "illegal-top-card-only"),
            WasteTopOnly => say!(words, "illegal-waste-top-only"),
            NotARun => say!(words, "illegal-not-a-run"),
            NotAPair {
                card,
                onto: Some(onto),
                sum,
            } => say!(
                words,
                "illegal-not-a-pair",
                card = card.pretty(),
                onto = onto.pretty(),
                total = card.rank().value() + onto.rank().value(),
                sum = *sum
            ),
            NotAPair {
                card,
                onto: None,
                sum,
            } => say!(
                words,
                "illegal-pairs-only-with-a-card",
                card = card.pretty(),
                sum = *sum
            ),
            PairsHome(sum) => say!(words, "illegal-pairs-home", sum = *sum),
            TopOrPileOnly => say!(words, "illegal-top-or-pile-only"),
            NotASuitedRun => say!(words, "illegal-not-a-suited-run"),
            NotACompleteRun => say!(words, "illegal-not-a-complete-run"),
            CompleteRunFirst => say!(words, "illegal-complete-run-first"),
            FillEveryPile => say!(words, "illegal-fill-every-pile"),
            RunTooLong { wanted, allowed } => say!(
                words,
                "illegal-run-too-long",
                count = *wanted,
                allowed = *allowed
            ),
            NotATarget("stock") => say!(words, "illegal-not-a-target-stock"),
            NotATarget("waste") => say!(words, "illegal-not-a-target-waste"),
            NotATarget(_) => say!(words, "illegal-not-a-target"),
            NoBuilding => say!(words, "illegal-no-building"),
            CellFull => say!(words, "illegal-cell-full"),
            OneAtATime("waste") => say!(words, "illegal-one-at-a-time-waste"),
            OneAtATime("free cell") => say!(words, "illegal-one-at-a-time-cell"),
            OneAtATime("foundation") => say!(words, "illegal-one-at-a-time-foundation"),
            OneAtATime(_) => say!(words, "illegal-one-at-a-time"),
            PileFull(most) => say!(words, "illegal-pile-full", count = *most),
            NeverRefilled => say!(words, "illegal-never-refilled"),
            KingsOnly => say!(words, "illegal-kings-only"),
            KingsOnlyGroup => say!(words, "illegal-kings-only-group"),
            FoundationStart(rank) => say!(
                words,
                "illegal-foundation-start",
                rank = rank.said(words),
                value = rank.value()
            ),
            FoundationComplete => say!(words, "illegal-foundation-complete"),
            AcesStay => say!(words, "illegal-aces-stay"),
            OnlyFrom(kind) => say!(
                words,
                "illegal-only-from",
                kind = match kind {
                    PileKind::Waste => "waste",
                    PileKind::Stock => "stock",
                    _ => "other",
                }
            ),
            WasteFull => say!(words, "illegal-waste-full"),
            NotOutranked(card) => say!(words, "illegal-not-outranked", card = card.pretty()),
            FoundationNext {
                card,
                onto,
                next: Some(next),
            } => say!(
                words,
                "illegal-foundation-next",
                card = card.pretty(),
                onto = onto.pretty(),
                next = format!("{}{}", next.label(), onto.suit().symbol())
            ),
            FoundationNext { card, onto, .. } => say!(
                words,
                "illegal-foundation-next-none",
                card = card.pretty(),
                onto = onto.pretty()
            ),
            DoesNotBuild { card, onto, build } if build.dir == Direction::Match => say!(
                words,
                "illegal-does-not-match",
                card = card.pretty(),
                onto = onto.pretty()
            ),
            DoesNotBuild { card, onto, build } => say!(
                words,
                "illegal-does-not-build",
                card = card.pretty(),
                onto = onto.pretty(),
                direction = match build.dir {
                    Direction::Up => "up",
                    Direction::Down => "down",
                    Direction::Either | Direction::Match => "either",
                },
                suit = match build.suit {
                    SuitRule::Same => "same",
                    SuitRule::AlternateColour => "alternate",
                    SuitRule::Any => "any",
                    SuitRule::SameColour => "colour",
                    SuitRule::OtherSuit => "other",
                },
                wrap = if build.wrap { "yes" } else { "no" },
                kings = if build.kings_end { "yes" } else { "no" }
            ),
            NoStock => say!(words, "illegal-no-stock"),
            NoReshufflesLeft => say!(words, "illegal-no-reshuffles-left"),
            RowStartsWith(rank) => say!(
                words,
                "illegal-row-starts-with",
                rank = rank.said(words),
                value = rank.value()
            ),
            OnlyAfterLeft(left) => say!(words, "illegal-only-after-left", card = left.pretty()),
            NothingAfterLeft => say!(words, "illegal-nothing-after-left"),
            WholePileOnly => say!(words, "illegal-whole-pile-only"),
            NotToTheLeft(set) => {
                let places = crate::rules::members(*set).fold(String::new(), |list, d| {
                    if list.is_empty() {
                        d.to_string()
                    } else {
                        say!(words, "list-or", first = list, last = d.to_string())
                    }
                });
                say!(words, "illegal-not-to-the-left", places = places)
            }
            StockEmpty => say!(words, "illegal-stock-empty"),
            StockNotEmpty => say!(words, "illegal-stock-not-empty"),
            WasteEmpty => say!(words, "illegal-waste-empty"),
            NoRedealsLeft => say!(words, "illegal-no-redeals-left"),
        }
    }
}

impl Refusal {
    /// The refusal in the player's language.
    pub fn said(&self, words: &Words) -> String {
        match self {
            Refusal::Illegal(illegal) => illegal.said(words),
            Refusal::NothingToUndo => say!(words, "refusal-nothing-to-undo"),
            Refusal::NothingToRedo => say!(words, "refusal-nothing-to-redo"),
            Refusal::Finishing => say!(words, "refusal-finishing"),
            Refusal::CannotFinish => say!(words, "refusal-cannot-finish"),
            Refusal::NoSuchGame(game) => {
                say!(words, "refusal-no-such-game", game = game.clone())
            }
        }
    }
}
