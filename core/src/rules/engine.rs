//! The engine: judges, applies and undoes moves for any game the vocabulary describes.

use super::{Build, Direction, Fill, Illegal, Movable, PileKind, Rules, RunLimit, SuitRule};
use crate::card::{Card, Rank};
use crate::moves::{Applied, Move, PileId};
use crate::position::Position;

/// Does `card` build on `onto` under `build`?
pub fn builds_on(build: Build, card: Card, onto: Card) -> bool {
    let suit_ok = match build.suit {
        SuitRule::Same => card.suit() == onto.suit(),
        SuitRule::AlternateColour => card.colour() != onto.colour(),
        SuitRule::Any => true,
    };
    let down = onto.rank().pred(build.wrap) == Some(card.rank());
    let up = onto.rank().succ(build.wrap) == Some(card.rank());
    suit_ok
        && match build.dir {
            Direction::Down => down,
            Direction::Up => up,
            Direction::Either => down || up,
        }
}

/// How many cards at the top of `cards` form a run under `build` (at least one when
/// there are cards).
pub fn top_run(build: Build, cards: &[Card]) -> usize {
    if cards.is_empty() {
        return 0;
    }
    1 + cards
        .windows(2)
        .rev()
        .take_while(|w| builds_on(build, w[1], w[0]))
        .count()
}

/// The build rule in words: "build down in alternate colours".
pub fn describe_build(build: Build) -> String {
    let dir = match build.dir {
        Direction::Down => "build down",
        Direction::Up => "build up",
        Direction::Either => "build up or down",
    };
    let suit = match build.suit {
        SuitRule::Same => " in the same suit",
        SuitRule::AlternateColour => " in alternate colours",
        SuitRule::Any => " regardless of suit",
    };
    let wrap = if build.wrap {
        ", King and Ace next to each other"
    } else {
        ""
    };
    format!("{dir} by one rank{suit}{wrap}")
}

impl Rules {
    /// Is `mv` legal in `pos`? `Err` says why not, for the player.
    pub fn check(&self, pos: &Position, mv: Move) -> Result<(), Illegal> {
        match mv {
            Move::Transfer { from, to, count } => self.check_transfer(pos, from, to, count),
            Move::Draw => {
                let stock = self.stock.ok_or(Illegal::NoStock)?;
                if pos.piles[stock].is_empty() {
                    return Err(Illegal::StockEmpty);
                }
                Ok(())
            }
            Move::Redeal => {
                let (stock, waste) = self.stock.zip(self.waste).ok_or(Illegal::NoStock)?;
                if !pos.piles[stock].is_empty() {
                    return Err(Illegal::StockNotEmpty);
                }
                if pos.piles[waste].is_empty() {
                    return Err(Illegal::WasteEmpty);
                }
                let limit = self.def.stock.and_then(|s| s.redeals);
                if limit.is_some_and(|l| pos.redeals >= l) {
                    return Err(Illegal::NoRedealsLeft);
                }
                Ok(())
            }
        }
    }

