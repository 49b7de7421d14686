//! The court figures: a King, Queen and Jack for each suit, drawn as on printed cards:
//! a half-length figure in the suit's ink with gold and a contrasting colour, mirrored
//! about the card's middle so the card reads the same either way up. Each suit's
//! figure holds its own emblem (sword, axe, orb, sceptre; a flower or a fan; a
//! halberd or a leaf).

use super::canvas::{Canvas, Rgba, ellipse, half_turn};
use super::suits::suit;
use solitaire_core::Suit;

const SKIN: Rgba = [247, 216, 186, 255];
const LINE: Rgba = [58, 40, 32, 255];
const GOLD: Rgba = [222, 172, 58, 255];
const GOLD_DARK: Rgba = [160, 112, 30, 255];
const SILVER: Rgba = [200, 206, 214, 255];
const PAPER: Rgba = [255, 248, 226, 255];
const LEAF: Rgba = [64, 140, 72, 255];
const WOOD: Rgba = [128, 84, 44, 255];

/// The figure's box: 150 units wide, 250 tall; each half is 125 tall.
pub const WIDTH: f32 = 150.0;
pub const HEIGHT: f32 = 250.0;

/// The whole two-ended court card picture, its top left at the current origin.
pub fn court(c: &mut Canvas, rank: u8, s: Suit, ink: Rgba) {
    let frame = "M 0,0 H 150 V 250 H 0 Z";
    c.fill(frame, PAPER);
    half(c, rank, s, ink);
    let turned = half_turn(75.0, 125.0);
    c.at(turned, |c| half(c, rank, s, ink));
    c.stroke("M 4,125 H 146", 1.5, LINE);
    c.stroke(frame, 3.0, GOLD);
    c.stroke("M 2.5,2.5 H 147.5 V 247.5 H 2.5 Z", 1.0, ink);
}

/// The colour that sets off the suit's ink: blue on red suits, red on black ones.
fn accent(ink: Rgba) -> Rgba {
    if i32::from(ink[0]) > i32::from(ink[2]) + 60 {
        [46, 92, 168, 255]
    } else {
        [196, 52, 44, 255]
    }
}

