//! A small vector canvas: SVG-style paths filled or stroked with anti-aliasing (zeno),
//! text from the game's font as outlines (swash), composited source-over into an RGBA
//! image. Drawing is in design units; the canvas maps them to its pixels.

use swash::FontRef;
use swash::scale::ScaleContext;
use zeno::{Cap, Command, Fill, Join, Mask, Stroke, Transform};

pub type Rgba = [u8; 4];

/// The bold face the indices and letters are drawn in.
/// DejaVu Sans Bold's capital height, in ems.
const CAP_HEIGHT: f32 = 0.729;

static BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

pub struct Canvas {
    pub width: u32,
    pub height: u32,
    /// Premultiplied RGBA, 0..=1.
    px: Vec<[f32; 4]>,
    /// Design units to pixels, then whatever the caller has placed on top (`at`).
    transform: Transform,
}

impl Canvas {
    /// A transparent canvas of `width`×`height` pixels showing `units` design units
    /// across.
    pub fn new(width: u32, height: u32, units: f32) -> Canvas {
        let s = width as f32 / units;
        Canvas {
            width,
            height,
            px: vec![[0.0; 4]; (width * height) as usize],
            transform: Transform::scale(s, s),
        }
    }

    /// Pixels per design unit.
    pub fn scale(&self) -> f32 {
        self.transform.xx.hypot(self.transform.xy)
    }

    /// Draws with `local` applied before the current placement (translate, rotate,
    /// scale in design units), then restores it.
    pub fn at(&mut self, local: Transform, draw: impl FnOnce(&mut Canvas)) {
        let saved = self.transform;
        self.transform = compose(local, saved);
        draw(self);
        self.transform = saved;
    }

    pub fn fill(&mut self, path: &str, colour: Rgba) {
        self.paint(path, Shape::Fill(Fill::NonZero), |_, _| colour);
    }

    pub fn stroke(&mut self, path: &str, width: f32, colour: Rgba) {
        self.paint(path, Shape::Stroke(width, false), |_, _| colour);
    }

    /// A stroke with round ends and corners, as icons are drawn.
    pub fn stroke_round(&mut self, path: &str, width: f32, colour: Rgba) {
        self.paint(path, Shape::Stroke(width, true), |_, _| colour);
    }

    /// Fills with a colour that varies over the canvas (`shade(x, y)`, in pixels).
    pub fn fill_with(&mut self, path: &str, shade: impl Fn(f32, f32) -> Rgba) {
        self.paint(path, Shape::Fill(Fill::NonZero), shade);
    }

    pub fn fill_commands(&mut self, path: &[Command], colour: Rgba) {
        self.paint(path, Shape::Fill(Fill::NonZero), |_, _| colour);
    }

    /// `text` in the bold face, `size` units to the em, centred on (x, y): `y` is the
    /// middle of a capital letter.
    pub fn text(&mut self, text: &str, x: f32, y: f32, size: f32, colour: Rgba) {
        let font = FontRef::from_index(BOLD, 0).expect("the bundled font parses");
        let upem = f32::from(font.metrics(&[]).units_per_em);
        let cap = CAP_HEIGHT * size;
        let glyphs = font.glyph_metrics(&[]);
        let charmap = font.charmap();
        let ids: Vec<u16> = text.chars().map(|c| charmap.map(c)).collect();
        let width: f32 = ids.iter().map(|&g| glyphs.advance_width(g)).sum::<f32>() / upem * size;
        let mut context = ScaleContext::new();
        let mut scaler = context.builder(font).build();
        let mut pen = x - width / 2.0;
        for g in ids {
            if let Some(outline) = scaler.scale_outline(g) {
                let mut path = Vec::new();
                zeno::PathData::copy_to(&outline.path(), &mut path);
                // Font units, y up, to design units, y down, on the baseline.
                let place =
                    Transform::scale(size / upem, -size / upem).then_translate(pen, y + cap / 2.0);
                self.at(place, |c| c.fill_commands(&path, colour));
            }
            pen += glyphs.advance_width(g) / upem * size;
        }
    }