    fn check_transfer(
        &self,
        pos: &Position,
        from: PileId,
        to: PileId,
        count: usize,
    ) -> Result<(), Illegal> {
        let src_spec = self.piles.get(from).ok_or(Illegal::NoSuchPile(from))?;
        let dst_spec = self.piles.get(to).ok_or(Illegal::NoSuchPile(to))?;
        if from == to {
            return Err(Illegal::SamePile);
        }
        let src = &pos.piles[from];
        if count == 0 || count > src.len() {
            return Err(Illegal::NotEnoughCards);
        }
        let moving = src.top_n(count);
        let bottom = moving[0];

        // What may leave the source.
        match src_spec.kind {
            PileKind::Foundation => return Err(Illegal::FromFoundation),
            PileKind::Stock => return Err(Illegal::FromStock),
            PileKind::Waste if count > 1 => return Err(Illegal::WasteTopOnly),
            PileKind::Cell if count > 1 => return Err(Illegal::TopCardOnly),
            _ => {}
        }
        if !src.face_up(src.len() - count) {
            return Err(Illegal::FaceDown);
        }
        if src_spec.kind == PileKind::Tableau && count > 1 {
            match src_spec.moves {
                Movable::Top => return Err(Illegal::TopCardOnly),
                Movable::Run => {
                    let build = src_spec
                        .build
                        .expect("validated: a Run pile has a build rule");
                    if !moving.windows(2).all(|w| builds_on(build, w[1], w[0])) {
                        return Err(Illegal::NotARun);
                    }
                }
                Movable::Group => {}
            }
        }

        // What the destination accepts.
        let dst = &pos.piles[to];
        match dst_spec.kind {
            PileKind::Stock => return Err(Illegal::NotATarget("stock")),
            PileKind::Waste => return Err(Illegal::NotATarget("waste")),
            PileKind::Cell => {
                if count > 1 {
                    return Err(Illegal::OneAtATime("free cell"));
                }
                if !dst.is_empty() {
                    return Err(Illegal::CellFull);
                }
            }
            PileKind::Foundation => {
                if count > 1 {
                    return Err(Illegal::OneAtATime("foundation"));
                }
                self.check_foundation(pos, to, bottom)?;
            }
            PileKind::Tableau => {
                if let Some(max) = dst_spec.max_cards
                    && dst.len() + count > max
                {
                    return Err(Illegal::PileFull(max));
                }
                match dst.top() {
                    None => match dst_spec.empty {
                        Fill::Any => {}
                        Fill::Never => return Err(Illegal::NeverRefilled),
                        Fill::Kings if bottom.rank() == Rank::KING => {}
                        Fill::Kings
                            if src_spec.kind == PileKind::Tableau
                                && src_spec.moves != Movable::Top =>
                        {
                            return Err(Illegal::KingsOnlyGroup);
                        }
                        Fill::Kings => return Err(Illegal::KingsOnly),
                    },
                    Some(onto) => {
                        let build = dst_spec
                            .build
                            .expect("validated: tableau piles have a build rule");
                        if !builds_on(build, bottom, onto) {
                            return Err(Illegal::DoesNotBuild {
                                card: bottom,
                                onto,
                                build,
                            });
                        }
                    }
                }
            }
        }

        if count > 1 {
            let allowed = self.max_run(pos, src_spec.run_limit, to);
            if count > allowed {
                return Err(Illegal::RunTooLong {
                    wanted: count,
                    allowed,
                });
            }
        }
        Ok(())
    }

    fn check_foundation(&self, pos: &Position, to: PileId, card: Card) -> Result<(), Illegal> {
        let spec = &self.piles[to];
        let build = spec
            .build
            .expect("validated: foundations have a build rule");
        let dst = &pos.piles[to];
        match dst.top() {
            None if card.rank() == pos.base => Ok(()),
            None => Err(Illegal::FoundationStart(pos.base)),
            Some(_) if dst.len() >= 13 => Err(Illegal::FoundationComplete),
            Some(onto) if builds_on(build, card, onto) => Ok(()),
            Some(onto) => {
                let next = match build.dir {
                    Direction::Down => onto.rank().pred(build.wrap),
                    _ => onto.rank().succ(build.wrap),
                };
                Err(Illegal::FoundationNext { card, onto, next })
            }
        }
    }

    /// How many cards one move may carry off a pile with `limit`, towards `to`.
    pub fn max_run(&self, pos: &Position, limit: RunLimit, to: PileId) -> usize {
        let free_cells = self
            .cells
            .iter()
            .filter(|&&c| pos.piles[c].is_empty())
            .count();
        match limit {
            RunLimit::Unlimited => usize::MAX,
            RunLimit::FreeCells => free_cells + 1,
            RunLimit::FreeCellsAndColumns => {
                // Only empty piles that take any card can hold part of a run in transit.
                let empty_columns = self
                    .tableau
                    .iter()
                    .filter(|&&t| {
                        t != to && pos.piles[t].is_empty() && self.piles[t].empty == Fill::Any
                    })
                    .count();
                (free_cells + 1).saturating_mul(1usize << empty_columns.min(16))
            }
        }
    }

