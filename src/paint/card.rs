//! Whole cards: faces in two styles (Classic: indices, pips laid out as on a printed
//! deck, court figures; Large print: big indices and one big sign) and the backs,
//! each drawn at the pixel size it is shown at. A card is 250×350 design units.

use super::canvas::{Canvas, Rgba, ellipse, half_turn, round_rect};
use super::court::{self, court};
use super::suits::suit;
use solitaire_core::Suit;
use zeno::Transform;

const W: f32 = 250.0;
const H: f32 = 350.0;
const RADIUS: f32 = 16.0;
const PAPER: Rgba = [253, 252, 247, 255];
const EDGE: Rgba = [136, 136, 148, 255];

/// How the faces are printed (the Card faces setting).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CardStyle {
    #[default]
    Classic,
    /// Big indices and one big sign, for low vision.
    LargePrint,
}

impl CardStyle {
    pub const ALL: [CardStyle; 2] = [CardStyle::Classic, CardStyle::LargePrint];
}

/// The printed side of the card of `rank` (1 = Ace … 13 = King) and suit, in `ink`.
pub fn face(
    rank: u8,
    s: Suit,
    label: &str,
    ink: Rgba,
    style: CardStyle,
    w: u32,
    h: u32,
) -> Vec<u8> {
    let mut c = Canvas::new(w, h, W);
    blank(&mut c);
    match style {
        CardStyle::Classic => classic(&mut c, rank, s, label, ink),
        CardStyle::LargePrint => large(&mut c, rank, s, label, ink),
    }
    c.into_rgba()
}

/// The card's paper: white with a hint of warmth towards the foot, a grey edge.
fn blank(c: &mut Canvas) {
    let outline = round_rect(0.75, 0.75, W - 1.5, H - 1.5, RADIUS);
    let height = c.height as f32;
    c.fill_with(&outline, |_, y| {
        let t = y / height;
        let v = |a: u8, d: f32| (f32::from(a) - d * t) as u8;
        [v(PAPER[0], 4.0), v(PAPER[1], 6.0), v(PAPER[2], 12.0), 255]
    });
    c.stroke(&outline, 1.5, EDGE);
}

/// Draws `corner` as it is, then turned half round: a card's two ends.
fn both_ends(c: &mut Canvas, corner: impl Fn(&mut Canvas)) {
    corner(c);
    c.at(half_turn(W / 2.0, H / 2.0), corner);
}

/// The index in the top left corner and, turned, the bottom right.
fn indices(c: &mut Canvas, s: Suit, label: &str, ink: Rgba, size: f32, sign: f32, x: f32) {
    let rank_size = if label.len() > 1 { size * 0.8 } else { size };
    both_ends(c, |c| {
        c.text(label, x, 12.0 + size * 0.42, rank_size, ink);
        suit(c, s, x, 18.0 + size * 0.9 + sign * 0.45, sign, false, ink);
    });
}

fn classic(c: &mut Canvas, rank: u8, s: Suit, label: &str, ink: Rgba) {
    indices(c, s, label, ink, 52.0, 32.0, 29.0);
    match rank {
        1 => {
            let size = if s == Suit::Spades { 150.0 } else { 120.0 };
            if s == Suit::Spades {
                // The Ace of Spades carries the maker's flourish.
                c.stroke(
                    &ellipse(W / 2.0, H / 2.0, 86.0, 96.0),
                    2.0,
                    [196, 160, 72, 255],
                );
                c.stroke(&ellipse(W / 2.0, H / 2.0, 80.0, 90.0), 1.0, ink);
            }
            suit(c, s, W / 2.0, H / 2.0, size, false, ink);
        }
        2..=10 => {
            for (x, y) in pips(rank) {
                suit(c, s, x, y, 52.0, y > H / 2.0 + 1.0, ink);
            }
        }
        _ => {
            let (fw, fh) = (court::WIDTH, court::HEIGHT);
            let k = 160.0 / fw;
            let place =
                Transform::scale(k, k).then_translate((W - fw * k) / 2.0, (H - fh * k) / 2.0);
            c.at(place, |c| court(c, rank, s, ink));
        }
    }
}

