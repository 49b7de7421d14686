//! The game's sound effects, synthesised at start-up: card sounds from shaped noise
//! (a card is paper on felt: a burst of filtered noise with a fast attack), the game's
//! signals from soft bell tones. Pure sample arithmetic, mono, deterministic.

use std::f32::consts::TAU;

pub const RATE: u32 = 44_100;

/// Every sound the game makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// Cards taken into the hand.
    PickUp,
    /// Cards put down on a pile.
    Drop,
    /// A move the rules refuse.
    Refused,
    /// A face-down card turned up.
    Flip,
    /// A fresh deal going out.
    Deal,
    /// Cards turned from the stock, or the waste turned over.
    Draw,
    /// A card on its foundation.
    Home,
    Undo,
    Win,
}

impl Effect {
    pub const ALL: [Effect; 9] = [
        Effect::PickUp,
        Effect::Drop,
        Effect::Refused,
        Effect::Flip,
        Effect::Deal,
        Effect::Draw,
        Effect::Home,
        Effect::Undo,
        Effect::Win,
    ];

    /// The effect's samples at `RATE`, in -1..=1.
    pub fn samples(self) -> Vec<f32> {
        let mut out = match self {
            Effect::PickUp => swish(0.045, 5200.0, 0.35, Shape::Pluck, 1),
            Effect::Drop => {
                let mut s = swish(0.07, 2600.0, 0.6, Shape::Pluck, 2);
                mix(&mut s, &thump(0.08, 150.0, 0.35), 0);
                s
            }
            Effect::Refused => {
                let mut s = tone(0.11, 233.1, 0.32, 0.02);
                mix(&mut s, &tone(0.16, 174.6, 0.32, 0.02), secs(0.1));
                s
            }
            Effect::Flip => swish(0.06, 7000.0, 0.4, Shape::Swell, 3),
            Effect::Deal => {
                // A riffle: a card every 38 ms, each a little different.
                let mut s = Vec::new();
                for i in 0..9 {
                    let card = swish(
                        0.04,
                        3800.0 + 300.0 * (i % 3) as f32,
                        0.4,
                        Shape::Pluck,
                        10 + i,
                    );
                    mix(&mut s, &card, secs(0.038 * i as f32));
                }
                s
            }
            Effect::Draw => {
                let mut s = swish(0.09, 4200.0, 0.45, Shape::Swell, 4);
                mix(
                    &mut s,
                    &swish(0.04, 2600.0, 0.4, Shape::Pluck, 5),
                    secs(0.07),
                );
                s
            }
            Effect::Home => {
                let mut s = bell(0.35, 1046.5, 0.3);
                mix(&mut s, &bell(0.3, 1568.0, 0.14), secs(0.01));
                s
            }
            Effect::Undo => swish(0.1, 3400.0, 0.4, Shape::Reverse, 6),
            Effect::Win => {
                // C major, up and resolving: C5 E5 G5 C6, then the chord.
                let mut s = Vec::new();
                for (i, f) in [523.3, 659.3, 784.0, 1046.5].into_iter().enumerate() {
                    mix(&mut s, &bell(0.6, f, 0.28), secs(0.12 * i as f32));
                }
                for f in [523.3, 659.3, 784.0, 1046.5] {
                    mix(&mut s, &bell(1.2, f, 0.16), secs(0.55));
                }
                s
            }
        };
        // Never clip, whatever was mixed.
        let peak = out.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        if peak > 0.95 {
            out.iter_mut().for_each(|s| *s *= 0.95 / peak);
        }
        out
    }
}

fn secs(t: f32) -> usize {
    (t * RATE as f32) as usize
}

/// Adds `b` into `a` from sample `at` on, growing `a` as needed.
fn mix(a: &mut Vec<f32>, b: &[f32], at: usize) {
    if a.len() < at + b.len() {
        a.resize(at + b.len(), 0.0);
    }
    for (x, y) in a[at..].iter_mut().zip(b) {
        *x += y;
    }
}

/// How a noise burst swells and fades.
#[derive(Clone, Copy)]
enum Shape {
    /// Sharp attack, fast fade: a card landing.
    Pluck,
    /// Rises then fades: a card sliding or turning.
    Swell,
    /// Fades in to a sudden stop: a sound played backwards.
    Reverse,
}