    /// Applies a legal move. The caller has checked it (see `Game::apply`).
    pub fn apply(&self, pos: &mut Position, mv: Move) -> Applied {
        let mut applied = Applied {
            mv,
            flipped: false,
            drawn: 0,
        };
        match mv {
            Move::Transfer { from, to, count } => {
                let src = &mut pos.piles[from];
                let moved = src.cards.split_off(src.len() - count);
                if !src.is_empty() && src.down >= src.len() {
                    src.down = src.len() - 1;
                    applied.flipped = true;
                }
                pos.piles[to].cards.extend(moved);
            }
            Move::Draw => {
                let (stock, waste) = self.stock_and_waste();
                let draw = usize::from(self.def.stock.map_or(1, |s| s.draw));
                while applied.drawn < draw {
                    let Some(card) = pos.piles[stock].cards.pop() else {
                        break;
                    };
                    pos.piles[waste].cards.push(card);
                    applied.drawn += 1;
                }
                pos.piles[stock].down = pos.piles[stock].len();
            }
            Move::Redeal => {
                let (stock, waste) = self.stock_and_waste();
                turn_over(pos, waste, stock);
                pos.piles[stock].down = pos.piles[stock].len();
                pos.redeals += 1;
            }
        }
        applied
    }

    /// Exactly reverses `apply`.
    pub fn undo(&self, pos: &mut Position, applied: Applied) {
        match applied.mv {
            Move::Transfer { from, to, count } => {
                let dst = &mut pos.piles[to];
                let moved = dst.cards.split_off(dst.len() - count);
                let src = &mut pos.piles[from];
                if applied.flipped {
                    src.down += 1;
                }
                src.cards.extend(moved);
            }
            Move::Draw => {
                let (stock, waste) = self.stock_and_waste();
                for _ in 0..applied.drawn {
                    let card = pos.piles[waste]
                        .cards
                        .pop()
                        .expect("drawn cards are on the waste");
                    pos.piles[stock].cards.push(card);
                }
                pos.piles[stock].down = pos.piles[stock].len();
            }
            Move::Redeal => {
                let (stock, waste) = self.stock_and_waste();
                turn_over(pos, stock, waste);
                pos.piles[stock].down = 0;
                pos.piles[waste].down = 0;
                pos.redeals -= 1;
            }
        }
    }

    fn stock_and_waste(&self) -> (PileId, PileId) {
        self.stock
            .zip(self.waste)
            .expect("draw and redeal are checked to need a stock and a waste")
    }

    /// Every legal move in `pos`, in a fixed order: transfers by source pile and size,
    /// then draw or redeal.
    pub fn legal_moves(&self, pos: &Position) -> Vec<Move> {
        let mut moves = Vec::new();
        for (from, spec) in self.piles.iter().enumerate() {
            let pile = &pos.piles[from];
            let max_count = match spec.kind {
                PileKind::Foundation | PileKind::Stock => 0,
                PileKind::Cell | PileKind::Waste => pile.len().min(1),
                PileKind::Tableau => self.movable_count(pos, from),
            };
            for count in 1..=max_count {
                let bottom = pile.cards[pile.len() - count];
                for (to, dst_spec) in self.piles.iter().enumerate() {
                    // A quick necessary condition first: most pairs fail it, and the full
                    // check (run limits, fill rules, pile sizes) is only for the rest.
                    let dst = &pos.piles[to];
                    let worth_checking = to != from
                        && match dst_spec.kind {
                            PileKind::Stock | PileKind::Waste => false,
                            PileKind::Cell => count == 1 && dst.is_empty(),
                            PileKind::Foundation => count == 1,
                            PileKind::Tableau => match (dst.top(), dst_spec.build) {
                                (None, _) => true,
                                (Some(top), Some(build)) => builds_on(build, bottom, top),
                                (Some(_), None) => false,
                            },
                        };
                    let mv = Move::transfer(from, to, count);
                    if worth_checking && self.check(pos, mv).is_ok() {
                        moves.push(mv);
                    }
                }
            }
        }
        for mv in [Move::Draw, Move::Redeal] {
            if self.check(pos, mv).is_ok() {
                moves.push(mv);
            }
        }
        moves
    }

