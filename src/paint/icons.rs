//! The toolbar's icons, drawn by code in a 24×24 box with round-ended strokes, in one
//! colour (the button's text colour), transparent elsewhere.

use super::canvas::{Canvas, Rgba, ellipse, round_rect};
use super::suits::suit;
use solitaire_core::Suit;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Icon {
    New,
    Restart,
    Undo,
    Redo,
    Hint,
    Play,
    Stop,
    DealNumber,
    Speed,
    Games,
    Rules,
    Stats,
    Settings,
    FullScreen,
    Menu,
}

impl Icon {
    pub const ALL: [Icon; 15] = [
        Icon::New,
        Icon::Restart,
        Icon::Undo,
        Icon::Redo,
        Icon::Hint,
        Icon::Play,
        Icon::Stop,
        Icon::DealNumber,
        Icon::Speed,
        Icon::Games,
        Icon::Rules,
        Icon::Stats,
        Icon::Settings,
        Icon::FullScreen,
        Icon::Menu,
    ];
}

/// The icon `size` pixels square, as straight-alpha RGBA.
pub fn icon(which: Icon, size: u32, ink: Rgba) -> Vec<u8> {
    let mut c = Canvas::new(size, size, 24.0);
    let line = 2.0;
    let s = |c: &mut Canvas, path: &str| c.stroke_round(path, line, ink);
    match which {
        Icon::New => {
            s(&mut c, &round_rect(5.0, 2.5, 14.0, 19.0, 2.5));
            s(&mut c, "M 12,8 V 16 M 8,12 H 16");
        }
        Icon::Restart => {
            s(&mut c, "M 19.5,12 A 7.5,7.5 0 1 1 17,6.4");
            s(&mut c, "M 18,2.5 V 7 H 13.5");
        }
        Icon::Undo => {
            s(&mut c, "M 8.5,4.5 L 4,9 L 8.5,13.5");
            s(&mut c, "M 4,9 H 14.5 A 5.5,5.5 0 0 1 14.5,20 H 9");
        }
        Icon::Redo => {
            s(&mut c, "M 15.5,4.5 L 20,9 L 15.5,13.5");
            s(&mut c, "M 20,9 H 9.5 A 5.5,5.5 0 0 0 9.5,20 H 15");
        }
        Icon::Hint => {
            s(
                &mut c,
                "M 9,16.5 C 9,13.5 5.5,12.5 5.5,8.8 A 6.5,6.5 0 0 1 18.5,8.8 C 18.5,12.5 15,13.5 15,16.5 Z",
            );
            s(&mut c, "M 9.5,19.5 H 14.5 M 10.5,22 H 13.5");
        }
        Icon::Play => c.fill("M 7,4 L 20,12 L 7,20 Z", ink),
        Icon::Stop => c.fill(&round_rect(6.0, 6.0, 12.0, 12.0, 1.5), ink),
        Icon::DealNumber => s(
            &mut c,
            "M 10,3.5 L 8,20.5 M 16,3.5 L 14,20.5 M 4.5,8.5 H 19.5 M 4,15.5 H 19",
        ),
        Icon::Speed => {
            s(&mut c, "M 4.5,17.5 A 8.5,8.5 0 1 1 19.5,17.5");
            s(&mut c, "M 12,15 L 16.5,8.5");
            c.fill(&ellipse(12.0, 15.0, 2.0, 2.0), ink);
        }
        Icon::Games => {
            s(
                &mut c,
                "M 9,4.5 V 4 A 2,2 0 0 1 11,2 H 19 A 2,2 0 0 1 21,4 V 16 A 2,2 0 0 1 19,18 H 18",
            );
            s(&mut c, &round_rect(3.0, 6.0, 13.0, 16.0, 2.0));
            suit(&mut c, Suit::Hearts, 9.5, 14.0, 7.0, false, ink);
        }
        Icon::Rules => {
            s(
                &mut c,
                "M 3,5 C 6,3.5 9.5,3.5 12,6 C 14.5,3.5 18,3.5 21,5 V 19.5 C 18,18 14.5,18 12,20.5 C 9.5,18 6,18 3,19.5 Z",
            );
            s(&mut c, "M 12,6 V 20.5");
        }
        Icon::Stats => {
            c.stroke_round(
                "M 5,20 V 13 M 10,20 V 7 M 15,20 V 10.5 M 20,20 V 4",
                3.0,
                ink,
            );
        }
        Icon::Settings => {
            // A gear: eight teeth round a ring.
            let mut gear = String::new();
            for k in 0..32 {
                let a = (k as f32 / 32.0) * std::f32::consts::TAU;
                let r = if (k / 2) % 2 == 0 { 9.5 } else { 7.0 };
                let (x, y) = (12.0 + r * a.cos(), 12.0 + r * a.sin());
                gear.push_str(&format!("{} {x},{y} ", if k == 0 { "M" } else { "L" }));
            }
            gear.push('Z');
            c.stroke_round(&gear, 1.8, ink);
            s(&mut c, &ellipse(12.0, 12.0, 3.0, 3.0));
        }
        Icon::FullScreen => s(
            &mut c,
            "M 4,9 V 4 H 9 M 15,4 H 20 V 9 M 20,15 V 20 H 15 M 9,20 H 4 V 15",
        ),
        Icon::Menu => s(&mut c, "M 4,6.5 H 20 M 4,12 H 20 M 4,17.5 H 20"),
    }
    c.into_rgba()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_icon_draws_something_and_stays_in_its_box() {
        for which in Icon::ALL {
            let px = icon(which, 48, [255, 255, 255, 255]);
            let inked = px.chunks(4).filter(|p| p[3] > 128).count();
            assert!(inked > 100 && inked < 48 * 48 / 2, "{which:?}: {inked}");
            // A one-pixel margin is clear all round.
            for i in 0..48 {
                for (x, y) in [(i, 0), (i, 47), (0, i), (47, i)] {
                    assert!(px[(y * 48 + x) * 4 + 3] < 100, "{which:?} at {x},{y}");
                }
            }
        }
    }
}