    fn paint<D: zeno::PathData>(
        &mut self,
        path: D,
        shape: Shape,
        shade: impl Fn(f32, f32) -> Rgba,
    ) {
        let mut mask = Mask::new(path);
        mask.transform(Some(self.transform));
        let stroke;
        match shape {
            Shape::Fill(rule) => {
                mask.style(rule);
            }
            Shape::Stroke(width, round) => {
                // Never thinner than a pixel: hairlines vanish at small sizes.
                let px = (width * self.scale()).max(1.0) / self.scale();
                stroke = if round {
                    *Stroke::new(px).cap(Cap::Round).join(Join::Round)
                } else {
                    Stroke::new(px)
                };
                mask.style(stroke);
            }
        }
        let (coverage, place) = mask.render();
        for row in 0..place.height as i32 {
            let y = place.top + row;
            if y < 0 || y >= self.height as i32 {
                continue;
            }
            for col in 0..place.width as i32 {
                let x = place.left + col;
                if x < 0 || x >= self.width as i32 {
                    continue;
                }
                let a = coverage[(row as u32 * place.width + col as u32) as usize];
                if a == 0 {
                    continue;
                }
                let c = shade(x as f32 + 0.5, y as f32 + 0.5);
                let alpha = f32::from(c[3]) / 255.0 * f32::from(a) / 255.0;
                let dst = &mut self.px[(y as u32 * self.width + x as u32) as usize];
                for k in 0..3 {
                    dst[k] = f32::from(c[k]) / 255.0 * alpha + dst[k] * (1.0 - alpha);
                }
                dst[3] = alpha + dst[3] * (1.0 - alpha);
            }
        }
    }

    /// The image as straight-alpha sRGB bytes, row by row from the top.
    pub fn into_rgba(self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.px.len() * 4);
        for p in self.px {
            let a = p[3];
            let un = |v: f32| {
                if a > 0.0 {
                    (v / a * 255.0).round().clamp(0.0, 255.0) as u8
                } else {
                    0
                }
            };
            out.extend_from_slice(&[un(p[0]), un(p[1]), un(p[2]), (a * 255.0).round() as u8]);
        }
        out
    }

    /// The premultiplied colour at a pixel (for tests).
    pub fn pixel(&self, x: u32, y: u32) -> [f32; 4] {
        self.px[(y * self.width + x) as usize]
    }
}

enum Shape {
    Fill(Fill),
    /// Its width, and whether its ends and corners are round.
    Stroke(f32, bool),
}

/// `first`, then `then`, for zeno's masks. (zeno's own `Transform::then` multiplies
/// as if its matrices were the transpose of what its masks apply: right for scales,
/// translations and half turns, wrong for any other rotation.)
pub fn compose(first: Transform, then: Transform) -> Transform {
    // A mask maps (x, y) to (xx x + yx y + x, xy x + yy y + y).
    let (a, b) = (first, then);
    Transform {
        xx: b.xx * a.xx + b.yx * a.xy,
        yx: b.xx * a.yx + b.yx * a.yy,
        xy: b.xy * a.xx + b.yy * a.xy,
        yy: b.xy * a.yx + b.yy * a.yy,
        x: b.xx * a.x + b.yx * a.y + b.x,
        y: b.xy * a.x + b.yy * a.y + b.y,
    }
}

/// A turn by `degrees` (clockwise on screen) about (x, y).
pub fn turn_about(x: f32, y: f32, degrees: f32) -> Transform {
    let turn = Transform::rotation(zeno::Angle::from_degrees(degrees));
    compose(
        compose(Transform::translation(-x, -y), turn),
        Transform::translation(x, y),
    )
}

/// Half a turn about (x, y): the lower half of a two-ended card.
pub fn half_turn(x: f32, y: f32) -> Transform {
    turn_about(x, y, 180.0)
}