    /// How many cards, at most, could be picked up from tableau pile `from` as one unit.
    pub fn movable_count(&self, pos: &Position, from: PileId) -> usize {
        let spec = &self.piles[from];
        let pile = &pos.piles[from];
        let up = pile.face_up_count();
        match spec.moves {
            _ if up == 0 => 0,
            Movable::Top => 1,
            Movable::Group => up,
            Movable::Run => {
                let build = spec.build.expect("validated: a Run pile has a build rule");
                top_run(build, &pile.cards[pile.down..])
            }
        }
    }

    /// Is there any move that is not just turning stock cards, now or after turning
    /// through the stock as far as its redeals allow?
    pub fn can_progress(&self, pos: &Position) -> bool {
        let mut pos = pos.clone();
        let cycle = pos.card_count() * 2 + 4;
        for _ in 0..cycle {
            if self
                .legal_moves(&pos)
                .iter()
                .any(|m| matches!(m, Move::Transfer { .. }))
            {
                return true;
            }
            let turn = [Move::Draw, Move::Redeal]
                .into_iter()
                .find(|&m| self.check(&pos, m).is_ok());
            match turn {
                Some(mv) => {
                    self.apply(&mut pos, mv);
                }
                None => return false,
            }
        }
        false
    }

    pub fn is_won(&self, pos: &Position) -> bool {
        self.foundation_cards(pos) == self.deck_size()
    }

    pub fn foundation_cards(&self, pos: &Position) -> usize {
        self.foundations.iter().map(|&f| pos.piles[f].len()).sum()
    }

    /// Can `card`, about to go to a foundation, never be wanted in the tableau again?
    /// True when every card that could be built onto it there is already home.
    pub fn is_safe_home(&self, pos: &Position, card: Card) -> bool {
        // Copies of each card value already home.
        let mut home = [0u8; 52];
        for &f in &self.foundations {
            for c in &pos.piles[f].cards {
                home[usize::from(c.id() % 52)] += 1;
            }
        }
        Card::all(1)
            .filter(|&other| self.could_build_on(card, other))
            .all(|other| home[other.id() as usize] == self.def.decks)
    }

    /// Would moves to the foundations alone, one after another, win from here? (With
    /// nothing left in the stock or waste.) Then the game can finish itself.
    pub fn finishes_by_home_moves(&self, pos: &Position) -> bool {
        let stock_left = [self.stock, self.waste]
            .into_iter()
            .flatten()
            .any(|p| !pos.piles[p].is_empty());
        if stock_left {
            return false;
        }
        let mut p = pos.clone();
        while let Some(mv) = (0..self.piles.len()).find_map(|from| self.home_move(&p, from)) {
            self.apply(&mut p, mv);
        }
        self.is_won(&p)
    }

    /// A move to a foundation that can never be regretted, if any (see `is_safe_home`).
    pub fn safe_home_move(&self, pos: &Position) -> Option<Move> {
        (0..self.piles.len()).find_map(|from| {
            let card = pos.piles[from].top()?;
            self.home_move(pos, from)
                .filter(|_| self.is_safe_home(pos, card))
        })
    }

    /// A legal move of `from`'s top card to a foundation, if there is one.
    pub fn home_move(&self, pos: &Position, from: PileId) -> Option<Move> {
        self.foundations
            .iter()
            .map(|&f| Move::transfer(from, f, 1))
            .find(|&mv| self.check(pos, mv).is_ok())
    }
}

/// Moves every card of `from` onto `to` one by one, so the pile ends upside down.
fn turn_over(pos: &mut Position, from: PileId, to: PileId) {
    while let Some(card) = pos.piles[from].cards.pop() {
        pos.piles[to].cards.push(card);
    }
    pos.piles[from].down = 0;
}
