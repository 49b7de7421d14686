//! The game's icon: a hand of four cards fanned from the bottom, Ace of Spades in
//! front, on nothing (transparent), for the desktop's menus and task bar.

use super::canvas::{Canvas, round_rect, turn_about};
use super::suits::suit;
use solitaire_core::Suit;

const RED: [u8; 4] = [200, 30, 40, 255];
const BLACK: [u8; 4] = [24, 24, 32, 255];

/// The icon `size` pixels square, as straight-alpha RGBA.
pub fn app_icon(size: u32) -> Vec<u8> {
    let mut c = Canvas::new(size, size, 100.0);
    let cards = [
        (-24.0, "K", Suit::Hearts, RED),
        (-8.0, "Q", Suit::Clubs, BLACK),
        (8.0, "J", Suit::Diamonds, RED),
        (24.0, "A", Suit::Spades, BLACK),
    ];
    for (degrees, label, s, ink) in cards {
        // Each card turns about a point below the hand, as held cards do.
        let pivot = (50.0, 104.0);
        c.at(turn_about(pivot.0, pivot.1, degrees), |c| {
            let card = round_rect(32.0, 22.0, 36.0, 52.0, 4.5);
            c.fill(&round_rect(33.0, 24.0, 36.0, 52.0, 4.5), [0, 0, 0, 70]);
            c.fill(&card, [253, 252, 247, 255]);
            c.stroke(&card, 1.2, [110, 110, 124, 255]);
            c.text(label, 38.0, 30.0, 10.0, ink);
            suit(c, s, 38.0, 38.5, 7.0, false, ink);
            suit(c, s, 50.0, 51.0, 19.0, false, ink);
        });
    }
    c.into_rgba()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_icon_is_a_hand_of_cards_on_a_clear_ground() {
        let px = app_icon(64);
        let alpha = |x: usize, y: usize| px[(y * 64 + x) * 4 + 3];
        assert_eq!(alpha(0, 0), 0);
        assert_eq!(alpha(63, 0), 0);
        // The front card's middle is opaque.
        assert_eq!(alpha(32, 34), 255);
        let opaque = px.chunks(4).filter(|p| p[3] == 255).count();
        assert!(opaque > 64 * 64 / 4, "{opaque}");
    }
}