/// Pip centres for 2–10 in design units, as on a printed deck: two or three columns,
/// the lower half's pips upside down.
fn pips(rank: u8) -> Vec<(f32, f32)> {
    let (l, m, r) = (80.0, W / 2.0, W - 80.0);
    let (top, bottom, mid) = (76.0, H - 76.0, H / 2.0);
    let third = |k: f32| top + (bottom - top) * k;
    let mut at = Vec::new();
    let mut col = |x: f32, ys: &[f32]| at.extend(ys.iter().map(|&y| (x, y)));
    match rank {
        2 => col(m, &[top, bottom]),
        3 => col(m, &[top, mid, bottom]),
        4 => {
            col(l, &[top, bottom]);
            col(r, &[top, bottom]);
        }
        5 => {
            col(l, &[top, bottom]);
            col(r, &[top, bottom]);
            col(m, &[mid]);
        }
        6..=8 => {
            col(l, &[top, mid, bottom]);
            col(r, &[top, mid, bottom]);
            if rank >= 7 {
                col(m, &[third(0.25)]);
            }
            if rank == 8 {
                col(m, &[third(0.75)]);
            }
        }
        _ => {
            let four = [top, third(1.0 / 3.0), third(2.0 / 3.0), bottom];
            col(l, &four);
            col(r, &four);
            if rank == 9 {
                col(m, &[mid]);
            } else {
                col(m, &[third(1.0 / 6.0), third(5.0 / 6.0)]);
            }
        }
    }
    at
}

/// Large print: indices big enough to read on a phone-sized window (and in the strip a
/// fanned card shows), one big sign in the middle; courts show their figure's bust.
fn large(c: &mut Canvas, rank: u8, s: Suit, label: &str, ink: Rgba) {
    let size = 84.0;
    let rank_size = if label.len() > 1 { size * 0.78 } else { size };
    both_ends(c, |c| {
        c.text(label, 58.0, 52.0, rank_size, ink);
        suit(c, s, 178.0, 52.0, 66.0, false, ink);
    });
    if rank > 10 {
        // The upper half of the figure, framed, in the middle.
        let k = 1.05;
        let place = Transform::scale(k, k).then_translate((W - court::WIDTH * k) / 2.0, 110.0);
        c.at(place, |c| {
            c.fill("M 0,0 H 150 V 125 H 0 Z", [255, 248, 226, 255]);
            court::half(c, rank, s, ink);
            c.stroke("M 0,0 H 150 V 125 H 0 Z", 3.0, [222, 172, 58, 255]);
        });
    } else {
        suit(c, s, W / 2.0, H / 2.0, 120.0, false, ink);
    }
}

/// The patterns a card back can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pattern {
    /// Diagonal trellis.
    Lattice,
    /// Engine-turned rings, as on banknotes.
    Rosette,
    /// Small checked diamonds.
    Checks,
    /// Rows of waves.
    Waves,
}