/// Upper half: the figure from the waist up, in a 150×125 box.
pub fn half(c: &mut Canvas, rank: u8, s: Suit, ink: Rgba) {
    let accent = accent(ink);
    let hair = match rank {
        13 => [226, 222, 212, 255],
        12 => [232, 190, 88, 255],
        _ => [136, 86, 40, 255],
    };
    // What the figure holds sits behind the shoulder.
    emblem(c, rank, s, accent, true);
    // Robe: shoulders in the suit's ink, an undergarment in the accent colour.
    c.fill(
        "M 6,125 C 8,102 28,88 52,84 L 98,84 C 122,88 142,102 144,125 Z",
        ink,
    );
    c.fill("M 56,86 L 94,86 L 86,125 L 64,125 Z", accent);
    // Gold trim: neckline and the robe's edges, with a pattern on the band.
    c.stroke("M 52,84 C 60,98 90,98 98,84", 6.0, GOLD);
    c.stroke("M 64,96 L 64,125 M 86,96 L 86,125", 5.0, GOLD);
    for k in 0..4 {
        let y = 102.0 + k as f32 * 7.0;
        c.fill(&ellipse(64.0, y, 1.4, 1.4), ink);
        c.fill(&ellipse(86.0, y, 1.4, 1.4), ink);
    }
    // Sleeve folds.
    c.stroke("M 24,104 C 30,112 32,118 32,125", 1.5, LINE);
    c.stroke("M 126,104 C 120,112 118,118 118,125", 1.5, LINE);
    if rank == 13 {
        // Ermine on the King's shoulders.
        c.fill(
            "M 14,112 C 24,94 40,88 52,86 L 56,96 C 42,98 28,104 20,118 Z",
            [250, 250, 246, 255],
        );
        c.fill(
            "M 136,112 C 126,94 110,88 98,86 L 94,96 C 108,98 122,104 130,118 Z",
            [250, 250, 246, 255],
        );
        for (x, y) in [(30.0, 100.0), (44.0, 93.0), (120.0, 100.0), (106.0, 93.0)] {
            c.fill(&format!("M {x},{y} l -2,5 h 4 Z"), LINE);
        }
    }
    // Neck and head.
    c.fill("M 67,68 H 83 V 88 C 78,92 72,92 67,88 Z", SKIN);
    if rank == 12 {
        // The Queen's hair falls to her shoulders, behind the face.
        c.fill(
            "M 56,48 C 50,66 48,86 56,98 L 66,92 C 60,80 59,64 60,50 Z M 94,48 C 100,66 102,86 94,98 L 84,92 C 90,80 91,64 90,50 Z",
            hair,
        );
    }
    let face = ellipse(75.0, 56.0, 17.0, 21.0);
    c.fill(&face, SKIN);
    c.stroke(&face, 1.2, LINE);
    // Features.
    c.stroke("M 64,49 Q 68,46 72,49 M 78,49 Q 82,46 86,49", 1.4, LINE);
    c.fill(&ellipse(68.0, 54.0, 2.2, 1.6), LINE);
    c.fill(&ellipse(82.0, 54.0, 2.2, 1.6), LINE);
    c.stroke("M 75,55 L 73,63 L 77,63", 1.2, LINE);
    c.stroke("M 71,69 Q 75,71.5 79,69", 1.6, [176, 52, 52, 255]);
    c.fill(&ellipse(66.0, 62.0, 3.0, 2.0), [240, 170, 160, 160]);
    c.fill(&ellipse(84.0, 62.0, 3.0, 2.0), [240, 170, 160, 160]);
    match rank {
        13 => {
            // Hair at the sides, a full beard and moustache.
            c.fill(
                "M 58,44 C 55,56 56,66 59,72 L 61,52 Z M 92,44 C 95,56 94,66 91,72 L 89,52 Z",
                hair,
            );
            c.fill(
                "M 59,62 C 60,80 68,92 75,92 C 82,92 90,80 91,62 C 88,70 82,73 75,73 C 68,73 62,70 59,62 Z",
                hair,
            );
            c.stroke("M 68,66 Q 75,62 82,66", 2.0, hair);
            c.stroke(
                "M 75,76 V 88 M 70,78 L 71,86 M 80,78 L 79,86",
                0.8,
                [170, 160, 150, 255],
            );
        }
        12 => {
            c.fill(
                "M 58,46 C 62,36 70,34 75,36 C 80,34 88,36 92,46 C 86,42 64,42 58,46 Z",
                hair,
            );
        }
        _ => {
            c.fill(
                "M 58,48 C 55,58 56,66 60,70 L 61,50 Z M 92,48 C 95,58 94,66 90,70 L 89,50 Z",
                hair,
            );
            c.stroke("M 69,66 Q 75,63 81,66", 1.6, hair);
        }
    }
    headwear(c, rank, ink, accent);
    emblem(c, rank, s, accent, false);
    // The suit's sign in the picture's corner, as on printed courts.
    suit(c, s, 20.0, 22.0, 24.0, false, ink);
}

fn headwear(c: &mut Canvas, rank: u8, ink: Rgba, accent: Rgba) {
    match rank {
        13 => {
            let crown = "M 54,42 L 53,16 L 62,27 L 68,10 L 75,25 L 82,10 L 88,27 L 97,16 L 96,42 Z";
            c.fill(crown, GOLD);
            c.stroke(crown, 1.2, GOLD_DARK);
            c.fill("M 54,35 H 96 V 43 H 54 Z", ink);
            for x in [62.0, 75.0, 88.0] {
                c.fill(&ellipse(x, 39.0, 2.6, 2.6), accent);
            }
            for (x, y) in [(53.0, 15.0), (68.0, 9.0), (82.0, 9.0), (97.0, 15.0)] {
                c.fill(&ellipse(x, y, 2.4, 2.4), GOLD_DARK);
            }
        }
        12 => {
            let crown = "M 58,40 L 58,24 L 66,31 L 75,18 L 84,31 L 92,24 L 92,40 Z";
            c.fill(crown, GOLD);
            c.stroke(crown, 1.2, GOLD_DARK);
            c.fill(&ellipse(75.0, 34.0, 3.0, 3.0), accent);
            c.fill(&ellipse(75.0, 17.0, 2.6, 2.6), ink);
            // A veil behind the crown.
            c.stroke(
                "M 58,40 C 50,46 46,56 46,66 M 92,40 C 100,46 104,56 104,66",
                2.0,
                accent,
            );
        }
        _ => {
            // A flat cap with a gold band and a feather.
            c.fill(
                "M 100,34 C 110,16 124,8 136,8 C 126,14 114,24 104,38 Z",
                accent,
            );
            c.stroke("M 102,36 C 112,20 124,12 134,9", 1.0, LINE);
            let cap = "M 52,44 C 52,26 64,22 76,22 C 92,22 100,30 100,42 C 88,38 64,38 52,44 Z";
            c.fill(cap, ink);
            c.stroke("M 53,42 C 64,36 88,36 99,40", 4.0, GOLD);
        }
    }
}

