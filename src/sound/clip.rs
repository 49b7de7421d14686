//! A synthesised effect as a Bevy audio source: the samples are made once at start-up
//! and each playback walks over a shared copy.

use super::synth::RATE;
use bevy::audio::{ChannelCount, Decodable, SampleRate, Source};
use bevy::prelude::*;
use std::sync::Arc;
use std::time::Duration;

#[derive(Asset, TypePath, Clone)]
pub struct Clip {
    samples: Arc<[f32]>,
}

impl Clip {
    pub fn new(samples: Vec<f32>) -> Clip {
        Clip {
            samples: samples.into(),
        }
    }

    pub fn duration(&self) -> Duration {
        Duration::from_secs_f32(self.samples.len() as f32 / RATE as f32)
    }
}

pub struct ClipPlayer {
    samples: Arc<[f32]>,
    at: usize,
}

impl Iterator for ClipPlayer {
    type Item = f32;

    fn next(&mut self) -> Option<f32> {
        let s = self.samples.get(self.at).copied();
        self.at += 1;
        s
    }
}

impl Source for ClipPlayer {
    fn current_span_len(&self) -> Option<usize> {
        Some(self.samples.len().saturating_sub(self.at))
    }

    fn channels(&self) -> ChannelCount {
        ChannelCount::new(1).expect("one is not zero")
    }

    fn sample_rate(&self) -> SampleRate {
        SampleRate::new(RATE).expect("the rate is not zero")
    }

    fn total_duration(&self) -> Option<Duration> {
        Some(Duration::from_secs_f32(
            self.samples.len() as f32 / RATE as f32,
        ))
    }
}

impl Decodable for Clip {
    type Decoder = ClipPlayer;

    fn decoder(&self) -> ClipPlayer {
        ClipPlayer {
            samples: self.samples.clone(),
            at: 0,
        }
    }
}