/// A card back: a white margin, the pattern in `base` and `line`, a medallion.
pub fn back(pattern: Pattern, base: Rgba, line: Rgba, w: u32, h: u32) -> Vec<u8> {
    let mut c = Canvas::new(w, h, W);
    blank(&mut c);
    let k = c.scale();
    let inner = round_rect(11.0, 11.0, W - 22.0, H - 22.0, 9.0);
    let mix = |a: Rgba, b: Rgba, t: f32| {
        let t = t.clamp(0.0, 1.0);
        let m = |i: usize| (f32::from(a[i]) * (1.0 - t) + f32::from(b[i]) * t) as u8;
        [m(0), m(1), m(2), 255]
    };
    c.fill_with(&inner, |x, y| {
        let (u, v) = (x / k - W / 2.0, y / k - H / 2.0);
        // A smooth stripe: 1 on the line, 0 off it, anti-aliased by its own width.
        let stripe = |t: f32, width: f32| {
            let d = (t - t.round()).abs();
            (1.0 - (d - width) / (1.5 / k / 12.0).max(0.02)).clamp(0.0, 1.0)
        };
        let t = match pattern {
            Pattern::Lattice => stripe((u + v) / 13.0, 0.08).max(stripe((u - v) / 13.0, 0.08)),
            Pattern::Rosette => {
                let r = (u * u + v * v).sqrt();
                let a = v.atan2(u);
                stripe(r / 9.0 + (a * 12.0).sin() * 0.35, 0.1)
                    .max(stripe(r / 9.0 - (a * 12.0).sin() * 0.35, 0.1))
            }
            Pattern::Checks => {
                let (p, q) = (((u + v) / 16.0).floor(), ((u - v) / 16.0).floor());
                if (p + q) as i32 % 2 == 0 { 0.75 } else { 0.0 }
            }
            Pattern::Waves => {
                let row = v / 12.0 + (u / 14.0).sin() * 0.45;
                stripe(row, 0.12)
            }
        };
        mix(base, line, t)
    });
    c.stroke(&round_rect(17.0, 17.0, W - 34.0, H - 34.0, 6.0), 1.5, line);
    // The medallion.
    let medal = ellipse(W / 2.0, H / 2.0, 44.0, 54.0);
    c.fill(&medal, base);
    c.stroke(&medal, 3.0, line);
    c.stroke(&ellipse(W / 2.0, H / 2.0, 37.0, 47.0), 1.2, line);
    for (s, x, y) in [
        (Suit::Spades, W / 2.0, H / 2.0 - 20.0),
        (Suit::Hearts, W / 2.0 + 18.0, H / 2.0),
        (Suit::Clubs, W / 2.0, H / 2.0 + 20.0),
        (Suit::Diamonds, W / 2.0 - 18.0, H / 2.0),
    ] {
        suit(&mut c, s, x, y, 17.0, false, line);
    }
    c.into_rgba()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pips_count_their_rank_and_stay_on_the_card() {
        for rank in 2..=10u8 {
            let at = pips(rank);
            assert_eq!(at.len(), rank as usize);
            assert!(
                at.iter()
                    .all(|&(x, y)| x > 50.0 && x < 200.0 && y > 50.0 && y < 300.0)
            );
            // Symmetric about the middle, as printed cards are.
            for &(x, y) in &at {
                let mirror = (W - x, H - y);
                assert!(
                    at.iter()
                        .any(|&p| (p.0 - mirror.0).abs() < 0.01 && (p.1 - mirror.1).abs() < 0.01)
                        || rank == 7,
                    "{rank}: {x},{y}"
                );
            }
        }
    }

    #[test]
    fn every_face_is_drawn_opaque_inside_and_clear_at_the_corners() {
        for style in [CardStyle::Classic, CardStyle::LargePrint] {
            for rank in 1..=13u8 {
                let rgba = face(rank, Suit::Hearts, "Q", [200, 30, 30, 255], style, 100, 140);
                let alpha = |x: usize, y: usize| rgba[(y * 100 + x) * 4 + 3];
                assert_eq!(alpha(0, 0), 0, "the corner is rounded off");
                assert_eq!(alpha(50, 70), 255);
                let red = rgba.chunks(4).filter(|p| p[0] > 150 && p[1] < 90).count();
                assert!(red > 150, "{style:?} {rank}: {red} red pixels");
            }
        }
    }

    #[test]
    fn every_court_draws_in_every_ink() {
        // Red, black, and the four-colour deck's green and blue.
        let inks = [
            [200, 30, 30, 255],
            [20, 20, 30, 255],
            [13, 115, 38, 255],
            [26, 71, 199, 255],
        ];
        for ink in inks {
            for s in [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades] {
                for rank in 11..=13 {
                    for style in [CardStyle::Classic, CardStyle::LargePrint] {
                        let rgba = face(rank, s, "K", ink, style, 60, 84);
                        assert_eq!(rgba.len(), 60 * 84 * 4);
                    }
                }
            }
        }
    }

    #[test]
    fn court_cards_read_the_same_upside_down() {
        let rgba = face(
            13,
            Suit::Spades,
            "K",
            [20, 20, 30, 255],
            CardStyle::Classic,
            100,
            140,
        );
        let at = |x: usize, y: usize| &rgba[(y * 100 + x) * 4..][..3];
        let mut same = 0;
        for y in 0..140 {
            for x in 0..100 {
                let d: i32 = at(x, y)
                    .iter()
                    .zip(at(99 - x, 139 - y))
                    .map(|(a, b)| (*a as i32 - *b as i32).abs())
                    .sum();
                same += (d < 60) as i32;
            }
        }
        assert!(same > 100 * 140 * 9 / 10, "{same}");
    }
}