/// What the figure holds: `behind` draws the part behind the body, else the hand
/// and what shows in front.
fn emblem(c: &mut Canvas, rank: u8, s: Suit, accent: Rgba, behind: bool) {
    let which = match s {
        Suit::Clubs => 0,
        Suit::Diamonds => 1,
        Suit::Hearts => 2,
        Suit::Spades => 3,
    };
    match (rank, which, behind) {
        // Kings: a sword (raised behind the head for hearts), an axe, an orb, a sceptre.
        (13, 2, true) => {
            c.stroke("M 30,112 L 128,14", 5.0, SILVER);
            c.stroke("M 30,112 L 128,14", 1.0, [150, 156, 166, 255]);
        }
        (13, 2, false) => {
            c.stroke("M 22,104 L 38,120", 5.0, GOLD);
            c.fill(&ellipse(26.0, 116.0, 5.0, 5.0), SKIN);
        }
        (13, 1, true) => {
            c.stroke("M 122,125 L 122,30", 4.0, WOOD);
            c.fill(
                "M 122,34 C 136,30 144,42 142,56 C 134,50 128,48 122,50 Z",
                SILVER,
            );
        }
        (13, 0, false) => {
            c.fill(&ellipse(120.0, 104.0, 11.0, 11.0), GOLD);
            c.stroke(
                "M 109,104 H 131 M 120,93 V 82 M 115,87 H 125",
                2.0,
                GOLD_DARK,
            );
            c.fill(&ellipse(112.0, 114.0, 5.0, 4.0), SKIN);
        }
        (13, 3, true) => {
            c.stroke("M 124,125 L 124,36", 4.0, GOLD);
            c.fill(&ellipse(124.0, 32.0, 7.0, 7.0), GOLD);
            c.fill(&ellipse(124.0, 32.0, 3.0, 3.0), accent);
        }
        (13, 1 | 3, false) => c.fill(&ellipse(123.0, 100.0, 6.0, 5.0), SKIN),
        // Queens: a flower (a rose for hearts and clubs), a fan for diamonds and spades.
        (12, 0 | 2, false) => {
            c.stroke("M 114,122 C 112,100 114,86 116,74", 2.5, LEAF);
            c.fill(
                "M 113,96 C 104,92 100,86 102,82 C 108,84 112,88 113,96 Z",
                LEAF,
            );
            for k in 0..5 {
                let a = (72.0 * k as f32).to_radians();
                let (x, y) = (116.0 + 6.5 * a.sin(), 68.0 - 6.5 * a.cos());
                c.fill(&ellipse(x, y, 5.0, 5.0), accent);
            }
            c.fill(&ellipse(116.0, 68.0, 3.5, 3.5), GOLD);
            c.fill(&ellipse(114.0, 108.0, 6.0, 5.0), SKIN);
        }
        (12, 1 | 3, false) => {
            let fan = "M 116,112 L 96,78 C 106,70 126,70 136,78 Z";
            c.fill(fan, accent);
            for k in 0..5 {
                let x = 100.0 + k as f32 * 8.0;
                c.stroke(&format!("M 116,112 L {x},76"), 1.0, GOLD);
            }
            c.stroke(fan, 1.2, GOLD_DARK);
            c.fill(&ellipse(116.0, 110.0, 6.0, 5.0), SKIN);
        }
        // Jacks: a halberd for black suits, a leaf for red ones.
        (11, 0 | 3, true) => {
            c.stroke("M 124,125 L 124,18", 3.5, WOOD);
            c.fill("M 124,20 L 128,8 L 131,22 Z", SILVER);
            c.fill(
                "M 124,26 C 138,24 144,34 142,46 C 136,40 130,38 124,40 Z",
                SILVER,
            );
        }
        (11, 0 | 3, false) => c.fill(&ellipse(124.0, 100.0, 6.0, 5.0), SKIN),
        (11, 1 | 2, false) => {
            c.stroke("M 118,118 C 116,104 118,96 122,88", 2.0, LEAF);
            c.fill(
                "M 122,88 C 112,76 114,58 128,48 C 136,62 134,78 122,88 Z",
                LEAF,
            );
            c.stroke("M 122,86 C 122,72 124,62 127,52", 1.0, [40, 96, 48, 255]);
            c.fill(&ellipse(118.0, 110.0, 6.0, 5.0), SKIN);
        }
        _ => {}
    }
}
