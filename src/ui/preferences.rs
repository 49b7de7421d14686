//! The settings dialog: each row a setting, its button shows the value and changes it.

use super::widgets::{button, close, label, panel};
use crate::paint::CardStyle;
use crate::play::{
    AppSystems, BackColour, DealChoice, Lang, MUTE_KEY, Overlay, Settings, Speed, TEXT_SIZES,
    TableColour, VOLUMES, chosen_language, next_of,
};
use crate::theme::{Fonts, HEADING_SIZE, TEXT_SIZE};
use bevy::prelude::*;
use solitaire_core::lang::{Words, codes};
use solitaire_core::say;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Overlay::Settings), settings_dialog)
        .add_systems(Update, show_values.in_set(AppSystems::Ui));
}

#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub enum Row {
    Language,
    Speed,
    ReduceMotion,
    AutoHome,
    FourColour,
    TextSize,
    HighContrast,
    CardStyle,
    CardBack,
    Table,
    Deals,
    FullScreen,
    Sound,
    Volume,
    VegasBank,
}

impl Row {
    // (Language first: a player who cannot read the others finds it at once, and the
    // focus is on it again when the dialog opens anew in the language chosen.)
    const ALL: [Row; 15] = [
        Row::Language,
        Row::Speed,
        Row::ReduceMotion,
        Row::AutoHome,
        Row::FourColour,
        Row::TextSize,
        Row::HighContrast,
        Row::CardStyle,
        Row::CardBack,
        Row::Table,
        Row::Deals,
        Row::FullScreen,
        Row::Sound,
        Row::Volume,
        Row::VegasBank,
    ];

    fn title(self, w: &Words) -> String {
        match self {
            Row::Language => say!(w, "settings-language"),
            Row::Speed => say!(w, "settings-animation"),
            Row::ReduceMotion => say!(w, "settings-reduce-motion"),
            Row::AutoHome => say!(w, "settings-auto-home"),
            Row::FourColour => say!(w, "settings-four-colour"),
            Row::TextSize => say!(w, "settings-text-size"),
            Row::HighContrast => say!(w, "settings-high-contrast"),
            Row::CardStyle => say!(w, "settings-card-faces"),
            Row::CardBack => say!(w, "settings-card-back"),
            Row::Table => say!(w, "settings-table"),
            Row::Deals => say!(w, "settings-new-deals"),
            Row::FullScreen => say!(w, "settings-full-screen"),
            Row::Sound => say!(w, "settings-sound", key = MUTE_KEY),
            Row::Volume => say!(w, "settings-volume"),
            Row::VegasBank => say!(w, "settings-vegas-bank"),
        }
    }

    fn value(self, w: &Words, s: &Settings) -> String {
        let on = |b: bool| {
            if b {
                say!(w, "settings-on")
            } else {
                say!(w, "settings-off")
            }
        };
        let percent = |p: u16| say!(w, "settings-percent", percent = p);
        match self {
            Row::Language => language_name(w, s.language.as_deref()),
            Row::Speed => match s.speed {
                Speed::Normal => say!(w, "settings-speed-normal"),
                Speed::Fast => say!(w, "settings-speed-fast"),
                Speed::Instant => say!(w, "settings-speed-instant"),
            },
            Row::ReduceMotion => on(s.reduce_motion),
            Row::AutoHome => on(s.auto_home),
            Row::FourColour => on(s.four_colour),
            Row::TextSize => percent(s.text_size),
            Row::HighContrast => on(s.high_contrast),
            Row::CardStyle => match s.card_style {
                CardStyle::Classic => say!(w, "settings-faces-classic"),
                CardStyle::LargePrint => say!(w, "settings-faces-large-print"),
            },
            Row::CardBack => match s.card_back {
                BackColour::Red => say!(w, "settings-back-red"),
                BackColour::Blue => say!(w, "settings-back-blue"),
                BackColour::Green => say!(w, "settings-back-green"),
                BackColour::Purple => say!(w, "settings-back-purple"),
            },
            Row::Table => match s.table {
                TableColour::Green => say!(w, "settings-table-green"),
                TableColour::Blue => say!(w, "settings-table-blue"),
                TableColour::Red => say!(w, "settings-table-red"),
                TableColour::Grey => say!(w, "settings-table-grey"),
            },
            Row::Deals => s.deals().name(w),
            Row::FullScreen => on(s.fullscreen),
            Row::Sound => on(!s.muted),
            Row::Volume => percent(s.volume.into()),
            Row::VegasBank => on(s.vegas_cumulative),
        }
    }