/// Noise through a one-pole low-pass at `cutoff` Hz and a high-pass at a tenth of it.
fn swish(length: f32, cutoff: f32, gain: f32, shape: Shape, seed: u32) -> Vec<f32> {
    let n = secs(length);
    let mut noise = Noise(0x9E37_79B9 ^ seed.wrapping_mul(0x85EB_CA6B));
    let lp = 1.0 - (-TAU * cutoff / RATE as f32).exp();
    let hp = 1.0 - (-TAU * cutoff * 0.1 / RATE as f32).exp();
    let (mut low, mut dc) = (0.0, 0.0);
    (0..n)
        .map(|i| {
            let t = i as f32 / n as f32;
            low += lp * (noise.next() - low);
            dc += hp * (low - dc);
            let envelope = match shape {
                Shape::Pluck => (t * 40.0).min(1.0) * (1.0 - t).powi(3),
                Shape::Swell => (t * 4.0).min(1.0) * (1.0 - t).powi(2),
                Shape::Reverse => t.powi(2) * ((1.0 - t) * 30.0).min(1.0),
            };
            (low - dc) * envelope * gain * 2.5
        })
        .collect()
}

/// A short low sine that drops in pitch: the card's weight on the table.
fn thump(length: f32, freq: f32, gain: f32) -> Vec<f32> {
    let n = secs(length);
    let mut phase = 0.0;
    (0..n)
        .map(|i| {
            let t = i as f32 / n as f32;
            phase += TAU * freq * (1.0 - 0.4 * t) / RATE as f32;
            phase.sin() * (1.0 - t).powi(4) * gain
        })
        .collect()
}

/// A soft tone (sine and a little third harmonic) with short ramps at both ends.
fn tone(length: f32, freq: f32, gain: f32, ramp: f32) -> Vec<f32> {
    let n = secs(length);
    let r = secs(ramp).max(1) as f32;
    (0..n)
        .map(|i| {
            let x = TAU * freq * i as f32 / RATE as f32;
            let edge = (i as f32 / r).min((n - i) as f32 / r).min(1.0);
            (x.sin() + 0.2 * (3.0 * x).sin()) * edge * gain
        })
        .collect()
}

/// A bell: a struck sine with an inharmonic partial, decaying exponentially.
fn bell(length: f32, freq: f32, gain: f32) -> Vec<f32> {
    let n = secs(length);
    (0..n)
        .map(|i| {
            let s = i as f32 / RATE as f32;
            let attack = (s / 0.004).min(1.0);
            let decay = (-s * 5.0 / length).exp();
            let x = TAU * freq * s;
            (x.sin() + 0.3 * (2.76 * x).sin() * (-s * 12.0).exp()) * attack * decay * gain
        })
        .collect()
}

/// xorshift32: noise that sounds the same on every run.
struct Noise(u32);

impl Noise {
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        self.0 as f32 / u32::MAX as f32 * 2.0 - 1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_effect_is_short_audible_and_never_clips() {
        for effect in Effect::ALL {
            let s = effect.samples();
            let seconds = s.len() as f32 / RATE as f32;
            let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
            let rms = (s.iter().map(|x| x * x).sum::<f32>() / s.len() as f32).sqrt();
            assert!(
                seconds > 0.03 && seconds < 2.0,
                "{effect:?} lasts {seconds}s"
            );
            assert!(peak <= 0.95 && peak > 0.1, "{effect:?} peaks at {peak}");
            assert!(rms > 0.01, "{effect:?} is too quiet: rms {rms}");
            assert!(s.iter().all(|x| x.is_finite()));
        }
    }

    #[test]
    fn effects_start_and_end_near_silence() {
        // No click at either end (the sink cuts in and out at full level).
        for effect in Effect::ALL {
            let s = effect.samples();
            assert!(s[0].abs() < 0.05, "{effect:?} starts at {}", s[0]);
            assert!(
                s[s.len() - 1].abs() < 0.05,
                "{effect:?} ends at {}",
                s[s.len() - 1]
            );
        }
    }

    #[test]
    fn the_same_effect_sounds_the_same_every_time() {
        assert_eq!(Effect::Deal.samples(), Effect::Deal.samples());
        assert_ne!(Effect::Drop.samples(), Effect::PickUp.samples());
    }
}
