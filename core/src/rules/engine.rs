//! The engine: judges, applies and undoes moves for any game the vocabulary describes.

use super::build::{builds_on, top_run};
use super::takes::{Takes, foundation_wants, members, outranked_values};
use super::{
    Direction, Fill, Goal, HomeRule, Illegal, Movable, PileKind, Rules, RunLimit, StockOnto,
    SuitRule,
};
use crate::card::{Card, Rank};
use crate::moves::{Applied, Move, PileId};
use crate::position::{Pile, Position};

impl Rules {
    /// Is `mv` legal in `pos`? `Err` says why not, for the player.
    pub fn check(&self, pos: &Position, mv: Move) -> Result<(), Illegal> {
        // A complete run leaves before anything else happens (Spider).
        if self.complete_runs
            && self.complete_run_move(pos).is_some()
            && !self.takes_complete_run_home(mv)
        {
            return Err(Illegal::CompleteRunFirst);
        }
        match mv {
            Move::Transfer { from, to, count } => self.check_transfer(pos, from, to, count),
            Move::Draw => {
                let stock = self.stock.ok_or(Illegal::NoStock)?;
                if pos.piles[stock].is_empty() {
                    return Err(Illegal::StockEmpty);
                }
                if let Some(waste) = self.waste
                    && self.piles[waste]
                        .max_cards
                        .is_some_and(|max| pos.piles[waste].len() >= max)
                {
                    return Err(Illegal::WasteFull);
                }
                if self.deals_onto_tableau()
                    && !self.def.stock.is_some_and(|s| s.into_gaps)
                    && self.tableau.iter().any(|&t| pos.piles[t].is_empty())
                {
                    return Err(Illegal::FillEveryPile);
                }
                Ok(())
            }
            Move::Redeal if self.reshuffles().is_some() => {
                if self.redeals_left(pos) == Some(0) {
                    return Err(Illegal::NoReshufflesLeft);
                }
                if !self.anything_to_gather(pos) {
                    return Err(Illegal::NotEnoughCards);
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
                if self.redeals_left(pos) == Some(0) {
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
        self.piles.get(to).ok_or(Illegal::NoSuchPile(to))?;
        if from == to {
            return Err(Illegal::SamePile);
        }
        if self.is_covered(pos, from) {
            return Err(Illegal::Covered);
        }
        let src = &pos.piles[from];
        if count == 0 || count > src.len() {
            return Err(Illegal::NotEnoughCards);
        }
        let moving = src.top_n(count);
        let lead = src_spec.lead(moving);

        // What may leave the source.
        match src_spec.kind {
            PileKind::Foundation if !src_spec.gives_back => return Err(Illegal::FromFoundation),
            PileKind::Foundation if count > 1 || self.piles[to].kind != PileKind::Tableau => {
                return Err(Illegal::BackToTableauOnly);
            }
            PileKind::Stock if !self.stock_top_plays() || count > 1 => {
                return Err(Illegal::FromStock);
            }
            PileKind::Waste if count > 1 => return Err(Illegal::WasteTopOnly),
            PileKind::Cell if count > 1 => return Err(Illegal::TopCardOnly),
            _ => {}
        }
        if !src.face_up(src.len() - count) {
            return Err(Illegal::FaceDown);
        }
        if src_spec.kind == PileKind::Tableau && !src_spec.gives(count, src.len()) {
            return Err(match src_spec.moves {
                Movable::Pile => Illegal::WholePileOnly,
                _ => Illegal::TopOrPileOnly,
            });
        }
        if src_spec.kind == PileKind::Tableau && count > 1 {
            match src_spec.moves {
                Movable::Top => return Err(Illegal::TopCardOnly),
                Movable::Run | Movable::SuitedRun | Movable::TopOrPile => {
                    let build = src_spec
                        .run_build()
                        .expect("validated: a Run pile has a build rule");
                    if !moving.windows(2).all(|w| builds_on(build, w[1], w[0])) {
                        return Err(if src_spec.moves == Movable::SuitedRun {
                            Illegal::NotASuitedRun
                        } else {
                            Illegal::NotARun
                        });
                    }
                }
                Movable::Group | Movable::Pile => {}
            }
        }

        self.check_arrival(pos, from, to, count, lead)?;
        if count > 1 {
            let allowed = Room::of(self, pos).max_run(self, pos, src_spec.run_limit, to);
            if count > allowed {
                return Err(Illegal::RunTooLong {
                    wanted: count,
                    allowed,
                });
            }
        }
        Ok(())
    }

    /// Would pile `to` take `count` cards from `from` led by `lead` (their lead card,
    /// or top where whole piles move: `PileSpec::lead`)?
    /// (All but the run's length, which `Room::max_run` judges.)
    fn check_arrival(
        &self,
        pos: &Position,
        from: PileId,
        to: PileId,
        count: usize,
        lead: Card,
    ) -> Result<(), Illegal> {
        let (src_spec, dst_spec) = (&self.piles[from], &self.piles[to]);
        let dst = &pos.piles[to];
        if let Some(sum) = self.def.pairs {
            return self.check_pair(pos, to, count, lead, sum);
        }
        match dst_spec.kind {
            PileKind::Stock => Err(Illegal::NotATarget("stock")),
            PileKind::Waste => match (dst_spec.build, dst.top()) {
                (None, _) => Err(Illegal::NotATarget("waste")),
                _ if count > 1 => Err(Illegal::OneAtATime("waste")),
                (Some(_), None) => Ok(()),
                (Some(build), Some(onto)) if builds_on(build, lead, onto) => Ok(()),
                (Some(build), Some(onto)) => Err(Illegal::DoesNotBuild {
                    card: lead,
                    onto,
                    build,
                }),
            },
            PileKind::Cell if count > 1 => Err(Illegal::OneAtATime("free cell")),
            PileKind::Cell if !dst.is_empty() => Err(Illegal::CellFull),
            PileKind::Cell => Ok(()),
            PileKind::Foundation if dst_spec.complete_runs => {
                if !dst.is_empty() {
                    Err(Illegal::FoundationComplete)
                } else if count == 13 && self.complete_run_on(pos, from) {
                    Ok(())
                } else {
                    Err(Illegal::NotACompleteRun)
                }
            }
            PileKind::Foundation if count > 1 => Err(Illegal::OneAtATime("foundation")),
            PileKind::Foundation if dst_spec.home_rule.is_some() => {
                self.check_discard(pos, from, to, lead)
            }
            PileKind::Foundation => self.check_foundation(pos, to, lead),
            PileKind::Tableau => {
                if self.is_covered(pos, to) {
                    return Err(Illegal::Covered);
                }
                if let Some(max) = dst_spec.max_cards
                    && dst.len() + count > max
                {
                    return Err(Illegal::PileFull(max));
                }
                if dst_spec.onto_left != 0 {
                    let left = from
                        .checked_sub(to)
                        .filter(|_| src_spec.group == dst_spec.group);
                    if !left.is_some_and(|d| d < 64 && dst_spec.onto_left >> d & 1 == 1) {
                        return Err(Illegal::NotToTheLeft(dst_spec.onto_left));
                    }
                }
                if let Some(source) = dst_spec.takes_from {
                    return if from == source {
                        Ok(())
                    } else {
                        Err(Illegal::OnlyFrom(self.piles[source].kind))
                    };
                }
                match dst.top() {
                    None => match dst_spec.empty {
                        Fill::Any => Ok(()),
                        Fill::Never => Err(Illegal::NeverRefilled),
                        Fill::FollowsLeft(first) => self.check_after_left(pos, to, first, lead),
                        Fill::Kings if lead.rank() == Rank::KING => Ok(()),
                        Fill::Kings
                            if src_spec.kind == PileKind::Tableau
                                && src_spec.moves != Movable::Top =>
                        {
                            Err(Illegal::KingsOnlyGroup)
                        }
                        Fill::Kings => Err(Illegal::KingsOnly),
                    },
                    Some(onto) => {
                        let Some(build) = dst_spec.build else {
                            return Err(Illegal::NoBuilding);
                        };
                        if builds_on(build, lead, onto) {
                            Ok(())
                        } else {
                            Err(Illegal::DoesNotBuild {
                                card: lead,
                                onto,
                                build,
                            })
                        }
                    }
                }
            }
        }
    }

    /// Where cards leave in pairs adding up to `sum` (Pyramid): would `card`, alone,
    /// go onto pile `to` (its partner's, or the foundation for a card of rank `sum`)?
    fn check_pair(
        &self,
        pos: &Position,
        to: PileId,
        count: usize,
        card: Card,
        sum: u8,
    ) -> Result<(), Illegal> {
        if count > 1 {
            return Err(Illegal::TopCardOnly);
        }
        let dst = &pos.piles[to];
        if self.piles[to].kind == PileKind::Foundation {
            return if card.rank().value() == sum {
                Ok(())
            } else {
                Err(Illegal::PairsHome(sum))
            };
        }
        let Some(onto) = dst.top() else {
            return Err(Illegal::NotAPair {
                card,
                onto: None,
                sum,
            });
        };
        if !dst.face_up(dst.len() - 1) {
            return Err(Illegal::FaceDown);
        }
        if self.is_covered(pos, to) {
            return Err(Illegal::Covered);
        }
        if card.rank().value() + onto.rank().value() != sum {
            return Err(Illegal::NotAPair {
                card,
                onto: Some(onto),
                sum,
            });
        }
        Ok(())
    }

    /// Does `mv` pair two cards off (Pyramid): a card onto its partner's pile?
    fn pairs_off(&self, mv: Move) -> Option<(PileId, PileId)> {
        match mv {
            Move::Transfer { from, to, .. }
                if self.def.pairs.is_some() && self.piles[to].kind != PileKind::Foundation =>
            {
                Some((from, to))
            }
            _ => None,
        }
    }

    /// Does the stock's top card lie face up and play (Pyramid)?
    pub fn stock_top_plays(&self) -> bool {
        self.def.stock.is_some_and(|s| s.top_up)
    }

    /// How many of the stock's cards lie face down: all, or all but the top.
    fn stock_down(&self, pos: &Position) -> usize {
        let stock = self.stock.expect("only games with a stock turn it");
        let len = pos.piles[stock].len();
        len - usize::from(self.stock_top_plays() && len > 0)
    }

    /// The stock's cards face down again after it changed (its top face up, where it
    /// plays).
    fn rest_stock(&self, pos: &mut Position) {
        if let Some(stock) = self.stock {
            pos.piles[stock].down = self.stock_down(pos);
        }
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
            // Built in alternate colours (Scotch Patience): the next card is one of two.
            Some(onto) if build.suit != SuitRule::Same => {
                Err(Illegal::DoesNotBuild { card, onto, build })
            }
            Some(onto) => {
                let next = match build.dir {
                    Direction::Down => onto.rank().pred(build.wrap),
                    _ => onto.rank().succ(build.wrap),
                };
                Err(Illegal::FoundationNext { card, onto, next })
            }
        }
    }

    /// Would the discard pile `to` (a foundation with a `HomeRule`) take `card` off the
    /// top of `from`?
    fn check_discard(
        &self,
        pos: &Position,
        from: PileId,
        to: PileId,
        card: Card,
    ) -> Result<(), Illegal> {
        if self.piles[to].home_rule == Some(HomeRule::SetAside) {
            return Err(Illegal::NotATarget("set-aside pile"));
        }
        if self.piles[to]
            .max_cards
            .is_some_and(|max| pos.piles[to].len() >= max)
        {
            return Err(Illegal::FoundationComplete);
        }
        if self.piles[from].kind != PileKind::Tableau {
            return Err(Illegal::NotOutranked(card));
        }
        match self.piles[to].home_rule {
            Some(HomeRule::Outranked) if card.rank() == Rank::ACE => Err(Illegal::AcesStay),
            Some(HomeRule::Outranked) if card.value_in(outranked_values(self, pos)) => Ok(()),
            _ => Err(Illegal::NotOutranked(card)),
        }
    }

    /// How many cards one move may carry off a pile with `limit`, towards `to`.
    pub fn max_run(&self, pos: &Position, limit: RunLimit, to: PileId) -> usize {
        Room::of(self, pos).max_run(self, pos, limit, to)
    }

    /// Applies a legal move. The caller has checked it (see `Game::apply`).
    pub fn apply(&self, pos: &mut Position, mv: Move) -> Applied {
        let mut applied = Applied {
            mv,
            flipped: false,
            drawn: 0,
            uncovered: 0,
            refilled: false,
            refill_flipped: false,
            gathered: 0,
        };
        if let Some((from, to)) = self.pairs_off(mv) {
            // Both cards go home, the one played first.
            let home = self.foundations[0];
            for p in [from, to] {
                let card = pos.piles[p].cards.pop().expect("a pair is two top cards");
                pos.piles[home].cards.push(card);
            }
            self.rest_stock(pos);
            return applied;
        }
        match mv {
            Move::Transfer { from, to, count } => {
                let (src, dst) = pair_mut(&mut pos.piles, from, to);
                move_top(src, dst, count);
                if self.piles[to].complete_runs {
                    turn_top(dst, count);
                }
                if !src.is_empty() && src.down >= src.len() {
                    src.down = src.len() - 1;
                    applied.flipped = true;
                }
                // Piles this one lay over may now lie open: their top cards turn up.
                for q in members(self.covering[from]) {
                    let pile = &pos.piles[q];
                    if !pile.is_empty() && pile.down >= pile.len() && !self.is_covered(pos, q) {
                        pos.piles[q].down -= 1;
                        applied.uncovered |= 1 << q;
                    }
                }
                if Some(from) == self.stock {
                    self.rest_stock(pos);
                }
                // An emptied pile takes its refill's top card at once (Canfield).
                if let Some(r) = self.piles[from].refill_from
                    && pos.piles[from].is_empty()
                    && !pos.piles[r].is_empty()
                {
                    let (reserve, pile) = pair_mut(&mut pos.piles, r, from);
                    move_top(reserve, pile, 1);
                    pile.down = 0;
                    applied.refilled = true;
                    if !reserve.is_empty() && reserve.down >= reserve.len() {
                        reserve.down = reserve.len() - 1;
                        applied.refill_flipped = true;
                    }
                }
                // The line closes up behind a pile that left (Accordion; whole piles
                // move there, so the source is always empty).
                if self.piles[from].close_gaps {
                    pos.piles[from..=self.piles[from].group_last].rotate_left(1);
                }
            }
            Move::Draw if self.deals_onto_tableau() => {
                let stock = self.stock.expect("a draw is checked to need a stock");
                for &t in &self.tableau {
                    let Some(card) = pos.piles[stock].cards.pop() else {
                        break;
                    };
                    pos.piles[t].cards.push(card);
                    applied.drawn += 1;
                }
                pos.piles[stock].down = pos.piles[stock].len();
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
                self.rest_stock(pos);
            }
            Move::Redeal if self.reshuffles().is_some() => {
                applied.gathered = self.reshuffle(pos);
                pos.redeals += 1;
            }
            Move::Redeal => {
                let (stock, waste) = self.stock_and_waste();
                turn_over(pos, waste, stock);
                self.rest_stock(pos);
                if self.redeals_limited() {
                    pos.redeals += 1;
                }
            }
        }
        applied
    }

    /// Exactly reverses `apply`.
    pub fn undo(&self, pos: &mut Position, applied: Applied) {
        if let Some((from, to)) = self.pairs_off(applied.mv) {
            let home = self.foundations[0];
            for p in [to, from] {
                let card = pos.piles[home].cards.pop().expect("the pair went home");
                pos.piles[p].cards.push(card);
            }
            self.rest_stock(pos);
            return;
        }
        match applied.mv {
            Move::Transfer { from, to, count } => {
                if self.piles[from].close_gaps {
                    pos.piles[from..=self.piles[from].group_last].rotate_right(1);
                }
                if applied.refilled {
                    let r = self.piles[from]
                        .refill_from
                        .expect("a refilled pile has one");
                    let (reserve, pile) = pair_mut(&mut pos.piles, r, from);
                    if applied.refill_flipped {
                        reserve.down += 1;
                    }
                    move_top(pile, reserve, 1);
                    // (The card lay face up on the reserve's top.)
                    reserve.down = reserve.down.min(reserve.len() - 1);
                }
                for q in members(applied.uncovered) {
                    pos.piles[q].down += 1;
                }
                let (src, dst) = pair_mut(&mut pos.piles, from, to);
                if applied.flipped {
                    src.down += 1;
                }
                if self.piles[to].complete_runs {
                    turn_top(dst, count);
                }
                move_top(dst, src, count);
                if Some(from) == self.stock {
                    self.rest_stock(pos);
                }
            }
            Move::Draw if self.deals_onto_tableau() => {
                let stock = self.stock.expect("a draw is checked to need a stock");
                for &t in self.tableau[..applied.drawn].iter().rev() {
                    let card = pos.piles[t]
                        .cards
                        .pop()
                        .expect("dealt cards are on the piles");
                    pos.piles[stock].cards.push(card);
                }
                pos.piles[stock].down = pos.piles[stock].len();
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
                self.rest_stock(pos);
            }
            Move::Redeal if self.reshuffles().is_some() => {
                self.unshuffle(pos, applied.gathered);
                pos.redeals -= 1;
            }
            Move::Redeal => {
                let (stock, waste) = self.stock_and_waste();
                turn_over(pos, stock, waste);
                pos.piles[stock].down = 0;
                pos.piles[waste].down = 0;
                if self.redeals_limited() {
                    pos.redeals -= 1;
                }
            }
        }
    }

    /// How many more times the waste may be turned over into the stock: `None` where
    /// that is unlimited (or there is no stock).
    pub fn redeals_left(&self, pos: &Position) -> Option<u8> {
        let limit = self.def.stock.and_then(|s| s.redeals)?;
        Some(limit.saturating_sub(pos.redeals))
    }

    /// Only a limited number of redeals is counted: an unlimited count would change
    /// nothing (and could overflow).
    fn redeals_limited(&self) -> bool {
        self.def.stock.is_some_and(|s| s.redeals.is_some())
    }

    /// Does the stock deal onto the tableau piles (Spider) rather than the waste?
    pub fn deals_onto_tableau(&self) -> bool {
        self.def.stock.is_some_and(|s| s.onto == StockOnto::Tableau)
    }

    /// The move that takes a complete run home, where one lies on top of a tableau
    /// pile and the foundations take complete runs (Spider): then the one move allowed.
    pub fn complete_run_move(&self, pos: &Position) -> Option<Move> {
        if !self.complete_runs {
            return None;
        }
        let from = *self
            .tableau
            .iter()
            .find(|&&t| self.complete_run_on(pos, t))?;
        let to = *self
            .foundations
            .iter()
            .find(|&&f| pos.piles[f].is_empty())?;
        Some(Move::transfer(from, to, 13))
    }

    /// Does tableau pile `t` have a complete suit on top, King to Ace, face up?
    fn complete_run_on(&self, pos: &Position, t: PileId) -> bool {
        let pile = &pos.piles[t];
        if pile.top().is_none_or(|c| c.rank() != Rank::ACE) || pile.face_up_count() < 13 {
            return false;
        }
        let build = self.piles[self.foundations[0]]
            .build
            .expect("validated: foundations have a build rule");
        top_run(build, &pile.cards[pile.down..]) >= 13
    }

    /// Is `mv` one that takes a complete run home (legal or not)?
    fn takes_complete_run_home(&self, mv: Move) -> bool {
        matches!(mv, Move::Transfer { to, .. } if self.piles.get(to).is_some_and(|p| p.complete_runs))
    }

    fn stock_and_waste(&self) -> (PileId, PileId) {
        self.stock
            .zip(self.waste)
            .expect("draw and redeal are checked to need a stock and a waste")
    }

    /// Every legal move in `pos`, in a fixed order: transfers by source pile and size,
    /// then draw or redeal.
    pub fn legal_moves(&self, pos: &Position) -> Vec<Move> {
        self.moves(pos, false)
    }

    /// The legal moves less those to an empty pile that has an empty pile of its own
    /// group before it: piles of one group follow the same rules, so such moves lead
    /// to the same positions up to the order of the piles (what a search needs).
    pub fn distinct_moves(&self, pos: &Position) -> Vec<Move> {
        self.moves(pos, true)
    }

    fn moves(&self, pos: &Position, distinct: bool) -> Vec<Move> {
        self.moves_with(pos, &Takes::of(self, pos, distinct))
    }

    /// The legal moves, or the distinct ones, as `takes` was made (by `Takes::of`) for
    /// `pos`: for a caller that needs the `Takes` too.
    pub fn moves_with(&self, pos: &Position, takes: &Takes) -> Vec<Move> {
        // Room for the moves of most positions at once (growing a vector is costly).
        let mut moves = Vec::with_capacity(64);
        self.each_move(pos, takes, |mv| moves.push(mv));
        moves
    }

    /// Passes each move `moves_with` lists to `each`, in the same order, for a caller
    /// that looks at each once (the solver, which would otherwise allocate a list for
    /// every position it expands).
    pub fn each_move(&self, pos: &Position, takes: &Takes, mut each: impl FnMut(Move)) {
        // While a complete run lies on a pile, taking it home is all there is to do.
        if self.complete_run_move(pos).is_some() {
            for &from in self
                .tableau
                .iter()
                .filter(|&&t| self.complete_run_on(pos, t))
            {
                let king = pos.piles[from].cards[pos.piles[from].len() - 13];
                for to in members(takes.targets(king) & !self.tableau_set) {
                    each(Move::transfer(from, to, 13));
                }
            }
            return;
        }
        let room = Room::of(self, pos);
        for (from, spec) in self.piles.iter().enumerate() {
            let pile = &pos.piles[from];
            // What leaves `from` is legal by construction: face up, and a run where
            // the pile moves runs.
            let max_count = match spec.kind {
                PileKind::Foundation if spec.gives_back => pile.len().min(1),
                PileKind::Stock if self.stock_top_plays() => pile.len().min(1),
                PileKind::Foundation | PileKind::Stock => 0,
                PileKind::Cell | PileKind::Waste => pile.len().min(1),
                PileKind::Tableau => self.movable_count(pos, from),
            };
            for count in 1..=max_count {
                if !spec.gives(count, pile.len()) {
                    continue;
                }
                let bottom = spec.lead(pile.top_n(count));
                let mut targets = takes.targets(bottom) & !(1 << from);
                if spec.kind == PileKind::Foundation {
                    targets &= self.tableau_set;
                }
                if count > 1 {
                    targets &= !takes.exact();
                }
                for to in members(targets) {
                    let legal = if count == 1 {
                        self.takes_one(pos, takes, from, to, bottom)
                    } else {
                        self.check_arrival(pos, from, to, count, bottom).is_ok()
                            && count <= room.max_run(self, pos, spec.run_limit, to)
                    };
                    if legal {
                        each(Move::transfer(from, to, count));
                    }
                }
            }
        }
        for mv in [Move::Draw, Move::Redeal] {
            if self.check(pos, mv).is_ok() {
                each(mv);
            }
        }
    }

    /// Would pile `to`, one of the `takes` targets of `card`, take it alone from `from`
    /// (where it lies face up on top)?
    #[inline]
    pub fn takes_one(
        &self,
        pos: &Position,
        takes: &Takes,
        from: PileId,
        to: PileId,
        card: Card,
    ) -> bool {
        takes.exact() >> to & 1 == 1 || self.check_arrival(pos, from, to, 1, card).is_ok()
    }

    /// How many cards, at most, could be picked up from tableau pile `from` as one unit.
    pub fn movable_count(&self, pos: &Position, from: PileId) -> usize {
        let spec = &self.piles[from];
        let pile = &pos.piles[from];
        let up = pile.face_up_count();
        match spec.moves {
            _ if up == 0 || self.is_covered(pos, from) => 0,
            Movable::Top => 1,
            Movable::Group => up,
            Movable::Pile => pile.len(),
            Movable::Run | Movable::SuitedRun | Movable::TopOrPile => {
                let build = spec
                    .run_build()
                    .expect("validated: a Run pile has a build rule");
                top_run(build, &pile.cards[pile.down..])
            }
        }
    }

    /// May `count` cards be picked up together off tableau pile `from` (as far as what
    /// they are goes: `movable_count` bounds them; `TopOrPile` takes one or all)?
    pub fn lifts(&self, pos: &Position, from: PileId, count: usize) -> bool {
        (1..=self.movable_count(pos, from)).contains(&count)
            && self.piles[from].gives(count, pos.piles[from].len())
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
        self.progress(pos) == self.goal_size()
    }

    /// How many cards the game is won by placing: the whole deck on the foundations,
    /// or (Golf) every card dealt to the tableau taken off it.
    pub fn goal_size(&self) -> usize {
        match self.def.goal {
            Goal::Foundations | Goal::AcesAlone => self.deck_size(),
            // Every card but the one left on top of the others.
            Goal::OnePile => self.deck_size() - 1,
            Goal::RowsInSuit => self.rows_goal(),
            Goal::ClearTableau => self
                .tableau
                .iter()
                .map(|&t| self.piles[t].deal.map_or(0, |(down, up)| down + up))
                .sum(),
        }
    }

    /// How many of the `goal_size` cards are placed: on the foundations, or off the
    /// tableau. What the solver counts as progress.
    pub fn progress(&self, pos: &Position) -> usize {
        match self.def.goal {
            Goal::Foundations => self.foundation_cards(pos),
            // Each Ace alone on a tableau pile counts as placed.
            Goal::AcesAlone => {
                let alone = |&&t: &&PileId| {
                    let cards = &pos.piles[t].cards;
                    cards.len() == 1 && cards[0].rank() == Rank::ACE
                };
                self.foundation_cards(pos) + self.tableau.iter().filter(alone).count()
            }
            Goal::ClearTableau => {
                let left: usize = self.tableau.iter().map(|&t| pos.piles[t].len()).sum();
                self.goal_size().saturating_sub(left)
            }
            Goal::RowsInSuit => self.rows_progress(pos),
            // Each card lying on another counts as gathered.
            Goal::OnePile => self
                .tableau
                .iter()
                .map(|&t| pos.piles[t].len().saturating_sub(1))
                .sum(),
        }
    }

    pub fn foundation_cards(&self, pos: &Position) -> usize {
        self.foundations.iter().map(|&f| pos.piles[f].len()).sum()
    }

    /// Can `card`, about to go to a foundation, never be wanted in the tableau again?
    /// True when every card that could be built onto it there is already home.
    pub fn is_safe_home(&self, pos: &Position, card: Card) -> bool {
        self.safe_given(&self.home_counts(pos), card)
    }

    /// Copies of each card value (suit × rank) on the foundations.
    pub fn home_counts(&self, pos: &Position) -> HomeCounts {
        let mut home = HomeCounts([0; 52]);
        for &f in &self.foundations {
            for &c in &pos.piles[f].cards {
                home.add(c);
            }
        }
        home
    }

    fn safe_given(&self, home: &HomeCounts, card: Card) -> bool {
        // What goes to a discard pile is the player's choice: a card outranked now may
        // be wanted later to outrank another.
        !self.discards
            && self.builders[card.value()]
                .iter()
                .all(|&other| home.0[usize::from(other)] == self.copies())
    }

    /// Could `card` go onto foundation `f` at a glance (the full check may still say no)?
    fn fits_foundation(&self, pos: &Position, f: PileId, card: Card) -> bool {
        card.value_in(foundation_wants(self, pos, f))
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
        // Most positions have no candidate: count the cards home only when one shows.
        let mut home = None;
        self.safe_home_move_where(pos, |card| {
            self.safe_given(home.get_or_insert_with(|| self.home_counts(pos)), card)
        })
    }

    /// `safe_home_move`, given `pos`'s home counts (which a search keeps up to date).
    pub fn safe_home_move_given(&self, pos: &Position, home: &HomeCounts) -> Option<Move> {
        self.safe_home_move_where(pos, |card| self.safe_given(home, card))
    }

    fn safe_home_move_where(
        &self,
        pos: &Position,
        mut safe: impl FnMut(Card) -> bool,
    ) -> Option<Move> {
        // A complete run must go, and nothing can be built on its Ace anyway.
        if self.complete_runs {
            return self.complete_run_move(pos);
        }
        // The card values some foundation takes next: one lookup per pile top.
        let next = self.foundations_want(pos);
        (0..self.piles.len()).find_map(|from| {
            let card = pos.piles[from].top()?;
            if !card.value_in(next) || self.piles[from].kind == PileKind::Foundation {
                return None;
            }
            if !safe(card) {
                return None;
            }
            self.home_move(pos, from)
        })
    }

    /// The card values (one bit each) some foundation takes next, at a glance.
    pub fn foundations_want(&self, pos: &Position) -> u64 {
        self.foundations
            .iter()
            .fold(0, |wants, &f| wants | foundation_wants(self, pos, f))
    }

    /// The safe move home of `from`'s top card, if it has one, given `pos`'s home counts.
    pub fn safe_home_move_from(
        &self,
        pos: &Position,
        from: PileId,
        home: &HomeCounts,
    ) -> Option<Move> {
        let card = pos.piles[from].top()?;
        if self.piles[from].kind == PileKind::Foundation {
            return None;
        }
        self.home_move(pos, from)
            .filter(|_| self.safe_given(home, card))
    }

    /// A legal move of `from`'s top card to a foundation, if there is one (of its
    /// complete run, where foundations take complete runs).
    pub fn home_move(&self, pos: &Position, from: PileId) -> Option<Move> {
        if self.complete_runs {
            return self
                .complete_run_move(pos)
                .filter(|mv| matches!(*mv, Move::Transfer { from: f, .. } if f == from));
        }
        let card = pos.piles[from].top()?;
        let onto_foundation = self
            .foundations
            .iter()
            .filter(|&&f| self.fits_foundation(pos, f, card))
            .map(|&f| Move::transfer(from, f, 1))
            .find(|&mv| self.check(pos, mv).is_ok());
        // Where the waste builds (Golf), it is where cards go home.
        onto_foundation.or_else(|| {
            let waste = self.waste.filter(|&w| self.is_home(w))?;
            let mv = Move::transfer(from, waste, 1);
            self.check(pos, mv).is_ok().then_some(mv)
        })
    }

    /// Can a move ever put cards on pile `p`? Not on the stock, nor on a waste that does
    /// not build (what a drop may land on).
    pub fn may_receive(&self, p: PileId) -> bool {
        let spec = &self.piles[p];
        match spec.kind {
            // A card pairs with any pile's top card (Pyramid).
            _ if self.def.pairs.is_some() => true,
            PileKind::Stock => false,
            PileKind::Waste => spec.build.is_some(),
            _ => true,
        }
    }

    /// Is pile `p` where cards go to win: a foundation, or a waste that builds (Golf)?
    pub fn is_home(&self, p: PileId) -> bool {
        let spec = &self.piles[p];
        match spec.kind {
            PileKind::Foundation => true,
            PileKind::Waste => spec.build.is_some(),
            _ => false,
        }
    }
}

/// Copies of each card value (suit × rank) on the foundations: what decides whether a
/// card may go home safely.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HomeCounts([u8; 52]);

impl HomeCounts {
    /// Copies of card value `value` (suit × rank) home.
    pub fn count(&self, value: usize) -> u8 {
        self.0[value]
    }

    /// Counts `card`, gone home.
    pub fn add(&mut self, card: Card) {
        self.0[card.value()] += 1;
    }

    /// Counts `card` off again, taken back from a foundation.
    pub fn remove(&mut self, card: Card) {
        self.0[card.value()] -= 1;
    }
}

/// Where the cards of a run in transit may wait: empty free cells, and empty tableau
/// piles that take any card.
#[derive(Clone, Copy)]
struct Room {
    free_cells: usize,
    empty_columns: usize,
}

impl Room {
    fn of(rules: &Rules, pos: &Position) -> Room {
        let empty = |&&p: &&PileId| pos.piles[p].is_empty();
        Room {
            free_cells: rules.cells.iter().filter(empty).count(),
            empty_columns: rules
                .tableau
                .iter()
                .filter(empty)
                .filter(|&&t| rules.piles[t].empty == Fill::Any)
                .count(),
        }
    }

    /// How many cards one move may carry off a pile with `limit`, towards `to`.
    fn max_run(self, rules: &Rules, pos: &Position, limit: RunLimit, to: PileId) -> usize {
        match limit {
            RunLimit::Unlimited => usize::MAX,
            RunLimit::FreeCells => self.free_cells + 1,
            RunLimit::FreeCellsAndColumns => {
                // The destination cannot hold part of the run in transit.
                let spare = rules.piles[to].kind == PileKind::Tableau
                    && rules.piles[to].empty == Fill::Any
                    && pos.piles[to].is_empty();
                let columns = self.empty_columns - usize::from(spare);
                (self.free_cells + 1).saturating_mul(1usize << columns.min(16))
            }
        }
    }
}

/// Two different piles, both mutable.
fn pair_mut(piles: &mut [Pile], a: PileId, b: PileId) -> (&mut Pile, &mut Pile) {
    assert_ne!(a, b, "a move needs two piles");
    if a < b {
        let (low, high) = piles.split_at_mut(b);
        (&mut low[a], &mut high[0])
    } else {
        let (low, high) = piles.split_at_mut(a);
        (&mut high[0], &mut low[b])
    }
}

/// The top `count` cards of `src` go onto `dst` in order (without allocating: the
/// solver applies millions of moves).
fn move_top(src: &mut Pile, dst: &mut Pile, count: usize) {
    let keep = src.len() - count;
    dst.cards.extend_from_slice(&src.cards[keep..]);
    src.cards.truncate(keep);
}

/// Turns the top `count` cards of `pile` over as a packet: a run gathered Ace first
/// lands King on top (and is turned back on its way off).
fn turn_top(pile: &mut Pile, count: usize) {
    let n = pile.len();
    pile.cards[n - count..].reverse();
}

/// Moves every card of `from` onto `to` one by one, so the pile ends upside down.
fn turn_over(pos: &mut Position, from: PileId, to: PileId) {
    while let Some(card) = pos.piles[from].cards.pop() {
        pos.piles[to].cards.push(card);
    }
    pos.piles[from].down = 0;
}