    fn change(self, s: &mut Settings) {
        match self {
            Row::Language => s.language = next_language(s.language.as_deref()),
            Row::Speed => s.speed = s.speed.next(),
            Row::ReduceMotion => s.reduce_motion = !s.reduce_motion,
            Row::AutoHome => s.auto_home = !s.auto_home,
            Row::FourColour => s.four_colour = !s.four_colour,
            Row::TextSize => s.text_size = next_of(&TEXT_SIZES, s.text_size),
            Row::HighContrast => s.high_contrast = !s.high_contrast,
            Row::CardStyle => s.card_style = next_of(&CardStyle::ALL, s.card_style),
            Row::CardBack => s.card_back = next_of(&BackColour::ALL, s.card_back),
            Row::Table => s.table = next_of(&TableColour::ALL, s.table),
            Row::Deals => s.set_deals(next_of(&DealChoice::ALL, s.deals())),
            Row::FullScreen => s.fullscreen = !s.fullscreen,
            Row::Sound => s.muted = !s.muted,
            Row::Volume => s.volume = next_of(&VOLUMES, s.volume),
            Row::VegasBank => s.vegas_cumulative = !s.vegas_cumulative,
        }
    }
}

/// The Language setting's value: a shipped language by its own name, or the system's
/// (`None`), naming the language that is.
fn language_name(w: &Words, code: Option<&str>) -> String {
    match code {
        Some(code) => say!(Words::new(code), "language-name"),
        None => {
            let system = chosen_language(None, None);
            say!(
                w,
                "settings-language-system",
                language = say!(system, "language-name")
            )
        }
    }
}

/// The Language setting's next value: the system's, then each shipped language.
fn next_language(now: Option<&str>) -> Option<String> {
    let all: Vec<Option<&str>> = std::iter::once(None)
        .chain(codes().into_iter().map(Some))
        .collect();
    let i = all.iter().position(|&c| c == now).map_or(0, |i| i + 1);
    all[i % all.len()].map(str::to_string)
}

fn settings_dialog(
    mut commands: Commands,
    fonts: Res<Fonts>,
    settings: Res<Settings>,
    lang: Res<Lang>,
) {
    panel(&mut commands, Overlay::Settings, |p| {
        label(p, &fonts.bold, say!(lang, "settings-heading"), HEADING_SIZE);
        for row in Row::ALL {
            // The setting's name on the left, its value on a button in a column on the
            // right, as a settings sheet reads.
            p.spawn(Node {
                width: percent(100),
                align_items: AlignItems::Center,
                justify_content: JustifyContent::SpaceBetween,
                column_gap: px(24.0),
                padding: UiRect::vertical(px(2.0)),
                ..default()
            })
            .with_children(|line| {
                let title = label(line, &fonts.regular, row.title(&lang), TEXT_SIZE);
                // (A long title wraps rather than push the value off the panel.)
                line.commands().entity(title).insert(Node {
                    flex_shrink: 1.0,
                    ..default()
                });
                let b = button(
                    line,
                    &fonts,
                    &row.value(&lang, &settings),
                    TEXT_SIZE,
                    move |_: On<Pointer<Click>>, mut s: ResMut<Settings>| {
                        row.change(&mut s);
                    },
                );
                line.commands()
                    .entity(b)
                    .insert(row)
                    .entry::<Node>()
                    .and_modify(|mut node| {
                        node.min_width = px(150.0);
                        node.flex_shrink = 0.0;
                    });
            });
        }
        let done = button(p, &fonts, &say!(lang, "dialog-close"), TEXT_SIZE, close);
        p.commands()
            .entity(done)
            .entry::<Node>()
            .and_modify(|mut node| node.align_self = AlignSelf::End);
    });
}

fn show_values(
    settings: Res<Settings>,
    lang: Res<Lang>,
    rows: Query<(&Row, &Children)>,
    mut texts: Query<&mut Text>,
) {
    if !settings.is_changed() && !lang.is_changed() {
        return;
    }
    for (row, children) in &rows {
        for &child in children {
            if let Ok(mut text) = texts.get_mut(child) {
                text.0 = row.value(&lang, &settings);
            }
        }
    }
}