/// A rounded rectangle as path commands.
pub fn round_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> String {
    format!(
        "M {a},{y} H {b} A {r},{r} 0 0 1 {x2},{c} V {d} A {r},{r} 0 0 1 {b},{y2} H {a} A {r},{r} 0 0 1 {x},{d} V {c} A {r},{r} 0 0 1 {a},{y} Z",
        a = x + r,
        b = x + w - r,
        c = y + r,
        d = y + h - r,
        x2 = x + w,
        y2 = y + h,
    )
}

/// An ellipse as path commands.
pub fn ellipse(cx: f32, cy: f32, rx: f32, ry: f32) -> String {
    format!(
        "M {l},{cy} A {rx},{ry} 0 1 0 {r},{cy} A {rx},{ry} 0 1 0 {l},{cy} Z",
        l = cx - rx,
        r = cx + rx,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_filled_square_covers_its_pixels_and_only_those() {
        let mut c = Canvas::new(10, 10, 10.0);
        c.fill("M 2,2 H 8 V 8 H 2 Z", [255, 0, 0, 255]);
        assert_eq!(c.pixel(5, 5), [1.0, 0.0, 0.0, 1.0]);
        assert_eq!(c.pixel(0, 0), [0.0; 4]);
        let rgba = c.into_rgba();
        assert_eq!(&rgba[(5 * 10 + 5) * 4..][..4], &[255, 0, 0, 255]);
    }

    #[test]
    fn design_units_scale_to_the_canvas() {
        // The same square at twice the pixels covers twice the width.
        let mut c = Canvas::new(20, 20, 10.0);
        c.fill("M 2,2 H 8 V 8 H 2 Z", [0, 0, 255, 255]);
        assert_eq!(c.pixel(15, 15)[3], 1.0);
        assert_eq!(c.pixel(17, 17)[3], 0.0);
    }

    #[test]
    fn a_quarter_turn_about_a_point_keeps_that_point_and_turns_about_it() {
        let t = turn_about(5.0, 5.0, 90.0);
        let at = |x: f32, y: f32| {
            let p = t.transform_point(zeno::Point::new(x, y));
            (
                (p.x * 1000.0).round() / 1000.0,
                (p.y * 1000.0).round() / 1000.0,
            )
        };
        assert_eq!(at(5.0, 5.0), (5.0, 5.0));
        // A point right of the pivot goes below it (y grows downwards): clockwise.
        assert_eq!(at(8.0, 5.0), (5.0, 8.0));
        // Nested: a turn then a shift.
        let shifted = compose(t, Transform::translation(10.0, 0.0));
        let p = shifted.transform_point(zeno::Point::new(8.0, 5.0));
        assert!((p.x - 15.0).abs() < 1e-4 && (p.y - 8.0).abs() < 1e-4);
        // And the mask draws where the transform says.
        let mut c = Canvas::new(20, 20, 20.0);
        c.at(turn_about(10.0, 10.0, 90.0), |c| {
            c.fill("M 12,9 H 18 V 11 H 12 Z", [0, 0, 0, 255])
        });
        assert!(
            c.pixel(10, 15)[3] > 0.9,
            "the bar right of the middle is now below it"
        );
        assert!(c.pixel(15, 10)[3] < 0.1);
    }

    #[test]
    fn text_draws_ink_around_its_centre() {
        let mut c = Canvas::new(100, 100, 100.0);
        c.text("K", 50.0, 50.0, 60.0, [0, 0, 0, 255]);
        let inked = (0..100)
            .flat_map(|y| (0..100).map(move |x| (x, y)))
            .filter(|&(x, y)| c.pixel(x, y)[3] > 0.5)
            .collect::<Vec<_>>();
        assert!(inked.len() > 300);
        let (sx, sy) = inked.iter().fold((0, 0), |(a, b), &(x, y)| (a + x, b + y));
        let centre = (sx / inked.len() as u32, sy / inked.len() as u32);
        assert!(
            centre.0.abs_diff(50) < 8 && centre.1.abs_diff(50) < 8,
            "{centre:?}"
        );
    }
}
