//! Draws the deck (every face in both styles, and every back) at a given card size
//! into one PNG sheet: `cargo run --bin deck-sheet -- sheet.png [card width in px]`;
//! or the game's icon: `cargo run --bin deck-sheet -- --icon icon.png [size in px]`
//! (packaging/icons/N.png are made so, each drawn at its own size).

use solitaire::paint::{CardStyle, Pattern, app_icon, back, face};
use solitaire_core::Suit;
use std::process::ExitCode;

const SUITS: [(Suit, [u8; 4]); 4] = [
    (Suit::Spades, [24, 24, 32, 255]),
    (Suit::Hearts, [200, 30, 40, 255]),
    (Suit::Clubs, [24, 24, 32, 255]),
    (Suit::Diamonds, [200, 30, 40, 255]),
];
const LABELS: [&str; 13] = [
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
];

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1).peekable();
    let icon = args.next_if(|a| a == "--icon").is_some();
    let Some(path) = args.next() else {
        eprintln!(
            "usage: deck-sheet FILE.png [CARD-WIDTH-PX]\n       deck-sheet --icon FILE.png [SIZE-PX]"
        );
        return ExitCode::FAILURE;
    };
    if icon {
        let size = match args.next().map(|s| s.parse::<u32>()) {
            None => 256,
            Some(Ok(s)) if (16..=1024).contains(&s) => s,
            Some(_) => {
                eprintln!("deck-sheet: the icon's size must be a number of pixels from 16 to 1024");
                return ExitCode::FAILURE;
            }
        };
        return write_png(&path, size, size, &app_icon(size));
    }
    let w: u32 = match args.next().map(|s| s.parse()) {
        None => 120,
        Some(Ok(w)) if (16..=1000).contains(&w) => w,
        Some(_) => {
            eprintln!("deck-sheet: the card width must be a number of pixels from 16 to 1000");
            return ExitCode::FAILURE;
        }
    };
    let h = (w as f32 * 1.4).round() as u32;
    let gap = 6;
    let mut cards = Vec::new();
    for style in CardStyle::ALL {
        for (s, ink) in SUITS {
            for rank in 1..=13u8 {
                cards.push(face(rank, s, LABELS[rank as usize - 1], ink, style, w, h));
            }
        }
    }
    let backs = [
        (Pattern::Lattice, [168, 34, 40, 255], [236, 196, 120, 255]),
        (Pattern::Rosette, [30, 62, 140, 255], [170, 200, 240, 255]),
        (Pattern::Checks, [28, 110, 64, 255], [200, 232, 200, 255]),
        (Pattern::Waves, [92, 40, 120, 255], [220, 190, 236, 255]),
    ];
    for (p, base, line) in backs {
        cards.push(back(p, base, line, w, h));
    }
    let columns = 13;
    let rows = cards.len().div_ceil(columns) as u32;
    let (sw, sh) = (columns as u32 * (w + gap) + gap, rows * (h + gap) + gap);
    let mut sheet = vec![0u8; (sw * sh * 4) as usize];
    for px in sheet.chunks_mut(4) {
        px.copy_from_slice(&[30, 100, 60, 255]);
    }
    for (i, card) in cards.iter().enumerate() {
        let (cx, cy) = ((i % columns) as u32, (i / columns) as u32);
        let (x0, y0) = (gap + cx * (w + gap), gap + cy * (h + gap));
        for y in 0..h {
            for x in 0..w {
                let s = &card[((y * w + x) * 4) as usize..][..4];
                let d = &mut sheet[(((y0 + y) * sw + x0 + x) * 4) as usize..][..4];
                let a = u32::from(s[3]);
                for k in 0..3 {
                    d[k] = ((u32::from(s[k]) * a + u32::from(d[k]) * (255 - a)) / 255) as u8;
                }
            }
        }
    }
    write_png(&path, sw, sh, &sheet)
}

fn write_png(path: &str, w: u32, h: u32, rgba: &[u8]) -> ExitCode {
    let file = match std::fs::File::create(path) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("deck-sheet: cannot write {path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), w, h);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let written = encoder
        .write_header()
        .and_then(|mut writer| writer.write_image_data(rgba));
    if let Err(e) = written {
        eprintln!("deck-sheet: cannot write {path}: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
