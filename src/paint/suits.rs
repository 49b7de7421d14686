//! The four suit signs as vector paths, drawn in a 100×100 box.

use super::canvas::{Canvas, Rgba, ellipse};
use solitaire_core::Suit;
use zeno::{Angle, Transform};

const HEART: &str = "M 50,93 C 30,73 4,57 4,32 C 4,16 16,6 29,6 C 39,6 46,12 50,23 \
    C 54,12 61,6 71,6 C 84,6 96,16 96,32 C 96,57 70,73 50,93 Z";
const DIAMOND: &str = "M 50,2 C 61,20 73,35 88,50 C 73,65 61,80 50,98 C 39,80 27,65 12,50 \
    C 27,35 39,20 50,2 Z";
const SPADE: &str = "M 50,3 C 63,22 95,37 95,60 C 95,74 85,82 73,82 C 64,82 57,78 53,71 \
    C 54,83 58,90 67,97 H 33 C 42,90 46,83 47,71 C 43,78 36,82 27,82 C 15,82 5,74 5,60 \
    C 5,37 37,22 50,3 Z";
const CLUB_STEM: &str = "M 47,58 C 46,78 42,89 32,97 H 68 C 58,89 54,78 53,58 Z";

/// Draws `suit` centred on (x, y), `size` units tall, upside down if `turned`.
pub fn suit(c: &mut Canvas, suit: Suit, x: f32, y: f32, size: f32, turned: bool, ink: Rgba) {
    let k = size / 100.0;
    let mut place = Transform::translation(-50.0, -50.0).then_scale(k, k);
    if turned {
        place = place.then_rotate(Angle::from_degrees(180.0));
    }
    c.at(place.then_translate(x, y), |c| match suit {
        Suit::Hearts => c.fill(HEART, ink),
        Suit::Diamonds => c.fill(DIAMOND, ink),
        Suit::Spades => c.fill(SPADE, ink),
        Suit::Clubs => {
            let lobes = [
                ellipse(50.0, 27.0, 21.0, 21.0),
                ellipse(27.0, 58.0, 21.0, 21.0),
                ellipse(73.0, 58.0, 21.0, 21.0),
                ellipse(50.0, 50.0, 12.0, 12.0),
            ]
            .concat();
            c.fill(&lobes, ink);
            c.fill(CLUB_STEM, ink);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_suit_fills_a_fair_part_of_its_box_and_not_its_corners() {
        for s in [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades] {
            let mut c = Canvas::new(100, 100, 100.0);
            suit(&mut c, s, 50.0, 50.0, 100.0, false, [0, 0, 0, 255]);
            let inked = (0..100)
                .flat_map(|y| (0..100).map(move |x| (x, y)))
                .filter(|&(x, y)| c.pixel(x, y)[3] > 0.5)
                .count();
            assert!((3000..8000).contains(&inked), "{s:?}: {inked}");
            assert_eq!(c.pixel(1, 1)[3], 0.0);
            assert_eq!(c.pixel(98, 98)[3], 0.0);
        }
    }
}
