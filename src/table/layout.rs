//! Where every pile and card goes, from the game's geometry and the window size.
//!
//! Game definitions place piles in card units (x in card widths, y in card heights).
//! The layout scales that table to fit the window below the HUD, centres it, and fans
//! piles, squeezing a fan that would run off the bottom of the window.

use crate::theme::{hud_height, notice_room};
use bevy::prelude::*;
use solitaire_core::rules::{Fan, Fill, PileKind, PileSpec, Rules};
use solitaire_core::{Pile, Position};

/// Card height over width.
pub const ASPECT: f32 = 1.4;
/// Space around the table, in card widths.
const MARGIN: f32 = 0.3;
/// How far a fanned-down pile is expected to reach, in card heights, when fitting.
const FAN_ALLOWANCE: f32 = 2.6;
/// Fan offsets, as fractions of the card's height (down) or width (right).
const DOWN_GAP: f32 = 0.11;
const UP_GAP: f32 = 0.27;
const RIGHT_GAP: f32 = 0.3;
/// How many cards a pile fanned right with no cap on its size (Streets and Alleys'
/// rows) has room for at full spread; more are squeezed into that room.
const RIGHT_ALLOWANCE: usize = 12;

/// How far a fanned-down pile is expected to reach below its top card, in card
/// heights: `FAN_ALLOWANCE`, or for a pile that never takes a card (Golf's) exactly
/// what its deal needs, so that its cards may be larger.
fn fan_allowance(spec: &PileSpec) -> f32 {
    let fixed = spec.kind == PileKind::Tableau && spec.build.is_none() && spec.empty == Fill::Never;
    match spec.deal {
        Some((down, up)) if fixed && up > 0 => down as f32 * DOWN_GAP + (up - 1) as f32 * UP_GAP,
        _ => FAN_ALLOWANCE,
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PileGeom {
    /// Centre of the pile's first (bottom) card, in world coordinates.
    pub origin: Vec2,
    pub fan: Fan,
    /// For a pile fanned right, how far right of the first card its top card may lie
    /// before the fan squeezes, in card widths.
    pub reach: f32,
}

#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct TableLayout {
    /// Card size in logical pixels (= world units).
    pub card: Vec2,
    pub piles: Vec<PileGeom>,
    /// World y below which no card may reach.
    pub bottom: f32,
}

impl TableLayout {
    pub fn compute(rules: &Rules, window: Vec2) -> TableLayout {
        Self::compute_with(rules, window, hud_height(window.x), notice_room(window.x))
    }

    /// The layout between a top bar `top` high and a notice line `bottom` high.
    pub fn compute_with(rules: &Rules, window: Vec2, top: f32, bottom: f32) -> TableLayout {
        // The table's extent in card widths.
        let mut min = Vec2::splat(f32::MAX);
        let mut max = Vec2::splat(f32::MIN);
        let mut spots = Vec::with_capacity(rules.pile_count());
        for spec in &rules.piles {
            let group = &rules.def.groups[spec.group];
            let l = &group.layout;
            let (col, row) = match l.per_row {
                Some(n) => (spec.index % n as usize, spec.index / n as usize),
                None => (spec.index, 0),
            };
            let x = l.at.0 + col as f32 * l.step.0 + row as f32 * l.row_step.0;
            let y = (l.at.1 + col as f32 * l.step.1 + row as f32 * l.row_step.1) * ASPECT;
            let (extra_w, extra_h) = match l.fan {
                Fan::None => (0.0, 0.0),
                Fan::Down => (0.0, fan_allowance(spec) * ASPECT),
                Fan::Right => {
                    let n = spec.max_cards.unwrap_or(RIGHT_ALLOWANCE).max(1) as f32;
                    ((n - 1.0) * RIGHT_GAP, 0.0)
                }
                Fan::RightTop(k) => ((k.max(1) - 1) as f32 * RIGHT_GAP, 0.0),
            };
            min = min.min(Vec2::new(x, y));
            max = max.max(Vec2::new(x + 1.0 + extra_w, y + ASPECT + extra_h));
            spots.push((Vec2::new(x, y), l.fan, extra_w));
        }
        let size = max - min + Vec2::splat(2.0 * MARGIN);
        let hud = top;
        // The table fits between the bar and the notice line (which must cover no
        // card: a welcome, a hint's words, the way back from a lost game).
        let avail = Vec2::new(window.x, (window.y - hud - bottom).max(1.0));
        let scale = (avail.x / size.x).min(avail.y / size.y).max(1.0);
        let card = Vec2::new(scale, scale * ASPECT);
        let table_width = (max.x - min.x) * scale;
        let left = -table_width / 2.0;
        let top = window.y / 2.0 - hud - MARGIN * scale;
        let piles = spots
            .into_iter()
            .map(|(at, fan, reach)| PileGeom {
                reach,
                origin: Vec2::new(
                    left + (at.x - min.x) * scale + card.x / 2.0,
                    top - (at.y - min.y) * scale - card.y / 2.0,
                ),
                fan,
            })
            .collect();
        TableLayout {
            card,
            piles,
            bottom: -window.y / 2.0 + (MARGIN * scale * 0.5).max(bottom),
        }
    }

    /// Offsets of each card of `pile` from the pile's origin, bottom card first.
    pub fn offsets(&self, pile_id: usize, pile: &Pile) -> Vec<Vec2> {
        let geom = &self.piles[pile_id];
        let n = pile.len();
        match geom.fan {
            Fan::None => vec![Vec2::ZERO; n],
            Fan::Right => {
                let gap = if n > 1 {
                    RIGHT_GAP.min(geom.reach / (n - 1) as f32)
                } else {
                    RIGHT_GAP
                };
                (0..n)
                    .map(|i| Vec2::new(i as f32 * gap * self.card.x, 0.0))
                    .collect()
            }
            Fan::RightTop(k) => {
                let first = n.saturating_sub(k as usize);
                (0..n)
                    .map(|i| {
                        Vec2::new(
                            i.saturating_sub(first) as f32 * RIGHT_GAP * self.card.x,
                            0.0,
                        )
                    })
                    .collect()
            }
            Fan::Down => {
                let gaps: Vec<f32> = (1..n)
                    .map(|i| if pile.face_up(i - 1) { UP_GAP } else { DOWN_GAP } * self.card.y)
                    .collect();
                let total: f32 = gaps.iter().sum();
                let room = geom.origin.y - self.card.y / 2.0 - self.bottom;
                let squeeze = if total > room && total > 0.0 {
                    (room / total).max(0.05)
                } else {
                    1.0
                };
                let mut y = 0.0;
                std::iter::once(Vec2::ZERO)
                    .chain(gaps.iter().map(|g| {
                        y -= g * squeeze;
                        Vec2::new(0.0, y)
                    }))
                    .collect()
            }
        }
    }

    /// Centre of every card of `pile`, bottom first.
    pub fn card_centres(&self, pile_id: usize, pile: &Pile) -> Vec<Vec2> {
        let origin = self.piles[pile_id].origin;
        self.offsets(pile_id, pile)
            .into_iter()
            .map(|o| origin + o)
            .collect()
    }

    /// Where the next card on `pile` would go into view: its top card, or its place
    /// when empty (drop highlights and hints point there).
    pub fn top_spot(&self, pile_id: usize, pile: &Pile) -> Vec2 {
        self.card_centres(pile_id, pile)
            .last()
            .copied()
            .unwrap_or(self.piles[pile_id].origin)
    }

    /// The area a pile covers: its first card's place joined with all its cards.
    pub fn pile_rect(&self, pile_id: usize, pile: &Pile) -> Rect {
        let half = self.card / 2.0;
        let origin = self.piles[pile_id].origin;
        let base = Rect::from_center_half_size(origin, half);
        self.card_centres(pile_id, pile)
            .into_iter()
            .fold(base, |r, c| r.union(Rect::from_center_half_size(c, half)))
    }

    /// The pile under a card dragged from pile `from` whose centre is at `centre`: the
    /// pile it overlaps most, unless that one refuses the cards (`takes`) and another
    /// it overlaps takes them — a card dropped across two piles goes where it may.
    /// When none takes them, the one it overlaps most (whose refusal the player is
    /// told); `from` itself when it overlaps that most. Stock and waste take no drops.
    pub fn drop_target(
        &self,
        rules: &Rules,
        pos: &Position,
        centre: Vec2,
        from: usize,
        takes: impl Fn(usize) -> bool,
    ) -> Option<usize> {
        let card = Rect::from_center_half_size(centre, self.card / 2.0);
        let mut under: Vec<(usize, f32)> = (0..self.piles.len())
            .filter(|&p| rules.may_receive(p))
            .filter_map(|p| {
                let overlap = self.pile_rect(p, &pos.piles[p]).intersect(card);
                (!overlap.is_empty()).then(|| (p, overlap.width() * overlap.height()))
            })
            .collect();
        under.sort_by(|a, b| b.1.total_cmp(&a.1));
        let most = under.first()?.0;
        if most == from || takes(most) {
            return Some(most);
        }
        under
            .iter()
            .map(|&(p, _)| p)
            .find(|&p| p != from && takes(p))
            .or(Some(most))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use solitaire_core::{Game, builtin, game_ids};

    #[test]
    fn every_game_fits_the_window_at_any_size() {
        for id in game_ids() {
            let g = Game::new(builtin(id).unwrap(), 1).unwrap();
            for window in [
                Vec2::new(800.0, 600.0),
                Vec2::new(3840.0, 2160.0),
                Vec2::new(600.0, 1000.0),
            ] {
                let layout = TableLayout::compute(g.rules(), window);
                let half = window / 2.0;
                for (p, pile) in g.position().piles.iter().enumerate() {
                    let r = layout.pile_rect(p, pile);
                    assert!(
                        r.min.x >= -half.x - 0.5 && r.max.x <= half.x + 0.5,
                        "{id} {window}: pile {p} off the side {r:?}"
                    );
                    assert!(
                        r.max.y <= half.y - hud_height(window.x) + 0.5,
                        "{id} {window}: pile {p} under the HUD"
                    );
                    assert!(
                        r.min.y >= -half.y - 0.5,
                        "{id} {window}: pile {p} off the bottom"
                    );
                }
                assert!(
                    layout.card.x >= 20.0,
                    "{id} {window}: cards too small to read"
                );
            }
        }
    }

    #[test]
    fn a_card_dropped_across_two_piles_goes_to_the_one_that_takes_it() {
        let g = Game::new(builtin("freecell").unwrap(), 1).unwrap();
        let (rules, pos) = (g.rules(), g.position());
        let layout = TableLayout::compute(rules, Vec2::new(1280.0, 800.0));
        let [t1, t2, t3] = ["t1", "t2", "t3"].map(|n| rules.pile_by_name(n).unwrap());
        let top = |p: usize| *layout.card_centres(p, &pos.piles[p]).last().unwrap();
        // Mostly over t2's top card, partly over t3's.
        let at = top(t2).lerp(top(t3), 0.4);
        let target = |takes: &dyn Fn(usize) -> bool| layout.drop_target(rules, pos, at, t1, takes);
        assert_eq!(target(&|_| true), Some(t2));
        assert_eq!(target(&|p| p == t3), Some(t3));
        // Nowhere takes it: the pile under most of it, to say why not.
        assert_eq!(target(&|_| false), Some(t2));
        // Mostly over its own pile: it stays, whoever else would take it.
        let home = top(t1).lerp(top(t2), 0.3);
        assert_eq!(
            layout.drop_target(rules, pos, home, t1, |p| p == t2),
            Some(t1)
        );
    }

    #[test]
    fn long_fans_are_squeezed_to_stay_on_screen() {
        let rules = builtin("brisbane").unwrap();
        let layout = TableLayout::compute(&rules, Vec2::new(800.0, 600.0));
        let pile = Pile {
            cards: solitaire_core::Card::all(1).take(40).collect(),
            down: 10,
        };
        let t1 = rules.pile_by_name("t1").unwrap();
        let centres = layout.card_centres(t1, &pile);
        let lowest = centres.last().unwrap().y - layout.card.y / 2.0;
        assert!(lowest >= layout.bottom - 0.5);
        assert!(
            lowest >= -300.0 + notice_room(800.0) - 0.5,
            "clear of the notice line"
        );
        assert!(
            centres.windows(2).all(|w| w[1].y < w[0].y),
            "still fanned downwards"
        );
    }
}
